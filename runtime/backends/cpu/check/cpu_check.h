// cuport CPU backend: cuport check, compute-sanitizer's tools for CUDA code run on the CPU. A
// build with checks (translate --check, cuport-nvcc --cuport-check) defines CUPORT_CHECK to the
// tools it is instrumented for ("memcheck,synccheck"); CUPORT_CHECK in the environment of the
// program picks some of them at run time. A build holds one instrumentation: AddressSanitizer's
// for memcheck, or cuport's access hooks for racecheck and initcheck (cpu_racecheck.h,
// cpu_initcheck.h); synccheck goes with either. Reports have compute-sanitizer's shape
// ("========= " lines, an ERROR SUMMARY at exit) so people and tools that read one read the
// other. Without CUPORT_CHECK every hook here is an empty inline function. docs/check.md
// describes the tools and their mechanisms.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "../cpu_types.h"  // uint3

#include <atomic>

#if defined(CUPORT_CHECK)
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#include <unistd.h>
#endif

// A build with cuport's access hooks (racecheck, initcheck: ThreadSanitizer's instrumentation
// calls them, check/cpu_racecheck.h). Their code is not instrumented itself: it would call itself.
#if defined(CUPORT_CHECK) && defined(__SANITIZE_THREAD__)
#define CUPORT_ACCESS_HOOKS 1
#elif defined(CUPORT_CHECK) && defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define CUPORT_ACCESS_HOOKS 1
#endif
#endif
#if defined(CUPORT_ACCESS_HOOKS)
#define CUPORT_UNHOOKED __attribute__((no_sanitize("thread")))
#else
#define CUPORT_UNHOOKED
#endif

namespace cuport::cpu::check {

enum Tool : unsigned { memcheck = 1u, synccheck = 2u, racecheck = 4u, initcheck = 8u };

// The tools a comma-separated list names ("memcheck", "synccheck", "racecheck", "initcheck",
// "all"; "none" names none); unknown names are ignored.
inline unsigned parse_tools(const char* text) {
  unsigned tools = 0;
  std::string list = text ? text : "";
  std::size_t start = 0;
  while (start <= list.size()) {
    std::size_t end = list.find(',', start);
    if (end == std::string::npos) end = list.size();
    const std::string name = list.substr(start, end - start);
    if (name == "memcheck") tools |= memcheck;
    if (name == "synccheck") tools |= synccheck;
    if (name == "racecheck") tools |= racecheck;
    if (name == "initcheck") tools |= initcheck;
    if (name == "all") tools |= memcheck | synccheck | racecheck | initcheck;
    start = end + 1;
  }
  return tools;
}

#if defined(CUPORT_CHECK)
// The tools this run checks, as Reporter::tools(), for the access hooks to read at each access
// (0 until the reporter starts).
inline unsigned active_tools = 0;

// Where reports go and how many errors they counted; the summary at exit.
class Reporter {
 public:
  static Reporter& instance() {
    static Reporter* reporter = new Reporter();  // leaked: it reports at exit
    return *reporter;
  }

  // The tools this run checks: those the build has, narrowed by CUPORT_CHECK when it is set.
  unsigned tools() const { return tools_; }

  // One error: its lines, each after compute-sanitizer's "========= " (continuations indented).
  void error(const std::vector<std::string>& lines) {
    std::lock_guard<std::mutex> lock(mutex_);
    ++errors_;
    for (std::size_t i = 0; i < lines.size(); ++i)
      std::fprintf(stderr, "========= %s%s\n", i ? "    " : "", lines[i].c_str());
    std::fprintf(stderr, "=========\n");
    std::fflush(stderr);
  }

  // Whether key (two call sites, say) is reported for the first time: synccheck reports a
  // divergent barrier once, not once per block.
  bool first_time(const std::string& key) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (const std::string& seen : reported_)
      if (seen == key) return false;
    reported_.push_back(key);
    return true;
  }

  // A line that is not an error (a leak summary, a note on what the run could not check).
  void note(const std::string& line) {
    std::lock_guard<std::mutex> lock(mutex_);
    std::fprintf(stderr, "========= %s\n", line.c_str());
  }

  // Run at exit (before the summary): the leak check registers here.
  void at_exit(void (*step)()) { exit_steps_.push_back(step); }

 private:
  Reporter() {
    const unsigned built = parse_tools(CUPORT_CHECK);
    const char* chosen = std::getenv("CUPORT_CHECK");
    tools_ = chosen && *chosen ? built & parse_tools(chosen) : built;
    active_tools = tools_;
    if (const char* code = std::getenv("CUPORT_CHECK_ERROR_EXITCODE")) exit_code_ = std::atoi(code);
    std::string names;
    for (const auto& [tool, name] : {std::pair<Tool, const char*>{memcheck, "memcheck"},
                                     {racecheck, "racecheck"},
                                     {initcheck, "initcheck"},
                                     {synccheck, "synccheck"}})
      if (tools_ & tool) names += std::string(names.empty() ? "" : ", ") + name;
    std::fprintf(stderr, "========= CUPORT CHECK (%s)\n", names.empty() ? "none" : names.c_str());
    if (chosen && *chosen && (parse_tools(chosen) & ~built))
      std::fprintf(stderr, "========= CUPORT_CHECK=%s names tools this build lacks (built: %s)\n",
                   chosen, CUPORT_CHECK);
    std::atexit(&Reporter::summary);
  }

  static void summary() {
    Reporter& self = instance();
    for (void (*step)() : self.exit_steps_) step();
    std::lock_guard<std::mutex> lock(self.mutex_);
    std::fprintf(stderr, "========= ERROR SUMMARY: %zu error%s\n", self.errors_,
                 self.errors_ == 1 ? "" : "s");
    std::fflush(nullptr);
    // compute-sanitizer's --error-exitcode: the program's status when an error was reported.
    if (self.errors_ && self.exit_code_) ::_exit(self.exit_code_);
  }

  std::mutex mutex_;
  unsigned tools_ = 0;
  std::size_t errors_ = 0;
  int exit_code_ = 0;
  std::vector<void (*)()> exit_steps_;
  std::vector<std::string> reported_;
};

// The banner at start-up, as compute-sanitizer prints its own before the program's output.
inline const bool reporter_started = (Reporter::instance(), true);

inline bool enabled(Tool tool) { return (Reporter::instance().tools() & tool) != 0; }
#else
inline constexpr bool enabled(Tool) { return false; }
#endif

inline std::string hex(const void* address) {
  char text[32];
  std::snprintf(text, sizeof text, "0x%llx",
                static_cast<unsigned long long>(reinterpret_cast<std::uintptr_t>(address)));
  return text;
}

// Bytes a checked build adds past a block's dynamic shared memory, poisoned, so that an access
// past the launch's size is reported as one to shared memory (not to some heap block).
#if defined(CUPORT_CHECK)
constexpr std::size_t kSharedSlackBytes = 1024;
#else
constexpr std::size_t kSharedSlackBytes = 0;
#endif

// The running block's dynamic shared memory, as the last mark_shared_bounds on this OS thread
// set it: its buffer, the launch's bytes and the buffer's (a report says which it overran).
struct SharedBounds {
  const unsigned char* buffer = nullptr;
  std::size_t size = 0;
  std::size_t capacity = 0;
};
inline thread_local SharedBounds dynamic_shared_bounds;

// Set where this OS thread's shared memory changes (a static __shared__ variable's storage made,
// a block's dynamic shared memory set): racecheck then takes the change in.
inline thread_local bool shared_memory_changed = false;

// Dynamic shared memory: bytes [size, capacity) of a block's buffer are out of bounds.
inline void mark_shared_bounds(unsigned char* buffer, std::size_t size, std::size_t capacity) {
#if defined(CUPORT_CHECK)
  dynamic_shared_bounds = SharedBounds{buffer, size, capacity};
  shared_memory_changed = true;
  if (!buffer) return;
  ASAN_UNPOISON_MEMORY_REGION(buffer, size);
  if (capacity > size) ASAN_POISON_MEMORY_REGION(buffer + size, capacity - size);
#else
  (void)buffer, (void)size, (void)capacity;
#endif
}

// Before a buffer mark_shared_bounds poisoned is copied or freed.
inline void clear_shared_bounds(unsigned char* buffer, std::size_t capacity) {
#if defined(CUPORT_CHECK)
  if (buffer) ASAN_UNPOISON_MEMORY_REGION(buffer, capacity);
#else
  (void)buffer, (void)capacity;
#endif
}

// api (cudaFree, cudaFreeHost) was given ptr, where no allocation of what it frees (made by
// allocator: cudaMalloc, cudaMallocHost) starts: freed twice, never allocated, or an interior
// pointer. The call returns cudaErrorInvalidValue as it does unchecked; memcheck says why.
inline void invalid_free(const void* ptr, const char* api, const char* allocator) {
#if defined(CUPORT_CHECK)
  if (!enabled(memcheck)) return;
  Reporter::instance().error({
      std::string("Invalid free of ") + hex(ptr) + " by " + api,
      std::string("the address is not the start of a live ") + allocator +
          " allocation: freed already, never allocated, or inside an allocation",
  });
#else
  (void)ptr, (void)api, (void)allocator;
#endif
}

// The thread a lowered kernel's loop runs now (threadIdx in its batch of blocks: x counts on
// across the batch's blocks), noted in a checked build (checked_shared.py adds the note after
// each loop's threadIdx) so that a report from lowered code names the thread; known is cleared
// where a block starts.
// One volatile 64-bit store per thread: the top bit says a thread was noted in this block,
// then z (15 bits), y (16), x (32). Volatile: the optimizer runs before ASan's instrumentation
// adds its calls, and would otherwise sink a plain store out of the loop (the last thread
// noted for every one).
inline thread_local volatile std::uint64_t lowered_thread = 0;

inline void note_thread(uint3 index) {
  lowered_thread = (std::uint64_t(1) << 63) | (std::uint64_t(index.z) << 48) |
                   (std::uint64_t(index.y) << 32) | index.x;
}

// The __syncwarp() splits a lowered block has passed (CUPORT_SPLIT_AT_SYNCWARP): each passes
// every warp of the block at once, so one count is every warp's (racecheck's warp clock, as
// the scheduler's WarpState.syncs is on the fiber path).
inline thread_local unsigned lowered_warp_syncs = 0;
inline void lowered_syncwarp() { ++lowered_warp_syncs; }

// Set while cuport check's own code runs (a report, a list of shared arrays growing): racecheck's
// hooks ignore the accesses of code it calls, which are not the kernel's (cpu_racecheck.h).
inline thread_local bool check_busy = false;

// While one lives, the hooks ignore this OS thread's accesses: cuport check's own work (its
// tables, under their locks) is not the program's.
class HooksOff {
 public:
  HooksOff() : was_(check_busy) { check_busy = true; }
  ~HooksOff() { check_busy = was_; }
  HooksOff(const HooksOff&) = delete;
  HooksOff& operator=(const HooksOff&) = delete;

 private:
  bool was_;
};

// racecheck's clock (check/cpu_racecheck.h): a phase is one block's run between two of its
// barriers, numbered across the program (race_phases) so that shadow memory stamped in an earlier
// block, launch or phase reads as stale without being cleared. race_phase is the phase of the
// block running on this OS thread, 0 when none is (host code is not checked; initcheck reads it
// too, for that). The scheduler starts a phase where a block starts and where a
// __syncthreads() releases its threads.
inline std::atomic<std::uint64_t> race_phases{0};
inline thread_local std::uint64_t race_phase = 0;

inline void start_race_phase() {
#if defined(CUPORT_CHECK)
  if (enabled(racecheck) || enabled(initcheck))
    race_phase = race_phases.fetch_add(1, std::memory_order_relaxed) + 1;
#endif
}

inline void end_race_phases() { race_phase = 0; }

// racecheck: memory holding a synchronization object's state (a cuda::barrier in shared
// memory), whose threads' accesses are the object's own synchronization, not hazards. The last
// few objects initialized on this OS thread; a later object at the same place replaces one.
struct SyncObject {
  const char* begin;
  const char* end;
};
constexpr unsigned kSyncObjects = 16;
inline thread_local SyncObject sync_objects[kSyncObjects] = {};
inline thread_local unsigned sync_objects_added = 0;

// How many of sync_objects hold an object.
CUPORT_UNHOOKED inline unsigned sync_objects_known() {
  return sync_objects_added < kSyncObjects ? sync_objects_added : kSyncObjects;
}

inline void synchronization_object(const void* object, std::size_t size) {
#if defined(CUPORT_CHECK)
  const char* begin = static_cast<const char*>(object);
  for (unsigned i = 0, known = sync_objects_known(); i < known; ++i)
    if (sync_objects[i].begin == begin) return;
  sync_objects[sync_objects_added++ % kSyncObjects] = SyncObject{begin, begin + size};
#else
  (void)object, (void)size;
#endif
}

CUPORT_UNHOOKED inline bool in_synchronization_object(const char* at) {  // (racecheck's hooks)
  for (unsigned i = 0, known = sync_objects_known(); i < known; ++i)
    if (at >= sync_objects[i].begin && at < sync_objects[i].end) return true;
  return false;
}

// initcheck (check/cpu_initcheck.h): cudaMalloc made or freed an allocation; a cuport copy or
// set wrote bytes.
inline void device_allocated(void* base, std::size_t size);
inline void device_freed(void* base);
inline void initialized(const void* destination, std::size_t count);

// Where the running thread called __syncthreads (its return address), for synccheck.
inline thread_local const void* barrier_site = nullptr;

// A thread's arrival at a block barrier: where it called it, and which thread it is.
struct BarrierArrival {
  const void* site;
  uint3 thread;
};

// synccheck (check/cpu_synccheck.h): a barrier released with its threads at different
// __syncthreads calls; a warp operation (name, called at site) whose mask leaves out the lane
// calling it; a shuffle that read a lane not taking part in it.
template <class Arrivals>
inline void divergent_barrier(const Arrivals& arrivals, uint3 block);
template <class Mask>
inline void warp_mask_names_caller(const char* name, const void* site, Mask mask);
inline void undefined_shuffle_read(const char* name, const void* site, unsigned long long mask,
                                   unsigned source);

#if defined(CUPORT_CHECK)
// A static __shared__ array of a checked build (checked_shared.py rewrites its declaration to
// call shared_array): a heap block of the array's exact size, so that ASan's redzone starts at
// its end. One per declaration and OS thread, as thread_local storage is; kept until the thread
// ends, and listed so that a report can name the array an address is near.
struct SharedArray {
  const char* base;
  std::size_t size;
  const char* name;
};

class SharedArrays {
 public:
  ~SharedArrays() {
    for (const SharedArray& array : arrays) std::free(const_cast<char*>(array.base));
  }
  std::vector<SharedArray> arrays;
};

inline std::vector<SharedArray>& shared_arrays() {
  static thread_local SharedArrays owned;
  return owned.arrays;
}

template <class Array>
Array& shared_array(const char* name) {
  void* memory = nullptr;
  if (::posix_memalign(&memory, 64, sizeof(Array)) != 0) std::abort();
  const HooksOff hooks_off;  // racecheck reads the list: not while it grows
  shared_arrays().push_back(SharedArray{static_cast<const char*>(memory), sizeof(Array), name});
  shared_memory_changed = true;
  return *static_cast<Array*>(memory);
}
#endif  // CUPORT_CHECK

}  // namespace cuport::cpu::check
