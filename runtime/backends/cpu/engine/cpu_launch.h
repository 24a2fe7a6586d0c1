// cuport CPU backend: kernel launch over a grid, the worker pool, and the built-in variables.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "cpu_scheduler.h"
#include "cpu_lowered.h"
#include "../host/cpu_stream.h"

namespace cuport::cpu {

// Persistent OS threads for parallel mode; the launching thread works too.
class WorkerPool {
 public:
  static WorkerPool& instance() {
    static WorkerPool pool(worker_count() > 0 ? worker_count() - 1 : 0);
    return pool;
  }

  // Run task(worker_index) on every worker and on the caller (index 0); return when all finish.
  // Grids on different streams may run at once: while the pool serves one, another grid runs on
  // its own stream's thread alone (task(0)), so concurrent launches overlap and never wait.
  void run(const std::function<void(unsigned)>& task) {
    std::unique_lock<std::mutex> busy(busy_, std::try_to_lock);
    if (threads_.empty() || !busy.owns_lock()) {
      task(0);
      return;
    }
    {
      std::lock_guard<std::mutex> lock(mutex_);
      kernel_ = running_kernel;  // the workers run the caller's kernel (fault reports name it)
      task_ = &task;
      pending_ = static_cast<unsigned>(threads_.size());
      ++generation_;
    }
    wake_.notify_all();
    task(0);
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [&] { return pending_ == 0; });
    task_ = nullptr;
  }

  unsigned size() const { return static_cast<unsigned>(threads_.size()) + 1; }

  ~WorkerPool() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
      ++generation_;
    }
    wake_.notify_all();
    for (auto& t : threads_) t.join();
  }

 private:
  explicit WorkerPool(unsigned extra) {
    for (unsigned i = 0; i < extra; ++i) threads_.emplace_back([this, i] { loop(i + 1); });
  }

  void loop(unsigned index) {
    unsigned long long seen = 0;
    for (;;) {
      const std::function<void(unsigned)>* task;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] { return generation_ != seen; });
        seen = generation_;
        if (stopping_) return;
        task = task_;
        running_kernel = kernel_;
      }
      (*task)(index);
      {
        std::lock_guard<std::mutex> lock(mutex_);
        if (--pending_ == 0) done_.notify_one();
      }
    }
  }

  std::vector<std::thread> threads_;
  std::mutex busy_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable done_;
  const std::function<void(unsigned)>* task_ = nullptr;
  KernelIdentity kernel_{};
  unsigned pending_ = 0;
  unsigned long long generation_ = 0;
  bool stopping_ = false;
};

// One scheduler per OS thread, reused across launches so fiber stacks are allocated once.
inline BlockScheduler& this_thread_scheduler() {
  static thread_local BlockScheduler scheduler;
  return scheduler;
}

// Dynamic shared memory a launch may ask for: 48 KiB unless a kernel opted in to more with
// cudaFuncSetAttribute(MaxDynamicSharedMemorySize) (tracked device-wide, not per kernel).
inline std::atomic<std::size_t>& dynamic_shared_optin() {
  static std::atomic<std::size_t> value{kSharedMemPerBlock};
  return value;
}
inline std::size_t dynamic_shared_limit() { return dynamic_shared_optin().load(); }
inline void raise_dynamic_shared_limit(std::size_t bytes) {
  std::size_t current = dynamic_shared_optin().load();
  while (bytes > current && !dynamic_shared_optin().compare_exchange_weak(current, bytes)) {
  }
}

// CUDA's launch checks, made before anything runs.
inline cuportError_t check_launch(dim3 grid, dim3 block, std::size_t shared_bytes) {
  const unsigned g[3] = {grid.x, grid.y, grid.z};
  const unsigned b[3] = {block.x, block.y, block.z};
  for (int i = 0; i < 3; ++i) {
    if (g[i] == 0 || b[i] == 0 || g[i] > kMaxGridDim[i] || b[i] > kMaxBlockDim[i])
      return cuportErrorInvalidConfiguration;
  }
  if (static_cast<unsigned long long>(block.x) * block.y * block.z > kMaxThreadsPerBlock)
    return cuportErrorInvalidConfiguration;
  if (shared_bytes > dynamic_shared_limit()) return cuportErrorInvalidValue;
  return cuportSuccess;
}

// Run body once per CUDA thread of the grid; blocks in order or over the worker pool.
inline cuportError_t run_grid(dim3 grid, dim3 block, std::size_t shared_bytes, ThreadBody body,
                              void* closure) {
  const unsigned long long blocks = static_cast<unsigned long long>(grid.x) * grid.y * grid.z;
  std::atomic<unsigned long long> next{0};
  std::atomic<int> failure{cuportSuccess};
  auto work = [&](unsigned) {
    BlockScheduler& scheduler = this_thread_scheduler();
    scheduler.configure(block, shared_bytes, body, closure);
    current_block_dim = block;
    current_grid_dim = grid;
    for (;;) {
      unsigned long long b = next.fetch_add(1, std::memory_order_relaxed);
      if (b >= blocks || failure.load(std::memory_order_relaxed) != cuportSuccess) break;
      uint3 idx = block_index(b, grid);
      cuportError_t error = scheduler.run_block(idx);
      int expected = cuportSuccess;
      if (error != cuportSuccess && failure.compare_exchange_strong(expected, error))
        scheduler.report_last_fault();
    }
    current_scheduler = nullptr;
    current_thread = nullptr;
  };
  if (mode() == Mode::parallel && blocks > 1) {
    WorkerPool::instance().run(work);
  } else {
    work(0);
  }
  return static_cast<cuportError_t>(failure.load());
}

// Run a kernel call over the grid: lowered kernels block by block (cpu_lowered.h), the rest
// with one fiber-scheduled CUDA thread per call. A launch site that names its kernel
// (kFixedKernel) probes it once; one that launches through a function pointer variable may run
// a different kernel each time, so it asks every time (a call that returns at once).
template <bool kFixedKernel = true, class Call>
cuportError_t run_kernel(dim3 grid, dim3 block, std::size_t shared_bytes, Call& call) {
  if constexpr (kProbeKernels) {
    auto probe = [&] { return lowering_enabled() ? probe_lowered(call) : Lowering::none; };
    Lowering how;
    if constexpr (kFixedKernel) {
      static std::atomic<int> lowered{-1};  // a Lowering, once probed
      if (lowered.load(std::memory_order_relaxed) < 0) {
        lowered.store(static_cast<int>(probe()));
      }
      how = static_cast<Lowering>(lowered.load(std::memory_order_relaxed));
    } else {
      how = probe();
    }
    if (how != Lowering::none) {
      const bool parallel = mode() == Mode::parallel;
      auto spread = [parallel](auto& work) {
        if (parallel) {
          WorkerPool::instance().run(work);
        } else {
          work(0);
        }
      };
      // Deterministic mode keeps its promise of one block at a time, in order.
      const unsigned batch =
          how == Lowering::batches && parallel ? batch_size(grid, block, worker_count()) : 1;
      return run_grid_lowered(grid, block, shared_bytes, call, spread, batch);
    }
  }
  return run_grid(grid, block, shared_bytes,
                  [](void* closure) { (*static_cast<Call*>(closure))(); }, &call);
}

inline void prepare_worker_pool() {
  if (mode() == Mode::parallel) WorkerPool::instance();
}

// Queue a grid on a stream: the configuration is checked now (an invalid one runs nothing and is
// reported by this call), the grid runs later on the stream's thread. A fault inside it becomes
// the sticky error that the next synchronization reports; once there is one, grids are skipped.
inline cuportError_t submit_grid(cuportStream_t stream, dim3 grid, dim3 block,
                                 std::size_t shared_bytes, std::function<cuportError_t()> run) {
  if (cuportError_t sticky = context_error()) return sticky;
  static const bool warp_size_warned = warn_about_warp_size_setting();
  (void)warp_size_warned;
  cuportError_t error = check_launch(grid, block, shared_bytes);
  if (error != cuportSuccess) return record(error);
  error = enqueue(stream, [run = std::move(run)] {
    if (sticky_error.load() != cuportSuccess) return;
    cuportError_t fault = run();
    if (fault != cuportSuccess) set_sticky(fault);
  });
  return record(error);
}

// The launch behind cuportLaunchKernelGGL: the arguments are copied now, as CUDA copies them at
// launch; every CUDA thread then calls the kernel with its own copies.
template <class Kernel, class... Args>
cuportError_t launch_kernel(dim3 grid, dim3 block, std::size_t shared_bytes,
                            cuportStream_t stream, Kernel kernel, Args... args) {
  KernelIdentity identity{next_launch_name, nullptr};
  if constexpr (std::is_pointer_v<Kernel>) identity.address = reinterpret_cast<const void*>(kernel);
  next_launch_name = nullptr;
  return submit_grid(stream, grid, block, shared_bytes, [=] {
    running_kernel = identity;
    auto call = [&] { kernel(args...); };  // each CUDA thread gets its own parameter copies
    // The launch macro's closure is empty when it names a kernel, not when it holds a pointer.
    cuportError_t error = run_kernel<std::is_empty_v<Kernel>>(grid, block, shared_bytes, call);
    running_kernel = KernelIdentity{};
    return error;
  });
}

}  // namespace cuport::cpu

// kernel<<<grid, block, shared, stream>>>(args...) in portable source.
// The kernel as written names it in fault reports (cpu_fault.h), unless the caller named it
// already (the Python library's launch entries, whose kernel is a parameter called `kernel`).
#define cuportLaunchKernelGGL(kernel, grid, block, shared, stream, ...)                   \
  ((void)(::cuport::cpu::next_launch_name ? 0 : (::cuport::cpu::next_launch_name = #kernel, 0)), \
   (void)::cuport::cpu::launch_kernel(                                                    \
       grid, block, shared, stream, [=](auto... cuport_args) { kernel(cuport_args...); }, \
       ##__VA_ARGS__))

// Built-in variables: read from the CUDA thread that is running now.
#define threadIdx (::cuport::cpu::current_thread->thread_idx)
#define blockIdx (::cuport::cpu::current_block_idx)
#define blockDim (::cuport::cpu::current_block_dim)
#define gridDim (::cuport::cpu::current_grid_dim)

namespace cuport::cpu {
// warpSize is an object, not a macro, so a struct member named warpSize (prop.warpSize) still works.
struct WarpSizeBuiltin {
  operator int() const { return static_cast<int>(warp_size()); }
};
}  // namespace cuport::cpu
inline constexpr ::cuport::cpu::WarpSizeBuiltin warpSize{};

#if defined(CUPORT_CHECK)
// Checked: not inlined, so that its return address is the user's call (synccheck compares the
// sites the threads of a block wait at, check/cpu_synccheck.h).
__attribute__((noinline)) inline void __syncthreads() {
  ::cuport::cpu::check::barrier_site = __builtin_return_address(0);
  ::cuport::cpu::current_scheduler->sync_block();
}
#else
inline void __syncthreads() { ::cuport::cpu::current_scheduler->sync_block(); }
#endif

// extern __shared__ T name[]; in portable source: the block's dynamic shared memory.
#define CUPORT_DYNAMIC_SHARED(type, name) \
  type* name = reinterpret_cast<type*>(::cuport::cpu::current_dynamic_shared)
