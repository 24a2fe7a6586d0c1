// cuport CPU backend: libcu++'s asynchronous barriers and pipelines (cuda/barrier, cuda/pipeline)
// for kernels on fibers. Copies happen at once; what waits is the barrier's phase and the
// pipeline's stages, so a thread still waits for the other threads it depends on.
//
// A wait that cannot pass yet lets the block's other fibers run (BlockScheduler::yield) until the
// phase it waits for completes. The lowering keeps kernels that use these on fibers
// (translator/lowering/eligibility.py); a wait reached anywhere else stops the kernel with a
// message rather than pass early.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <utility>

#include "cpu_device_runtime.h"

namespace cuport::cpu {

// Arrivals at any barrier of the blocks this OS thread runs: a waiter that sees none for a long
// time is in a deadlock (every other thread waits too, or has exited).
inline thread_local unsigned long long barrier_arrivals = 0;
// Rounds of the block's fibers a wait may go without any arrival before it is called a deadlock.
constexpr unsigned long kDeadlockRounds = 1ul << 20;

// Let the block's other fibers run until ready() holds; construct names what waits, for the
// messages when the caller is not a fiber (no other thread of its block can make progress) or
// when no thread arrives anywhere any more (a GPU would hang; this stops the kernel).
template <class Ready>
void wait_on_fibers(const char* construct, Ready ready) {
  if (ready()) return;
  if (!current_scheduler || !current_thread) {
    std::fprintf(stderr, "cuport: %s must wait for other threads of the block, which only a kernel "
                         "on fibers can (CUPORT_LOWERING=0); the kernel was stopped\n", construct);
    trap(cuportErrorLaunchFailure);
  }
  unsigned long idle = 0;
  unsigned long long seen = barrier_arrivals;
  while (!ready()) {
    current_scheduler->yield();
    if (barrier_arrivals != seen) {
      seen = barrier_arrivals;
      idle = 0;
    } else if (++idle == kDeadlockRounds) {
      std::fprintf(stderr, "cuport: deadlock: %s waits for arrivals that never come (the "
                           "expected count is higher than the threads that arrive); the kernel "
                           "was stopped\n", construct);
      trap(cuportErrorLaunchFailure);
    }
  }
}

// Copies `bytes` from src to dst, this member's share of a group copy: every size()-th byte from
// its rank, so the group's members together copy each byte once.
template <class Group>
void copy_group_share(const Group& group, void* dst, const void* src, std::size_t bytes) {
  auto* d = static_cast<unsigned char*>(dst);
  const auto* s = static_cast<const unsigned char*>(src);
  const std::size_t members = group.size();
  if (members <= 1) {
    std::memcpy(d, s, bytes);
    return;
  }
  for (std::size_t i = group.thread_rank(); i < bytes; i += members) d[i] = s[i];
}

// A group of the calling thread alone (the copies that name no group).
struct SingleThreadGroup {
  static constexpr std::size_t size() { return 1; }
  static constexpr std::size_t thread_rank() { return 0; }
  static void sync() {}
};

}  // namespace cuport::cpu

// libcu++'s own cuda::thread_scope where its headers are on the path (the nvidia-cuda-cccl wheel;
// cpu_cccl.h has settled its compiler detection), so a program that also includes
// <cuda/std/atomic> sees one thread_scope, not two; else the same values declared here.
#if defined(__has_include) && __has_include(<cuda/std/__atomic/scopes.h>)
#include <cuda/std/__atomic/scopes.h>
#else
namespace cuda {
enum thread_scope {
  thread_scope_system = 0,
  thread_scope_device = 1,
  thread_scope_block = 2,
  thread_scope_thread = 10
};
}  // namespace cuda
#endif

namespace cuda {

template <::std::size_t Alignment>
struct aligned_size_t {
  static constexpr ::std::size_t align = Alignment;
  ::std::size_t value;
  // Default-constructible (libcu++'s is not) so a lowered kernel can keep one per thread.
  aligned_size_t() = default;
  explicit constexpr aligned_size_t(::std::size_t size) : value(size) {}
  constexpr operator ::std::size_t() const { return value; }
};

enum class async_contract_fulfillment { none, async };

namespace cuport_detail {
struct empty_completion {
  void operator()() const noexcept {}
};
}  // namespace cuport_detail

// An arrive-wait barrier. phase_ counts completed phases (never wraps in practice: 2^64), so a
// token is the phase it arrived in and a wait passes once the phase has moved past it.
template <thread_scope Scope, class CompletionFunction = cuport_detail::empty_completion>
class barrier {
 public:
  class arrival_token {
   public:
    arrival_token() = default;

   private:
    friend class barrier;
    explicit arrival_token(unsigned long long phase) : phase_(phase) {}
    unsigned long long phase_ = 0;
  };

  static constexpr ::std::ptrdiff_t max() noexcept { return ::std::numeric_limits<int>::max(); }

  // CUDA leaves a __shared__ barrier unconstructed until init(); this one starts with no count.
  barrier() = default;
  explicit barrier(::std::ptrdiff_t expected, CompletionFunction completion = CompletionFunction())
      : completion_(::std::move(completion)) {
    reset(expected);
  }
  barrier(const barrier&) = delete;
  barrier& operator=(const barrier&) = delete;

  [[nodiscard]] arrival_token arrive(::std::ptrdiff_t update = 1) {
    const unsigned long long phase = phase_;
    if (update <= 0 || update > pending_) {
      ::std::fprintf(stderr, "cuport: cuda::barrier::arrive(%td) with %td arrivals pending in the "
                           "phase (the update must be in [1, pending]); the kernel was stopped\n",
                   update, pending_);
      cuport::cpu::trap(cuportErrorLaunchFailure);
    }
    pending_ -= update;
    ++cuport::cpu::barrier_arrivals;
    if (pending_ == 0) complete_phase();
    return arrival_token(phase);
  }

  void wait(arrival_token&& token) const {
    const unsigned long long phase = token.phase_;
    cuport::cpu::wait_on_fibers("cuda::barrier::wait", [&] { return phase_ != phase; });
  }

  void arrive_and_wait() { wait(arrive()); }

  // Arrives, and leaves the expected count of every later phase one smaller.
  void arrive_and_drop() {
    --expected_;
    (void)arrive();
  }

  // Parity of the phase a wait_parity(p) waits to leave (p: the phase's parity, false for even).
  bool try_wait_parity(bool parity) const { return (phase_ & 1) != static_cast<unsigned>(parity); }
  void wait_parity(bool parity) const {
    cuport::cpu::wait_on_fibers("cuda::barrier::wait_parity",
                                [&] { return try_wait_parity(parity); });
  }
  bool try_wait(arrival_token&& token) const { return phase_ != token.phase_; }

  // The number of completed phases (cuport's pipelines wait on it).
  unsigned long long completed_phases() const { return phase_; }

  friend void init(barrier* bar, ::std::ptrdiff_t expected) {
    bar->completion_ = CompletionFunction();
    bar->reset(expected);
  }
  friend void init(barrier* bar, ::std::ptrdiff_t expected, CompletionFunction completion) {
    bar->completion_ = ::std::move(completion);
    bar->reset(expected);
  }

 private:
  void reset(::std::ptrdiff_t expected) {
    if (expected < 0 || expected > max()) {
      ::std::fprintf(stderr, "cuport: cuda::barrier initialized with expected count %td (it must "
                           "be in [0, max()]); the kernel was stopped\n", expected);
      cuport::cpu::trap(cuportErrorLaunchFailure);
    }
    expected_ = expected;
    pending_ = expected;
    phase_ = 0;
    cuport::cpu::check::synchronization_object(this, sizeof(*this));  // racecheck: not hazards
  }
  void complete_phase() {
    // racecheck: the accesses before the threads' arrivals and after their waits are ordered,
    // as around a __syncthreads() (a barrier of part of the block orders the whole block).
    cuport::cpu::check::start_race_phase();
    completion_();
    pending_ = expected_;
    ++phase_;
  }

  CompletionFunction completion_{};
  ::std::ptrdiff_t expected_ = 0;
  ::std::ptrdiff_t pending_ = 0;
  unsigned long long phase_ = 0;
};

template <thread_scope Scope>
class pipeline;

enum class pipeline_role { producer, consumer };

// The stages a block-scope pipeline shares: per stage, a barrier the producers complete when it
// is filled and one the consumers complete when they are done with it.
template <thread_scope Scope, ::std::uint8_t StagesCount>
class pipeline_shared_state {
 public:
  pipeline_shared_state() = default;
  pipeline_shared_state(const pipeline_shared_state&) = delete;
  pipeline_shared_state& operator=(const pipeline_shared_state&) = delete;

  // cuport's, not API: make_pipeline and pipeline use them.
  barrier<Scope> produced_[StagesCount];
  barrier<Scope> consumed_[StagesCount];
  unsigned refcount_ = 0;
  unsigned producers_ = 0;
};

namespace cuport_detail {
template <class Group, thread_scope Scope, ::std::uint8_t StagesCount>
pipeline<Scope> start_pipeline(const Group& group, pipeline_shared_state<Scope, StagesCount>* state,
                               barrier<Scope>* produced, barrier<Scope>* consumed,
                               unsigned* refcount, ::std::size_t producers, ::std::size_t consumers);
}  // namespace cuport_detail

// A pipeline shared by a group. Copies into a stage are done when memcpy_async returns; what
// waits is the other threads:
// a producer for the consumers to release the stage it reuses, a consumer for the producers to
// commit the stage it reads. Each thread counts the stages it acquired and waited for; round r of
// stage s is ready once s's barrier has completed r phases.
template <thread_scope Scope>
class pipeline {
 public:
  pipeline(pipeline&& other) noexcept
      : produced_(other.produced_), consumed_(other.consumed_), refcount_(other.refcount_),
        stages_(other.stages_), waited_(other.waited_),
        committed_(other.committed_), active_(other.active_) {
    other.active_ = false;
  }
  pipeline(const pipeline&) = delete;
  pipeline& operator=(pipeline&&) = delete;
  pipeline& operator=(const pipeline&) = delete;
  ~pipeline() {
    if (active_) (void)quit();
  }

  // Leaves the pipeline; true for the last thread to leave its shared state.
  bool quit() {
    active_ = false;
    return --*refcount_ == 0;
  }

  void producer_acquire() {
    const unsigned stage = static_cast<unsigned>(committed_ % stages_);
    const unsigned long long round = committed_ / stages_;
    barrier<Scope>& consumed = consumed_[stage];
    cuport::cpu::wait_on_fibers("cuda::pipeline::producer_acquire",
                                [&] { return consumed.completed_phases() >= round; });
  }
  void producer_commit() {
    (void)produced_[committed_ % stages_].arrive();
    ++committed_;
  }
  void consumer_wait() {
    const unsigned stage = static_cast<unsigned>(waited_ % stages_);
    const unsigned long long round = waited_ / stages_;
    barrier<Scope>& produced = produced_[stage];
    cuport::cpu::wait_on_fibers("cuda::pipeline::consumer_wait",
                                [&] { return produced.completed_phases() > round; });
  }
  void consumer_release() {
    (void)consumed_[waited_ % stages_].arrive();
    ++waited_;
  }
  // Waits without a time limit: a stage here is never late for longer than the fibers take.
  template <class Duration>
  bool consumer_wait_for(const Duration&) {
    consumer_wait();
    return true;
  }
  template <class TimePoint>
  bool consumer_wait_until(const TimePoint&) {
    consumer_wait();
    return true;
  }

 private:
  template <class Group, thread_scope S, ::std::uint8_t N>
  friend pipeline<S> make_pipeline(const Group&, pipeline_shared_state<S, N>*, ::std::size_t);
  template <class Group, thread_scope S, ::std::uint8_t N>
  friend pipeline<S> make_pipeline(const Group&, pipeline_shared_state<S, N>*, pipeline_role);
  template <class Group, thread_scope S, ::std::uint8_t N>
  friend pipeline<S> cuport_detail::start_pipeline(const Group&, pipeline_shared_state<S, N>*,
                                                   barrier<S>*, barrier<S>*, unsigned*,
                                                   ::std::size_t, ::std::size_t);

  pipeline(barrier<Scope>* produced, barrier<Scope>* consumed, unsigned* refcount,
           unsigned stages)
      : produced_(produced), consumed_(consumed), refcount_(refcount), stages_(stages) {}

  barrier<Scope>* produced_ = nullptr;
  barrier<Scope>* consumed_ = nullptr;
  unsigned* refcount_ = nullptr;
  unsigned stages_ = 1;
  unsigned long long waited_ = 0;
  unsigned long long committed_ = 0;
  bool active_ = true;
};

// A thread's own pipeline: its copies are complete when memcpy_async returns, so no call waits.
// It holds nothing, so a lowered kernel (translator/lowering/) may keep one per thread in an
// array across its barriers.
template <>
class pipeline<thread_scope_thread> {
 public:
  pipeline() = default;
  bool quit() { return true; }
  void producer_acquire() {}
  void producer_commit() {}
  void consumer_wait() {}
  void consumer_release() {}
  template <class Duration>
  bool consumer_wait_for(const Duration&) {
    return true;
  }
  template <class TimePoint>
  bool consumer_wait_until(const TimePoint&) {
    return true;
  }
};

inline pipeline<thread_scope_thread> make_pipeline() { return pipeline<thread_scope_thread>(); }

namespace cuport_detail {
// Rank 0 sets every stage's counts; the group waits for it before any stage is used.
template <class Group, thread_scope Scope, ::std::uint8_t StagesCount>
pipeline<Scope> start_pipeline(const Group& group, pipeline_shared_state<Scope, StagesCount>* state,
                               barrier<Scope>* produced, barrier<Scope>* consumed,
                               unsigned* refcount, ::std::size_t producers, ::std::size_t consumers) {
  if (group.thread_rank() == 0) {
    for (unsigned s = 0; s < StagesCount; ++s) {
      init(&consumed[s], static_cast<::std::ptrdiff_t>(consumers));
      init(&produced[s], static_cast<::std::ptrdiff_t>(producers));
    }
    *refcount = static_cast<unsigned>(group.size());
  }
  group.sync();
  (void)state;
  return pipeline<Scope>(produced, consumed, refcount, StagesCount);
}
}  // namespace cuport_detail

// The group's first producer_count threads (by rank) produce, the rest consume.
template <class Group, thread_scope Scope, ::std::uint8_t StagesCount>
pipeline<Scope> make_pipeline(const Group& group,
                              pipeline_shared_state<Scope, StagesCount>* state,
                              ::std::size_t producer_count) {
  const ::std::size_t size = group.size();
  return cuport_detail::start_pipeline(group, state, state->produced_, state->consumed_,
                                       &state->refcount_, producer_count, size - producer_count);
}

// Every thread of the group both produces and consumes.
template <class Group, thread_scope Scope, ::std::uint8_t StagesCount>
pipeline<Scope> make_pipeline(const Group& group,
                              pipeline_shared_state<Scope, StagesCount>* state) {
  const ::std::size_t size = group.size();
  return cuport_detail::start_pipeline(group, state, state->produced_, state->consumed_,
                                       &state->refcount_, size, size);
}

// Each thread names its role; the counts are taken before any stage is used.
template <class Group, thread_scope Scope, ::std::uint8_t StagesCount>
pipeline<Scope> make_pipeline(const Group& group,
                              pipeline_shared_state<Scope, StagesCount>* state,
                              pipeline_role role) {
  if (group.thread_rank() == 0) state->producers_ = 0;
  group.sync();
  if (role == pipeline_role::producer) ++state->producers_;
  group.sync();
  const ::std::size_t producers = state->producers_;
  return cuport_detail::start_pipeline(group, state, state->produced_, state->consumed_,
                                       &state->refcount_, producers, group.size() - producers);
}

// A thread-scope pipeline's copies are complete when they return: nothing is ever pending.
template <::std::uint8_t Prior>
void pipeline_consumer_wait_prior(pipeline<thread_scope_thread>& pipe) {
  (void)pipe;
}

template <thread_scope Scope>
void pipeline_producer_commit(pipeline<thread_scope_thread>& pipe, barrier<Scope>& bar) {
  (void)bar;
  pipe.producer_commit();
}

// ---- memcpy_async: done at once; the barrier or pipeline orders it for the other threads ----

template <class Group, class Size, thread_scope Scope, class Completion>
async_contract_fulfillment memcpy_async(const Group& group, void* dst, const void* src, Size size,
                                        barrier<Scope, Completion>& bar) {
  (void)bar;
  cuport::cpu::copy_group_share(group, dst, src, static_cast<::std::size_t>(size));
  return async_contract_fulfillment::none;
}
template <class Size, thread_scope Scope, class Completion>
async_contract_fulfillment memcpy_async(void* dst, const void* src, Size size,
                                        barrier<Scope, Completion>& bar) {
  return memcpy_async(cuport::cpu::SingleThreadGroup{}, dst, src, size, bar);
}

template <class Group, class Size, thread_scope Scope>
async_contract_fulfillment memcpy_async(const Group& group, void* dst, const void* src, Size size,
                                        pipeline<Scope>& pipe) {
  (void)pipe;
  cuport::cpu::copy_group_share(group, dst, src, static_cast<::std::size_t>(size));
  return async_contract_fulfillment::none;
}
template <class Size, thread_scope Scope>
async_contract_fulfillment memcpy_async(void* dst, const void* src, Size size,
                                        pipeline<Scope>& pipe) {
  return memcpy_async(cuport::cpu::SingleThreadGroup{}, dst, src, size, pipe);
}

}  // namespace cuda
