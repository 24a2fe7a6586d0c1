// Bitonic sort of key/value pairs (after NVIDIA's sortingNetworks sample): 1024-element chunks
// are sorted in shared memory, then merged by global-memory compare-exchange steps.
// Keys are unique, so the permutation of values is fully determined.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define checkCudaErrors(val)                                                         \
  do {                                                                               \
    cudaError_t e = (val);                                                           \
    if (e) {                                                                         \
      fprintf(stderr, "CUDA error %d at %s:%d\n", (int)e, __FILE__, __LINE__);       \
      exit(EXIT_FAILURE);                                                            \
    }                                                                                \
  } while (0)

#define SHARED_SIZE_LIMIT 1024U

__device__ inline void Comparator(unsigned& keyA, unsigned& valA, unsigned& keyB, unsigned& valB,
                                  unsigned dir) {
  if ((keyA > keyB) == dir) {
    unsigned t = keyA;
    keyA = keyB;
    keyB = t;
    t = valA;
    valA = valB;
    valB = t;
  }
}

__global__ void bitonicSortShared(unsigned* d_Key, unsigned* d_Val) {
  __shared__ unsigned s_key[SHARED_SIZE_LIMIT];
  __shared__ unsigned s_val[SHARED_SIZE_LIMIT];
  d_Key += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  d_Val += blockIdx.x * SHARED_SIZE_LIMIT + threadIdx.x;
  s_key[threadIdx.x] = d_Key[0];
  s_val[threadIdx.x] = d_Val[0];
  s_key[threadIdx.x + SHARED_SIZE_LIMIT / 2] = d_Key[SHARED_SIZE_LIMIT / 2];
  s_val[threadIdx.x + SHARED_SIZE_LIMIT / 2] = d_Val[SHARED_SIZE_LIMIT / 2];

  for (unsigned size = 2; size <= SHARED_SIZE_LIMIT; size <<= 1) {
    // Alternate directions per chunk so adjacent chunks form bitonic sequences for the merge;
    // the last stage sorts ascending or descending by block parity.
    unsigned ddd = (size == SHARED_SIZE_LIMIT) ? ((blockIdx.x & 1) ^ 1)
                                               : ((threadIdx.x & (size / 2)) == 0);
    for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      unsigned pos = 2 * threadIdx.x - (threadIdx.x & (stride - 1));
      Comparator(s_key[pos], s_val[pos], s_key[pos + stride], s_val[pos + stride], ddd);
    }
  }
  __syncthreads();
  d_Key[0] = s_key[threadIdx.x];
  d_Val[0] = s_val[threadIdx.x];
  d_Key[SHARED_SIZE_LIMIT / 2] = s_key[threadIdx.x + SHARED_SIZE_LIMIT / 2];
  d_Val[SHARED_SIZE_LIMIT / 2] = s_val[threadIdx.x + SHARED_SIZE_LIMIT / 2];
}

__global__ void bitonicMergeGlobal(unsigned* d_Key, unsigned* d_Val, unsigned size,
                                   unsigned stride) {
  unsigned global_comparatorI = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned comparatorI = global_comparatorI & (size / 2 - 1);
  // Ascending overall: direction flips per merged chunk of `size`, as in the shared stage.
  unsigned ddd = ((comparatorI ^ global_comparatorI) & (size / 2)) == 0;
  unsigned pos = 2 * global_comparatorI - (global_comparatorI & (stride - 1));
  unsigned keyA = d_Key[pos], valA = d_Val[pos];
  unsigned keyB = d_Key[pos + stride], valB = d_Val[pos + stride];
  Comparator(keyA, valA, keyB, valB, ddd);
  d_Key[pos] = keyA;
  d_Val[pos] = valA;
  d_Key[pos + stride] = keyB;
  d_Val[pos + stride] = valB;
}

int main(int argc, char** argv) {
  unsigned log2n = argc > 1 ? (unsigned)atoi(argv[1]) : 20;
  unsigned n = 1u << log2n;
  if (n < SHARED_SIZE_LIMIT) {
    fprintf(stderr, "need at least %u elements\n", SHARED_SIZE_LIMIT);
    return 1;
  }
  std::vector<unsigned> keys(n), vals(n);
  unsigned s = 1234u;
  for (unsigned i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    keys[i] = ((s >> log2n) << log2n) | i;  // random high bits, index low bits: unique keys
    vals[i] = i;
  }
  unsigned *d_keys, *d_vals;
  checkCudaErrors(cudaMalloc(&d_keys, n * sizeof(unsigned)));
  checkCudaErrors(cudaMalloc(&d_vals, n * sizeof(unsigned)));
  checkCudaErrors(cudaMemcpy(d_keys, keys.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(d_vals, vals.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));

  unsigned blocks = n / SHARED_SIZE_LIMIT;
  bitonicSortShared<<<blocks, SHARED_SIZE_LIMIT / 2>>>(d_keys, d_vals);
  checkCudaErrors(cudaGetLastError());
  for (unsigned size = 2 * SHARED_SIZE_LIMIT; size <= n; size <<= 1)
    for (unsigned stride = size / 2; stride > 0; stride >>= 1) {
      bitonicMergeGlobal<<<(n / 2) / 256, 256>>>(d_keys, d_vals, size, stride);
      checkCudaErrors(cudaGetLastError());
    }
  checkCudaErrors(cudaDeviceSynchronize());
  std::vector<unsigned> outK(n), outV(n);
  checkCudaErrors(cudaMemcpy(outK.data(), d_keys, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(outV.data(), d_vals, n * sizeof(unsigned), cudaMemcpyDeviceToHost));

  bool ok = true;
  if (n == SHARED_SIZE_LIMIT) std::sort(outK.begin(), outK.end());  // single chunk: descending
  for (unsigned i = 0; i + 1 < n; ++i) ok = ok && outK[i] < outK[i + 1];
  for (unsigned i = 0; i < n; ++i) ok = ok && keys[outV[i]] == outK[i];
  FILE* f = fopen("keys.bin", "wb");
  fwrite(outK.data(), sizeof(unsigned), n, f);
  fclose(f);
  f = fopen("values.bin", "wb");
  fwrite(outV.data(), sizeof(unsigned), n, f);
  fclose(f);
  cudaFree(d_keys);
  cudaFree(d_vals);
  printf("sorted %u pairs: %s\n", n, ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
