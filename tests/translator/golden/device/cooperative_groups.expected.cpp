// RUN: translate %s
#include <cuport/runtime.h>
#include <cuport/runtime.h>

namespace cg = cooperative_groups;

__global__ void reduce(const float* in, float* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float v = in[block.thread_rank()];
  for (int o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o);
  block.sync();
  cg::sync(block);
  if (tile.thread_rank() == 0) atomicAdd(out, v);
}
