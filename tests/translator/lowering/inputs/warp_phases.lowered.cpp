// LOG: warp_phases.cu:17: kernel block_sum: split at barriers and warp operations into thread loops
// LOG: warp_phases.cu:33: kernel row_sums: split at warp operations into thread loops
// LOG: warp_phases.cu:41: kernel total_then_read: split at barriers and warp operations into thread loops; compiled for its launches' block 128x1x1
// LOG: warp_phases.cu:57: kernel warp_max: split at warp operations into thread loops; compiled for its launches' block 128x1x1
// LOG: warp_phases.cu:65: kernel first_warp: split at warp operations into thread loops; compiled for its launches' block 64x1x1
// LOG: warp_phases.cu:73: kernel after_barrier: split at barriers and warp operations into thread loops; compiled for its launches' block 256x1x1
// LOG: warp_phases.cu:83: kernel loop_first: split at warp operations into thread loops; compiled for its launches' block 128x1x1
// LOG: warp_phases.cu:94: kernel lane_k: split at warp operations into thread loops; compiled for its launches' block 128x1x1
#define CUPORT_CPU_LOWERED 1
#line 1
// Warp reductions whose results only warps' first lanes read: the CPU lowering runs the code
// between block barriers warp by warp, each step over the lanes still needed (fission.py's
// LaneDemand), where a block's rows are whole warps; elsewhere (48 threads, a lane other than
// the first reading) as usual. main prints each result as a row; tests/test_cpu_lowering.py
// compares them with NumPy and with the fiber path.
#include <cuport/runtime.h>

#include <cstdio>
#include <vector>

__inline__ __device__ int warp_sum(int v) {
/* CUPORT CP3004: __shfl_down_sync gets a 32-bit all-ones mask 0xffffffff, which names only lanes 0-31 */   for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

// Block sums: each warp's sum, then warp 0 adds those (the shape of most CUDA reductions).
__global__ void block_sum(const int* in, int* out, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_w1_ = cuport_frame_.alloc_staged<int>(); int* cuport_v_v_1143 = cuport_frame_.alloc_staged<int>(); int* cuport_g0_ = cuport_frame_.alloc<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false;
#line 18 "warp_phases.cu"
__shared__ int warp_sums[32];; if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false))) { const bool cuport_fold4_ = ::cuport::cpu::all_threads_pass<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); const ::cuport::cpu::ThreadStride cuport_active6_ = ::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false); const bool cuport_narrows7_ = cuport_active6_.exact; auto* const cuport_saved0_ = cuport_v_v_1143; auto* const cuport_saved1_ = cuport_w0_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = 0; cuport_wb_ < static_cast<int>(cuport_bdim_.x); cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_v_1143 = cuport_saved0_; cuport_w0_ = cuport_saved1_; { if (cuport_fold4_) { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 19 "warp_phases.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_1143[cuport_lin_] = (true) ? cuport_p_in_[i] : 0;
 } } } else { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 19 "warp_phases.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_1143[cuport_lin_] = i < cuport_p_n_ ? cuport_p_in_[i] : 0;
 } } } }
#line 21 "warp_phases.cu"
 {
#line 21 "warp_phases.cu"
CUPORT_UNROLL_STEPS for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { const int cuport_lanes5_ = ::cuport::cpu::reduction_lanes((offset)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes5_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 21 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_1143[cuport_lin_] + (::cuport::cpu::lowered::shfl_down_near(cuport_v_v_1143, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_1143, cuport_w0_); } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 21 "warp_phases.cu"
;
 } } } } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 21 "warp_phases.cu"
;
  int lane = cuport_tid_.x % warpSize, warp = cuport_tid_.x / warpSize;
 } } } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = ::cuport::cpu::stride_from(cuport_active6_.begin, cuport_active6_.step, cuport_wb_); cuport_xi_ < std::min<int>(cuport_active6_.end, cuport_we_); cuport_xi_ += cuport_active6_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 23 "warp_phases.cu"
if (cuport_narrows7_ || (((int)(cuport_tid_.x % warpSize)) == 0)) warp_sums[((int)(cuport_tid_.x / warpSize))] = cuport_v_v_1143[cuport_lin_];
 } } } } } } else { { const bool cuport_fold1_ = ::cuport::cpu::all_threads_pass<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); if (cuport_fold1_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 19 "warp_phases.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_1143[cuport_lin_] = (true) ? cuport_p_in_[i] : 0;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 19 "warp_phases.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_1143[cuport_lin_] = i < cuport_p_n_ ? cuport_p_in_[i] : 0;
 } } } } }
#line 21 "warp_phases.cu"
 {
#line 21 "warp_phases.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 21 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_1143[cuport_lin_] + (::cuport::cpu::lowered::shfl_down(cuport_v_v_1143, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_1143, cuport_w0_); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 21 "warp_phases.cu"
;
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 21 "warp_phases.cu"
;
  int lane = cuport_tid_.x % warpSize, warp = cuport_tid_.x / warpSize;
 } } } { const ::cuport::cpu::ThreadStride cuport_active2_ = ::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false); const bool cuport_narrows3_ = cuport_active2_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active2_.begin; cuport_xi_ < cuport_active2_.end; cuport_xi_ += cuport_active2_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 23 "warp_phases.cu"
if (cuport_narrows3_ || (((int)(cuport_tid_.x % warpSize)) == 0)) warp_sums[((int)(cuport_tid_.x / warpSize))] = cuport_v_v_1143[cuport_lin_];
 } } } } } CUPORT_SPLIT_AT_BARRIER(); if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && (::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (0), 0u)).exact && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false))) { const ::cuport::cpu::ThreadStride cuport_run13_ = ::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (0), 0u); cuport_g0_all_ = ::cuport::cpu::range_rows(cuport_run13_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); const ::cuport::cpu::ThreadStride cuport_active15_ = ::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false); const bool cuport_narrows16_ = cuport_active15_.exact; const ::cuport::cpu::ThreadStride cuport_active17_ = ::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false); const bool cuport_narrows18_ = cuport_active17_.exact; auto* const cuport_saved0_ = cuport_v_v_1143; auto* const cuport_saved1_ = cuport_w1_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = cuport_run13_.begin / static_cast<int>(::cuport::cpu::warp_size()) * static_cast<int>(::cuport::cpu::warp_size()); cuport_wb_ < cuport_run13_.end; cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_v_1143 = cuport_saved0_; cuport_w1_ = cuport_saved1_; if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 26 "warp_phases.cu"
cuport_v_v_1143[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < (cuport_bdim_.x + warpSize - 1) / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 26 "warp_phases.cu"
cuport_v_v_1143[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < (cuport_bdim_.x + warpSize - 1) / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 26 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_v_1143[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < (cuport_bdim_.x + warpSize - 1) / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 }
 } } } }
#line 27 "warp_phases.cu"
 {
#line 27 "warp_phases.cu"
CUPORT_UNROLL_STEPS for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { const int cuport_lanes14_ = ::cuport::cpu::reduction_lanes((offset)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes14_)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
cuport_w1_[cuport_lin_] = cuport_v_v_1143[cuport_lin_] + (::cuport::cpu::lowered::shfl_down_near(cuport_v_v_1143, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_1143, cuport_w1_); } if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
;
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
;
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { ;
 }
 } } } } } if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = ::cuport::cpu::stride_from(cuport_active17_.begin, cuport_active17_.step, cuport_wb_); cuport_xi_ < std::min<int>(cuport_active17_.end, cuport_we_); cuport_xi_ += cuport_active17_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
;
    if (cuport_narrows18_ || (((int)(cuport_tid_.x % warpSize)) == 0)) cuport_p_out_[cuport_bidx_.x] = cuport_v_v_1143[cuport_lin_];
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = ::cuport::cpu::stride_from(::cuport::cpu::stride_from(cuport_active15_.begin, cuport_active15_.step, cuport_g0_rows_[cuport_rowi_].begin), cuport_active15_.step, cuport_wb_); cuport_xi_ < std::min<int>(std::min<int>(cuport_active15_.end, cuport_g0_rows_[cuport_rowi_].end), cuport_we_); cuport_xi_ += cuport_active15_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
;
    if (cuport_narrows16_ || (((int)(cuport_tid_.x % warpSize)) == 0)) cuport_p_out_[cuport_bidx_.x] = cuport_v_v_1143[cuport_lin_];
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { ;
    if (((int)(cuport_tid_.x % warpSize)) == 0) cuport_p_out_[cuport_bidx_.x] = cuport_v_v_1143[cuport_lin_];
 }
 } } } } } } } else { bool cuport_exact8_ = false; cuport_g0_all_ = [&] { const ::cuport::cpu::ThreadStride cuport_run_ = ::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (0), 0u); cuport_exact8_ = cuport_run_.exact; return cuport_exact8_ && ::cuport::cpu::range_rows(cuport_run_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); }(); if (!cuport_exact8_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "warp_phases.cu"
cuport_g0_[cuport_lin_] = (((int)(cuport_tid_.x / warpSize)) == 0);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 26 "warp_phases.cu"
cuport_v_v_1143[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < (cuport_bdim_.x + warpSize - 1) / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 26 "warp_phases.cu"
cuport_v_v_1143[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < (cuport_bdim_.x + warpSize - 1) / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 26 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_v_1143[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < (cuport_bdim_.x + warpSize - 1) / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 }
 } } } }
#line 27 "warp_phases.cu"
 {
#line 27 "warp_phases.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_v_1143[cuport_lin_]);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_v_1143[cuport_lin_]);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) {  cuport_w1_[cuport_lin_] = (cuport_v_v_1143[cuport_lin_]); }
 } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
cuport_v_v_1143[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
cuport_v_v_1143[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_v_1143[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 }
 } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { ;
 }
 } } } } } if (cuport_g0_all_) { { const ::cuport::cpu::ThreadStride cuport_active11_ = ::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false); const bool cuport_narrows12_ = cuport_active11_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active11_.begin; cuport_xi_ < cuport_active11_.end; cuport_xi_ += cuport_active11_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
;
    if (cuport_narrows12_ || (((int)(cuport_tid_.x % warpSize)) == 0)) cuport_p_out_[cuport_bidx_.x] = cuport_v_v_1143[cuport_lin_];
 } } } } } else if (cuport_g0_dense_) { { const ::cuport::cpu::ThreadStride cuport_active9_ = ::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false); const bool cuport_narrows10_ = cuport_active9_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = ::cuport::cpu::stride_from(cuport_active9_.begin, cuport_active9_.step, cuport_g0_rows_[cuport_rowi_].begin); cuport_xi_ < std::min<int>(cuport_active9_.end, cuport_g0_rows_[cuport_rowi_].end); cuport_xi_ += cuport_active9_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
;
    if (cuport_narrows10_ || (((int)(cuport_tid_.x % warpSize)) == 0)) cuport_p_out_[cuport_bidx_.x] = cuport_v_v_1143[cuport_lin_];
 } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 27 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { ;
    if (((int)(cuport_tid_.x % warpSize)) == 0) cuport_p_out_[cuport_bidx_.x] = cuport_v_v_1143[cuport_lin_];
 }
 } } } } } return; }); return; } }
#line 17 "warp_phases.cu"

/* CUPORT CP3005: warp_sums has 32 elements, one per warp or lane, which assumes 32-lane warps */   __shared__ int warp_sums[32];
  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int v = i < n ? in[i] : 0;
  {  for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) v += __shfl_down_sync ( 0xffffffff , v , offset ) ;  ; } ;
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < (blockDim.x + warpSize - 1) / warpSize ? warp_sums[lane] : 0;
    {  for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) v += __shfl_down_sync ( 0xffffffff , v , offset ) ;  ; } ;
    if (lane == 0) out[blockIdx.x] = v;
  }
}

// Row sums of 2-D blocks: x in [0, blockDim.x), read where x is 0.
__global__ void row_sums(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* __restrict__ cuport_v_cuport_r2__1863 = cuport_frame_.alloc<int>(); int* cuport_v_cuport_p2_v_1886 = cuport_frame_.alloc_staged<int>(); int* __restrict__ cuport_v_v_2160 = cuport_frame_.alloc<int>(); if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && ::cuport::cpu::first_lanes(::cuport::cpu::compared_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u))) { const ::cuport::cpu::ThreadRange cuport_active4_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); constexpr bool cuport_narrows5_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((0))>>; auto* const cuport_saved0_ = cuport_v_cuport_p2_v_1886; auto* const cuport_saved1_ = cuport_w0_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = 0; cuport_wb_ < static_cast<int>(cuport_bdim_.x); cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_cuport_p2_v_1886 = cuport_saved0_; cuport_w0_ = cuport_saved1_; { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 34 "warp_phases.cu"
int row = cuport_bidx_.x * cuport_bdim_.y + cuport_tid_.y;
  cuport_v_cuport_r2__1863[cuport_lin_] = {};
 } } }
#line 35 "warp_phases.cu"
 { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "warp_phases.cu"
cuport_v_cuport_p2_v_1886[cuport_lin_] = (cuport_p_in_ [ ::cuport::cpu::lane_index<std::size_t>(((int)(cuport_bidx_.x * cuport_bdim_.y + cuport_tid_.y)) * cuport_bdim_ . x, cuport_tid_.x, cuport_bdim_.x) ]);
 } } }
#line 35 "warp_phases.cu"
CUPORT_UNROLL_STEPS for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { const int cuport_lanes3_ = ::cuport::cpu::reduction_lanes((offset)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes3_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_cuport_p2_v_1886[cuport_lin_] + (::cuport::cpu::lowered::shfl_down_near(cuport_v_cuport_p2_v_1886, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_cuport_p2_v_1886, cuport_w0_); } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "warp_phases.cu"
cuport_v_cuport_r2__1863[cuport_lin_] = cuport_v_cuport_p2_v_1886[cuport_lin_];
 } } } } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "warp_phases.cu"
cuport_v_v_2160[cuport_lin_] = cuport_v_cuport_r2__1863[cuport_lin_];
 } } } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_active4_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_active4_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 36 "warp_phases.cu"
if (cuport_narrows5_ || (cuport_tid_.x == 0)) cuport_p_out_[((int)(cuport_bidx_.x * cuport_bdim_.y + cuport_tid_.y))] = cuport_v_v_2160[cuport_lin_];
 } } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 34 "warp_phases.cu"
int row = cuport_bidx_.x * cuport_bdim_.y + cuport_tid_.y;
  cuport_v_cuport_r2__1863[cuport_lin_] = {};
 } } }
#line 35 "warp_phases.cu"
 { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "warp_phases.cu"
cuport_v_cuport_p2_v_1886[cuport_lin_] = (cuport_p_in_ [ ::cuport::cpu::lane_index<std::size_t>(((int)(cuport_bidx_.x * cuport_bdim_.y + cuport_tid_.y)) * cuport_bdim_ . x, cuport_tid_.x, cuport_bdim_.x) ]);
 } } }
#line 35 "warp_phases.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_cuport_p2_v_1886[cuport_lin_] + (::cuport::cpu::lowered::shfl_down(cuport_v_cuport_p2_v_1886, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_cuport_p2_v_1886, cuport_w0_); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "warp_phases.cu"
cuport_v_cuport_r2__1863[cuport_lin_] = cuport_v_cuport_p2_v_1886[cuport_lin_];
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "warp_phases.cu"
cuport_v_v_2160[cuport_lin_] = cuport_v_cuport_r2__1863[cuport_lin_];
 } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); constexpr bool cuport_narrows2_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((0))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 36 "warp_phases.cu"
if (cuport_narrows2_ || (cuport_tid_.x == 0)) cuport_p_out_[((int)(cuport_bidx_.x * cuport_bdim_.y + cuport_tid_.y))] = cuport_v_v_2160[cuport_lin_];
 } } } } } return; }); return; } }
#line 33 "warp_phases.cu"

  int row = blockIdx.x * blockDim.y + threadIdx.y;
  int cuport_r2_ = {}; { int cuport_p2_v = (in [ ::cuport::cpu::lane_index<std::size_t>(row * blockDim . x, threadIdx.x, blockDim.x) ]); for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) cuport_p2_v += __shfl_down_sync ( 0xffffffff , cuport_p2_v , offset ) ; cuport_r2_ = cuport_p2_v ; } int v = cuport_r2_;
  if (threadIdx.x == 0) out[row] = v;
}

// Warp 0 replaces its sums with the block's total; after a barrier every warp's first lane
// reads v: the warps that skipped the `if` still hold their own sums.
__global__ void total_then_read(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_w1_ = cuport_frame_.alloc_staged<int>(); int* __restrict__ cuport_v_cuport_r3__2667 = cuport_frame_.alloc<int>(); int* cuport_v_cuport_p3_v_2690 = cuport_frame_.alloc_staged<int>(); int* __restrict__ cuport_v_v_2882 = cuport_frame_.alloc<int>(); int* cuport_g0_ = cuport_frame_.alloc<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false;
#line 42 "warp_phases.cu"
__shared__ int warp_sums[32];; if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false)) && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false))) { auto* const cuport_saved0_ = cuport_v_cuport_p3_v_2690; auto* const cuport_saved1_ = cuport_w0_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = 0; cuport_wb_ < static_cast<int>(cuport_bdim_.x); cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_cuport_p3_v_2690 = cuport_saved0_; cuport_w0_ = cuport_saved1_; { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 43 "warp_phases.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_cuport_r3__2667[cuport_lin_] = {};
 } } }
#line 44 "warp_phases.cu"
 { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_phases.cu"
cuport_v_cuport_p3_v_2690[cuport_lin_] = (cuport_p_in_ [ ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) ]);
 } } }
#line 44 "warp_phases.cu"
CUPORT_UNROLL_STEPS for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { const int cuport_lanes1_ = ::cuport::cpu::reduction_lanes((offset)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes1_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_cuport_p3_v_2690[cuport_lin_] + (::cuport::cpu::lowered::shfl_down_near(cuport_v_cuport_p3_v_2690, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_cuport_p3_v_2690, cuport_w0_); } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_phases.cu"
cuport_v_cuport_r3__2667[cuport_lin_] = cuport_v_cuport_p3_v_2690[cuport_lin_];
 } } } } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_phases.cu"
cuport_v_v_2882[cuport_lin_] = cuport_v_cuport_r3__2667[cuport_lin_];
  int lane = cuport_tid_.x % warpSize, warp = cuport_tid_.x / warpSize;
  if (lane == 0) warp_sums[warp] = cuport_v_v_2882[cuport_lin_];
 } } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 43 "warp_phases.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_cuport_r3__2667[cuport_lin_] = {};
 } } }
#line 44 "warp_phases.cu"
 { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_phases.cu"
cuport_v_cuport_p3_v_2690[cuport_lin_] = (cuport_p_in_ [ ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) ]);
 } } }
#line 44 "warp_phases.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_cuport_p3_v_2690[cuport_lin_] + (::cuport::cpu::lowered::shfl_down(cuport_v_cuport_p3_v_2690, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_cuport_p3_v_2690, cuport_w0_); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_phases.cu"
cuport_v_cuport_r3__2667[cuport_lin_] = cuport_v_cuport_p3_v_2690[cuport_lin_];
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 44 "warp_phases.cu"
cuport_v_v_2882[cuport_lin_] = cuport_v_cuport_r3__2667[cuport_lin_];
  int lane = cuport_tid_.x % warpSize, warp = cuport_tid_.x / warpSize;
  if (lane == 0) warp_sums[warp] = cuport_v_v_2882[cuport_lin_];
 } } } } CUPORT_SPLIT_AT_BARRIER(); if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && (::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (0), 0u)).exact && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false))) { const ::cuport::cpu::ThreadStride cuport_run3_ = ::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (0), 0u); cuport_g0_all_ = ::cuport::cpu::range_rows(cuport_run3_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = cuport_run3_.begin / static_cast<int>(::cuport::cpu::warp_size()) * static_cast<int>(::cuport::cpu::warp_size()); cuport_wb_ < cuport_run3_.end; cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 49 "warp_phases.cu"
cuport_v_v_2882[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < cuport_bdim_.x / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 49 "warp_phases.cu"
cuport_v_v_2882[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < cuport_bdim_.x / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 49 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_v_2882[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < cuport_bdim_.x / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 }
 } } } }
#line 50 "warp_phases.cu"
 {
#line 50 "warp_phases.cu"
CUPORT_UNROLL_STEPS for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { const int cuport_lanes4_ = ::cuport::cpu::reduction_lanes((offset)); if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_v_2882[cuport_lin_]);
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_v_2882[cuport_lin_]);
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) {  cuport_w1_[cuport_lin_] = (cuport_v_v_2882[cuport_lin_]); }
 } } } } if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes4_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
cuport_v_v_2882[cuport_lin_] += ::cuport::cpu::lowered::shfl_down_near(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes4_)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
cuport_v_v_2882[cuport_lin_] += ::cuport::cpu::lowered::shfl_down_near(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes4_)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_v_2882[cuport_lin_] += ::cuport::cpu::lowered::shfl_down_near(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 }
 } } } } } if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
;
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
;
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { ;
 }
 } } } } } if (cuport_g0_all_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
;
 } } } } else if (cuport_g0_dense_) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
;
 } } } } else { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_g0_span_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { ;
 }
 } } } } } } } else { bool cuport_exact2_ = false; cuport_g0_all_ = [&] { const ::cuport::cpu::ThreadStride cuport_run_ = ::cuport::cpu::quotient_threads<unsigned int, int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (warpSize), (0), 0u); cuport_exact2_ = cuport_run_.exact; return cuport_exact2_ && ::cuport::cpu::range_rows(cuport_run_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); }(); if (!cuport_exact2_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 48 "warp_phases.cu"
cuport_g0_[cuport_lin_] = (((int)(cuport_tid_.x / warpSize)) == 0);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 49 "warp_phases.cu"
cuport_v_v_2882[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < cuport_bdim_.x / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 49 "warp_phases.cu"
cuport_v_v_2882[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < cuport_bdim_.x / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 49 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_v_2882[cuport_lin_] = ((int)(cuport_tid_.x % warpSize)) < cuport_bdim_.x / warpSize ? warp_sums[((int)(cuport_tid_.x % warpSize))] : 0;
 }
 } } } }
#line 50 "warp_phases.cu"
 {
#line 50 "warp_phases.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_v_2882[cuport_lin_]);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
 cuport_w1_[cuport_lin_] = (cuport_v_v_2882[cuport_lin_]);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) {  cuport_w1_[cuport_lin_] = (cuport_v_v_2882[cuport_lin_]); }
 } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
cuport_v_v_2882[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
cuport_v_v_2882[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_v_2882[cuport_lin_] += ::cuport::cpu::lowered::shfl_down(cuport_w1_, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset);
 }
 } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { ;
 }
 } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 50 "warp_phases.cu"
if (cuport_g0_[cuport_lin_]) { ;
 }
 } } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadStride cuport_active5_ = ::cuport::cpu::residue_threads<unsigned int, int>(cuport_bdim_.x, (warpSize), (0), 0u, false); const bool cuport_narrows6_ = cuport_active5_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active5_.begin; cuport_xi_ < cuport_active5_.end; cuport_xi_ += cuport_active5_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 53 "warp_phases.cu"
if (cuport_narrows6_ || (((int)(cuport_tid_.x % warpSize)) == 0)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) / warpSize] = cuport_v_v_2882[cuport_lin_];
 } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 41 "warp_phases.cu"

/* CUPORT CP3005: warp_sums has 32 elements, one per warp or lane, which assumes 32-lane warps */   __shared__ int warp_sums[32];
  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int cuport_r3_ = {}; { int cuport_p3_v = (in [ t ]); for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) cuport_p3_v += __shfl_down_sync ( 0xffffffff , cuport_p3_v , offset ) ; cuport_r3_ = cuport_p3_v ; } int v = cuport_r3_;
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / warpSize ? warp_sums[lane] : 0;
    {  for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) v += __shfl_down_sync ( 0xffffffff , v , offset ) ;  ; } ;
  }
  __syncthreads();
  if (lane == 0) out[t / warpSize] = v;
}

// Each warp's largest value, by xor steps read only at `(threadIdx.x & 31) == 0`.
__global__ void warp_max(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_v_v_3528 = cuport_frame_.alloc_staged<int>(); if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (31), (0), 0u, true))) { const ::cuport::cpu::ThreadStride cuport_active4_ = ::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (31), (0), 0u, true); const bool cuport_narrows5_ = cuport_active4_.exact; auto* const cuport_saved0_ = cuport_v_v_3528; auto* const cuport_saved1_ = cuport_w0_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = 0; cuport_wb_ < static_cast<int>(cuport_bdim_.x); cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_v_3528 = cuport_saved0_; cuport_w0_ = cuport_saved1_; { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 58 "warp_phases.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_3528[cuport_lin_] = cuport_p_in_[t];
 } } }
#line 60 "warp_phases.cu"
CUPORT_UNROLL_STEPS for (int mask = 16; mask >= 1; mask >>= 1) { const int cuport_lanes3_ = ::cuport::cpu::reduction_lanes((mask)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes3_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 60 "warp_phases.cu"
cuport_w0_[cuport_lin_] = (max(cuport_v_v_3528[cuport_lin_], ::cuport::cpu::lowered::shfl_xor_near(cuport_v_v_3528, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, mask)));
 } } } std::swap(cuport_v_v_3528, cuport_w0_); } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = ::cuport::cpu::stride_from(cuport_active4_.begin, cuport_active4_.step, cuport_wb_); cuport_xi_ < std::min<int>(cuport_active4_.end, cuport_we_); cuport_xi_ += cuport_active4_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 61 "warp_phases.cu"
if (cuport_narrows5_ || ((cuport_tid_.x & 31) == 0)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) / 32] = cuport_v_v_3528[cuport_lin_];
 } } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 58 "warp_phases.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_3528[cuport_lin_] = cuport_p_in_[t];
 } } }
#line 60 "warp_phases.cu"
for (int mask = 16; mask >= 1; mask >>= 1) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 60 "warp_phases.cu"
cuport_w0_[cuport_lin_] = (max(cuport_v_v_3528[cuport_lin_], ::cuport::cpu::lowered::shfl_xor(cuport_v_v_3528, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, mask)));
 } } } std::swap(cuport_v_v_3528, cuport_w0_); } { const ::cuport::cpu::ThreadStride cuport_active1_ = ::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (31), (0), 0u, true); const bool cuport_narrows2_ = cuport_active1_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; cuport_xi_ += cuport_active1_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 61 "warp_phases.cu"
if (cuport_narrows2_ || ((cuport_tid_.x & 31) == 0)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) / 32] = cuport_v_v_3528[cuport_lin_];
 } } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 57 "warp_phases.cu"

  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int v = in[t];
/* CUPORT CP3003: warp loop sized for 32 lanes: the loop starts at 16 and halves */ /* CUPORT CP3004: __shfl_xor_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */   for (int mask = 16; mask >= 1; mask >>= 1) v = max(v, __shfl_xor_sync(0xffffffffu, v, mask));
/* CUPORT CP3002: lane or warp number computed for 32-lane warps: t / 32 */ /* CUPORT CP3002: lane or warp number computed for 32-lane warps: threadIdx.x & 31 */   if ((threadIdx.x & 31) == 0) out[t / 32] = v;
}

// A block's first warp's sum, read by thread 0 alone.
__global__ void first_warp(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_v_v_4153 = cuport_frame_.alloc_staged<int>(); if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && ::cuport::cpu::first_lanes(::cuport::cpu::compared_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u))) { const ::cuport::cpu::ThreadRange cuport_active4_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); constexpr bool cuport_narrows5_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((0))>>; auto* const cuport_saved0_ = cuport_v_v_4153; auto* const cuport_saved1_ = cuport_w0_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = 0; cuport_wb_ < static_cast<int>(cuport_bdim_.x); cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_v_4153 = cuport_saved0_; cuport_w0_ = cuport_saved1_; { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 66 "warp_phases.cu"
cuport_v_v_4153[cuport_lin_] = cuport_p_in_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)] * 3;
 } } }
#line 67 "warp_phases.cu"
CUPORT_UNROLL_STEPS for (unsigned offset = 16; offset > 0; offset >>= 1) { const int cuport_lanes3_ = ::cuport::cpu::reduction_lanes((offset)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes3_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 67 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_4153[cuport_lin_] + (::cuport::cpu::lowered::shfl_down_near(cuport_v_v_4153, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_4153, cuport_w0_); } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_active4_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_active4_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 68 "warp_phases.cu"
if (cuport_narrows5_ || (cuport_tid_.x == 0)) cuport_p_out_[cuport_bidx_.x] = cuport_v_v_4153[cuport_lin_];
 } } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 66 "warp_phases.cu"
cuport_v_v_4153[cuport_lin_] = cuport_p_in_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)] * 3;
 } } }
#line 67 "warp_phases.cu"
for (unsigned offset = 16; offset > 0; offset >>= 1) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 67 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_4153[cuport_lin_] + (::cuport::cpu::lowered::shfl_down(cuport_v_v_4153, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_4153, cuport_w0_); } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); constexpr bool cuport_narrows2_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((0))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 68 "warp_phases.cu"
if (cuport_narrows2_ || (cuport_tid_.x == 0)) cuport_p_out_[cuport_bidx_.x] = cuport_v_v_4153[cuport_lin_];
 } } } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 65 "warp_phases.cu"

  int v = in[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)] * 3;
/* CUPORT CP3003: warp loop sized for 32 lanes: the loop starts at 16 and halves */ /* CUPORT CP3004: __shfl_down_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */   for (unsigned offset = 16; offset > 0; offset >>= 1) v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x == 0) out[blockIdx.x] = v;
}

// Warp sums read after a barrier: every warp's first lane finds its own (an odd number of
// steps leaves each warp's sums in the same one of two arrays).
__global__ void after_barrier(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_v_v_4907 = cuport_frame_.alloc_staged<int>(); if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (warpSize), (0), 0u, false))) { auto* const cuport_saved0_ = cuport_v_v_4907; auto* const cuport_saved1_ = cuport_w0_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = 0; cuport_wb_ < static_cast<int>(cuport_bdim_.x); cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_v_4907 = cuport_saved0_; cuport_w0_ = cuport_saved1_; { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 74 "warp_phases.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_4907[cuport_lin_] = cuport_p_in_[t];
 } } }
#line 76 "warp_phases.cu"
CUPORT_UNROLL_STEPS for (int offset = 16; offset > 0; offset /= 2) { const int cuport_lanes1_ = ::cuport::cpu::reduction_lanes((offset)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes1_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 76 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_4907[cuport_lin_] + (::cuport::cpu::lowered::shfl_down_near(cuport_v_v_4907, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_4907, cuport_w0_); } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 74 "warp_phases.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_4907[cuport_lin_] = cuport_p_in_[t];
 } } }
#line 76 "warp_phases.cu"
for (int offset = 16; offset > 0; offset /= 2) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 76 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_4907[cuport_lin_] + (::cuport::cpu::lowered::shfl_down(cuport_v_v_4907, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_4907, cuport_w0_); } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadStride cuport_active2_ = ::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (warpSize), (0), 0u, false); const bool cuport_narrows3_ = cuport_active2_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active2_.begin; cuport_xi_ < cuport_active2_.end; cuport_xi_ += cuport_active2_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 78 "warp_phases.cu"
if (cuport_narrows3_ || (cuport_tid_.x % warpSize == 0)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) / warpSize] = cuport_v_v_4907[cuport_lin_];
 } } } } return; }, ::cuport::cpu::FixedBlockShape<256u, 1u, 1u>{}); return; } }
#line 73 "warp_phases.cu"

  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int v = in[t];
/* CUPORT CP3003: warp loop sized for 32 lanes: the loop starts at 16 and halves */ /* CUPORT CP3004: __shfl_down_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */   for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
  __syncthreads();
  if (threadIdx.x % warpSize == 0) out[t / warpSize] = v;
}

// A uniform loop before the reduction, its test reading the loop's variable (the loop runs
// around the thread loop, in each warp).
__global__ void loop_first(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_v_v_5571 = cuport_frame_.alloc_staged<int>(); if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (32), (0), 0u, false))) { const ::cuport::cpu::ThreadStride cuport_active8_ = ::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (32), (0), 0u, false); const bool cuport_narrows9_ = cuport_active8_.exact; auto* const cuport_saved0_ = cuport_v_v_5571; auto* const cuport_saved1_ = cuport_w0_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = 0; cuport_wb_ < static_cast<int>(cuport_bdim_.x); cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_v_5571 = cuport_saved0_; cuport_w0_ = cuport_saved1_; { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 84 "warp_phases.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_5571[cuport_lin_] = 0;
 } } }
#line 86 "warp_phases.cu"
for (int k = 0; k < 4; ++k) { { const ::cuport::cpu::ThreadRange cuport_active5_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (16 * k), 0u); constexpr bool cuport_narrows6_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((16 * k))>>; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_active5_.begin, cuport_wb_); cuport_xi_ < std::min<int>(cuport_active5_.end, cuport_we_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 86 "warp_phases.cu"

    if (cuport_narrows6_ || (cuport_tid_.x < 16 * k)) cuport_v_v_5571[cuport_lin_] += cuport_p_in_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))];
  
 } } } }
#line 89 "warp_phases.cu"
 {
#line 89 "warp_phases.cu"
CUPORT_UNROLL_STEPS for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { const int cuport_lanes7_ = ::cuport::cpu::reduction_lanes((offset)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes7_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 89 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_5571[cuport_lin_] + (::cuport::cpu::lowered::shfl_down_near(cuport_v_v_5571, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_5571, cuport_w0_); } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 89 "warp_phases.cu"
;
 } } } } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 89 "warp_phases.cu"
;
 } } } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = ::cuport::cpu::stride_from(cuport_active8_.begin, cuport_active8_.step, cuport_wb_); cuport_xi_ < std::min<int>(cuport_active8_.end, cuport_we_); cuport_xi_ += cuport_active8_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 90 "warp_phases.cu"
if (cuport_narrows9_ || (cuport_tid_.x % 32 == 0)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) / 32] = cuport_v_v_5571[cuport_lin_];
 } } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 84 "warp_phases.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_5571[cuport_lin_] = 0;
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_;
#line 86 "warp_phases.cu"
for (int k = 0; k < 4; ++k) { { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (16 * k), 0u); constexpr bool cuport_narrows2_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((16 * k))>>; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_active1_.begin, 0); cuport_xi_ < std::min<int>(cuport_active1_.end, static_cast<int>(cuport_bdim_.x)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 86 "warp_phases.cu"

    if (cuport_narrows2_ || (cuport_tid_.x < 16 * k)) cuport_v_v_5571[cuport_lin_] += cuport_p_in_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))];
  
 } } } } }
#line 89 "warp_phases.cu"
 {
#line 89 "warp_phases.cu"
for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 89 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_5571[cuport_lin_] + (::cuport::cpu::lowered::shfl_down(cuport_v_v_5571, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_5571, cuport_w0_); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 89 "warp_phases.cu"
;
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 89 "warp_phases.cu"
;
 } } } { const ::cuport::cpu::ThreadStride cuport_active3_ = ::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (32), (0), 0u, false); const bool cuport_narrows4_ = cuport_active3_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active3_.begin; cuport_xi_ < cuport_active3_.end; cuport_xi_ += cuport_active3_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 90 "warp_phases.cu"
if (cuport_narrows4_ || (cuport_tid_.x % 32 == 0)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) / 32] = cuport_v_v_5571[cuport_lin_];
 } } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 83 "warp_phases.cu"

  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int v = 0;
  for (int k = 0; k < 4; ++k) {
    if (threadIdx.x < 16 * k) v += in[t];
  }
  {  for ( int offset = warpSize / 2 ; offset > 0 ; offset /= 2 ) v += __shfl_down_sync ( 0xffffffff , v , offset ) ;  ; } ;
/* CUPORT CP3002: lane or warp number computed for 32-lane warps: t / 32 */ /* CUPORT CP3002: lane or warp number computed for 32-lane warps: threadIdx.x % 32 */   if (threadIdx.x % 32 == 0) out[t / 32] = v;
}

// Read at lane k: where k is not 0 the steps need every lane (the test decides at run time).
__global__ void lane_k(const int* in, int* out, int k) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(k) cuport_p_k_ = k; (void)cuport_p_k_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_w0_ = cuport_frame_.alloc_staged<int>(); int* cuport_v_v_6241 = cuport_frame_.alloc_staged<int>(); if (cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u && ::cuport::cpu::first_lanes(::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (32), (cuport_p_k_), 0u, false))) { const ::cuport::cpu::ThreadStride cuport_active4_ = ::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (32), (cuport_p_k_), 0u, false); const bool cuport_narrows5_ = cuport_active4_.exact; auto* const cuport_saved0_ = cuport_v_v_6241; auto* const cuport_saved1_ = cuport_w0_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; for (int cuport_wb_ = 0; cuport_wb_ < static_cast<int>(cuport_bdim_.x); cuport_wb_ += static_cast<int>(::cuport::cpu::warp_size())) { const int cuport_we_ = cuport_wb_ + static_cast<int>(::cuport::cpu::warp_size()); cuport_v_v_6241 = cuport_saved0_; cuport_w0_ = cuport_saved1_; { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < cuport_we_; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 95 "warp_phases.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_6241[cuport_lin_] = cuport_p_in_[t];
 } } }
#line 97 "warp_phases.cu"
CUPORT_UNROLL_STEPS for (int offset = 16; offset > 0; offset /= 2) { const int cuport_lanes3_ = ::cuport::cpu::reduction_lanes((offset)); { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_wb_; cuport_xi_ < std::min<int>(cuport_we_, cuport_wb_ + cuport_lanes3_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 97 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_6241[cuport_lin_] + (::cuport::cpu::lowered::shfl_down_near(cuport_v_v_6241, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_6241, cuport_w0_); } { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = ::cuport::cpu::stride_from(cuport_active4_.begin, cuport_active4_.step, cuport_wb_); cuport_xi_ < std::min<int>(cuport_active4_.end, cuport_we_); cuport_xi_ += cuport_active4_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 98 "warp_phases.cu"
if (cuport_narrows5_ || (cuport_tid_.x % 32 == cuport_p_k_)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) / 32] = cuport_v_v_6241[cuport_lin_];
 } } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 95 "warp_phases.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_v_6241[cuport_lin_] = cuport_p_in_[t];
 } } }
#line 97 "warp_phases.cu"
for (int offset = 16; offset > 0; offset /= 2) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 97 "warp_phases.cu"
cuport_w0_[cuport_lin_] = cuport_v_v_6241[cuport_lin_] + (::cuport::cpu::lowered::shfl_down(cuport_v_v_6241, cuport_lin_, static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, offset));
 } } } std::swap(cuport_v_v_6241, cuport_w0_); } { const ::cuport::cpu::ThreadStride cuport_active1_ = ::cuport::cpu::residue_threads<unsigned int, unsigned int>(cuport_bdim_.x, (32), (cuport_p_k_), 0u, false); const bool cuport_narrows2_ = cuport_active1_.exact; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; cuport_xi_ += cuport_active1_.step) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 98 "warp_phases.cu"
if (cuport_narrows2_ || (cuport_tid_.x % 32 == cuport_p_k_)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) / 32] = cuport_v_v_6241[cuport_lin_];
 } } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 94 "warp_phases.cu"

  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int v = in[t];
/* CUPORT CP3003: warp loop sized for 32 lanes: the loop starts at 16 and halves */ /* CUPORT CP3004: __shfl_down_sync gets a 32-bit all-ones mask 0xffffffffu, which names only lanes 0-31 */   for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
/* CUPORT CP3002: lane or warp number computed for 32-lane warps: t / 32 */ /* CUPORT CP3002: lane or warp number computed for 32-lane warps: threadIdx.x % 32 */   if (threadIdx.x % 32 == k) out[t / 32] = v;
}

template <class T>
static void print(const char* name, const std::vector<T>& values) {
  std::printf("%s", name);
  for (T v : values) std::printf(" %d", static_cast<int>(v));
  std::printf("\n");
}

int main() {
  const int total = 4096;
  std::vector<int> hin(total);
  for (int i = 0; i < total; ++i) hin[i] = (i * 37 % 101) - 50;
  int *in, *out;
  cuportMalloc(&in, total * sizeof(int));
  cuportMalloc(&out, total * sizeof(int));
  cuportMemcpy(in, hin.data(), total * sizeof(int), cuportMemcpyHostToDevice);

  // Threads per block and n: whole warps (the last block partly past n), and blocks that are
  // not whole warps (a partial last warp).
  const int shapes[][2] = {{256, 1000}, {96, 4000}, {48, 1000}};
  for (const auto& s : shapes) {
    const int blocks = (s[1] + s[0] - 1) / s[0];
    cuportLaunchKernelGGL(block_sum, blocks, s[0], 0, 0, in, out, s[1]);
    std::vector<int> sums(blocks);
    cuportMemcpy(sums.data(), out, blocks * sizeof(int), cuportMemcpyDeviceToHost);
    print("block_sum", sums);
  }

  // Rows of whole warps, and of half warps (each warp two rows, only x == 0 read).
  const int rows[][2] = {{32, 4}, {64, 2}, {16, 4}};
  for (const auto& r : rows) {
    std::vector<int> sums(total / r[0]);
    cuportLaunchKernelGGL(row_sums, total / (r[0] * r[1]), dim3(r[0], r[1]), 0, 0, in, out);
    cuportMemcpy(sums.data(), out, sums.size() * sizeof(int), cuportMemcpyDeviceToHost);
    print("row_sums", sums);
  }

  std::vector<int> warps(total / 32);
  cuportLaunchKernelGGL(total_then_read, total / 128, 128, 0, 0, in, out);
  cuportMemcpy(warps.data(), out, warps.size() * sizeof(int), cuportMemcpyDeviceToHost);
  print("total_then_read", warps);

  cuportLaunchKernelGGL(warp_max, total / 128, 128, 0, 0, in, out);
  cuportMemcpy(warps.data(), out, warps.size() * sizeof(int), cuportMemcpyDeviceToHost);
  print("warp_max", warps);

  std::vector<int> firsts(total / 64);
  cuportLaunchKernelGGL(first_warp, total / 64, 64, 0, 0, in, out);
  cuportMemcpy(firsts.data(), out, firsts.size() * sizeof(int), cuportMemcpyDeviceToHost);
  print("first_warp", firsts);

  cuportLaunchKernelGGL(after_barrier, total / 256, 256, 0, 0, in, out);
  cuportMemcpy(warps.data(), out, warps.size() * sizeof(int), cuportMemcpyDeviceToHost);
  print("after_barrier", warps);

  cuportLaunchKernelGGL(loop_first, total / 128, 128, 0, 0, in, out);
  cuportMemcpy(warps.data(), out, warps.size() * sizeof(int), cuportMemcpyDeviceToHost);
  print("loop_first", warps);

  for (int k = 0; k < 3; ++k) {
    cuportLaunchKernelGGL(lane_k, total / 128, 128, 0, 0, in, out, k);
    cuportMemcpy(warps.data(), out, warps.size() * sizeof(int), cuportMemcpyDeviceToHost);
    print("lane_k", warps);
  }
  return 0;
}
