// Kernels defined in a header of the program (as real projects keep them in .cuh files), which
// header_kernels.cu launches beside a kernel of its own.
#pragma once
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

// Each warp-sized tile writes its rank within the block and its lane's rank in the tile; the
// body needs a CUDA thread (a launch that ran it outside one would crash).
__global__ void tile_ranks(int* out) {
  cg::thread_block block = cg::this_thread_block();
  auto tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[2 * i] = tile.meta_group_rank();
  out[2 * i + 1] = tile.thread_rank();
}

template <class T>
__global__ void scale(T* data, T factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}
