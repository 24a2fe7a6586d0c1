// Monte Carlo estimate of pi: every thread runs its own xorshift32 generator (seeded by hashing
// its global index), draws integer points in a 2^16 x 2^16 square and counts those inside the
// quarter circle; counts are reduced per block in shared memory and summed with atomicAdd.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define CUDA_CALL(x)                                                        \
  do {                                                                      \
    if ((x) != cudaSuccess) {                                               \
      printf("Error at %s:%d\n", __FILE__, __LINE__);                       \
      exit(EXIT_FAILURE);                                                   \
    }                                                                       \
  } while (0)

__host__ __device__ inline uint32_t hash32(uint32_t x) {
  // "lowbias32" integer hash: decorrelates neighbouring thread seeds.
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

__device__ inline uint32_t xorshift32(uint32_t& state) {
  uint32_t x = state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  return state = x;
}

template <int BLOCK>
__global__ void piKernel(int samplesPerThread, unsigned long long* hits, unsigned int* perThread) {
  __shared__ unsigned int counts[BLOCK];
  const uint32_t gid = blockIdx.x * BLOCK + threadIdx.x;
  uint32_t state = hash32(gid + 1u) | 1u;  // never zero
  unsigned int inside = 0;
  for (int i = 0; i < samplesPerThread; ++i) {
    uint64_t x = xorshift32(state) >> 16;
    uint64_t y = xorshift32(state) >> 16;
    inside += (x * x + y * y) < (1ull << 32);
  }
  perThread[gid] = inside;
  counts[threadIdx.x] = inside;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) counts[threadIdx.x] += counts[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(hits, (unsigned long long)counts[0]);
}

int main(int argc, char** argv) {
  const int blocks = argc > 1 ? atoi(argv[1]) : 256;
  const int samplesPerThread = argc > 2 ? atoi(argv[2]) : 4096;
  constexpr int BLOCK = 128;
  const int threads = blocks * BLOCK;
  unsigned long long* dHits;
  unsigned int* dPer;
  CUDA_CALL(cudaMalloc(&dHits, sizeof(unsigned long long)));
  CUDA_CALL(cudaMalloc(&dPer, threads * sizeof(unsigned int)));
  CUDA_CALL(cudaMemset(dHits, 0, sizeof(unsigned long long)));
  piKernel<BLOCK><<<blocks, BLOCK>>>(samplesPerThread, dHits, dPer);
  CUDA_CALL(cudaGetLastError());
  unsigned long long hits = 0;
  CUDA_CALL(cudaMemcpy(&hits, dHits, sizeof(hits), cudaMemcpyDeviceToHost));
  unsigned int* per = (unsigned int*)malloc(threads * sizeof(unsigned int));
  CUDA_CALL(cudaMemcpy(per, dPer, threads * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  double total = (double)threads * samplesPerThread;
  double pi = 4.0 * hits / total;
  printf("hits: %llu of %.0f\n", hits, total);
  printf("pi ~= %.6f (error %.2e)\n", pi, pi - 3.14159265358979);
  FILE* f = fopen("per_thread.bin", "wb");
  fwrite(per, sizeof(unsigned int), threads, f);
  fclose(f);
  free(per);
  CUDA_CALL(cudaFree(dHits));
  CUDA_CALL(cudaFree(dPer));
  bool ok = fabs(pi - 3.14159265358979) < 0.01;
  printf("%s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
