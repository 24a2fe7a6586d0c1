// cuport CPU backend: which addresses belong to device memory that cudaFree released and that is
// still in quarantine (DeviceHeap, cpu_memory.h: inaccessible, its addresses out of use), so that
// a fault on one outside a kernel (a Thrust algorithm or a host function given a freed device
// pointer) is reported as what it is before the program stops (engine/cpu_fault.h), instead of
// a bare "Segmentation fault". Read by a signal handler: a fixed ring of atomics, no lock, no
// allocation. A checked build (check/cpu_check.h) records each freed allocation's exact range
// here instead, for memcheck's use-after-free reports.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace cuport::cpu {

// As many entries as DeviceHeap keeps mappings in quarantine, in the same (first in, first out)
// order: when a mapping leaves the quarantine (unmapped, its addresses free for reuse), the
// entry naming it is the one the next release overwrites.
constexpr std::size_t kFreedRanges = 4096;

struct FreedRange {
  std::atomic<std::uintptr_t> begin{0};
  std::atomic<std::uintptr_t> end{0};
};

inline FreedRange freed_ranges[kFreedRanges];
inline std::atomic<std::size_t> freed_count{0};

// Called (under DeviceHeap's lock) when a mapping of length bytes at base is quarantined.
inline void record_freed_mapping(const void* base, std::size_t length) {
  FreedRange& slot = freed_ranges[freed_count.fetch_add(1) % kFreedRanges];
  const auto begin = reinterpret_cast<std::uintptr_t>(base);
  slot.begin.store(0, std::memory_order_relaxed);  // (empty while it changes)
  slot.end.store(begin + length, std::memory_order_relaxed);
  slot.begin.store(begin, std::memory_order_release);
}

// Whether address lies in a recorded range, the most recently recorded first; sets [begin, end)
// to it. Signal-safe.
inline bool freed_mapping_of(const void* address, std::uintptr_t& begin, std::uintptr_t& end) {
  const auto at = reinterpret_cast<std::uintptr_t>(address);
  const std::size_t recorded = freed_count.load(std::memory_order_acquire);
  const std::size_t kept = recorded < kFreedRanges ? recorded : kFreedRanges;
  for (std::size_t i = 0; i < kept; ++i) {
    FreedRange& slot = freed_ranges[(recorded - 1 - i) % kFreedRanges];
    const std::uintptr_t b = slot.begin.load(std::memory_order_acquire);
    const std::uintptr_t e = slot.end.load(std::memory_order_relaxed);
    if (b != 0 && b <= at && at < e) {
      begin = b;
      end = e;
      return true;
    }
  }
  return false;
}

}  // namespace cuport::cpu
