// cuport CPU backend: memory pools for stream-ordered allocation. Allocations are immediate host
// memory; a pool records its attributes and the bytes it hands out (used/reserved, with highs).
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <mutex>
#include <set>

#include "cpu_error.h"
#include "cpu_memory.h"
#include "cpu_memory_host.h"
#include "cpu_stream.h"

enum cuportMemPoolAttr {
  cuportMemPoolReuseFollowEventDependencies = 1,
  cuportMemPoolReuseAllowOpportunistic = 2,
  cuportMemPoolReuseAllowInternalDependencies = 3,
  cuportMemPoolAttrReleaseThreshold = 4,
  cuportMemPoolAttrReservedMemCurrent = 5,
  cuportMemPoolAttrReservedMemHigh = 6,
  cuportMemPoolAttrUsedMemCurrent = 7,
  cuportMemPoolAttrUsedMemHigh = 8,
};

enum cuportMemAllocationType {
  cuportMemAllocationTypeInvalid = 0,
  cuportMemAllocationTypePinned = 1,
  cuportMemAllocationTypeManaged = 2,
  cuportMemAllocationTypeMax = 0x7FFFFFFF,
};

enum cuportMemAllocationHandleType {
  cuportMemHandleTypeNone = 0,
  cuportMemHandleTypePosixFileDescriptor = 1,
  cuportMemHandleTypeWin32 = 2,
  cuportMemHandleTypeWin32Kmt = 4,
  cuportMemHandleTypeFabric = 8,
};

struct cuportMemPoolProps {
  cuportMemAllocationType allocType;
  cuportMemAllocationHandleType handleTypes;
  cuportMemLocation location;
  void* win32SecurityAttributes;
  std::size_t maxSize;
  unsigned short usage;
  unsigned char reserved[54];
};

namespace cuport::cpu {

struct MemPool {
  std::mutex mutex;
  std::map<void*, std::size_t> live;
  std::uint64_t used = 0, used_high = 0;
  std::uint64_t release_threshold = 0;
  int reuse[3] = {1, 1, 1};
  unsigned handle_types = 0;  // cudaMemPoolProps::handleTypes (cpu_mempool_ipc.h exports them)
  // Imported from another process (cudaMemPoolImportFromShareableHandle): that process and the
  // pool's address there, which pointers exported from it name.
  bool imported = false;
  std::int32_t exporter_pid = 0;
  std::uint64_t exporter_pool = 0;
};

class PoolRegistry {
 public:
  static PoolRegistry& instance() {
    static PoolRegistry* registry = new PoolRegistry();  // leaked: used until exit
    return *registry;
  }
  MemPool* default_pool() { return &default_; }
  MemPool* current() {
    std::lock_guard<std::mutex> lock(mutex_);
    return current_;
  }
  void set_current(MemPool* pool) {
    std::lock_guard<std::mutex> lock(mutex_);
    current_ = pool;
  }
  MemPool* create() {
    auto* pool = new MemPool();
    std::lock_guard<std::mutex> lock(mutex_);
    pools_.insert(pool);
    return pool;
  }
  bool valid(MemPool* pool) {
    std::lock_guard<std::mutex> lock(mutex_);
    return pool == &default_ || pools_.count(pool);
  }
  bool destroy(MemPool* pool) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (pool == &default_ || !pools_.erase(pool)) return false;
    if (current_ == pool) current_ = &default_;
    retired_.insert(pool);  // its allocations stay valid until freed
    return true;
  }
  // The pool that handed out ptr, or null.
  MemPool* owner(void* ptr) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto holds = [ptr](MemPool* pool) {
      std::lock_guard<std::mutex> inner(pool->mutex);
      return pool->live.count(ptr) > 0;
    };
    if (holds(&default_)) return &default_;
    for (MemPool* pool : pools_)
      if (holds(pool)) return pool;
    for (MemPool* pool : retired_)
      if (holds(pool)) return pool;
    return nullptr;
  }
  // Forget ptr in whichever pool handed it out (on free).
  void forget(void* ptr) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto drop = [ptr](MemPool* pool) {
      std::lock_guard<std::mutex> inner(pool->mutex);
      auto it = pool->live.find(ptr);
      if (it == pool->live.end()) return false;
      pool->used -= it->second;
      pool->live.erase(it);
      return true;
    };
    if (drop(&default_)) return;
    for (MemPool* pool : pools_)
      if (drop(pool)) return;
    for (MemPool* pool : retired_)
      if (drop(pool)) return;
  }

 private:
  std::mutex mutex_;
  MemPool default_;
  MemPool* current_ = &default_;
  std::set<MemPool*> pools_, retired_;
};

inline void pool_forget(void* ptr) { PoolRegistry::instance().forget(ptr); }

inline void pool_track(MemPool* pool, void* ptr, std::size_t size) {
  std::lock_guard<std::mutex> lock(pool->mutex);
  pool->live[ptr] = size;
  pool->used += size;
  pool->used_high = std::max(pool->used_high, pool->used);
}

inline void pool_track_current(void* ptr, std::size_t size) {
  pool_track(PoolRegistry::instance().current(), ptr, size);
}

}  // namespace cuport::cpu

using cuportMemPool_t = cuport::cpu::MemPool*;

inline cuportError_t cuportDeviceGetDefaultMemPool(cuportMemPool_t* pool, int device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!pool) return record(cuportErrorInvalidValue);
  if (device != 0) return record(cuportErrorInvalidDevice);
  *pool = PoolRegistry::instance().default_pool();
  return cuportSuccess;
}

inline cuportError_t cuportDeviceGetMemPool(cuportMemPool_t* pool, int device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!pool) return record(cuportErrorInvalidValue);
  if (device != 0) return record(cuportErrorInvalidDevice);
  *pool = PoolRegistry::instance().current();
  return cuportSuccess;
}

inline cuportError_t cuportDeviceSetMemPool(int device, cuportMemPool_t pool) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  if (!PoolRegistry::instance().valid(pool)) return record(cuportErrorInvalidValue);
  PoolRegistry::instance().set_current(pool);
  return cuportSuccess;
}

// ---- pools by location and allocation type (CUDA 13) ----
// The CPU backend's pools are device pools of pinned (device) memory: cudaMallocFromPoolAsync
// hands out device memory. Host and managed pools do not exist here (cudaErrorNotSupported).

namespace cuport::cpu {
// cudaErrorInvalidValue for a location/type pair CUDA rejects, cudaErrorNotSupported for one
// CUDA accepts but this backend has no pool for, success for device 0's pinned pool.
inline cuportError_t pool_location_check(const cuportMemLocation* location,
                                         cuportMemAllocationType type) {
  if (!location) return cuportErrorInvalidValue;
  const bool pinned = type == cuportMemAllocationTypePinned;
  const bool managed = type == cuportMemAllocationTypeManaged;
  if (!pinned && !managed) return cuportErrorInvalidValue;
  switch (location->type) {
    case cuportMemLocationTypeDevice:
      if (location->id != 0) return cuportErrorInvalidValue;
      return pinned ? cuportSuccess : cuportErrorNotSupported;
    case cuportMemLocationTypeHost:
    case cuportMemLocationTypeHostNuma:
      return cuportErrorNotSupported;
    case cuportMemLocationTypeNone:
      return managed ? cuportErrorNotSupported : cuportErrorInvalidValue;
    default:
      return cuportErrorInvalidValue;
  }
}
}  // namespace cuport::cpu

inline cuportError_t cuportMemGetDefaultMemPool(cuportMemPool_t* pool, cuportMemLocation* location,
                                                cuportMemAllocationType type) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!pool) return record(cuportErrorInvalidValue);
  if (cuportError_t error = pool_location_check(location, type)) return record(error);
  *pool = PoolRegistry::instance().default_pool();
  return cuportSuccess;
}

inline cuportError_t cuportMemGetMemPool(cuportMemPool_t* pool, cuportMemLocation* location,
                                         cuportMemAllocationType type) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!pool) return record(cuportErrorInvalidValue);
  if (cuportError_t error = pool_location_check(location, type)) return record(error);
  *pool = PoolRegistry::instance().current();
  return cuportSuccess;
}

// Every pool here is device 0's pinned pool kind, so any other location or type does not match
// the pool (cudaErrorInvalidValue, as CUDA for a mismatch).
inline cuportError_t cuportMemSetMemPool(cuportMemLocation* location, cuportMemAllocationType type,
                                         cuportMemPool_t pool) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (pool_location_check(location, type) != cuportSuccess || !PoolRegistry::instance().valid(pool))
    return record(cuportErrorInvalidValue);
  PoolRegistry::instance().set_current(pool);
  return cuportSuccess;
}

inline cuportError_t cuportMemPoolCreate(cuportMemPool_t* pool, const cuportMemPoolProps* props) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!pool || !props || props->allocType != cuportMemAllocationTypePinned)
    return record(cuportErrorInvalidValue);
  if (props->location.type != cuportMemLocationTypeDevice || props->location.id != 0)
    return record(cuportErrorInvalidValue);
  *pool = PoolRegistry::instance().create();
  (*pool)->handle_types = props->handleTypes;
  return cuportSuccess;
}

inline cuportError_t cuportMemPoolDestroy(cuportMemPool_t pool) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return PoolRegistry::instance().destroy(pool) ? cuportSuccess : record(cuportErrorInvalidValue);
}

inline cuportError_t cuportMemPoolSetAttribute(cuportMemPool_t pool, cuportMemPoolAttr attr,
                                               void* value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!PoolRegistry::instance().valid(pool) || !value) return record(cuportErrorInvalidValue);
  std::lock_guard<std::mutex> lock(pool->mutex);
  switch (attr) {
    case cuportMemPoolReuseFollowEventDependencies:
    case cuportMemPoolReuseAllowOpportunistic:
    case cuportMemPoolReuseAllowInternalDependencies:
      pool->reuse[attr - 1] = *static_cast<int*>(value);
      return cuportSuccess;
    case cuportMemPoolAttrReleaseThreshold:
      pool->release_threshold = *static_cast<std::uint64_t*>(value);
      return cuportSuccess;
    case cuportMemPoolAttrReservedMemHigh:
    case cuportMemPoolAttrUsedMemHigh:
      if (*static_cast<std::uint64_t*>(value) != 0) return record(cuportErrorInvalidValue);
      pool->used_high = pool->used;  // only resetting to 0 (= current) is allowed
      return cuportSuccess;
    default:
      return record(cuportErrorInvalidValue);
  }
}

inline cuportError_t cuportMemPoolGetAttribute(cuportMemPool_t pool, cuportMemPoolAttr attr,
                                               void* value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!PoolRegistry::instance().valid(pool) || !value) return record(cuportErrorInvalidValue);
  std::lock_guard<std::mutex> lock(pool->mutex);
  switch (attr) {
    case cuportMemPoolReuseFollowEventDependencies:
    case cuportMemPoolReuseAllowOpportunistic:
    case cuportMemPoolReuseAllowInternalDependencies:
      *static_cast<int*>(value) = pool->reuse[attr - 1];
      return cuportSuccess;
    case cuportMemPoolAttrReleaseThreshold:
      *static_cast<std::uint64_t*>(value) = pool->release_threshold;
      return cuportSuccess;
    case cuportMemPoolAttrReservedMemCurrent:
    case cuportMemPoolAttrUsedMemCurrent:
      *static_cast<std::uint64_t*>(value) = pool->used;
      return cuportSuccess;
    case cuportMemPoolAttrReservedMemHigh:
    case cuportMemPoolAttrUsedMemHigh:
      *static_cast<std::uint64_t*>(value) = pool->used_high;
      return cuportSuccess;
    default:
      return record(cuportErrorInvalidValue);
  }
}

// Nothing is cached beyond live allocations, so there is nothing to trim.
inline cuportError_t cuportMemPoolTrimTo(cuportMemPool_t pool, std::size_t) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return PoolRegistry::instance().valid(pool) ? cuportSuccess : record(cuportErrorInvalidValue);
}

inline cuportError_t cuportMallocFromPoolAsync(void** ptr, std::size_t size, cuportMemPool_t pool,
                                               cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!PoolRegistry::instance().valid(pool)) return record(cuportErrorInvalidValue);
  if (!StreamRegistry::instance().resolve(stream)) return record(cuportErrorInvalidResourceHandle);
  cuportError_t error = cuportMalloc(ptr, size);
  if (error == cuportSuccess && *ptr) pool_track(pool, *ptr, size);
  return error;
}

template <class T>
inline cuportError_t cuportMallocFromPoolAsync(T** ptr, std::size_t size, cuportMemPool_t pool,
                                               cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  return cuportMallocFromPoolAsync(cuport::cpu::out_pointer(ptr), size, pool, stream);
}

// ---- pool access (one device: the pool's own, which always has read-write access) ----

enum cuportMemAccessFlags {
  cuportMemAccessFlagsProtNone = 0,
  cuportMemAccessFlagsProtRead = 1,
  cuportMemAccessFlagsProtReadWrite = 3,
};

struct cuportMemAccessDesc {
  cuportMemLocation location;
  cuportMemAccessFlags flags;
};

// The owning device's access cannot be lowered (CUDA refuses it); granting it read-write again,
// as code written for several devices does for every device, succeeds.
inline cuportError_t cuportMemPoolSetAccess(cuportMemPool_t pool, const cuportMemAccessDesc* descs,
                                            std::size_t count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!PoolRegistry::instance().valid(pool) || (count && !descs))
    return record(cuportErrorInvalidValue);
  for (std::size_t i = 0; i < count; ++i) {
    if (descs[i].location.type != cuportMemLocationTypeDevice) return record(cuportErrorInvalidValue);
    if (descs[i].location.id != 0) return record(cuportErrorInvalidDevice);
    if (descs[i].flags != cuportMemAccessFlagsProtReadWrite) return record(cuportErrorInvalidValue);
  }
  return cuportSuccess;
}

// Read-write from the device; a device pool's memory is not accessible from the host (as CUDA).
inline cuportError_t cuportMemPoolGetAccess(cuportMemAccessFlags* flags, cuportMemPool_t pool,
                                            cuportMemLocation* location) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!flags || !location || !PoolRegistry::instance().valid(pool))
    return record(cuportErrorInvalidValue);
  if (location->type == cuportMemLocationTypeDevice) {
    if (location->id != 0) return record(cuportErrorInvalidDevice);
    *flags = cuportMemAccessFlagsProtReadWrite;
    return cuportSuccess;
  }
  if (location->type == cuportMemLocationTypeHost || location->type == cuportMemLocationTypeHostNuma ||
      location->type == cuportMemLocationTypeHostNumaCurrent) {
    *flags = cuportMemAccessFlagsProtNone;
    return cuportSuccess;
  }
  return record(cuportErrorInvalidValue);
}
