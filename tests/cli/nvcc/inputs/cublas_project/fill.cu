// Writes v[i] = first + i * step on a stream (the input the cuBLAS call in main.cpp reads).
#include <cuda_runtime.h>

__global__ void fill(float* v, int n, float first, float step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = first + i * step;
}

void launch_fill(float* v, int n, float first, float step, cudaStream_t stream) {
  fill<<<(n + 127) / 128, 128, 0, stream>>>(v, n, first, step);
}
