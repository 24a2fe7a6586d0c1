// Warp match functions (compute capability 7.0+): __match_any_sync groups the lanes that hold the
// same key (a warp-aggregated atomic: one atomicAdd per distinct key per warp), and
// __match_all_sync tests whether the whole warp agrees.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                              \
  do {                                                                                \
    cudaError_t e = (call);                                                           \
    if (e != cudaSuccess) {                                                           \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e), __FILE__, __LINE__); \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)

__global__ void aggregatedHistogram(const int* keys, int n, unsigned int* hist,
                                    unsigned int* peers, int* allSame, unsigned int* atomicsIssued) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  int key = i < n ? keys[i] : -1;  // lanes past the end form their own group
  unsigned int group = __match_any_sync(0xffffffff, key);
  int pred;
  __match_all_sync(0xffffffff, key / 8, &pred);
  int leader = __ffs(group) - 1;
  if (i < n) {
    peers[i] = group;
    if (lane == leader) {
      atomicAdd(&hist[key], (unsigned int)__popc(group));
      atomicAdd(atomicsIssued, 1u);
    }
  }
  if (lane == 0 && i / 32 < (n + 31) / 32) allSame[i / 32] = pred;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 16;
  const int bins = 16;
  std::vector<int> keys(n);
  unsigned s = 10007u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    // Runs of equal keys, so many warps have few distinct keys; some warps are uniform.
    keys[i] = ((i / 64) % 5 == 0) ? (i / 256) % bins : (int)(s >> 29) + ((i / 32) % 2) * 8;
  }
  int warps = (n + 31) / 32;
  int *dKeys, *dAll;
  unsigned int *dHist, *dPeers, *dIssued;
  CUDA_CHECK(cudaMalloc(&dKeys, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dHist, bins * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&dPeers, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&dAll, warps * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dIssued, sizeof(unsigned int)));
  CUDA_CHECK(cudaMemcpy(dKeys, keys.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dHist, 0, bins * sizeof(unsigned int)));
  CUDA_CHECK(cudaMemset(dIssued, 0, sizeof(unsigned int)));
  aggregatedHistogram<<<(n + 255) / 256, 256>>>(dKeys, n, dHist, dPeers, dAll, dIssued);
  CUDA_CHECK(cudaGetLastError());
  std::vector<unsigned int> hist(bins), peers(n);
  std::vector<int> all(warps);
  unsigned int issued;
  CUDA_CHECK(cudaMemcpy(hist.data(), dHist, bins * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(peers.data(), dPeers, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(all.data(), dAll, warps * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&issued, dIssued, sizeof(unsigned int), cudaMemcpyDeviceToHost));
  printf("atomics issued: %u for %d keys\n", issued, n);
  FILE* f = fopen("hist.bin", "wb");
  fwrite(hist.data(), sizeof(unsigned int), bins, f);
  fclose(f);
  f = fopen("peers.bin", "wb");
  fwrite(peers.data(), sizeof(unsigned int), n, f);
  fclose(f);
  f = fopen("all_same.bin", "wb");
  fwrite(all.data(), sizeof(int), warps, f);
  fclose(f);
  cudaFree(dKeys);
  cudaFree(dHist);
  cudaFree(dPeers);
  cudaFree(dAll);
  cudaFree(dIssued);
  printf("PASSED\n");
  return 0;
}
