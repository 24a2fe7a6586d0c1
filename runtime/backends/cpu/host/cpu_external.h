// cuport CPU backend: external memory and semaphores (cudaImportExternalMemory,
// cudaImportExternalSemaphore and their calls), for POSIX file descriptors on Linux.
//
// External memory: device memory is host memory here, so memory another API exports as an
// opaque fd (a memfd, as CPU Vulkan drivers export, or any shared file) is used by mapping it.
// The fd is owned by the runtime once imported, as CUDA documents, and closed when the memory
// object is destroyed; mapped buffers stay valid until cudaFree, as in CUDA.
//
// Semaphores: the CPU device has no driver objects to share, so the fd names one of two plain
// kernel objects any process can make (the README's CPU backend section gives the contract):
// an opaque fd semaphore is an eventfd (signal writes 1, wait reads it: one signal releases one
// wait), a timeline semaphore fd is a shared file whose first 8 bytes hold the 64-bit counter
// (signal raises it to the value, wait lasts until it reaches the value). Windows, D3D,
// keyed-mutex and NvSci handle types are refused with cudaErrorInvalidValue.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <thread>

#include "cpu_error.h"
#include "cpu_ipc_shared.h"
#include "cpu_memory.h"
#include "cpu_stream.h"

#if CUPORT_IPC_SUPPORTED
#include <fcntl.h>
#include <sys/stat.h>
#endif

enum cuportExternalMemoryHandleType {
  cuportExternalMemoryHandleTypeOpaqueFd = 1,
  cuportExternalMemoryHandleTypeOpaqueWin32 = 2,
  cuportExternalMemoryHandleTypeOpaqueWin32Kmt = 3,
  cuportExternalMemoryHandleTypeD3D12Heap = 4,
  cuportExternalMemoryHandleTypeD3D12Resource = 5,
  cuportExternalMemoryHandleTypeD3D11Resource = 6,
  cuportExternalMemoryHandleTypeD3D11ResourceKmt = 7,
  cuportExternalMemoryHandleTypeNvSciBuf = 8,
};

enum cuportExternalSemaphoreHandleType {
  cuportExternalSemaphoreHandleTypeOpaqueFd = 1,
  cuportExternalSemaphoreHandleTypeOpaqueWin32 = 2,
  cuportExternalSemaphoreHandleTypeOpaqueWin32Kmt = 3,
  cuportExternalSemaphoreHandleTypeD3D12Fence = 4,
  cuportExternalSemaphoreHandleTypeD3D11Fence = 5,
  cuportExternalSemaphoreHandleTypeNvSciSync = 6,
  cuportExternalSemaphoreHandleTypeKeyedMutex = 7,
  cuportExternalSemaphoreHandleTypeKeyedMutexKmt = 8,
  cuportExternalSemaphoreHandleTypeTimelineSemaphoreFd = 9,
  cuportExternalSemaphoreHandleTypeTimelineSemaphoreWin32 = 10,
};

#define cuportExternalMemoryDedicated 0x1
#define cuportExternalSemaphoreSignalSkipNvSciBufMemSync 0x01
#define cuportExternalSemaphoreWaitSkipNvSciBufMemSync 0x02

// CUDA's layouts (driver_types.h), so code that fills them field by field or with memset works.
struct cuportExternalMemoryHandleDesc {
  cuportExternalMemoryHandleType type;
  union {
    int fd;
    struct {
      void* handle;
      const void* name;
    } win32;
    const void* nvSciBufObject;
  } handle;
  unsigned long long size;
  unsigned int flags;
  unsigned int reserved[16];
};

struct cuportExternalMemoryBufferDesc {
  unsigned long long offset;
  unsigned long long size;
  unsigned int flags;
  unsigned int reserved[16];
};

struct cuportExternalSemaphoreHandleDesc {
  cuportExternalSemaphoreHandleType type;
  union {
    int fd;
    struct {
      void* handle;
      const void* name;
    } win32;
    const void* nvSciSyncObj;
  } handle;
  unsigned int flags;
  unsigned int reserved[16];
};

struct cuportExternalSemaphoreSignalParams {
  struct {
    struct {
      unsigned long long value;
    } fence;
    union {
      void* fence;
      unsigned long long reserved;
    } nvSciSync;
    struct {
      unsigned long long key;
    } keyedMutex;
    unsigned int reserved[12];
  } params;
  unsigned int flags;
  unsigned int reserved[16];
};

struct cuportExternalSemaphoreWaitParams {
  struct {
    struct {
      unsigned long long value;
    } fence;
    union {
      void* fence;
      unsigned long long reserved;
    } nvSciSync;
    struct {
      unsigned long long key;
      unsigned int timeoutMs;
    } keyedMutex;
    unsigned int reserved[10];
  } params;
  unsigned int flags;
  unsigned int reserved[16];
};

struct CUexternalMemory_st {
  int fd;
  unsigned long long size;
};
typedef CUexternalMemory_st* cuportExternalMemory_t;

struct CUexternalSemaphore_st {
  cuportExternalSemaphoreHandleType type;
  int fd;
  std::atomic<std::uint64_t>* counter;  // a timeline semaphore's value, in the shared file
};
typedef CUexternalSemaphore_st* cuportExternalSemaphore_t;

namespace cuport::cpu {

// Live external memory and semaphore objects, and the buffers mapped from external memory
// (by their pointer: the mapping, which starts at a page boundary at or before it).
class ExternalRegistry {
 public:
  struct Mapping {
    void* start;
    std::size_t length;
  };
  static ExternalRegistry& instance() {
    static ExternalRegistry* registry = new ExternalRegistry();  // leaked: used until exit
    return *registry;
  }
  std::mutex mutex;
  std::set<const CUexternalMemory_st*> memories;
  std::map<const CUexternalSemaphore_st*, std::shared_ptr<CUexternalSemaphore_st>> semaphores;
  std::map<void*, Mapping> buffers;
};

// Called by cudaFree for a buffer of external memory: unmap it (the caller drained the device).
inline void external_release(void* ptr) {
  auto& registry = ExternalRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  auto it = registry.buffers.find(ptr);
  if (it == registry.buffers.end()) return;
  ipc::unmap(it->second.start, it->second.length);
  registry.buffers.erase(it);
}

#if CUPORT_IPC_SUPPORTED
// True when fd is an eventfd (what the CPU backend takes as an opaque fd semaphore).
inline bool is_eventfd(int fd) {
  char link[64];
  char path[32];
  std::snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  ssize_t length = ::readlink(path, link, sizeof link - 1);
  if (length < 0) return false;
  link[length] = '\0';
  return std::strcmp(link, "anon_inode:[eventfd]") == 0;
}

// Size of the regular (or memfd) file fd, or -1 when fd is not one.
inline long long regular_file_size(int fd) {
  struct stat st;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return -1;
  return static_cast<long long>(st.st_size);
}
#endif

inline void semaphore_signal(CUexternalSemaphore_st& semaphore, std::uint64_t value) {
#if CUPORT_IPC_SUPPORTED
  if (semaphore.counter) {
    std::uint64_t current = semaphore.counter->load();
    while (current < value && !semaphore.counter->compare_exchange_weak(current, value)) {
    }
    return;
  }
  std::uint64_t one = 1;
  while (::write(semaphore.fd, &one, sizeof one) < 0 && errno == EINTR) {
  }
#else
  (void)semaphore;
  (void)value;
#endif
}

inline void semaphore_wait(CUexternalSemaphore_st& semaphore, std::uint64_t value) {
#if CUPORT_IPC_SUPPORTED
  if (semaphore.counter) {
    // Another process may raise the counter: poll it, backing off to 1 ms between looks.
    auto pause = std::chrono::microseconds(1);
    while (semaphore.counter->load() < value) {
      std::this_thread::sleep_for(pause);
      pause = std::min(pause * 2, std::chrono::microseconds(1000));
    }
    return;
  }
  std::uint64_t count = 0;
  while (::read(semaphore.fd, &count, sizeof count) < 0 && errno == EINTR) {
  }
#else
  (void)semaphore;
  (void)value;
#endif
}

// The live semaphores of an array of handles, or an empty vector when one is not live.
inline std::vector<std::shared_ptr<CUexternalSemaphore_st>> live_semaphores(
    const cuportExternalSemaphore_t* handles, unsigned int count) {
  auto& registry = ExternalRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  std::vector<std::shared_ptr<CUexternalSemaphore_st>> live;
  for (unsigned int i = 0; i < count; ++i) {
    auto it = registry.semaphores.find(handles[i]);
    if (it == registry.semaphores.end()) return {};
    live.push_back(it->second);
  }
  return live;
}

}  // namespace cuport::cpu

// ---- external memory ----

inline cuportError_t cuportImportExternalMemory(cuportExternalMemory_t* memory,
                                                const cuportExternalMemoryHandleDesc* desc) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!memory || !desc || desc->size == 0) return record(cuportErrorInvalidValue);
  if (desc->type != cuportExternalMemoryHandleTypeOpaqueFd) return record(cuportErrorInvalidValue);
  if (desc->flags & ~static_cast<unsigned>(cuportExternalMemoryDedicated))
    return record(cuportErrorInvalidValue);
#if CUPORT_IPC_SUPPORTED
  int fd = desc->handle.fd;
  // A shorter file would fault on access past its end: refuse it now, as a driver would.
  long long length = fd >= 0 ? regular_file_size(fd) : -1;
  if (length < 0 || static_cast<unsigned long long>(length) < desc->size)
    return record(cuportErrorInvalidValue);
  auto* imported = new CUexternalMemory_st{fd, desc->size};
  auto& registry = ExternalRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  registry.memories.insert(imported);
  *memory = imported;
  return cuportSuccess;
#else
  return record(cuportErrorNotSupported);
#endif
}

inline cuportError_t cuportExternalMemoryGetMappedBuffer(void** ptr,
                                                         cuportExternalMemory_t memory,
                                                         const cuportExternalMemoryBufferDesc* desc) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr || !desc) return record(cuportErrorInvalidValue);
  auto& registry = ExternalRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  if (!registry.memories.count(memory)) return record(cuportErrorInvalidResourceHandle);
  if (desc->flags != 0 || desc->size == 0 || desc->offset > memory->size ||
      desc->size > memory->size - desc->offset)
    return record(cuportErrorInvalidValue);
#if CUPORT_IPC_SUPPORTED
  static const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
  std::size_t start = static_cast<std::size_t>(desc->offset) / page * page;
  std::size_t lead = static_cast<std::size_t>(desc->offset) - start;
  std::size_t length = lead + static_cast<std::size_t>(desc->size);
  void* mapped = ::mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_SHARED, memory->fd,
                        static_cast<off_t>(start));
  if (mapped == MAP_FAILED) return record(cuportErrorInvalidValue);  // e.g. a read-only fd
  char* buffer = static_cast<char*>(mapped) + lead;
  registry.buffers[buffer] = ExternalRegistry::Mapping{mapped, length};
  AllocationRegistry::instance().add(buffer, static_cast<std::size_t>(desc->size),
                                     Region::external);
  *ptr = buffer;
  return cuportSuccess;
#else
  return record(cuportErrorNotSupported);
#endif
}

template <class T>
inline cuportError_t cuportExternalMemoryGetMappedBuffer(T** ptr, cuportExternalMemory_t memory,
                                                         const cuportExternalMemoryBufferDesc* desc) {
  return cuportExternalMemoryGetMappedBuffer(cuport::cpu::out_pointer(ptr), memory, desc);
}

inline cuportError_t cuportDestroyExternalMemory(cuportExternalMemory_t memory) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto& registry = ExternalRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  if (!registry.memories.erase(memory)) return record(cuportErrorInvalidResourceHandle);
#if CUPORT_IPC_SUPPORTED
  ::close(memory->fd);  // the buffers' mappings keep the memory until cudaFree
#endif
  delete memory;
  return cuportSuccess;
}

// ---- external semaphores ----

inline cuportError_t cuportImportExternalSemaphore(cuportExternalSemaphore_t* semaphore,
                                                   const cuportExternalSemaphoreHandleDesc* desc) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!semaphore || !desc || desc->flags != 0) return record(cuportErrorInvalidValue);
#if CUPORT_IPC_SUPPORTED
  int fd = desc->handle.fd;
  std::atomic<std::uint64_t>* counter = nullptr;
  if (desc->type == cuportExternalSemaphoreHandleTypeOpaqueFd) {
    if (fd < 0 || !is_eventfd(fd)) return record(cuportErrorInvalidValue);
  } else if (desc->type == cuportExternalSemaphoreHandleTypeTimelineSemaphoreFd) {
    if (fd < 0 || regular_file_size(fd) < static_cast<long long>(sizeof(std::uint64_t)))
      return record(cuportErrorInvalidValue);
    void* word = ipc::map_shared(fd, sizeof(std::uint64_t));
    if (!word) return record(cuportErrorInvalidValue);
    counter = static_cast<std::atomic<std::uint64_t>*>(word);
  } else {
    return record(cuportErrorInvalidValue);
  }
  // Queued signals and waits hold the semaphore too: the fd is closed after the last one ran.
  std::shared_ptr<CUexternalSemaphore_st> imported(
      new CUexternalSemaphore_st{desc->type, fd, counter}, [](CUexternalSemaphore_st* gone) {
        if (gone->counter) ipc::unmap(gone->counter, sizeof(std::uint64_t));
        ::close(gone->fd);
        delete gone;
      });
  auto& registry = ExternalRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  registry.semaphores[imported.get()] = imported;
  *semaphore = imported.get();
  return cuportSuccess;
#else
  return record(cuportErrorNotSupported);
#endif
}

inline cuportError_t cuportDestroyExternalSemaphore(cuportExternalSemaphore_t semaphore) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto& registry = ExternalRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  if (!registry.semaphores.erase(semaphore)) return record(cuportErrorInvalidResourceHandle);
  return cuportSuccess;
}

namespace cuport::cpu {
// Queue one task that runs action(semaphore, params.fence.value) for each semaphore in turn
// (signal and wait alike: CUDA's checks, then stream work that holds the semaphores alive).
template <class Params, class Action>
inline cuportError_t enqueue_semaphores(const cuportExternalSemaphore_t* semaphores,
                                        const Params* params, unsigned int count,
                                        cuportStream_t stream, Action action) {
  if (count && (!semaphores || !params)) return record(cuportErrorInvalidValue);
  auto live = live_semaphores(semaphores, count);
  if (live.size() != count) return record(cuportErrorInvalidResourceHandle);
  std::vector<std::uint64_t> values;
  for (unsigned int i = 0; i < count; ++i) {
    if (params[i].flags != 0) return record(cuportErrorInvalidValue);  // NvSci flags only
    values.push_back(params[i].params.fence.value);
  }
  return record(enqueue(stream, [live, values, action] {
    for (std::size_t i = 0; i < live.size(); ++i) action(*live[i], values[i]);
  }));
}
}  // namespace cuport::cpu

inline cuportError_t cuportSignalExternalSemaphoresAsync(
    const cuportExternalSemaphore_t* semaphores, const cuportExternalSemaphoreSignalParams* params,
    unsigned int count, cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::enqueue_semaphores(semaphores, params, count, stream,
                                         cuport::cpu::semaphore_signal);
}

inline cuportError_t cuportWaitExternalSemaphoresAsync(
    const cuportExternalSemaphore_t* semaphores, const cuportExternalSemaphoreWaitParams* params,
    unsigned int count, cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::enqueue_semaphores(semaphores, params, count, stream,
                                         cuport::cpu::semaphore_wait);
}
