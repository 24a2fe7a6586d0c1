// Device runtime on the CPU backend: printf (appears at synchronization, in launch order),
// device malloc/free, clock64, fences, __ldg, __syncthreads_count/and/or, a spin-wait with
// __nanosleep between threads of one block, and the kernel-stopping paths selected by argv[1]:
// assert, trap and deadlock must be reported as errors, never crash or hang the process.
#include <cassert>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void hello(int base) {
  if (threadIdx.x < 2)
    printf("hello from block %d thread %d: %d %.2f %s %lld\n", blockIdx.x, threadIdx.x,
           base + threadIdx.x, 0.5f * threadIdx.x, "ok", 1LL << 40);
}

__global__ void heap(int* out) {
  int n = threadIdx.x + 1;
  int* p = (int*)malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i) p[i] = i;
  int sum = 0;
  for (int i = 0; i < n; ++i) sum += __ldg(&p[i]);
  free(p);
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

__global__ void votes(int* out) {
  int t = threadIdx.x;
  int count = __syncthreads_count(t % 3 == 0);
  int all = __syncthreads_and(t < 1000);
  int none = __syncthreads_and(t != 7);
  int any = __syncthreads_or(t == 50);
  int nobody = __syncthreads_or(t > 1000);
  if (t == 0) {
    out[0] = count;
    out[1] = all;
    out[2] = none;
    out[3] = any;
    out[4] = nobody;
  }
}

__global__ void timing(long long* out) {
  long long a = clock64();
  __threadfence();
  __threadfence_block();
  long long b = clock64();
  out[threadIdx.x] = b >= a;
}

// Thread 0 publishes after the others start waiting for it: they must yield, not spin forever.
__global__ void handoff(int* out) {
  __shared__ volatile int flag;
  __shared__ int value;
  if (threadIdx.x == 0) flag = 0;
  __syncthreads();
  if (threadIdx.x == blockDim.x - 1) {
    value = 42;
    __threadfence_block();
    flag = 1;
  } else {
    while (flag == 0) __nanosleep(100);
  }
  out[threadIdx.x] = value;
}

__global__ void failing_assert(int* out) {
  out[threadIdx.x] = 1;
  assert(threadIdx.x != 5);
}

__global__ void trapping() {
  if (blockIdx.x == 1 && threadIdx.x == 3) __trap();
}

// Lane 0 waits at a warp barrier for lanes that wait at a block barrier for lane 0.
__global__ void deadlock() {
  if (threadIdx.x == 0) {
    __syncwarp();
  } else {
    __syncthreads();
  }
}

static void report(const char* what) {
  cudaError_t err = cudaDeviceSynchronize();
  printf("%s: %s\n", what, cudaGetErrorName(err));
  printf("%s sticky: %s\n", what, cudaGetErrorName(cudaGetLastError()));
}

int main(int argc, char** argv) {
  const char* mode = argc > 1 ? argv[1] : "basic";
  int* d;
  cudaMalloc(&d, 4096 * sizeof(int));
  if (strcmp(mode, "assert") == 0) {
    failing_assert<<<2, 32>>>(d);
    report("assert");
    return 0;
  }
  if (strcmp(mode, "trap") == 0) {
    trapping<<<4, 32>>>();
    report("trap");
    return 0;
  }
  if (strcmp(mode, "deadlock") == 0) {
    deadlock<<<1, 64>>>();
    report("deadlock");
    return 0;
  }
  printf("before\n");
  hello<<<2, 32>>>(100);
  cudaDeviceSynchronize();
  printf("after\n");

  heap<<<4, 64>>>(d);
  static int h[4096];
  cudaMemcpy(h, d, 256 * sizeof(int), cudaMemcpyDeviceToHost);
  long long heap_total = 0;
  for (int i = 0; i < 256; ++i) heap_total += h[i];
  printf("heap: %lld\n", heap_total);

  votes<<<1, 100>>>(d);
  cudaMemcpy(h, d, 5 * sizeof(int), cudaMemcpyDeviceToHost);
  printf("votes: %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);

  long long* t;
  cudaMalloc(&t, 64 * sizeof(long long));
  timing<<<1, 64>>>(t);
  static long long ht[64];
  cudaMemcpy(ht, t, sizeof ht, cudaMemcpyDeviceToHost);
  int monotonic = 1;
  for (int i = 0; i < 64; ++i) monotonic &= ht[i] == 1;
  printf("clock64: %d\n", monotonic);

  handoff<<<3, 128>>>(d);
  cudaMemcpy(h, d, 128 * sizeof(int), cudaMemcpyDeviceToHost);
  int handed = 1;
  for (int i = 0; i < 128; ++i) handed &= h[i] == 42;
  printf("handoff: %d\n", handed);
  printf("status: %s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
