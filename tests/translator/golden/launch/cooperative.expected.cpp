// RUN: translate %s
#include <cuport/runtime.h>
#include <cuport/runtime.h>

namespace cg = cooperative_groups;

__global__ void two_phase(int* data, int n) {
  cg::grid_group grid = cg::this_grid();
  int i = grid.thread_rank();
  if (i < n) data[i] += 1;
  grid.sync();
  if (i < n) data[i] *= 2;
}

cuportError_t run(int* data, int n, cuportStream_t stream) {
  void* args[] = {&data, &n};
  dim3 grid((n + 255) / 256), block(256);
  return cuportLaunchCooperativeKernel(two_phase, grid, block, args, 0, stream);
}
