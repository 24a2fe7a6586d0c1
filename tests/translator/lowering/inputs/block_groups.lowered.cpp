// LOG: block_groups.cu:10: kernel block_reverse: split at barriers into thread loops; compiled for its launches' block 16x8x1
// LOG: block_groups.cu:28: kernel block_sum: split at barriers into thread loops; compiled for its launches' block 128x1x1
// LOG: block_groups.cu:38: kernel block_shape: lowered to thread loops; compiled for its launches' block 4x3x1
// LOG: block_groups.cu:50: kernel via_thread_group: fiber path (uses cooperative_groups::thread_block cta beyond sync and ranks)
#define CUPORT_CPU_LOWERED 1
#line 1
// Kernels written with cooperative groups' thread_block, as NVIDIA's samples write them: the
// block's sync and ranks become built-ins (block_groups.py) and the kernels are lowered; a
// thread_block handed to a helper that takes any group keeps its kernel on fibers.
#include <cuport/runtime.h>
#include <cstdio>

namespace cg = cooperative_groups;

// Reverse each block's values through shared memory, ranks from the group (2-D blocks).
__global__ void block_reverse(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_;
#line 12 "block_groups.cu"
__shared__ int s[256];;
#line 13 "block_groups.cu"
unsigned base = cuport_bidx_.x * (cuport_bdim_.x * cuport_bdim_.y * cuport_bdim_.z);; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 14 "block_groups.cu"
s[(::cuport::cpu::lane_index<std::size_t>(cuport_bdim_.x * (cuport_tid_.y + cuport_bdim_.y * cuport_tid_.z), cuport_tid_.x, cuport_bdim_.x))] = cuport_p_in_[base + (cuport_tid_.x + cuport_bdim_.x * (cuport_tid_.y + cuport_bdim_.y * cuport_tid_.z))];
 } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 16 "block_groups.cu"
cuport_p_out_[base + (cuport_tid_.x + cuport_bdim_.x * (cuport_tid_.y + cuport_bdim_.y * cuport_tid_.z))] = s[(cuport_bdim_.x * cuport_bdim_.y * cuport_bdim_.z) - 1 - (cuport_tid_.x + cuport_bdim_.x * (cuport_tid_.y + cuport_bdim_.y * cuport_tid_.z))];
 } } } return; }, ::cuport::cpu::FixedBlockShape<16u, 8u, 1u>{}); return; } }
#line 10 "block_groups.cu"

  
  __shared__ int s[256];
  unsigned base = blockIdx.x * (blockDim.x * blockDim.y * blockDim.z);
  s[(::cuport::cpu::lane_index<std::size_t>(blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z), threadIdx.x, blockDim.x))] = in[base + (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))];
  __syncthreads();
  out[base + (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))] = s[(blockDim.x * blockDim.y * blockDim.z) - 1 - (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))];
}

// A tree sum in a helper that takes the block, as the samples' reductions do.
__device__ int tree_sum(int* s, cg::thread_block cta) {
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride) s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  return s[0];
}

__global__ void block_sum(const int* in, int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; const std::size_t cuport_nthreads_ = std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z; ::cuport::cpu::BlockFrame& cuport_frame_ = ::cuport::cpu::block_frame(cuport_nthreads_); int* __restrict__ cuport_v_cuport_r0__1621 = cuport_frame_.alloc<int>(); int* __restrict__ cuport_v_total_1952 = cuport_frame_.alloc<int>(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 29 "block_groups.cu"
cg::thread_block cta = cg::this_thread_block();
 } } }
#line 30 "block_groups.cu"
__shared__ int s[128];; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 31 "block_groups.cu"
s[cuport_tid_.x] = cuport_p_in_[::cuport::cpu::lane_index<std::size_t>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x)];
 } } } CUPORT_SPLIT_AT_BARRIER(); for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 33 "block_groups.cu"
cuport_v_cuport_r0__1621[cuport_lin_] = {};
 } } }
#line 33 "block_groups.cu"
 {
#line 33 "block_groups.cu"
int * cuport_p0_s = (s);;
#line 33 "block_groups.cu"
for ( unsigned stride = cuport_bdim_ . x / 2 ; stride > 0 ; stride >>= 1 ) { { const ::cuport::cpu::ThreadRange cuport_active1_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::less>(cuport_bdim_.x, (stride), 0u); constexpr bool cuport_narrows2_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((stride))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active1_.begin; cuport_xi_ < cuport_active1_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 33 "block_groups.cu"
if ( cuport_narrows2_ || (cuport_tid_ . x < stride) ) cuport_p0_s [ cuport_tid_ . x ] += cuport_p0_s [ ::cuport::cpu::lane_index<std::size_t>(stride, cuport_tid_.x, cuport_bdim_.x) ];
 } } } } CUPORT_SPLIT_AT_BARRIER(); } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 33 "block_groups.cu"
cuport_v_cuport_r0__1621[cuport_lin_] = cuport_p0_s [ 0 ];
 } } } } for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 33 "block_groups.cu"
cuport_v_total_1952[cuport_lin_] = cuport_v_cuport_r0__1621[cuport_lin_];
 } } } { const ::cuport::cpu::ThreadRange cuport_active3_ = ::cuport::cpu::active_threads<unsigned int, ::cuport::cpu::Compare::equal>(cuport_bdim_.x, (0), 0u); constexpr bool cuport_narrows4_ = ::cuport::cpu::kNarrows<unsigned int, std::decay_t<decltype((0))>>; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = cuport_active3_.begin; cuport_xi_ < cuport_active3_.end; ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 34 "block_groups.cu"
if (cuport_narrows4_ || (cuport_tid_.x == 0)) cuport_p_out_[cuport_bidx_.x] = cuport_v_total_1952[cuport_lin_];
 } } } } return; }, ::cuport::cpu::FixedBlockShape<128u, 1u, 1u>{}); return; } }
#line 28 "block_groups.cu"

  cg::thread_block cta = cg::this_thread_block();
  __shared__ int s[128];
  s[threadIdx.x] = in[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)];
  __syncthreads();
  int cuport_r0_ = {}; { int * cuport_p0_s = (s); for ( unsigned stride = blockDim . x / 2 ; stride > 0 ; stride >>= 1 ) { if ( threadIdx . x < stride ) cuport_p0_s [ threadIdx . x ] += cuport_p0_s [ ::cuport::cpu::lane_index<std::size_t>(stride, threadIdx.x, blockDim.x) ] ; __syncthreads ( ) ; } cuport_r0_ = cuport_p0_s [ 0 ] ; } int total = cuport_r0_;
  if (threadIdx.x == 0) out[blockIdx.x] = total;
}

// The group's indices and dimensions, without a variable.
__global__ void block_shape(int* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 39 "block_groups.cu"
unsigned rank = (::cuport::cpu::lane_index<unsigned int>(cuport_bdim_.x * (cuport_tid_.y + cuport_bdim_.y * cuport_tid_.z), cuport_tid_.x, cuport_bdim_.x));
  unsigned i = cuport_bidx_.x * (cuport_bdim_.x * cuport_bdim_.y * cuport_bdim_.z) + rank;
  cuport_p_out_[4 * i] = dim3(cuport_bidx_.x, cuport_bidx_.y, cuport_bidx_.z).x;
  cuport_p_out_[4 * i + 1] = dim3(cuport_tid_.x, cuport_tid_.y, cuport_tid_.z).y;
  cuport_p_out_[4 * i + 2] = dim3(cuport_bdim_.x, cuport_bdim_.y, cuport_bdim_.z).x;
  cuport_p_out_[4 * i + 3] = dim3(cuport_bdim_.x, cuport_bdim_.y, cuport_bdim_.z).y;
 } } } return; }, ::cuport::cpu::FixedBlockShape<4u, 3u, 1u>{}); return; } }
#line 38 "block_groups.cu"

  unsigned rank = (::cuport::cpu::lane_index<unsigned int>(blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z), threadIdx.x, blockDim.x));
  unsigned i = blockIdx.x * (blockDim.x * blockDim.y * blockDim.z) + rank;
  out[4 * i] = dim3(blockIdx.x, blockIdx.y, blockIdx.z).x;
  out[4 * i + 1] = dim3(threadIdx.x, threadIdx.y, threadIdx.z).y;
  out[4 * i + 2] = dim3(blockDim.x, blockDim.y, blockDim.z).x;
  out[4 * i + 3] = dim3(blockDim.x, blockDim.y, blockDim.z).y;
}

__device__ unsigned rank_in(cg::thread_group g) { return g.thread_rank(); }

// The block as a thread_group: kept on fibers.
__global__ void via_thread_group(int* out) { if (::cuport::cpu::kernel_entry(false) == ::cuport::cpu::Entry::probe) return;
  cg::thread_block cta = cg::this_thread_block();
  out[::cuport::cpu::lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)] = rank_in(cta) * 10;
}

static void print(const char* name, const int* d, int n) {
  static int h[4096];
  cuportMemcpy(h, d, n * sizeof(int), cuportMemcpyDeviceToHost);
  std::printf("%s", name);
  for (int i = 0; i < n; ++i) std::printf(" %d", h[i]);
  std::printf("\n");
}

int main() {
  const int n = 3 * 128;
  static int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 7) % 23;
  int *in, *out;
  cuportMalloc(&in, n * sizeof(int));
  cuportMalloc(&out, 4 * n * sizeof(int));
  cuportMemcpy(in, h, sizeof h, cuportMemcpyHostToDevice);
  cuportLaunchKernelGGL(block_reverse, 3, dim3(16, 8), 0, 0, in, out);
  print("block_reverse", out, n);
  cuportLaunchKernelGGL(block_sum, 3, 128, 0, 0, in, out);
  print("block_sum", out, 3);
  cuportLaunchKernelGGL(block_shape, 2, dim3(4, 3), 0, 0, out);
  print("block_shape", out, 4 * 24);
  cuportLaunchKernelGGL(via_thread_group, 2, 32, 0, 0, out);
  print("via_thread_group", out, 64);
  cuportFree(in);
  cuportFree(out);
  std::printf("done\n");
  return 0;
}
