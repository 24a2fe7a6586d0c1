// cuport CPU backend: the allocation registry, device memory, linear copies and sets (synchronous
// and on streams), pointer attributes and memory info. Pinned/registered/managed memory live in
// cpu_memory_host.h, pitched/2D/3D copies in cpu_memory_nd.h, symbols in cpu_symbol.h.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <utility>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "cpu_error.h"
#include "cpu_freed_memory.h"
#include "../check/cpu_check.h"  // exact-size allocations and free reports under checks
#include "cpu_stream.h"
#include "../cpu_types.h"
#include "../engine/cpu_fault.h"  // a freed mapping touched by host code is reported

enum cuportMemoryType {
  cuportMemoryTypeUnregistered = 0,
  cuportMemoryTypeHost = 1,
  cuportMemoryTypeDevice = 2,
  cuportMemoryTypeManaged = 3,
};

struct cuportPointerAttributes {
  cuportMemoryType type;
  int device;
  void* devicePointer;
  void* hostPointer;
};

#define cuportHostAllocDefault 0x00
#define cuportHostAllocPortable 0x01
#define cuportHostAllocMapped 0x02
#define cuportHostAllocWriteCombined 0x04
#define cuportHostRegisterDefault 0x00
#define cuportHostRegisterPortable 0x01
#define cuportHostRegisterMapped 0x02
#define cuportHostRegisterIoMemory 0x04
#define cuportHostRegisterReadOnly 0x08
#define cuportMemAttachGlobal 0x01
#define cuportMemAttachHost 0x02
#define cuportMemAttachSingle 0x04
#define cuportCpuDeviceId (-1)
#define cuportInvalidDeviceId (-2)

namespace cuport::cpu {

// What the runtime knows about a range of memory. imported: another process's device memory,
// mapped by cudaIpcOpenMemHandle (cpu_ipc.h) and given back by cudaIpcCloseMemHandle only.
// external: a buffer mapped from external memory (cpu_external.h), given back by cudaFree.
enum class Region { device, host, registered, managed, imported, external };

struct Allocation {
  char* base;
  std::size_t size;
  Region region;
  std::size_t mapped = 0;  // bytes of its own mapping (DeviceHeap), 0 when from the C heap
};

// Every live allocation and registration, so frees and pointer queries are checked as CUDA checks.
class AllocationRegistry {
 public:
  static AllocationRegistry& instance() {
    static AllocationRegistry* registry = new AllocationRegistry();  // leaked: used until exit
    return *registry;
  }
  void add(void* ptr, std::size_t size, Region region = Region::device, std::size_t mapped = 0) {
    if (region == Region::device) check::device_allocated(ptr, size);  // initcheck follows it
    std::lock_guard<std::mutex> lock(mutex_);
    blocks_[static_cast<char*>(ptr)] = Allocation{static_cast<char*>(ptr), size, region, mapped};
  }
  // Remove the allocation starting exactly at ptr if it is of region; false otherwise.
  bool remove(void* ptr, Region region) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = blocks_.find(static_cast<char*>(ptr));
    if (it == blocks_.end() || it->second.region != region) return false;
    if (region == Region::device) check::device_freed(ptr);
    blocks_.erase(it);
    return true;
  }
  // The allocation containing ptr, or one with base == nullptr.
  Allocation find(const void* ptr) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto p = static_cast<char*>(const_cast<void*>(ptr));
    auto it = blocks_.upper_bound(p);
    if (it == blocks_.begin()) return Allocation{nullptr, 0, Region::device};
    --it;
    if (p < it->first + (it->second.size ? it->second.size : 1)) return it->second;
    return Allocation{nullptr, 0, Region::device};
  }
  // True if [ptr, ptr+size) overlaps any tracked range.
  bool overlaps(const void* ptr, std::size_t size) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto p = static_cast<const char*>(ptr);
    auto it = blocks_.lower_bound(const_cast<char*>(p) + size);
    if (it == blocks_.begin()) return false;
    --it;
    return it->first + (it->second.size ? it->second.size : 1) > p;
  }
  // The allocations nearest below (containing or ending before) and above address.
  void neighbours(const void* address, Allocation& below, Allocation& above) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto p = static_cast<char*>(const_cast<void*>(address));
    below = above = Allocation{nullptr, 0, Region::device};
    auto it = blocks_.upper_bound(p);
    if (it != blocks_.end()) above = it->second;
    if (it != blocks_.begin()) below = std::prev(it)->second;
  }
  // Every live allocation and registration.
  std::vector<Allocation> live() {
    std::lock_guard<std::mutex> lock(mutex_);
    std::vector<Allocation> all;
    for (auto& entry : blocks_) all.push_back(entry.second);
    return all;
  }
  std::size_t total(Region region) {
    std::lock_guard<std::mutex> lock(mutex_);
    std::size_t sum = 0;
    for (auto& entry : blocks_)
      if (entry.second.region == region) sum += entry.second.size;
    return sum;
  }

 private:
  std::mutex mutex_;
  std::map<char*, Allocation> blocks_;
};

// CUDA aligns allocations to at least 256 bytes; so do we, so alignment bugs show the same way.
constexpr std::size_t kAllocationAlignment = 256;

// Device and managed memory get mappings of their own, so that a kernel touching memory after
// cudaFree faults (cudaErrorIllegalAddress, cpu_fault.h) as on a GPU instead of reading what
// the C heap put there since: a freed mapping is replaced by an inaccessible reservation and
// its addresses stay out of use while it is in quarantine (the most recent kQuarantine frees).
// Past kMaxMappings live mappings (the kernel limits mappings per process), allocations come
// from the C heap, where a use after free goes unnoticed.
class DeviceHeap {
 public:
  static DeviceHeap& instance() {
    static DeviceHeap* heap = new DeviceHeap();  // leaked: used until exit
    return *heap;
  }

  // size bytes (256-byte aligned); mapped is set to the mapping's length, 0 from the C heap.
  void* allocate(std::size_t size, std::size_t& mapped) {
    mapped = 0;
#if defined(CUPORT_CHECK)
    // Checked (check/cpu_check.h): from the C heap at the exact size, so that AddressSanitizer's
    // redzone starts at the first byte past the end and a freed block stays in its quarantine.
    void* exact = nullptr;
    return ::posix_memalign(&exact, kAllocationAlignment, size ? size : 1) == 0 ? exact : nullptr;
#endif
#if defined(__unix__) || defined(__APPLE__)
    const std::size_t length = page_rounded(size ? size : 1);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (live_ < kMaxMappings) {
        void* memory = ::mmap(nullptr, length, PROT_READ | PROT_WRITE,
                              MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory != MAP_FAILED) {
#ifdef MADV_HUGEPAGE
          // Large buffers ask for transparent huge pages, as NumPy does for its arrays: the
          // first touch of 64 MiB then costs a few hundred faults instead of 16384 (5x faster
          // where THP is "madvise", the common default).
          if (length >= kHugePageWorthy) ::madvise(memory, length, MADV_HUGEPAGE);
#endif
          ++live_;
          mapped = length;
          return memory;
        }
        if (size > (std::size_t(1) << 40)) return nullptr;  // no heap has it either
      }
    }
#endif
    std::size_t rounded =
        (size + kAllocationAlignment - 1) / kAllocationAlignment * kAllocationAlignment;
    return std::aligned_alloc(kAllocationAlignment, rounded ? rounded : kAllocationAlignment);
  }

  void release(void* ptr, std::size_t mapped) {
    if (!mapped) {
      std::free(ptr);
      return;
    }
#if defined(__unix__) || defined(__APPLE__)
    // The pages go back to the system; the addresses stay reserved and inaccessible.
    ::mmap(ptr, mapped, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
    std::lock_guard<std::mutex> lock(mutex_);
    --live_;
    quarantine_.push_back({ptr, mapped});
    record_freed_mapping(ptr, mapped);
    install_fault_handler();
    if (quarantine_.size() > kQuarantine) {
      ::munmap(quarantine_.front().first, quarantine_.front().second);
      quarantine_.pop_front();
    }
#endif
  }

 private:
  static constexpr std::size_t kMaxMappings = 16384;
  static constexpr std::size_t kQuarantine = kFreedRanges;
  static constexpr std::size_t kHugePageWorthy = std::size_t(4) << 20;  // NumPy's threshold

  static std::size_t page_rounded(std::size_t size) {
#if defined(__unix__) || defined(__APPLE__)
    static const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
#else
    const std::size_t page = 4096;
#endif
    return (size + page - 1) / page * page;
  }

  std::mutex mutex_;
  std::size_t live_ = 0;
  std::deque<std::pair<void*, std::size_t>> quarantine_;
};

inline void* allocate(std::size_t size, Region region = Region::device) {
  if (region == Region::device || region == Region::managed) {
    std::size_t mapped = 0;
    void* ptr = DeviceHeap::instance().allocate(size, mapped);
    if (ptr) AllocationRegistry::instance().add(ptr, size, region, mapped);
    return ptr;
  }
  std::size_t rounded =
      (size + kAllocationAlignment - 1) / kAllocationAlignment * kAllocationAlignment;
  void* ptr = std::aligned_alloc(kAllocationAlignment, rounded ? rounded : kAllocationAlignment);
  if (ptr) AllocationRegistry::instance().add(ptr, size, region);
  return ptr;
}

// Give back device or managed memory allocate() handed out (found: its registry entry).
inline void release(const Allocation& found) {
#if defined(CUPORT_CHECK)
  record_freed_mapping(found.base, found.size ? found.size : 1);  // memcheck's use-after-free
#endif
  DeviceHeap::instance().release(found.base, found.mapped);
}

inline bool valid_kind(cuportMemcpyKind kind) {
  return kind >= cuportMemcpyHostToHost && kind <= cuportMemcpyDefault;
}

// A range that starts inside a runtime allocation must end inside it (CUDA rejects the copy).
inline bool range_ok(const void* ptr, std::size_t count) {
  Allocation found = AllocationRegistry::instance().find(ptr);
  if (!found.base) return true;
  return static_cast<std::size_t>(static_cast<const char*>(ptr) - found.base) + count <=
         found.size;
}

inline cuportError_t check_copy(void* dst, const void* src, std::size_t count,
                                cuportMemcpyKind kind) {
  if (!valid_kind(kind)) return cuportErrorInvalidMemcpyDirection;
  if (count == 0) return cuportSuccess;
  if (!dst || !src) return cuportErrorInvalidValue;
  if (!range_ok(dst, count) || !range_ok(src, count)) return cuportErrorInvalidValue;
  return cuportSuccess;
}

// Host memory the runtime does not know: pageable (not pinned, registered or managed).
inline bool pageable(const void* ptr) { return !AllocationRegistry::instance().find(ptr).base; }

inline cuportError_t check_set(void* ptr, std::size_t count) {
  if (count == 0) return cuportSuccess;
  if (!ptr || !range_ok(ptr, count)) return cuportErrorInvalidValue;
  return cuportSuccess;
}

// Wait for all device work (cudaDeviceSynchronize without the error report).
inline void drain_device() { StreamRegistry::instance().wait_all(); }

// Defined in cpu_mempool.h: stream-ordered allocations are counted by the device's current pool;
// a freed pointer leaves the pool that handed it out.
inline void pool_track_current(void* ptr, std::size_t size);
inline void pool_forget(void* ptr);
inline void range_forget(void* ptr);  // cpu_memory_range.h: the advice of a freed allocation
inline void ipc_forget(void* ptr);    // cpu_ipc.h: close the shared file of an exported block
inline void external_release(void* ptr);  // cpu_external.h: unmap a buffer of external memory
// cpu_mempool_ipc.h: unmap a pointer imported from another process's pool; false if it is not one.
inline bool pool_import_release(void* ptr);
// cpu_graph_memory.h: cudaFree/cudaFreeAsync of a graph allocation; false when ptr is not one.
inline bool graph_memory_free(void* ptr, cuportStream_t stream, bool stream_ordered,
                              cuportError_t* error);
// cpu_graph_memory.h: on a capturing stream, allocation and free nodes; false when not capturing.
inline bool capture_malloc(void** ptr, std::size_t size, cuportStream_t stream,
                           cuportError_t* error);
inline bool capture_free(void* ptr, cuportStream_t stream, cuportError_t* error);


// The `T**` overloads' out-parameter as void**, as CUDA's templates cast it: through void*, so a
// pointer to const data (`const float* p; cudaMalloc(&p, n)`) is accepted as under nvcc.
template <class T>
inline void** out_pointer(T** ptr) {
  return static_cast<void**>(static_cast<void*>(ptr));
}
}  // namespace cuport::cpu

// ---- device memory ----

inline cuportError_t cuportMalloc(void** ptr, std::size_t size) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr) return record(cuportErrorInvalidValue);
  if (size == 0) {
    *ptr = nullptr;
    return cuportSuccess;
  }
  *ptr = allocate(size);
  return *ptr ? cuportSuccess : record(cuportErrorMemoryAllocation);
}

template <class T>
inline cuportError_t cuportMalloc(T** ptr, std::size_t size) {
  CUPORT_CONTEXT_CALL();
  return cuportMalloc(cuport::cpu::out_pointer(ptr), size);
}

// cudaFree waits for the device first, so no queued kernel can still be using the memory.
inline cuportError_t cuportFree(void* ptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr) return cuportSuccess;
  drain_device();
  cuportError_t graph_error;
  if (graph_memory_free(ptr, nullptr, false, &graph_error)) return record(graph_error);
  Allocation found = AllocationRegistry::instance().find(ptr);
  if (found.base == ptr && found.region == Region::external) {
    AllocationRegistry::instance().remove(ptr, Region::external);
    external_release(ptr);
    return cuportSuccess;
  }
  if (found.base == ptr && found.region == Region::imported && pool_import_release(ptr))
    return cuportSuccess;
  if (found.base != ptr || (found.region != Region::device && found.region != Region::managed)) {
    check::invalid_free(ptr, "cudaFree", "cudaMalloc");
    return record(cuportErrorInvalidValue);
  }
  AllocationRegistry::instance().remove(ptr, found.region);
  pool_forget(ptr);
  range_forget(ptr);
  ipc_forget(ptr);
  release(found);
  return cuportSuccess;
}

// Stream-ordered allocation: the memory exists at once, so it is usable in stream order.
inline cuportError_t cuportMallocAsync(void** ptr, std::size_t size, cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!StreamRegistry::instance().resolve(stream)) return record(cuportErrorInvalidResourceHandle);
  cuportError_t captured;
  if (ptr && size && capture_malloc(ptr, size, stream, &captured)) return record(captured);
  cuportError_t error = cuportMalloc(ptr, size);
  if (error == cuportSuccess && *ptr) pool_track_current(*ptr, size);
  return error;
}

template <class T>
inline cuportError_t cuportMallocAsync(T** ptr, std::size_t size, cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  return cuportMallocAsync(cuport::cpu::out_pointer(ptr), size, stream);
}

inline cuportError_t cuportFreeAsync(void* ptr, cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr) return cuportSuccess;
  cuportError_t graph_error;
  if (capture_free(ptr, stream, &graph_error)) return record(graph_error);
  if (graph_memory_free(ptr, stream, true, &graph_error)) return record(graph_error);
  Allocation found = AllocationRegistry::instance().find(ptr);
  if (found.base == ptr && found.region == Region::imported) {
    // An imported pool pointer is unmapped once the stream's earlier work is done (the release
    // waits for the device, so it cannot run on the stream itself).
    cuportError_t error = enqueue_and_wait(stream, [] {});
    if (error != cuportSuccess) return record(error);
    return pool_import_release(ptr) ? cuportSuccess : record(cuportErrorInvalidValue);
  }
  if (found.base != ptr || found.region != Region::device) return record(cuportErrorInvalidValue);
  return record(enqueue(stream, [found] {
    pool_forget(found.base);
    if (AllocationRegistry::instance().remove(found.base, Region::device)) {
      ipc_forget(found.base);
      release(found);
    }
  }));
}

// ---- copies and sets ----

namespace cuport::cpu {
// A copy or set of device memory, which initcheck counts as written (check/cpu_initcheck.h).
inline void copy_bytes(void* dst, const void* src, std::size_t count) {
  std::memmove(dst, src, count);
  check::initialized(dst, count);
}
inline void set_bytes(void* ptr, int value, std::size_t count) {
  std::memset(ptr, value, count);
  check::initialized(ptr, count);
}
}  // namespace cuport::cpu

inline cuportError_t cuportMemcpy(void* dst, const void* src, std::size_t count,
                                  cuportMemcpyKind kind) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  cuportError_t error = check_copy(dst, src, count, kind);
  if (error != cuportSuccess || count == 0) return record(error);
  return record(run_synchronously([=] { copy_bytes(dst, src, count); }));
}

inline cuportError_t cuportMemcpyAsync(void* dst, const void* src, std::size_t count,
                                       cuportMemcpyKind kind, cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  cuportError_t error = check_copy(dst, src, count, kind);
  if (error != cuportSuccess || count == 0) return record(error);
  // With pageable host memory CUDA returns only once the source is consumed (to the device) or
  // the copy is complete (to the host), so the caller may reuse the buffer at once: wait here.
  if (kind != cuportMemcpyDeviceToDevice && (pageable(src) || pageable(dst)))
    return record(enqueue_and_wait(stream, [=] { copy_bytes(dst, src, count); }));
  return record(enqueue(stream, [=] { copy_bytes(dst, src, count); }));
}

// One device: a peer copy is a plain copy.
inline cuportError_t cuportMemcpyPeer(void* dst, int dst_device, const void* src, int src_device,
                                      std::size_t count) {
  CUPORT_CONTEXT_CALL();
  if (dst_device != 0 || src_device != 0) return cuport::cpu::record(cuportErrorInvalidDevice);
  return cuportMemcpy(dst, src, count, cuportMemcpyDefault);
}

inline cuportError_t cuportMemcpyPeerAsync(void* dst, int dst_device, const void* src,
                                           int src_device, std::size_t count,
                                           cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  if (dst_device != 0 || src_device != 0) return cuport::cpu::record(cuportErrorInvalidDevice);
  return cuportMemcpyAsync(dst, src, count, cuportMemcpyDefault, stream);
}

inline cuportError_t cuportMemset(void* ptr, int value, std::size_t count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  cuportError_t error = check_set(ptr, count);
  if (error != cuportSuccess || count == 0) return record(error);
  return record(run_synchronously([=] { set_bytes(ptr, value, count); }));
}

inline cuportError_t cuportMemsetAsync(void* ptr, int value, std::size_t count,
                                       cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  cuportError_t error = check_set(ptr, count);
  if (error != cuportSuccess || count == 0) return record(error);
  return record(enqueue(stream, [=] { set_bytes(ptr, value, count); }));
}

// ---- queries ----

inline cuportError_t cuportPointerGetAttributes(cuportPointerAttributes* attributes,
                                                const void* ptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!attributes) return record(cuportErrorInvalidValue);
  Allocation found = AllocationRegistry::instance().find(ptr);
  void* p = const_cast<void*>(ptr);
  if (!found.base) {
    *attributes = cuportPointerAttributes{cuportMemoryTypeUnregistered, cuportInvalidDeviceId,
                                          nullptr, nullptr};
    return cuportSuccess;
  }
  switch (found.region) {
    case Region::device:
    case Region::imported:
    case Region::external:
      *attributes = cuportPointerAttributes{cuportMemoryTypeDevice, 0, p, nullptr};
      break;
    case Region::host:
    case Region::registered:
      *attributes = cuportPointerAttributes{cuportMemoryTypeHost, 0, p, p};
      break;
    case Region::managed:
      *attributes = cuportPointerAttributes{cuportMemoryTypeManaged, 0, p, p};
      break;
  }
  return cuportSuccess;
}

namespace cuport::cpu {
// Physical memory of the machine (the "device" memory of the CPU backend).
inline std::size_t system_memory_total() {
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
  long pages = sysconf(_SC_PHYS_PAGES);
  long page = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page > 0) return static_cast<std::size_t>(pages) * static_cast<std::size_t>(page);
#endif
  return std::size_t(16) << 30;
}

// Memory available now: MemAvailable from /proc/meminfo, else free pages, else total minus ours.
inline std::size_t system_memory_free() {
  if (std::FILE* f = std::fopen("/proc/meminfo", "r")) {
    char line[256];
    unsigned long long kb = 0;
    bool found = false;
    while (std::fgets(line, sizeof line, f))
      if (std::sscanf(line, "MemAvailable: %llu kB", &kb) == 1) {
        found = true;
        break;
      }
    std::fclose(f);
    if (found) return static_cast<std::size_t>(kb) * 1024;
  }
#if defined(_SC_AVPHYS_PAGES) && defined(_SC_PAGESIZE)
  long pages = sysconf(_SC_AVPHYS_PAGES);
  if (pages > 0) return static_cast<std::size_t>(pages) * sysconf(_SC_PAGESIZE);
#endif
  std::size_t total = system_memory_total();
  std::size_t used = AllocationRegistry::instance().total(Region::device);
  return used < total ? total - used : 0;
}
}  // namespace cuport::cpu

inline cuportError_t cuportMemGetInfo(std::size_t* free_bytes, std::size_t* total_bytes) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!free_bytes || !total_bytes) return record(cuportErrorInvalidValue);
  *total_bytes = system_memory_total();
  std::size_t available = system_memory_free();
  *free_bytes = available < *total_bytes ? available : *total_bytes;
  return cuportSuccess;
}
