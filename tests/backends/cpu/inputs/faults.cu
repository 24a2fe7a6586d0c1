// Kernel faults on the CPU backend, as a CUDA program checks for them: the launch succeeds, the
// next synchronizing call returns cudaErrorIllegalAddress (or another fault's code), every later
// call returns it too (sticky), and the program goes on to report and exit on its own.
// argv[1] picks the fault: null, wild, freed, overflow, host (a fault in host code: it must crash).
#include <cuda_runtime.h>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void write_through(int* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = i;
}

// Only thread 37 of block 2 writes through the bad pointer.
__global__ void one_thread_writes(int* good, int* bad) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  good[i] = i;
  if (blockIdx.x == 2 && threadIdx.x == 37) bad[0] = 1;
}

// Unbounded recursion (each call keeps a 1 KiB frame): the device stack overflows.
__device__ int deep(int* out, int depth) {
  int frame[256];
  for (int i = 0; i < 256; ++i) frame[i] = out[i % 4] + depth;
  if (depth == 0) return frame[depth % 256];
  int below = deep(out, depth - 1);
  out[depth % 4] = below;
  return below + frame[(depth * 7) % 256];
}

__global__ void recurse(int* out, int depth) { out[1] = deep(out, depth); }

#define REPORT(what, call) std::printf("%s: %s\n", what, cudaGetErrorName(call))

// Holds the default stream until opened, so that the kernel queued behind it runs only after
// the program has looked at its launch status (the launch returns before the kernel runs).
static std::atomic<bool> gate_open{false};
static void wait_for_gate(void*) {
  while (!gate_open.load()) {
  }
}

int main(int argc, char** argv) {
  const char* which = argc > 1 ? argv[1] : "null";
  int* good = nullptr;
  REPORT("malloc", cudaMalloc(&good, 4 * 128 * sizeof(int)));
  if (std::strcmp(which, "host") == 0) {
    std::fflush(stdout);
    volatile int* nothing = nullptr;
    *nothing = 1;  // host code: no CUDA error, the process crashes as without cuport
  }
  cudaLaunchHostFunc(0, wait_for_gate, nullptr);
  if (std::strcmp(which, "null") == 0) {
    one_thread_writes<<<4, 128>>>(good, nullptr);
  } else if (std::strcmp(which, "wild") == 0) {
    one_thread_writes<<<4, 128>>>(good, reinterpret_cast<int*>(0x5ead0000ull));
  } else if (std::strcmp(which, "freed") == 0) {
    int* freed = nullptr;
    cudaMalloc(&freed, 1 << 20);
    write_through<<<1, 256>>>(freed, 256);
    gate_open = true;
    REPORT("before_free", cudaDeviceSynchronize());
    cudaFree(freed);
    gate_open = false;
    cudaLaunchHostFunc(0, wait_for_gate, nullptr);
    write_through<<<1, 256>>>(freed, 256);
  } else if (std::strcmp(which, "overflow") == 0) {
    recurse<<<1, 1>>>(good, 1 << 20);
  }
  REPORT("launch", cudaGetLastError());
  gate_open = true;
  REPORT("sync", cudaDeviceSynchronize());
  REPORT("sync_again", cudaDeviceSynchronize());
  REPORT("get_last", cudaGetLastError());
  REPORT("peek", cudaPeekAtLastError());
  int* more = nullptr;
  REPORT("malloc_after", cudaMalloc(&more, 64));
  int host[4] = {0, 0, 0, 0};
  REPORT("memcpy_after", cudaMemcpy(host, good, sizeof host, cudaMemcpyDeviceToHost));
  cudaStream_t stream;
  REPORT("stream_create_after", cudaStreamCreate(&stream));
  cudaEvent_t event;
  REPORT("event_create_after", cudaEventCreate(&event));
  write_through<<<1, 32>>>(good, 32);
  REPORT("launch_after", cudaGetLastError());
  REPORT("free_after", cudaFree(good));
  int count = 0;
  REPORT("device_count_after", cudaGetDeviceCount(&count));
  std::printf("string: %s\n", cudaGetErrorString(cudaPeekAtLastError()));
  REPORT("reset", cudaDeviceReset());
  REPORT("malloc_after_reset", cudaMalloc(&more, 64));
  write_through<<<1, 64>>>(more, 16);
  REPORT("sync_after_reset", cudaDeviceSynchronize());
  std::printf("exit: 3\n");
  return 3;  // the program's own exit status, as under CUDA
}
