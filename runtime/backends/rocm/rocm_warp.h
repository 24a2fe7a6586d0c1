// cuport ROCm backend: CUDA's warp functions that HIP 5.2 lacks (the _sync family, __activemask,
// __syncwarp, __match_*_sync), for 32- and 64-lane wavefronts alike. Never assumes warpSize == 32.
#pragma once

namespace cuport::rocm {

using lane_mask_t = unsigned long long;  // one bit per lane of a 64-lane wavefront

// CUDA code says "every lane" with a 32-bit all-ones mask (0xffffffff). On a 64-lane wavefront that
// must still mean every lane, or the upper half silently drops out; any other mask is taken as is.
template <class MaskT>
__device__ inline lane_mask_t lanes(MaskT mask) {
  static_assert(std::is_integral<MaskT>::value, "a warp mask is an integer");
  if (sizeof(MaskT) <= 4 && static_cast<unsigned int>(mask) == 0xffffffffu) return ~0ull;
  return static_cast<lane_mask_t>(mask);
}

}  // namespace cuport::rocm

// A wavefront runs in lockstep, so the mask only selects which lanes' bits a vote reports.
template <class MaskT, class T>
__device__ inline T __shfl_sync(MaskT mask, T var, int src_lane, int width = warpSize) {
  (void)mask;
  return __shfl(var, src_lane, width);
}

template <class MaskT, class T>
__device__ inline T __shfl_up_sync(MaskT mask, T var, unsigned int delta, int width = warpSize) {
  (void)mask;
  return __shfl_up(var, delta, width);
}

template <class MaskT, class T>
__device__ inline T __shfl_down_sync(MaskT mask, T var, unsigned int delta, int width = warpSize) {
  (void)mask;
  return __shfl_down(var, delta, width);
}

template <class MaskT, class T>
__device__ inline T __shfl_xor_sync(MaskT mask, T var, int lane_mask, int width = warpSize) {
  (void)mask;
  return __shfl_xor(var, lane_mask, width);
}

// The result is 64 bits wide: storing it in 32 bits loses lanes 32-63 (cuport reports CP3001).
template <class MaskT>
__device__ inline unsigned long long __ballot_sync(MaskT mask, int predicate) {
  return __ballot(predicate) & ::cuport::rocm::lanes(mask);
}

template <class MaskT>
__device__ inline int __any_sync(MaskT mask, int predicate) {
  return (__ballot(predicate) & ::cuport::rocm::lanes(mask)) != 0;
}

template <class MaskT>
__device__ inline int __all_sync(MaskT mask, int predicate) {
  const auto active = __ballot(1) & ::cuport::rocm::lanes(mask);
  return (__ballot(predicate) & active) == active;
}

__device__ inline unsigned long long __activemask() { return __ballot(1); }

// Lanes of a wavefront cannot diverge past this point, but memory order among them still needs
// a fence (CUDA's __syncwarp orders shared-memory accesses too).
template <class MaskT = unsigned int>
__device__ inline void __syncwarp(MaskT mask = 0xffffffffu) {
  (void)mask;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}

// Lanes (within mask) whose value equals this lane's: one ballot per distinct value.
template <class MaskT, class T>
__device__ inline unsigned long long __match_any_sync(MaskT mask, T value) {
  const auto lanes = __ballot(1) & ::cuport::rocm::lanes(mask);
  auto todo = lanes;
  unsigned long long mine = 0;
  while (todo) {
    const int leader = __ffsll(static_cast<long long>(todo)) - 1;
    const T candidate = __shfl(value, leader);
    const auto same = __ballot(candidate == value) & lanes;
    if (candidate == value) mine = same;
    todo &= ~same;
  }
  return mine;
}

// All lanes of mask when they hold one value (and *pred = 1), else 0 (and *pred = 0).
template <class MaskT, class T>
__device__ inline unsigned long long __match_all_sync(MaskT mask, T value, int* pred) {
  const auto lanes = __ballot(1) & ::cuport::rocm::lanes(mask);
  const int first = __ffsll(static_cast<long long>(lanes)) - 1;
  const bool all = (__ballot(__shfl(value, first) == value) & lanes) == lanes;
  *pred = all;
  return all ? lanes : 0;
}
