// libcu++'s barriers and pipelines (cuda/barrier, cuda/pipeline), cooperative_groups'
// memcpy_async and the __pipeline primitives. Every kernel's threads read what other threads
// (or their own earlier stages) wrote, so a wait that passed early shows in the values printed;
// tests/backends/cpu/test_async_barrier_pipeline.py computes them with NumPy.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
#include <cstdio>

namespace cg = cooperative_groups;

constexpr int kThreads = 96;
constexpr int kRounds = 6;
constexpr int kDropRound = 3;  // from this round on the last warp has left the barrier
constexpr int kDropped = 32;

struct CountPhases {
  int* phases;
  __device__ void operator()() noexcept { ++*phases; }
};

// Each round every thread writes its slot, arrives, waits, and reads its neighbour's slot. In
// round 1 thread 0 arrives for two (update 2) and thread 1 does not arrive. From kDropRound the
// last warp calls arrive_and_drop and leaves, so later phases complete without it.
__global__ void barrier_phases(int* out, int* phases) {
  __shared__ cuda::barrier<cuda::thread_scope_block, CountPhases> bar;
  __shared__ int slot[kRounds][kThreads];
  const int t = threadIdx.x;
  if (t == 0) init(&bar, blockDim.x, CountPhases{&phases[blockIdx.x]});
  __syncthreads();
  for (int r = 0; r < kRounds; ++r) {
    if (r == kDropRound && t >= kThreads - kDropped) {
      slot[r][t] = -1;
      bar.arrive_and_drop();
      return;
    }
    const int live = r >= kDropRound ? kThreads - kDropped : kThreads;
    slot[r][t] = 1000 * (r + 1) + 10 * t + blockIdx.x;
    if (r == 1 && t == 1) {
      bar.wait_parity(r & 1);  // waits for phase r without arriving in it
    } else {
      auto token = bar.arrive(r == 1 && t == 0 ? 2 : 1);
      bar.wait(std::move(token));
    }
    out[(blockIdx.x * kRounds + r) * kThreads + t] = slot[r][(t + 1) % live];
  }
}

// memcpy_async with a barrier: each thread copies a float4 of the tile, then reads another
// thread's; the whole block copies the second tile with one group copy.
__global__ void copy_with_barrier(const float* in, float* out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ alignas(16) float tile[kThreads * 4];
  __shared__ float whole[kThreads * 4];
  auto block = cg::this_thread_block();
  const int t = threadIdx.x;
  const float* src = in + blockIdx.x * kThreads * 4;
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(&tile[4 * t], &src[4 * t], cuda::aligned_size_t<16>(4 * sizeof(float)), bar);
  bar.arrive_and_wait();
  const int other = (t * 7 + 5) % kThreads;
  float sum = 0;
  for (int k = 0; k < 4; ++k) sum += tile[4 * other + k];
  cuda::memcpy_async(block, whole, src, sizeof(float) * kThreads * 4, bar);
  bar.arrive_and_wait();
  out[blockIdx.x * kThreads + t] = sum + 1000 * whole[(4 * t + 3 * kThreads) % (4 * kThreads)];
}

// A thread-scope pipeline: each thread streams kBatches chunks of 2 floats through 3 stages,
// two batches ahead of the one it adds up; the __pipeline primitives do the same.
constexpr int kStages = 3;
constexpr int kBatches = 8;
__global__ void thread_pipeline(const float* in, float* out, float* out_primitives) {
  __shared__ float ring[kStages][kThreads][2];
  const int t = threadIdx.x;
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const auto chunk = cuda::aligned_size_t<alignof(float)>(2 * sizeof(float));
  const float* mine = in + (blockIdx.x * kThreads + t) * kBatches * 2;
  float sum = 0;
  int fetched = 0;
  for (int b = 0; b < kBatches; ++b) {
    for (; fetched < kBatches && fetched < b + kStages; ++fetched) {
      pipe.producer_acquire();
      cuda::memcpy_async(ring[fetched % kStages][t], mine + 2 * fetched, chunk, pipe);
      pipe.producer_commit();
    }
    if (b % 2) {
      pipe.consumer_wait();
    } else {
      cuda::pipeline_consumer_wait_prior<kStages - 1>(pipe);
    }
    sum += (b + 1) * ring[b % kStages][t][0] - ring[b % kStages][t][1];
    pipe.consumer_release();
  }
  out[blockIdx.x * kThreads + t] = sum;

  float primitive_sum = 0;
  for (int b = 0; b < kBatches; ++b) {
    __pipeline_memcpy_async(ring[b % kStages][t], mine + 2 * b, 2 * sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    primitive_sum += (b + 1) * ring[b % kStages][t][0] - ring[b % kStages][t][1];
  }
  out_primitives[blockIdx.x * kThreads + t] = primitive_sum;
}

// A block-scope pipeline with one producer warp and two consumer warps over 4 stages: batch b
// (kConsumers floats) is copied into stage b % 4 by the producers and read by every consumer,
// each from its own element and its neighbour's, weighted by b + 1.
constexpr int kProducers = 32;
constexpr int kConsumers = kThreads - kProducers;
constexpr int kBlockStages = 4;
constexpr int kBlockBatches = 11;
__global__ void block_pipeline(const float* in, float* out) {
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, kBlockStages> state;
  __shared__ float stage[kBlockStages][kConsumers];
  auto block = cg::this_thread_block();
  const int t = threadIdx.x;
  const bool producer = t >= kConsumers;
  auto pipe = cuda::make_pipeline(
      block, &state, producer ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer);
  const float* batches = in + blockIdx.x * kBlockBatches * kConsumers;
  if (producer) {
    const int p = t - kConsumers;
    for (int b = 0; b < kBlockBatches; ++b) {
      pipe.producer_acquire();
      for (int e = p; e < kConsumers; e += kProducers)
        cuda::memcpy_async(&stage[b % kBlockStages][e], &batches[b * kConsumers + e],
                           sizeof(float), pipe);
      pipe.producer_commit();
    }
  } else {
    float sum = 0;
    for (int b = 0; b < kBlockBatches; ++b) {
      pipe.consumer_wait();
      const float* s = stage[b % kBlockStages];
      sum += (b + 1) * (s[t] + 0.5f * s[(t + 1) % kConsumers]);
      pipe.consumer_release();
    }
    out[blockIdx.x * kConsumers + t] = sum;
  }
}

// Every thread both produces and consumes (make_pipeline without roles): each copies one element
// per batch and then reads the element of the thread 5 places on.
__global__ void block_pipeline_all(const float* in, float* out) {
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  __shared__ float stage[2][kThreads];
  auto block = cg::this_thread_block();
  const int t = threadIdx.x;
  auto pipe = cuda::make_pipeline(block, &state);
  const float* batches = in + blockIdx.x * kBlockBatches * kThreads;
  float sum = 0;
  for (int b = 0; b < kBlockBatches; ++b) {
    pipe.producer_acquire();
    cuda::memcpy_async(&stage[b % 2][t], &batches[b * kThreads + t], sizeof(float), pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    sum += (b + 1) * stage[b % 2][(t + 5) % kThreads];
    pipe.consumer_release();
  }
  out[blockIdx.x * kThreads + t] = sum;
}

// cooperative_groups::memcpy_async and wait: the block copies a row, each thread reads another's.
__global__ void cg_copy(const float* in, float* out) {
  __shared__ float row[kThreads];
  auto block = cg::this_thread_block();
  cg::memcpy_async(block, row, in + blockIdx.x * kThreads, sizeof(float) * kThreads);
  cg::wait(block);
  out[blockIdx.x * kThreads + threadIdx.x] = row[kThreads - 1 - threadIdx.x];
}

// A barrier that expects one arrival more than the block has: a GPU hangs; cuport stops the
// kernel with cudaErrorLaunchFailure and says so on stderr.
__global__ void barrier_deadlock() {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0) init(&bar, blockDim.x + 1);
  __syncthreads();
  bar.arrive_and_wait();
}

constexpr int kBlocks = 5;

template <class T>
void print(const char* name, const T* values, int count) {
  std::printf("%s:", name);
  for (int i = 0; i < count; ++i) std::printf(" %g", static_cast<double>(values[i]));
  std::printf("\n");
}

int main() {
  const int n_in = kBlocks * kThreads * kBatches * 2;  // the largest input any kernel reads
  float *in, *out, *out2;
  int *iout, *phases;
  cudaMallocManaged(&in, n_in * sizeof(float));
  cudaMallocManaged(&out, n_in * sizeof(float));
  cudaMallocManaged(&out2, n_in * sizeof(float));
  cudaMallocManaged(&iout, kBlocks * kRounds * kThreads * sizeof(int));
  cudaMallocManaged(&phases, kBlocks * sizeof(int));
  for (int i = 0; i < n_in; ++i) in[i] = static_cast<float>((i * 37) % 101);

  for (int b = 0; b < kBlocks; ++b) phases[b] = 0;
  barrier_phases<<<kBlocks, kThreads>>>(iout, phases);
  cudaDeviceSynchronize();
  print("barrier_phases", iout, kBlocks * kRounds * kThreads);
  print("phases", phases, kBlocks);

  copy_with_barrier<<<kBlocks, kThreads>>>(in, out);
  cudaDeviceSynchronize();
  print("copy_with_barrier", out, kBlocks * kThreads);

  thread_pipeline<<<kBlocks, kThreads>>>(in, out, out2);
  cudaDeviceSynchronize();
  print("thread_pipeline", out, kBlocks * kThreads);
  print("pipeline_primitives", out2, kBlocks * kThreads);

  block_pipeline<<<kBlocks, kThreads>>>(in, out);
  cudaDeviceSynchronize();
  print("block_pipeline", out, kBlocks * kConsumers);

  block_pipeline_all<<<kBlocks, kThreads>>>(in, out);
  cudaDeviceSynchronize();
  print("block_pipeline_all", out, kBlocks * kThreads);

  cg_copy<<<kBlocks, kThreads>>>(in, out);
  cudaError_t status = cudaDeviceSynchronize();
  print("cg_copy", out, kBlocks * kThreads);
  std::printf("status: %s\n", cudaGetErrorName(status));
  if (status != cudaSuccess) return 1;

  barrier_deadlock<<<2, 64>>>();  // last: its error is sticky
  std::printf("deadlock: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
