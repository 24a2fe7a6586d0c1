// Host code only: compiled by the C++ compiler against the toolkit's CUDA headers (NVTX's too).
#include <cuda_runtime.h>
#include <nvtx3/nvToolsExt.h>
#include <cstdio>

void scale_on_device(float* device_x, float factor, int n);

int main() {
  const int n = 1000;
  float host[n];
  for (int i = 0; i < n; ++i) host[i] = float(i);
  float* device = nullptr;
  nvtxRangePushA("main");
  if (cudaMalloc(&device, sizeof(host)) != cudaSuccess) return 1;
  cudaMemcpy(device, host, sizeof(host), cudaMemcpyHostToDevice);
  scale_on_device(device, 3.0f, n);
  cudaError_t status = cudaDeviceSynchronize();
  cudaMemcpy(host, device, sizeof(host), cudaMemcpyDeviceToHost);
  cudaFree(device);
  nvtxRangePop();
  struct cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += host[i];
  std::printf("status=%d sum=%.0f major=%d\n", int(status), sum, prop.major);
  return 0;
}
