// cuport CPU backend: pinned and registered host memory, managed memory (prefetch and advice
// change nothing, the CPU's memory being always coherent; cpu_memory_range.h remembers them).
#pragma once

#include <cstdlib>

#include "cpu_error.h"
#include "cpu_memory.h"
#include "cpu_stream.h"

// ---- pinned and registered host memory ----

inline cuportError_t cuportHostAlloc(void** ptr, std::size_t size, unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr || (flags & ~0x7u)) return record(cuportErrorInvalidValue);
  *ptr = allocate(size ? size : 1, Region::host);
  return *ptr ? cuportSuccess : record(cuportErrorMemoryAllocation);
}

template <class T>
inline cuportError_t cuportHostAlloc(T** ptr, std::size_t size, unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  return cuportHostAlloc(cuport::cpu::out_pointer(ptr), size, flags);
}

inline cuportError_t cuportMallocHost(void** ptr, std::size_t size) {
  CUPORT_CONTEXT_CALL();
  return cuportHostAlloc(ptr, size, cuportHostAllocDefault);
}

template <class T>
inline cuportError_t cuportMallocHost(T** ptr, std::size_t size, unsigned int flags = 0) {
  CUPORT_CONTEXT_CALL();
  return cuportHostAlloc(cuport::cpu::out_pointer(ptr), size, flags);
}

inline cuportError_t cuportFreeHost(void* ptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr) return cuportSuccess;
  drain_device();
  if (!AllocationRegistry::instance().remove(ptr, Region::host)) {
    check::invalid_free(ptr, "cudaFreeHost", "cudaMallocHost");
    return record(cuportErrorInvalidValue);
  }
  std::free(ptr);
  return cuportSuccess;
}

inline cuportError_t cuportHostRegister(void* ptr, std::size_t size, unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr || size == 0 || (flags & ~0xFu)) return record(cuportErrorInvalidValue);
  if (AllocationRegistry::instance().overlaps(ptr, size))
    return record(cuportErrorHostMemoryAlreadyRegistered);
  AllocationRegistry::instance().add(ptr, size, Region::registered);
  return cuportSuccess;
}

inline cuportError_t cuportHostUnregister(void* ptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr || !AllocationRegistry::instance().remove(ptr, Region::registered))
    return record(cuportErrorHostMemoryNotRegistered);
  return cuportSuccess;
}

// The device sees pinned memory at its host address (unified addressing).
inline cuportError_t cuportHostGetDevicePointer(void** device_ptr, void* host_ptr,
                                                unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!device_ptr || !host_ptr || flags != 0) return record(cuportErrorInvalidValue);
  Allocation found = AllocationRegistry::instance().find(host_ptr);
  if (!found.base || (found.region != Region::host && found.region != Region::registered))
    return record(cuportErrorInvalidValue);
  *device_ptr = host_ptr;
  return cuportSuccess;
}

template <class T>
inline cuportError_t cuportHostGetDevicePointer(T** device_ptr, void* host_ptr,
                                                unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  return cuportHostGetDevicePointer(cuport::cpu::out_pointer(device_ptr), host_ptr, flags);
}

inline cuportError_t cuportHostGetFlags(unsigned int* flags, void* host_ptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!flags) return record(cuportErrorInvalidValue);
  Allocation found = AllocationRegistry::instance().find(host_ptr);
  if (!found.base || found.region != Region::host) return record(cuportErrorInvalidValue);
  *flags = cuportHostAllocMapped;
  return cuportSuccess;
}

// ---- managed memory (host memory: always coherent, so prefetch and advice change nothing) ----

inline cuportError_t cuportMallocManaged(void** ptr, std::size_t size,
                                         unsigned int flags = cuportMemAttachGlobal) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr || size == 0 || (flags != cuportMemAttachGlobal && flags != cuportMemAttachHost))
    return record(cuportErrorInvalidValue);
  *ptr = allocate(size, Region::managed);
  return *ptr ? cuportSuccess : record(cuportErrorMemoryAllocation);
}

template <class T>
inline cuportError_t cuportMallocManaged(T** ptr, std::size_t size,
                                         unsigned int flags = cuportMemAttachGlobal) {
  CUPORT_CONTEXT_CALL();
  return cuportMallocManaged(cuport::cpu::out_pointer(ptr), size, flags);
}

enum cuportMemoryAdvise {
  cuportMemAdviseSetReadMostly = 1,
  cuportMemAdviseUnsetReadMostly = 2,
  cuportMemAdviseSetPreferredLocation = 3,
  cuportMemAdviseUnsetPreferredLocation = 4,
  cuportMemAdviseSetAccessedBy = 5,
  cuportMemAdviseUnsetAccessedBy = 6,
};

enum cuportMemLocationType {
  cuportMemLocationTypeInvalid = 0,
  cuportMemLocationTypeNone = 0,
  cuportMemLocationTypeDevice = 1,
  cuportMemLocationTypeHost = 2,
  cuportMemLocationTypeHostNuma = 3,
  cuportMemLocationTypeHostNumaCurrent = 4,
};

struct cuportMemLocation {
  cuportMemLocationType type;
  int id;
};

// What advice and prefetches said is remembered for cudaMemRangeGetAttribute (cpu_memory_range.h).
namespace cuport::cpu {
inline void remember_advice(const void* ptr, std::size_t count, cuportMemoryAdvise advice,
                            cuportMemLocation where);
inline void remember_prefetch(const void* ptr, std::size_t count, cuportMemLocation where);

// The location a legacy device argument names (cudaCpuDeviceId: the host).
inline cuportMemLocation device_location(int device) {
  if (device == cuportCpuDeviceId) return cuportMemLocation{cuportMemLocationTypeHost, 0};
  return cuportMemLocation{cuportMemLocationTypeDevice, device};
}

inline cuportError_t check_prefetch(const void* ptr, std::size_t count, int device,
                                    cuportStream_t stream) {
  if (!ptr || count == 0 || (device != 0 && device != cuportCpuDeviceId))
    return record(cuportErrorInvalidValue);
  if (!StreamRegistry::instance().resolve(stream)) return record(cuportErrorInvalidResourceHandle);
  return cuportSuccess;
}

inline cuportError_t check_advice(const void* ptr, std::size_t count, cuportMemoryAdvise advice,
                                  int device) {
  if (!ptr || count == 0 || advice < 1 || advice > 6) return record(cuportErrorInvalidValue);
  if (device != 0 && device != cuportCpuDeviceId) return record(cuportErrorInvalidDevice);
  return cuportSuccess;
}
}  // namespace cuport::cpu

inline cuportError_t cuportMemPrefetchAsync(const void* ptr, std::size_t count, int device,
                                            cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (cuportError_t error = check_prefetch(ptr, count, device, stream)) return error;
  remember_prefetch(ptr, count, device_location(device));
  return cuportSuccess;
}

inline cuportError_t cuportMemPrefetchAsync(const void* ptr, std::size_t count,
                                            cuportMemLocation location, unsigned int flags,
                                            cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  int device = location.type == cuportMemLocationTypeDevice ? location.id : cuportCpuDeviceId;
  if (flags != 0) return record(cuportErrorInvalidValue);
  if (cuportError_t error = check_prefetch(ptr, count, device, stream)) return error;
  remember_prefetch(ptr, count, location);
  return cuportSuccess;
}

inline cuportError_t cuportMemAdvise(const void* ptr, std::size_t count, cuportMemoryAdvise advice,
                                     int device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (cuportError_t error = check_advice(ptr, count, advice, device)) return error;
  remember_advice(ptr, count, advice, device_location(device));
  return cuportSuccess;
}

inline cuportError_t cuportMemAdvise(const void* ptr, std::size_t count, cuportMemoryAdvise advice,
                                     cuportMemLocation location) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  int device = location.type == cuportMemLocationTypeDevice ? location.id : cuportCpuDeviceId;
  if (cuportError_t error = check_advice(ptr, count, advice, device)) return error;
  remember_advice(ptr, count, advice, location);
  return cuportSuccess;
}
