// Cooperative groups collectives (CUDA 11+): cg::reduce and cg::inclusive_scan/exclusive_scan
// over thread_block_tile<16> partitions, block.sync(), coalesced_threads() inside a branch for a
// warp-aggregated atomic, and group sizes/ranks used for indexing.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

constexpr int TILE = 16;

__global__ void tileCollectives(const int* in, int n, int* tileSums, int* tileMax, int* inclusive,
                                int* exclusive, int* positives) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
  int i = block.group_index().x * block.size() + block.thread_rank();
  int v = i < n ? in[i] : 0;

  int sum = cg::reduce(tile, v, cg::plus<int>());
  int mx = cg::reduce(tile, v, cg::greater<int>());
  int inc = cg::inclusive_scan(tile, v);
  int exc = cg::exclusive_scan(tile, v, cg::plus<int>());

  int tileId = i / TILE;
  if (tile.thread_rank() == 0 && tileId * TILE < n) {
    tileSums[tileId] = sum;
    tileMax[tileId] = mx;
  }
  if (i < n) {
    inclusive[i] = inc;
    exclusive[i] = exc;
  }
  block.sync();
  if (i < n && v > 0) {
    // Only the threads that took the branch: one atomic per warp-group of them.
    cg::coalesced_group active = cg::coalesced_threads();
    if (active.thread_rank() == 0) atomicAdd(positives, (int)active.size());
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  int tiles = (n + TILE - 1) / TILE;
  std::vector<int> h(n);
  unsigned s = 6060u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 24) - 100;
  }
  int *din, *dsum, *dmax, *dinc, *dexc, *dpos;
  CUDA_CHECK(cudaMalloc(&din, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dsum, tiles * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dmax, tiles * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dinc, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dexc, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dpos, sizeof(int)));
  CUDA_CHECK(cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dpos, 0, sizeof(int)));
  tileCollectives<<<(n + 255) / 256, 256>>>(din, n, dsum, dmax, dinc, dexc, dpos);
  CUDA_CHECK(cudaGetLastError());
  std::vector<int> sums(tiles), maxes(tiles), inc(n), exc(n);
  int positives;
  CUDA_CHECK(cudaMemcpy(sums.data(), dsum, tiles * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(maxes.data(), dmax, tiles * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(inc.data(), dinc, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(exc.data(), dexc, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&positives, dpos, sizeof(int), cudaMemcpyDeviceToHost));
  printf("positives: %d\n", positives);
  const char* names[] = {"tile_sums.bin", "tile_max.bin", "inclusive.bin", "exclusive.bin"};
  std::vector<int>* data[] = {&sums, &maxes, &inc, &exc};
  for (int k = 0; k < 4; ++k) {
    FILE* f = fopen(names[k], "wb");
    fwrite(data[k]->data(), sizeof(int), data[k]->size(), f);
    fclose(f);
  }
  cudaFree(din);
  cudaFree(dsum);
  cudaFree(dmax);
  cudaFree(dinc);
  cudaFree(dexc);
  cudaFree(dpos);
  printf("PASSED\n");
  return 0;
}
