// RUN: translate %s
#include <cuda_runtime.h>

__constant__ float table[16];
__device__ int flag;

int main() {
  float host[16] = {};
  float *d = nullptr, *pinned = nullptr, *managed = nullptr;
  cudaMalloc((void**)&d, sizeof(host));
  cudaMallocHost((void**)&pinned, sizeof(host));
  cudaMallocManaged(&managed, sizeof(host), cudaMemAttachGlobal);
  cudaMemcpyToSymbol(table, host, sizeof(host));
  int one = 1;
  cudaMemcpyToSymbol(flag, &one, sizeof(int), 0, cudaMemcpyHostToDevice);
  cudaMemcpyFromSymbol(host, table, sizeof(host));
  cudaMemsetAsync(d, 0, sizeof(host), 0);
  cudaMemcpyAsync(pinned, d, sizeof(host), cudaMemcpyDeviceToHost, 0);
  cudaDeviceSynchronize();
  cudaFreeHost(pinned);
  cudaFree(managed);
  cudaFree(d);
  return 0;
}
