// RUN: translate %s
#include <cuda_runtime.h>

__global__ void histogram(const int* data, int* bins, unsigned int* total, float* sum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&bins[data[i] % 16], 1);
    atomicAdd(sum, 1.0f);
    atomicInc(total, 1u << 30);
    atomicMax(&bins[0], data[i]);
    atomicMin(&bins[1], data[i]);
    atomicExch(&bins[2], i);
    atomicCAS(&bins[3], 0, i);
    atomicSub(&bins[4], 1);
    atomicAnd(&bins[5], 0xff);
    atomicOr(&bins[6], 1);
    atomicXor(&bins[7], 1);
  }
  __syncthreads();
  if (__syncthreads_or(i < 4) && __syncthreads_and(i >= 0)) bins[8] = __syncthreads_count(i < n);
  __threadfence_block();
  __threadfence();
  __threadfence_system();
  __syncwarp();
}
