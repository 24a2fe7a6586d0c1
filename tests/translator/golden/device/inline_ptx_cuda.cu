// RUN: translate %s --backend cuda
// On the cuda backend nvcc compiles inline PTX itself: every asm statement stays as written.
#include <cuda_runtime.h>

__global__ void registers(unsigned int* out) {
  unsigned int lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  int x = out[0];
  asm volatile("bfe.u32 %0, %0, 8, 4;" : "+r"(x));
  out[threadIdx.x] = lane + x;
}
