// LOG: grid_stride.cu:10: kernel gs_scale: lowered to thread loops
// LOG: grid_stride.cu:15: kernel gs_indirect: lowered to thread loops; compiled for its launches' block 64x1x1
// LOG: grid_stride.cu:22: kernel gs_sum: lowered to thread loops; compiled for its launches' block 128x1x1
// LOG: grid_stride.cu:34: kernel gs_changed: lowered to thread loops (runs consecutive blocks in x as one batch, side by side in each row); compiled for its launches' block 64x1x1
// LOG: grid_stride.cu:42: kernel gs_unsigned: lowered to thread loops (runs consecutive blocks in x as one batch, side by side in each row); compiled for its launches' block 64x1x1
#define CUPORT_CPU_LOWERED 1
#line 1
// Grid-stride loops (grid_stride.py rewrites them so the loop over the grid is uniform), and
// loops of that look it must leave alone. main prints each result as a row.
#include <cuport/runtime.h>

#include <cstdio>
#include <vector>

#include "rows.cuh"

__global__ void gs_scale(int n, float a, const float* x, float* y) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(a) cuport_p_a_ = a; (void)cuport_p_a_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(x) cuport_p_x_ = x; (void)cuport_p_x_; decltype(y) cuport_p_y_ = y; (void)cuport_p_y_;
#line 11 "grid_stride.cu"
for (int cuport_gs0_ = (cuport_bidx_.x * cuport_bdim_.x); cuport_gs0_ < (cuport_p_n_); cuport_gs0_ += (cuport_bdim_.x * cuport_gdim_.x)) { { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, ((cuport_p_n_)), (cuport_gs0_)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype(((cuport_p_n_)))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_gs0_), cuport_bdim_.x); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 11 "grid_stride.cu"
if (cuport_narrows2_ || (::cuport::cpu::lane_index<int>(cuport_gs0_, cuport_tid_.x, cuport_bdim_.x) < (cuport_p_n_))) { int i = ::cuport::cpu::lane_index<int>(cuport_gs0_, cuport_tid_.x, cuport_bdim_.x); cuport_p_y_[i] = cuport_p_a_ * cuport_p_x_[i] + cuport_p_y_[i]; }
 } } } } } return; }); return; } }
#line 10 "grid_stride.cu"

  for (int cuport_gs0_ = (blockIdx.x * blockDim.x); cuport_gs0_ < (n); cuport_gs0_ += (blockDim.x * gridDim.x)) if (::cuport::cpu::lane_index<int>(cuport_gs0_, threadIdx.x, blockDim.x) < (n)) { int i = ::cuport::cpu::lane_index<int>(cuport_gs0_, threadIdx.x, blockDim.x); y[i] = a * x[i] + y[i]; }
}

// The start and the stride in variables first (as NVIDIA's introductions write it).
__global__ void gs_indirect(int n, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 16 "grid_stride.cu"
int index = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
 } } }
#line 17 "grid_stride.cu"
int stride = cuport_bdim_.x * cuport_gdim_.x;;
#line 18 "grid_stride.cu"
for (int cuport_gs1_ = (cuport_bidx_.x * cuport_bdim_.x); cuport_gs1_ < (cuport_p_n_); cuport_gs1_ += (cuport_bdim_.x * cuport_gdim_.x)) { { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, ((cuport_p_n_)), (cuport_gs1_)); const bool cuport_narrows2_ = ::cuport::cpu::kNarrows<int, std::decay_t<decltype(((cuport_p_n_)))>> && ::cuport::cpu::lane_sum_fits<int>((cuport_gs1_), cuport_bdim_.x); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 18 "grid_stride.cu"
if (cuport_narrows2_ || (::cuport::cpu::lane_index<int>(cuport_gs1_, cuport_tid_.x, cuport_bdim_.x) < (cuport_p_n_))) { int i = ::cuport::cpu::lane_index<int>(cuport_gs1_, cuport_tid_.x, cuport_bdim_.x); cuport_p_out_[i] = i * 2 + 1; }
 } } } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 15 "grid_stride.cu"

  int index = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  int stride = blockDim.x * gridDim.x;
  for (int cuport_gs1_ = (blockIdx.x * blockDim.x); cuport_gs1_ < (n); cuport_gs1_ += (blockDim.x * gridDim.x)) if (::cuport::cpu::lane_index<int>(cuport_gs1_, threadIdx.x, blockDim.x) < (n)) { int i = ::cuport::cpu::lane_index<int>(cuport_gs1_, threadIdx.x, blockDim.x); out[i] = i * 2 + 1; }
}

// A per-thread sum that skips and stops early: continue and break keep their meaning.
__global__ void gs_sum(int n, const float* x, float limit, float* partial) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(limit) cuport_p_limit_ = limit; (void)cuport_p_limit_; decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(partial) cuport_p_partial_ = partial; (void)cuport_p_partial_; decltype(x) cuport_p_x_ = x; (void)cuport_p_x_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 23 "grid_stride.cu"
int t = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  float s = 0.0f;
  for (int cuport_gs2_ = (cuport_bidx_.x * cuport_bdim_.x); cuport_gs2_ < (cuport_p_n_); cuport_gs2_ += (cuport_gdim_.x * cuport_bdim_.x)) if (::cuport::cpu::lane_index<int>(cuport_gs2_, cuport_tid_.x, cuport_bdim_.x) < (cuport_p_n_)) { int i = ::cuport::cpu::lane_index<int>(cuport_gs2_, cuport_tid_.x, cuport_bdim_.x); {
    if (cuport_p_x_[i] < 0.0f) continue;
    s += cuport_p_x_[i];
    if (s > cuport_p_limit_) break;
  } }
  cuport_p_partial_[t] = s;
 } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 22 "grid_stride.cu"

  int t = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  float s = 0.0f;
  for (int cuport_gs2_ = (blockIdx.x * blockDim.x); cuport_gs2_ < (n); cuport_gs2_ += (gridDim.x * blockDim.x)) if (::cuport::cpu::lane_index<int>(cuport_gs2_, threadIdx.x, blockDim.x) < (n)) { int i = ::cuport::cpu::lane_index<int>(cuport_gs2_, threadIdx.x, blockDim.x); {
    if (x[i] < 0.0f) continue;
    s += x[i];
    if (s > limit) break;
  } }
  partial[t] = s;
}

// The loop changes i itself: not a grid-stride loop to rewrite.
__global__ void gs_changed(int n, int* out) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); const unsigned cuport_lanes_ = cuport_bdim_.x * cuport_batch_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(::cuport::cpu::lane_sum_fits<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_lanes_)); decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "grid_stride.cu"
for (int i = ::cuport::cpu::lane_index<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_); i < cuport_p_n_; i += cuport_bdim_.x * cuport_gdim_.x) {
    cuport_p_out_[i] = 7;
    if (i % 5 == 0) i += 1;
  }
 } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 34 "grid_stride.cu"

  for (int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x); i < n; i += blockDim.x * gridDim.x) {
    out[i] = 7;
    if (i % 5 == 0) i += 1;
  }
}

// An unsigned index wraps where a signed one may not: left alone.
__global__ void gs_unsigned(unsigned n, int* out) { switch (::cuport::cpu::kernel_entry(true, true)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); const uint3 cuport_batch0_ = cuport_bidx_; const unsigned cuport_batch_ = ::cuport::cpu::current_batch; CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch); const unsigned cuport_lanes_ = cuport_bdim_.x * cuport_batch_; if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(::cuport::cpu::lane_sum_fits<int>(cuport_batch0_.x * cuport_bdim_.x, cuport_lanes_)); decltype(n) cuport_p_n_ = n; (void)cuport_p_n_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_lanes_) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_lanes_); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 43 "grid_stride.cu"
for (unsigned i = ::cuport::cpu::lane_index<unsigned int>(cuport_batch0_.x * cuport_bdim_.x, cuport_x_, cuport_lanes_); i < cuport_p_n_; i += cuport_bdim_.x * cuport_gdim_.x)
    cuport_p_out_[i] = 3;
 } } } return; }, ::cuport::cpu::FixedBlockShape<64u, 1u, 1u>{}); return; } }
#line 42 "grid_stride.cu"

  for (unsigned i = ::cuport::cpu::lane_index<unsigned int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x); i < n; i += blockDim.x * gridDim.x)
    out[i] = 3;
}

int main() {
  const int n = 1000;
  std::vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = static_cast<float>(i % 13) - 3.0f;
    hy[i] = static_cast<float>(i % 7);
  }
  float *x, *y, *partial;
  int* out;
  cuportMalloc(&x, n * sizeof(float));
  cuportMalloc(&y, n * sizeof(float));
  cuportMalloc(&partial, 384 * sizeof(float));
  cuportMalloc(&out, n * sizeof(int));
  cuportMemcpy(x, hx.data(), n * sizeof(float), cuportMemcpyHostToDevice);
  cuportMemcpy(y, hy.data(), n * sizeof(float), cuportMemcpyHostToDevice);
  cuportLaunchKernelGGL(gs_scale, 3, 128, 0, 0, n, 2.0f, x, y);  // fewer threads than elements
  cuportLaunchKernelGGL(gs_scale, 8, 256, 0, 0, 100, 0.5f, x, y);  // more threads than elements
  cuportMemcpy(hy.data(), y, n * sizeof(float), cuportMemcpyDeviceToHost);
  print("gs_scale", hy);

  std::vector<int> hout(n, -1);
  cuportMemcpy(out, hout.data(), n * sizeof(int), cuportMemcpyHostToDevice);
  cuportLaunchKernelGGL(gs_indirect, 5, 64, 0, 0, n - 3, out);
  cuportMemcpy(hout.data(), out, n * sizeof(int), cuportMemcpyDeviceToHost);
  print("gs_indirect", hout);

  std::vector<float> hpartial(384);
  cuportLaunchKernelGGL(gs_sum, 3, 128, 0, 0, n, x, 20.0f, partial);
  cuportMemcpy(hpartial.data(), partial, 384 * sizeof(float), cuportMemcpyDeviceToHost);
  print("gs_sum", hpartial);

  cuportMemset(out, 0, n * sizeof(int));
  cuportLaunchKernelGGL(gs_changed, 2, 64, 0, 0, n, out);
  cuportMemcpy(hout.data(), out, n * sizeof(int), cuportMemcpyDeviceToHost);
  print("gs_changed", hout);
  cuportLaunchKernelGGL(gs_unsigned, 2, 64, 0, 0, n, out);
  cuportMemcpy(hout.data(), out, n * sizeof(int), cuportMemcpyDeviceToHost);
  print("gs_unsigned", hout);
  std::printf("done\n");
  return 0;
}
