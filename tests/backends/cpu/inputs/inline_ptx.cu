// Inline PTX the translator turns into portable C++ (translator/inline_ptx.py), run on the CPU
// backend: %laneid and %warpid in a 2D block (CUDA numbers lanes by the thread's linear index),
// vabsdiff4 with its accumulator (stereoDisparity's __usad4), %globaltimer read through a helper
// the program names __globaltimer() itself (cudaGraphsPerfScaling: CUDA has no such function, so
// cuport must not define one either), and lop3.b32 with lookup tables written in each of PTX's
// integer forms, as an "n" operand, and with its operands in another order. Prints `key: value`,
// the rows of registers' results, and `lop3 a b c d...` rows.
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

#define LOP3_COUNT 11
// Lookup tables: 0x96 a^b^c, 0xE8 majority, 0xCA a ? b : c, 0x00, 0xFF, 0x1B, 0x6D, 0xB4, 0x3C,
// 0xF8 (an "n" operand, d read and written), 0x2E (the operands in another order).
template <unsigned lut>
__device__ unsigned lop3_operand(unsigned a, unsigned b, unsigned c) {
  unsigned d;
  asm("lop3.b32 %0, %1, %2, %3, %4;" : "=r"(d) : "r"(a), "r"(b), "r"(c), "n"(lut));
  return d;
}

__global__ void lop3(const unsigned* abc, unsigned* out) {
  const unsigned a = abc[3 * threadIdx.x], b = abc[3 * threadIdx.x + 1];
  const unsigned c = abc[3 * threadIdx.x + 2];
  unsigned* d = out + LOP3_COUNT * threadIdx.x;
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(d[0]) : "r"(a), "r"(b), "r"(c));
  asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(d[1]) : "r"(a), "r"(b), "r"(c));
  asm("lop3.b32 %0, %1, %2, %3, 0xca;" : "=r"(d[2]) : "r"(a), "r"(b), "r"(c));
  asm("lop3.b32 %0, %1, %2, %3, 0x00;" : "=r"(d[3]) : "r"(a), "r"(b), "r"(c));
  asm("lop3.b32 %0, %1, %2, %3, 0xFF;" : "=r"(d[4]) : "r"(a), "r"(b), "r"(c));
  asm("lop3.b32 %0, %1, %2, %3, 27;" : "=r"(d[5]) : "r"(a), "r"(b), "r"(c));
  asm("lop3.b32 %0, %1, %2, %3, 0b01101101;" : "=r"(d[6]) : "r"(a), "r"(b), "r"(c));
  asm("lop3.b32 %0, %1, %2, %3, 0264U;" : "=r"(d[7]) : "r"(a), "r"(b), "r"(c));
  d[8] = lop3_operand<0x3C>(a, b, c);
  unsigned x = a;
  asm("lop3.b32 %0, %0, %1, %2, %3;" : "+r"(x) : "r"(b), "r"(c), "n"(0xF8));
  d[9] = x;
  asm("lop3.b32 %0, %3, %1, %2, 0x2E;" : "=r"(d[10]) : "r"(b), "r"(c), "r"(a));
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

  const int triples = 64;
  unsigned abc[3 * triples], state = 12345u;
  for (unsigned& v : abc) v = state = state * 1664525u + 1013904223u;
  unsigned *dabc, *dlop3;
  cudaMalloc(&dabc, sizeof abc);
  cudaMalloc(&dlop3, triples * LOP3_COUNT * sizeof(unsigned));
  cudaMemcpy(dabc, abc, sizeof abc, cudaMemcpyHostToDevice);
  lop3<<<1, triples>>>(dabc, dlop3);
  unsigned results[triples * LOP3_COUNT];
  cudaMemcpy(results, dlop3, sizeof results, cudaMemcpyDeviceToHost);
  for (int i = 0; i < triples; i++) {
    printf("lop3 %08x %08x %08x", abc[3 * i], abc[3 * i + 1], abc[3 * i + 2]);
    for (int k = 0; k < LOP3_COUNT; k++) printf(" %08x", results[LOP3_COUNT * i + k]);
    printf("\n");
  }
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
