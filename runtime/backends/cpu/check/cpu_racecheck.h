// cuport CPU backend: racecheck, shared-memory hazards between the threads of a block.
//
// Mechanism: a racecheck build compiles the program with GCC's (or Clang's) ThreadSanitizer
// instrumentation, which calls __tsan_read4(address) before every 4-byte load, and so on, but
// links none of ThreadSanitizer's runtime: the hooks below are the runtime. While a block runs,
// an access whose address lies in the block's shared memory (the dynamic buffer, or a static
// __shared__ array on checked storage, checked_shared.py) is recorded in shadow memory, per
// byte: the last write and up to two reads of the current phase (the block's run between two
// barriers, cpu_check.h's race_phase), with the thread and its warp's __syncwarp count. Two
// accesses to one byte by different threads, at least one a write, in one phase and not ordered
// by a __syncwarp of their warp, are a hazard: reported once per pair of source lines, with both
// threads, as compute-sanitizer's racecheck reports them. On the fiber path each thread is a
// fiber and a phase ends at each barrier its scheduler releases; a lowered kernel runs each
// phase as thread loops, noting each loop's thread (cpu_check.h's note_thread), and marks the
// barriers it split at (CUPORT_SPLIT_AT_BARRIER, CUPORT_SPLIT_AT_SYNCWARP): hazards within a
// phase do not depend on the order its threads ran in. Atomics are not hazards: the instrumented atomics below perform the
// operation and record nothing. Global memory is not checked (neither is it by
// compute-sanitizer's racecheck).
#pragma once

#include <memory>
#include <set>
#include <tuple>

#include "cpu_initcheck.h"  // init_access, the other tool on these hooks
#include "cpu_memcheck.h"   // call_site, triple, SharedArray

#if defined(CUPORT_ACCESS_HOOKS)
namespace cuport::cpu::check {

// One access to a byte of shared memory: in which phase, by which thread (its linear index in
// the block), its warp's __syncwarp count then, and the instruction (a return address).
struct RaceAccess {
  std::uint64_t phase = 0;
  const void* pc = nullptr;
  unsigned thread = 0;
  unsigned warp_syncs = 0;
};

// A byte's shadow: the phase's last write, its first read and a read by another thread.
struct RaceCell {
  RaceAccess write, read, other_read;
};

// A stretch of shared memory and its shadow. The hooks' code reads plain pointers only: GCC
// does not inline an instrumented function (a std::vector's begin(), a unique_ptr's []) into
// the uninstrumented hooks, and each such call would run the hooks again.
struct RaceRange {
  const char* begin;
  const char* end;
  std::unique_ptr<RaceCell[]> shadow;
  const char* name;  // a static array's name; nullptr: the dynamic shared memory
  RaceCell* cells;   // shadow.get()
};

// The bounds of this OS thread's shared memory (RaceShadow's ranges), which most accesses (global
// memory, the stack) fall outside of: the hooks test them first.
inline thread_local const char* race_low = nullptr;
inline thread_local const char* race_high = nullptr;

// This OS thread's shared memory: its blocks' dynamic buffer and its static variables, which
// shared_array lists as their declarations first run.
class RaceShadow {
 public:
  CUPORT_UNHOOKED RaceRange* find(const char* at) {
    for (RaceRange *range = first_, *end = first_ + count_; range != end; ++range)
      if (at >= range->begin && at < range->end) return range;
    return nullptr;
  }

  // Takes in the variables declared and the dynamic buffer set since the last look.
  CUPORT_UNHOOKED void refresh() {
    const std::vector<SharedArray>& arrays = shared_arrays();
    const SharedBounds dynamic = dynamic_shared_bounds;
    if (dynamic.buffer != dynamic_.buffer || dynamic.size != dynamic_.size) {
      for (auto at = ranges_.begin(); at != ranges_.end(); ++at)
        if (!at->name) {
          ranges_.erase(at);
          break;
        }
      dynamic_ = dynamic;
      if (dynamic.buffer)
        add(reinterpret_cast<const char*>(dynamic.buffer), dynamic.size, nullptr);
    }
    for (; arrays_seen_ < arrays.size(); ++arrays_seen_)
      add(arrays[arrays_seen_].base, arrays[arrays_seen_].size, arrays[arrays_seen_].name);
    first_ = ranges_.data();
    count_ = ranges_.size();
    race_low = race_high = nullptr;
    for (const RaceRange& range : ranges_) {
      if (!race_low || range.begin < race_low) race_low = range.begin;
      if (range.end > race_high) race_high = range.end;
    }
  }

 private:
  CUPORT_UNHOOKED void add(const char* base, std::size_t size, const char* name) {
    if (!size) return;
    auto shadow = std::make_unique<RaceCell[]>(size);
    RaceCell* cells = shadow.get();
    ranges_.push_back(RaceRange{base, base + size, std::move(shadow), name, cells});
  }

  std::vector<RaceRange> ranges_;
  RaceRange* first_ = nullptr;  // ranges_, as refresh() left it, for find()
  std::size_t count_ = 0;
  std::size_t arrays_seen_ = 0;
  SharedBounds dynamic_{};
};

inline thread_local RaceShadow* race_shadow = nullptr;

// Whether an earlier access and the running thread's, now, are unordered: same phase, other
// thread, and no __syncwarp between them where both are lanes of one warp.
CUPORT_UNHOOKED inline bool unordered(const RaceAccess& earlier, const RaceAccess& now) {
  if (earlier.phase != now.phase || earlier.thread == now.thread) return false;
  const unsigned width = warp_size();
  return earlier.thread / width != now.thread / width || earlier.warp_syncs == now.warp_syncs;
}

// A thread's linear index in the running block as (x,y,z).
inline uint3 thread_of(unsigned linear) {
  const dim3 block = current_block_dim;
  return uint3{linear % block.x, linear / block.x % block.y, linear / (block.x * block.y)};
}

enum class Hazard { read_after_write, write_after_read, write_after_write };

inline void report_race(Hazard hazard, const RaceAccess& first, const RaceAccess& second,
                        const char* at, const RaceRange& range) {
  // Once per pair of instructions here, then once per pair of source lines (an unrolled loop
  // has several instructions for one line).
  static thread_local std::set<std::tuple<int, const void*, const void*>> seen;
  if (!seen.insert({static_cast<int>(hazard), first.pc, second.pc}).second) return;
  const char* first_kind = hazard == Hazard::write_after_read ? "Read" : "Write";
  const char* second_kind = hazard == Hazard::read_after_write ? "Read" : "Write";
  const std::string site_one = call_site(first.pc), site_two = call_site(second.pc);
  if (Reporter::instance().first_time(std::string("race ") + first_kind + site_one + " | " +
                                      second_kind + site_two)) {
    const std::string offset = std::to_string(at - range.begin);
    Reporter::instance().error({
        std::string("Error: Race reported between ") + first_kind + " access at " + site_one,
        std::string("and ") + second_kind + " access at " + site_two,
        "by threads " + triple(thread_of(first.thread)) + " and " +
            triple(thread_of(second.thread)) + " in block " + triple(current_block_idx) +
            ", with no __syncthreads() or __syncwarp() between the two accesses",
        "Address " + hex(at) + " is " + offset +
            (range.name ? " bytes into the __shared__ variable " + std::string(range.name) +
                              " of size " + std::to_string(range.end - range.begin) + " bytes"
                        : " bytes into the dynamic shared memory"),
    });
  }
}

// race_access's work on shared memory: compare with the byte's shadow, report, record. thread:
// the running thread's linear index in its block; warp_syncs: its warp's __syncwarp count.
CUPORT_UNHOOKED inline void record_access(RaceRange& range, const char* at, std::size_t size,
                                          bool write, const void* pc, std::uint64_t phase,
                                          unsigned thread, unsigned warp_syncs) {
  const RaceAccess now{phase, pc, thread, warp_syncs};
  const char* end = at + size < range.end ? at + size : range.end;
  bool reported = false;  // one report per access, not per byte
  for (const char* byte = at; byte < end; ++byte) {
    RaceCell& cell = range.cells[byte - range.begin];
    if (write) {
      if (!reported) {
        if (unordered(cell.write, now)) {
          report_race(Hazard::write_after_write, cell.write, now, byte, range);
          reported = true;
        } else if (unordered(cell.read, now) || unordered(cell.other_read, now)) {
          const RaceAccess& read = unordered(cell.read, now) ? cell.read : cell.other_read;
          report_race(Hazard::write_after_read, read, now, byte, range);
          reported = true;
        }
      }
      cell.write = now;
    } else {
      if (!reported && unordered(cell.write, now)) {
        report_race(Hazard::read_after_write, cell.write, now, byte, range);
        reported = true;
      }
      if (cell.read.phase != phase) {
        cell.read = now;
        cell.other_read = RaceAccess{};
      } else if (cell.read.thread != thread) {
        cell.other_read = now;
      }
    }
  }
}

// Shared memory changed on this OS thread (shared_memory_changed): take it in.
CUPORT_UNHOOKED __attribute__((noinline)) inline void race_refresh() {
  shared_memory_changed = false;
  if (!race_shadow) race_shadow = new RaceShadow();  // one per OS thread running blocks, kept
  race_shadow->refresh();
}

// The running thread read or wrote size bytes at address (within race_low and race_high), at
// instruction pc.
CUPORT_UNHOOKED __attribute__((noinline)) inline void race_access(
    const char* at, std::size_t size, bool write, const void* pc) {
  unsigned thread = 0, warp_syncs = 0;
  if (current_thread && current_scheduler) {  // a fiber
    thread = current_thread->linear;
    warp_syncs = static_cast<unsigned>(current_scheduler->warp_syncs(current_thread->warp));
  } else {  // a lowered kernel's thread loop, which noted its thread (cpu_check.h)
    uint3 index, block;
    if (!noted_thread(index, block)) return;  // (code run once per block, not per thread)
    const dim3 dims = current_block_dim;
    thread = index.x + dims.x * (index.y + dims.y * index.z);
    warp_syncs = lowered_warp_syncs;
  }
  RaceRange* range = race_shadow->find(at);
  if (range && !in_synchronization_object(at))
    record_access(*range, at, size, write, pc, race_phase, thread, warp_syncs);
}

// An atomic operation's access: initcheck's (an atomic read of bytes nothing wrote is as
// uninitialized as a plain one); not racecheck's, atomics do not race.
CUPORT_UNHOOKED inline void atomic_access(const void* address, std::size_t size, bool read,
                                          bool write, const void* pc) {
  if (check_busy || !in_followed_allocations(static_cast<const char*>(address))) return;
  check_busy = true;
  if (read) init_access(address, size, false, pc);
  if (write) init_access(address, size, true, pc);
  check_busy = false;
}

// An instrumented access (every hook below): racecheck's and initcheck's. What they call
// (a report's code, a shadow's allocation) is not the program's: its accesses are ignored.
// Inlined into each hook, the tests most accesses end at: a few loads and compares.
CUPORT_UNHOOKED __attribute__((always_inline)) inline void access(const void* address,
                                                                  std::size_t size, bool write,
                                                                  const void* pc) {
  if (check_busy) return;
  const char* at = static_cast<const char*>(address);
  const bool race = race_phase && (active_tools & racecheck);
  if (race && shared_memory_changed) {
    check_busy = true;
    race_refresh();
    check_busy = false;
  }
  const bool shared = race && at >= race_low && at < race_high;
  const bool allocated = in_followed_allocations(at);
  if (!shared && !allocated) return;
  check_busy = true;
  if (shared) race_access(at, size, write, pc);
  if (allocated) init_access(address, size, write, pc);
  check_busy = false;
}

}  // namespace cuport::cpu::check

// ThreadSanitizer's instrumentation interface (the calls -fsanitize=thread emits), implemented
// by racecheck. `used` and inline: emitted in every unit that includes the runtime, as one
// definition.
#define CUPORT_TSAN_HOOK \
  extern "C" __attribute__((used, visibility("default"), no_sanitize("thread"))) inline

// Loads and stores of each size, aligned or not, volatile or not: a hook each, one access.
#define CUPORT_TSAN_READ_WRITE(read, write, size)                                                  \
  CUPORT_TSAN_HOOK void read(void* address) {                                                      \
    cuport::cpu::check::access(address, size, false, __builtin_return_address(0));                 \
  }                                                                                                \
  CUPORT_TSAN_HOOK void write(void* address) {                                                     \
    cuport::cpu::check::access(address, size, true, __builtin_return_address(0));                  \
  }
#define CUPORT_TSAN_ACCESS(size)                                                                   \
  CUPORT_TSAN_READ_WRITE(__tsan_read##size, __tsan_write##size, size)                              \
  CUPORT_TSAN_READ_WRITE(__tsan_unaligned_read##size, __tsan_unaligned_write##size, size)          \
  CUPORT_TSAN_READ_WRITE(__tsan_volatile_read##size, __tsan_volatile_write##size, size)
CUPORT_TSAN_ACCESS(1)
CUPORT_TSAN_ACCESS(2)
CUPORT_TSAN_ACCESS(4)
CUPORT_TSAN_ACCESS(8)
CUPORT_TSAN_ACCESS(16)
#undef CUPORT_TSAN_ACCESS
#undef CUPORT_TSAN_READ_WRITE

CUPORT_TSAN_HOOK void __tsan_read_range(void* address, unsigned long size) {
  cuport::cpu::check::access(address, size, false, __builtin_return_address(0));
}
CUPORT_TSAN_HOOK void __tsan_write_range(void* address, unsigned long size) {
  cuport::cpu::check::access(address, size, true, __builtin_return_address(0));
}

// What racecheck has no use for: start-up, function entry and exit (the driver turns their
// calls off; a unit compiled otherwise may still make them), C++ vtable pointer updates.
CUPORT_TSAN_HOOK void __tsan_init() {}
CUPORT_TSAN_HOOK void __tsan_func_entry(void*) {}
CUPORT_TSAN_HOOK void __tsan_func_exit() {}
CUPORT_TSAN_HOOK void __tsan_vptr_update(void**, void*) {}
CUPORT_TSAN_HOOK void __tsan_vptr_read(void**) {}

// Clang's calls for memory intrinsics: the copy itself, unrecorded.
CUPORT_TSAN_HOOK void* __tsan_memcpy(void* to, const void* from, unsigned long size) {
  return std::memcpy(to, from, size);
}
CUPORT_TSAN_HOOK void* __tsan_memmove(void* to, const void* from, unsigned long size) {
  return std::memmove(to, from, size);
}
CUPORT_TSAN_HOOK void* __tsan_memset(void* to, int value, unsigned long size) {
  return std::memset(to, value, size);
}

// Atomic operations: performed (sequentially consistent, the strongest order any caller asks
// for); initcheck sees them, racecheck does not (atomics do not race).
#define CUPORT_TSAN_ATOMIC_ACCESS(read, write)                                                     \
  cuport::cpu::check::atomic_access((const void*)a, sizeof(*a), read, write,                       \
                                    __builtin_return_address(0))
#define CUPORT_TSAN_ATOMIC_RMW(bits, type, op)                                                     \
  CUPORT_TSAN_HOOK type __tsan_atomic##bits##_##op(volatile type* a, type v, int) {                \
    CUPORT_TSAN_ATOMIC_ACCESS(true, true);                                                         \
    return __atomic_##op(a, v, __ATOMIC_SEQ_CST);                                                  \
  }
#define CUPORT_TSAN_ATOMIC_CAS(bits, type, kind, weak)                                             \
  CUPORT_TSAN_HOOK int __tsan_atomic##bits##_compare_exchange_##kind(volatile type* a, type* c,    \
                                                                   type v, int, int) {             \
    CUPORT_TSAN_ATOMIC_ACCESS(true, true);                                                         \
    return __atomic_compare_exchange_n(a, c, v, weak, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);         \
  }
#define CUPORT_TSAN_ATOMICS(bits, type)                                                            \
  CUPORT_TSAN_HOOK type __tsan_atomic##bits##_load(const volatile type* a, int) {                  \
    CUPORT_TSAN_ATOMIC_ACCESS(true, false);                                                        \
    return __atomic_load_n(a, __ATOMIC_SEQ_CST);                                                   \
  }                                                                                                \
  CUPORT_TSAN_HOOK void __tsan_atomic##bits##_store(volatile type* a, type v, int) {               \
    CUPORT_TSAN_ATOMIC_ACCESS(false, true);                                                        \
    __atomic_store_n(a, v, __ATOMIC_SEQ_CST);                                                      \
  }                                                                                                \
  CUPORT_TSAN_HOOK type __tsan_atomic##bits##_exchange(volatile type* a, type v, int) {            \
    CUPORT_TSAN_ATOMIC_ACCESS(false, true);                                                        \
    return __atomic_exchange_n(a, v, __ATOMIC_SEQ_CST);                                            \
  }                                                                                                \
  CUPORT_TSAN_ATOMIC_RMW(bits, type, fetch_add)                                                    \
  CUPORT_TSAN_ATOMIC_RMW(bits, type, fetch_sub)                                                    \
  CUPORT_TSAN_ATOMIC_RMW(bits, type, fetch_and)                                                    \
  CUPORT_TSAN_ATOMIC_RMW(bits, type, fetch_or)                                                     \
  CUPORT_TSAN_ATOMIC_RMW(bits, type, fetch_xor)                                                    \
  CUPORT_TSAN_ATOMIC_RMW(bits, type, fetch_nand)                                                   \
  CUPORT_TSAN_ATOMIC_CAS(bits, type, strong, false)                                                \
  CUPORT_TSAN_ATOMIC_CAS(bits, type, weak, true)                                                   \
  CUPORT_TSAN_HOOK type __tsan_atomic##bits##_compare_exchange_val(volatile type* a, type c,       \
                                                                   type v, int, int) {             \
    CUPORT_TSAN_ATOMIC_ACCESS(true, true);                                                         \
    __atomic_compare_exchange_n(a, &c, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);              \
    return c;                                                                                      \
  }
CUPORT_TSAN_ATOMICS(8, char)
CUPORT_TSAN_ATOMICS(16, short)
CUPORT_TSAN_ATOMICS(32, int)
CUPORT_TSAN_ATOMICS(64, long)
#undef CUPORT_TSAN_ATOMICS
#undef CUPORT_TSAN_ATOMIC_CAS
#undef CUPORT_TSAN_ATOMIC_RMW
#undef CUPORT_TSAN_ATOMIC_ACCESS

CUPORT_TSAN_HOOK void __tsan_atomic_thread_fence(int) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
CUPORT_TSAN_HOOK void __tsan_atomic_signal_fence(int) { __atomic_signal_fence(__ATOMIC_SEQ_CST); }
#endif  // CUPORT_ACCESS_HOOKS
