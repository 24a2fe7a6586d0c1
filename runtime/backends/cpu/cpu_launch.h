// cuport CPU backend: kernel launch over a grid, the worker pool, and the built-in variables.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include "cpu_scheduler.h"

namespace cuport::cpu {

// Persistent OS threads for parallel mode; the launching thread works too.
class WorkerPool {
 public:
  static WorkerPool& instance() {
    static WorkerPool pool(worker_count() > 0 ? worker_count() - 1 : 0);
    return pool;
  }

  // Run task(worker_index) on every worker and on the caller (index 0); return when all finish.
  void run(const std::function<void(unsigned)>& task) {
    if (threads_.empty()) {
      task(0);
      return;
    }
    {
      std::lock_guard<std::mutex> lock(mutex_);
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
      }
      (*task)(index);
      {
        std::lock_guard<std::mutex> lock(mutex_);
        if (--pending_ == 0) done_.notify_one();
      }
    }
  }

  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable done_;
  const std::function<void(unsigned)>* task_ = nullptr;
  unsigned pending_ = 0;
  unsigned long long generation_ = 0;
  bool stopping_ = false;
};

// One scheduler per OS thread, reused across launches so fiber stacks are allocated once.
inline BlockScheduler& this_thread_scheduler() {
  static thread_local BlockScheduler scheduler;
  return scheduler;
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
  if (shared_bytes > kSharedMemPerBlock) return cuportErrorInvalidValue;
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
      uint3 idx{static_cast<unsigned>(b % grid.x), static_cast<unsigned>((b / grid.x) % grid.y),
                static_cast<unsigned>(b / (static_cast<unsigned long long>(grid.x) * grid.y))};
      cuportError_t error = scheduler.run_block(idx);
      if (error != cuportSuccess) failure.store(error);
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

// The launch behind cuportLaunchKernelGGL: check, then run `kernel(args...)` per thread.
template <class Kernel, class... Args>
cuportError_t launch_kernel(dim3 grid, dim3 block, std::size_t shared_bytes, cuportStream_t,
                            Kernel kernel, Args... args) {
  cuportError_t error = check_launch(grid, block, shared_bytes);
  if (error != cuportSuccess) return record(error);
  auto call = [&] { kernel(args...); };  // each thread gets its own copies of the arguments
  using Call = decltype(call);
  error = run_grid(grid, block, shared_bytes,
                   [](void* closure) { (*static_cast<Call*>(closure))(); }, &call);
  if (error != cuportSuccess) {
    sticky_error.store(error);
    return record(error);
  }
  return cuportSuccess;
}

}  // namespace cuport::cpu

// kernel<<<grid, block, shared, stream>>>(args...) in portable source.
#define cuportLaunchKernelGGL(kernel, grid, block, shared, stream, ...)               \
  ((void)::cuport::cpu::launch_kernel(                                                \
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

inline void __syncthreads() { ::cuport::cpu::current_scheduler->sync_block(); }

// extern __shared__ T name[]; in portable source: the block's dynamic shared memory.
#define CUPORT_DYNAMIC_SHARED(type, name) \
  type* name = reinterpret_cast<type*>(::cuport::cpu::current_dynamic_shared)
