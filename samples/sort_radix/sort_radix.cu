// LSD radix sort of key/value pairs inside one thread block, one bit per pass: each pass
// computes a block-wide exclusive scan of the "bit is 0" flags in shared memory and scatters
// zeros then ones, stably. Each thread owns ITEMS consecutive elements.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                              \
  do {                                                                                \
    cudaError_t err = (call);                                                         \
    if (err != cudaSuccess) {                                                         \
      fprintf(stderr, "CUDA error: %s (%s:%d)\n", cudaGetErrorString(err), __FILE__, \
              __LINE__);                                                              \
      exit(EXIT_FAILURE);                                                             \
    }                                                                                 \
  } while (0)

constexpr int THREADS = 256;
constexpr int ITEMS = 8;
constexpr int TILE = THREADS * ITEMS;

__device__ unsigned blockExclusiveScan(unsigned v, unsigned* scratch, unsigned* total) {
  // Hillis-Steele on THREADS partial counts.
  scratch[threadIdx.x] = v;
  __syncthreads();
  for (int off = 1; off < THREADS; off <<= 1) {
    unsigned add = threadIdx.x >= off ? scratch[threadIdx.x - off] : 0u;
    __syncthreads();
    scratch[threadIdx.x] += add;
    __syncthreads();
  }
  unsigned inclusive = scratch[threadIdx.x];
  *total = scratch[THREADS - 1];
  __syncthreads();
  return inclusive - v;
}

__global__ void radixSortBlock(unsigned* keys, unsigned* vals, int n, int bits) {
  __shared__ unsigned sKeys[TILE];
  __shared__ unsigned sVals[TILE];
  __shared__ unsigned scratch[THREADS];
  for (int i = threadIdx.x; i < TILE; i += THREADS) {
    sKeys[i] = i < n ? keys[i] : 0xffffffffu;  // padding sorts last
    sVals[i] = i < n ? vals[i] : 0xffffffffu;
  }
  __syncthreads();
  for (int bit = 0; bit < bits; ++bit) {
    unsigned k[ITEMS], v[ITEMS];
    unsigned zeros = 0;
    for (int j = 0; j < ITEMS; ++j) {
      k[j] = sKeys[threadIdx.x * ITEMS + j];
      v[j] = sVals[threadIdx.x * ITEMS + j];
      zeros += ((k[j] >> bit) & 1u) == 0u;
    }
    unsigned totalZeros;
    unsigned zeroBefore = blockExclusiveScan(zeros, scratch, &totalZeros);
    unsigned oneBefore = threadIdx.x * ITEMS - zeroBefore;
    for (int j = 0; j < ITEMS; ++j) {
      unsigned dst;
      if (((k[j] >> bit) & 1u) == 0u)
        dst = zeroBefore++;
      else
        dst = totalZeros + oneBefore++;
      sKeys[dst] = k[j];
      sVals[dst] = v[j];
    }
    __syncthreads();
  }
  for (int i = threadIdx.x; i < n; i += THREADS) {
    keys[i] = sKeys[i];
    vals[i] = sVals[i];
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : TILE;
  if (n > TILE) {
    fprintf(stderr, "at most %d keys\n", TILE);
    return EXIT_FAILURE;
  }
  std::vector<unsigned> keys(n), vals(n);
  unsigned s = 4242u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    keys[i] = s >> 20;  // 12-bit keys: many duplicates, so stability is visible in the values
    vals[i] = (unsigned)i;
  }
  unsigned *dKeys, *dVals;
  CUDA_CHECK(cudaMalloc(&dKeys, n * sizeof(unsigned)));
  CUDA_CHECK(cudaMalloc(&dVals, n * sizeof(unsigned)));
  CUDA_CHECK(cudaMemcpy(dKeys, keys.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dVals, vals.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  radixSortBlock<<<1, THREADS>>>(dKeys, dVals, n, 12);
  CUDA_CHECK(cudaGetLastError());
  std::vector<unsigned> outK(n), outV(n);
  CUDA_CHECK(cudaMemcpy(outK.data(), dKeys, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(outV.data(), dVals, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  bool ok = true;
  for (int i = 1; i < n; ++i)
    ok = ok && (outK[i - 1] < outK[i] || (outK[i - 1] == outK[i] && outV[i - 1] < outV[i]));
  FILE* f = fopen("keys.bin", "wb");
  fwrite(outK.data(), sizeof(unsigned), n, f);
  fclose(f);
  f = fopen("values.bin", "wb");
  fwrite(outV.data(), sizeof(unsigned), n, f);
  fclose(f);
  CUDA_CHECK(cudaFree(dKeys));
  CUDA_CHECK(cudaFree(dVals));
  printf("radix sort of %d keys: %s\n", n, ok ? "PASSED" : "FAILED");
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
