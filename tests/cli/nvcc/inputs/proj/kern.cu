// Test fixture: a kernel and its host launcher in their own translation unit.
#include <shared.cuh>

__global__ void twice_kernel(int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = twice(data[i]) + OFFSET;
}

cudaError_t run_twice(int* host, int n) {
  int* d = nullptr;
  cudaError_t status = cudaMalloc(&d, n * sizeof(int));
  if (status != cudaSuccess) return status;
  cudaMemcpy(d, host, n * sizeof(int), cudaMemcpyHostToDevice);
  twice_kernel<<<(n + 31) / 32, 32>>>(d, n);
  cudaMemcpy(host, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  return cudaFree(d);
}
