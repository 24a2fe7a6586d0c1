// Device management on the CPU backend: properties, attributes, occupancy, function attributes,
// limits and versions. Prints `key: value` lines.
#include <cuda_runtime.h>
#include <cstdio>

__global__ void kernel(float* x) { x[threadIdx.x] = 0; }

int main() {
  int count = 0, dev = -1;
  cudaGetDeviceCount(&count);
  cudaSetDevice(0);
  cudaGetDevice(&dev);
  std::printf("count: %d\ndevice: %d\n", count, dev);
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  std::printf("name_nonempty: %d\n", p.name[0] != 0);
  std::printf("cc: %d.%d\n", p.major, p.minor);
  std::printf("warp: %d\n", p.warpSize);
  std::printf("max_threads: %d\n", p.maxThreadsPerBlock);
  std::printf("threads_dim: %d %d %d\n", p.maxThreadsDim[0], p.maxThreadsDim[1], p.maxThreadsDim[2]);
  std::printf("grid: %d %d %d\n", p.maxGridSize[0], p.maxGridSize[1], p.maxGridSize[2]);
  std::printf("shared_per_block: %zu\n", p.sharedMemPerBlock);
  std::printf("sms: %d\n", p.multiProcessorCount);
  std::printf("total_mem: %zu\n", p.totalGlobalMem);
  std::printf("clock_positive: %d\n", p.clockRate > 0);
  std::printf("managed: %d\n", p.managedMemory);
  int v;
  cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0);
  std::printf("attr_warp: %d\n", v);
  cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0);
  std::printf("attr_sms: %d\n", v);
  int major, minor;
  cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0);
  cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, 0);
  std::printf("attr_cc: %d.%d\n", major, minor);
  cudaDeviceGetAttribute(&v, cudaDevAttrMaxSharedMemoryPerBlock, 0);
  std::printf("attr_shared: %d\n", v);
  std::printf("attr_bad: %d\n", (int)cudaDeviceGetAttribute(&v, (cudaDeviceAttr)100000, 0));
  cudaGetLastError();

  int blocks = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, 256, 0);
  std::printf("occupancy_256: %d\n", blocks);
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, 1024, 0);
  std::printf("occupancy_1024: %d\n", blocks);
  int min_grid = 0, block = 0;
  cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, kernel, 0, 0);
  std::printf("potential: %d %d\n", min_grid, block);
  cudaFuncAttributes fa;
  std::printf("func_attr: %d\n", (int)cudaFuncGetAttributes(&fa, kernel));
  std::printf("func_max_threads: %d\n", fa.maxThreadsPerBlock);
  std::printf("set_attr: %d\n",
              (int)cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536));
  float* buf;
  cudaMalloc(&buf, 32 * sizeof(float));
  kernel<<<1, 32, 65536>>>(buf);
  cudaDeviceSynchronize();
  std::printf("launch_optin_shared_error: %d\n", (int)cudaPeekAtLastError());
  std::printf("cache_config: %d\n", (int)cudaFuncSetCacheConfig(kernel, cudaFuncCachePreferShared));
  std::printf("device_cache_config: %d\n", (int)cudaDeviceSetCacheConfig(cudaFuncCachePreferL1));
  size_t heap = 0;
  cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64 << 20);
  cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize);
  std::printf("heap_limit: %zu\n", heap);
  int drv = 0, rt = 0;
  cudaDriverGetVersion(&drv);
  cudaRuntimeGetVersion(&rt);
  std::printf("versions_positive: %d\n", drv >= rt && rt >= 11000);
  // The compile-time versions agree with the runtime's answer, as CUDA's headers do.
#if defined(CUDART_VERSION)
  std::printf("versions_macro: %d\n", CUDART_VERSION == rt);
#else
  std::printf("versions_macro: undefined\n");
#endif
  char bus[32];
  cudaDeviceGetPCIBusId(bus, sizeof bus, 0);
  int by_bus = -1;
  cudaDeviceGetByPCIBusId(&by_bus, bus);
  std::printf("pci: %s %d\n", bus, by_bus);
  std::printf("peer_self: %d\n", (int)cudaDeviceEnablePeerAccess(0, 0));
  int can = -1;
  cudaDeviceCanAccessPeer(&can, 0, 0);
  std::printf("can_access_peer: %d\n", can);
  cudaGetLastError();
  std::printf("profiler: %d %d\n", (int)cudaProfilerStart(), (int)cudaProfilerStop());
  cudaOccupancyMaxPotentialBlockSizeVariableSMem(&min_grid, &block, kernel,
                                                 [](int b) { return (size_t)b * 64; });
  std::printf("potential_variable_smem: %d %d\n", min_grid, block);
  cudaStream_t st;
  cudaStreamCreate(&st);
  unsigned long long id1 = 0, id2 = 0;
  int sdev = -1;
  cudaStreamGetId(st, &id1);
  cudaStreamGetId(0, &id2);
  cudaStreamGetDevice(st, &sdev);
  std::printf("stream_ids: %d %d\n", id1 != id2 && id1 != 0, sdev);
  cudaStreamDestroy(st);
  std::printf("reset: %d\n", (int)cudaDeviceReset());
  std::printf("done: 1\n");
  return 0;
}
