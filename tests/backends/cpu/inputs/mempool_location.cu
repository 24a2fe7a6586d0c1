// CUDA 13's pools by location and allocation type on the CPU backend: device 0's pinned pool is
// the device's, set and read back; host and managed pools are not supported; CUDA's codes.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include "check.cuh"

int main() {
  cudaMemLocation device = {};
  device.type = cudaMemLocationTypeDevice;
  device.id = 0;
  cudaMemPool_t by_location, by_device, current;
  CHECK(cudaMemGetDefaultMemPool(&by_location, &device, cudaMemAllocationTypePinned));
  CHECK(cudaDeviceGetDefaultMemPool(&by_device, 0));
  std::printf("default_is_the_devices: %d\n", by_location == by_device);

  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location = device;
  cudaMemPool_t mine;
  CHECK(cudaMemPoolCreate(&mine, &props));
  CHECK(cudaMemSetMemPool(&device, cudaMemAllocationTypePinned, mine));
  CHECK(cudaMemGetMemPool(&current, &device, cudaMemAllocationTypePinned));
  cudaMemPool_t device_current;
  CHECK(cudaDeviceGetMemPool(&device_current, 0));
  std::printf("set_is_current: %d %d\n", current == mine, device_current == mine);
  void* p;
  CHECK(cudaMallocAsync(&p, 1024, 0));
  std::size_t used = 0;
  CHECK(cudaMemPoolGetAttribute(mine, cudaMemPoolAttrUsedMemCurrent, &used));
  std::printf("allocation_from_set_pool: %zu\n", used);
  CHECK(cudaFreeAsync(p, 0));
  CHECK(cudaDeviceSynchronize());

  cudaMemLocation host = {};
  host.type = cudaMemLocationTypeHost;
  cudaMemLocation none = {};
  none.type = cudaMemLocationTypeNone;
  cudaMemLocation other = device;
  other.id = 1;
  cudaMemPool_t out;
  std::printf("host_pinned: %s\n", name(cudaMemGetDefaultMemPool(&out, &host, cudaMemAllocationTypePinned)));
  std::printf("managed: %s\n", name(cudaMemGetDefaultMemPool(&out, &device, cudaMemAllocationTypeManaged)));
  std::printf("managed_no_location: %s\n", name(cudaMemGetMemPool(&out, &none, cudaMemAllocationTypeManaged)));
  std::printf("pinned_no_location: %s\n", name(cudaMemGetMemPool(&out, &none, cudaMemAllocationTypePinned)));
  std::printf("other_device: %s\n", name(cudaMemGetDefaultMemPool(&out, &other, cudaMemAllocationTypePinned)));
  std::printf("bad_type: %s\n", name(cudaMemGetDefaultMemPool(&out, &device, cudaMemAllocationTypeInvalid)));
  std::printf("null_pool: %s\n", name(cudaMemGetDefaultMemPool(nullptr, &device, cudaMemAllocationTypePinned)));
  std::printf("set_device_pool_for_host: %s\n", name(cudaMemSetMemPool(&host, cudaMemAllocationTypePinned, mine)));
  std::printf("set_destroyed_pool: %s\n", name([&] {
                cudaMemPool_t gone;
                cudaMemPoolCreate(&gone, &props);
                cudaMemPoolDestroy(gone);
                return cudaMemSetMemPool(&device, cudaMemAllocationTypePinned, gone);
              }()));
  CHECK(cudaMemGetMemPool(&current, &device, cudaMemAllocationTypePinned));
  std::printf("current_after_errors: %d\n", current == mine);
  cudaGetLastError();
  return 0;
}
