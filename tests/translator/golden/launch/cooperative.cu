// RUN: translate %s
#include <cooperative_groups.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__global__ void two_phase(int* data, int n) {
  cg::grid_group grid = cg::this_grid();
  int i = grid.thread_rank();
  if (i < n) data[i] += 1;
  grid.sync();
  if (i < n) data[i] *= 2;
}

cudaError_t run(int* data, int n, cudaStream_t stream) {
  void* args[] = {&data, &n};
  dim3 grid((n + 255) / 256), block(256);
  return cudaLaunchCooperativeKernel((void*)two_phase, grid, block, args, 0, stream);
}
