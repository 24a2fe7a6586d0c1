// Min, max and argmax with atomics: atomicMin/atomicMax on int, and an argmax packed into one
// 64-bit word (value in the high half, inverted index in the low half) updated with
// atomicMax on unsigned long long, so ties resolve to the lowest index.
#include <cuda_runtime.h>

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t err_ = call;                                                    \
    if (err_ != cudaSuccess) {                                                  \
      fprintf(stderr, "error %d (%s) at %s:%d\n", err_, cudaGetErrorString(err_), \
              __FILE__, __LINE__);                                              \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)

__device__ __forceinline__ unsigned long long packArg(int value, int index) {
  // Order-preserving map of a signed value onto unsigned bits, then the inverted index.
  unsigned int v = (unsigned int)value ^ 0x80000000u;
  return ((unsigned long long)v << 32) | (unsigned int)(~index);
}

__global__ void minMaxArg(const int* data, int n, int* minOut, int* maxOut,
                          unsigned long long* argOut) {
  int localMin = INT_MAX, localMax = INT_MIN;
  unsigned long long best = 0ull;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    int v = data[i];
    localMin = min(localMin, v);
    localMax = max(localMax, v);
    unsigned long long p = packArg(v, i);
    if (p > best) best = p;
  }
  atomicMin(minOut, localMin);
  atomicMax(maxOut, localMax);
  atomicMax(argOut, best);
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  std::vector<int> h(n);
  unsigned int s = 123456789u;
  for (int i = 0; i < n; ++i) {
    s = s * 22695477u + 1u;
    h[i] = (int)(s >> 12) - (1 << 19);  // many repeated values: ties matter
  }
  int *d_data, *d_min, *d_max;
  unsigned long long* d_arg;
  CUDA_CHECK(cudaMalloc(&d_data, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_min, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_max, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_arg, sizeof(unsigned long long)));
  CUDA_CHECK(cudaMemcpy(d_data, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  int initMin = INT_MAX, initMax = INT_MIN;
  unsigned long long initArg = 0;
  CUDA_CHECK(cudaMemcpy(d_min, &initMin, sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_max, &initMax, sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_arg, &initArg, sizeof(initArg), cudaMemcpyHostToDevice));
  minMaxArg<<<96, 256>>>(d_data, n, d_min, d_max, d_arg);
  CUDA_CHECK(cudaGetLastError());
  int mn, mx;
  unsigned long long arg;
  CUDA_CHECK(cudaMemcpy(&mn, d_min, sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&mx, d_max, sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&arg, d_arg, sizeof(arg), cudaMemcpyDeviceToHost));
  int argmax = ~(int)(unsigned int)(arg & 0xffffffffu);
  printf("min: %d\nmax: %d\nargmax: %d\n", mn, mx, argmax);
  int refArg = 0;
  for (int i = 1; i < n; ++i)
    if (h[i] > h[refArg]) refArg = i;
  bool ok = argmax == refArg && h[argmax] == mx;
  cudaFree(d_data);
  cudaFree(d_min);
  cudaFree(d_max);
  cudaFree(d_arg);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
