// Stream compaction (filter) that keeps input order: pass 1 counts survivors per block, a
// single-block scan turns counts into offsets, pass 2 recomputes the predicate, scans it within
// the block and scatters survivors to their final positions.
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

#define BLOCK 256

__device__ __forceinline__ bool keep(int v) { return (v % 3 == 0) && v > -500; }

__device__ int blockExclusiveScan(int flag, int* scratch, int* total) {
  scratch[threadIdx.x] = flag;
  __syncthreads();
  for (int off = 1; off < BLOCK; off <<= 1) {
    int t = threadIdx.x >= off ? scratch[threadIdx.x - off] : 0;
    __syncthreads();
    scratch[threadIdx.x] += t;
    __syncthreads();
  }
  *total = scratch[BLOCK - 1];
  int exclusive = scratch[threadIdx.x] - flag;
  __syncthreads();
  return exclusive;
}

__global__ void countKept(const int* in, int n, int* blockCounts) {
  __shared__ int scratch[BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int flag = i < n && keep(in[i]);
  int total;
  blockExclusiveScan(flag, scratch, &total);
  if (threadIdx.x == 0) blockCounts[blockIdx.x] = total;
}

__global__ void scanCounts(int* counts, int numBlocks, int* grandTotal) {
  // One block scans the per-block counts in chunks of BLOCK, carrying the running total.
  __shared__ int scratch[BLOCK];
  int carry = 0;
  for (int base = 0; base < numBlocks; base += BLOCK) {
    int idx = base + threadIdx.x;
    int v = idx < numBlocks ? counts[idx] : 0;
    int total;
    int ex = blockExclusiveScan(v, scratch, &total);
    if (idx < numBlocks) counts[idx] = carry + ex;
    carry += total;
  }
  if (threadIdx.x == 0) *grandTotal = carry;
}

__global__ void scatterKept(const int* in, int n, const int* offsets, int* out) {
  __shared__ int scratch[BLOCK];
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int flag = i < n && keep(v);
  int total;
  int pos = blockExclusiveScan(flag, scratch, &total);
  if (flag) out[offsets[blockIdx.x] + pos] = v;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 22;
  int blocks = (n + BLOCK - 1) / BLOCK;
  std::vector<int> h(n);
  unsigned s = 8888u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 21) - 1024;
  }
  int *dIn, *dOut, *dCounts, *dTotal;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dCounts, blocks * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dTotal, sizeof(int)));
  CUDA_CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  countKept<<<blocks, BLOCK>>>(dIn, n, dCounts);
  scanCounts<<<1, BLOCK>>>(dCounts, blocks, dTotal);
  scatterKept<<<blocks, BLOCK>>>(dIn, n, dCounts, dOut);
  CUDA_CHECK(cudaGetLastError());
  int total;
  CUDA_CHECK(cudaMemcpy(&total, dTotal, sizeof(int), cudaMemcpyDeviceToHost));
  std::vector<int> out(total);
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, total * sizeof(int), cudaMemcpyDeviceToHost));
  printf("kept %d of %d\n", total, n);
  FILE* f = fopen("kept.bin", "wb");
  fwrite(out.data(), sizeof(int), total, f);
  fclose(f);
  cudaFree(dIn);
  cudaFree(dOut);
  cudaFree(dCounts);
  cudaFree(dTotal);
  printf("PASSED\n");
  return 0;
}
