// cuport CPU backend: sharing memory pools between processes (cudaMemPoolExportToShareableHandle,
// cudaMemPoolImportFromShareableHandle, cudaMemPoolExportPointer, cudaMemPoolImportPointer),
// for pools created with cudaMemHandleTypePosixFileDescriptor, the one handle type Linux has.
//
// A pool's shareable handle is a file descriptor of a small shared file naming the exporting
// process and pool; the importer passes its own descriptor of that file (received over a Unix
// socket, or inherited), as with CUDA. An exported pointer is the block's IPC memory handle
// (cpu_ipc.h: the block moves into a memfd over the same addresses) plus the pool it came from,
// so importing it maps the same bytes; the importer frees it with cudaFree or cudaFreeAsync,
// which unmaps it and leaves the exporter's allocation alone.
#pragma once

#include <cstdint>
#include <cstring>

#include "cpu_error.h"
#include "cpu_ipc.h"
#include "cpu_ipc_shared.h"
#include "cpu_memory.h"
#include "cpu_mempool.h"

struct cuportMemPoolPtrExportData {
  unsigned char reserved[64];
};

namespace cuport::cpu {

// The contents of a pool's shared file, and the tail an exported pointer carries after its IPC
// payload: which process and pool the memory belongs to.
struct PoolIdentity {
  char magic[8];
  std::int32_t pid;
  std::uint64_t pool;  // the pool's address in the exporting process
};
constexpr char kPoolMagic[8] = {'c', 'u', 'p', 'o', 'r', 't', 'M', 'P'};
constexpr std::size_t kPointerPoolOffset = sizeof(ipc::Payload);
static_assert(kPointerPoolOffset + sizeof(std::uint64_t) <= sizeof(cuportMemPoolPtrExportData),
              "an exported pointer must fit cudaMemPoolPtrExportData");

#if CUPORT_IPC_SUPPORTED
inline std::int32_t this_process() { return static_cast<std::int32_t>(::getpid()); }
inline bool write_identity(int fd, const PoolIdentity& identity) {
  return ::pwrite(fd, &identity, sizeof identity, 0) == static_cast<ssize_t>(sizeof identity);
}
inline bool read_identity(int fd, PoolIdentity& identity) {
  return ::pread(fd, &identity, sizeof identity, 0) == static_cast<ssize_t>(sizeof identity) &&
         std::memcmp(identity.magic, kPoolMagic, sizeof kPoolMagic) == 0;
}
#else
inline std::int32_t this_process() { return 0; }
inline bool write_identity(int, const PoolIdentity&) { return false; }
inline bool read_identity(int, PoolIdentity&) { return false; }
#endif

inline bool exportable(const MemPool* pool) {
  return !pool->imported && (pool->handle_types & cuportMemHandleTypePosixFileDescriptor);
}

// The pool that handed out ptr (the start of an allocation), or null.
inline MemPool* pool_of(void* ptr) { return PoolRegistry::instance().owner(ptr); }

// A pointer imported from another process's pool: cudaFree and cudaFreeAsync close it as
// cudaIpcCloseMemHandle would (declared in cpu_memory.h).
inline bool pool_import_release(void* ptr) {
  MemPool* pool = pool_of(ptr);
  if (!pool || !pool->imported) return false;
  PoolRegistry::instance().forget(ptr);
  return cuportIpcCloseMemHandle(ptr) == cuportSuccess;
}

}  // namespace cuport::cpu

inline cuportError_t cuportMemPoolExportToShareableHandle(void* handle, cuportMemPool_t pool,
                                                          cuportMemAllocationHandleType type,
                                                          unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!handle || flags != 0 || !PoolRegistry::instance().valid(pool))
    return record(cuportErrorInvalidValue);
  if (type != cuportMemHandleTypePosixFileDescriptor || !exportable(pool))
    return record(cuportErrorInvalidValue);  // the pool was not created for this handle type
  ipc::SharedFile file = ipc::create_file(sizeof(PoolIdentity));
  if (file.fd < 0) return record(cuportErrorOperatingSystem);
  PoolIdentity identity{};
  std::memcpy(identity.magic, kPoolMagic, sizeof kPoolMagic);
  identity.pid = this_process();
  identity.pool = reinterpret_cast<std::uintptr_t>(pool);
  if (!write_identity(file.fd, identity)) {
    ipc::close_file(file);
    return record(cuportErrorOperatingSystem);
  }
  *static_cast<int*>(handle) = file.fd;  // the caller's to pass on and close
  return cuportSuccess;
}

// For a file descriptor CUDA takes the descriptor itself, cast to void*. A descriptor that is not
// an exported pool's is cudaErrorUnknown (CUDA 13.0's answer for -1). A process may import its
// own pool, as with CUDA, but importing its own pointers fails as cudaIpcOpenMemHandle does.
inline cuportError_t cuportMemPoolImportFromShareableHandle(cuportMemPool_t* pool, void* handle,
                                                            cuportMemAllocationHandleType type,
                                                            unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!pool || flags != 0 || type != cuportMemHandleTypePosixFileDescriptor)
    return record(cuportErrorInvalidValue);
  const int fd = static_cast<int>(reinterpret_cast<std::intptr_t>(handle));
  PoolIdentity identity{};
  if (fd < 0 || !read_identity(fd, identity)) return record(cuportErrorUnknown);
  MemPool* imported = PoolRegistry::instance().create();
  imported->imported = true;
  imported->exporter_pid = identity.pid;
  imported->exporter_pool = identity.pool;
  *pool = imported;
  return cuportSuccess;
}

inline cuportError_t cuportMemPoolExportPointer(cuportMemPoolPtrExportData* data, void* ptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!data || !ptr) return record(cuportErrorInvalidValue);
  MemPool* pool = pool_of(ptr);
  if (!pool || !exportable(pool)) return record(cuportErrorInvalidValue);
  cuportIpcMemHandle_t handle;
  cuportError_t error = cuportIpcGetMemHandle(&handle, ptr);  // recorded there on failure
  if (error != cuportSuccess) return error;
  std::memcpy(data->reserved, handle.reserved, sizeof data->reserved);
  const std::uint64_t id = reinterpret_cast<std::uintptr_t>(pool);
  std::memcpy(data->reserved + kPointerPoolOffset, &id, sizeof id);
  return cuportSuccess;
}

// The exported block, mapped here; only through the pool imported from the exporter's pool.
inline cuportError_t cuportMemPoolImportPointer(void** ptr, cuportMemPool_t pool,
                                                cuportMemPoolPtrExportData* data) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr || !data || !PoolRegistry::instance().valid(pool) || !pool->imported)
    return record(cuportErrorInvalidValue);
  ipc::Payload payload;
  std::uint64_t id = 0;
  std::memcpy(&id, data->reserved + kPointerPoolOffset, sizeof id);
  if (!ipc::read_payload(reinterpret_cast<const char*>(data->reserved), ipc::kMemoryMagic,
                         payload) ||
      payload.pid != pool->exporter_pid || id != pool->exporter_pool)
    return record(cuportErrorInvalidValue);
  cuportIpcMemHandle_t handle;
  std::memcpy(handle.reserved, data->reserved, sizeof handle.reserved);
  cuportError_t error = cuportIpcOpenMemHandle(ptr, handle, 0);  // recorded there on failure
  if (error == cuportSuccess) pool_track(pool, *ptr, static_cast<std::size_t>(payload.size));
  return error;
}
