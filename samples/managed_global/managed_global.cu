// __managed__ globals: a lookup table and counters declared at file scope, visible to host code
// and kernels under the same name, with no cudaMemcpy at all. Also __device__ globals read
// back with cudaMemcpyFromSymbol for comparison.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(call)                                                              \
  do {                                                                                \
    cudaError_t err = (call);                                                         \
    if (err != cudaSuccess) {                                                         \
      fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(err));    \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)

#define N 4096
#define BINS 16

__managed__ int data[N];
__managed__ unsigned int histogram[BINS];
__managed__ long long total;
__device__ int maxSeen;

__global__ void analyze() {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N) {
    int v = data[i];
    atomicAdd(&histogram[v % BINS], 1u);
    atomicAdd((unsigned long long*)&total, (unsigned long long)v);
    atomicMax(&maxSeen, v);
  }
}

int main() {
  unsigned s = 31u;
  for (int i = 0; i < N; ++i) {
    s = s * 1664525u + 1013904223u;
    data[i] = (int)(s >> 20);
  }
  for (int b = 0; b < BINS; ++b) histogram[b] = 0;
  total = 0;
  int zero = 0;
  CUDA_CHECK(cudaMemcpyToSymbol(maxSeen, &zero, sizeof(int)));
  analyze<<<(N + 127) / 128, 128>>>();
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  int maxv = 0;
  CUDA_CHECK(cudaMemcpyFromSymbol(&maxv, maxSeen, sizeof(int)));
  printf("total: %lld\n", total);
  printf("max: %d\n", maxv);
  for (int b = 0; b < BINS; ++b) printf("bin %d: %u\n", b, histogram[b]);
  long long ref = 0;
  for (int i = 0; i < N; ++i) ref += data[i];
  printf("%s\n", ref == total ? "PASSED" : "FAILED");
  return ref == total ? 0 : 1;
}
