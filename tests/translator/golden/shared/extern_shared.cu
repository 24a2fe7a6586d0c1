// RUN: translate %s
#include <cuda_runtime.h>

__global__ void plain(float* out) {
  extern __shared__ float tile[];
  tile[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}

__global__ void bytes(int* out) {
  extern __shared__ __align__(16) unsigned char smem[];
  int* as_int = reinterpret_cast<int*>(smem);
  as_int[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = as_int[0];
}

__global__ void aligned(double* out) {
  extern __shared__ __align__(8) double scratch[];
  extern __shared__ volatile int flags[];
  scratch[threadIdx.x] = 1.0;
  flags[0] = 1;  // expected-warning CP4001
  out[threadIdx.x] = scratch[threadIdx.x];
}

// C++ lets __shared__ and attributes stand anywhere among the specifiers (reductionMultiBlockCG).
__global__ void specifier_order(double* out) {
  extern double __shared__ sdata[];
  extern __align__(8) unsigned int __shared__ counts[];
  sdata[threadIdx.x] = counts[0];
  out[0] = sdata[0];  // expected-warning CP4005
}

template <typename T>
__global__ void generic(T* out) {
  extern __shared__ T buffer[];
  buffer[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = buffer[0];  // expected-warning CP4005
}

template <typename T, int N>
struct Smem {
  __device__ T* get() {
    extern __shared__ int raw[];
    return reinterpret_cast<T*>(raw);
  }
};

#define DECLARE_SMEM(T, name) extern __shared__ T name[]

__global__ void via_macro(float* out) {
  DECLARE_SMEM(float, s);
  s[threadIdx.x] = 0;
  out[0] = s[0];  // expected-warning CP4005
}

void go(float* f, int* i, double* d, cudaStream_t st) {
  plain<<<1, 32, 32 * sizeof(float)>>>(f);
  bytes<<<1, 32, 32 * sizeof(int), st>>>(i);
  aligned<<<1, 8, 8 * sizeof(double)>>>(d);
  generic<float><<<1, 4, 4 * sizeof(float)>>>(f);
  via_macro<<<1, 4, 16>>>(f);
}
