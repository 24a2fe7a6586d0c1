// cuport CPU backend: device management (one CPU device), synchronization, limits and cache
// settings, function attributes and the occupancy API.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "cpu_device_prop.h"
#include "cpu_error.h"
#include "../engine/cpu_function_names.h"
#include "../engine/cpu_launch.h"
#include "cpu_stream.h"

#ifndef CUDART_VERSION
#define CUDART_VERSION 12080
#endif
#define CUPORT_RUNTIME_VERSION 12080
// Translated `#if CUDART_VERSION >= N` checks: the CPU device provides CUDA 12.8's API (what
// cudaRuntimeGetVersion reports), so programs take their current branch, not a dead fallback.
#define CUPORT_CUDART_VERSION CUPORT_RUNTIME_VERSION
#define CUPORT_CUDA_VERSION CUPORT_RUNTIME_VERSION

enum cuportLimit {
  cuportLimitStackSize = 0,
  cuportLimitPrintfFifoSize = 1,
  cuportLimitMallocHeapSize = 2,
  cuportLimitDevRuntimeSyncDepth = 3,
  cuportLimitDevRuntimePendingLaunchCount = 4,
  cuportLimitMaxL2FetchGranularity = 5,
  cuportLimitPersistingL2CacheSize = 6,
};

enum cuportFuncCache {
  cuportFuncCachePreferNone = 0,
  cuportFuncCachePreferShared = 1,
  cuportFuncCachePreferL1 = 2,
  cuportFuncCachePreferEqual = 3,
};

enum cuportSharedMemConfig {
  cuportSharedMemBankSizeDefault = 0,
  cuportSharedMemBankSizeFourByte = 1,
  cuportSharedMemBankSizeEightByte = 2,
};

enum cuportFuncAttribute {
  cuportFuncAttributeMaxDynamicSharedMemorySize = 8,
  cuportFuncAttributePreferredSharedMemoryCarveout = 9,
  cuportFuncAttributeClusterDimMustBeSet = 10,
  cuportFuncAttributeRequiredClusterWidth = 11,
  cuportFuncAttributeRequiredClusterHeight = 12,
  cuportFuncAttributeRequiredClusterDepth = 13,
  cuportFuncAttributeNonPortableClusterSizeAllowed = 14,
  cuportFuncAttributeClusterSchedulingPolicyPreference = 15,
};

struct cuportFuncAttributes {
  std::size_t sharedSizeBytes;
  std::size_t constSizeBytes;
  std::size_t localSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int ptxVersion;
  int binaryVersion;
  int cacheModeCA;
  int maxDynamicSharedSizeBytes;
  int preferredShmemCarveout;
  int clusterDimMustBeSet;
  int requiredClusterWidth;
  int requiredClusterHeight;
  int requiredClusterDepth;
  int clusterSchedulingPolicyPreference;
  int nonPortableClusterSizeAllowed;
  int reserved[16];
};

#define cuportDeviceScheduleAuto 0x00
#define cuportDeviceScheduleSpin 0x01
#define cuportDeviceScheduleYield 0x02
#define cuportDeviceScheduleBlockingSync 0x04
#define cuportDeviceBlockingSync 0x04
#define cuportDeviceMapHost 0x08
#define cuportDeviceLmemResizeToMax 0x10

namespace cuport::cpu {

struct DeviceSettings {
  std::atomic<std::size_t> limits[7] = {{1024}, {1 << 20}, {8 << 20}, {2}, {2048}, {0}, {0}};
  std::atomic<int> cache_config{cuportFuncCachePreferNone};
  std::atomic<int> shared_config{cuportSharedMemBankSizeFourByte};
  std::atomic<unsigned> flags{cuportDeviceScheduleAuto};
};

inline DeviceSettings& settings() {
  static DeviceSettings* value = new DeviceSettings();  // leaked: read by stream threads at exit
  return *value;
}

// Blocks of block_size threads that fit on one multiprocessor at once (CUDA's occupancy rules
// with this device's limits; no register limit, since the CPU has none).
inline int active_blocks_per_sm(int block_size, std::size_t dynamic_shared) {
  if (block_size <= 0 || block_size > static_cast<int>(kMaxThreadsPerBlock)) return 0;
  int warp = static_cast<int>(warp_size());
  int warps_per_block = (block_size + warp - 1) / warp;
  int by_threads = kSmMaxThreads / (warps_per_block * warp);
  int blocks = std::min(by_threads, kSmMaxBlocks);
  if (dynamic_shared > 0)
    blocks = std::min<int>(blocks, static_cast<int>(kSharedMemPerMultiprocessor / dynamic_shared));
  if (dynamic_shared > dynamic_shared_limit()) blocks = 0;
  return blocks;
}

}  // namespace cuport::cpu

inline cuportError_t cuportGetDeviceCount(int* count) {
  if (!count) return cuport::cpu::record(cuportErrorInvalidValue);
  *count = 1;
  return cuportSuccess;
}

inline cuportError_t cuportGetDevice(int* device) {
  if (!device) return cuport::cpu::record(cuportErrorInvalidValue);
  *device = 0;
  return cuportSuccess;
}

inline cuportError_t cuportSetDevice(int device) {
  return device == 0 ? cuportSuccess : cuport::cpu::record(cuportErrorInvalidDevice);
}

inline cuportError_t cuportInitDevice(int device, unsigned int = 0, unsigned int = 0) {
  return cuportSetDevice(device);
}

inline cuportError_t cuportChooseDevice(int* device, const cuportDeviceProp* prop) {
  if (!device || !prop) return cuport::cpu::record(cuportErrorInvalidValue);
  *device = 0;
  return cuportSuccess;
}

inline cuportError_t cuportSetDeviceFlags(unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  if (flags & ~0x1Fu) return cuport::cpu::record(cuportErrorInvalidValue);
  cuport::cpu::settings().flags = flags;
  return cuportSuccess;
}

inline cuportError_t cuportGetDeviceFlags(unsigned int* flags) {
  CUPORT_CONTEXT_CALL();
  if (!flags) return cuport::cpu::record(cuportErrorInvalidValue);
  *flags = cuport::cpu::settings().flags.load() | cuportDeviceMapHost;
  return cuportSuccess;
}

// Waits for every stream; then reports a fault from any earlier kernel (sticky, as on a GPU).
inline cuportError_t cuportDeviceSynchronize(void) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (in_stream_worker) return record(cuportErrorNotPermitted);
  StreamRegistry::instance().wait_all();
  return record(sync_status());
}

// Finishes outstanding work and clears errors, the fault included. Allocations stay valid
// (CUDA frees them; a program that uses one after a reset is wrong on either).
inline cuportError_t cuportDeviceReset(void) {
  using namespace cuport::cpu;
  StreamRegistry::instance().wait_all();
  sticky_error.store(cuportSuccess);
  last_error = cuportSuccess;
  settings().cache_config = cuportFuncCachePreferNone;
  return cuportSuccess;
}

inline cuportError_t cuportDeviceSetLimit(cuportLimit limit, std::size_t value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (limit < 0 || limit > cuportLimitPersistingL2CacheSize) return record(cuportErrorUnsupportedLimit);
  if (limit == cuportLimitMaxL2FetchGranularity && value > 128) return record(cuportErrorInvalidValue);
  settings().limits[limit] = value;
  return cuportSuccess;
}

inline cuportError_t cuportDeviceGetLimit(std::size_t* value, cuportLimit limit) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!value) return record(cuportErrorInvalidValue);
  if (limit < 0 || limit > cuportLimitPersistingL2CacheSize) return record(cuportErrorUnsupportedLimit);
  *value = settings().limits[limit];
  return cuportSuccess;
}

inline cuportError_t cuportDeviceSetCacheConfig(cuportFuncCache config) {
  CUPORT_CONTEXT_CALL();
  if (config < 0 || config > 3) return cuport::cpu::record(cuportErrorInvalidValue);
  cuport::cpu::settings().cache_config = config;
  return cuportSuccess;
}

inline cuportError_t cuportDeviceGetCacheConfig(cuportFuncCache* config) {
  CUPORT_CONTEXT_CALL();
  if (!config) return cuport::cpu::record(cuportErrorInvalidValue);
  *config = static_cast<cuportFuncCache>(cuport::cpu::settings().cache_config.load());
  return cuportSuccess;
}

inline cuportError_t cuportDeviceSetSharedMemConfig(cuportSharedMemConfig config) {
  CUPORT_CONTEXT_CALL();
  if (config < 0 || config > 2) return cuport::cpu::record(cuportErrorInvalidValue);
  cuport::cpu::settings().shared_config = config;
  return cuportSuccess;
}

inline cuportError_t cuportDeviceGetSharedMemConfig(cuportSharedMemConfig* config) {
  CUPORT_CONTEXT_CALL();
  if (!config) return cuport::cpu::record(cuportErrorInvalidValue);
  *config = static_cast<cuportSharedMemConfig>(cuport::cpu::settings().shared_config.load());
  return cuportSuccess;
}

inline cuportError_t cuportDeviceCanAccessPeer(int* can_access, int device, int peer) {
  if (!can_access) return cuport::cpu::record(cuportErrorInvalidValue);
  if (device != 0 || peer != 0) return cuport::cpu::record(cuportErrorInvalidDevice);
  *can_access = 0;  // a device is never its own peer
  return cuportSuccess;
}

inline cuportError_t cuportDriverGetVersion(int* version) {
  if (!version) return cuport::cpu::record(cuportErrorInvalidValue);
  *version = CUPORT_RUNTIME_VERSION;
  return cuportSuccess;
}

inline cuportError_t cuportRuntimeGetVersion(int* version) {
  if (!version) return cuport::cpu::record(cuportErrorInvalidValue);
  *version = CUPORT_RUNTIME_VERSION;
  return cuportSuccess;
}

// ---- kernel attributes and occupancy (templates on the kernel, as CUDA's C++ API) ----

template <class T>
inline cuportError_t cuportFuncGetAttributes(cuportFuncAttributes* attributes, T* func) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!attributes) return record(cuportErrorInvalidValue);
  if (!func) return record(cuportErrorInvalidDeviceFunction);
  *attributes = cuportFuncAttributes{};
  attributes->maxThreadsPerBlock = static_cast<int>(kMaxThreadsPerBlock);
  attributes->numRegs = 32;
  attributes->ptxVersion = 80;
  attributes->binaryVersion = 80;
  attributes->maxDynamicSharedSizeBytes = static_cast<int>(dynamic_shared_limit());
  attributes->preferredShmemCarveout = -1;
  return cuportSuccess;
}

namespace cuport::cpu {
// The symbol name of the kernel at address (mangled unless it has C linkage, as CUDA's
// cudaFuncGetName returns it), from the executable's symbol table; null when address is not the
// start of a function the table names. The strings live until exit.
inline const char* kernel_symbol_name(const void* address) {
  static std::mutex mutex;
  static auto* names = new std::map<const void*, std::string>();  // leaked: used until exit
  std::lock_guard<std::mutex> lock(mutex);
  auto known = names->find(address);
  if (known != names->end()) return known->second.c_str();
  FunctionName found = function_at(address);
  if (found.mangled.empty() || found.offset != 0) return nullptr;
  return names->emplace(address, found.mangled).first->second.c_str();
}
}  // namespace cuport::cpu

template <class T>
inline cuportError_t cuportFuncGetName(const char** name, T* func) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!name) return record(cuportErrorInvalidValue);
  if (!func) return record(cuportErrorInvalidDeviceFunction);
  const char* found = kernel_symbol_name(reinterpret_cast<const void*>(func));
  if (!found) return record(cuportErrorInvalidDeviceFunction);
  *name = found;
  return cuportSuccess;
}

// MaxDynamicSharedMemorySize raises the launch limit (for every kernel: the CPU launch path
// does not know which kernel a launch names); the other attributes are accepted and ignored.
template <class T>
inline cuportError_t cuportFuncSetAttribute(T* func, cuportFuncAttribute attr, int value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!func) return record(cuportErrorInvalidDeviceFunction);
  if (attr == cuportFuncAttributeMaxDynamicSharedMemorySize) {
    if (value < 0 || value > kSharedMemPerBlockOptin) return record(cuportErrorInvalidValue);
    raise_dynamic_shared_limit(static_cast<std::size_t>(value));
    return cuportSuccess;
  }
  if (attr == cuportFuncAttributePreferredSharedMemoryCarveout)
    return (value >= -1 && value <= 100) ? cuportSuccess : record(cuportErrorInvalidValue);
  if (attr < cuportFuncAttributeMaxDynamicSharedMemorySize ||
      attr > cuportFuncAttributeClusterSchedulingPolicyPreference)
    return record(cuportErrorInvalidValue);
  return cuportSuccess;
}

template <class T>
inline cuportError_t cuportFuncSetCacheConfig(T* func, cuportFuncCache config) {
  CUPORT_CONTEXT_CALL();
  if (!func) return cuport::cpu::record(cuportErrorInvalidDeviceFunction);
  if (config < 0 || config > 3) return cuport::cpu::record(cuportErrorInvalidValue);
  return cuportSuccess;
}

template <class T>
inline cuportError_t cuportFuncSetSharedMemConfig(T* func, cuportSharedMemConfig config) {
  CUPORT_CONTEXT_CALL();
  if (!func) return cuport::cpu::record(cuportErrorInvalidDeviceFunction);
  if (config < 0 || config > 2) return cuport::cpu::record(cuportErrorInvalidValue);
  return cuportSuccess;
}

template <class T>
inline cuportError_t cuportOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int* blocks, T func, int block_size, std::size_t dynamic_shared, unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!blocks || block_size <= 0 || flags > 1) return record(cuportErrorInvalidValue);
  if (!func) return record(cuportErrorInvalidDeviceFunction);
  *blocks = active_blocks_per_sm(block_size, dynamic_shared);
  return cuportSuccess;
}

template <class T>
inline cuportError_t cuportOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, T func,
                                                                     int block_size,
                                                                     std::size_t dynamic_shared) {
  CUPORT_CONTEXT_CALL();
  return cuportOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(blocks, func, block_size,
                                                                  dynamic_shared, 0);
}

// CUDA's search: the largest block size (a multiple of the warp size) with the most resident
// threads per multiprocessor; the grid that fills every multiprocessor with such blocks.
template <class T>
inline cuportError_t cuportOccupancyMaxPotentialBlockSize(int* min_grid_size, int* block_size,
                                                          T func, std::size_t dynamic_shared = 0,
                                                          int block_size_limit = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!min_grid_size || !block_size) return record(cuportErrorInvalidValue);
  if (!func) return record(cuportErrorInvalidDeviceFunction);
  int limit = static_cast<int>(kMaxThreadsPerBlock);
  if (block_size_limit > 0 && block_size_limit < limit) limit = block_size_limit;
  int warp = static_cast<int>(warp_size());
  int best_size = 0, best_threads = 0, best_blocks = 0;
  for (int size = (limit / warp) * warp; size > 0; size -= warp) {
    int blocks = active_blocks_per_sm(size, dynamic_shared);
    if (blocks * size > best_threads) {
      best_threads = blocks * size;
      best_size = size;
      best_blocks = blocks;
    }
  }
  if (best_size == 0 && limit < warp) {
    best_size = limit;
    best_blocks = active_blocks_per_sm(limit, dynamic_shared);
  }
  *block_size = best_size;
  *min_grid_size = best_blocks * device_properties().multiProcessorCount;
  return cuportSuccess;
}

template <class T>
inline cuportError_t cuportOccupancyAvailableDynamicSMemPerBlock(std::size_t* bytes, T func,
                                                                 int blocks, int block_size) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!bytes || blocks <= 0 || block_size <= 0) return record(cuportErrorInvalidValue);
  if (!func) return record(cuportErrorInvalidDeviceFunction);
  *bytes = std::min<std::size_t>(dynamic_shared_limit(), kSharedMemPerMultiprocessor / blocks);
  return cuportSuccess;
}

template <class T>
inline cuportError_t cuportOccupancyMaxPotentialBlockSizeWithFlags(int* min_grid_size,
                                                                   int* block_size, T func,
                                                                   std::size_t dynamic_shared = 0,
                                                                   int block_size_limit = 0,
                                                                   unsigned int flags = 0) {
  CUPORT_CONTEXT_CALL();
  if (flags > 1) return cuport::cpu::record(cuportErrorInvalidValue);
  return cuportOccupancyMaxPotentialBlockSize(min_grid_size, block_size, func, dynamic_shared,
                                              block_size_limit);
}

// As above with the dynamic shared memory a block size needs given by a function of it.
template <class UnaryFunction, class T>
inline cuportError_t cuportOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int* min_grid_size, int* block_size, T func, UnaryFunction shared_for_block,
    int block_size_limit = 0, unsigned int flags = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!min_grid_size || !block_size || flags > 1) return record(cuportErrorInvalidValue);
  if (!func) return record(cuportErrorInvalidDeviceFunction);
  int limit = static_cast<int>(kMaxThreadsPerBlock);
  if (block_size_limit > 0 && block_size_limit < limit) limit = block_size_limit;
  int warp = static_cast<int>(warp_size());
  int best_size = 0, best_threads = 0, best_blocks = 0;
  for (int size = (limit / warp) * warp; size > 0; size -= warp) {
    int blocks = active_blocks_per_sm(size, static_cast<std::size_t>(shared_for_block(size)));
    if (blocks * size > best_threads) {
      best_threads = blocks * size;
      best_size = size;
      best_blocks = blocks;
    }
  }
  *block_size = best_size;
  *min_grid_size = best_blocks * device_properties().multiProcessorCount;
  return cuportSuccess;
}

template <class UnaryFunction, class T>
inline cuportError_t cuportOccupancyMaxPotentialBlockSizeVariableSMem(
    int* min_grid_size, int* block_size, T func, UnaryFunction shared_for_block,
    int block_size_limit = 0) {
  CUPORT_CONTEXT_CALL();
  return cuportOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      min_grid_size, block_size, func, shared_for_block, block_size_limit, 0);
}

#define cuportOccupancyDefault 0x00
#define cuportOccupancyDisableCachingOverride 0x01

// ---- PCI identity, peers, profiler (one device: no peers; nothing to profile) ----

inline cuportError_t cuportDeviceGetPCIBusId(char* bus_id, int length, int device) {
  using namespace cuport::cpu;
  if (!bus_id || length <= 0) return record(cuportErrorInvalidValue);
  if (device != 0) return record(cuportErrorInvalidDevice);
  std::snprintf(bus_id, static_cast<std::size_t>(length), "0000:00:00.0");
  return cuportSuccess;
}

inline cuportError_t cuportDeviceGetByPCIBusId(int* device, const char* bus_id) {
  using namespace cuport::cpu;
  if (!device || !bus_id) return record(cuportErrorInvalidValue);
  unsigned domain = 0, bus = 0, slot = 0, function = 0;
  int n = std::sscanf(bus_id, "%x:%x:%x.%x", &domain, &bus, &slot, &function);
  if (n < 3) n = std::sscanf(bus_id, "%x:%x.%x", &bus, &slot, &function) + 1;
  if (n < 3 || domain || bus || slot || function) return record(cuportErrorInvalidDevice);
  *device = 0;
  return cuportSuccess;
}

inline cuportError_t cuportDeviceEnablePeerAccess(int peer, unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  if (flags != 0) return cuport::cpu::record(cuportErrorInvalidValue);
  (void)peer;  // the only device cannot be its own peer
  return cuport::cpu::record(cuportErrorInvalidDevice);
}

enum cuportDeviceP2PAttr {
  cuportDevP2PAttrPerformanceRank = 1,
  cuportDevP2PAttrAccessSupported = 2,
  cuportDevP2PAttrNativeAtomicSupported = 3,
  cuportDevP2PAttrCudaArrayAccessSupported = 4,
  cuportDevP2PAttrOnlyPartialNativeAtomicSupported = 5,
};

// A link needs two devices; with one, every pair is invalid or the same device.
inline cuportError_t cuportDeviceGetP2PAttribute(int* value, cuportDeviceP2PAttr attr,
                                                 int src_device, int dst_device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!value || attr < cuportDevP2PAttrPerformanceRank ||
      attr > cuportDevP2PAttrOnlyPartialNativeAtomicSupported)
    return record(cuportErrorInvalidValue);
  (void)src_device;
  (void)dst_device;
  return record(cuportErrorInvalidDevice);
}

// No cache lines persist on the CPU (access policy windows are only stored): nothing to reset.
inline cuportError_t cuportCtxResetPersistingL2Cache(void) {
  CUPORT_CONTEXT_CALL();
  return cuportSuccess;
}

inline cuportError_t cuportDeviceDisablePeerAccess(int peer) {
  CUPORT_CONTEXT_CALL();
  (void)peer;
  return cuport::cpu::record(cuportErrorInvalidDevice);
}

inline cuportError_t cuportSetValidDevices(int* devices, int count) {
  using namespace cuport::cpu;
  if (count < 0 || (count > 0 && !devices)) return record(cuportErrorInvalidValue);
  for (int i = 0; i < count; ++i)
    if (devices[i] != 0) return record(cuportErrorInvalidDevice);
  return cuportSuccess;
}

inline cuportError_t cuportProfilerStart(void) {
  CUPORT_CONTEXT_CALL();
  return cuportSuccess;
}
inline cuportError_t cuportProfilerStop(void) {
  CUPORT_CONTEXT_CALL();
  return cuportSuccess;
}

// ---- GPUDirect RDMA and async notifications ----

enum cuportFlushGPUDirectRDMAWritesTarget {
  cuportFlushGPUDirectRDMAWritesTargetCurrentDevice,
};

enum cuportFlushGPUDirectRDMAWritesScope {
  cuportFlushGPUDirectRDMAWritesToOwner = 100,
  cuportFlushGPUDirectRDMAWritesToAllDevices = 200,
};

// Device memory is coherent host memory: writes a NIC made to it are visible to every reader
// already, so the flush has nothing to wait for (CUDA's no-op case, gpuDirectRDMAWritesOrdering
// AllDevices in device.toml).
inline cuportError_t cuportDeviceFlushGPUDirectRDMAWrites(cuportFlushGPUDirectRDMAWritesTarget target,
                                                          cuportFlushGPUDirectRDMAWritesScope scope) {
  CUPORT_CONTEXT_CALL();
  if (target != cuportFlushGPUDirectRDMAWritesTargetCurrentDevice ||
      (scope != cuportFlushGPUDirectRDMAWritesToOwner &&
       scope != cuportFlushGPUDirectRDMAWritesToAllDevices))
    return cuport::cpu::record(cuportErrorInvalidValue);
  return cuportSuccess;
}

typedef enum cuportAsyncNotificationType_enum {
  cuportAsyncNotificationTypeOverBudget = 0x1,
} cuportAsyncNotificationType;

struct cuportAsyncCallbackEntry;
typedef struct cuportAsyncCallbackEntry* cuportAsyncCallbackHandle_t;

typedef struct cuportAsyncNotificationInfo {
  cuportAsyncNotificationType type;
  union {
    struct {
      unsigned long long bytesOverBudget;
    } overBudget;
  } info;
} cuportAsyncNotificationInfo_t;

typedef void (*cuportAsyncCallback)(cuportAsyncNotificationInfo_t*, void*,
                                    cuportAsyncCallbackHandle_t);

struct cuportAsyncCallbackEntry {
  cuportAsyncCallback function;
  void* user_data;
};

namespace cuport::cpu {
// Registered async notification callbacks. The only notification CUDA sends is "over budget" for
// device memory, and the CPU device's memory is the host's, with no budget of its own: they are
// kept until unregistered and never called.
struct AsyncCallbacks {
  std::mutex mutex;
  std::map<cuportAsyncCallbackHandle_t, std::unique_ptr<cuportAsyncCallbackEntry>> live;
  static AsyncCallbacks& instance() {
    static AsyncCallbacks* callbacks = new AsyncCallbacks();  // leaked: used until exit
    return *callbacks;
  }
};
}  // namespace cuport::cpu

inline cuportError_t cuportDeviceRegisterAsyncNotification(int device, cuportAsyncCallback function,
                                                           void* user_data,
                                                           cuportAsyncCallbackHandle_t* handle) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  if (!function || !handle) return record(cuportErrorInvalidValue);
  auto entry = std::make_unique<cuportAsyncCallbackEntry>(cuportAsyncCallbackEntry{function, user_data});
  auto& callbacks = AsyncCallbacks::instance();
  std::lock_guard<std::mutex> lock(callbacks.mutex);
  *handle = entry.get();
  callbacks.live.emplace(entry.get(), std::move(entry));
  return cuportSuccess;
}

inline cuportError_t cuportDeviceUnregisterAsyncNotification(int device,
                                                             cuportAsyncCallbackHandle_t handle) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  auto& callbacks = AsyncCallbacks::instance();
  std::lock_guard<std::mutex> lock(callbacks.mutex);
  if (!callbacks.live.erase(handle)) return record(cuportErrorInvalidValue);
  return cuportSuccess;
}
