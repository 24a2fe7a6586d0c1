// RUN: translate %s
// Inline PTX that programs commonly write becomes portable C++; the rest is reported.
#include <cuport/runtime.h>

__device__ unsigned int sad4(unsigned int a, unsigned int b, unsigned int c) {
  unsigned int result;
  (result) = __vsadu4(a, b) + (c);
  return result;
}

__global__ void registers(unsigned int* out, unsigned long long* when) {
  unsigned int lane, warp, ticks;
  (lane) = static_cast<unsigned int>(((threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y) % warpSize));
  (warp) = static_cast<unsigned int>(((threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y) / warpSize));
  (ticks) = static_cast<unsigned int>(static_cast<unsigned int>(clock64()));
  unsigned long long now;
  (now) = static_cast<unsigned long long>(::cuport::cpu::global_timer());
  out[threadIdx.x] = lane + warp + ticks + sad4(out[0], out[1], 0);
  when[threadIdx.x] = now;
}

// lop3's lookup table: an immediate or an "n" operand; d read and written; any operand order.
template <unsigned lut>
__device__ unsigned lop3(unsigned a, unsigned b, unsigned c) {
  unsigned d = a;
  (d) = ::cuport::ptx::lop3((d), (b), (c), (lut));
  (d) = ::cuport::ptx::lop3((d), (b), (c), 0x96u);
  return d;
}

__global__ void unknown(int* out) {
  int x = out[0];
  /* CUPORT CP4004: inline PTX assembly not translated: `bfe.u32 %0, %0, 8, 4;`; left as written, so this backend's compiler will reject it */
  asm volatile("bfe.u32 %0, %0, 8, 4;" : "+r"(x));  // expected-warning CP4004
  /* CUPORT CP4004: inline PTX assembly not translated: `lop3.b32 %0, %0, %0, %0, 0x100;` (its lookup table is not 0 to 255); left as written, so this backend's compiler will reject it */
  asm("lop3.b32 %0, %0, %0, %0, 0x100;" : "+r"(x));  // expected-warning CP4004
  out[0] = x;
}

// Host assembly is the host compiler's: left alone, no diagnostic.
unsigned long long host_ticks() {
  unsigned int lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return (static_cast<unsigned long long>(hi) << 32) | lo;
}
