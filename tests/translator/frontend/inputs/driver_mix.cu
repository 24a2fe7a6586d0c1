// A runtime program that mixes in driver API calls, as many real projects do.
#include <cuda.h>
#include <cuda_runtime_api.h>
#include <cstdio>

#define CU_CHECK(x) do { CUresult r = (x); if (r != CUDA_SUCCESS) { const char* s; cuGetErrorString(r, &s); printf("%s\n", s); } } while (0)

__global__ void fill(int* p, int v) { p[threadIdx.x] = v; }

int main() {
  CU_CHECK(cuInit(0));
  CUdevice dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
  char name[128];
  CU_CHECK(cuDeviceGetName(name, sizeof(name), dev));
  int sms = 0;
  CU_CHECK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
  CUcontext ctx;
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));
  CUdeviceptr ptr;
  CU_CHECK(cuMemAlloc(&ptr, 1024));
  fill<<<1, 32>>>((int*)ptr, 7);
  int host[32];
  CU_CHECK(cuMemcpyDtoH(host, ptr, sizeof(host)));
  CU_CHECK(cuCtxSynchronize());
  CU_CHECK(cuMemFree(ptr));
  CU_CHECK(cuDevicePrimaryCtxRelease(dev));
  int version = 0;
  cuDriverGetVersion(&version);
  printf("%s %d %d %d\n", name, sms, host[0], version);
#if CUDART_VERSION >= 11000
  cudaDeviceSynchronize();
#endif
  return 0;
}
