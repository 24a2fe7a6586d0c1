// Kernels written with cooperative groups' thread_block, as NVIDIA's samples write them: the
// block's sync and ranks become built-ins (block_groups.py) and the kernels are lowered; a
// thread_block handed to a helper that takes any group keeps its kernel on fibers.
#include <cooperative_groups.h>
#include <cstdio>

namespace cg = cooperative_groups;

// Reverse each block's values through shared memory, ranks from the group (2-D blocks).
__global__ void block_reverse(const int* in, int* out) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ int s[256];
  unsigned base = blockIdx.x * cta.size();
  s[cta.thread_rank()] = in[base + cta.thread_rank()];
  cta.sync();
  out[base + cta.thread_rank()] = s[cta.size() - 1 - cta.thread_rank()];
}

// A tree sum in a helper that takes the block, as the samples' reductions do.
__device__ int tree_sum(int* s, cg::thread_block cta) {
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride) s[threadIdx.x] += s[threadIdx.x + stride];
    cg::sync(cta);
  }
  return s[0];
}

__global__ void block_sum(const int* in, int* out) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ int s[128];
  s[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  cg::sync(cta);
  int total = tree_sum(s, cta);
  if (threadIdx.x == 0) out[blockIdx.x] = total;
}

// The group's indices and dimensions, without a variable.
__global__ void block_shape(int* out) {
  unsigned rank = cg::this_thread_block().thread_rank();
  unsigned i = blockIdx.x * cg::this_thread_block().num_threads() + rank;
  out[4 * i] = cg::this_thread_block().group_index().x;
  out[4 * i + 1] = cg::this_thread_block().thread_index().y;
  out[4 * i + 2] = cg::this_thread_block().dim_threads().x;
  out[4 * i + 3] = cg::this_thread_block().group_dim().y;
}

__device__ unsigned rank_in(cg::thread_group g) { return g.thread_rank(); }

// The block as a thread_group: kept on fibers.
__global__ void via_thread_group(int* out) {
  cg::thread_block cta = cg::this_thread_block();
  out[blockIdx.x * blockDim.x + threadIdx.x] = rank_in(cta) * 10;
}

static void print(const char* name, const int* d, int n) {
  static int h[4096];
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("%s", name);
  for (int i = 0; i < n; ++i) std::printf(" %d", h[i]);
  std::printf("\n");
}

int main() {
  const int n = 3 * 128;
  static int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 7) % 23;
  int *in, *out;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, 4 * n * sizeof(int));
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  block_reverse<<<3, dim3(16, 8)>>>(in, out);
  print("block_reverse", out, n);
  block_sum<<<3, 128>>>(in, out);
  print("block_sum", out, 3);
  block_shape<<<2, dim3(4, 3)>>>(out);
  print("block_shape", out, 4 * 24);
  via_thread_group<<<2, 32>>>(out);
  print("via_thread_group", out, 64);
  cudaFree(in);
  cudaFree(out);
  std::printf("done\n");
  return 0;
}
