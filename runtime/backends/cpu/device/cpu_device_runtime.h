// cuport CPU backend: the device runtime: printf (buffered until the host synchronizes), assert
// (stops the kernel with cuportErrorAssert instead of the process), __trap, clock64, memory
// fences, cache-hinted loads and stores, __nanosleep, and the __syncthreads_* reductions.
//
// Device malloc/free need nothing here: kernels call the C library's thread-safe malloc.
#pragma once

#include <atomic>
#include <cassert>  // CUDA code calls assert() in kernels; it reports through __assert_fail below
#include <chrono>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "../engine/cpu_lowered.h"
#include "../engine/cpu_scheduler.h"

namespace cuport::cpu {

// Lets a spinning CUDA thread give the others of its block a turn (fibers never preempt).
inline void yield_thread() {
  if (current_scheduler && current_thread) current_scheduler->yield();
}

[[noreturn]] inline void trap(cuportError_t error) {
  if (current_scheduler && current_thread) current_scheduler->abort_kernel(error);
  std::abort();
}

}  // namespace cuport::cpu

// printf in a kernel goes to the launch's output buffer; on the host it prints at once.
__attribute__((format(printf, 1, 2))) inline int cuport_printf(const char* format, ...) {
  va_list args;
  va_start(args, format);
  int written;
  // In a kernel: a fiber-scheduled CUDA thread, or a lowered kernel running a block's loops.
  if (cuport::cpu::current_thread || cuport::cpu::entry_mode == cuport::cpu::Entry::block) {
    char small[512];
    va_list copy;
    va_copy(copy, args);
    written = std::vsnprintf(small, sizeof small, format, copy);
    va_end(copy);
    if (written >= 0 && static_cast<std::size_t>(written) < sizeof small) {
      cuport::cpu::DeviceOutput::instance().append(small, static_cast<std::size_t>(written));
    } else if (written >= 0) {
      std::string big(static_cast<std::size_t>(written) + 1, '\0');
      std::vsnprintf(&big[0], big.size(), format, args);
      cuport::cpu::DeviceOutput::instance().append(big.data(), static_cast<std::size_t>(written));
    }
  } else {
    written = std::vprintf(format, args);
  }
  va_end(args);
  return written;
}
namespace std {
using ::cuport_printf;  // so that std::printf(...) still compiles after the macro below
}
#define printf(...) cuport_printf(__VA_ARGS__)

// assert() in a kernel: glibc's assert calls __assert_fail, which this weak definition replaces
// for the program. In a kernel it reports like a GPU and stops the kernel (the launch returns
// cuportErrorAssert, sticky); on the host it behaves as glibc's does.
#if defined(__GLIBC__)
extern "C" __attribute__((weak, noreturn)) void __assert_fail(const char* assertion,
                                                              const char* file, unsigned int line,
                                                              const char* function) noexcept {
  using namespace cuport::cpu;
  if (current_thread && current_scheduler) {
    std::fprintf(stderr,
                 "%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n",
                 file, line, function, current_block_idx.x, current_block_idx.y,
                 current_block_idx.z, current_thread->thread_idx.x, current_thread->thread_idx.y,
                 current_thread->thread_idx.z, assertion);
    current_scheduler->abort_kernel(cuportErrorAssert);
  }
  std::fprintf(stderr, "%s:%u: %s: Assertion `%s' failed.\n", file, line, function, assertion);
  std::abort();
}
#endif

[[noreturn]] inline void __trap() { cuport::cpu::trap(cuportErrorLaunchFailure); }
inline void __brkpt() { cuport::cpu::trap(cuportErrorLaunchFailure); }

// A cycle-like counter: nanoseconds of a steady clock (monotonic per CUDA thread, as on a GPU).
inline long long clock64() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
// %globaltimer of inline PTX (inline_ptx.py). Not a CUDA name: programs define their own
// __globaltimer() around that asm (cudaGraphsPerfScaling), so cuport's lives in its namespace.
namespace cuport::cpu {
inline unsigned long long global_timer() { return static_cast<unsigned long long>(clock64()); }
}  // namespace cuport::cpu

inline void __nanosleep(unsigned) { cuport::cpu::yield_thread(); }
// What the translator puts at the top of a loop that waits for another thread (spin_loops.py).
inline void cuportSpinPoint() { cuport::cpu::yield_thread(); }

inline void __threadfence() { std::atomic_thread_fence(std::memory_order_seq_cst); }
inline void __threadfence_block() { std::atomic_thread_fence(std::memory_order_seq_cst); }
inline void __threadfence_system() { std::atomic_thread_fence(std::memory_order_seq_cst); }

// Cache-hinted loads and stores: plain memory accesses on the CPU.
template <class T>
T __ldg(const T* p) {
  return *p;
}
template <class T>
T __ldcg(const T* p) {
  return *p;
}
template <class T>
T __ldca(const T* p) {
  return *p;
}
template <class T>
T __ldcs(const T* p) {
  return *p;
}
template <class T>
T __ldlu(const T* p) {
  return *p;
}
template <class T>
T __ldcv(const T* p) {
  return *p;
}
template <class T>
void __stwb(T* p, T value) {
  *p = value;
}
template <class T>
void __stcg(T* p, T value) {
  *p = value;
}
template <class T>
void __stcs(T* p, T value) {
  *p = value;
}
template <class T>
void __stwt(T* p, T value) {
  *p = value;
}

// Block barriers that also reduce a predicate over the block's (non-exited) threads.
inline int __syncthreads_count(int predicate) {
  return static_cast<int>(cuport::cpu::current_scheduler->sync_block_count(predicate).first);
}
inline int __syncthreads_and(int predicate) {
  auto counts = cuport::cpu::current_scheduler->sync_block_count(predicate);
  return counts.first == counts.second;
}
inline int __syncthreads_or(int predicate) {
  return cuport::cpu::current_scheduler->sync_block_count(predicate).first != 0;
}

// Shared memory is ordinary memory on the CPU: its "shared window" address is the pointer itself.
inline std::size_t __cvta_generic_to_shared(const void* p) { return reinterpret_cast<std::size_t>(p); }
inline void __prof_trigger(int) {}

// The sm_80 pipeline primitives: the copy happens at once, so commits and waits have nothing to
// wait for (each thread still sees only its own copies until a barrier, as on a GPU).
inline void __pipeline_memcpy_async(void* dst, const void* src, std::size_t bytes,
                                    std::size_t zero_fill = 0) {
  std::memcpy(dst, src, bytes - zero_fill);
  if (zero_fill) std::memset(static_cast<char*>(dst) + (bytes - zero_fill), 0, zero_fill);
}
inline void __pipeline_commit() {}
inline void __pipeline_wait_prior(std::size_t) {}
