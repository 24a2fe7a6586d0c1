// Stub for the translator's parser only: libcu++'s cuda/barrier and cuda/pipeline, declared so
// that kernels using them type-check; the names stay as written (runtime/include/cuport/
// cuda_barrier.h defines them).
#pragma once
#include "../cuda_runtime.h"

// libcu++'s own cuda::thread_scope where its headers are on the path (the nvidia-cuda-cccl
// wheel), so a program that also includes <cuda/std/atomic> sees one thread_scope, not two.
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

template <size_t Alignment>
struct aligned_size_t {
  static constexpr size_t align = Alignment;
  size_t value;
  __host__ __device__ explicit constexpr aligned_size_t(size_t size) : value(size) {}
  __host__ __device__ constexpr operator size_t() const { return value; }
};

enum class async_contract_fulfillment { none, async };

struct __cuport_empty_completion {
  __host__ __device__ void operator()() const noexcept {}
};

template <thread_scope Scope, class CompletionFunction = __cuport_empty_completion>
class barrier {
 public:
  class arrival_token {};
  __host__ __device__ static constexpr ptrdiff_t max() noexcept { return 0x7fffffff; }
  barrier() = default;
  __host__ __device__ explicit barrier(ptrdiff_t expected,
                                       CompletionFunction completion = CompletionFunction());
  barrier(const barrier&) = delete;
  barrier& operator=(const barrier&) = delete;
  __host__ __device__ arrival_token arrive(ptrdiff_t update = 1);
  __host__ __device__ void wait(arrival_token&& token) const;
  __host__ __device__ void arrive_and_wait();
  __host__ __device__ void arrive_and_drop();
  __host__ __device__ bool try_wait(arrival_token&& token) const;
  __host__ __device__ bool try_wait_parity(bool parity) const;
  __host__ __device__ void wait_parity(bool parity) const;
  __host__ __device__ friend void init(barrier* bar, ptrdiff_t expected) {}
  __host__ __device__ friend void init(barrier* bar, ptrdiff_t expected,
                                       CompletionFunction completion) {}
};

enum class pipeline_role { producer, consumer };

template <thread_scope Scope, unsigned char StagesCount>
class pipeline_shared_state {
 public:
  pipeline_shared_state() = default;
  pipeline_shared_state(const pipeline_shared_state&) = delete;
  pipeline_shared_state& operator=(const pipeline_shared_state&) = delete;
};

template <thread_scope Scope>
class pipeline {
 public:
  __host__ __device__ pipeline(pipeline&&);
  pipeline(const pipeline&) = delete;
  __host__ __device__ ~pipeline();
  __host__ __device__ bool quit();
  __host__ __device__ void producer_acquire();
  __host__ __device__ void producer_commit();
  __host__ __device__ void consumer_wait();
  __host__ __device__ void consumer_release();
  template <class Duration>
  __host__ __device__ bool consumer_wait_for(const Duration& duration);
  template <class TimePoint>
  __host__ __device__ bool consumer_wait_until(const TimePoint& time_point);
};

__host__ __device__ pipeline<thread_scope_thread> make_pipeline();
template <class Group, thread_scope Scope, unsigned char StagesCount>
__host__ __device__ pipeline<Scope> make_pipeline(const Group& group,
                                                  pipeline_shared_state<Scope, StagesCount>* state);
template <class Group, thread_scope Scope, unsigned char StagesCount>
__host__ __device__ pipeline<Scope> make_pipeline(const Group& group,
                                                  pipeline_shared_state<Scope, StagesCount>* state,
                                                  size_t producer_count);
template <class Group, thread_scope Scope, unsigned char StagesCount>
__host__ __device__ pipeline<Scope> make_pipeline(const Group& group,
                                                  pipeline_shared_state<Scope, StagesCount>* state,
                                                  pipeline_role role);
template <unsigned char Prior>
__host__ __device__ void pipeline_consumer_wait_prior(pipeline<thread_scope_thread>& pipe);
template <thread_scope Scope>
__host__ __device__ void pipeline_producer_commit(pipeline<thread_scope_thread>& pipe,
                                                  barrier<Scope>& bar);

template <class Group, class Size, thread_scope Scope, class Completion>
__host__ __device__ async_contract_fulfillment memcpy_async(const Group& group, void* dst,
                                                            const void* src, Size size,
                                                            barrier<Scope, Completion>& bar);
template <class Size, thread_scope Scope, class Completion>
__host__ __device__ async_contract_fulfillment memcpy_async(void* dst, const void* src, Size size,
                                                            barrier<Scope, Completion>& bar);
template <class Group, class Size, thread_scope Scope>
__host__ __device__ async_contract_fulfillment memcpy_async(const Group& group, void* dst,
                                                            const void* src, Size size,
                                                            pipeline<Scope>& pipe);
template <class Size, thread_scope Scope>
__host__ __device__ async_contract_fulfillment memcpy_async(void* dst, const void* src, Size size,
                                                            pipeline<Scope>& pipe);
}  // namespace cuda
