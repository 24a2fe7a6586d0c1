// A 3-point moving average over tiles staged in shared memory with libcu++'s asynchronous copies:
// the block copies its tile with cuda::memcpy_async(group, ..., barrier) while two threads fetch
// the halo, and waits on the cuda::barrier; a second kernel stages each thread's element through a
// per-thread cuda::pipeline (producer_acquire, memcpy_async, producer_commit, consumer_wait).
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace cg = cooperative_groups;

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

constexpr int TILE = 256;

__global__ void average_with_barrier(const float* in, float* out, int n) {
  __shared__ float tile[TILE + 2];
  __shared__ cuda::barrier<cuda::thread_scope_block> ready;
  cg::thread_block block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&ready, block.size());
  block.sync();
  const int base = blockIdx.x * TILE;
  cuda::memcpy_async(block, tile + 1, in + base, sizeof(float) * TILE, ready);
  if (threadIdx.x == 0) tile[0] = base > 0 ? in[base - 1] : 0.0f;
  if (threadIdx.x == 1) tile[TILE + 1] = base + TILE < n ? in[base + TILE] : 0.0f;
  ready.arrive_and_wait();
  const int i = threadIdx.x;
  out[base + i] = (tile[i] + tile[i + 1] + tile[i + 2]) / 3.0f;
}

__global__ void scale_with_pipeline(const float* in, float* out) {
  __shared__ float staged[TILE];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const int i = blockIdx.x * TILE + threadIdx.x;
  pipe.producer_acquire();
  cuda::memcpy_async(&staged[threadIdx.x], &in[i], sizeof(float), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  out[i] = staged[threadIdx.x] * 0.5f;
  pipe.consumer_release();
}

static void save(const char* name, const float* device, int n) {
  std::vector<float> host(n);
  CUDA_CHECK(cudaMemcpy(host.data(), device, n * sizeof(float), cudaMemcpyDeviceToHost));
  FILE* f = fopen(name, "wb");
  fwrite(host.data(), sizeof(float), n, f);
  fclose(f);
}

int main(int argc, char** argv) {
  const int tiles = argc > 1 ? atoi(argv[1]) : 100;
  const int n = tiles * TILE;
  std::vector<float> h(n);
  unsigned s = 99;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (float)(s >> 8) / 16777216.0f;
  }
  float *in, *averaged, *halved;
  CUDA_CHECK(cudaMalloc(&in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&averaged, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&halved, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  average_with_barrier<<<tiles, TILE>>>(in, averaged, n);
  CUDA_CHECK(cudaGetLastError());
  scale_with_pipeline<<<tiles, TILE>>>(in, halved);
  CUDA_CHECK(cudaGetLastError());
  save("averaged.bin", averaged, n);
  save("halved.bin", halved, n);
  printf("tiles %d of %d\n", tiles, TILE);
  return 0;
}
