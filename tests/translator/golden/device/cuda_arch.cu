// RUN: translate %s
// nvcc's two passes: device code sees __CUDA_ARCH__, host code does not. Device-only places test
// CUPORT_DEVICE_ARCH (the backend's device architecture); host places keep __CUDA_ARCH__.
#include <cuda_runtime.h>

#if __CUDA_ARCH__ >= 700
__device__ int aggregated(int x) { return x * 7; }
template <> __device__ __forceinline__ int reduce_step<int>(int x) { return x; }
#else
__device__ int aggregated(int x) { return x; }
#endif

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600
#else
__device__ double atomicAdd(double* address, double value) { return *address += value; }
#endif

__global__ void kernel(int* out) {
#if __CUDA_ARCH__ >= 700
  out[threadIdx.x] = aggregated(threadIdx.x);
#ifdef __CUDA_ARCH__
  out[0] += 1;
#endif
#else
  out[threadIdx.x] = -1;
#endif
}

__host__ __device__ int both(int x) {
#ifdef __CUDA_ARCH__  // expected-warning CP4003
  return x + 1;
#else
  return x + 2;
#endif
}

#if defined(__CUDA_ARCH__)  // expected-warning CP4003
__device__ int twin() { return 1; }
#else
int twin() { return 0; }
#endif

int host_only() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 0;
#endif
}

#if __CUDA_ARCH__ >= 800
#define FAST_PATH 1
#endif

// A macro defined under __CUDA_ARCH__ takes the role of the code that uses it.
#ifdef __CUDA_ARCH__
#define LANES 32
#else
#define LANES 1
#endif
__global__ void lanes(int* out) { out[0] = LANES; }

#if __CUDA_ARCH__ >= 600  // expected-warning CP4003
#define SHARED_WIDTH 64
#else
#define SHARED_WIDTH 32
#endif
__global__ void wide(int* out) { out[0] = SHARED_WIDTH; }
int host_width() { return SHARED_WIDTH; }
