// LOG: launch_shapes.cu:22: kernel block_total: split at barriers and warp operations into thread loops; compiled for its launches' block 128x1x1
// LOG: launch_shapes.cu:36: kernel tagged: lowered to thread loops; compiled for its launches' block 8x4x1
// LOG: launch_shapes.cu:43: kernel scaled: lowered to thread loops (runs consecutive blocks in x as one batch, side by side in each row)
// LOG: launch_shapes.cu:49: kernel offsets: lowered to thread loops
// LOG: launch_shapes.cu:55: kernel widened: lowered to thread loops (runs consecutive blocks in x as one batch, side by side in each row)
// LOG: launch_shapes.cu:59: kernel halved: lowered to thread loops (runs consecutive blocks in x as one batch, side by side in each row)
// LOG: launch_shapes.cu:67: kernel ramp: lowered to thread loops (runs consecutive blocks in x as one batch, side by side in each row); compiled for its launches' block 64x1x1
#define CUPORT_CPU_LOWERED 1
#line 1
// Block shapes fixed by the launches: a kernel whose every launch in this unit has the same
// constant block gets a lowered body compiled for that shape (launch_shapes.py); a launch with
// another shape (here through cudaLaunchKernel, which the analysis does not see) runs the
// general body. main prints each result as a row; tests/test_cpu_lowering.py compares them
// with NumPy and with the fiber path.
#include <cuport/runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#include "rows.cuh"

#define THREADS 128

__device__ float warp_total(float v) {
/* CUPORT CP3004: __shfl_down_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */   for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

// Per-block sums by warp shuffles and shared memory: blockDim is read in the second stage.
__global__ void block_total(const float* in, float* out, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); float* cuport_w0_ = cuport_frame_.alloc_staged<float>(); float* cuport_w1_ = cuport_frame_.alloc_staged<float>(); float* __restrict__ cuport_v_cuport_r0__1193 = cuport_frame_.alloc<float>(); float* cuport_v_cuport_p0_v_1218 = cuport_frame_.alloc_staged<float>(); float* __restrict__ cuport_v_cuport_r1__1597 = cuport_frame_.alloc<float>(); float* cuport_v_cuport_p1_v_1622 = cuport_frame_.alloc_staged<float>(); int* cuport_g0_ = cuport_frame_.alloc<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false;
#line 23 "launch_shapes.cu"
__shared__ float warp_sums[32];; if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false))) { auto* const cuport_saved0_ = cuport_v_cuport_p0_v_1218; auto* const cuport_saved1_ = cuport_w0_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = 0; cuport_wb_ < static_cast<int>(cuport_bdim_.x); cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_cuport_p0_v_1218 = cuport_saved0_; cuport_w0_ = cuport_saved1_; { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 24 "launch_shapes.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_cuport_r0__1193[cuport_lin_] = {};
 } } }
#line 25 "launch_shapes.cu"
 { { const bool cuport_fold2_ = ::cuport::cpu::all_threads_pass<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); if (cuport_fold2_) { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "launch_shapes.cu"
cuport_v_cuport_p0_v_1218[cuport_lin_] = ((true) ? cuport_p_in_ [ ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) ] : 0.0f);
 } } } else { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "launch_shapes.cu"
cuport_v_cuport_p0_v_1218[cuport_lin_] = (((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) < cuport_p_n_ ? cuport_p_in_ [ ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) ] : 0.0f);
 } } } }
#line 25 "launch_shapes.cu"
CUPORT_UNROLL_STEPS for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { const int cuport_lanes3_ = ::cuport::cpu::reduction_lanes((offset)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes3_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "launch_shapes.cu"
cuport_w0_[cuport_lin_] = cuport_v_cuport_p0_v_1218[cuport_lin_] + (::cuport::cpu::lowered::shfl_down_near(cuport_v_cuport_p0_v_1218, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_cuport_p0_v_1218, cuport_w0_); } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "launch_shapes.cu"
cuport_v_cuport_r0__1193[cuport_lin_] = cuport_v_cuport_p0_v_1218[cuport_lin_];
 } } } } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "launch_shapes.cu"
float v = cuport_v_cuport_r0__1193[cuport_lin_];
  int lane = cuport_tid_.x % warpSize, warp = cuport_tid_.x / warpSize;
  if (lane == 0) warp_sums[warp] = v;
 } } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 24 "launch_shapes.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_cuport_r0__1193[cuport_lin_] = {};
 } } }
#line 25 "launch_shapes.cu"
 { { const bool cuport_fold1_ = ::cuport::cpu::all_threads_pass<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); if (cuport_fold1_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "launch_shapes.cu"
cuport_v_cuport_p0_v_1218[cuport_lin_] = ((true) ? cuport_p_in_ [ ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) ] : 0.0f);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "launch_shapes.cu"
cuport_v_cuport_p0_v_1218[cuport_lin_] = (((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) < cuport_p_n_ ? cuport_p_in_ [ ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) ] : 0.0f);
 } } } } }
#line 25 "launch_shapes.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "launch_shapes.cu"
cuport_w0_[cuport_lin_] = cuport_v_cuport_p0_v_1218[cuport_lin_] + (::cuport::cpu::lowered::shfl_down(cuport_v_cuport_p0_v_1218, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_cuport_p0_v_1218, cuport_w0_); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "launch_shapes.cu"
cuport_v_cuport_r0__1193[cuport_lin_] = cuport_v_cuport_p0_v_1218[cuport_lin_];
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "launch_shapes.cu"
float v = cuport_v_cuport_r0__1193[cuport_lin_];
  int lane = cuport_tid_.x % warpSize, warp = cuport_tid_.x / warpSize;
  if (lane == 0) warp_sums[warp] = v;
 } } } } CUPORT_SPLIT_AT_BARRIER(); if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && (::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (0), 0u)).exact && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false))) { const ::cuport::cpu::ThreadStride cuport_run5_ = ::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (0), 0u); cuport_g0_all_ = ::cuport::cpu::range_rows(cuport_run5_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); auto* const cuport_saved0_ = cuport_v_cuport_p1_v_1622; auto* const cuport_saved1_ = cuport_w1_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = cuport_run5_.begin / static_cast<int>(::cuport::cpu::warp_size()) * static_cast<int>(::cuport::cpu::warp_size()); cuport_wb_ < cuport_run5_.end; cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_cuport_p1_v_1622 = cuport_saved0_; cuport_w1_ = cuport_saved1_; if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_r1__1597[cuport_lin_] = {};
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_r1__1597[cuport_lin_] = {};
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_cuport_r1__1597[cuport_lin_] = {};
 }
 } } } }
#line 30 "launch_shapes.cu"
 { if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_p1_v_1622[cuport_lin_] = (((int)(cuport_tid_.x % warpSize)) < cuport_bdim_ . x / warpSize ? warp_sums [ ((int)(cuport_tid_.x % warpSize)) ] : 0.0f);
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_p1_v_1622[cuport_lin_] = (((int)(cuport_tid_.x % warpSize)) < cuport_bdim_ . x / warpSize ? warp_sums [ ((int)(cuport_tid_.x % warpSize)) ] : 0.0f);
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_cuport_p1_v_1622[cuport_lin_] = (((int)(cuport_tid_.x % warpSize)) < cuport_bdim_ . x / warpSize ? warp_sums [ ((int)(cuport_tid_.x % warpSize)) ] : 0.0f);
 }
 } } } }
#line 30 "launch_shapes.cu"
CUPORT_UNROLL_STEPS for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { const int cuport_lanes6_ = ::cuport::cpu::reduction_lanes((offset)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes6_)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_w1_[cuport_lin_] = cuport_v_cuport_p1_v_1622[cuport_lin_] + (::cuport::cpu::lowered::shfl_down_near(cuport_v_cuport_p1_v_1622, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_cuport_p1_v_1622, cuport_w1_); } if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_r1__1597[cuport_lin_] = cuport_v_cuport_p1_v_1622[cuport_lin_];
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_r1__1597[cuport_lin_] = cuport_v_cuport_p1_v_1622[cuport_lin_];
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_cuport_r1__1597[cuport_lin_] = cuport_v_cuport_p1_v_1622[cuport_lin_];
 }
 } } } } } if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
float v = cuport_v_cuport_r1__1597[cuport_lin_];
    if (((int)(cuport_tid_.x % warpSize)) == 0) cuport_p_out_[cuport_bidx_.x] = v;
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
float v = cuport_v_cuport_r1__1597[cuport_lin_];
    if (((int)(cuport_tid_.x % warpSize)) == 0) cuport_p_out_[cuport_bidx_.x] = v;
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) { float v = cuport_v_cuport_r1__1597[cuport_lin_];
    if (((int)(cuport_tid_.x % warpSize)) == 0) cuport_p_out_[cuport_bidx_.x] = v;
 }
 } } } } } } } else { bool cuport_exact4_ = false; cuport_g0_all_ = [&] { const ::cuport::cpu::ThreadStride cuport_run_ = ::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (0), 0u); cuport_exact4_ = cuport_run_.exact; return cuport_exact4_ && ::cuport::cpu::range_rows(cuport_run_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); }(); if (!cuport_exact4_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 29 "launch_shapes.cu"
cuport_g0_[cuport_lin_] = (((int)(cuport_tid_.x / warpSize)) == 0);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_r1__1597[cuport_lin_] = {};
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_r1__1597[cuport_lin_] = {};
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_cuport_r1__1597[cuport_lin_] = {};
 }
 } } } }
#line 30 "launch_shapes.cu"
 { if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_p1_v_1622[cuport_lin_] = (((int)(cuport_tid_.x % warpSize)) < cuport_bdim_ . x / warpSize ? warp_sums [ ((int)(cuport_tid_.x % warpSize)) ] : 0.0f);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_p1_v_1622[cuport_lin_] = (((int)(cuport_tid_.x % warpSize)) < cuport_bdim_ . x / warpSize ? warp_sums [ ((int)(cuport_tid_.x % warpSize)) ] : 0.0f);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_cuport_p1_v_1622[cuport_lin_] = (((int)(cuport_tid_.x % warpSize)) < cuport_bdim_ . x / warpSize ? warp_sums [ ((int)(cuport_tid_.x % warpSize)) ] : 0.0f);
 }
 } } } }
#line 30 "launch_shapes.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_cuport_p1_v_1622[cuport_lin_]);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_cuport_p1_v_1622[cuport_lin_]);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) {  cuport_w1_[cuport_lin_] = (cuport_v_cuport_p1_v_1622[cuport_lin_]); }
 } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_p1_v_1622[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_p1_v_1622[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_cuport_p1_v_1622[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 }
 } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_r1__1597[cuport_lin_] = cuport_v_cuport_p1_v_1622[cuport_lin_];
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
cuport_v_cuport_r1__1597[cuport_lin_] = cuport_v_cuport_p1_v_1622[cuport_lin_];
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_cuport_r1__1597[cuport_lin_] = cuport_v_cuport_p1_v_1622[cuport_lin_];
 }
 } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
float v = cuport_v_cuport_r1__1597[cuport_lin_];
    if (((int)(cuport_tid_.x % warpSize)) == 0) cuport_p_out_[cuport_bidx_.x] = v;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
float v = cuport_v_cuport_r1__1597[cuport_lin_];
    if (((int)(cuport_tid_.x % warpSize)) == 0) cuport_p_out_[cuport_bidx_.x] = v;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 30 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) { float v = cuport_v_cuport_r1__1597[cuport_lin_];
    if (((int)(cuport_tid_.x % warpSize)) == 0) cuport_p_out_[cuport_bidx_.x] = v;
 }
 } } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 22 "launch_shapes.cu"

/* CUPORT CP3005: warp_sums has 32 elements, one per warp or lane, which assumes 32-lane warps */   __shared__ float warp_sums[32];
  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  float cuport_r0_ = {}; { float cuport_p0_v = (i < n ? in [ i ] : 0.0f); for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) cuport_p0_v += __shfl_down_sync ( 0xffffffff , cuport_p0_v , offset ) ; cuport_r0_ = cuport_p0_v ; } float v = cuport_r0_;
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    float cuport_r1_ = {}; { float cuport_p1_v = (lane < blockDim . x / warpSize ? warp_sums [ lane ] : 0.0f); for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) cuport_p1_v += __shfl_down_sync ( 0xffffffff , cuport_p1_v , offset ) ; cuport_r1_ = cuport_p1_v ; } v = cuport_r1_;
    if (lane == 0) out[blockIdx.x] = v;
  }
}

// 2-D blocks from a local dim3 that the grid's size is computed from.
__global__ void tagged(float* out, int w, int h) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(h) cuport_p_h_ = h; (void)cuport_p_h_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; decltype(w) cuport_p_w_ = w; (void)cuport_p_w_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_g0_ = cuport_frame_.alloc<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; bool cuport_exact1_ = false; cuport_g0_all_ = ::cuport::cpu::guard_rows(cuport_bdim_, [&](unsigned cuport_y_, unsigned cuport_z_) { const uint3 cuport_tid_{0u, cuport_y_, cuport_z_}; (void)cuport_tid_; return ::cuport::cpu::run_and(::cuport::cpu::compared_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_w_), (cuport_bidx_.x * cuport_bdim_.x)), ::cuport::cpu::row_run((((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) < cuport_p_h_), cuport_bdim_.x)); }, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_, cuport_exact1_); if (!cuport_exact1_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 37 "launch_shapes.cu"
int x = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  int y = cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y;
  cuport_g0_[cuport_lin_] = (x < cuport_p_w_ && y < cuport_p_h_);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 39 "launch_shapes.cu"
cuport_p_out_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_w_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) + 1000.0f * ((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) + 0.5f * (cuport_bdim_.x * cuport_bdim_.y);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 39 "launch_shapes.cu"
cuport_p_out_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_w_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) + 1000.0f * ((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) + 0.5f * (cuport_bdim_.x * cuport_bdim_.y);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 39 "launch_shapes.cu"
if (cuport_g0_[cuport_lin_]) { cuport_p_out_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_w_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) + 1000.0f * ((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) + 0.5f * (cuport_bdim_.x * cuport_bdim_.y);
 }
 } } } } return; }, ::cuport::cpu::FixedBlockShape<8u, 4u, 1u>{}); return; } }
#line 36 "launch_shapes.cu"

  int x = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[y * w + x] = x + 1000.0f * y + 0.5f * (blockDim.x * blockDim.y);
}

// Launched with a block the program reads at run time.
__global__ void scaled(float* out, int n) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); const unsigned cuport_lanes_ = cuport_bdim_.x * cuport_batch_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(::cuport::cpu::lane_sum_fits<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_lanes_)); decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "launch_shapes.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_);
 } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_lanes_, (cuport_p_n_), (cuport_batch0_.x * cuport_bdim_.x)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_n_))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_batch0_.x * cuport_bdim_.x), cuport_lanes_); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 45 "launch_shapes.cu"
if (cuport_narrows2_ || (((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_))) < cuport_p_n_)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = 3.0f * ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_))) + cuport_bdim_.x;
 } } } } return; }); return; } }
#line 43 "launch_shapes.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (i < n) out[i] = 3.0f * i + blockDim.x;
}

// Launched with two different constant blocks.
__global__ void offsets(float* out, int n, int base) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(base) cuport_p_base_ = base; (void)cuport_p_base_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "launch_shapes.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
 } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_n_))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_bidx_.x * cuport_bdim_.x), cuport_bdim_.x); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 51 "launch_shapes.cu"
if (cuport_narrows2_ || (((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) < cuport_p_n_)) cuport_p_out_[cuport_p_base_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = static_cast<float>(cuport_tid_.x);
 } } } } return; }); return; } }
#line 49 "launch_shapes.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (i < n) out[base + i] = static_cast<float>(threadIdx.x);
}

// Launched with variables changed after their initializers: no constant block.
__global__ void widened(float* out, int n) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); const unsigned cuport_lanes_ = cuport_bdim_.x * cuport_batch_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(::cuport::cpu::lane_sum_fits<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_lanes_)); decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 56 "launch_shapes.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_);
 } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_lanes_, (cuport_p_n_), (cuport_batch0_.x * cuport_bdim_.x)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_n_))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_batch0_.x * cuport_bdim_.x), cuport_lanes_); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 57 "launch_shapes.cu"
if (cuport_narrows2_ || (((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_))) < cuport_p_n_)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = static_cast<float>(cuport_bdim_.x);
 } } } } return; }); return; } }
#line 55 "launch_shapes.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (i < n) out[i] = static_cast<float>(blockDim.x);
}
__global__ void halved(float* out, int n) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); const unsigned cuport_lanes_ = cuport_bdim_.x * cuport_batch_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(::cuport::cpu::lane_sum_fits<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_lanes_)); decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 60 "launch_shapes.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_);
 } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_lanes_, (cuport_p_n_), (cuport_batch0_.x * cuport_bdim_.x)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_n_))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_batch0_.x * cuport_bdim_.x), cuport_lanes_); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 61 "launch_shapes.cu"
if (cuport_narrows2_ || (((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_))) < cuport_p_n_)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = static_cast<float>(cuport_bdim_.x);
 } } } } return; }); return; } }
#line 59 "launch_shapes.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (i < n) out[i] = static_cast<float>(blockDim.x);
}
static void halve(dim3& block) { block.x /= 2; }

// A template launched from a template: the block is a literal all the same.
template <class T>
__global__ void ramp(T* out, int n) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); const unsigned cuport_lanes_ = cuport_bdim_.x * cuport_batch_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(::cuport::cpu::lane_sum_fits<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_lanes_)); decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 68 "launch_shapes.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_);
 } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_lanes_, (cuport_p_n_), (cuport_batch0_.x * cuport_bdim_.x)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_n_))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_batch0_.x * cuport_bdim_.x), cuport_lanes_); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 69 "launch_shapes.cu"
if (cuport_narrows2_ || (((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_))) < cuport_p_n_)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = T(2) * ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)));
 } } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 67 "launch_shapes.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (i < n) out[i] = T(2) * i;
}

template <class T>
static void launch_ramp(T* out, int n) {
  cuportLaunchKernelGGL(ramp<T>, (n + 63) / 64, 64, 0, 0, out, n);
}

int main(int argc, char** argv) {
  const int n = 1000;  // not a multiple of any block size used
  std::vector<float> hin(n);
  for (int i = 0; i < n; ++i) hin[i] = static_cast<float>(i % 7) - 2.5f;
  float *in, *sums;
  cuportMalloc(&in, n * sizeof(float));
  cuportMalloc(&sums, n * sizeof(float));
  cuportMemcpy(in, hin.data(), n * sizeof(float), cuportMemcpyHostToDevice);

  cuportLaunchKernelGGL(block_total, (n + THREADS - 1) / THREADS, THREADS, 0, 0, in, sums, n);
  print("block_total_128", download(sums, (n + THREADS - 1) / THREADS));
  int count = n;
  void* args[] = {&in, &sums, &count};
  cuportLaunchKernel(block_total, dim3((n + 63) / 64), dim3(64), args, 0, 0);
  print("block_total_64", download(sums, (n + 63) / 64));

  const int w = 37, h = 11;
  float* grid_out;
  cuportMalloc(&grid_out, w * h * sizeof(float));
  dim3 block(8, 4);  // read by printf (a copy) and to size the grid: never changed
  dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  std::printf("blocks_of_tagged %u %u\n", block.x, block.y);
  cuportLaunchKernelGGL(tagged, grid, block, 0, 0, grid_out, w, h);
  print("tagged", download(grid_out, w * h));

  int threads = argc > 1 ? std::atoi(argv[1]) : 32;
  cuportLaunchKernelGGL(scaled, (n + threads - 1) / threads, threads, 0, 0, sums, n);
  print("scaled", download(sums, n));

  cuportLaunchKernelGGL(offsets, (n + 31) / 32, 32, 0, 0, sums, n / 2, 0);
  cuportLaunchKernelGGL(offsets, (n / 2 + 63) / 64, 64, 0, 0, sums, n / 2, n / 2);
  print("offsets", download(sums, n));

  int width = 16;
  width *= 2;
  cuportLaunchKernelGGL(widened, (n + width - 1) / width, width, 0, 0, sums, n);
  print("widened", download(sums, n));
  dim3 halves(128);
  halve(halves);
  cuportLaunchKernelGGL(halved, (n + halves.x - 1) / halves.x, halves, 0, 0, sums, n);
  print("halved", download(sums, n));

  launch_ramp(sums, n);
  print("ramp", download(sums, n));
  return cuportDeviceSynchronize() == cuportSuccess ? 0 : 1;
}
