// Device code takes its __CUDA_ARCH__ branch and host code the other, as under nvcc.
#include <cstdio>
#include <cuda_runtime.h>

#if __CUDA_ARCH__ >= 700
__device__ int scaled(int x) { return x * 7; }
#endif

__global__ void kernel(int* out) {
#if __CUDA_ARCH__ >= 700
  out[threadIdx.x] = scaled(threadIdx.x);
#else
  out[threadIdx.x] = -1;
#endif
}

int host_arch() {
#ifdef __CUDA_ARCH__
  return __CUDA_ARCH__;
#else
  return 0;
#endif
}

int main() {
  int* device = nullptr;
  cudaMalloc(&device, 4 * sizeof(int));
  kernel<<<1, 4>>>(device);
  int host[4];
  cudaMemcpy(host, device, sizeof(host), cudaMemcpyDeviceToHost);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("device: %d %d %d %d\n", host[0], host[1], host[2], host[3]);
  printf("host arch: %d\n", host_arch());
  printf("compute capability: %d%d0\n", prop.major, prop.minor);
  return 0;
}
