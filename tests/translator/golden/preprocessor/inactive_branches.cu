// RUN: translate %s
#include <cuda_runtime.h>

#if 0
static void old_path(float* p) { cudaMalloc(&p, 4); cudaFree(p); }
#endif

#ifdef __CUDA_ARCH__
#define WHERE 1
#else
#define WHERE 0
#endif

#if defined(CUDART_VERSION) && CUDART_VERSION >= 11000
static cudaError_t sync_all() { return cudaDeviceSynchronize(); }
#elif defined(NO_SUCH_MACRO)
static cudaError_t sync_all() { return cudaGetLastError(); }
#else
static int sync_all() { return cudaSuccess; }
#endif

__global__ void k(int* x) {
#if __CUDA_ARCH__ >= 700
  x[threadIdx.x] = WHERE;
#else
  x[blockIdx.x] = WHERE;
#endif
}

void go(int* x) {
#ifndef SKIP_LAUNCH
  k<<<1, 1>>>(x);
#else
  k<<<2, 2>>>(x);
#endif
  sync_all();
}
