// Batched prefetches and discards on the CPU backend: each range's last prefetch location as
// cudaMemRangeGetAttribute reports it, discards keep memory usable, and CUDA's codes.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include "check.cuh"

static int last_prefetch(void* p, size_t n) {
  int where = -100;
  CHECK(cudaMemRangeGetAttribute(&where, sizeof where, cudaMemRangeAttributeLastPrefetchLocation, p, n));
  return where;
}

__global__ void fill(int* x, int v) { x[threadIdx.x] = v; }

int main() {
  const size_t n = 1 << 16;
  int *a, *b, *c;
  CHECK(cudaMallocManaged(&a, n));
  CHECK(cudaMallocManaged(&b, n));
  CHECK(cudaMallocManaged(&c, n));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));

  void* ptrs[3] = {a, b, c};
  size_t sizes[3] = {n, n, n};
  cudaMemLocation locations[2] = {};
  locations[0].type = cudaMemLocationTypeDevice;
  locations[0].id = 0;
  locations[1].type = cudaMemLocationTypeHost;
  size_t first[2] = {0, 2};  // a and b to the device, c to the host
  CHECK(cudaMemPrefetchBatchAsync(ptrs, sizes, 3, locations, first, 2, 0, s));
  std::printf("prefetched_to: %d %d %d\n", last_prefetch(a, n), last_prefetch(b, n),
              last_prefetch(c, n));

  CHECK(cudaMemDiscardBatchAsync(ptrs, sizes, 3, 0, s));
  fill<<<1, 4, 0, s>>>(a, 5);  // a discarded range is written again
  CHECK(cudaStreamSynchronize(s));
  std::printf("written_after_discard: %d %d\n", a[0], a[3]);

  size_t all_host[1] = {0};
  CHECK(cudaMemDiscardAndPrefetchBatchAsync(ptrs, sizes, 3, &locations[1], all_host, 1, 0, s));
  std::printf("discard_and_prefetch_to: %d %d %d\n", last_prefetch(a, n), last_prefetch(b, n),
              last_prefetch(c, n));

  std::printf("legacy_stream: %s\n", name(cudaMemDiscardBatchAsync(ptrs, sizes, 3, 0, 0)));
  std::printf("flags: %s\n", name(cudaMemDiscardBatchAsync(ptrs, sizes, 3, 1, s)));
  std::printf("no_ranges: %s\n", name(cudaMemDiscardBatchAsync(nullptr, sizes, 3, 0, s)));
  size_t empty[3] = {n, 0, n};
  std::printf("empty_range: %s\n", name(cudaMemDiscardBatchAsync(ptrs, empty, 3, 0, s)));
  size_t not_from_zero[2] = {1, 2};
  std::printf("indexes_not_from_0: %s\n",
              name(cudaMemPrefetchBatchAsync(ptrs, sizes, 3, locations, not_from_zero, 2, 0, s)));
  size_t decreasing[2] = {0, 0};
  std::printf("indexes_not_increasing: %s\n",
              name(cudaMemPrefetchBatchAsync(ptrs, sizes, 3, locations, decreasing, 2, 0, s)));
  size_t past_end[2] = {0, 3};
  std::printf("index_past_end: %s\n",
              name(cudaMemPrefetchBatchAsync(ptrs, sizes, 3, locations, past_end, 2, 0, s)));
  std::printf("no_locations: %s\n",
              name(cudaMemPrefetchBatchAsync(ptrs, sizes, 3, locations, first, 0, 0, s)));
  cudaMemLocation other = locations[0];
  other.id = 1;
  std::printf("other_device: %s\n",
              name(cudaMemPrefetchBatchAsync(ptrs, sizes, 3, &other, all_host, 1, 0, s)));
  std::printf("unchanged_after_errors: %d %d %d\n", last_prefetch(a, n), last_prefetch(b, n),
              last_prefetch(c, n));
  cudaGetLastError();
  CHECK(cudaFree(a));
  CHECK(cudaFree(b));
  CHECK(cudaFree(c));
  return 0;
}
