// RUN: translate %s
#include <cuport/runtime.h>

__global__ void plain(float* out) {
  CUPORT_DYNAMIC_SHARED(float, tile);
  tile[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}

__global__ void bytes(int* out) {
  CUPORT_DYNAMIC_SHARED(unsigned char, smem);
  int* as_int = reinterpret_cast<int*>(smem);
  as_int[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = as_int[0];
}

__global__ void aligned(double* out) {
  CUPORT_DYNAMIC_SHARED(double, scratch);
  CUPORT_DYNAMIC_SHARED(volatile int, flags);
  scratch[threadIdx.x] = 1.0;
  /* CUPORT CP4001: warp-synchronous code: 1 statement exchange values through volatile memory assuming lanes run in lockstep; __syncwarp() inserted between them */
  { flags[0] = 1; __syncwarp(__activemask()); }  // expected-warning CP4001
  out[threadIdx.x] = scratch[threadIdx.x];
}

// C++ lets __shared__ and attributes stand anywhere among the specifiers (reductionMultiBlockCG).
__global__ void specifier_order(double* out) {
  CUPORT_DYNAMIC_SHARED(double, sdata);
  CUPORT_DYNAMIC_SHARED(unsigned int, counts);
  sdata[threadIdx.x] = counts[0]; __syncwarp();
  /* CUPORT CP4005: threads read shared memory that other threads of their warp wrote, with no barrier between (1 place): correct on GPUs only because a converged warp runs in lockstep; __syncwarp() inserted */
  out[0] = sdata[0];  // expected-warning CP4005
}

template <typename T>
__global__ void generic(T* out) {
  CUPORT_DYNAMIC_SHARED(T, buffer);
  buffer[threadIdx.x] = out[threadIdx.x]; __syncwarp();
  /* CUPORT CP4005: threads read shared memory that other threads of their warp wrote, with no barrier between (1 place): correct on GPUs only because a converged warp runs in lockstep; __syncwarp() inserted */
  out[threadIdx.x] = buffer[0];  // expected-warning CP4005
}

template <typename T, int N>
struct Smem {
  __device__ T* get() {
    CUPORT_DYNAMIC_SHARED(int, raw);
    return reinterpret_cast<T*>(raw);
  }
};

#define DECLARE_SMEM(T, name) CUPORT_DYNAMIC_SHARED(T, name)

__global__ void via_macro(float* out) {
  DECLARE_SMEM(float, s);
  s[threadIdx.x] = 0; __syncwarp();
  /* CUPORT CP4005: threads read shared memory that other threads of their warp wrote, with no barrier between (1 place): correct on GPUs only because a converged warp runs in lockstep; __syncwarp() inserted */
  out[0] = s[0];  // expected-warning CP4005
}

void go(float* f, int* i, double* d, cuportStream_t st) {
  cuportLaunchKernelGGL(plain, 1, 32, 32 * sizeof(float), 0, f);
  cuportLaunchKernelGGL(bytes, 1, 32, 32 * sizeof(int), st, i);
  cuportLaunchKernelGGL(aligned, 1, 8, 8 * sizeof(double), 0, d);
  cuportLaunchKernelGGL(generic<float>, 1, 4, 4 * sizeof(float), 0, f);
  cuportLaunchKernelGGL(via_macro, 1, 4, 16, 0, f);
}
