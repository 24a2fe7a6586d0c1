// Per-block totals and exclusive prefix sums with CUB's block collectives: each block of 128
// threads loads 4 items per thread (cub::BlockLoad, striped to blocked), scans them
// (cub::BlockScan::ExclusiveSum with the block aggregate) and reduces the per-thread maxima
// (cub::BlockReduce with a functor); TempStorage shares the block's shared memory in a union.
#include <cub/cub.cuh>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

// The reduction operator (CUB 2's cub::Max is gone from CUDA 13's CUB: a functor works in both).
struct Maximum {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

constexpr int THREADS = 128;
constexpr int ITEMS = 4;
constexpr int TILE = THREADS * ITEMS;

__global__ void scan_tiles(const int* in, int* scanned, int* totals, int* maxima) {
  typedef cub::BlockLoad<int, THREADS, ITEMS, cub::BLOCK_LOAD_TRANSPOSE> Load;
  typedef cub::BlockScan<int, THREADS> Scan;
  typedef cub::BlockReduce<int, THREADS> Reduce;
  __shared__ union {
    typename Load::TempStorage load;
    typename Scan::TempStorage scan;
    typename Reduce::TempStorage reduce;
  } storage;

  int items[ITEMS];
  const int offset = blockIdx.x * TILE;
  Load(storage.load).Load(in + offset, items);
  __syncthreads();
  int local_max = items[0];
  for (int i = 1; i < ITEMS; ++i) local_max = items[i] > local_max ? items[i] : local_max;
  int total;
  Scan(storage.scan).ExclusiveSum(items, items, total);
  __syncthreads();
  int block_max = Reduce(storage.reduce).Reduce(local_max, Maximum());
  for (int i = 0; i < ITEMS; ++i) scanned[offset + threadIdx.x * ITEMS + i] = items[i];
  if (threadIdx.x == 0) {
    totals[blockIdx.x] = total;
    maxima[blockIdx.x] = block_max;
  }
}

static void save(const char* name, const std::vector<int>& v) {
  FILE* f = fopen(name, "wb");
  fwrite(v.data(), sizeof(int), v.size(), f);
  fclose(f);
}

int main(int argc, char** argv) {
  const int blocks = argc > 1 ? atoi(argv[1]) : 64;
  const int n = blocks * TILE;
  std::vector<int> h(n);
  unsigned s = 77;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 22) - 512;
  }
  int *in, *scanned, *totals, *maxima;
  CUDA_CHECK(cudaMalloc(&in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&scanned, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&totals, blocks * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&maxima, blocks * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  scan_tiles<<<blocks, THREADS>>>(in, scanned, totals, maxima);
  CUDA_CHECK(cudaGetLastError());
  std::vector<int> out(n), tot(blocks), mx(blocks);
  CUDA_CHECK(cudaMemcpy(out.data(), scanned, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(tot.data(), totals, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(mx.data(), maxima, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  save("scanned.bin", out);
  save("totals.bin", tot);
  save("maxima.bin", mx);
  printf("blocks %d of %d items\n", blocks, TILE);
  return 0;
}
