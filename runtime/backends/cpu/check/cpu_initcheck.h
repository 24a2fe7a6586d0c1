// cuport CPU backend: initcheck, kernels reading device memory nothing wrote.
//
// Mechanism: in a build with the access hooks (cpu_racecheck.h: ThreadSanitizer's
// instrumentation, cuport's runtime for it), each cudaMalloc'd allocation gets a shadow byte
// per byte, set by every instrumented store into it (a kernel's, a host thread's running code
// compiled with the program, a cuport copy or set), and starts filled with a canary pattern.
// A kernel's load of bytes whose shadow is unset is uninitialized if those bytes still hold the
// canary; if they do not, code initcheck does not see wrote them (a library compiled apart, such
// as OpenBLAS under cuBLAS, or libc's memmove under Thrust), and they count as written from
// then on. So a read is reported when nothing wrote its bytes, by the shadow and by the memory
// itself. Managed memory is not checked (host code writes it in ways no hook sees: fread,
// memcpy); neither are __device__ variables (initialized by definition) and arrays.
#pragma once

#include <map>
#include <memory>

#include "cpu_memcheck.h"  // call_site, running_thread

namespace cuport::cpu::check {

#if defined(CUPORT_CHECK)
// The canary a fresh allocation holds at each offset: bytes a program rarely writes (no 0x00,
// 0x01 or 0xff, which zeroing, flags and -1 give).
constexpr unsigned char kCanary[8] = {0xa7, 0x3b, 0xc5, 0x19, 0xe2, 0x6d, 0x94, 0x58};

// The bounds of the allocations initcheck follows, which the hooks test first. Read and written
// with the compiler's atomic built-ins: std::atomic's members are instrumented code, which a
// hook must not call.
inline const char* init_low = nullptr;
inline const char* init_high = nullptr;

CUPORT_UNHOOKED inline bool in_followed_allocations(const char* at) {
  return at >= __atomic_load_n(&init_low, __ATOMIC_RELAXED) &&
         at < __atomic_load_n(&init_high, __ATOMIC_RELAXED);
}

// The allocations initcheck follows, each with its shadow (1: written).
class InitShadow {
 public:
  struct Block {
    const char* begin = nullptr;
    const char* end = nullptr;
    unsigned char* written = nullptr;
  };

  void add(char* base, std::size_t size) {
    const HooksOff hooks_off;  // (the hooks would look into blocks_ under the lock held here)
    for (std::size_t i = 0; i < size; ++i) base[i] = static_cast<char>(kCanary[i % 8]);
    std::lock_guard<std::mutex> lock(mutex_);
    blocks_[base] = Entry{base + size, std::make_unique<unsigned char[]>(size)};
    bounds();
  }

  void remove(const char* base) {
    const HooksOff hooks_off;
    std::lock_guard<std::mutex> lock(mutex_);
    if (blocks_.erase(base)) bounds();
  }

  // The allocation holding at, as of now: looked up without a lock in this OS thread's copy of
  // the table (most addresses between allocations are not in one: the heap's other blocks),
  // copied again after an allocation is made or freed.
  CUPORT_UNHOOKED bool find(const char* at, Block& found) {
    if (!in_followed_allocations(at)) return false;
    static thread_local Snapshot* snapshot = nullptr;  // (a pointer: constant-initialized)
    const unsigned generation = __atomic_load_n(&generation_, __ATOMIC_ACQUIRE);
    if (!snapshot) snapshot = new Snapshot();  // one per OS thread, kept
    if (snapshot->generation != generation) {
      std::lock_guard<std::mutex> lock(mutex_);
      delete[] snapshot->blocks;
      snapshot->blocks = new Block[blocks_.size() + 1];
      snapshot->count = 0;
      for (const auto& [begin, entry] : blocks_)
        snapshot->blocks[snapshot->count++] = Block{begin, entry.end, entry.written.get()};
      snapshot->generation = generation;
    }
    // Plain pointers and loops: a hook calls no library template (it would not be inlined,
    // being instrumented, and would cost a call per access).
    const Block* blocks = snapshot->blocks;
    std::size_t low = 0, high = snapshot->count;  // the first block beginning after at: high
    while (low < high) {
      const std::size_t middle = (low + high) / 2;
      if (blocks[middle].begin <= at)
        low = middle + 1;
      else
        high = middle;
    }
    if (high == 0 || at >= blocks[high - 1].end) return false;
    found = blocks[high - 1];
    return true;
  }

 private:
  struct Entry {
    const char* end;
    std::unique_ptr<unsigned char[]> written;
  };
  struct Snapshot {
    unsigned generation = 0;
    Block* blocks = nullptr;
    std::size_t count = 0;
  };

  void bounds() {  // (mutex_ held)
    const char* low = blocks_.empty() ? nullptr : blocks_.begin()->first;
    const char* high = blocks_.empty() ? nullptr : blocks_.rbegin()->second.end;
    __atomic_store_n(&init_low, low, __ATOMIC_RELAXED);
    __atomic_store_n(&init_high, high, __ATOMIC_RELAXED);
    __atomic_fetch_add(&generation_, 1u, __ATOMIC_RELEASE);
  }

  std::mutex mutex_;
  std::map<const char*, Entry> blocks_;
  unsigned generation_ = 1;  // (atomic built-ins, as init_low)
};

inline void report_uninitialized(const char* at, std::size_t size, const void* pc,
                                 const InitShadow::Block& block) {
  if (!Reporter::instance().first_time("init " + hex(pc))) return;
  const std::string site = call_site(pc);
  if (!Reporter::instance().first_time("init " + site)) return;
  Reporter::instance().error({
      "Uninitialized __global__ memory read of size " + std::to_string(size) + " bytes",
      "at " + site,
      running_thread(),
      "Address " + hex(at) + " is " + std::to_string(at - block.begin) +
          " bytes into the allocation at " + hex(block.begin) + " of size " +
          std::to_string(block.end - block.begin) + " bytes, and nothing wrote it before",
  });
}

// Created with the first allocation initcheck follows; leaked (allocations are freed until exit).
inline InitShadow* init_shadow = nullptr;

// An instrumented access of size bytes at address (cpu_racecheck.h's hooks): a store marks
// its bytes written; a kernel's load of bytes nothing wrote is reported.
CUPORT_UNHOOKED __attribute__((noinline)) inline void init_access(
    const void* address, std::size_t size, bool write, const void* pc) {
  const char* at = static_cast<const char*>(address);
  InitShadow::Block block;
  if (!init_shadow || !init_shadow->find(at, block)) return;
  const std::size_t first = at - block.begin;
  const std::size_t left = block.end - at;
  const std::size_t count = size < left ? size : left;
  if (write) {
    for (std::size_t i = 0; i < count; ++i) block.written[first + i] = 1;
    return;
  }
  if (!race_phase) return;  // only kernels' reads are checked (a block runs here)
  bool uninitialized = false;
  for (std::size_t i = 0; i < count; ++i) {
    if (block.written[first + i]) continue;
    if (static_cast<unsigned char>(at[i]) != kCanary[(first + i) % 8]) {
      block.written[first + i] = 1;  // written by code initcheck does not see
      continue;
    }
    uninitialized = true;
  }
  if (uninitialized) report_uninitialized(at, size, pc, block);
}
#endif  // CUPORT_CHECK

// cudaMalloc made an allocation (cpu_memory.h's registry): initcheck follows it.
inline void device_allocated(void* base, std::size_t size) {
#if defined(CUPORT_CHECK)
  if (!enabled(initcheck)) return;
  static std::once_flag created;
  std::call_once(created, [] { init_shadow = new InitShadow(); });
  init_shadow->add(static_cast<char*>(base), size);
#else
  (void)base, (void)size;
#endif
}

inline void device_freed(void* base) {
#if defined(CUPORT_CHECK)
  if (init_shadow) init_shadow->remove(static_cast<char*>(base));
#else
  (void)base;
#endif
}

// A cuport copy or set wrote count bytes at destination (in code the hooks may not see).
inline void initialized(const void* destination, std::size_t count) {
#if defined(CUPORT_CHECK)
  if (!init_shadow) return;
  const HooksOff hooks_off;
  const char* at = static_cast<const char*>(destination);
  InitShadow::Block block;
  while (count && init_shadow->find(at, block)) {
    const std::size_t here = std::min<std::size_t>(count, block.end - at);
    std::memset(block.written + (at - block.begin), 1, here);
    at += here, count -= here;
  }
#else
  (void)destination, (void)count;
#endif
}

}  // namespace cuport::cpu::check
