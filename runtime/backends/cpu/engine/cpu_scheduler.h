// cuport CPU backend: the block scheduler (threads of a block on fibers, barriers).
//
// A block runs on one OS thread. Its CUDA threads run one after another on a fiber; a thread
// that reaches a barrier parks its fiber and the next thread starts on a fresh one, so a kernel
// without barriers costs two fiber switches per block, and one with barriers two per thread per
// barrier. Blocks run in a fixed order (deterministic mode) or spread over a pool of OS threads
// (parallel mode). This launch path is the general one; a faster lowering may replace it per
// kernel but must keep these semantics.
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <thread>
#include <vector>

#include "../check/cpu_check.h"
#include "../host/cpu_error.h"
#include "cpu_fault.h"
#include "cpu_fiber.h"
#include "../cpu_types.h"

namespace cuport::cpu {

// The blockIdx of the b-th block of grid, x fastest (the order every grid runner uses). A
// lowered block's body can be as short as the three 64-bit divisions this would take (5% of a
// 256-thread block reduction): a 1-D grid takes none, others 32-bit ones where b fits.
inline uint3 block_index(unsigned long long b, dim3 grid) {
  if (grid.y == 1 && grid.z == 1) return uint3{static_cast<unsigned>(b), 0, 0};
  if (b <= 0xffffffffull) {
    const unsigned i = static_cast<unsigned>(b), row = i / grid.x;
    return uint3{i - row * grid.x, row % grid.y, row / grid.y};
  }
  return uint3{static_cast<unsigned>(b % grid.x), static_cast<unsigned>((b / grid.x) % grid.y),
               static_cast<unsigned>(b / (static_cast<unsigned long long>(grid.x) * grid.y))};
}

// ---- configuration (environment variables read once) ----

inline unsigned env_unsigned(const char* name, unsigned fallback) {
  const char* value = std::getenv(name);
  if (!value || !*value) return fallback;
  char* end = nullptr;
  unsigned long parsed = std::strtoul(value, &end, 10);
  return (end && *end == '\0' && parsed > 0) ? static_cast<unsigned>(parsed) : fallback;
}

#ifndef CUPORT_WARP_SIZE
#define CUPORT_WARP_SIZE 32
#endif
static_assert(CUPORT_WARP_SIZE == 32 || CUPORT_WARP_SIZE == 64, "warp size must be 32 or 64");

// Lanes per warp: the build's CUPORT_WARP_SIZE, or the environment's when it is narrower.
inline unsigned warp_size() {
  // A 32-lane build can only run 32 lanes: a constant lets lowered warp code index with shifts.
  if constexpr (CUPORT_WARP_SIZE == 32) return 32;
  static const unsigned size = [] {
    unsigned requested = env_unsigned("CUPORT_WARP_SIZE", CUPORT_WARP_SIZE);
    return (requested == 32 || requested == 64) && requested <= CUPORT_WARP_SIZE
               ? requested
               : static_cast<unsigned>(CUPORT_WARP_SIZE);
  }();
  return size;
}

// Say once on stderr when the environment's CUPORT_WARP_SIZE cannot be honoured (not 32 or 64,
// or wider than the build's warps, which are a compile-time choice), rather than ignore it.
inline bool warn_about_warp_size_setting() {
  const char* value = std::getenv("CUPORT_WARP_SIZE");
  if (!value || !*value) return false;
  const unsigned requested = env_unsigned("CUPORT_WARP_SIZE", 0);
  if (requested == 32 || (requested == 64 && CUPORT_WARP_SIZE == 64)) return false;
  if (requested == 64)
    std::fprintf(stderr,
                 "cuport: CUPORT_WARP_SIZE=64 is ignored: this program was built with 32-lane "
                 "warps; set it when building (translate, cuport-nvcc, or translate "
                 "--warp-size 64) to run 64-lane warps\n");
  else
    std::fprintf(stderr,
                 "cuport: CUPORT_WARP_SIZE=%s is ignored: a warp has 32 or 64 lanes; running "
                 "%u-lane warps\n",
                 value, static_cast<unsigned>(CUPORT_WARP_SIZE));
  return true;
}

enum class Mode { deterministic, parallel };

inline Mode mode() {
  static const Mode value = [] {
    const char* text = std::getenv("CUPORT_MODE");
#if defined(CUPORT_DEFAULT_DETERMINISTIC) || defined(CUPORT_CHECK)  // checked: reproducible
    Mode fallback = Mode::deterministic;
#else
    Mode fallback = Mode::parallel;
#endif
    if (!text) return fallback;
    if (std::strcmp(text, "deterministic") == 0) return Mode::deterministic;
    if (std::strcmp(text, "parallel") == 0) return Mode::parallel;
    std::fprintf(stderr, "cuport: CUPORT_MODE=%s is not deterministic|parallel; using %s\n", text,
                 fallback == Mode::parallel ? "parallel" : "deterministic");
    return fallback;
  }();
  return value;
}

// Worker OS threads for parallel mode: CUPORT_NUM_THREADS, else the machine's core count.
inline unsigned worker_count() {
  static const unsigned count = env_unsigned(
      "CUPORT_NUM_THREADS", std::max(1u, std::thread::hardware_concurrency()));
  return count;
}

constexpr unsigned kMaxThreadsPerBlock = 1024;
constexpr unsigned kMaxBlockDim[3] = {1024, 1024, 64};
constexpr unsigned kMaxGridDim[3] = {2147483647u, 65535u, 65535u};
constexpr std::size_t kSharedMemPerBlock = 48 * 1024;
constexpr unsigned kMaxThreadsPerMultiprocessor = 2048;
constexpr unsigned kMaxBlocksPerMultiprocessor = 32;

// Blocks of this shape one "multiprocessor" (one worker) holds at once, as an sm_80 would by
// threads and block count; the occupancy API and cooperative launches share this rule.
inline unsigned max_blocks_per_multiprocessor(unsigned threads_per_block) {
  if (threads_per_block == 0 || threads_per_block > kMaxThreadsPerBlock) return 0;
  unsigned by_threads = kMaxThreadsPerMultiprocessor / threads_per_block;
  return std::max(1u, std::min(by_threads, kMaxBlocksPerMultiprocessor));
}

// Lane masks are as wide as the build's warp: 32-bit `unsigned` at 32 lanes (as CUDA declares
// them), `unsigned long long` at 64 (as HIP does), so code that stores a ballot in 32 bits is
// visibly narrowing at width 64.
#if CUPORT_WARP_SIZE == 64
using lane_mask_t = unsigned long long;
#else
using lane_mask_t = unsigned;
#endif

// ---- per-thread and per-block state ----

struct ThreadContext {
  uint3 thread_idx;
  unsigned linear;  // threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)
  unsigned lane;
  unsigned warp;
  unsigned fiber;  // index of the fiber running this thread
  bool exited;
};

class BlockScheduler;

// What the kernel's built-ins read: set for the thread that is running right now.
inline thread_local ThreadContext* current_thread = nullptr;
inline thread_local BlockScheduler* current_scheduler = nullptr;
inline thread_local uint3 current_block_idx{0, 0, 0};
inline thread_local dim3 current_block_dim{1, 1, 1};
inline thread_local dim3 current_grid_dim{1, 1, 1};
inline thread_local unsigned char* current_dynamic_shared = nullptr;

using ThreadBody = void (*)(void* closure);

// One warp's rendezvous state. A warp collective (shuffle, vote, match, reduce) stores each
// lane's input in `in`/`arg`; the lane that completes the rendezvous runs `combine` once, which
// writes every participant's result to `out` before any of them resumes. A lane reads its `out`
// before it can join another collective, so one slot per lane is enough.
struct WarpState {
  using Combine = void (*)(WarpState& warp, unsigned long long participants, unsigned width);
  unsigned long long arrived = 0;
  unsigned long long exited = 0;
  unsigned long long parked = 0;          // lanes blocked at any barrier or rendezvous
  unsigned long long active_waiting = 0;  // lanes at an __activemask() rendezvous
  const void* site[64] = {};              // the call site each of those lanes waits at
  unsigned long long waiting_mask[64] = {};
  unsigned long long in[64] = {};
  unsigned long long out[64] = {};
  long long arg[64] = {};
  Combine combine[64] = {};
  unsigned long long syncs = 0;  // __syncwarp rendezvous released: racecheck's warp clock
  // Lanes whose last shuffle read a lane that did not take part in it (synccheck; each lane
  // clears its own bit when it reads it).
  unsigned long long undefined_reads = 0;
};

// Device output (printf) of kernels, held until the host synchronizes, as a GPU does.
class DeviceOutput {
 public:
  static DeviceOutput& instance() {
    static DeviceOutput output;
    return output;
  }
  void append(const char* text, std::size_t size) {
    std::lock_guard<std::mutex> lock(mutex_);
    buffer_.append(text, size);
  }
  // Write what kernels printed to stdout (called at synchronization points and launch ends).
  void flush() {
    std::string pending;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      pending.swap(buffer_);
    }
    if (pending.empty()) return;
    std::fwrite(pending.data(), 1, pending.size(), stdout);
    std::fflush(stdout);
  }

 private:
  std::mutex mutex_;
  std::string buffer_;
};

inline void flush_device_output() { DeviceOutput::instance().flush(); }

// Runs the threads of one block at a time on one OS thread, with fibers for barriers.
class BlockScheduler {
 public:
  BlockScheduler() = default;
  BlockScheduler(const BlockScheduler&) = delete;
  BlockScheduler& operator=(const BlockScheduler&) = delete;

  // Prepare for blocks of `block` threads; returns false if memory ran out.
  bool configure(dim3 block, std::size_t dynamic_shared, ThreadBody body, void* closure) {
    body_ = body;
    closure_ = closure;
    nthreads_ = block.x * block.y * block.z;
    threads_.resize(nthreads_);
    unsigned width = warp_size();
    for (unsigned z = 0, t = 0; z < block.z; ++z)
      for (unsigned y = 0; y < block.y; ++y)
        for (unsigned x = 0; x < block.x; ++x, ++t)
          threads_[t] = ThreadContext{uint3{x, y, z}, t, t % width, t / width, 0, false};
    warps_.assign((nthreads_ + width - 1) / width, WarpState{});
    // Dynamic shared memory is 16-byte aligned as on a GPU (a vector<unsigned char> may not be).
    std::size_t words = (dynamic_shared + 15) / 16 + check::kSharedSlackBytes / 16;
    check::clear_shared_bounds(this->dynamic_shared(), dynamic_shared_capacity());
    if (shared_.size() < words) shared_.resize(words);
    // Under memcheck the bytes past the launch's size are out of bounds (check/cpu_check.h).
    check::mark_shared_bounds(this->dynamic_shared(), dynamic_shared, dynamic_shared_capacity());
    return true;
  }

  // Run every thread of the block at block_idx; returns an error if the block cannot finish.
  cuportError_t run_block(uint3 block_idx) {
    current_scheduler = this;
    current_block_idx = block_idx;
    current_dynamic_shared = dynamic_shared();
    next_unstarted_ = 0;
    exited_ = 0;
    barrier_arrived_ = 0;
    barrier_true_ = 0;
    barrier_generation_ = 0;
    claimed_generation_ = 0;
    abort_error_ = cuportSuccess;
    barrier_waiters_.clear();
    ready_.clear();
    for (auto& t : threads_) t.exited = false;
    for (auto& w : warps_) w = WarpState{};
    check::start_race_phase();
    // A fault in the block's code (cpu_fault.h) lands here: the faulting thread and every
    // parked one are abandoned, as a GPU abandons a faulting kernel.
    cuportError_t result = cuportSuccess;
    FaultLanding landing;
    fault_ = Fault{};
    if (!run_catching_faults(landing, [&] { result = run_threads(block_idx); })) {
      running_stack_low = nullptr;
      fault_ = landing.fault;
      fault_block_ = block_idx;
      fault_thread_ = current_thread ? current_thread->thread_idx : uint3{0, 0, 0};
      fault_thread_known_ = current_thread != nullptr;
      reset_fibers();
      check::end_race_phases();
      return fault_error(landing.fault);
    }
    check::end_race_phases();
    return result;
  }

  // Say on stderr where the last run_block faulted (the grid's first fault only: callers report
  // the fault that stopped the grid, not the ones racing it).
  void report_last_fault() const {
    if (fault_.signal == 0) return;
    report_fault(fault_, fault_block_, 1, fault_thread_known_ ? &fault_thread_ : nullptr);
  }

  // __syncthreads(): wait until every thread of the block that has not exited arrives.
  void sync_block() { sync_block_count(0); }

  // __syncthreads_count(pred): a block barrier that also counts the threads whose pred is true.
  // Returns {true count, threads that arrived}.
  std::pair<unsigned, unsigned> sync_block_count(int predicate) {
    if (nthreads_ == 1) return {predicate ? 1u : 0u, 1u};
    ++barrier_arrived_;
    if (predicate) ++barrier_true_;
#if defined(CUPORT_CHECK)
    barrier_sites_.push_back({check::barrier_site, current_thread->thread_idx});
    check::barrier_site = nullptr;  // __syncthreads_count and the like leave none
#endif
    unsigned generation = barrier_generation_;
    if (barrier_arrived_ + exited_ == nthreads_) {
      release_block_barrier();
    } else {
      barrier_waiters_.push_back(current_thread->fiber);
      park_waiting();
    }
    // Two result slots: a thread reads its generation's before the next-but-one barrier exists.
    return barrier_results_[generation & 1];
  }

  // Wait until every lane of the caller's warp named in mask has arrived here (or exited).
  void sync_warp(unsigned long long mask) {
    warp_collective(mask, 0, 0,
                    [](WarpState& warp, unsigned long long, unsigned) { ++warp.syncs; });
  }

  // How many __syncwarp rendezvous warp w has released in this block (racecheck: accesses of two
  // lanes with one between them are ordered).
  unsigned long long warp_syncs(unsigned w) const { return warps_[w].syncs; }

  // Whether the caller's last shuffle read a lane that did not take part in it (then its value is
  // undefined in CUDA); answers once per shuffle.
  bool shuffle_read_undefined() {
    WarpState& warp = warps_[current_thread->warp];
    const unsigned long long bit = 1ull << current_thread->lane;
    const bool undefined = (warp.undefined_reads & bit) != 0;
    warp.undefined_reads &= ~bit;
    return undefined;
  }

  // A warp collective over the lanes in mask (the caller is always included): stores value and
  // arg, waits for the others, and returns what combine computed for this lane.
  unsigned long long warp_collective(unsigned long long mask, unsigned long long value,
                                     long long arg, WarpState::Combine combine) {
    ThreadContext& self = *current_thread;
    WarpState& warp = warps_[self.warp];
    unsigned long long bit = 1ull << self.lane;
    mask = (mask & lanes_present(self.warp)) | bit;
    warp.in[self.lane] = value;
    warp.arg[self.lane] = arg;
    warp.combine[self.lane] = combine;
    warp.out[self.lane] = 0;
    warp.arrived |= bit;
    warp.waiting_mask[self.lane] = mask;
    if (!try_release_warp(self.warp, mask)) park_waiting();
    return warp.out[self.lane];
  }

  // __activemask() at call site `site`: the lanes of the warp that reach this site while every
  // other live lane is blocked elsewhere (a barrier, another site) or has exited. On a GPU those
  // are the lanes converged at the call; the fibers find them by letting the warp run until
  // each lane has stopped somewhere.
  unsigned long long active_mask(const void* site) {
    ThreadContext& self = *current_thread;
    WarpState& warp = warps_[self.warp];
    unsigned long long bit = 1ull << self.lane;
    warp.site[self.lane] = site;
    warp.active_waiting |= bit;
    warp.parked |= bit;
    release_active_groups(self.warp);
    if (warp.active_waiting & bit) park();
    warp.parked &= ~bit;
    return warp.out[self.lane];
  }

  // End the kernel now with error (device assert, __trap): the calling CUDA thread never
  // resumes, the block stops, and the launch reports error.
  [[noreturn]] void abort_kernel(cuportError_t error) {
    if (abort_error_ == cuportSuccess) abort_error_ = error;
    FiberSlot& slot = *fibers_[current_thread->fiber];
    switch_to_host(slot.fiber, host_);
    std::abort();  // unreachable: an aborted fiber is reset, never resumed
  }

  // Let the other threads of the block run before this one continues (spin-waits, __nanosleep).
  // A spinning lane counts as stopped meanwhile, so lanes of its warp at an __activemask() are
  // not held waiting for a lane that may be waiting for them.
  void yield() {
    ThreadContext* self = current_thread;
    unsigned long long bit = 1ull << self->lane;
    warps_[self->warp].parked |= bit;
    release_active_groups(self->warp);
    yielded_.push_back(self->fiber);
    park();
    warps_[self->warp].parked &= ~bit;
  }

  // True for exactly one caller between two block barriers (grid sync: one thread per block
  // waits for the other blocks).
  bool claim_once_per_barrier() {
    if (claimed_generation_ == barrier_generation_ + 1) return false;
    claimed_generation_ = barrier_generation_ + 1;
    return true;
  }

  unsigned threads() const { return nthreads_; }
  // Lanes of warp w that exist and have not exited (what __activemask() reports).
  unsigned long long live_lanes(unsigned w) const { return lanes_present(w) & ~warps_[w].exited; }
  unsigned long long lanes_present(unsigned w) const {
    unsigned width = warp_size();
    unsigned first = w * width;
    unsigned count = std::min(width, nthreads_ - first);
    return count >= 64 ? ~0ull : ((1ull << count) - 1);
  }
  unsigned char* dynamic_shared() {
    return shared_.empty() ? nullptr : reinterpret_cast<unsigned char*>(shared_.data());
  }
  std::size_t dynamic_shared_capacity() const { return shared_.size() * sizeof(SharedWord); }

 private:
  struct alignas(16) SharedWord {
    unsigned char bytes[16];
  };
  // A fiber and the CUDA thread it runs now (so resume() can restore current_thread).
  struct FiberSlot {
    BlockScheduler* owner = nullptr;
    Fiber fiber;
    unsigned index = 0;
    unsigned thread = 0;
    bool thread_started = false;
    bool busy = false;
  };

  // The threads of the block on fibers until all exit, a deadlock or an abort.
  cuportError_t run_threads(uint3 block_idx) {
    for (;;) {
      unsigned fiber;
      if (!ready_.empty()) {
        fiber = ready_.front();
        ready_.pop_front();
      } else if (next_unstarted_ < nthreads_) {
        fiber = idle_fiber();
      } else if (!yielded_.empty()) {  // after the threads not started yet: one may be awaited
        fiber = yielded_.front();
        yielded_.pop_front();
      } else if (exited_ < nthreads_) {
        report_deadlock(block_idx);
        reset_fibers();
        return cuportErrorLaunchFailure;
      } else {
        break;
      }
      resume(fiber);
      if (abort_error_ != cuportSuccess) {
        reset_fibers();
        return abort_error_;
      }
    }
    return cuportSuccess;
  }

  unsigned idle_fiber() {
    for (auto& slot : fibers_)
      if (!slot->busy) {
        slot->busy = true;
        return slot->index;
      }
    auto slot = std::make_unique<FiberSlot>();
    slot->owner = this;
    slot->index = static_cast<unsigned>(fibers_.size());
    slot->busy = true;
    slot->fiber.init(stack_size(), &BlockScheduler::fiber_main, slot.get());
    fibers_.push_back(std::move(slot));
    return fibers_.back()->index;
  }

  // After an abort or a deadlock, fibers may be parked mid-kernel: start them over, idle.
  void reset_fibers() {
    for (auto& slot : fibers_) {
      if (!slot->busy) continue;
      slot->fiber.reset(&BlockScheduler::fiber_main, slot.get());
      slot->busy = false;
      slot->thread_started = false;
    }
    ready_.clear();
    yielded_.clear();
    barrier_waiters_.clear();
  }

  void report_deadlock(uint3 block_idx) const {
    unsigned at_warp = 0;
    for (const auto& w : warps_) at_warp += __builtin_popcountll(w.arrived);
    std::fprintf(stderr,
                 "cuport: deadlock in block (%u,%u,%u): %u of %u threads wait at __syncthreads, "
                 "%u at warp barriers, %u exited; the kernel was stopped\n",
                 block_idx.x, block_idx.y, block_idx.z, barrier_arrived_, nthreads_, at_warp,
                 exited_);
    if (at_warp)
      std::fprintf(stderr,
                   "cuport: lanes at a warp collective wait for lanes of their mask that are at "
                   "another barrier or use another mask%s\n",
                   warp_size() == 64 ? " (at warp width 64, a 32-bit mask such as 0xffffffff "
                                       "names only lanes 0-31)"
                                     : "");
  }

  static std::size_t stack_size() {
    static const std::size_t size = env_unsigned("CUPORT_STACK_KB", 256) * 1024u;
    return size;
  }

  void resume(unsigned fiber) {
    FiberSlot& slot = *fibers_[fiber];
    if (slot.thread_started) current_thread = &threads_[slot.thread];
    running_stack_low = slot.fiber.stack;
    switch_to_fiber(host_, slot.fiber);
    running_stack_low = nullptr;
  }

  void park() {
    ThreadContext* self = current_thread;
    FiberSlot& slot = *fibers_[self->fiber];
    switch_to_host(slot.fiber, host_);
    current_thread = self;  // resumed: the scheduler may have run other threads meanwhile
  }

  // A parked thread may run again: it no longer counts as stopped for __activemask().
  void make_ready(const ThreadContext& t) {
    warps_[t.warp].parked &= ~(1ull << t.lane);
    ready_.push_back(t.fiber);
  }

  // Park at a barrier: the lane counts as stopped for __activemask() rendezvous meanwhile.
  void park_waiting() {
    ThreadContext* self = current_thread;
    unsigned long long bit = 1ull << self->lane;
    warps_[self->warp].parked |= bit;
    release_active_groups(self->warp);
    park();
    warps_[self->warp].parked &= ~bit;
  }

  // Once no live lane of warp w can still run, each group of lanes waiting at one
  // __activemask() site is released with the mask of that group.
  void release_active_groups(unsigned w) {
    WarpState& warp = warps_[w];
    if (!warp.active_waiting) return;
    unsigned long long live = lanes_present(w) & ~warp.exited;
    if (live & ~warp.parked) return;
    unsigned width = warp_size();
    ThreadContext* self = current_thread;
    while (warp.active_waiting) {
      unsigned first = static_cast<unsigned>(__builtin_ctzll(warp.active_waiting));
      unsigned long long group = 0;
      for (unsigned lane = first; lane < 64; ++lane)
        if (((warp.active_waiting >> lane) & 1ull) && warp.site[lane] == warp.site[first])
          group |= 1ull << lane;
      warp.active_waiting &= ~group;
      for (unsigned lane = 0; lane < width; ++lane) {
        if (!((group >> lane) & 1ull)) continue;
        warp.out[lane] = group;
        ThreadContext& t = threads_[w * width + lane];
        if (&t != self || t.exited) make_ready(t);
      }
    }
  }

  static void fiber_main(void* arg) {
    auto* slot = static_cast<FiberSlot*>(arg);
    BlockScheduler& self = *slot->owner;
    for (;;) {
      while (self.next_unstarted_ < self.nthreads_) {
        unsigned tid = self.next_unstarted_++;
        ThreadContext& thread = self.threads_[tid];
        thread.fiber = slot->index;
        slot->thread = tid;
        slot->thread_started = true;
        current_thread = &thread;
        self.body_(self.closure_);
        self.thread_exited(thread);
      }
      slot->busy = false;
      slot->thread_started = false;
      switch_to_host(slot->fiber, self.host_);
    }
  }

  void thread_exited(ThreadContext& thread) {
    thread.exited = true;
    ++exited_;
    WarpState& warp = warps_[thread.warp];
    warp.exited |= 1ull << thread.lane;
    if (barrier_arrived_ > 0 && barrier_arrived_ + exited_ == nthreads_) release_block_barrier();
    // Lanes waiting on this one at a warp barrier or an __activemask() may now be complete.
    release_other_groups(thread.warp, 0);
    release_active_groups(thread.warp);
  }

  void release_block_barrier() {
#if defined(CUPORT_CHECK)
    check::divergent_barrier(barrier_sites_, current_block_idx);
    barrier_sites_.clear();
#endif
    check::start_race_phase();
    barrier_results_[barrier_generation_ & 1] = {barrier_true_, barrier_arrived_};
    ++barrier_generation_;
    barrier_arrived_ = 0;
    barrier_true_ = 0;
    for (unsigned fiber : barrier_waiters_) make_ready(threads_[fibers_[fiber]->thread]);
    barrier_waiters_.clear();
  }

  // After a lane exits, groups waiting with masks other than `skip` may be complete now.
  void release_other_groups(unsigned w, unsigned long long skip) {
    WarpState& warp = warps_[w];
    for (unsigned lane = 0; lane < 64; ++lane)
      if (((warp.arrived >> lane) & 1ull) && warp.waiting_mask[lane] != skip)
        try_release_warp(w, warp.waiting_mask[lane]);
  }

  // Release the lanes in mask if all of them have arrived with this same mask (CUDA requires
  // every lane of a collective to name the same mask) or exited; true if released. Lanes that
  // wait with another mask are at another collective and must not be mixed in.
  bool try_release_warp(unsigned w, unsigned long long mask) {
    WarpState& warp = warps_[w];
    unsigned long long waiting = 0;
    for (unsigned long long bits = warp.arrived & mask; bits; bits &= bits - 1) {
      unsigned lane = static_cast<unsigned>(__builtin_ctzll(bits));
      if (warp.waiting_mask[lane] == mask) waiting |= 1ull << lane;
    }
    if (!waiting || ((waiting | warp.exited) & mask) != mask) return false;
    unsigned width = warp_size();
    unsigned first = static_cast<unsigned>(__builtin_ctzll(waiting));
    if (WarpState::Combine combine = warp.combine[first]) combine(warp, waiting, width);
    warp.arrived &= ~waiting;
    ThreadContext* self = current_thread;
    for (unsigned lane = 0; lane < width; ++lane) {
      if (!((waiting >> lane) & 1ull)) continue;
      ThreadContext& t = threads_[w * width + lane];
      if (&t != self || t.exited) make_ready(t);
    }
    return true;
  }

  HostContext host_;
  std::vector<std::unique_ptr<FiberSlot>> fibers_;
  std::vector<ThreadContext> threads_;
  std::vector<WarpState> warps_;
  std::vector<SharedWord> shared_;
#if defined(CUPORT_CHECK)
  std::vector<check::BarrierArrival> barrier_sites_;  // this barrier's, for synccheck
#endif
  std::deque<unsigned> ready_;
  std::deque<unsigned> yielded_;  // threads that yielded (a spin-wait): run when nothing else can
  std::vector<unsigned> barrier_waiters_;
  std::pair<unsigned, unsigned> barrier_results_[2] = {};
  ThreadBody body_ = nullptr;
  void* closure_ = nullptr;
  unsigned nthreads_ = 0;
  unsigned next_unstarted_ = 0;
  unsigned exited_ = 0;
  unsigned barrier_arrived_ = 0;
  unsigned barrier_true_ = 0;
  unsigned barrier_generation_ = 0;
  unsigned claimed_generation_ = 0;
  cuportError_t abort_error_ = cuportSuccess;
  Fault fault_;  // of the last block run (signal 0: none)
  uint3 fault_block_{0, 0, 0};
  uint3 fault_thread_{0, 0, 0};
  bool fault_thread_known_ = false;
};

}  // namespace cuport::cpu
