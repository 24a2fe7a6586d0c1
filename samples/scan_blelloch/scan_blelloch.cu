// Work-efficient exclusive prefix sum (Blelloch), after GPU Gems 3 chapter 39: up-sweep and
// down-sweep in shared memory with bank-conflict-avoiding padding, block sums scanned by a second
// launch and added back by a third.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e_ = (call);                                                     \
    if (e_ != cudaSuccess) {                                                     \
      fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

#define NUM_BANKS 32
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

constexpr int THREADS = 256;
constexpr int ELEMS = 2 * THREADS;

__global__ void prescan(const unsigned int* g_idata, unsigned int* g_odata,
                        unsigned int* g_blockSums, int n) {
  __shared__ unsigned int temp[ELEMS + ELEMS / NUM_BANKS];
  int thid = threadIdx.x;
  int base = blockIdx.x * ELEMS;
  int ai = thid;
  int bi = thid + THREADS;
  int bankOffsetA = CONFLICT_FREE_OFFSET(ai);
  int bankOffsetB = CONFLICT_FREE_OFFSET(bi);
  temp[ai + bankOffsetA] = (base + ai < n) ? g_idata[base + ai] : 0u;
  temp[bi + bankOffsetB] = (base + bi < n) ? g_idata[base + bi] : 0u;

  int offset = 1;
  for (int d = ELEMS >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      temp[b] += temp[a];
    }
    offset *= 2;
  }
  if (thid == 0) {
    int last = ELEMS - 1 + CONFLICT_FREE_OFFSET(ELEMS - 1);
    if (g_blockSums) g_blockSums[blockIdx.x] = temp[last];
    temp[last] = 0;
  }
  for (int d = 1; d < ELEMS; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (thid < d) {
      int a = offset * (2 * thid + 1) - 1;
      int b = offset * (2 * thid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      unsigned int t = temp[a];
      temp[a] = temp[b];
      temp[b] += t;
    }
  }
  __syncthreads();
  if (base + ai < n) g_odata[base + ai] = temp[ai + bankOffsetA];
  if (base + bi < n) g_odata[base + bi] = temp[bi + bankOffsetB];
}

__global__ void addBlockSums(unsigned int* data, const unsigned int* blockSums, int n) {
  int i = blockIdx.x * ELEMS + threadIdx.x;
  unsigned int add = blockSums[blockIdx.x];
  if (i < n) data[i] += add;
  if (i + THREADS < n) data[i + THREADS] += add;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 200000;
  int blocks = (n + ELEMS - 1) / ELEMS;
  if (blocks > ELEMS) {
    fprintf(stderr, "n too large for a two-level scan\n");
    return 1;
  }
  std::vector<unsigned int> h(n), out(n);
  uint32_t s = 1u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = s >> 24;
  }
  unsigned int *d_in, *d_out, *d_sums, *d_sumsScanned;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&d_sums, ELEMS * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&d_sumsScanned, ELEMS * sizeof(unsigned int)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));

  prescan<<<blocks, THREADS>>>(d_in, d_out, d_sums, n);
  CUDA_CHECK(cudaGetLastError());
  prescan<<<1, THREADS>>>(d_sums, d_sumsScanned, nullptr, blocks);
  CUDA_CHECK(cudaGetLastError());
  addBlockSums<<<blocks, THREADS>>>(d_out, d_sumsScanned, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));

  unsigned int running = 0;
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    if (out[i] != running) ++errors;
    running += h[i];
  }
  printf("scanned %d elements in %d blocks, %d errors\n", n, blocks, errors);
  FILE* f = fopen("scan.bin", "wb");
  fwrite(out.data(), sizeof(unsigned int), n, f);
  fclose(f);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_sums);
  cudaFree(d_sumsScanned);
  puts(errors ? "Test FAILED" : "Test PASSED");
  return errors ? 1 : 0;
}
