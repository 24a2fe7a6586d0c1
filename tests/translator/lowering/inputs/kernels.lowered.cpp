// LOG: kernels.cu:19: kernel scale: lowered to thread loops; compiled for its launches' block 128x1x1
// LOG: kernels.cu:26: kernel stencil: lowered to thread loops; compiled for its launches' block 8x4x1
// LOG: kernels.cu:35: kernel block_sum: split at barriers into thread loops; compiled for its launches' block 256x1x1
// LOG: kernels.cu:51: kernel matmul: split at barriers into thread loops; compiled for its launches' block 8x8x1
// LOG: kernels.cu:67: kernel matmul_naive: lowered to thread loops (runs consecutive blocks in x as one batch, side by side in each row); compiled for its launches' block 8x8x1
// LOG: kernels.cu:78: kernel partial_block: split at barriers into thread loops; compiled for its launches' block 128x1x1
// LOG: kernels.cu:88: kernel uniform_branch: split at barriers into thread loops; compiled for its launches' block 64x1x1
// LOG: kernels.cu:104: kernel loop_return: split at barriers into thread loops; compiled for its launches' block 64x1x1
// LOG: kernels.cu:118: kernel divergent_barrier: fiber path (cannot split at barriers or warp operations: __syncthreads() under a condition that depends on the thread)
// LOG: kernels.cu:130: kernel via_device_function: lowered to thread loops; compiled for its launches' block 64x1x1
// LOG: kernels.cu:137: kernel via_template_function: lowered to thread loops; compiled for its launches' block 64x1x1
// LOG: kernels.cu:147: kernel via_method: fiber path (calls LaneOf, which reads thread built-ins)
// LOG: kernels.cu:154: kernel grid_walk: split at barriers into thread loops; compiled for its launches' block 4x1x1
// LOG: kernels.cu:162: kernel cube: lowered to thread loops; compiled for its launches' block 4x3x2
// LOG: kernels.cu:169: kernel shared_snapshot: split at barriers into thread loops; compiled for its launches' block 32x1x1
// LOG: kernels.cu:184: kernel narrow_forms: split at barriers into thread loops
// LOG: kernels.cu:219: kernel guard_exit: split at barriers into thread loops; compiled for its launches' block 64x1x1
// LOG: kernels.cu:233: kernel guard_2d: lowered to thread loops; compiled for its launches' block 8x4x1
// LOG: kernels.cu:245: kernel reference_state: lowered to thread loops (runs consecutive blocks in x as one batch); compiled for its launches' block 64x1x1
// LOG: kernels.cu:255: kernel index_forms: lowered to thread loops; compiled for its launches' block 64x1x1
// LOG: kernels.cu:277: kernel narrow_offset: lowered to thread loops; compiled for its launches' block 64x1x1
// LOG: kernels.cu:284: kernel narrow_offset_copy: lowered to thread loops; compiled for its launches' block 64x1x1
#define CUPORT_CPU_LOWERED 1
#line 1
// Kernels in the shapes the CPU lowering must handle (and the shapes it must leave to fibers).
// Each writes an integer or float array; main prints every result so runs can be compared.
#include <cuport/runtime.h>

#include <cstdio>
#include <utility>
#include <vector>

#define CHECK(call)                                                              \
  do {                                                                           \
    cuportError_t e_ = (call);                                                     \
    if (e_ != cuportSuccess) {                                                     \
      std::printf("error %s at line %d\n", cuportGetErrorString(e_), __LINE__);   \
      return 1;                                                                  \
    }                                                                            \
  } while (0)

// Barrier-free, early return.
__global__ void scale(int n, float a, const float* x, float* y) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(a) cuport_p_a_ = a; (void)cuport_p_a_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(x) cuport_p_x_ = x; (void)cuport_p_x_; decltype(y) cuport_p_y_ = y; (void)cuport_p_y_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_g0_ = cuport_frame_.alloc<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; bool cuport_exact1_ = false; cuport_g0_all_ = [&] { const ::cuport::cpu::ThreadStride cuport_run_ = ::cuport::cpu::run_not(::cuport::cpu::compared_threads<int, ::cuport::cpu::Compare::greater_equal>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)), cuport_bdim_.x); cuport_exact1_ = cuport_run_.exact; return cuport_exact1_ && ::cuport::cpu::range_rows(cuport_run_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); }(); if (!cuport_exact1_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 20 "kernels.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  cuport_g0_[cuport_lin_] = (!(i >= cuport_p_n_));
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 22 "kernels.cu"
cuport_p_y_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_p_a_ * cuport_p_x_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] + 1.0f;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 22 "kernels.cu"
cuport_p_y_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_p_a_ * cuport_p_x_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] + 1.0f;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 22 "kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_p_y_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_p_a_ * cuport_p_x_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] + 1.0f;
 }
 } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 19 "kernels.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (i >= n) return;
  y[i] = a * x[i] + 1.0f;
}

// Barrier-free, 2-D block, guard with return, a modified parameter (needs per-thread copies).
__global__ void stencil(const int* in, int* out, int w, int h) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; [=]() mutable {
#line 26 "kernels.cu"

  int x = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  int y = cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y;
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) return;
  in += y * w;
  out[y * w + x] = in[x - 1] + in[x] + in[x + 1] + in[x - w] + in[x + w];

 }(); } } }, ::cuport::cpu::FixedBlockShape<8u, 4u, 1u>{}); return; } }
#line 26 "kernels.cu"

  int x = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) return;
  in += y * w;
  out[y * w + x] = in[x - 1] + in[x] + in[x + 1] + in[x - w] + in[x + w];
}

// Shared-memory tree reduction: barriers in a uniform loop, a value live across barriers.
__global__ void block_sum(const int* in, int* out, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_;
#line 36 "kernels.cu"
__shared__ int s[256];; { const bool cuport_fold1_ = ::cuport::cpu::all_threads_pass<unsigned int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); if (cuport_fold1_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 37 "kernels.cu"
unsigned t = cuport_tid_.x;
  unsigned i = ::cuport::cpu::lane_index<unsigned int>(cuport_bidx_.x * cuport_bdim_.x, t, cuport_bdim_.x);
  s[t] = (true) ? cuport_p_in_[i] : 0;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 37 "kernels.cu"
unsigned t = cuport_tid_.x;
  unsigned i = ::cuport::cpu::lane_index<unsigned int>(cuport_bidx_.x * cuport_bdim_.x, t, cuport_bdim_.x);
  s[t] = i < cuport_p_n_ ? cuport_p_in_[i] : 0;
 } } } } } CUPORT_SPLIT_AT_BARRIER();
#line 41 "kernels.cu"
for (unsigned stride = cuport_bdim_.x / 2; stride > 0; stride >>= 1) { { const ::cuport::cpu::ThreadRange cuport_active2_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (stride), 0u); constexpr bool cuport_narrows3_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((stride))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active2_.begin; cuport_xi_ < cuport_active2_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 42 "kernels.cu"
if (cuport_narrows3_ || (((unsigned int)(cuport_tid_.x)) < stride)) s[((unsigned int)(cuport_tid_.x))] += s[::cuport::cpu::lane_index<std::size_t>(stride, ((unsigned int)(cuport_tid_.x)), cuport_bdim_.x)];
 } } } } CUPORT_SPLIT_AT_BARRIER(); } { const ::cuport::cpu::ThreadRange cuport_active4_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); constexpr bool cuport_narrows5_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((0))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active4_.begin; cuport_xi_ < cuport_active4_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 45 "kernels.cu"
if (cuport_narrows5_ || (((unsigned int)(cuport_tid_.x)) == 0)) cuport_p_out_[cuport_bidx_.x] = s[0];
 } } } } return; }, ::cuport::cpu::FixedBlockShape<256u, 1u, 1u>{}); return; } }
#line 35 "kernels.cu"

  __shared__ int s[256];
  unsigned t = threadIdx.x;
  unsigned i = ::cuport::cpu::lane_index<unsigned int>(blockIdx.x * blockDim.x, t, blockDim.x);
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[::cuport::cpu::lane_index<std::size_t>(stride, t, blockDim.x)];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}

// Tiled matrix multiply: two declarators in one statement, two barriers per iteration.
#define TILE 8
template <typename T>
__global__ void matmul(const T* A, const T* B, T* C, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(A) cuport_p_A_ = A; (void)cuport_p_A_; decltype(B) cuport_p_B_ = B; (void)cuport_p_B_; decltype(C) cuport_p_C_ = C; (void)cuport_p_C_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); T* __restrict__ cuport_v_acc_2495 = cuport_frame_.alloc_unaliased<T>();
#line 52 "kernels.cu"
__shared__ T As[TILE][TILE], Bs[TILE][TILE];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 53 "kernels.cu"
int tx = cuport_tid_.x, ty = cuport_tid_.y;
  const int row = cuport_bidx_.y * TILE + ty, col = cuport_bidx_.x * TILE + tx;
  cuport_v_acc_2495[cuport_lin_] = 0;
 } } }
#line 56 "kernels.cu"
for (int t = 0; t < cuport_p_n_ / TILE; ++t) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 57 "kernels.cu"
As[((int)(cuport_tid_.y))][((int)(cuport_tid_.x))] = cuport_p_A_[((int)(cuport_bidx_.y * TILE + ((int)(cuport_tid_.y)))) * cuport_p_n_ + t * TILE + ((int)(cuport_tid_.x))];
    Bs[((int)(cuport_tid_.y))][((int)(cuport_tid_.x))] = cuport_p_B_[(t * TILE + ((int)(cuport_tid_.y))) * cuport_p_n_ + ((int)(cuport_bidx_.x * TILE + ((int)(cuport_tid_.x))))];
 } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_;
#line 60 "kernels.cu"
for (int k = 0; k < TILE; ++k) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 60 "kernels.cu"
cuport_v_acc_2495[cuport_lin_] += As[((int)(cuport_tid_.y))][k] * Bs[k][((int)(cuport_tid_.x))];
 } } } } } CUPORT_SPLIT_AT_BARRIER(); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 63 "kernels.cu"
cuport_p_C_[((int)(cuport_bidx_.y * TILE + ((int)(cuport_tid_.y)))) * cuport_p_n_ + ((int)(cuport_bidx_.x * TILE + ((int)(cuport_tid_.x))))] = cuport_v_acc_2495[cuport_lin_];
 } } } return; }, ::cuport::cpu::FixedBlockShape<8u, 8u, 1u>{}); return; } }
#line 51 "kernels.cu"

  __shared__ T As[TILE][TILE], Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  T acc = 0;
  for (int t = 0; t < n / TILE; ++t) {
    As[ty][tx] = A[row * n + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

// A thread-dependent guard around a uniform loop: the loop is interchanged under a per-thread flag.
__global__ void matmul_naive(const float* A, const float* B, float* C, int n, int m) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); const unsigned cuport_lanes_ = cuport_bdim_.x * cuport_batch_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(::cuport::cpu::lane_sum_fits<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_lanes_)); decltype(A) cuport_p_A_ = A; (void)cuport_p_A_; decltype(B) cuport_p_B_ = B; (void)cuport_p_B_; decltype(C) cuport_p_C_ = C; (void)cuport_p_C_; decltype(m) cuport_p_m_ = m; (void)cuport_p_m_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z * cuport_batch_; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); float* __restrict__ cuport_v_acc_3146 = cuport_frame_.alloc_unaliased<float>(); int* cuport_g0_ = cuport_frame_.alloc_unaliased<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc_unaliased<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 68 "kernels.cu"
int row = cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y;
  int col = ::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_);
  cuport_g0_[cuport_lin_] = (row < cuport_p_n_ && col < cuport_p_m_);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_lanes_, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 71 "kernels.cu"
cuport_v_acc_3146[cuport_lin_] = 0.0f;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 71 "kernels.cu"
cuport_v_acc_3146[cuport_lin_] = 0.0f;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 71 "kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_acc_3146[cuport_lin_] = 0.0f;
 }
 } } } } if (cuport_g0_all_) {
#line 72 "kernels.cu"
for (int k = 0; k < cuport_p_n_; ++k) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 72 "kernels.cu"
cuport_v_acc_3146[cuport_lin_] += cuport_p_A_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_n_ + k] * cuport_p_B_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))];
 } } } } } else if (cuport_g0_dense_) {
#line 72 "kernels.cu"
for (int k = 0; k < cuport_p_n_; ++k) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 72 "kernels.cu"
cuport_v_acc_3146[cuport_lin_] += cuport_p_A_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_n_ + k] * cuport_p_B_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))];
 } } } } } else {
#line 72 "kernels.cu"
for (int k = 0; k < cuport_p_n_; ++k) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 72 "kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_acc_3146[cuport_lin_] += cuport_p_A_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_n_ + k] * cuport_p_B_[k * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))];
 }
 } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 73 "kernels.cu"
cuport_p_C_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = cuport_v_acc_3146[cuport_lin_];
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 73 "kernels.cu"
cuport_p_C_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = cuport_v_acc_3146[cuport_lin_];
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 73 "kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_p_C_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_m_ + ((int)(::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_)))] = cuport_v_acc_3146[cuport_lin_];
 }
 } } } } return; }, ::cuport::cpu::FixedBlockShape<8u, 8u, 1u>{}); return; } }
#line 67 "kernels.cu"

  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (row < n && col < m) {
    float acc = 0.0f;
    for (int k = 0; k < n; ++k) acc += A[row * n + k] * B[k * m + col];
    C[row * m + col] = acc;
  }
}

// Threads that return before a barrier are not waited for; later phases skip them.
__global__ void partial_block(int* out, int active) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(active) cuport_p_active_ = active; (void)cuport_p_active_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); unsigned char* cuport_exited_ = cuport_frame_.alloc_zeroed<unsigned char>();
#line 79 "kernels.cu"
__shared__ int s[128];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 80 "kernels.cu"
int t = cuport_tid_.x;
  if (t >= cuport_p_active_) { cuport_exited_[cuport_lin_] = 1; continue; };
  s[t] = t * 3;
 } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 84 "kernels.cu"
cuport_p_out_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, ((int)(cuport_tid_.x)), cuport_bdim_.x)] = s[cuport_p_active_ - 1 - ((int)(cuport_tid_.x))] + cuport_bidx_.x;
 } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 78 "kernels.cu"

  __shared__ int s[128];
  int t = threadIdx.x;
  if (t >= active) return;
  s[t] = t * 3;
  __syncthreads();
  out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, t, blockDim.x)] = s[active - 1 - t] + blockIdx.x;
}

// A barrier under a uniform if, and a uniform value computed once per block.
__global__ void uniform_branch(int* data, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(data) cuport_p_data_ = data; (void)cuport_p_data_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* __restrict__ cuport_v_v_3919 = cuport_frame_.alloc<int>();
#line 89 "kernels.cu"
__shared__ int s[64];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 90 "kernels.cu"
int t = cuport_tid_.x;
 } } }
#line 91 "kernels.cu"
int base = cuport_bidx_.x * cuport_bdim_.x;; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 92 "kernels.cu"
s[((int)(cuport_tid_.x))] = cuport_p_data_[base + ((int)(cuport_tid_.x))];
 } } } CUPORT_SPLIT_AT_BARRIER();
#line 94 "kernels.cu"
if (cuport_p_n_ > 100) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 95 "kernels.cu"
cuport_v_v_3919[cuport_lin_] = s[(((int)(cuport_tid_.x)) + 1) % cuport_bdim_.x];
 } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 97 "kernels.cu"
s[((int)(cuport_tid_.x))] = cuport_v_v_3919[cuport_lin_] * 2;
 } } } CUPORT_SPLIT_AT_BARRIER(); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 100 "kernels.cu"
cuport_p_data_[base + ((int)(cuport_tid_.x))] = s[((int)(cuport_tid_.x))] + ((int)(cuport_tid_.x));
 } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 88 "kernels.cu"

  __shared__ int s[64];
  int t = threadIdx.x;
  int base = blockIdx.x * blockDim.x;
  s[t] = data[base + t];
  __syncthreads();
  if (n > 100) {
    int v = s[(t + 1) % blockDim.x];
    __syncthreads();
    s[t] = v * 2;
    __syncthreads();
  }
  data[base + t] = s[t] + t;
}

// A return inside a loop (the region runs as a lambda), with a barrier after it.
__global__ void loop_return(int* out, int limit) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(limit) cuport_p_limit_ = limit; (void)cuport_p_limit_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); unsigned char* cuport_exited_ = cuport_frame_.alloc_zeroed<unsigned char>();
#line 105 "kernels.cu"
__shared__ int s[64];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; if ([&]() -> bool {
#line 106 "kernels.cu"
int t = cuport_tid_.x;
  int v = 0;
  for (int k = 0; k < 8; ++k) {
    if (t * k > cuport_p_limit_) return true;
    v += k;
  }
  s[t] = v;
 return false; }()) { cuport_exited_[cuport_lin_] = 1; } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; if ([&]() -> bool {
#line 114 "kernels.cu"
cuport_p_out_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, ((int)(cuport_tid_.x)), cuport_bdim_.x)] = s[((int)(cuport_tid_.x))] + (((int)(cuport_tid_.x)) > 0 ? s[((int)(cuport_tid_.x)) - 1] : 0);
 return false; }()) { cuport_exited_[cuport_lin_] = 1; } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 104 "kernels.cu"

  __shared__ int s[64];
  int t = threadIdx.x;
  int v = 0;
  for (int k = 0; k < 8; ++k) {
    if (t * k > limit) return;
    v += k;
  }
  s[t] = v;
  __syncthreads();
  out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, t, blockDim.x)] = s[t] + (t > 0 ? s[t - 1] : 0);
}

// A barrier under a thread-dependent condition: must keep fibers (and stay correct).
__global__ void divergent_barrier(int* out) { if (::cuport::cpu::kernel_entry(false) == ::cuport::cpu::Entry::probe) return;
  __shared__ int s[32];
  int t = threadIdx.x;
  s[t] = t;
  if (t < 64) {  // true for every thread of these blocks, but not provably uniform
    __syncthreads();
  }
  out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, t, blockDim.x)] = s[31 - t];
}

// Reads threadIdx through a device function (inlined into the kernel, then lowered).
/* CUPORT CP3002: lane or warp number computed for 32-lane warps: threadIdx.x % 32 */ __device__ int my_lane() { return threadIdx.x % 32; }
__global__ void via_device_function(int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 131 "kernels.cu"
int cuport_r0_ = {}; {  cuport_r0_ = cuport_tid_ . x % 32 ; } cuport_p_out_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)] = cuport_r0_ * 10;
 } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 130 "kernels.cu"

  int cuport_r0_ = {}; {  cuport_r0_ = threadIdx . x % 32 ; } out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)] = cuport_r0_ * 10;
}

// The same through a forced-inline template called with template arguments.
template <int N>
__device__ __forceinline__ int lane_of() { return threadIdx.x % N; }
__global__ void via_template_function(int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 138 "kernels.cu"
int cuport_r1_ = {}; { constexpr int N = 16;  cuport_r1_ = cuport_tid_ . x % N ; } cuport_p_out_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)] = cuport_r1_ * 10;
 } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 137 "kernels.cu"

  int cuport_r1_ = {}; { constexpr int N = 16;  cuport_r1_ = threadIdx . x % N ; } out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)] = cuport_r1_ * 10;
}

// The same through methods (not inlined: the kernel keeps fibers, and says why).
struct LaneOf {
  int width;
  __device__ int lane() const { return threadIdx.x % width; }
  __device__ int operator()(int scale) const { return lane() * scale; }
};
__global__ void via_method(int* out) { if (::cuport::cpu::kernel_entry(false) == ::cuport::cpu::Entry::probe) return;
  LaneOf lanes{8};
  out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)] = lanes.lane() * 10 + lanes(1000);
}

// Every block of a 3-D grid, each recording its index: workers take runs of consecutive blocks
// that cross rows and slices of the grid.
__global__ void grid_walk(int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(out) cuport_p_out_ = out; (void)cuport_p_out_;
#line 155 "kernels.cu"
__shared__ int id;; { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); constexpr bool cuport_narrows2_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((0))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 156 "kernels.cu"
if (cuport_narrows2_ || (cuport_tid_.x == 0)) id = cuport_bidx_.x + 100 * cuport_bidx_.y + 10000 * cuport_bidx_.z;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active3_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (1), 0u); constexpr bool cuport_narrows4_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((1))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active3_.begin; cuport_xi_ < cuport_active3_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 158 "kernels.cu"
if (cuport_narrows4_ || (cuport_tid_.x == 1)) cuport_p_out_[cuport_bidx_.x + cuport_gdim_.x * (cuport_bidx_.y + cuport_gdim_.y * cuport_bidx_.z)] = id;
 } } } } return; }, ::cuport::cpu::FixedBlockShape<4u, 1u, 1u>{}); return; } }
#line 154 "kernels.cu"

  __shared__ int id;
  if (threadIdx.x == 0) id = blockIdx.x + 100 * blockIdx.y + 10000 * blockIdx.z;
  __syncthreads();
  if (threadIdx.x == 1) out[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = id;
}

// 3-D blocks.
__global__ void cube(int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 163 "kernels.cu"
int linear = ::cuport::cpu::lane_index<int>(cuport_bdim_.x * (cuport_tid_.y + cuport_bdim_.y * cuport_tid_.z), cuport_tid_.x, cuport_bdim_.x);
 } } }
#line 164 "kernels.cu"
int b = cuport_bidx_.x + cuport_gdim_.x * cuport_bidx_.y;; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 165 "kernels.cu"
cuport_p_out_[b * cuport_bdim_.x * cuport_bdim_.y * cuport_bdim_.z + ((int)(::cuport::cpu::lane_index<int>(cuport_bdim_.x * (cuport_tid_.y + cuport_bdim_.y * cuport_tid_.z), cuport_tid_.x, cuport_bdim_.x)))] = ((int)(::cuport::cpu::lane_index<int>(cuport_bdim_.x * (cuport_tid_.y + cuport_bdim_.y * cuport_tid_.z), cuport_tid_.x, cuport_bdim_.x))) * 100 + b;
 } } } return; }, ::cuport::cpu::FixedBlockShape<4u, 3u, 2u>{}); return; } }
#line 162 "kernels.cu"

  int linear = ::cuport::cpu::lane_index<int>(blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z), threadIdx.x, blockDim.x);
  int b = blockIdx.x + gridDim.x * blockIdx.y;
  out[b * blockDim.x * blockDim.y * blockDim.z + linear] = linear * 100 + b;
}

// A value computed from a shared scalar that changes later: it must keep the value read before.
__global__ void shared_snapshot(int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* __restrict__ cuport_v_mine_7115 = cuport_frame_.alloc<int>();
#line 170 "kernels.cu"
__shared__ int total;; { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); constexpr bool cuport_narrows2_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((0))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 171 "kernels.cu"
if (cuport_narrows2_ || (cuport_tid_.x == 0)) total = 10 + cuport_bidx_.x;
 } } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 173 "kernels.cu"
cuport_v_mine_7115[cuport_lin_] = ::cuport::cpu::lane_index<int>(total, cuport_tid_.x, cuport_bdim_.x);
 } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active3_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); constexpr bool cuport_narrows4_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((0))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active3_.begin; cuport_xi_ < cuport_active3_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 175 "kernels.cu"
if (cuport_narrows4_ || (cuport_tid_.x == 0)) total = 1000;
 } } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 177 "kernels.cu"
cuport_p_out_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)] = cuport_v_mine_7115[cuport_lin_];
 } } } return; }, ::cuport::cpu::FixedBlockShape<32u, 1u, 1u>{}); return; } }
#line 169 "kernels.cu"

  __shared__ int total;
  if (threadIdx.x == 0) total = 10 + blockIdx.x;
  __syncthreads();
  int mine = ::cuport::cpu::lane_index<int>(total, threadIdx.x, blockDim.x);
  __syncthreads();
  if (threadIdx.x == 0) total = 1000;
  __syncthreads();
  out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)] = mine;
}

// Tests of threadIdx.x (or a copy) against a bound the same for the whole block, alone between
// barriers: each runs only the threads that pass. Every form C++ compares in: signed and unsigned
// common types (a negative k converted to unsigned passes every thread), a floating-point bound,
// mirrored operands, and inside a loop interchanged with the thread loop.
__global__ void narrow_forms(int* out, int k, unsigned u) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(k) cuport_p_k_ = k; (void)cuport_p_k_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; decltype(u) cuport_p_u_ = u; (void)cuport_p_u_;
#line 185 "kernels.cu"
__shared__ int s[256];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 186 "kernels.cu"
int t = cuport_tid_.x;
  unsigned lin = ::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  s[lin] = 0;
 } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_k_), 0u); constexpr bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_k_))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 190 "kernels.cu"
if (cuport_narrows2_ || (((int)(cuport_tid_.x)) < cuport_p_k_)) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 1;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active3_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_k_), 0u); constexpr bool cuport_narrows4_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((cuport_p_k_))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active3_.begin; cuport_xi_ < cuport_active3_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 192 "kernels.cu"
if (cuport_narrows4_ || (cuport_tid_.x < cuport_p_k_)) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 2;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active5_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less_equal>(cuport_bdim_.x, (cuport_p_k_ - 2), 0u); constexpr bool cuport_narrows6_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_k_ - 2))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active5_.begin; cuport_xi_ < cuport_active5_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 194 "kernels.cu"
if (cuport_narrows6_ || (((int)(cuport_tid_.x)) <= cuport_p_k_ - 2)) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 4;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active7_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_k_), 0u); constexpr bool cuport_narrows8_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_k_))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active7_.begin; cuport_xi_ < cuport_active7_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 196 "kernels.cu"
if (cuport_narrows8_ || (cuport_p_k_ > ((int)(cuport_tid_.x)))) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 8;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active9_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::greater_equal>(cuport_bdim_.x, (cuport_p_k_), 0u); constexpr bool cuport_narrows10_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_k_))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active9_.begin; cuport_xi_ < cuport_active9_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 198 "kernels.cu"
if (cuport_narrows10_ || (((int)(cuport_tid_.x)) >= cuport_p_k_)) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 16;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active11_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_u_), 0u); constexpr bool cuport_narrows12_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((cuport_p_u_))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active11_.begin; cuport_xi_ < cuport_active11_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 200 "kernels.cu"
if (cuport_narrows12_ || (cuport_p_u_ > cuport_tid_.x)) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 32;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active13_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (cuport_p_k_), 0u); constexpr bool cuport_narrows14_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_k_))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active13_.begin; cuport_xi_ < cuport_active13_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 202 "kernels.cu"
if (cuport_narrows14_ || (cuport_p_k_ == ((int)(cuport_tid_.x)))) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 64;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active15_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (2.5f * cuport_p_k_), 0u); constexpr bool cuport_narrows16_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((2.5f * cuport_p_k_))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active15_.begin; cuport_xi_ < cuport_active15_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 204 "kernels.cu"
if (cuport_narrows16_ || (((int)(cuport_tid_.x)) < 2.5f * cuport_p_k_)) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 128;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active17_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::less_equal>(cuport_bdim_.x, (cuport_p_u_), 0u); constexpr bool cuport_narrows18_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((cuport_p_u_))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active17_.begin; cuport_xi_ < cuport_active17_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 206 "kernels.cu"
if (cuport_narrows18_ || (cuport_tid_.x <= cuport_p_u_)) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 256;
 } } } } CUPORT_SPLIT_AT_BARRIER(); { const ::cuport::cpu::ThreadRange cuport_active19_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, ((short)cuport_p_k_), 0u); constexpr bool cuport_narrows20_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype(((short)cuport_p_k_))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active19_.begin; cuport_xi_ < cuport_active19_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 208 "kernels.cu"
if (cuport_narrows20_ || ((short)cuport_p_k_ > ((int)(cuport_tid_.x)))) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 512;
 } } } } CUPORT_SPLIT_AT_BARRIER();
#line 210 "kernels.cu"
for (int j = 0; j < 3; ++j) { { const ::cuport::cpu::ThreadRange cuport_active21_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_k_), 0u); constexpr bool cuport_narrows22_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_k_))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active21_.begin; cuport_xi_ < cuport_active21_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 210 "kernels.cu"

    if (cuport_narrows22_ || (((int)(cuport_tid_.x)) < cuport_p_k_)) s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] += 1024;
  
 } } } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 214 "kernels.cu"
cuport_p_out_[cuport_bidx_.x * cuport_bdim_.x * cuport_bdim_.y * cuport_bdim_.z + ((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = s[((unsigned int)(::cuport::cpu::lane_index<unsigned int>((cuport_tid_.z * cuport_bdim_.y + cuport_tid_.y) * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))];
 } } } return; }); return; } }
#line 184 "kernels.cu"

  __shared__ int s[256];
  int t = threadIdx.x;
  unsigned lin = ::cuport::cpu::lane_index<unsigned int>((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x, threadIdx.x, blockDim.x);
  s[lin] = 0;
  __syncthreads();
  if (t < k) s[lin] += 1;
  __syncthreads();
  if (threadIdx.x < k) s[lin] += 2;
  __syncthreads();
  if (t <= k - 2) s[lin] += 4;
  __syncthreads();
  if (k > t) s[lin] += 8;
  __syncthreads();
  if (t >= k) s[lin] += 16;
  __syncthreads();
  if (u > threadIdx.x) s[lin] += 32;
  __syncthreads();
  if (k == t) s[lin] += 64;
  __syncthreads();
  if (t < 2.5f * k) s[lin] += 128;
  __syncthreads();
  if (threadIdx.x <= u) s[lin] += 256;
  __syncthreads();
  if ((short)k > t) s[lin] += 512;
  __syncthreads();
  for (int j = 0; j < 3; ++j) {
    if (t < k) s[lin] += 1024;
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x * blockDim.y * blockDim.z + lin] = s[lin];
}

// A guard flag set in a kernel where threads also return before a barrier: exited threads are
// skipped, and blocks where every remaining thread passes run the guarded loop without the test.
__global__ void guard_exit(const float* a, float* out, int n, int stop) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(a) cuport_p_a_ = a; (void)cuport_p_a_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; decltype(stop) cuport_p_stop_ = stop; (void)cuport_p_stop_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); float* __restrict__ cuport_v_acc_9178 = cuport_frame_.alloc_unaliased<float>(); unsigned char* cuport_exited_ = cuport_frame_.alloc_zeroed<unsigned char>(); int* cuport_g0_ = cuport_frame_.alloc_unaliased<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc_unaliased<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false;
#line 220 "kernels.cu"
__shared__ float s[64];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 221 "kernels.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  if (cuport_tid_.x >= cuport_p_stop_) { cuport_exited_[cuport_lin_] = 1; continue; };
  s[cuport_tid_.x] = cuport_p_a_[i];
 } } } CUPORT_SPLIT_AT_BARRIER(); bool cuport_exact1_ = false; cuport_g0_all_ = [&] { const ::cuport::cpu::ThreadStride cuport_run_ = ::cuport::cpu::compared_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_n_), (cuport_bidx_.x * cuport_bdim_.x)); cuport_exact1_ = cuport_run_.exact; return cuport_exact1_ && ::cuport::cpu::range_rows(cuport_run_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); }(); if (!cuport_exact1_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 225 "kernels.cu"
cuport_g0_[cuport_lin_] = (((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x))) < cuport_p_n_);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 226 "kernels.cu"
cuport_v_acc_9178[cuport_lin_] = 0.0f;
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 226 "kernels.cu"
cuport_v_acc_9178[cuport_lin_] = 0.0f;
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 226 "kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_acc_9178[cuport_lin_] = 0.0f;
 }
 } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_;
#line 227 "kernels.cu"
for (int k = 0; k < 4; ++k) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 227 "kernels.cu"
cuport_v_acc_9178[cuport_lin_] += s[(cuport_tid_.x + k) % cuport_p_stop_];
 } } } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; if (!(cuport_g0_rows_[cuport_rowi_].begin < cuport_g0_rows_[cuport_rowi_].end)) continue;
#line 227 "kernels.cu"
for (int k = 0; k < 4; ++k) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_rows_[cuport_rowi_].begin, 0); cuport_xi_ < std::min<int>(cuport_g0_rows_[cuport_rowi_].end, static_cast<int>(cuport_bdim_.x)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 227 "kernels.cu"
cuport_v_acc_9178[cuport_lin_] += s[(cuport_tid_.x + k) % cuport_p_stop_];
 } } } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; if (!(cuport_g0_span_.begin < cuport_g0_span_.end)) continue;
#line 227 "kernels.cu"
for (int k = 0; k < 4; ++k) { { CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = std::max<int>(cuport_g0_span_.begin, 0); cuport_xi_ < std::min<int>(cuport_g0_span_.end, static_cast<int>(cuport_bdim_.x)); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 227 "kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_v_acc_9178[cuport_lin_] += s[(cuport_tid_.x + k) % cuport_p_stop_];
 }
 } } } } } } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 228 "kernels.cu"
cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_acc_9178[cuport_lin_];
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 228 "kernels.cu"
cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_acc_9178[cuport_lin_];
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); if (cuport_exited_[cuport_lin_]) continue; const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 228 "kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_p_out_[((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_v_acc_9178[cuport_lin_];
 }
 } } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 219 "kernels.cu"

  __shared__ float s[64];
  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  if (threadIdx.x >= stop) return;
  s[threadIdx.x] = a[i];
  __syncthreads();
  if (i < n) {
    float acc = 0.0f;
    for (int k = 0; k < 4; ++k) acc += s[(threadIdx.x + k) % stop];
    out[i] = acc;
  }
}

// A pure two-dimensional guard with partial edge blocks in x and y.
__global__ void guard_2d(const int* in, int* out, int w, int h) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(h) cuport_p_h_ = h; (void)cuport_p_h_; decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; decltype(w) cuport_p_w_ = w; (void)cuport_p_w_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* cuport_g0_ = cuport_frame_.alloc<int>(); bool cuport_g0_all_ = false; ::cuport::cpu::ThreadRange cuport_g0_span_{0, 0}; ::cuport::cpu::ThreadRange* cuport_g0_rows_ = cuport_frame_.alloc<::cuport::cpu::ThreadRange>(); bool cuport_g0_dense_ = false; bool cuport_exact1_ = false; cuport_g0_all_ = ::cuport::cpu::guard_rows(cuport_bdim_, [&](unsigned cuport_y_, unsigned cuport_z_) { const uint3 cuport_tid_{0u, cuport_y_, cuport_z_}; (void)cuport_tid_; return ::cuport::cpu::run_and(::cuport::cpu::compared_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_w_), (cuport_bidx_.x * cuport_bdim_.x)), ::cuport::cpu::row_run((((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) < cuport_p_h_), cuport_bdim_.x)); }, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_, cuport_exact1_); if (!cuport_exact1_) {  for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 234 "kernels.cu"
int x = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  int y = cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y;
  cuport_g0_[cuport_lin_] = (x < cuport_p_w_ && y < cuport_p_h_);
 } } } cuport_g0_all_ = ::cuport::cpu::scan_flags(cuport_g0_, cuport_bdim_.x, cuport_nthreads_, cuport_g0_span_, cuport_g0_rows_, cuport_g0_dense_); } if (cuport_g0_all_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 236 "kernels.cu"
cuport_p_out_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_w_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_p_in_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_w_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] * 2 + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)));
 } } } } else if (cuport_g0_dense_) { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_rows_[cuport_rowi_].begin; cuport_xi_ < cuport_g0_rows_[cuport_rowi_].end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 236 "kernels.cu"
cuport_p_out_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_w_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_p_in_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_w_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] * 2 + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)));
 } } } } else { for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_g0_span_.begin; cuport_xi_ < cuport_g0_span_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 236 "kernels.cu"
if (cuport_g0_[cuport_lin_]) { cuport_p_out_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_w_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] = cuport_p_in_[((int)(cuport_bidx_.y * cuport_bdim_.y + cuport_tid_.y)) * cuport_p_w_ + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)))] * 2 + ((int)(::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)));
 }
 } } } } return; }, ::cuport::cpu::FixedBlockShape<8u, 4u, 1u>{}); return; } }
#line 233 "kernels.cu"

  int x = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[y * w + x] = in[y * w + x] * 2 + x;
}

// A variable changed through a reference parameter (a random generator's state), its use in a
// cast, and a uniform loop that gets a thread loop of its own: the state is per-thread.
__device__ unsigned next_value(unsigned& state) {
  state = state * 1664525u + 1013904223u;
  return state >> 16;
}
__global__ void reference_state(unsigned* out, int rounds) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; decltype(rounds) cuport_p_rounds_ = rounds; (void)cuport_p_rounds_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z * cuport_batch_; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); unsigned int* __restrict__ cuport_v_state_10058 = cuport_frame_.alloc_unaliased<unsigned int>(); unsigned int* __restrict__ cuport_v_total_10112 = cuport_frame_.alloc_unaliased<unsigned int>(); for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 246 "kernels.cu"
const unsigned tid = cuport_bidx_.x * cuport_bdim_.x + cuport_tid_.x;
  cuport_v_state_10058[cuport_lin_] = (unsigned)(tid + 1) * 2654435761u;
  cuport_v_total_10112[cuport_lin_] = 0;
 } } } }
#line 249 "kernels.cu"
for (int r = 0; r < cuport_p_rounds_; ++r) { for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 249 "kernels.cu"
cuport_v_total_10112[cuport_lin_] += next_value(cuport_v_state_10058[cuport_lin_]);
 } } } } } for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) { const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z}; (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_); (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 250 "kernels.cu"
cuport_p_out_[((unsigned int)(cuport_bidx_.x * cuport_bdim_.x + cuport_tid_.x))] = cuport_v_total_10112[cuport_lin_];
 } } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 245 "kernels.cu"

  const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned state = (unsigned)(tid + 1) * 2654435761u;
  unsigned total = 0;
  for (int r = 0; r < rounds; ++r) total += next_value(state);
  out[tid] = total;
}

// Thread-index sums that lane_index.py rewrites, at offsets where the unsigned sum crosses
// INT_MAX and UINT_MAX: every converted value must be the one C++ gives.
__global__ void index_forms(long long* out, unsigned off, const int* data, int n) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(data) cuport_p_data_ = data; (void)cuport_p_data_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(off) cuport_p_off_ = off; (void)cuport_p_off_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 256 "kernels.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_p_off_, cuport_tid_.x, cuport_bdim_.x);
  long wide = ::cuport::cpu::lane_index<long>(cuport_p_off_, cuport_tid_.x, cuport_bdim_.x);
  unsigned same = ::cuport::cpu::lane_index<unsigned int>(cuport_p_off_, cuport_tid_.x, cuport_bdim_.x);
  int tx = cuport_tid_.x;  // a copy of threadIdx.x counts as threadIdx.x
  int via_copy = ::cuport::cpu::lane_index<int>(cuport_p_off_, tx, cuport_bdim_.x);
  unsigned moved = cuport_tid_.x;  // a changed copy does not
  moved += 1;
  long long* row = cuport_p_out_ + cuport_tid_.x * 8;
  row[0] = i;
  row[1] = wide;
  row[2] = (int)(::cuport::cpu::lane_index<int>(cuport_p_off_, cuport_tid_.x, cuport_bdim_.x));
  row[3] = cuport_p_data_[::cuport::cpu::lane_index<std::size_t>((cuport_p_off_ & 15u), cuport_tid_.x, cuport_bdim_.x)] * cuport_p_n_;
  i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  row[4] = i;
  row[5] = same;
  row[6] = via_copy;
  row[7] = long(cuport_p_off_ + moved);
 } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 255 "kernels.cu"

  int i = ::cuport::cpu::lane_index<int>(off, threadIdx.x, blockDim.x);
  long wide = ::cuport::cpu::lane_index<long>(off, threadIdx.x, blockDim.x);
  unsigned same = ::cuport::cpu::lane_index<unsigned int>(off, threadIdx.x, blockDim.x);
  int tx = threadIdx.x;  // a copy of threadIdx.x counts as threadIdx.x
  int via_copy = ::cuport::cpu::lane_index<int>(off, tx, blockDim.x);
  unsigned moved = threadIdx.x;  // a changed copy does not
  moved += 1;
  long long* row = out + threadIdx.x * 8;
  row[0] = i;
  row[1] = wide;
  row[2] = (int)(::cuport::cpu::lane_index<int>(off, threadIdx.x, blockDim.x));
  row[3] = data[::cuport::cpu::lane_index<std::size_t>((off & 15u), threadIdx.x, blockDim.x)] * n;
  i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  row[4] = i;
  row[5] = same;
  row[6] = via_copy;
  row[7] = long(off + moved);
}

// A closing `if (i < k)` with i = off + threadIdx.x runs over the passing threads only; where
// the sum passes INT_MAX (i negative for the last threads) the test must stay.
__global__ void narrow_offset(int* out, unsigned off, int k) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(k) cuport_p_k_ = k; (void)cuport_p_k_; decltype(off) cuport_p_off_ = off; (void)cuport_p_off_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 278 "kernels.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_p_off_, cuport_tid_.x, cuport_bdim_.x);
  cuport_p_out_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)] = 0;
 } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_k_), (cuport_p_off_)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_k_))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_p_off_), cuport_bdim_.x); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 280 "kernels.cu"
if (cuport_narrows2_ || (((int)(::cuport::cpu::lane_index<int>(cuport_p_off_, cuport_tid_.x, cuport_bdim_.x))) < cuport_p_k_)) cuport_p_out_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)] = 1 + (((int)(::cuport::cpu::lane_index<int>(cuport_p_off_, cuport_tid_.x, cuport_bdim_.x))) & 7);
 } } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 277 "kernels.cu"

  int i = ::cuport::cpu::lane_index<int>(off, threadIdx.x, blockDim.x);
  out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)] = 0;
  if (i < k) out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)] = 1 + (i & 7);
}

// The same through a copy of threadIdx.x (`int t = threadIdx.x; int i = off + t;`).
__global__ void narrow_offset_copy(int* out, unsigned off, int k) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(k) cuport_p_k_ = k; (void)cuport_p_k_; decltype(off) cuport_p_off_ = off; (void)cuport_p_off_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 285 "kernels.cu"
int t = cuport_tid_.x;
  int i = ::cuport::cpu::lane_index<int>(cuport_p_off_, t, cuport_bdim_.x);
  cuport_p_out_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, t, cuport_bdim_.x)] = 0;
 } } } { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (cuport_p_k_), (cuport_p_off_)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype((cuport_p_k_))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_p_off_), cuport_bdim_.x); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 288 "kernels.cu"
if (cuport_narrows2_ || (((int)(::cuport::cpu::lane_index<int>(cuport_p_off_, ((int)(cuport_tid_.x)), cuport_bdim_.x))) < cuport_p_k_)) cuport_p_out_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, ((int)(cuport_tid_.x)), cuport_bdim_.x)] = 1 + (((int)(::cuport::cpu::lane_index<int>(cuport_p_off_, ((int)(cuport_tid_.x)), cuport_bdim_.x))) & 7);
 } } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 284 "kernels.cu"

  int t = threadIdx.x;
  int i = ::cuport::cpu::lane_index<int>(off, t, blockDim.x);
  out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, t, blockDim.x)] = 0;
  if (i < k) out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, t, blockDim.x)] = 1 + (i & 7);
}

template <class T>
void print(const char* name, const std::vector<T>& v) {
  std::printf("%s", name);
  for (const T& x : v) std::printf(" %g", static_cast<double>(x));
  std::printf("\n");
}

void print(const char* name, const std::vector<long long>& v) {  // exact, beyond 2^31
  std::printf("%s", name);
  for (long long x : v) std::printf(" %lld", x);
  std::printf("\n");
}

int main() {
  const int n = 1000;
  std::vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) hx[i] = static_cast<float>(i % 17) * 0.25f;
  float *x, *y;
  CHECK(cuportMalloc(&x, n * sizeof(float)));
  CHECK(cuportMalloc(&y, n * sizeof(float)));
  CHECK(cuportMemcpy(x, hx.data(), n * sizeof(float), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(scale, (n + 127) / 128, 128, 0, 0, n, 3.0f, x, y);
  CHECK(cuportMemcpy(hy.data(), y, n * sizeof(float), cuportMemcpyDeviceToHost));
  print("scale", hy);

  const int w = 37, h = 23;
  std::vector<int> himg(w * h), hst(w * h, -1);
  for (int i = 0; i < w * h; ++i) himg[i] = (i * 7) % 31;
  int *img, *st;
  CHECK(cuportMalloc(&img, w * h * sizeof(int)));
  CHECK(cuportMalloc(&st, w * h * sizeof(int)));
  CHECK(cuportMemcpy(img, himg.data(), w * h * sizeof(int), cuportMemcpyHostToDevice));
  CHECK(cuportMemcpy(st, hst.data(), w * h * sizeof(int), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(stencil, dim3((w + 7) / 8, (h + 3) / 4), dim3(8, 4), 0, 0, img, st, w, h);
  CHECK(cuportMemcpy(hst.data(), st, w * h * sizeof(int), cuportMemcpyDeviceToHost));
  print("stencil", hst);

  const int m = 5000, blocks = (m + 255) / 256;
  std::vector<int> hin(m), hsum(blocks);
  for (int i = 0; i < m; ++i) hin[i] = (i * 13) % 101;
  int *in, *sums;
  CHECK(cuportMalloc(&in, m * sizeof(int)));
  CHECK(cuportMalloc(&sums, blocks * sizeof(int)));
  CHECK(cuportMemcpy(in, hin.data(), m * sizeof(int), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(block_sum, blocks, 256, 0, 0, in, sums, m);
  CHECK(cuportMemcpy(hsum.data(), sums, blocks * sizeof(int), cuportMemcpyDeviceToHost));
  print("block_sum", hsum);

  const int mn = 32;
  std::vector<int> ha(mn * mn), hb(mn * mn), hc(mn * mn);
  for (int i = 0; i < mn * mn; ++i) ha[i] = i % 5 - 2, hb[i] = (i * 3) % 7 - 3;
  int *a, *b, *c;
  CHECK(cuportMalloc(&a, mn * mn * sizeof(int)));
  CHECK(cuportMalloc(&b, mn * mn * sizeof(int)));
  CHECK(cuportMalloc(&c, mn * mn * sizeof(int)));
  CHECK(cuportMemcpy(a, ha.data(), mn * mn * sizeof(int), cuportMemcpyHostToDevice));
  CHECK(cuportMemcpy(b, hb.data(), mn * mn * sizeof(int), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(matmul<int>, dim3(mn / TILE, mn / TILE), dim3(TILE, TILE), 0, 0, a, b, c, mn);
  CHECK(cuportMemcpy(hc.data(), c, mn * mn * sizeof(int), cuportMemcpyDeviceToHost));
  print("matmul", hc);

  const int rn = 19, rm = 23;
  std::vector<float> fa(rn * rn), fb(rn * rm), fc(rn * rm, -1.0f);
  for (int i = 0; i < rn * rn; ++i) fa[i] = static_cast<float>(i % 7) - 3.0f;
  for (int i = 0; i < rn * rm; ++i) fb[i] = static_cast<float>(i % 5) * 0.5f;
  float *da, *db, *dc;
  CHECK(cuportMalloc(&da, fa.size() * sizeof(float)));
  CHECK(cuportMalloc(&db, fb.size() * sizeof(float)));
  CHECK(cuportMalloc(&dc, fc.size() * sizeof(float)));
  CHECK(cuportMemcpy(da, fa.data(), fa.size() * sizeof(float), cuportMemcpyHostToDevice));
  CHECK(cuportMemcpy(db, fb.data(), fb.size() * sizeof(float), cuportMemcpyHostToDevice));
  CHECK(cuportMemcpy(dc, fc.data(), fc.size() * sizeof(float), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(matmul_naive, dim3(3, 3), dim3(8, 8), 0, 0, da, db, dc, rn, rm);
  CHECK(cuportMemcpy(fc.data(), dc, fc.size() * sizeof(float), cuportMemcpyDeviceToHost));
  print("matmul_naive", fc);

  std::vector<int> hout(4 * 128, -7);
  int* out;
  CHECK(cuportMalloc(&out, hout.size() * sizeof(int)));
  CHECK(cuportMemcpy(out, hout.data(), hout.size() * sizeof(int), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(partial_block, 4, 128, 0, 0, out, 100);
  CHECK(cuportMemcpy(hout.data(), out, hout.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("partial_block", hout);

  std::vector<int> hdata(3 * 64);
  for (int i = 0; i < 3 * 64; ++i) hdata[i] = i * i % 97;
  int* data;
  CHECK(cuportMalloc(&data, hdata.size() * sizeof(int)));
  CHECK(cuportMemcpy(data, hdata.data(), hdata.size() * sizeof(int), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(uniform_branch, 3, 64, 0, 0, data, 200);
  cuportLaunchKernelGGL(uniform_branch, 3, 64, 0, 0, data, 50);
  CHECK(cuportMemcpy(hdata.data(), data, hdata.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("uniform_branch", hdata);

  std::vector<int> hlr(2 * 64, -1);
  int* lr;
  CHECK(cuportMalloc(&lr, hlr.size() * sizeof(int)));
  CHECK(cuportMemcpy(lr, hlr.data(), hlr.size() * sizeof(int), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(loop_return, 2, 64, 0, 0, lr, 150);
  CHECK(cuportMemcpy(hlr.data(), lr, hlr.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("loop_return", hlr);

  std::vector<int> hdv(2 * 32);
  int* dv;
  CHECK(cuportMalloc(&dv, hdv.size() * sizeof(int)));
  cuportLaunchKernelGGL(divergent_barrier, 2, 32, 0, 0, dv);
  CHECK(cuportMemcpy(hdv.data(), dv, hdv.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("divergent_barrier", hdv);

  std::vector<int> hdf(2 * 64);
  int* df;
  CHECK(cuportMalloc(&df, hdf.size() * sizeof(int)));
  cuportLaunchKernelGGL(via_device_function, 2, 64, 0, 0, df);
  CHECK(cuportMemcpy(hdf.data(), df, hdf.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("via_device_function", hdf);

  cuportLaunchKernelGGL(via_template_function, 2, 64, 0, 0, df);
  CHECK(cuportMemcpy(hdf.data(), df, hdf.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("via_template_function", hdf);

  cuportLaunchKernelGGL(via_method, 2, 64, 0, 0, df);
  CHECK(cuportMemcpy(hdf.data(), df, hdf.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("via_method", hdf);

  std::vector<int> hwalk(33 * 7 * 5);
  int* walk;
  CHECK(cuportMalloc(&walk, hwalk.size() * sizeof(int)));
  cuportLaunchKernelGGL(grid_walk, dim3(33, 7, 5), 4, 0, 0, walk);
  CHECK(cuportMemcpy(hwalk.data(), walk, hwalk.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("grid_walk", hwalk);

  std::vector<int> hcube(4 * 4 * 3 * 2);
  int* cb;
  CHECK(cuportMalloc(&cb, hcube.size() * sizeof(int)));
  cuportLaunchKernelGGL(cube, dim3(2, 2), dim3(4, 3, 2), 0, 0, cb);
  CHECK(cuportMemcpy(hcube.data(), cb, hcube.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("cube", hcube);
  std::vector<int> hsnap(2 * 32);
  int* snap;
  CHECK(cuportMalloc(&snap, hsnap.size() * sizeof(int)));
  cuportLaunchKernelGGL(shared_snapshot, 2, 32, 0, 0, snap);
  CHECK(cuportMemcpy(hsnap.data(), snap, hsnap.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("shared_snapshot", hsnap);
  std::vector<int> hnarrow(2 * 128);
  int* narrow;
  CHECK(cuportMalloc(&narrow, hnarrow.size() * sizeof(int)));
  const int ks[] = {-3, 0, 5, 16, 100};
  const unsigned us[] = {7u, 0xFFFFFFFFu, 7u, 0u, 3u};
  for (int c = 0; c < 5; ++c) {
    cuportLaunchKernelGGL(narrow_forms, 2, dim3(16, 8), 0, 0, narrow, ks[c], us[c]);
    CHECK(cuportMemcpy(hnarrow.data(), narrow, hnarrow.size() * sizeof(int), cuportMemcpyDeviceToHost));
    print("narrow_forms", hnarrow);
  }
  cuportLaunchKernelGGL(narrow_forms, 2, dim3(8, 2, 2), 0, 0, narrow, 6, 2u);
  std::vector<int> hnarrow3(2 * 32);
  CHECK(cuportMemcpy(hnarrow3.data(), narrow, hnarrow3.size() * sizeof(int), cuportMemcpyDeviceToHost));
  print("narrow_forms_3d", hnarrow3);

  const int gn = 150;
  std::vector<float> hga(3 * 64), hgo(3 * 64, -1.0f);
  for (size_t i = 0; i < hga.size(); ++i) hga[i] = static_cast<float>(i % 13);
  float *ga, *go;
  CHECK(cuportMalloc(&ga, hga.size() * sizeof(float)));
  CHECK(cuportMalloc(&go, hgo.size() * sizeof(float)));
  CHECK(cuportMemcpy(ga, hga.data(), hga.size() * sizeof(float), cuportMemcpyHostToDevice));
  CHECK(cuportMemcpy(go, hgo.data(), hgo.size() * sizeof(float), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(guard_exit, 3, 64, 0, 0, ga, go, gn, 60);
  CHECK(cuportMemcpy(hgo.data(), go, hgo.size() * sizeof(float), cuportMemcpyDeviceToHost));
  print("guard_exit", hgo);

  std::vector<int> hg2(w * h, -1);
  int* g2;
  CHECK(cuportMalloc(&g2, w * h * sizeof(int)));
  CHECK(cuportMemcpy(g2, hg2.data(), w * h * sizeof(int), cuportMemcpyHostToDevice));
  cuportLaunchKernelGGL(guard_2d, dim3((w + 7) / 8, (h + 3) / 4), dim3(8, 4), 0, 0, img, g2, w, h);
  CHECK(cuportMemcpy(hg2.data(), g2, w * h * sizeof(int), cuportMemcpyDeviceToHost));
  print("guard_2d", hg2);
  CHECK(cuportDeviceSynchronize());
  std::vector<unsigned> hstate(128);
  unsigned* dstate;
  CHECK(cuportMalloc(&dstate, hstate.size() * sizeof(unsigned)));
  cuportLaunchKernelGGL(reference_state, 2, 64, 0, 0, dstate, 5);
  CHECK(cuportMemcpy(hstate.data(), dstate, hstate.size() * sizeof(unsigned), cuportMemcpyDeviceToHost));
  print("reference_state", hstate);

  std::vector<int> hidx(80);
  for (int i = 0; i < 80; ++i) hidx[i] = i * 7 % 23;
  int* didx;
  long long* dforms;
  CHECK(cuportMalloc(&didx, hidx.size() * sizeof(int)));
  CHECK(cuportMalloc(&dforms, 64 * 8 * sizeof(long long)));
  CHECK(cuportMemcpy(didx, hidx.data(), hidx.size() * sizeof(int), cuportMemcpyHostToDevice));
  for (unsigned off : {5u, 0x7fffffffu - 20u, 0xffffffffu - 20u}) {
    std::vector<long long> hforms(64 * 8);
    cuportLaunchKernelGGL(index_forms, 1, 64, 0, 0, dforms, off, didx, 3);
    CHECK(cuportMemcpy(hforms.data(), dforms, hforms.size() * sizeof(long long), cuportMemcpyDeviceToHost));
    print("index_forms", hforms);
  }

  int* dnarrow;
  CHECK(cuportMalloc(&dnarrow, 2 * 64 * sizeof(int)));
  const std::pair<unsigned, int> narrow_cases[] = {
      {5u, 20}, {5u, -3}, {0x7fffffffu - 20u, 0x7fffffff - 10}, {100u, 100}, {0u, 64}};
  for (auto [off, k] : narrow_cases) {
    std::vector<int> hn(2 * 64, -1);
    cuportLaunchKernelGGL(narrow_offset, 2, 64, 0, 0, dnarrow, off, k);
    CHECK(cuportMemcpy(hn.data(), dnarrow, hn.size() * sizeof(int), cuportMemcpyDeviceToHost));
    print("narrow_offset", hn);
    cuportLaunchKernelGGL(narrow_offset_copy, 2, 64, 0, 0, dnarrow, off, k);
    CHECK(cuportMemcpy(hn.data(), dnarrow, hn.size() * sizeof(int), cuportMemcpyDeviceToHost));
    print("narrow_offset_copy", hn);
  }
  std::printf("done\n");
  return 0;
}
