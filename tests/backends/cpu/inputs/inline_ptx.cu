// Inline PTX the translator turns into portable C++ (translator/inline_ptx.py), run on the CPU
// backend: %laneid and %warpid in a 2D block (CUDA numbers lanes by the thread's linear index),
// vabsdiff4 with its accumulator (stereoDisparity's __usad4), %globaltimer read through a helper
// the program names __globaltimer() itself (cudaGraphsPerfScaling: CUDA has no such function, so
// cuport must not define one either). Prints `key: value`.
#include <cstdio>

__device__ __forceinline__ unsigned long long __globaltimer() {
  unsigned long long globaltimer;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(globaltimer));
  return globaltimer;
}

__device__ unsigned int sad4(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int result;
  asm("vabsdiff4.u32.u32.u32.add"
      " %0, %1, %2, %3;"
      : "=r"(result)
      : "r"(a), "r"(b), "r"(c));
  return result;
}

__global__ void registers(const unsigned int* pairs, unsigned int* out, unsigned long long* when) {
  unsigned int lane, warp;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(warp));
  unsigned long long now = __globaltimer();
  int i = threadIdx.x + blockDim.x * threadIdx.y;
  out[3 * i] = lane;
  out[3 * i + 1] = warp;
  out[3 * i + 2] = sad4(pairs[2 * i], pairs[2 * i + 1], i);
  when[i] = now;
}

int main() {
  const int n = 16 * 8;
  unsigned int pairs[2 * n];
  for (int i = 0; i < 2 * n; i++) pairs[i] = 0x9e3779b9u * (i + 1);
  unsigned int *dpairs, *dout;
  unsigned long long* dwhen;
  cudaMalloc(&dpairs, sizeof pairs);
  cudaMalloc(&dout, 3 * n * sizeof(unsigned int));
  cudaMalloc(&dwhen, n * sizeof(unsigned long long));
  cudaMemcpy(dpairs, pairs, sizeof pairs, cudaMemcpyHostToDevice);
  registers<<<1, dim3(16, 8)>>>(dpairs, dout, dwhen);
  unsigned int out[3 * n];
  unsigned long long when[n];
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(when, dwhen, sizeof when, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; i++)
    printf("%d %u %u %u %08x %08x\n", i, out[3 * i], out[3 * i + 1], out[3 * i + 2], pairs[2 * i],
           pairs[2 * i + 1]);
  printf("timer_nonzero: %d\n", when[0] > 0 && when[n - 1] > 0);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
