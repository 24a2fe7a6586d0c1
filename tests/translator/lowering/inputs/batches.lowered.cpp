// LOG: batches.cu:19: kernel batched_product: lowered to thread loops (runs consecutive blocks in x as one batch); compiled for its launches' block 16x2x1
// LOG: batches.cu:31: kernel batched_guard: lowered to thread loops (runs consecutive blocks in x as one batch); compiled for its launches' block 16x1x1
// LOG: batches.cu:42: kernel wide_product: lowered to thread loops (runs consecutive blocks in x as one batch, side by side in each row); compiled for its launches' block 16x2x1
// LOG: batches.cu:53: kernel wide_column_sums: lowered to thread loops (runs consecutive blocks in x as one batch, side by side in each row); compiled for its launches' block 32x1x1
// LOG: batches.cu:61: kernel block_bounds: lowered to thread loops; compiled for its launches' block 32x1x1
// LOG: batches.cu:70: kernel block_scratch: lowered to thread loops; compiled for its launches' block 32x1x1
// LOG: batches.cu:78: kernel arrival_order: lowered to thread loops (runs consecutive blocks in x as one batch); compiled for its launches' block 32x1x1
#define CUPORT_CPU_LOWERED 1
#line 1
// Barrier-free kernels whose lowered body may run several consecutive blocks in x per call
// (fission.py: batched bodies), and ones that must not. main prints each result as a row.
#include <cuport/runtime.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#define CHECK(call)                                                              \
  do {                                                                           \
    cuportError_t e_ = (call);                                                     \
    if (e_ != cuportSuccess) {                                                     \
      std::printf("error %s at line %d\n", cuportGetErrorString(e_), __LINE__);   \
      return 1;                                                                  \
    }                                                                            \
  } while (0)

// A uniform loop around each thread's work, blockIdx.x read per thread, an edge guard.
__global__ void batched_product(const float* a, const float* b, float* c, int n, int m,
                                int depth) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); decltype(a) cuport_p_a_ = a; (void)cuport_p_a_; decltype(b) cuport_p_b_ = b; (void)cuport_p_b_; decltype(c) cuport_p_c_ = c; (void)cuport_p_c_; decltype(depth) cuport_p_depth_ = depth; (void)cuport_p_depth_; decltype(m) cuport_p_m_ = m; (void)cuport_p_m_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z * cuport_batch_; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); float* __restrict__ cuport_v_acc_1281 = cuport_frame_.alloc_unaliased<float>(); int* cuport_g0_ = cuport_frame_.alloc_unaliased<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc_unaliased<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 21 "batches.cu"
int row = cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y;
  int col = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_g0_[cuport_lin_] = (!(row >= cuport_p_n_ || col >= cuport_p_m_));
 } } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); if (cuport_g0_all_) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 24 "batches.cu"
cuport_v_acc_1281[cuport_lin_] = cuport_bidx_.x;
 } } } } } else if (cuport_g0_dense_) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 24 "batches.cu"
cuport_v_acc_1281[cuport_lin_] = cuport_bidx_.x;
 } } } } } else { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 24 "batches.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_acc_1281[cuport_lin_] = cuport_bidx_.x;
 }
 } } } } } if (cuport_g0_all_) {
#line 25 "batches.cu"
for (int k = 0; k < cuport_p_depth_; ++k) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "batches.cu"
cuport_v_acc_1281[cuport_lin_] += cuport_p_a_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_depth_ + k] * cuport_p_b_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))];
 } } } } } } else if (cuport_g0_dense_) {
#line 25 "batches.cu"
for (int k = 0; k < cuport_p_depth_; ++k) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "batches.cu"
cuport_v_acc_1281[cuport_lin_] += cuport_p_a_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_depth_ + k] * cuport_p_b_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))];
 } } } } } } else {
#line 25 "batches.cu"
for (int k = 0; k < cuport_p_depth_; ++k) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 25 "batches.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_acc_1281[cuport_lin_] += cuport_p_a_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_depth_ + k] * cuport_p_b_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))];
 }
 } } } } } } if (cuport_g0_all_) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 26 "batches.cu"
cuport_p_c_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_acc_1281[cuport_lin_];
 } } } } } else if (cuport_g0_dense_) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 26 "batches.cu"
cuport_p_c_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_acc_1281[cuport_lin_];
 } } } } } else { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 26 "batches.cu"
if (cuport_g0_[cuport_lin_]) { cuport_p_c_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_acc_1281[cuport_lin_];
 }
 } } } } } return; }, ::cuport::cpu::FixedBlockShape<16u, 2u, 1u>{}); return; } }
#line 20 "batches.cu"

  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (row >= n || col >= m) return;
  float acc = blockIdx.x;
  for (int k = 0; k < depth; ++k) acc += a[row * depth + k] * b[k * m + col];
  c[row * m + col] = acc;
}

// A closing if around a uniform loop, on the thread's index in the grid, in a batch whose blocks
// stay apart (blockIdx.x read by itself): each block's passing threads are its own.
__global__ void batched_guard(const float* b, float* c, int m, int depth) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); decltype(b) cuport_p_b_ = b; (void)cuport_p_b_; decltype(c) cuport_p_c_ = c; (void)cuport_p_c_; decltype(depth) cuport_p_depth_ = depth; (void)cuport_p_depth_; decltype(m) cuport_p_m_ = m; (void)cuport_p_m_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z * cuport_batch_; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); float* __restrict__ cuport_v_acc_1786 = cuport_frame_.alloc_unaliased<float>(); int* cuport_g0_ = cuport_frame_.alloc_unaliased<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc_unaliased<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 32 "batches.cu"
int col = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
 } } } } for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 33 "batches.cu"
cuport_g0_[cuport_lin_] = (((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) < cuport_p_m_);
 } } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); if (cuport_g0_all_) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 34 "batches.cu"
cuport_v_acc_1786[cuport_lin_] = cuport_bidx_.x;
 } } } } } else if (cuport_g0_dense_) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 34 "batches.cu"
cuport_v_acc_1786[cuport_lin_] = cuport_bidx_.x;
 } } } } } else { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 34 "batches.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_acc_1786[cuport_lin_] = cuport_bidx_.x;
 }
 } } } } } if (cuport_g0_all_) {
#line 35 "batches.cu"
for (int k = 0; k < cuport_p_depth_; ++k) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "batches.cu"
cuport_v_acc_1786[cuport_lin_] += cuport_p_b_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))];
 } } } } } } else if (cuport_g0_dense_) {
#line 35 "batches.cu"
for (int k = 0; k < cuport_p_depth_; ++k) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "batches.cu"
cuport_v_acc_1786[cuport_lin_] += cuport_p_b_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))];
 } } } } } } else {
#line 35 "batches.cu"
for (int k = 0; k < cuport_p_depth_; ++k) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "batches.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_acc_1786[cuport_lin_] += cuport_p_b_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))];
 }
 } } } } } } if (cuport_g0_all_) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 36 "batches.cu"
cuport_p_c_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_acc_1786[cuport_lin_];
 } } } } } else if (cuport_g0_dense_) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 36 "batches.cu"
cuport_p_c_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_acc_1786[cuport_lin_];
 } } } } } else { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 36 "batches.cu"
if (cuport_g0_[cuport_lin_]) { cuport_p_c_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_acc_1786[cuport_lin_];
 }
 } } } } } return; }, ::cuport::cpu::FixedBlockShape<16u, 1u, 1u>{}); return; } }
#line 31 "batches.cu"

  int col = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (col < m) {
    float acc = blockIdx.x;
    for (int k = 0; k < depth; ++k) acc += b[k * m + col];
    c[col] = acc;
  }
}

// Threads read only their index in the grid's x dimension: the batch's blocks run side by
// side in each row of the thread loops (a wide batch).
__global__ void wide_product(const float* a, const float* b, float* c, int n, int m, int depth) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); const unsigned cuport_lanes_ = cuport_bdim_.x * cuport_batch_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(::cuport::cpu::lane_sum_fits<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_lanes_)); decltype(a) cuport_p_a_ = a; (void)cuport_p_a_; decltype(b) cuport_p_b_ = b; (void)cuport_p_b_; decltype(c) cuport_p_c_ = c; (void)cuport_p_c_; decltype(depth) cuport_p_depth_ = depth; (void)cuport_p_depth_; decltype(m) cuport_p_m_ = m; (void)cuport_p_m_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z * cuport_batch_; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); float* __restrict__ cuport_v_acc_2316 = cuport_frame_.alloc_unaliased<float>(); int* cuport_g0_ = cuport_frame_.alloc_unaliased<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc_unaliased<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 43 "batches.cu"
int row = cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y;
  int col = ::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_);
  cuport_g0_[cuport_lin_] = (row < cuport_p_n_ && col < cuport_p_m_);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_lanes_, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 46 "batches.cu"
cuport_v_acc_2316[cuport_lin_] = 0.0f;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 46 "batches.cu"
cuport_v_acc_2316[cuport_lin_] = 0.0f;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 46 "batches.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_acc_2316[cuport_lin_] = 0.0f;
 }
 } } } } if (cuport_g0_all_) {
#line 47 "batches.cu"
for (int k = 0; k < cuport_p_depth_; ++k) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 47 "batches.cu"
cuport_v_acc_2316[cuport_lin_] += cuport_p_a_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_depth_ + k] * cuport_p_b_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))];
 } } } } } else if (cuport_g0_dense_) {
#line 47 "batches.cu"
for (int k = 0; k < cuport_p_depth_; ++k) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 47 "batches.cu"
cuport_v_acc_2316[cuport_lin_] += cuport_p_a_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_depth_ + k] * cuport_p_b_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))];
 } } } } } else {
#line 47 "batches.cu"
for (int k = 0; k < cuport_p_depth_; ++k) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 47 "batches.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_acc_2316[cuport_lin_] += cuport_p_a_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_depth_ + k] * cuport_p_b_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))];
 }
 } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 48 "batches.cu"
cuport_p_c_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = cuport_v_acc_2316[cuport_lin_];
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 48 "batches.cu"
cuport_p_c_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = cuport_v_acc_2316[cuport_lin_];
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 48 "batches.cu"
if (cuport_g0_[cuport_lin_]) { cuport_p_c_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = cuport_v_acc_2316[cuport_lin_];
 }
 } } } } return; }, ::cuport::cpu::FixedBlockShape<16u, 2u, 1u>{}); return; } }
#line 42 "batches.cu"

  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (row < n && col < m) {
    float acc = 0.0f;
    for (int k = 0; k < depth; ++k) acc += a[row * depth + k] * b[k * m + col];
    c[row * m + col] = acc;
  }
}

// A wide batch with a closing `if (i < n)`: the batch's passing threads form one range.
__global__ void wide_column_sums(const float* x, float* out, int n, int lanes, int depth) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); const unsigned cuport_lanes_ = cuport_bdim_.x * cuport_batch_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(::cuport::cpu::lane_sum_fits<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_lanes_)); decltype(depth) cuport_p_depth_ = depth; (void)cuport_p_depth_; decltype(lanes) cuport_p_lanes_ = lanes; (void)cuport_p_lanes_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; decltype(x) cuport_p_x_ = x; (void)cuport_p_x_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z * cuport_batch_; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); float* __restrict__ cuport_v_s_2724 = cuport_frame_.alloc_unaliased<float>(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 54 "batches.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_);
  cuport_v_s_2724[cuport_lin_] = 0.0f;
 } } }
#line 56 "batches.cu"
for (int k = 0; k < cuport_p_depth_; ++k) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 56 "batches.cu"
cuport_v_s_2724[cuport_lin_] += cuport_p_x_[k * cuport_p_lanes_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))];
 } } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_lanes_, (cuport_p_n_), (cuport_batch0_.x * cuport_bdim_.x)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_n_))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_batch0_.x * cuport_bdim_.x), cuport_lanes_); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 57 "batches.cu"
if (cuport_narrows2_ || (((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_))) < cuport_p_n_)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = cuport_v_s_2724[cuport_lin_];
 } } } } return; }, ::cuport::cpu::FixedBlockShape<32u, 1u, 1u>{}); return; } }
#line 53 "batches.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  float s = 0.0f;
  for (int k = 0; k < depth; ++k) s += x[k * lanes + i];
  if (i < n) out[i] = s;
}

// blockIdx.x in code that runs once per block (the loop's bounds): one block per call.
__global__ void block_bounds(int* out, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* __restrict__ cuport_v_acc_3083 = cuport_frame_.alloc_unaliased<int>();
#line 62 "batches.cu"
int first = cuport_bidx_.x * 3;; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 63 "batches.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_v_acc_3083[cuport_lin_] = 0;
 } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_;
#line 65 "batches.cu"
for (int k = first; k < first + 3; ++k) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 65 "batches.cu"
cuport_v_acc_3083[cuport_lin_] += k * static_cast<int>(cuport_tid_.x);
 } } } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_n_))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_bidx_.x * cuport_bdim_.x), cuport_bdim_.x); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 66 "batches.cu"
if (cuport_narrows2_ || (((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) < cuport_p_n_)) cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_acc_3083[cuport_lin_];
 } } } } return; }, ::cuport::cpu::FixedBlockShape<32u, 1u, 1u>{}); return; } }
#line 61 "batches.cu"

  int first = blockIdx.x * 3;
  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int acc = 0;
  for (int k = first; k < first + 3; ++k) acc += k * static_cast<int>(threadIdx.x);
  if (i < n) out[i] = acc;
}

// __shared__ storage without a barrier (a per-block scratch value): one block per call.
__global__ void block_scratch(int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(out) cuport_p_out_ = out; (void)cuport_p_out_;
#line 71 "batches.cu"
__shared__ int scratch[64];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 72 "batches.cu"
scratch[cuport_tid_.x] = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * 100, cuport_tid_.x, cuport_bdim_.x);
 } } }
#line 73 "batches.cu"
for (int k = 0; k < 2; ++k) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 73 "batches.cu"
cuport_p_out_[(cuport_bidx_.x * cuport_bdim_.x + cuport_tid_.x) * 2 + k] =
      scratch[cuport_tid_.x] + k;
 } } } } return; }, ::cuport::cpu::FixedBlockShape<32u, 1u, 1u>{}); return; } }
#line 70 "batches.cu"

  __shared__ int scratch[64];
  scratch[threadIdx.x] = ::cuport::cpu::lane_index<int>(blockIdx.x * 100, threadIdx.x, blockDim.x);
  for (int k = 0; k < 2; ++k) out[(blockIdx.x * blockDim.x + threadIdx.x) * 2 + k] =
      scratch[threadIdx.x] + k;
}

// The order in which threads reach the atomic: block by block when blocks run one at a time.
__global__ void arrival_order(int* order, int* counter) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); decltype(counter) cuport_p_counter_ = counter; (void)cuport_p_counter_; decltype(order) cuport_p_order_ = order; (void)cuport_p_order_;
#line 79 "batches.cu"
for (int k = 0; k < 2; ++k) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 80 "batches.cu"
cuport_p_order_[(cuport_bidx_.x * cuport_bdim_.x + cuport_tid_.x) * 2 + k] = atomicAdd(cuport_p_counter_, 1);
 } } } } } return; }, ::cuport::cpu::FixedBlockShape<32u, 1u, 1u>{}); return; } }
#line 78 "batches.cu"

  for (int k = 0; k < 2; ++k)
    order[(blockIdx.x * blockDim.x + threadIdx.x) * 2 + k] = atomicAdd(counter, 1);
}

template <class T>
static void print(const char* name, const std::vector<T>& values) {
  std::printf("%s", name);
  for (T v : values) std::printf(" %g", static_cast<double>(v));
  std::printf("\n");
}

int main() {
  const int n = 5, m = 613, depth = 7;
  std::vector<float> ha(n * depth), hb(depth * m), hc(n * m, -1.0f);
  for (size_t i = 0; i < ha.size(); ++i) ha[i] = static_cast<float>(i % 9) - 4.0f;
  for (size_t i = 0; i < hb.size(); ++i) hb[i] = static_cast<float>(i % 5) * 0.5f;
  float *a, *b, *c;
  CHECK(cuportMalloc(&a, ha.size() * sizeof(float)));
  CHECK(cuportMalloc(&b, hb.size() * sizeof(float)));
  CHECK(cuportMalloc(&c, hc.size() * sizeof(float)));
  CHECK(cuportMemcpy(a, ha.data(), ha.size() * sizeof(float), cuportMemcpyHostToDevice));
  CHECK(cuportMemcpy(b, hb.data(), hb.size() * sizeof(float), cuportMemcpyHostToDevice));
  CHECK(cuportMemcpy(c, hc.data(), hc.size() * sizeof(float), cuportMemcpyHostToDevice));
  // 39 x 3 blocks of 16 x 2 threads: rows of blocks end in a partial batch, and the last
  // block row and column hang over the matrix.
  cuportLaunchKernelGGL(batched_product, dim3((m + 15) / 16, (n + 1) / 2), dim3(16, 2), 0, 0, a, b, c, n, m, depth);
  CHECK(cuportMemcpy(hc.data(), c, hc.size() * sizeof(float), cuportMemcpyDeviceToHost));
  print("batched_product", hc);

  std::fill(hc.begin(), hc.end(), -1.0f);
  CHECK(cuportMemcpy(c, hc.data(), hc.size() * sizeof(float), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(batched_guard, (m + 15) / 16, 16, 0, 0, b, c, m, depth);  // the last block hangs over m
  CHECK(cuportMemcpy(hc.data(), c, hc.size() * sizeof(float), cuportMemcpyDeviceToHost));
  print("batched_guard", hc);

  std::fill(hc.begin(), hc.end(), -1.0f);
  CHECK(cuportMemcpy(c, hc.data(), hc.size() * sizeof(float), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(wide_product, dim3((m + 15) / 16, (n + 1) / 2), dim3(16, 2), 0, 0, a, b, c, n, m, depth);
  CHECK(cuportMemcpy(hc.data(), c, hc.size() * sizeof(float), cuportMemcpyDeviceToHost));
  print("wide_product", hc);

  const int lanes = 37 * 32, sums = 1000, rows = 5;
  std::vector<float> hx(lanes * rows), hsums(lanes, -1.0f);
  for (size_t i = 0; i < hx.size(); ++i) hx[i] = static_cast<float>(i % 23) * 0.25f;
  float *x, *dsums;
  CHECK(cuportMalloc(&x, hx.size() * sizeof(float)));
  CHECK(cuportMalloc(&dsums, hsums.size() * sizeof(float)));
  CHECK(cuportMemcpy(x, hx.data(), hx.size() * sizeof(float), cuportMemcpyHostToDevice));
  CHECK(cuportMemcpy(dsums, hsums.data(), hsums.size() * sizeof(float), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(wide_column_sums, 37, 32, 0, 0, x, dsums, sums, lanes, rows);
  CHECK(cuportMemcpy(hsums.data(), dsums, hsums.size() * sizeof(float), cuportMemcpyDeviceToHost));
  print("wide_column_sums", hsums);

  std::vector<int> hout(40 * 32 * 2, -1);
  int* out;
  CHECK(cuportMalloc(&out, hout.size() * sizeof(int)));
  CHECK(cuportMemcpy(out, hout.data(), hout.size() * sizeof(int), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(block_bounds, 40, 32, 0, 0, out, 40 * 32 - 5);
  CHECK(cuportMemcpy(hout.data(), out, 40 * 32 * sizeof(int), cuportMemcpyDeviceToHost));
  print("block_bounds", std::vector<int>(hout.begin(), hout.begin() + 40 * 32));

  cuportLaunchKernelGGL(block_scratch, 40, 32, 0, 0, out);
  CHECK(cuportMemcpy(hout.data(), out, hout.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("block_scratch", hout);

  int* counter;
  CHECK(cuportMalloc(&counter, sizeof(int)));
  CHECK(cuportMemset(counter, 0, sizeof(int)));
  cuportLaunchKernelGGL(arrival_order, 40, 32, 0, 0, out, counter);
  CHECK(cuportMemcpy(hout.data(), out, hout.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("arrival_order", hout);
  std::printf("done\n");
  return 0;
}
