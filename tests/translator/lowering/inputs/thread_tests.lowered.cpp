// LOG: thread_tests.cu:15: kernel folded_load: split at barriers into thread loops; compiled for its launches' block 128x1x1
// LOG: thread_tests.cu:28: kernel folded_pair: split at barriers into thread loops; compiled for its launches' block 128x1x1
// LOG: thread_tests.cu:38: kernel lane_zero: split at barriers into thread loops; compiled for its launches' block 128x1x1
// LOG: thread_tests.cu:56: kernel lane_array: split at barriers into thread loops; compiled for its launches' block 128x1x1
// LOG: thread_tests.cu:68: kernel residues: split at barriers into thread loops; compiled for its launches' block 128x1x1
// LOG: thread_tests.cu:86: kernel warp_groups: split at warp operations into thread loops; compiled for its launches' block 128x1x1
// LOG: thread_tests.cu:98: kernel down_partial: split at warp operations into thread loops; compiled for its launches' block 40x1x1
#define CUPORT_CPU_LOWERED 1
#line 1
// Per-thread tests that the CPU lowering turns into loop ranges: a test on the thread's index
// inside a region (folded to true where every thread of the block passes it), and a test on a
// warp's lane (`lane == 0`: every 32nd thread) before a barrier. main prints each result as a
// row; tests/test_cpu_lowering.py compares them with NumPy and with the fiber path.
#include <cuport/runtime.h>

#include <cstdio>
#include <vector>

#include "rows.cuh"

#define BLOCK 128

// A block sum whose loads read zero past n: the last block is partly past it (not folded).
__global__ void folded_load(const float* in, float* sums, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(sums) cuport_p_sums_ = sums; (void)cuport_p_sums_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); float* __restrict__ cuport_v_total_852 = cuport_frame_.alloc_unaliased<float>(); int* cuport_g0_ = cuport_frame_.alloc_unaliased<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc_unaliased<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false;
#line 16 "thread_tests.cu"
__shared__ float s[BLOCK];; { const bool cuport_fold1_ = ::cuport::cpu::all_threads_pass<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); if (cuport_fold1_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 17 "thread_tests.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  s[cuport_tid_.x] = (true) ? cuport_p_in_[i] : 0.0f;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 17 "thread_tests.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  s[cuport_tid_.x] = i < cuport_p_n_ ? cuport_p_in_[i] : 0.0f;
 } } } } } CUPORT_SPLIT_AT_BARRIER(); bool cuport_exact2_ = false; cuport_g0_all_ = [&] { const ::cuport::cpu::ThreadStride cuport_run_ = ::cuport::cpu::compared_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); cuport_exact2_ = cuport_run_.exact; return cuport_exact2_ && ::cuport::cpu::range_rows(cuport_run_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); }(); if (!cuport_exact2_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 20 "thread_tests.cu"
cuport_g0_[cuport_lin_] = (cuport_tid_.x == 0);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 21 "thread_tests.cu"
cuport_v_total_852[cuport_lin_] = 0.0f;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 21 "thread_tests.cu"
cuport_v_total_852[cuport_lin_] = 0.0f;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 21 "thread_tests.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_total_852[cuport_lin_] = 0.0f;
 }
 } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_;
#line 22 "thread_tests.cu"
for (int t = 0; t < BLOCK; ++t) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 22 "thread_tests.cu"
cuport_v_total_852[cuport_lin_] += s[t];
 } } } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; if (!(cuport_g0_rows_[cuport_rowi_].begin < cuport_g0_rows_[cuport_rowi_].end)) continue;
#line 22 "thread_tests.cu"
for (int t = 0; t < BLOCK; ++t) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, 0); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, static_cast<int>(cuport_bdim_.x)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 22 "thread_tests.cu"
cuport_v_total_852[cuport_lin_] += s[t];
 } } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; if (!(cuport_g0_span_.begin < cuport_g0_span_.end)) continue;
#line 22 "thread_tests.cu"
for (int t = 0; t < BLOCK; ++t) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, 0); cuport_xi_ < std::min<int>(cuport_g0_span_.end, static_cast<int>(cuport_bdim_.x)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 22 "thread_tests.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_total_852[cuport_lin_] += s[t];
 }
 } } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 23 "thread_tests.cu"
cuport_p_sums_[cuport_bidx_.x] = cuport_v_total_852[cuport_lin_];
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 23 "thread_tests.cu"
cuport_p_sums_[cuport_bidx_.x] = cuport_v_total_852[cuport_lin_];
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 23 "thread_tests.cu"
if (cuport_g0_[cuport_lin_]) { cuport_p_sums_[cuport_bidx_.x] = cuport_v_total_852[cuport_lin_];
 }
 } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 15 "thread_tests.cu"

  __shared__ float s[BLOCK];
  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  s[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (threadIdx.x == 0) {
    float total = 0.0f;
    for (int t = 0; t < BLOCK; ++t) total += s[t];
    sums[blockIdx.x] = total;
  }
}

// Two tests folded together, one of them `>=`, in a region with other statements.
__global__ void folded_pair(int* out, int lo, int hi) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(hi) cuport_p_hi_ = hi; (void)cuport_p_hi_; decltype(lo) cuport_p_lo_ = lo; (void)cuport_p_lo_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_;
#line 29 "thread_tests.cu"
__shared__ int s[BLOCK];; { const bool cuport_fold1_ = ::cuport::cpu::all_threads_pass<int, ::cuport::cpu::Compare::greater_equal>(cuport_bdim_.x, (cuport_p_lo_), (cuport_bidx_.x * cuport_bdim_.x)) && ::cuport::cpu::all_threads_pass<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_hi_), (cuport_bidx_.x * cuport_bdim_.x)); if (cuport_fold1_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "thread_tests.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  int inside = ((true)) + 2 * ((true));
  s[cuport_tid_.x] = inside;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "thread_tests.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  int inside = (i >= cuport_p_lo_) + 2 * (i < cuport_p_hi_);
  s[cuport_tid_.x] = inside;
 } } } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 34 "thread_tests.cu"
cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = s[cuport_bdim_.x - 1 - cuport_tid_.x];
 } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 28 "thread_tests.cu"

  __shared__ int s[BLOCK];
  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int inside = (i >= lo) + 2 * (i < hi);
  s[threadIdx.x] = inside;
  __syncthreads();
  out[i] = s[blockDim.x - 1 - threadIdx.x];
}

// Warp sums: lane 0 of each warp writes its warp's total, then thread 0 adds the warps'.
__global__ void lane_zero(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* __restrict__ cuport_v_total_1820 = cuport_frame_.alloc_unaliased<int>(); int* cuport_g0_ = cuport_frame_.alloc_unaliased<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc_unaliased<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false;
#line 39 "thread_tests.cu"
__shared__ int warp_totals[BLOCK / 32];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 40 "thread_tests.cu"
int lane = cuport_tid_.x % warpSize, warp = cuport_tid_.x / warpSize;
 } } } { const ::cuport::cpu::ThreadStride cuport_active1_ = ::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false); const bool cuport_narrows2_ = cuport_active1_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; cuport_xi_ += cuport_active1_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 41 "thread_tests.cu"
if (cuport_narrows2_ || (((int)(cuport_tid_.x % warpSize)) == 0)) {
    int total = 0;
    for (int l = 0; l < warpSize; ++l) total += cuport_p_in_[cuport_bidx_.x * cuport_bdim_.x + cuport_tid_.x + l];
    warp_totals[((int)(cuport_tid_.x / warpSize))] = total;
  }
 } } } } CUPORT_SPLIT_AT_BARRIER(); bool cuport_exact3_ = false; cuport_g0_all_ = [&] { const ::cuport::cpu::ThreadStride cuport_run_ = ::cuport::cpu::compared_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); cuport_exact3_ = cuport_run_.exact; return cuport_exact3_ && ::cuport::cpu::range_rows(cuport_run_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); }(); if (!cuport_exact3_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 47 "thread_tests.cu"
cuport_g0_[cuport_lin_] = (cuport_tid_.x == 0);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 48 "thread_tests.cu"
cuport_v_total_1820[cuport_lin_] = 0;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 48 "thread_tests.cu"
cuport_v_total_1820[cuport_lin_] = 0;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 48 "thread_tests.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_total_1820[cuport_lin_] = 0;
 }
 } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_;
#line 49 "thread_tests.cu"
for (int w = 0; w < BLOCK / 32; ++w) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 49 "thread_tests.cu"
cuport_v_total_1820[cuport_lin_] += warp_totals[w];
 } } } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; if (!(cuport_g0_rows_[cuport_rowi_].begin < cuport_g0_rows_[cuport_rowi_].end)) continue;
#line 49 "thread_tests.cu"
for (int w = 0; w < BLOCK / 32; ++w) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, 0); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, static_cast<int>(cuport_bdim_.x)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 49 "thread_tests.cu"
cuport_v_total_1820[cuport_lin_] += warp_totals[w];
 } } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; if (!(cuport_g0_span_.begin < cuport_g0_span_.end)) continue;
#line 49 "thread_tests.cu"
for (int w = 0; w < BLOCK / 32; ++w) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, 0); cuport_xi_ < std::min<int>(cuport_g0_span_.end, static_cast<int>(cuport_bdim_.x)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 49 "thread_tests.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_total_1820[cuport_lin_] += warp_totals[w];
 }
 } } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "thread_tests.cu"
cuport_p_out_[cuport_bidx_.x] = cuport_v_total_1820[cuport_lin_];
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "thread_tests.cu"
cuport_p_out_[cuport_bidx_.x] = cuport_v_total_1820[cuport_lin_];
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "thread_tests.cu"
if (cuport_g0_[cuport_lin_]) { cuport_p_out_[cuport_bidx_.x] = cuport_v_total_1820[cuport_lin_];
 }
 } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 38 "thread_tests.cu"

  __shared__ int warp_totals[BLOCK / 32];
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) {
    int total = 0;
    for (int l = 0; l < warpSize; ++l) total += in[blockIdx.x * blockDim.x + threadIdx.x + l];
    warp_totals[warp] = total;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    int total = 0;
    for (int w = 0; w < BLOCK / 32; ++w) total += warp_totals[w];
    out[blockIdx.x] = total;
  }
}

// The same test reading an array of its region: left in that region, tested per thread (an
// array cannot live across a split: the kernel would lose its other ranges, the closing if's).
__global__ void lane_array(const int* in, int* out, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_;
#line 57 "thread_tests.cu"
__shared__ int firsts[BLOCK / 32];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 58 "thread_tests.cu"
int lane = cuport_tid_.x % warpSize;
  int pair[2] = {cuport_p_in_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)], 1};
/* CUPORT CP3002: lane or warp number computed for 32-lane warps: threadIdx.x / 32 */   if (lane == 0) firsts[cuport_tid_.x / 32] = pair[0] + pair[1];
 } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 62 "thread_tests.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
 } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_n_))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_bidx_.x * cuport_bdim_.x), cuport_bdim_.x); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 63 "thread_tests.cu"
if (cuport_narrows2_ || (((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) < cuport_p_n_)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = firsts[cuport_tid_.x / 32];
 } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 56 "thread_tests.cu"

  __shared__ int firsts[BLOCK / 32];
  int lane = threadIdx.x % warpSize;
  int pair[2] = {in[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)], 1};
/* CUPORT CP3002: lane or warp number computed for 32-lane warps: threadIdx.x / 32 */   if (lane == 0) firsts[threadIdx.x / 32] = pair[0] + pair[1];
  __syncthreads();
  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
/* CUPORT CP3002: lane or warp number computed for 32-lane warps: threadIdx.x / 32 */   if (i < n) out[i] = firsts[threadIdx.x / 32];
}

// Residue tests of every form: %, & with a mask of low bits, a mask that is not one (tested per
// thread), a residue and modulus from the host (negative, too large), an offset index.
__global__ void residues(int* out, int m, int r, int mask) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(m) cuport_p_m_ = m; (void)cuport_p_m_; decltype(mask) cuport_p_mask_ = mask; (void)cuport_p_mask_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; decltype(r) cuport_p_r_ = r; (void)cuport_p_r_;
#line 69 "thread_tests.cu"
__shared__ int s[BLOCK];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 70 "thread_tests.cu"
s[cuport_tid_.x] = 0;
 } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 72 "thread_tests.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  int by_mod = i % cuport_p_m_;
 } } } { const ::cuport::cpu::ThreadStride cuport_active1_ = ::cuport::cpu::residue_threads<int, int>(cuport_bdim_.x, (cuport_p_m_), (cuport_p_r_), (cuport_bidx_.x * cuport_bdim_.x), false); const bool cuport_narrows2_ = cuport_active1_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; cuport_xi_ += cuport_active1_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 74 "thread_tests.cu"
if (cuport_narrows2_ || (((int)(((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) % cuport_p_m_)) == cuport_p_r_)) s[cuport_tid_.x] += 1;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadStride cuport_active3_ = ::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (cuport_p_mask_), (3), 0u, true); const bool cuport_narrows4_ = cuport_active3_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active3_.begin; cuport_xi_ < cuport_active3_.end; cuport_xi_ += cuport_active3_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 76 "thread_tests.cu"
if (cuport_narrows4_ || ((cuport_tid_.x & cuport_p_mask_) == 3)) s[cuport_tid_.x] += 10;
 } } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 78 "thread_tests.cu"
unsigned char narrow = cuport_tid_.x % 300;
 } } } { const ::cuport::cpu::ThreadStride cuport_active5_ = ::cuport::cpu::residue_threads<unsigned int, unsigned char>(cuport_bdim_.x, (300), (44), 0u, false); const bool cuport_narrows6_ = cuport_active5_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active5_.begin; cuport_xi_ < cuport_active5_.end; cuport_xi_ += cuport_active5_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 79 "thread_tests.cu"
if (cuport_narrows6_ || (((unsigned char)(cuport_tid_.x % 300)) == 44)) s[cuport_tid_.x] += 100;
 } } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 81 "thread_tests.cu"
cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = s[cuport_tid_.x];
 } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 68 "thread_tests.cu"

  __shared__ int s[BLOCK];
  s[threadIdx.x] = 0;
  __syncthreads();
  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int by_mod = i % m;
  if (by_mod == r) s[threadIdx.x] += 1;
  __syncthreads();
  if ((threadIdx.x & mask) == 3) s[threadIdx.x] += 10;
  __syncthreads();
  unsigned char narrow = threadIdx.x % 300;
  if (narrow == 44) s[threadIdx.x] += 100;
  __syncthreads();
  out[i] = s[threadIdx.x];
}

// Tests on a warp's number: guards of warp operations whose threads are whole warps (their flags
// summarized without a scan), and a closing test narrowed to a run of threads.
__global__ void warp_groups(const int* in, int* out, int k) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(k) cuport_p_k_ = k; (void)cuport_p_k_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_w1_ = cuport_frame_.alloc_staged<int>(); int* __restrict__ cuport_v_v_3803 = cuport_frame_.alloc<int>(); int* cuport_g0_ = cuport_frame_.alloc<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; int* cuport_g1_ = cuport_frame_.alloc<int>(); bool cuport_g1_all_ = false; ::cuport::cpu::ThreadRange cuport_g1_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g1_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g1_dense_ = false; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 87 "thread_tests.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_3803[cuport_lin_] = cuport_p_in_[i];
  int warp = cuport_tid_.x / warpSize;
 } } } bool cuport_exact1_ = false; cuport_g0_all_ = [&] { const ::cuport::cpu::ThreadStride cuport_run_ = ::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (cuport_p_k_), 0u); cuport_exact1_ = cuport_run_.exact; return cuport_exact1_ && ::cuport::cpu::range_rows(cuport_run_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); }(); if (!cuport_exact1_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 90 "thread_tests.cu"
cuport_g0_[cuport_lin_] = (((int)(cuport_tid_.x / warpSize)) == cuport_p_k_);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 90 "thread_tests.cu"
 cuport_w0_[cuport_lin_] = (cuport_v_v_3803[cuport_lin_]);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 90 "thread_tests.cu"
 cuport_w0_[cuport_lin_] = (cuport_v_v_3803[cuport_lin_]);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 90 "thread_tests.cu"
if (cuport_g0_[cuport_lin_]) {  cuport_w0_[cuport_lin_] = (cuport_v_v_3803[cuport_lin_]); }
 } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 90 "thread_tests.cu"
cuport_v_v_3803[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w0_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 1);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 90 "thread_tests.cu"
cuport_v_v_3803[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w0_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 1);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 90 "thread_tests.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_v_3803[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w0_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 1);
 }
 } } } } bool cuport_exact2_ = false; cuport_g1_all_ = [&] { const ::cuport::cpu::ThreadStride cuport_run_ = ::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::greater_equal>(cuport_bdim_.x, (warpSize), (cuport_p_k_), 0u); cuport_exact2_ = cuport_run_.exact; return cuport_exact2_ && ::cuport::cpu::range_rows(cuport_run_, cuport_bdim_.x, cuport_nthreads_, cuport_g1_span_, cuport_g1_rows_, cuport_g1_dense_); }(); if (!cuport_exact2_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 91 "thread_tests.cu"
cuport_g1_[cuport_lin_] = (((int)(cuport_tid_.x / warpSize)) >= cuport_p_k_);
 } } } cuport_g1_all_ = ::cuport::cpu::scan_flags(cuport_g1_, cuport_bdim_.x, cuport_nthreads_, cuport_g1_span_, cuport_g1_rows_, cuport_g1_dense_); } if (cuport_g1_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 91 "thread_tests.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_v_3803[cuport_lin_]);
 } } } } else if (cuport_g1_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g1_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g1_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 91 "thread_tests.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_v_3803[cuport_lin_]);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g1_span_.begin; cuport_xi_ < cuport_g1_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 91 "thread_tests.cu"
if (cuport_g1_[cuport_lin_]) {  cuport_w1_[cuport_lin_] = (cuport_v_v_3803[cuport_lin_]); }
 } } } } if (cuport_g1_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 91 "thread_tests.cu"
cuport_v_v_3803[cuport_lin_] += 100 * ::cuport::cpu::lowered::shfl_xor(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 2);
 } } } } else if (cuport_g1_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g1_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g1_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 91 "thread_tests.cu"
cuport_v_v_3803[cuport_lin_] += 100 * ::cuport::cpu::lowered::shfl_xor(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 2);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g1_span_.begin; cuport_xi_ < cuport_g1_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 91 "thread_tests.cu"
if (cuport_g1_[cuport_lin_]) { cuport_v_v_3803[cuport_lin_] += 100 * ::cuport::cpu::lowered::shfl_xor(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, 2);
 }
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 92 "thread_tests.cu"
cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_v_3803[cuport_lin_];
 } } } { const ::cuport::cpu::ThreadStride cuport_active3_ = ::cuport::cpu::quotient_threads<unsigned int, unsigned int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (16), (cuport_p_k_), 0u); const bool cuport_narrows4_ = cuport_active3_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active3_.begin; cuport_xi_ < cuport_active3_.end; cuport_xi_ += cuport_active3_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 93 "thread_tests.cu"
if (cuport_narrows4_ || (cuport_tid_.x / 16 < cuport_p_k_)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 1000;
 } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 86 "thread_tests.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int v = in[i];
  int warp = threadIdx.x / warpSize;
/* CUPORT CP3004: __shfl_down_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */   if (warp == k) v += __shfl_down_sync(0xffffffffu, v, 1);
/* CUPORT CP3004: __shfl_xor_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */   if (warp >= k) v += 100 * __shfl_xor_sync(0xffffffffu, v, 2);
  out[i] = v;
  if (threadIdx.x / 16 < k) out[i] += 1000;
}

// A warp reduction's steps, every lane's value kept, in blocks whose second warp is partial: a
// lane past the block's end reads as zero (the lowering swaps v's array with its staging one).
__global__ void down_partial(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_v_v_4594 = cuport_frame_.alloc_staged<int>(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 99 "thread_tests.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_4594[cuport_lin_] = cuport_p_in_[t];
 } } }
#line 101 "thread_tests.cu"
for (int offset = 16; offset > 0; offset /= 2) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 101 "thread_tests.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_4594[cuport_lin_] + (::cuport::cpu::lowered::shfl_down(cuport_v_v_4594, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_4594, cuport_w0_); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 102 "thread_tests.cu"
cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_v_4594[cuport_lin_];
 } } } return; }, ::cuport::cpu::FixedBlockShape<40u, 1u, 1u>{}); return; } }
#line 98 "thread_tests.cu"

  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int v = in[t];
/* CUPORT CP3003: warp loop sized for 32 lanes: the loop starts at 16 and halves */ /* CUPORT CP3004: __shfl_down_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */   for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
  out[t] = v;
}

int main() {
  const int blocks = 3, n = blocks * BLOCK - 37;
  std::vector<float> hin(blocks * BLOCK, 1000.0f), hsums(blocks);
  for (int i = 0; i < n; ++i) hin[i] = static_cast<float>(i % 17) - 4.0f;
  float *in, *sums;
  cuportMalloc(&in, hin.size() * sizeof(float));
  cuportMalloc(&sums, blocks * sizeof(float));
  cuportMemcpy(in, hin.data(), hin.size() * sizeof(float), cuportMemcpyHostToDevice);
  cuportLaunchKernelGGL(folded_load, blocks, BLOCK, 0, 0, in, sums, n);
  cuportMemcpy(hsums.data(), sums, blocks * sizeof(float), cuportMemcpyDeviceToHost);
  print("folded_load", hsums);

  int* out;
  std::vector<int> hout(blocks * BLOCK);
  cuportMalloc(&out, hout.size() * sizeof(int));
  const int pairs[][2] = {{0, blocks * BLOCK}, {50, 300}, {-5, 128}, {200, 100}};
  for (const auto& pair : pairs) {
    cuportLaunchKernelGGL(folded_pair, blocks, BLOCK, 0, 0, out, pair[0], pair[1]);
    cuportMemcpy(hout.data(), out, hout.size() * sizeof(int), cuportMemcpyDeviceToHost);
    print("folded_pair", hout);
  }

  std::vector<int> hvalues(blocks * BLOCK + 32);
  for (size_t i = 0; i < hvalues.size(); ++i) hvalues[i] = static_cast<int>(i * 7 % 11);
  int* values;
  cuportMalloc(&values, hvalues.size() * sizeof(int));
  cuportMemcpy(values, hvalues.data(), hvalues.size() * sizeof(int), cuportMemcpyHostToDevice);
  std::vector<int> htotals(blocks);
  cuportLaunchKernelGGL(lane_zero, blocks, BLOCK, 0, 0, values, out);
  cuportMemcpy(htotals.data(), out, blocks * sizeof(int), cuportMemcpyDeviceToHost);
  print("lane_zero", htotals);

  cuportLaunchKernelGGL(lane_array, blocks, BLOCK, 0, 0, values, out, blocks * BLOCK);
  cuportMemcpy(hout.data(), out, hout.size() * sizeof(int), cuportMemcpyDeviceToHost);
  print("lane_array", hout);

  const int cases[][3] = {{32, 0, 7}, {5, 3, 3}, {7, 9, 15}, {-6, 2, 5}, {1000, 300, 31},
                          {3, -1, 7}, {1, 0, -1}};
  for (const auto& c : cases) {
    cuportLaunchKernelGGL(residues, blocks, BLOCK, 0, 0, out, c[0], c[1], c[2]);
    cuportMemcpy(hout.data(), out, hout.size() * sizeof(int), cuportMemcpyDeviceToHost);
    print("residues", hout);
  }

  for (int k = -1; k <= 4; ++k) {
    cuportLaunchKernelGGL(warp_groups, blocks, BLOCK, 0, 0, values, out, k);
    cuportMemcpy(hout.data(), out, hout.size() * sizeof(int), cuportMemcpyDeviceToHost);
    print("warp_groups", hout);
  }

  std::vector<int> hpartial(2 * 40);
  cuportLaunchKernelGGL(down_partial, 2, 40, 0, 0, values, out);
  cuportMemcpy(hpartial.data(), out, hpartial.size() * sizeof(int), cuportMemcpyDeviceToHost);
  print("down_partial", hpartial);

#ifdef CUPORT_BACKEND_CPU
  // The threads residue_threads() picks, checked against every thread's test by the Python side:
  // threads, modulus, residue, offset, mask (the modulus is warpSize where it is 0 here).
  const int picks[][5] = {{128, 0, 0, 0, 0},   {128, 0, 5, 64, 0}, {100, 7, 3, 1000, 0},
                          {64, 15, 4, 3, 1},    {64, 12, 4, 0, 1},  {32, 40, 39, 1, 0},
                          {256, 3, 2, 2147483647, 0}};
  for (const auto& c : picks) {
    ::cuport::cpu::ThreadStride r =
        c[1] == 0 ? ::cuport::cpu::residue_threads<int, int>(c[0], warpSize, c[2], c[3], c[4])
                  : ::cuport::cpu::residue_threads<int, int>(c[0], c[1], c[2], c[3], c[4]);
    std::printf("residue_pick %d %d %d %d\n", r.begin, r.end, r.step, r.exact ? 1 : 0);
  }
  // quotient_threads(): threads, divisor (warpSize where 0), bound, offset; each comparison.
  const long long quotients[][4] = {{128, 0, 1, 0},  {128, 0, 0, 0},    {100, 7, 3, 5},
                                    {64, 10, 9, 0},  {64, 3, -1, 0},    {256, 5, 2, 2147483647},
                                    {64, 4, 0, 30},  {64, 16, 1LL << 62, 0}};
  for (const auto& c : quotients) {
    const unsigned threads = static_cast<unsigned>(c[0]), s = static_cast<unsigned>(c[3]);
    const int d = c[1] == 0 ? static_cast<int>(warpSize) : static_cast<int>(c[1]);
    const long long k = c[2];
    namespace cpu = ::cuport::cpu;
    const cpu::ThreadStride picks[] = {
        cpu::quotient_threads<int, int, cpu::Compare::less>(threads, d, k, s),
        cpu::quotient_threads<int, int, cpu::Compare::less_equal>(threads, d, k, s),
        cpu::quotient_threads<int, int, cpu::Compare::greater>(threads, d, k, s),
        cpu::quotient_threads<int, int, cpu::Compare::greater_equal>(threads, d, k, s),
        cpu::quotient_threads<int, int, cpu::Compare::equal>(threads, d, k, s)};
    std::printf("quotient_pick");
    for (const auto& r : picks) std::printf(" %d %d %d %d", r.begin, r.end, r.step, r.exact ? 1 : 0);
    std::printf("\n");
  }
#endif
  return 0;
}
