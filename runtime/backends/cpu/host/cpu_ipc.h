// cuport CPU backend: interprocess handles for device memory and events (cudaIpc*), real across
// processes. Device memory is host memory here, so sharing it means mapping the same file.
//
// A cudaMalloc'd block is private anonymous memory until cudaIpcGetMemHandle first exports it:
// then its bytes move into a shared file mapped over the same addresses (the pointer stays
// valid, the contents are kept). Only exported blocks cost a file descriptor and shared memory;
// every other allocation keeps its own mapping and use-after-free detection (cpu_memory.h).
// Allocations that come from the C heap (past DeviceHeap's mapping limit) cannot be exported.
// The files, handles and event pages are in cpu_ipc_shared.h; this header must not reach into
// another process any other way.
#pragma once

#include <map>
#include <mutex>
#include <tuple>

#include "cpu_error.h"
#include "cpu_event.h"
#include "cpu_ipc_shared.h"
#include "cpu_memory.h"

namespace cuport::cpu {

// Blocks this process exported, and blocks it opened from other processes.
class IpcRegistry {
 public:
  struct Exported {
    ipc::SharedFile file;
    std::size_t length;
  };
  struct Opened {
    char* base;
    std::size_t length;
    int references;
  };
  using Key = std::tuple<std::int32_t, std::uint64_t, std::uint64_t>;  // pid, inode, device

  static IpcRegistry& instance() {
    static IpcRegistry* registry = new IpcRegistry();  // leaked: used until exit
    return *registry;
  }

  std::mutex mutex;
  std::map<char*, Exported> exported;
  std::map<Key, Opened> opened;
};

// Move the block at found into a shared file over the same addresses; its file or fd -1.
inline ipc::SharedFile export_block(const Allocation& found) {
  ipc::SharedFile file = ipc::create_file(found.mapped);
  if (file.fd < 0) return file;
  bool copied = true;
#if CUPORT_IPC_SUPPORTED
  for (std::size_t done = 0; copied && done < found.mapped;) {
    ssize_t wrote = ::pwrite(file.fd, found.base + done, found.mapped - done,
                             static_cast<off_t>(done));
    if (wrote <= 0) copied = false;
    done += wrote > 0 ? static_cast<std::size_t>(wrote) : 0;
  }
#endif
  if (!copied || ipc::map_shared(file.fd, found.mapped, found.base) != found.base)
    ipc::close_file(file);
  return file;
}

inline void ipc_forget(void* ptr) {
  auto& registry = IpcRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  auto it = registry.exported.find(static_cast<char*>(ptr));
  if (it == registry.exported.end()) return;
  ipc::close_file(it->second.file);  // handles to it no longer open
  registry.exported.erase(it);
}

}  // namespace cuport::cpu

inline cuportError_t cuportIpcGetMemHandle(cuportIpcMemHandle_t* handle, void* ptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!handle || !ptr) return record(cuportErrorInvalidValue);
  Allocation found = AllocationRegistry::instance().find(ptr);
  if (!found.base || found.region != Region::device) return record(cuportErrorInvalidValue);
  if (!CUPORT_IPC_SUPPORTED || !found.mapped) return record(cuportErrorMapBufferObjectFailed);
  auto& registry = IpcRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  auto it = registry.exported.find(found.base);
  if (it == registry.exported.end()) {
    // No queued work may write the block while its bytes move into the shared file.
    drain_device();
    ipc::SharedFile file = export_block(found);
    if (file.fd < 0) return record(cuportErrorMapBufferObjectFailed);
    it = registry.exported.emplace(found.base, IpcRegistry::Exported{file, found.mapped}).first;
  }
  ipc::write_payload(handle->reserved, ipc::kMemoryMagic, it->second.file, it->second.length,
                     found.size);
  return cuportSuccess;
}

// The block of handle, mapped into this process; opening it again returns the same pointer.
inline cuportError_t cuportIpcOpenMemHandle(void** ptr, cuportIpcMemHandle_t handle,
                                            unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr || (flags & ~unsigned(cuportIpcMemLazyEnablePeerAccess)))
    return record(cuportErrorInvalidValue);
  ipc::Payload payload;
  if (!ipc::read_payload(handle.reserved, ipc::kMemoryMagic, payload))
    return record(cuportErrorInvalidResourceHandle);
  // CUDA does not open a process's own handles (its own pointer is the one to use).
  if (ipc::from_this_process(payload)) return record(cuportErrorDeviceUninitialized);
  auto& registry = IpcRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  IpcRegistry::Key key{payload.pid, payload.inode, payload.device};
  auto it = registry.opened.find(key);
  if (it != registry.opened.end()) {
    ++it->second.references;
    *ptr = it->second.base;
    return cuportSuccess;
  }
  int fd = ipc::open_exported(payload);  // fails once the exporter freed the block or exited
  if (fd < 0) return record(cuportErrorMapBufferObjectFailed);
  void* mapped = ipc::map_shared(fd, payload.length);
  ipc::SharedFile file{fd, payload.inode, payload.device};
  ipc::close_file(file);  // the mapping keeps the memory
  if (!mapped) return record(cuportErrorMapBufferObjectFailed);
  registry.opened.emplace(
      key, IpcRegistry::Opened{static_cast<char*>(mapped), static_cast<std::size_t>(payload.length), 1});
  AllocationRegistry::instance().add(mapped, payload.size, Region::imported);
  *ptr = mapped;
  return cuportSuccess;
}

inline cuportError_t cuportIpcCloseMemHandle(void* ptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr) return record(cuportErrorInvalidValue);
  auto& registry = IpcRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  auto it = registry.opened.begin();
  while (it != registry.opened.end() && it->second.base != ptr) ++it;
  if (it == registry.opened.end()) return record(cuportErrorInvalidValue);
  if (--it->second.references > 0) return cuportSuccess;
  drain_device();  // queued kernels may still use the mapping
  AllocationRegistry::instance().remove(ptr, Region::imported);
  ipc::unmap(ptr, it->second.length);
  registry.opened.erase(it);
  return cuportSuccess;
}

inline cuportError_t cuportIpcGetEventHandle(cuportIpcEventHandle_t* handle, cuportEvent_t event) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!handle) return record(cuportErrorInvalidValue);
  if (!EventRegistry::instance().valid(event)) return record(cuportErrorInvalidResourceHandle);
  // Only events created with cudaEventInterprocess (and so without timing) can be shared.
  if (!event->page || event->file.fd < 0) return record(cuportErrorInvalidResourceHandle);
  ipc::write_payload(handle->reserved, ipc::kEventMagic, event->file, ipc::kEventPageLength, 0);
  return cuportSuccess;
}

// An event sharing the exported event's state: records, queries, synchronizations and stream
// waits in either process see each other's records. It has no timing, as in CUDA.
inline cuportError_t cuportIpcOpenEventHandle(cuportEvent_t* event, cuportIpcEventHandle_t handle) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!event) return record(cuportErrorInvalidValue);
  ipc::Payload payload;
  if (!ipc::read_payload(handle.reserved, ipc::kEventMagic, payload) ||
      payload.length != ipc::kEventPageLength)
    return record(cuportErrorInvalidValue);
  if (ipc::from_this_process(payload)) return record(cuportErrorDeviceUninitialized);
  int fd = ipc::open_exported(payload);  // fails once the exporter destroyed the event or exited
  if (fd < 0) return record(cuportErrorMapBufferObjectFailed);
  void* page = ipc::map_shared(fd, ipc::kEventPageLength);
  if (!page) {
    ipc::SharedFile unused{fd, payload.inode, payload.device};
    ipc::close_file(unused);
    return record(cuportErrorMapBufferObjectFailed);
  }
  Event* opened =
      EventRegistry::instance().create(cuportEventDisableTiming | cuportEventInterprocess);
  opened->page = static_cast<ipc::EventPage*>(page);
  opened->file = ipc::SharedFile{fd, payload.inode, payload.device};  // so it can be re-exported
  *event = opened;
  return cuportSuccess;
}
