// RUN: translate %s
// Inline PTX that programs commonly write becomes portable C++; the rest is reported.
#include <cuda_runtime.h>

__device__ unsigned int sad4(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int result;
  asm("vabsdiff4.u32.u32.u32.add"
      " %0, %1, %2, %3;"
      : "=r"(result)
      : "r"(a), "r"(b), "r"(c));
  return result;
}

__global__ void registers(unsigned int* out, unsigned long long* when) {
  unsigned int lane, warp, ticks;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(warp));
  asm volatile("mov.u32 %0, %%clock;" : "=r"(ticks));
  unsigned long long now;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(now));
  out[threadIdx.x] = lane + warp + ticks + sad4(out[0], out[1], 0);
  when[threadIdx.x] = now;
}

// lop3's lookup table: an immediate or an "n" operand; d read and written; any operand order.
template <unsigned lut>
__device__ unsigned lop3(unsigned a, unsigned b, unsigned c) {
  unsigned d = a;
  asm("lop3.b32 %0, %0, %1, %2, %3;" : "+r"(d) : "r"(b), "r"(c), "n"(lut));
  asm("lop3.b32 %0, %3, %1, %2, 0x96;" : "=r"(d) : "r"(b), "r"(c), "r"(d));
  return d;
}

__global__ void unknown(int* out) {
  int x = out[0];
  asm volatile("bfe.u32 %0, %0, 8, 4;" : "+r"(x));  // expected-warning CP4004
  asm("lop3.b32 %0, %0, %0, %0, 0x100;" : "+r"(x));  // expected-warning CP4004
  out[0] = x;
}

// Host assembly is the host compiler's: left alone, no diagnostic.
unsigned long long host_ticks() {
  unsigned int lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return (static_cast<unsigned long long>(hi) << 32) | lo;
}
