// Warp vote functions as typical CUDA code uses them, with 32-bit masks: __ballot_sync packs a
// predicate per lane into an unsigned int, __all_sync/__any_sync reduce it, __popc counts it and
// __ffs finds the first voter; lane = threadIdx.x & 31. Written for 32-lane warps.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                             \
  do {                                                                               \
    cudaError_t e = (call);                                                          \
    if (e != cudaSuccess) {                                                          \
      fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e));      \
      exit(1);                                                                       \
    }                                                                                \
  } while (0)

#define FULL_MASK 0xffffffffu

__global__ void vote(const int* values, int n, unsigned int* ballots, int* alls, int* anys,
                     int* counts, int* firsts, int* ranks) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int warp = i >> 5;
  int v = i < n ? values[i] : 0;
  bool pred = (v % 3) == 0;
  unsigned int ballot = __ballot_sync(FULL_MASK, pred);
  int all = __all_sync(FULL_MASK, v >= 0);
  int any = __any_sync(FULL_MASK, v > 900);
  // Rank of this lane among the voters: a stream-compaction building block.
  int rank = __popc(ballot & ((1u << lane) - 1u));
  if (lane == 0 && warp < (n + 31) / 32) {
    ballots[warp] = ballot;
    alls[warp] = all;
    anys[warp] = any;
    counts[warp] = __popc(ballot);
    firsts[warp] = __ffs(ballot) - 1;
  }
  if (i < n) ranks[i] = pred ? rank : -1;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 16;
  int warps = (n + 31) / 32;
  std::vector<int> v(n);
  unsigned s = 3u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    v[i] = (int)(s >> 22) - (i % 97 == 0 ? 1000 : 0);
  }
  int *dv, *dAll, *dAny, *dCount, *dFirst, *dRank;
  unsigned int* dBallot;
  CUDA_CHECK(cudaMalloc(&dv, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dBallot, warps * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&dAll, warps * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dAny, warps * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dCount, warps * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dFirst, warps * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dRank, n * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(dv, v.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  vote<<<warps * 32 / 128 + 1, 128>>>(dv, n, dBallot, dAll, dAny, dCount, dFirst, dRank);
  CUDA_CHECK(cudaGetLastError());
  std::vector<unsigned int> ballots(warps);
  std::vector<int> alls(warps), anys(warps), counts(warps), firsts(warps), ranks(n);
  CUDA_CHECK(cudaMemcpy(ballots.data(), dBallot, warps * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(alls.data(), dAll, warps * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(anys.data(), dAny, warps * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(counts.data(), dCount, warps * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(firsts.data(), dFirst, warps * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(ranks.data(), dRank, n * sizeof(int), cudaMemcpyDeviceToHost));
  std::vector<int> packed;
  for (int w = 0; w < warps; ++w) {
    packed.push_back(alls[w]);
    packed.push_back(anys[w]);
    packed.push_back(counts[w]);
    packed.push_back(firsts[w]);
  }
  FILE* f = fopen("ballots.bin", "wb");
  fwrite(ballots.data(), sizeof(unsigned int), warps, f);
  fclose(f);
  f = fopen("votes.bin", "wb");
  fwrite(packed.data(), sizeof(int), packed.size(), f);
  fclose(f);
  f = fopen("ranks.bin", "wb");
  fwrite(ranks.data(), sizeof(int), n, f);
  fclose(f);
  cudaFree(dv);
  cudaFree(dBallot);
  cudaFree(dAll);
  cudaFree(dAny);
  cudaFree(dCount);
  cudaFree(dFirst);
  cudaFree(dRank);
  printf("PASSED\n");
  return 0;
}
