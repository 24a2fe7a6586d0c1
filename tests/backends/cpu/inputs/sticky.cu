// A kernel fault (device assert) on the CPU backend: the launch itself succeeds, the fault is
// reported at the next synchronization and stays (sticky) until cudaDeviceReset.
#include <cuda_runtime.h>
#include <cassert>
#include <cstdio>

__global__ void check_positive(const int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) assert(x[i] > 0);
}
__global__ void fill(int* x, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = v;
}

static void report(const char* what, cudaError_t e) { std::printf("%s: %d\n", what, (int)e); }

int main() {
  const int n = 256;
  int* d;
  cudaMalloc(&d, n * sizeof(int));
  fill<<<1, n>>>(d, n, 1);
  cudaMemset(d + 100, 0, sizeof(int));  // one element fails the check
  cudaStream_t s;
  cudaStreamCreate(&s);
  check_positive<<<2, 128, 0, s>>>(d, n);
  report("launch", cudaGetLastError());
  report("stream_sync", cudaStreamSynchronize(s));
  report("device_sync", cudaDeviceSynchronize());
  int h[n];
  report("memcpy_after_fault", cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  report("get_last", cudaGetLastError());
  report("get_last_again", cudaGetLastError());
  report("peek", cudaPeekAtLastError());
  fill<<<1, n>>>(d, n, 9);  // does not run on a faulted context
  cudaDeviceSynchronize();
  report("reset", cudaDeviceReset());
  report("after_reset", cudaGetLastError());
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("launch_after_fault_ran: %d\n", h[0] == 9);
  fill<<<1, n>>>(d, n, 3);
  report("sync_after_reset", cudaDeviceSynchronize());
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("works_after_reset: %d\n", h[0] == 3 && h[n - 1] == 3);
  return 0;
}
