// LOG: warp_kernels.cu:41: kernel block_reduce: split at barriers and warp operations into thread loops; compiled for its launches' block 256x1x1
// LOG: warp_kernels.cu:50: kernel butterfly: split at warp operations into thread loops; compiled for its launches' block 64x1x1
// LOG: warp_kernels.cu:59: kernel warp_scan: split at warp operations into thread loops; compiled for its launches' block 96x1x1
// LOG: warp_kernels.cu:71: kernel votes: split at warp operations into thread loops; compiled for its launches' block 128x1x1
// LOG: warp_kernels.cu:83: kernel early_exit: split at warp operations into thread loops; compiled for its launches' block 128x1x1
// LOG: warp_kernels.cu:91: kernel syncwarp_exchange: split at warp operations into thread loops; compiled for its launches' block 64x1x1
// LOG: warp_kernels.cu:102: kernel segments: split at warp operations into thread loops; compiled for its launches' block 36x1x1
#define CUPORT_CPU_LOWERED 1
#line 1
// Warp operations in the shapes the CPU lowering splits into thread loops: shuffles in helper
// functions (inlined first), votes, scans, guarded and exited lanes, __syncwarp. Every result
// is defined by CUDA's rules, so the lowered and fiber paths must print the same.
#include <cuport/runtime.h>

#include <cstdio>
#include <vector>

#include "rows.cuh"

#define CHECK(call)                                                            \
  do {                                                                         \
    cuportError_t e_ = (call);                                                   \
    if (e_ != cuportSuccess) {                                                   \
      std::printf("error %s at line %d\n", cuportGetErrorString(e_), __LINE__); \
      return 1;                                                                \
    }                                                                          \
  } while (0)

template <typename T>
__device__ T warpReduceSum(T val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
/* CUPORT CP3004: __shfl_down_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */     val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

// The classic two-stage block reduction, helpers calling helpers.
template <typename T>
__device__ T blockReduceSum(T val) {
/* CUPORT CP3005: shared has 32 elements, one per warp or lane, which assumes 32-lane warps */   static __shared__ T shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  val = warpReduceSum(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0;
  if (wid == 0) val = warpReduceSum(val);
  return val;
}

__global__ void block_reduce(const int* in, int* out, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_w1_ = cuport_frame_.alloc_staged<int>(); int* __restrict__ cuport_v_v_1938 = cuport_frame_.alloc<int>(); int* __restrict__ cuport_v_cuport_r0__1967 = cuport_frame_.alloc<int>(); int* cuport_v_cuport_p0_val_2005 = cuport_frame_.alloc_staged<int>(); int* __restrict__ cuport_v_total_2671 = cuport_frame_.alloc<int>(); int* cuport_g0_ = cuport_frame_.alloc<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; { const bool cuport_fold1_ = ::cuport::cpu::all_threads_pass<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); if (cuport_fold1_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 42 "warp_kernels.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_1938[cuport_lin_] = (true) ? cuport_p_in_[i] : 0;
  cuport_v_cuport_r0__1967[cuport_lin_] = {};
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 42 "warp_kernels.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_1938[cuport_lin_] = i < cuport_p_n_ ? cuport_p_in_[i] : 0;
  cuport_v_cuport_r0__1967[cuport_lin_] = {};
 } } } } }
#line 44 "warp_kernels.cu"
 {
#line 44 "warp_kernels.cu"
using T = int;; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
cuport_v_cuport_p0_val_2005[cuport_lin_] = (cuport_v_v_1938[cuport_lin_]);
 } } }
#line 44 "warp_kernels.cu"
static __shared__ T shared [ 32 ] ;; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
int lane = cuport_tid_ . x % warpSize ; int wid = cuport_tid_ . x / warpSize ;
 } } }
#line 44 "warp_kernels.cu"
 {
#line 44 "warp_kernels.cu"
using T = int;;
#line 44 "warp_kernels.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
cuport_w0_[cuport_lin_] = cuport_v_cuport_p0_val_2005[cuport_lin_] + (::cuport::cpu::lowered::shfl_down(cuport_v_cuport_p0_val_2005, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_cuport_p0_val_2005, cuport_w0_); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
;
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
;
 } } } { const ::cuport::cpu::ThreadStride cuport_active2_ = ::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false); const bool cuport_narrows3_ = cuport_active2_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active2_.begin; cuport_xi_ < cuport_active2_.end; cuport_xi_ += cuport_active2_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
if ( cuport_narrows3_ || (((int)(cuport_tid_ . x % warpSize)) == 0) ) shared [ ((int)(cuport_tid_ . x / warpSize)) ] = cuport_v_cuport_p0_val_2005[cuport_lin_];
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const bool cuport_fold4_ = ::cuport::cpu::all_threads_pass<unsigned int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_bdim_ . x / warpSize), 0u); if (cuport_fold4_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
cuport_v_cuport_p0_val_2005[cuport_lin_] = ( (true) ) ? shared [ ((int)(cuport_tid_ . x % warpSize)) ] : 0 ;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
cuport_v_cuport_p0_val_2005[cuport_lin_] = ( cuport_tid_ . x < cuport_bdim_ . x / warpSize ) ? shared [ ((int)(cuport_tid_ . x % warpSize)) ] : 0 ;
 } } } } } bool cuport_exact5_ = false; cuport_g0_all_ = [&] { const ::cuport::cpu::ThreadStride cuport_run_ = ::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (0), 0u); cuport_exact5_ = cuport_run_.exact; return cuport_exact5_ && ::cuport::cpu::range_rows(cuport_run_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); }(); if (!cuport_exact5_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
cuport_g0_[cuport_lin_] = (((int)(cuport_tid_ . x / warpSize)) == 0 );
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); }
#line 44 "warp_kernels.cu"
 {
#line 44 "warp_kernels.cu"
using T = int;;
#line 44 "warp_kernels.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_cuport_p0_val_2005[cuport_lin_]);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_cuport_p0_val_2005[cuport_lin_]);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
if (cuport_g0_[cuport_lin_]) {  cuport_w1_[cuport_lin_] = (cuport_v_cuport_p0_val_2005[cuport_lin_]); }
 } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
cuport_v_cuport_p0_val_2005[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
cuport_v_cuport_p0_val_2005[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_cuport_p0_val_2005[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 }
 } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
if (cuport_g0_[cuport_lin_]) { ;
 }
 } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
if (cuport_g0_[cuport_lin_]) { ;
 }
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
cuport_v_cuport_r0__1967[cuport_lin_] = cuport_v_cuport_p0_val_2005[cuport_lin_];
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_kernels.cu"
cuport_v_total_2671[cuport_lin_] = cuport_v_cuport_r0__1967[cuport_lin_];
 } } } { const ::cuport::cpu::ThreadRange cuport_active6_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); constexpr bool cuport_narrows7_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((0))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active6_.begin; cuport_xi_ < cuport_active6_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 45 "warp_kernels.cu"
if (cuport_narrows7_ || (cuport_tid_.x == 0)) cuport_p_out_[cuport_bidx_.x] = cuport_v_total_2671[cuport_lin_];
 } } } } return; }, ::cuport::cpu::FixedBlockShape<256u, 1u, 1u>{}); return; } }
#line 41 "warp_kernels.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int v = i < n ? in[i] : 0;
  int cuport_r0_ = {}; { using T = int; int cuport_p0_val = (v); static __shared__ T shared [ 32 ] ; int lane = threadIdx . x % warpSize ; int wid = threadIdx . x / warpSize ; { using T = int;  for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) cuport_p0_val += __shfl_down_sync ( 0xffffffff , cuport_p0_val , offset ) ;  ; }  ; if ( lane == 0 ) shared [ wid ] = cuport_p0_val ; __syncthreads ( ) ; cuport_p0_val = ( threadIdx . x < blockDim . x / warpSize ) ? shared [ lane ] : 0 ; if ( wid == 0 ) { { using T = int;  for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) cuport_p0_val += __shfl_down_sync ( 0xffffffff , cuport_p0_val , offset ) ;  ; } ; } cuport_r0_ = cuport_p0_val ; } int total = cuport_r0_;
  if (threadIdx.x == 0) out[blockIdx.x] = total;
}

// Every lane gets the warp's total (butterfly), and lane 0's value (broadcast) in a block
// whose second warp is partial.
__global__ void butterfly(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_w1_ = cuport_frame_.alloc_staged<int>(); int* cuport_v_v_3018 = cuport_frame_.alloc_staged<int>(); int* __restrict__ cuport_v_first_3136 = cuport_frame_.alloc<int>(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 51 "warp_kernels.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_3018[cuport_lin_] = cuport_p_in_[t];
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 53 "warp_kernels.cu"
 cuport_w0_[cuport_lin_] = (cuport_v_v_3018[cuport_lin_]);
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 53 "warp_kernels.cu"
cuport_v_first_3136[cuport_lin_] = ::cuport::cpu::lowered::shfl(cuport_w0_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 0);
 } } }
#line 54 "warp_kernels.cu"
for (int mask = 16; mask >= 1; mask >>= 1) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 54 "warp_kernels.cu"
cuport_w1_[cuport_lin_] = cuport_v_v_3018[cuport_lin_] + (::cuport::cpu::lowered::shfl_xor(cuport_v_v_3018, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, mask, 32));
 } } } std::swap(cuport_v_v_3018, cuport_w1_); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 55 "warp_kernels.cu"
cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_v_3018[cuport_lin_] * 1000 + cuport_v_first_3136[cuport_lin_];
 } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 50 "warp_kernels.cu"

  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int v = in[t];
/* CUPORT CP3004: __shfl_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */   int first = __shfl_sync(0xffffffff, v, 0);
/* CUPORT CP3003: warp loop sized for 32 lanes: the loop starts at 16 and halves */ /* CUPORT CP3004: __shfl_xor_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */   for (int mask = 16; mask >= 1; mask >>= 1) v += __shfl_xor_sync(0xffffffff, v, mask, 32);
  out[t] = v * 1000 + first;
}

// Inclusive scan within each warp.
__global__ void warp_scan(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* __restrict__ cuport_v_v_3792 = cuport_frame_.alloc<int>(); int* __restrict__ cuport_v_up_4044 = cuport_frame_.alloc<int>(); int* cuport_g0_ = cuport_frame_.alloc<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 60 "warp_kernels.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
/* CUPORT CP3002: lane or warp number computed for 32-lane warps: threadIdx.x & 31 */   int lane = cuport_tid_.x & 31;
  cuport_v_v_3792[cuport_lin_] = cuport_p_in_[t];
 } } }
#line 63 "warp_kernels.cu"
for (int offset = 1; offset < 32; offset <<= 1) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 64 "warp_kernels.cu"
 cuport_w0_[cuport_lin_] = (cuport_v_v_3792[cuport_lin_]);
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 64 "warp_kernels.cu"
cuport_v_up_4044[cuport_lin_] = ::cuport::cpu::lowered::shfl_up(cuport_w0_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
    cuport_g0_[cuport_lin_] = (((int)(cuport_tid_.x & 31)) >= offset);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 65 "warp_kernels.cu"
cuport_v_v_3792[cuport_lin_] += cuport_v_up_4044[cuport_lin_];
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 65 "warp_kernels.cu"
cuport_v_v_3792[cuport_lin_] += cuport_v_up_4044[cuport_lin_];
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 65 "warp_kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_v_3792[cuport_lin_] += cuport_v_up_4044[cuport_lin_];
 }
 } } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 67 "warp_kernels.cu"
cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_v_3792[cuport_lin_];
 } } } return; }, ::cuport::cpu::FixedBlockShape<96u, 1u, 1u>{}); return; } }
#line 59 "warp_kernels.cu"

  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
/* CUPORT CP3002: lane or warp number computed for 32-lane warps: threadIdx.x & 31 */   int lane = threadIdx.x & 31;
  int v = in[t];
/* CUPORT CP3003: warp loop sized for 32 lanes: the loop doubles up to 32 */   for (int offset = 1; offset < 32; offset <<= 1) {
/* CUPORT CP3004: __shfl_up_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */     int up = __shfl_up_sync(0xffffffff, v, offset);
    if (lane >= offset) v += up;
  }
  out[t] = v;
}

// Votes, one of them by the even lanes only (the odd lanes are not in the ballot).
__global__ void votes(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); unsigned char* cuport_w0_ = cuport_frame_.alloc_staged<unsigned char>(); unsigned char* cuport_w1_ = cuport_frame_.alloc_staged<unsigned char>(); unsigned char* cuport_w2_ = cuport_frame_.alloc_staged<unsigned char>(); unsigned char* cuport_w3_ = cuport_frame_.alloc_staged<unsigned char>(); int* __restrict__ cuport_v_p_4373 = cuport_frame_.alloc<int>(); unsigned int* __restrict__ cuport_v_all_lanes_4633 = cuport_frame_.alloc<unsigned int>(); int* __restrict__ cuport_v_any_4781 = cuport_frame_.alloc<int>(); int* __restrict__ cuport_v_all_4929 = cuport_frame_.alloc<int>(); int* __restrict__ cuport_v_even_4977 = cuport_frame_.alloc<int>(); int* cuport_g0_ = cuport_frame_.alloc<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 72 "warp_kernels.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_p_4373[cuport_lin_] = cuport_p_in_[t] % 3 == 0;
 } } } std::memset(cuport_w0_, 0, cuport_nthreads_); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 74 "warp_kernels.cu"
 cuport_w0_[cuport_lin_] = (cuport_v_p_4373[cuport_lin_]) ? 2 : 1;
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 74 "warp_kernels.cu"
cuport_v_all_lanes_4633[cuport_lin_] = ::cuport::cpu::lowered::ballot(cuport_w0_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 0xffffffff);
 } } } std::memset(cuport_w1_, 0, cuport_nthreads_); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 75 "warp_kernels.cu"
 cuport_w1_[cuport_lin_] = (cuport_p_in_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] > 90) ? 2 : 1;
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 75 "warp_kernels.cu"
cuport_v_any_4781[cuport_lin_] = ::cuport::cpu::lowered::any(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 0xffffffff);
 } } } std::memset(cuport_w2_, 0, cuport_nthreads_); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 76 "warp_kernels.cu"
 cuport_w2_[cuport_lin_] = (cuport_p_in_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] >= 0) ? 2 : 1;
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 76 "warp_kernels.cu"
cuport_v_all_4929[cuport_lin_] = ::cuport::cpu::lowered::all(cuport_w2_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 0xffffffff);
  cuport_v_even_4977[cuport_lin_] = -1;
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 78 "warp_kernels.cu"
cuport_g0_[cuport_lin_] = (cuport_tid_.x % 2 == 0);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); std::memset(cuport_w3_, 0, cuport_nthreads_); if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 78 "warp_kernels.cu"
 cuport_w3_[cuport_lin_] = (cuport_v_p_4373[cuport_lin_]) ? 2 : 1;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 78 "warp_kernels.cu"
 cuport_w3_[cuport_lin_] = (cuport_v_p_4373[cuport_lin_]) ? 2 : 1;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 78 "warp_kernels.cu"
if (cuport_g0_[cuport_lin_]) {  cuport_w3_[cuport_lin_] = (cuport_v_p_4373[cuport_lin_]) ? 2 : 1; }
 } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 78 "warp_kernels.cu"
cuport_v_even_4977[cuport_lin_] = __popc(::cuport::cpu::lowered::ballot(cuport_w3_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 0x55555555));
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 78 "warp_kernels.cu"
cuport_v_even_4977[cuport_lin_] = __popc(::cuport::cpu::lowered::ballot(cuport_w3_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 0x55555555));
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 78 "warp_kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_even_4977[cuport_lin_] = __popc(::cuport::cpu::lowered::ballot(cuport_w3_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 0x55555555));
 }
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 79 "warp_kernels.cu"
cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = __popc(cuport_v_all_lanes_4633[cuport_lin_]) * 10000 + cuport_v_any_4781[cuport_lin_] * 1000 + cuport_v_all_4929[cuport_lin_] * 100 + cuport_v_even_4977[cuport_lin_];
 } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 71 "warp_kernels.cu"

  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int p = in[t] % 3 == 0;
/* CUPORT CP3001: __ballot_sync result stored in all_lanes keeps only 32 bits: lanes 32-63 of a 64-lane wavefront are lost */ /* CUPORT CP3004: __ballot_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */   unsigned all_lanes = __ballot_sync(0xffffffff, p);
/* CUPORT CP3004: __any_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */   int any = __any_sync(0xffffffff, in[t] > 90);
/* CUPORT CP3004: __all_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */   int all = __all_sync(0xffffffff, in[t] >= 0);
  int even = -1;
/* CUPORT CP3001: __ballot_sync result passed to __popc keeps only 32 bits: lanes 32-63 of a 64-lane wavefront are lost */   if (threadIdx.x % 2 == 0) even = __popc(__ballot_sync(0x55555555, p));
  out[t] = __popc(all_lanes) * 10000 + any * 1000 + all * 100 + even;
}

// Threads past n leave early; whole warps of the last block have left before the shuffles.
__global__ void early_exit(const float* in, float* out, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); float* cuport_w0_ = cuport_frame_.alloc_staged<float>(); float* __restrict__ cuport_v_cuport_r1__5536 = cuport_frame_.alloc<float>(); float* __restrict__ cuport_v_cuport_p1_val_5578 = cuport_frame_.alloc<float>(); float* __restrict__ cuport_v_v_5780 = cuport_frame_.alloc<float>(); unsigned char* cuport_exited_ = cuport_frame_.alloc_zeroed<unsigned char>(); { const bool cuport_fold1_ = ::cuport::cpu::all_threads_pass<int, ::cuport::cpu::Compare::greater_equal>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); if (cuport_fold1_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 84 "warp_kernels.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  if ((true)) { cuport_exited_[cuport_lin_] = 1; continue; };
  cuport_v_cuport_r1__5536[cuport_lin_] = {};
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 84 "warp_kernels.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  if (i >= cuport_p_n_) { cuport_exited_[cuport_lin_] = 1; continue; };
  cuport_v_cuport_r1__5536[cuport_lin_] = {};
 } } } } }
#line 86 "warp_kernels.cu"
 {
#line 86 "warp_kernels.cu"
using T = float;; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 86 "warp_kernels.cu"
cuport_v_cuport_p1_val_5578[cuport_lin_] = (cuport_p_in_ [ ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) ]);
 } } }
#line 86 "warp_kernels.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 86 "warp_kernels.cu"
 cuport_w0_[cuport_lin_] = (cuport_v_cuport_p1_val_5578[cuport_lin_]);
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 86 "warp_kernels.cu"
cuport_v_cuport_p1_val_5578[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w0_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 86 "warp_kernels.cu"
cuport_v_cuport_r1__5536[cuport_lin_] = cuport_v_cuport_p1_val_5578[cuport_lin_];
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 86 "warp_kernels.cu"
cuport_v_v_5780[cuport_lin_] = cuport_v_cuport_r1__5536[cuport_lin_];
 } } } { const ::cuport::cpu::ThreadStride cuport_active2_ = ::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (31), (0), 0u, true); const bool cuport_narrows3_ = cuport_active2_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active2_.begin; cuport_xi_ < cuport_active2_.end; cuport_xi_ += cuport_active2_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 87 "warp_kernels.cu"
if (cuport_narrows3_ || ((cuport_tid_.x & 31) == 0)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) / 32] = cuport_v_v_5780[cuport_lin_];
 } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 83 "warp_kernels.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (i >= n) return;
  float cuport_r1_ = {}; { using T = float; float cuport_p1_val = (in [ i ]); for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) cuport_p1_val += __shfl_down_sync ( 0xffffffff , cuport_p1_val , offset ) ; cuport_r1_ = cuport_p1_val ; } float v = cuport_r1_;
/* CUPORT CP3002: lane or warp number computed for 32-lane warps: i / 32 */ /* CUPORT CP3002: lane or warp number computed for 32-lane warps: threadIdx.x & 31 */   if ((threadIdx.x & 31) == 0) out[i / 32] = v;
}

// Lanes exchange through shared memory, ordered by __syncwarp.
__global__ void syncwarp_exchange(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_;
#line 92 "warp_kernels.cu"
__shared__ int slots[64];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 93 "warp_kernels.cu"
int t = cuport_tid_.x;
  slots[t] = cuport_p_in_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * 64, t, cuport_bdim_.x)] * 3;
 } } } CUPORT_SPLIT_AT_SYNCWARP(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 96 "warp_kernels.cu"
cuport_p_out_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * 64, ((int)(cuport_tid_.x)), cuport_bdim_.x)] = slots[((int)(cuport_tid_.x)) ^ 1] - slots[((int)(cuport_tid_.x))];
 } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 91 "warp_kernels.cu"

  __shared__ int slots[64];
  int t = threadIdx.x;
  slots[t] = in[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * 64, t, blockDim.x)] * 3;
  __syncwarp();
  out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * 64, t, blockDim.x)] = slots[t ^ 1] - slots[t];
}

// Segments of 8 lanes (width 8) in blocks of 36 threads: the second warp has 4 lanes; a lane
// whose source is outside its segment reads its own value, one whose source is past the warp's
// end reads 0 (undefined in CUDA; what the fiber path gives).
__global__ void segments(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_w1_ = cuport_frame_.alloc_staged<int>(); int* __restrict__ cuport_v_v_6805 = cuport_frame_.alloc<int>(); int* __restrict__ cuport_v_down_6928 = cuport_frame_.alloc<int>(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 103 "warp_kernels.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_6805[cuport_lin_] = cuport_p_in_[t];
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 105 "warp_kernels.cu"
 cuport_w0_[cuport_lin_] = (cuport_v_v_6805[cuport_lin_]);
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 105 "warp_kernels.cu"
cuport_v_down_6928[cuport_lin_] = ::cuport::cpu::lowered::shfl_down(cuport_w0_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 3, 8);
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 106 "warp_kernels.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_v_6805[cuport_lin_]);
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 106 "warp_kernels.cu"
int up = ::cuport::cpu::lowered::shfl_up(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 2, 8);
  cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_down_6928[cuport_lin_] * 1000 + up;
 } } } return; }, ::cuport::cpu::FixedBlockShape<36u, 1u, 1u>{}); return; } }
#line 102 "warp_kernels.cu"

  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int v = in[t];
/* CUPORT CP3004: __shfl_down_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */   int down = __shfl_down_sync(0xffffffff, v, 3, 8);
/* CUPORT CP3004: __shfl_up_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */   int up = __shfl_up_sync(0xffffffff, v, 2, 8);
  out[t] = down * 1000 + up;
}

template <class T>
static T* device_copy(const std::vector<T>& host) {
  T* device = nullptr;
  if (cuportMalloc(&device, host.size() * sizeof(T)) != cuportSuccess) return nullptr;
  cuportMemcpy(device, host.data(), host.size() * sizeof(T), cuportMemcpyHostToDevice);
  return device;
}

template <class T>
static std::vector<T> host_copy(const T* device, std::size_t count) {
  std::vector<T> host(count);
  cuportMemcpy(host.data(), device, count * sizeof(T), cuportMemcpyDeviceToHost);
  return host;
}

int main() {
  const int n = 5000, blocks = (n + 255) / 256;
  std::vector<int> values(n);
  for (int i = 0; i < n; ++i) values[i] = (i * 13) % 101;
  int* in = device_copy(values);
  int* sums = device_copy(std::vector<int>(blocks, -1));
  cuportLaunchKernelGGL(block_reduce, blocks, 256, 0, 0, in, sums, n);
  CHECK(cuportGetLastError());
  print("block_reduce", host_copy(sums, blocks));

  int* out = device_copy(std::vector<int>(n, -1));
  cuportLaunchKernelGGL(butterfly, 4, 64, 0, 0, in, out);
  CHECK(cuportGetLastError());
  print("butterfly", host_copy(out, 256));

  cuportLaunchKernelGGL(warp_scan, 3, 96, 0, 0, in, out);
  CHECK(cuportGetLastError());
  print("warp_scan", host_copy(out, 288));

  cuportLaunchKernelGGL(votes, 2, 128, 0, 0, in, out);
  CHECK(cuportGetLastError());
  print("votes", host_copy(out, 256));

  std::vector<float> floats(320);
  for (int i = 0; i < 320; ++i) floats[i] = static_cast<float>(i % 9) * 0.5f;
  float* fin = device_copy(floats);
  float* fout = device_copy(std::vector<float>(16, -1.0f));
  cuportLaunchKernelGGL(early_exit, 3, 128, 0, 0, fin, fout, 320);
  CHECK(cuportGetLastError());
  print("early_exit", host_copy(fout, 16));

  cuportLaunchKernelGGL(segments, 2, 36, 0, 0, in, out);
  CHECK(cuportGetLastError());
  print("segments", host_copy(out, 72));

  cuportLaunchKernelGGL(syncwarp_exchange, 2, 64, 0, 0, in, out);
  CHECK(cuportDeviceSynchronize());
  print("syncwarp_exchange", host_copy(out, 128));
  std::printf("done\n");
  return 0;
}
