// Memory pool access, the 1D linear texture width, the GPUDirect RDMA flush and async
// notification callbacks on the CPU backend, with CUDA's codes for invalid arguments.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include "check.cuh"

static int notified = 0;
static void on_notification(cudaAsyncNotificationInfo_t*, void*, cudaAsyncCallbackHandle_t) {
  ++notified;
}

int main() {
  cudaMemPool_t pool;
  CHECK(cudaDeviceGetDefaultMemPool(&pool, 0));
  cudaMemLocation device = {};
  device.type = cudaMemLocationTypeDevice;
  device.id = 0;
  cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
  CHECK(cudaMemPoolGetAccess(&flags, pool, &device));
  std::printf("device_access: %d\n", (int)flags);
  cudaMemLocation host = {};
  host.type = cudaMemLocationTypeHost;
  CHECK(cudaMemPoolGetAccess(&flags, pool, &host));
  std::printf("host_access: %d\n", (int)flags);
  cudaMemAccessDesc desc = {device, cudaMemAccessFlagsProtReadWrite};
  std::printf("set_read_write: %s\n", name(cudaMemPoolSetAccess(pool, &desc, 1)));
  desc.flags = cudaMemAccessFlagsProtRead;
  std::printf("lower_owner_access: %s\n", name(cudaMemPoolSetAccess(pool, &desc, 1)));
  desc.flags = cudaMemAccessFlagsProtReadWrite;
  desc.location.id = 1;
  std::printf("set_other_device: %s\n", name(cudaMemPoolSetAccess(pool, &desc, 1)));
  std::printf("set_null_list: %s\n", name(cudaMemPoolSetAccess(pool, nullptr, 1)));
  std::printf("get_null_flags: %s\n", name(cudaMemPoolGetAccess(nullptr, pool, &device)));
  cudaMemLocation other = device;
  other.id = 3;
  std::printf("get_other_device: %s\n", name(cudaMemPoolGetAccess(&flags, pool, &other)));
  cudaGetLastError();

  size_t width = 0;
  cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>();
  CHECK(cudaDeviceGetTexture1DLinearMaxWidth(&width, &f4, 0));
  std::printf("linear_width: %zu\n", width);
  cudaChannelFormatDesc bad = cudaCreateChannelDesc(12, 0, 0, 0, cudaChannelFormatKindFloat);
  std::printf("linear_width_bad_format: %s\n",
              name(cudaDeviceGetTexture1DLinearMaxWidth(&width, &bad, 0)));
  std::printf("linear_width_bad_device: %s\n",
              name(cudaDeviceGetTexture1DLinearMaxWidth(&width, &f4, 1)));
  cudaGetLastError();

  CHECK(cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice,
                                           cudaFlushGPUDirectRDMAWritesToAllDevices));
  std::printf("flush_bad_scope: %s\n",
              name(cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice,
                                                      (cudaFlushGPUDirectRDMAWritesScope)7)));
  int ordering = 0;
  CHECK(cudaDeviceGetAttribute(&ordering, cudaDevAttrGPUDirectRDMAWritesOrdering, 0));
  std::printf("rdma_ordering: %d\n", ordering);
  cudaGetLastError();

  cudaAsyncCallbackHandle_t first, second;
  CHECK(cudaDeviceRegisterAsyncNotification(0, on_notification, nullptr, &first));
  CHECK(cudaDeviceRegisterAsyncNotification(0, on_notification, &notified, &second));
  std::printf("distinct_handles: %d\n", first != second);
  void* big;
  CHECK(cudaMalloc(&big, 64 << 20));  // no device memory budget on the CPU: nothing to report
  CHECK(cudaFree(big));
  CHECK(cudaDeviceUnregisterAsyncNotification(0, first));
  std::printf("unregister_twice: %s\n", name(cudaDeviceUnregisterAsyncNotification(0, first)));
  std::printf("register_bad_device: %s\n",
              name(cudaDeviceRegisterAsyncNotification(1, on_notification, nullptr, &first)));
  std::printf("register_no_callback: %s\n",
              name(cudaDeviceRegisterAsyncNotification(0, nullptr, nullptr, &first)));
  CHECK(cudaDeviceUnregisterAsyncNotification(0, second));
  std::printf("notified: %d\n", notified);
  return 0;
}
