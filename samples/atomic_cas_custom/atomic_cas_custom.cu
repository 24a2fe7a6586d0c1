// Custom atomics built on atomicCAS, as codes did before native support existed (and still do for
// operations CUDA lacks): a double add on 64-bit words, a float max on the value's bits, and an
// atomic multiply-modulo. Each loops until its compare-and-swap wins.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                          \
  do {                                                                            \
    cudaError_t err = (call);                                                     \
    if (err != cudaSuccess) {                                                     \
      fprintf(stderr, "CUDA error at %s:%d: %s\n", __FILE__, __LINE__,            \
              cudaGetErrorString(err));                                           \
      exit(EXIT_FAILURE);                                                         \
    }                                                                             \
  } while (0)

__device__ double atomicAddDouble(double* address, double val) {
  unsigned long long int* address_as_ull = (unsigned long long int*)address;
  unsigned long long int old = *address_as_ull, assumed;
  do {
    assumed = old;
    old = atomicCAS(address_as_ull, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}

__device__ float atomicMaxFloat(float* address, float val) {
  int* address_as_int = (int*)address;
  int old = *address_as_int, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= val) break;
    old = atomicCAS(address_as_int, assumed, __float_as_int(val));
  } while (assumed != old);
  return __int_as_float(old);
}

__device__ unsigned int atomicMulMod(unsigned int* address, unsigned int factor, unsigned int mod) {
  unsigned int old = *address, assumed;
  do {
    assumed = old;
    unsigned int next = (unsigned int)(((unsigned long long)assumed * factor) % mod);
    old = atomicCAS(address, assumed, next);
  } while (assumed != old);
  return old;
}

__global__ void accumulate(const float* v, int n, double* sum, float* maxv, unsigned int* product) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAddDouble(sum, (double)v[i]);
  atomicMaxFloat(maxv, v[i]);
  if (i % 64 == 0) atomicMulMod(product, (unsigned int)(i / 64) % 1000 + 2, 1000000007u);
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 18;
  std::vector<float> h(n);
  unsigned s = 13u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (float)((int)(s >> 12) - (1 << 19)) * 0.125f;  // exact multiples of 1/8
  }
  float* dv;
  double* dsum;
  float* dmax;
  unsigned int* dprod;
  CUDA_CHECK(cudaMalloc(&dv, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dsum, sizeof(double)));
  CUDA_CHECK(cudaMalloc(&dmax, sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dprod, sizeof(unsigned int)));
  CUDA_CHECK(cudaMemcpy(dv, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  double zero = 0.0;
  float lowest = -1e30f;
  unsigned int one = 1;
  CUDA_CHECK(cudaMemcpy(dsum, &zero, sizeof(double), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dmax, &lowest, sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dprod, &one, sizeof(unsigned int), cudaMemcpyHostToDevice));
  accumulate<<<(n + 255) / 256, 256>>>(dv, n, dsum, dmax, dprod);
  CUDA_CHECK(cudaGetLastError());
  double sum;
  float maxv;
  unsigned int prod;
  CUDA_CHECK(cudaMemcpy(&sum, dsum, sizeof(double), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&maxv, dmax, sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&prod, dprod, sizeof(unsigned int), cudaMemcpyDeviceToHost));
  printf("sum: %.3f\nmax: %.3f\nproduct mod p: %u\n", sum, maxv, prod);
  cudaFree(dv);
  cudaFree(dsum);
  cudaFree(dmax);
  cudaFree(dprod);
  printf("PASSED\n");
  return 0;
}
