// cuport CPU backend: what IPC handles are made of. Shared memory files (memfd on Linux), the
// 64-byte handle payload, and the shared page an interprocess event keeps its state in. The
// IPC API itself is in cpu_ipc.h; this header only creates, describes and reopens files.
//
// Why memfd and /proc/<pid>/fd: a handle names the exporter's open file by (pid, fd, inode), and
// the importer reopens it through /proc. Nothing is created in a global namespace (/dev/shm), so
// nothing is left behind when a process crashes, names never collide, and the file lives exactly
// as long as the exporter keeps it (cudaFree or cudaEventDestroy close it; so does exit). The
// inode check rejects a handle whose file was closed and whose fd number was reused since.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstring>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#define CUPORT_IPC_SUPPORTED 1
#else
#define CUPORT_IPC_SUPPORTED 0
#endif

#define cuportIpcMemLazyEnablePeerAccess 0x01
#define CUPORT_IPC_HANDLE_SIZE 64

typedef struct cuportIpcMemHandle_st {
  char reserved[CUPORT_IPC_HANDLE_SIZE];
} cuportIpcMemHandle_t;

typedef struct cuportIpcEventHandle_st {
  char reserved[CUPORT_IPC_HANDLE_SIZE];
} cuportIpcEventHandle_t;

namespace cuport::cpu::ipc {

// What a handle carries (48 of its 64 bytes). magic tells a memory handle from an event handle
// and both from bytes that are neither.
struct Payload {
  char magic[8];
  std::int32_t pid;
  std::int32_t fd;
  std::uint64_t inode;
  std::uint64_t device;  // st_dev of the file
  std::uint64_t length;  // bytes mapped (page-rounded)
  std::uint64_t size;    // bytes the allocation has (memory handles)
};
static_assert(sizeof(Payload) <= CUPORT_IPC_HANDLE_SIZE, "an IPC payload must fit a CUDA handle");

constexpr char kMemoryMagic[8] = {'c', 'u', 'p', 'o', 'r', 't', 'I', 'M'};
constexpr char kEventMagic[8] = {'c', 'u', 'p', 'o', 'r', 't', 'I', 'E'};

// An exporter's shared file: its descriptor and identity.
struct SharedFile {
  int fd = -1;
  std::uint64_t inode = 0, device = 0;
};

inline void write_payload(char* handle, const char (&magic)[8], const SharedFile& file,
                          std::uint64_t length, std::uint64_t size) {
  Payload payload{};
  std::memcpy(payload.magic, magic, sizeof magic);
#if CUPORT_IPC_SUPPORTED
  payload.pid = static_cast<std::int32_t>(::getpid());
#endif
  payload.fd = file.fd;
  payload.inode = file.inode;
  payload.device = file.device;
  payload.length = length;
  payload.size = size;
  std::memset(handle, 0, CUPORT_IPC_HANDLE_SIZE);
  std::memcpy(handle, &payload, sizeof payload);
}

// The payload of handle if it carries magic, else false.
inline bool read_payload(const char* handle, const char (&magic)[8], Payload& payload) {
  std::memcpy(&payload, handle, sizeof payload);
  return std::memcmp(payload.magic, magic, sizeof magic) == 0 && payload.fd >= 0 &&
         payload.length > 0;
}

inline bool from_this_process(const Payload& payload) {
#if CUPORT_IPC_SUPPORTED
  return payload.pid == static_cast<std::int32_t>(::getpid());
#else
  return false;
#endif
}

// A new shared file of length bytes, or fd -1.
inline SharedFile create_file(std::size_t length) {
  SharedFile file;
#if CUPORT_IPC_SUPPORTED
  int fd = ::memfd_create("cuport-ipc", MFD_CLOEXEC);
  if (fd < 0) return file;
  struct stat st;
  if (::ftruncate(fd, static_cast<off_t>(length)) != 0 || ::fstat(fd, &st) != 0) {
    ::close(fd);
    return file;
  }
  file = SharedFile{fd, static_cast<std::uint64_t>(st.st_ino), static_cast<std::uint64_t>(st.st_dev)};
#else
  (void)length;
#endif
  return file;
}

inline void close_file(SharedFile& file) {
#if CUPORT_IPC_SUPPORTED
  if (file.fd >= 0) ::close(file.fd);
#endif
  file.fd = -1;
}

// The exporter's file, reopened in this process (fd -1 when the exporter or its file is gone).
inline int open_exported(const Payload& payload) {
#if CUPORT_IPC_SUPPORTED
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/fd/%d", static_cast<int>(payload.pid),
                static_cast<int>(payload.fd));
  int fd = ::open(path, O_RDWR | O_CLOEXEC);
  if (fd < 0) return -1;
  struct stat st;
  if (::fstat(fd, &st) != 0 || static_cast<std::uint64_t>(st.st_ino) != payload.inode ||
      static_cast<std::uint64_t>(st.st_dev) != payload.device ||
      static_cast<std::uint64_t>(st.st_size) < payload.length) {
    ::close(fd);
    return -1;
  }
  return fd;
#else
  (void)payload;
  return -1;
#endif
}

// Map length bytes of fd shared, at address (MAP_FIXED) or anywhere (address null); null on failure.
inline void* map_shared(int fd, std::size_t length, void* address = nullptr) {
#if CUPORT_IPC_SUPPORTED
  void* mapped = ::mmap(address, length, PROT_READ | PROT_WRITE,
                        MAP_SHARED | (address ? MAP_FIXED : 0), fd, 0);
  return mapped == MAP_FAILED ? nullptr : mapped;
#else
  (void)fd, (void)length, (void)address;
  return nullptr;
#endif
}

inline void unmap(void* address, std::size_t length) {
#if CUPORT_IPC_SUPPORTED
  ::munmap(address, length);
#else
  (void)address, (void)length;
#endif
}

// An interprocess event's state, in a page both processes map. Every record takes a ticket (the
// count of records so far); the work it marks publishes the ticket when it is reached. The event
// is complete when the latest ticket is published, as a CUDA event stands for its latest record.
struct EventPage {
  std::atomic<std::uint64_t> recorded;
  std::atomic<std::uint64_t> completed;
};
static_assert(std::atomic<std::uint64_t>::is_always_lock_free,
              "interprocess events need lock-free 64-bit atomics");

constexpr std::size_t kEventPageLength = 4096;

inline void publish(EventPage* page, std::uint64_t ticket) {
  std::uint64_t seen = page->completed.load();
  while (seen < ticket && !page->completed.compare_exchange_weak(seen, ticket)) {
  }
}

inline bool reached(const EventPage* page, std::uint64_t ticket) {
  return page->completed.load() >= ticket;
}

}  // namespace cuport::cpu::ipc
