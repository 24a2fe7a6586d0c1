// cuport CPU backend: cudaDeviceProp (CUDA's full field list, CUDA 12 and 13) and device
// attributes, with the values of the one CPU device (documented in README.md).
#pragma once

#include <cstdio>
#include <cstring>
#include <thread>

#include "cpu_error.h"
#include "cpu_memory.h"
#include "../engine/cpu_scheduler.h"

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

struct cuportUUID_t {
  char bytes[16];
};

struct cuportDeviceProp {
  char name[256];
  cuportUUID_t uuid;
  char luid[8];
  unsigned int luidDeviceNodeMask;
  std::size_t totalGlobalMem;
  std::size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  std::size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;  // removed in CUDA 13; kept for CUDA 12 programs
  std::size_t totalConstMem;
  int major;
  int minor;
  std::size_t textureAlignment;
  std::size_t texturePitchAlignment;
  int deviceOverlap;  // CUDA 12
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;  // CUDA 12
  int integrated;
  int canMapHostMemory;
  int computeMode;  // CUDA 12
  int maxTexture1D;
  int maxTexture1DMipmap;
  int maxTexture1DLinear;  // CUDA 12
  int maxTexture2D[2];
  int maxTexture2DMipmap[2];
  int maxTexture2DLinear[3];
  int maxTexture2DGather[2];
  int maxTexture3D[3];
  int maxTexture3DAlt[3];
  int maxTextureCubemap;
  int maxTexture1DLayered[2];
  int maxTexture2DLayered[3];
  int maxTextureCubemapLayered[2];
  int maxSurface1D;
  int maxSurface2D[2];
  int maxSurface3D[3];
  int maxSurface1DLayered[2];
  int maxSurface2DLayered[3];
  int maxSurfaceCubemap;
  int maxSurfaceCubemapLayered[2];
  std::size_t surfaceAlignment;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int tccDriver;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;  // CUDA 12
  int memoryBusWidth;
  int l2CacheSize;
  int persistingL2CacheMaxSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  int globalL1CacheSupported;
  int localL1CacheSupported;
  std::size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int hostNativeAtomicSupported;
  int singleToDoublePrecisionPerfRatio;  // CUDA 12
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int computePreemptionSupported;
  int canUseHostPointerForRegisteredMem;
  int cooperativeLaunch;
  int cooperativeMultiDeviceLaunch;  // CUDA 12
  std::size_t sharedMemPerBlockOptin;
  int pageableMemoryAccessUsesHostPageTables;
  int directManagedMemAccessFromHost;
  int maxBlocksPerMultiProcessor;
  int accessPolicyMaxWindowSize;
  std::size_t reservedSharedMemPerBlock;
  int hostRegisterSupported;
  int sparseCudaArraySupported;
  int hostRegisterReadOnlySupported;
  int timelineSemaphoreInteropSupported;
  int memoryPoolsSupported;
  int gpuDirectRDMASupported;
  unsigned int gpuDirectRDMAFlushWritesOptions;
  int gpuDirectRDMAWritesOrdering;
  unsigned int memoryPoolSupportedHandleTypes;
  int deferredMappingCudaArraySupported;
  int ipcEventSupported;
  int clusterLaunch;
  int unifiedFunctionPointers;
  int deviceNumaConfig;
  int deviceNumaId;
  int mpsEnabled;
  int hostNumaId;
  unsigned int gpuPciDeviceID;
  unsigned int gpuPciSubsystemID;
  int hostNumaMultinodeIpcSupported;
  int reserved[56];
};

// CUDA's attribute numbers (driver_types.h).
enum cuportDeviceAttr {
  cuportDevAttrMaxThreadsPerBlock = 1,
  cuportDevAttrMaxBlockDimX = 2,
  cuportDevAttrMaxBlockDimY = 3,
  cuportDevAttrMaxBlockDimZ = 4,
  cuportDevAttrMaxGridDimX = 5,
  cuportDevAttrMaxGridDimY = 6,
  cuportDevAttrMaxGridDimZ = 7,
  cuportDevAttrMaxSharedMemoryPerBlock = 8,
  cuportDevAttrTotalConstantMemory = 9,
  cuportDevAttrWarpSize = 10,
  cuportDevAttrMaxPitch = 11,
  cuportDevAttrMaxRegistersPerBlock = 12,
  cuportDevAttrClockRate = 13,
  cuportDevAttrTextureAlignment = 14,
  cuportDevAttrGpuOverlap = 15,
  cuportDevAttrMultiProcessorCount = 16,
  cuportDevAttrKernelExecTimeout = 17,
  cuportDevAttrIntegrated = 18,
  cuportDevAttrCanMapHostMemory = 19,
  cuportDevAttrComputeMode = 20,
  cuportDevAttrMaxTexture1DWidth = 21,
  cuportDevAttrMaxTexture2DWidth = 22,
  cuportDevAttrMaxTexture2DHeight = 23,
  cuportDevAttrMaxTexture3DWidth = 24,
  cuportDevAttrMaxTexture3DHeight = 25,
  cuportDevAttrMaxTexture3DDepth = 26,
  cuportDevAttrMaxTexture2DLayeredWidth = 27,
  cuportDevAttrMaxTexture2DLayeredHeight = 28,
  cuportDevAttrMaxTexture2DLayeredLayers = 29,
  cuportDevAttrSurfaceAlignment = 30,
  cuportDevAttrConcurrentKernels = 31,
  cuportDevAttrEccEnabled = 32,
  cuportDevAttrPciBusId = 33,
  cuportDevAttrPciDeviceId = 34,
  cuportDevAttrTccDriver = 35,
  cuportDevAttrMemoryClockRate = 36,
  cuportDevAttrGlobalMemoryBusWidth = 37,
  cuportDevAttrL2CacheSize = 38,
  cuportDevAttrMaxThreadsPerMultiProcessor = 39,
  cuportDevAttrAsyncEngineCount = 40,
  cuportDevAttrUnifiedAddressing = 41,
  cuportDevAttrMaxTexture1DLayeredWidth = 42,
  cuportDevAttrMaxTexture1DLayeredLayers = 43,
  cuportDevAttrMaxTexture2DGatherWidth = 45,
  cuportDevAttrMaxTexture2DGatherHeight = 46,
  cuportDevAttrMaxTexture3DWidthAlt = 47,
  cuportDevAttrMaxTexture3DHeightAlt = 48,
  cuportDevAttrMaxTexture3DDepthAlt = 49,
  cuportDevAttrPciDomainId = 50,
  cuportDevAttrTexturePitchAlignment = 51,
  cuportDevAttrMaxTextureCubemapWidth = 52,
  cuportDevAttrMaxTextureCubemapLayeredWidth = 53,
  cuportDevAttrMaxTextureCubemapLayeredLayers = 54,
  cuportDevAttrMaxSurface1DWidth = 55,
  cuportDevAttrMaxSurface2DWidth = 56,
  cuportDevAttrMaxSurface2DHeight = 57,
  cuportDevAttrMaxSurface3DWidth = 58,
  cuportDevAttrMaxSurface3DHeight = 59,
  cuportDevAttrMaxSurface3DDepth = 60,
  cuportDevAttrMaxSurface1DLayeredWidth = 61,
  cuportDevAttrMaxSurface1DLayeredLayers = 62,
  cuportDevAttrMaxSurface2DLayeredWidth = 63,
  cuportDevAttrMaxSurface2DLayeredHeight = 64,
  cuportDevAttrMaxSurface2DLayeredLayers = 65,
  cuportDevAttrMaxSurfaceCubemapWidth = 66,
  cuportDevAttrMaxSurfaceCubemapLayeredWidth = 67,
  cuportDevAttrMaxSurfaceCubemapLayeredLayers = 68,
  cuportDevAttrMaxTexture1DLinearWidth = 69,
  cuportDevAttrMaxTexture2DLinearWidth = 70,
  cuportDevAttrMaxTexture2DLinearHeight = 71,
  cuportDevAttrMaxTexture2DLinearPitch = 72,
  cuportDevAttrMaxTexture2DMipmappedWidth = 73,
  cuportDevAttrMaxTexture2DMipmappedHeight = 74,
  cuportDevAttrComputeCapabilityMajor = 75,
  cuportDevAttrComputeCapabilityMinor = 76,
  cuportDevAttrMaxTexture1DMipmappedWidth = 77,
  cuportDevAttrStreamPrioritiesSupported = 78,
  cuportDevAttrGlobalL1CacheSupported = 79,
  cuportDevAttrLocalL1CacheSupported = 80,
  cuportDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  cuportDevAttrMaxRegistersPerMultiprocessor = 82,
  cuportDevAttrManagedMemory = 83,
  cuportDevAttrIsMultiGpuBoard = 84,
  cuportDevAttrMultiGpuBoardGroupID = 85,
  cuportDevAttrHostNativeAtomicSupported = 86,
  cuportDevAttrSingleToDoublePrecisionPerfRatio = 87,
  cuportDevAttrPageableMemoryAccess = 88,
  cuportDevAttrConcurrentManagedAccess = 89,
  cuportDevAttrComputePreemptionSupported = 90,
  cuportDevAttrCanUseHostPointerForRegisteredMem = 91,
  cuportDevAttrCooperativeLaunch = 95,
  cuportDevAttrMaxSharedMemoryPerBlockOptin = 97,
  cuportDevAttrCanFlushRemoteWrites = 98,
  cuportDevAttrHostRegisterSupported = 99,
  cuportDevAttrPageableMemoryAccessUsesHostPageTables = 100,
  cuportDevAttrDirectManagedMemAccessFromHost = 101,
  cuportDevAttrMaxBlocksPerMultiprocessor = 106,
  cuportDevAttrMaxPersistingL2CacheSize = 108,
  cuportDevAttrMaxAccessPolicyWindowSize = 109,
  cuportDevAttrReservedSharedMemoryPerBlock = 111,
  cuportDevAttrSparseCudaArraySupported = 112,
  cuportDevAttrHostRegisterReadOnlySupported = 113,
  cuportDevAttrTimelineSemaphoreInteropSupported = 114,
  cuportDevAttrMemoryPoolsSupported = 115,
  cuportDevAttrGPUDirectRDMASupported = 116,
  cuportDevAttrGPUDirectRDMAFlushWritesOptions = 117,
  cuportDevAttrGPUDirectRDMAWritesOrdering = 118,
  cuportDevAttrMemoryPoolSupportedHandleTypes = 119,
  cuportDevAttrClusterLaunch = 120,
  cuportDevAttrDeferredMappingCudaArraySupported = 121,
  cuportDevAttrIpcEventSupport = 125,
  cuportDevAttrMemSyncDomainCount = 126,
  cuportDevAttrNumaConfig = 130,
  cuportDevAttrNumaId = 131,
  cuportDevAttrMpsEnabled = 133,
  cuportDevAttrHostNumaId = 134,
  cuportDevAttrD3D12CigSupported = 135,
  cuportDevAttrVulkanCigSupported = 138,
  cuportDevAttrGpuPciDeviceId = 139,
  cuportDevAttrGpuPciSubsystemId = 140,
  cuportDevAttrHostNumaMemoryPoolsSupported = 142,
  cuportDevAttrHostNumaMultinodeIpcSupported = 143,
  cuportDevAttrHostMemoryPoolsSupported = 144,
  cuportDevAttrOnlyPartialHostNativeAtomicSupported = 147,
};

namespace cuport::cpu {

constexpr int kSharedMemPerMultiprocessor = 167936;  // 164 KiB, as compute capability 8.0
constexpr int kSharedMemPerBlockOptin = 166912;      // 163 KiB, as compute capability 8.0
constexpr int kSmMaxThreads = 2048;
constexpr int kSmMaxBlocks = 32;
constexpr int kRegistersPerBlock = 65536;

// "model name" and "cpu MHz" from /proc/cpuinfo where the system has it.
inline void cpu_description(char* name, std::size_t size, int* khz) {
  std::snprintf(name, size, "cuport CPU device");
  *khz = 1000000;
  std::FILE* f = std::fopen("/proc/cpuinfo", "r");
  if (!f) return;
  char line[512];
  bool have_name = false, have_clock = false;
  while (std::fgets(line, sizeof line, f) && !(have_name && have_clock)) {
    double mhz;
    if (!have_name && std::strncmp(line, "model name", 10) == 0) {
      const char* colon = std::strchr(line, ':');
      if (colon) {
        std::snprintf(name, size, "cuport CPU (%s", colon + 2);
        std::size_t n = std::strlen(name);
        if (n && name[n - 1] == '\n') name[n - 1] = '\0';
        std::strncat(name, ")", size - std::strlen(name) - 1);
        have_name = true;
      }
    } else if (!have_clock && std::sscanf(line, "cpu MHz : %lf", &mhz) == 1) {
      *khz = static_cast<int>(mhz * 1000.0);
      have_clock = true;
    }
  }
  std::fclose(f);
}

inline int cache_bytes() {
#if defined(_SC_LEVEL2_CACHE_SIZE)
  long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
  if (l2 > 0) return static_cast<int>(l2);
#endif
  return 4 << 20;
}

inline const cuportDeviceProp& device_properties() {
  static const cuportDeviceProp prop = [] {
    cuportDeviceProp p;
    std::memset(&p, 0, sizeof p);
    cpu_description(p.name, sizeof p.name, &p.clockRate);
    p.totalGlobalMem = system_memory_total();
    p.sharedMemPerBlock = kSharedMemPerBlock;
    p.regsPerBlock = kRegistersPerBlock;
    p.warpSize = static_cast<int>(warp_size());
    p.memPitch = 2147483647;
    p.maxThreadsPerBlock = static_cast<int>(kMaxThreadsPerBlock);
    for (int i = 0; i < 3; ++i) {
      p.maxThreadsDim[i] = static_cast<int>(kMaxBlockDim[i]);
      p.maxGridSize[i] = static_cast<int>(kMaxGridDim[i]);
    }
    p.totalConstMem = 65536;
    p.major = 8;
    p.minor = 0;
    p.textureAlignment = 512;
    p.texturePitchAlignment = 32;
    p.deviceOverlap = 1;
    p.multiProcessorCount = static_cast<int>(worker_count());
    p.integrated = 1;  // the "device" is the host: memory is shared
    p.canMapHostMemory = 1;
    p.maxTexture1D = 131072;
    p.maxTexture1DMipmap = 32768;
    p.maxTexture1DLinear = 268435456;
    p.maxTexture2D[0] = 131072, p.maxTexture2D[1] = 65536;
    p.maxTexture2DMipmap[0] = 32768, p.maxTexture2DMipmap[1] = 32768;
    p.maxTexture2DLinear[0] = 131072, p.maxTexture2DLinear[1] = 65000;
    p.maxTexture2DLinear[2] = 2097120;
    p.maxTexture2DGather[0] = 32768, p.maxTexture2DGather[1] = 32768;
    for (int i = 0; i < 3; ++i) p.maxTexture3D[i] = 16384;
    p.maxTexture3DAlt[0] = 8192, p.maxTexture3DAlt[1] = 8192, p.maxTexture3DAlt[2] = 32768;
    p.maxTextureCubemap = 32768;
    p.maxTexture1DLayered[0] = 32768, p.maxTexture1DLayered[1] = 2048;
    p.maxTexture2DLayered[0] = 32768, p.maxTexture2DLayered[1] = 32768;
    p.maxTexture2DLayered[2] = 2048;
    p.maxTextureCubemapLayered[0] = 32768, p.maxTextureCubemapLayered[1] = 2046;
    p.maxSurface1D = 32768;
    p.maxSurface2D[0] = 131072, p.maxSurface2D[1] = 65536;
    p.maxSurface3D[0] = 16384, p.maxSurface3D[1] = 16384, p.maxSurface3D[2] = 16384;
    p.maxSurface1DLayered[0] = 32768, p.maxSurface1DLayered[1] = 2048;
    p.maxSurface2DLayered[0] = 32768, p.maxSurface2DLayered[1] = 32768;
    p.maxSurface2DLayered[2] = 2048;
    p.maxSurfaceCubemap = 32768;
    p.maxSurfaceCubemapLayered[0] = 32768, p.maxSurfaceCubemapLayered[1] = 2046;
    p.surfaceAlignment = 512;
    p.concurrentKernels = 1;
    p.asyncEngineCount = 2;
    p.unifiedAddressing = 1;
    p.memoryClockRate = p.clockRate;
    p.memoryBusWidth = 64;
    p.l2CacheSize = cache_bytes();
    p.maxThreadsPerMultiProcessor = kSmMaxThreads;
    p.streamPrioritiesSupported = 1;
    p.globalL1CacheSupported = 1;
    p.localL1CacheSupported = 1;
    p.sharedMemPerMultiprocessor = kSharedMemPerMultiprocessor;
    p.regsPerMultiprocessor = kRegistersPerBlock;
    p.managedMemory = 1;
    p.hostNativeAtomicSupported = 1;
    p.singleToDoublePrecisionPerfRatio = 2;
    p.pageableMemoryAccess = 1;
    p.concurrentManagedAccess = 1;
    p.canUseHostPointerForRegisteredMem = 1;
    p.cooperativeLaunch = 1;
    p.sharedMemPerBlockOptin = kSharedMemPerBlockOptin;
    p.pageableMemoryAccessUsesHostPageTables = 1;
    p.directManagedMemAccessFromHost = 1;
    p.maxBlocksPerMultiProcessor = kSmMaxBlocks;
    p.reservedSharedMemPerBlock = 0;
    p.hostRegisterSupported = 1;
    p.hostRegisterReadOnlySupported = 1;
    p.memoryPoolsSupported = 1;
    p.unifiedFunctionPointers = 1;
    p.deviceNumaId = -1;
    p.hostNumaId = -1;
    return p;
  }();
  return prop;
}

// The attribute's value, or false for an attribute this backend does not know.
inline bool device_attribute(cuportDeviceAttr attr, int* value) {
  const cuportDeviceProp& p = device_properties();
  auto clamp = [](std::size_t v) { return v > 2147483647u ? 2147483647 : static_cast<int>(v); };
  switch (attr) {
    case cuportDevAttrMaxThreadsPerBlock: *value = p.maxThreadsPerBlock; break;
    case cuportDevAttrMaxBlockDimX: *value = p.maxThreadsDim[0]; break;
    case cuportDevAttrMaxBlockDimY: *value = p.maxThreadsDim[1]; break;
    case cuportDevAttrMaxBlockDimZ: *value = p.maxThreadsDim[2]; break;
    case cuportDevAttrMaxGridDimX: *value = p.maxGridSize[0]; break;
    case cuportDevAttrMaxGridDimY: *value = p.maxGridSize[1]; break;
    case cuportDevAttrMaxGridDimZ: *value = p.maxGridSize[2]; break;
    case cuportDevAttrMaxSharedMemoryPerBlock: *value = clamp(p.sharedMemPerBlock); break;
    case cuportDevAttrTotalConstantMemory: *value = clamp(p.totalConstMem); break;
    case cuportDevAttrWarpSize: *value = p.warpSize; break;
    case cuportDevAttrMaxPitch: *value = clamp(p.memPitch); break;
    case cuportDevAttrMaxRegistersPerBlock: *value = p.regsPerBlock; break;
    case cuportDevAttrClockRate: *value = p.clockRate; break;
    case cuportDevAttrTextureAlignment: *value = clamp(p.textureAlignment); break;
    case cuportDevAttrGpuOverlap: *value = p.deviceOverlap; break;
    case cuportDevAttrMultiProcessorCount: *value = p.multiProcessorCount; break;
    case cuportDevAttrKernelExecTimeout: *value = p.kernelExecTimeoutEnabled; break;
    case cuportDevAttrIntegrated: *value = p.integrated; break;
    case cuportDevAttrCanMapHostMemory: *value = p.canMapHostMemory; break;
    case cuportDevAttrComputeMode: *value = p.computeMode; break;
    case cuportDevAttrMaxTexture1DWidth: *value = p.maxTexture1D; break;
    case cuportDevAttrMaxTexture2DWidth: *value = p.maxTexture2D[0]; break;
    case cuportDevAttrMaxTexture2DHeight: *value = p.maxTexture2D[1]; break;
    case cuportDevAttrMaxTexture3DWidth: *value = p.maxTexture3D[0]; break;
    case cuportDevAttrMaxTexture3DHeight: *value = p.maxTexture3D[1]; break;
    case cuportDevAttrMaxTexture3DDepth: *value = p.maxTexture3D[2]; break;
    case cuportDevAttrMaxTexture2DLayeredWidth: *value = p.maxTexture2DLayered[0]; break;
    case cuportDevAttrMaxTexture2DLayeredHeight: *value = p.maxTexture2DLayered[1]; break;
    case cuportDevAttrMaxTexture2DLayeredLayers: *value = p.maxTexture2DLayered[2]; break;
    case cuportDevAttrSurfaceAlignment: *value = clamp(p.surfaceAlignment); break;
    case cuportDevAttrConcurrentKernels: *value = p.concurrentKernels; break;
    case cuportDevAttrEccEnabled: *value = p.ECCEnabled; break;
    case cuportDevAttrPciBusId: *value = p.pciBusID; break;
    case cuportDevAttrPciDeviceId: *value = p.pciDeviceID; break;
    case cuportDevAttrTccDriver: *value = p.tccDriver; break;
    case cuportDevAttrMemoryClockRate: *value = p.memoryClockRate; break;
    case cuportDevAttrGlobalMemoryBusWidth: *value = p.memoryBusWidth; break;
    case cuportDevAttrL2CacheSize: *value = p.l2CacheSize; break;
    case cuportDevAttrMaxThreadsPerMultiProcessor: *value = p.maxThreadsPerMultiProcessor; break;
    case cuportDevAttrAsyncEngineCount: *value = p.asyncEngineCount; break;
    case cuportDevAttrUnifiedAddressing: *value = p.unifiedAddressing; break;
    case cuportDevAttrMaxTexture1DLayeredWidth: *value = p.maxTexture1DLayered[0]; break;
    case cuportDevAttrMaxTexture1DLayeredLayers: *value = p.maxTexture1DLayered[1]; break;
    case cuportDevAttrPciDomainId: *value = p.pciDomainID; break;
    case cuportDevAttrTexturePitchAlignment: *value = clamp(p.texturePitchAlignment); break;
    case cuportDevAttrMaxSurface1DWidth: *value = p.maxSurface1D; break;
    case cuportDevAttrMaxSurface2DWidth: *value = p.maxSurface2D[0]; break;
    case cuportDevAttrMaxSurface2DHeight: *value = p.maxSurface2D[1]; break;
    case cuportDevAttrMaxSurface3DWidth: *value = p.maxSurface3D[0]; break;
    case cuportDevAttrMaxSurface3DHeight: *value = p.maxSurface3D[1]; break;
    case cuportDevAttrMaxSurface3DDepth: *value = p.maxSurface3D[2]; break;
    case cuportDevAttrMaxTexture1DLinearWidth: *value = p.maxTexture1DLinear; break;
    case cuportDevAttrMaxTexture2DLinearWidth: *value = p.maxTexture2DLinear[0]; break;
    case cuportDevAttrMaxTexture2DLinearHeight: *value = p.maxTexture2DLinear[1]; break;
    case cuportDevAttrMaxTexture2DLinearPitch: *value = p.maxTexture2DLinear[2]; break;
    case cuportDevAttrComputeCapabilityMajor: *value = p.major; break;
    case cuportDevAttrComputeCapabilityMinor: *value = p.minor; break;
    case cuportDevAttrStreamPrioritiesSupported: *value = p.streamPrioritiesSupported; break;
    case cuportDevAttrGlobalL1CacheSupported: *value = p.globalL1CacheSupported; break;
    case cuportDevAttrLocalL1CacheSupported: *value = p.localL1CacheSupported; break;
    case cuportDevAttrMaxSharedMemoryPerMultiprocessor:
      *value = clamp(p.sharedMemPerMultiprocessor);
      break;
    case cuportDevAttrMaxRegistersPerMultiprocessor: *value = p.regsPerMultiprocessor; break;
    case cuportDevAttrManagedMemory: *value = p.managedMemory; break;
    case cuportDevAttrIsMultiGpuBoard: *value = p.isMultiGpuBoard; break;
    case cuportDevAttrMultiGpuBoardGroupID: *value = p.multiGpuBoardGroupID; break;
    case cuportDevAttrHostNativeAtomicSupported: *value = p.hostNativeAtomicSupported; break;
    case cuportDevAttrSingleToDoublePrecisionPerfRatio:
      *value = p.singleToDoublePrecisionPerfRatio;
      break;
    case cuportDevAttrPageableMemoryAccess: *value = p.pageableMemoryAccess; break;
    case cuportDevAttrConcurrentManagedAccess: *value = p.concurrentManagedAccess; break;
    case cuportDevAttrComputePreemptionSupported: *value = p.computePreemptionSupported; break;
    case cuportDevAttrCanUseHostPointerForRegisteredMem:
      *value = p.canUseHostPointerForRegisteredMem;
      break;
    case cuportDevAttrCooperativeLaunch: *value = p.cooperativeLaunch; break;
    case cuportDevAttrMaxSharedMemoryPerBlockOptin: *value = clamp(p.sharedMemPerBlockOptin); break;
    case cuportDevAttrHostRegisterSupported: *value = p.hostRegisterSupported; break;
    case cuportDevAttrPageableMemoryAccessUsesHostPageTables:
      *value = p.pageableMemoryAccessUsesHostPageTables;
      break;
    case cuportDevAttrDirectManagedMemAccessFromHost: *value = p.directManagedMemAccessFromHost; break;
    case cuportDevAttrMaxBlocksPerMultiprocessor: *value = p.maxBlocksPerMultiProcessor; break;
    case cuportDevAttrMaxPersistingL2CacheSize: *value = p.persistingL2CacheMaxSize; break;
    case cuportDevAttrMaxAccessPolicyWindowSize: *value = p.accessPolicyMaxWindowSize; break;
    case cuportDevAttrReservedSharedMemoryPerBlock: *value = 0; break;
    case cuportDevAttrHostRegisterReadOnlySupported: *value = p.hostRegisterReadOnlySupported; break;
    case cuportDevAttrMemoryPoolsSupported: *value = p.memoryPoolsSupported; break;
    case cuportDevAttrNumaId: *value = p.deviceNumaId; break;
    case cuportDevAttrHostNumaId: *value = p.hostNumaId; break;
    default:
      if (attr <= 0 || attr > cuportDevAttrOnlyPartialHostNativeAtomicSupported) return false;
      *value = 0;  // a capability the CPU device does not have (clusters, IPC, interop, ...)
  }
  return true;
}

}  // namespace cuport::cpu

inline cuportError_t cuportGetDeviceProperties(cuportDeviceProp* prop, int device) {
  using namespace cuport::cpu;
  if (!prop) return record(cuportErrorInvalidValue);
  if (device != 0) return record(cuportErrorInvalidDevice);
  *prop = device_properties();
  return cuportSuccess;
}

inline cuportError_t cuportDeviceGetAttribute(int* value, cuportDeviceAttr attr, int device) {
  using namespace cuport::cpu;
  if (!value) return record(cuportErrorInvalidValue);
  if (device != 0) return record(cuportErrorInvalidDevice);
  return device_attribute(attr, value) ? cuportSuccess : record(cuportErrorInvalidValue);
}
