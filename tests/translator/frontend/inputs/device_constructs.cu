// Device-side constructs real projects use: assert in kernels, the C library's heap and memory
// functions, placement new, SIMD video intrinsics, alignment qualifiers, and cooperative groups'
// multi-warp tiles with their scratch memory.
#include <cassert>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
#include <new>

namespace cg = cooperative_groups;

struct __builtin_align__(8) Pair {
  int key, value;
};

__global__ void relu4(const unsigned* in, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(n >= 0);
  if (i < n) out[i] = __vmaxs4(in[i], 0) + __vsadu4(in[i], 0u) + __vcmpgtu2(in[i], 1u);
}

__global__ void scratchpad(int* out) {
  int* heap = static_cast<int*>(malloc(4 * sizeof(int)));
  if (heap == nullptr) return;
  memset(heap, 0, 4 * sizeof(int));
  heap[1] = static_cast<int>(threadIdx.x);
  __align__(8) unsigned char raw[sizeof(Pair)];
  Pair* pair = new (raw) Pair{heap[1], 2};
  int copy[4];
  memcpy(copy, heap, sizeof copy);
  free(heap);
  out[threadIdx.x] = pair->key + copy[1];
}

template <unsigned Threads>
__global__ void multiWarp(int* out) {
  __shared__ cg::block_tile_memory<Threads> scratch;
  cg::thread_block block = cg::this_thread_block(scratch);
  cg::thread_block_tile<64> tile = cg::tiled_partition<64>(block);
  cg::thread_block_tile<1> self = cg::this_thread();
  out[block.thread_rank()] = cg::reduce(tile, 1, cg::plus<int>()) + self.thread_rank();
}

int main() {
  unsigned *in, *out;
  cudaMalloc(&in, 256 * sizeof(unsigned));
  cudaMalloc(&out, 256 * sizeof(unsigned));
  relu4<<<1, 256>>>(in, out, 256);
  scratchpad<<<1, 32>>>(reinterpret_cast<int*>(out));
  multiWarp<256><<<1, 256>>>(reinterpret_cast<int*>(out));
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(in);
  cudaFree(out);
  return 0;
}
