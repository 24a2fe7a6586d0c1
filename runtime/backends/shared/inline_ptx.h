// cuport: what inline PTX instructions become on the backends whose compiler reads no PTX (cpu,
// included by cpu_intrinsics.h; rocm, by rocm_runtime.h): translator/inline_ptx.py replaces an
// asm statement with a call of one of these. The cuda backend keeps the PTX for nvcc.
// Must not depend on a backend: it uses only CUDA's qualifiers, which every backend defines.
#pragma once

namespace cuport::ptx {

// lop3.b32: per bit, the three-input function F whose truth table is lut, as PTX defines it:
// lut = F(0xF0, 0xCC, 0xAA), so bit (a << 2 | b << 1 | c) of lut is F(a, b, c). The result is
// the union of the minterms whose bits are set; for a constant lut (PTX requires an immediate)
// the compiler folds the others away.
__host__ __device__ inline unsigned lop3(unsigned a, unsigned b, unsigned c, unsigned lut) {
  return (lut & 0x01u ? ~a & ~b & ~c : 0u) | (lut & 0x02u ? ~a & ~b & c : 0u) |
         (lut & 0x04u ? ~a & b & ~c : 0u) | (lut & 0x08u ? ~a & b & c : 0u) |
         (lut & 0x10u ? a & ~b & ~c : 0u) | (lut & 0x20u ? a & ~b & c : 0u) |
         (lut & 0x40u ? a & b & ~c : 0u) | (lut & 0x80u ? a & b & c : 0u);
}

}  // namespace cuport::ptx
