// CUDA's SIMD video intrinsics on the CPU backend: every __v*2/__v*4 function over edge and
// pseudo-random operands, one thread per operand pair. Prints `name a b result` lines (hex).
#include <cstdio>
#include <cuda_runtime.h>

#define NPAIRS 64

// Each function's results go to its own row of out.
#define SIMD_FUNCTIONS(F1, F2)                                                                   \
  F1(__vabs2) F1(__vabs4) F1(__vabsss2) F1(__vabsss4) F1(__vneg2) F1(__vneg4) F1(__vnegss2)     \
  F1(__vnegss4) F2(__vabsdiffs2) F2(__vabsdiffs4) F2(__vabsdiffu2) F2(__vabsdiffu4) F2(__vadd2) \
  F2(__vadd4) F2(__vaddss2) F2(__vaddss4) F2(__vaddus2) F2(__vaddus4) F2(__vavgs2) F2(__vavgs4) \
  F2(__vavgu2) F2(__vavgu4) F2(__vcmpeq2) F2(__vcmpeq4) F2(__vcmpges2) F2(__vcmpges4)           \
  F2(__vcmpgeu2) F2(__vcmpgeu4) F2(__vcmpgts2) F2(__vcmpgts4) F2(__vcmpgtu2) F2(__vcmpgtu4)     \
  F2(__vcmples2) F2(__vcmples4) F2(__vcmpleu2) F2(__vcmpleu4) F2(__vcmplts2) F2(__vcmplts4)     \
  F2(__vcmpltu2) F2(__vcmpltu4) F2(__vcmpne2) F2(__vcmpne4) F2(__vhaddu2) F2(__vhaddu4)         \
  F2(__vmaxs2) F2(__vmaxs4) F2(__vmaxu2) F2(__vmaxu4) F2(__vmins2) F2(__vmins4) F2(__vminu2)    \
  F2(__vminu4) F2(__vsads2) F2(__vsads4) F2(__vsadu2) F2(__vsadu4) F2(__vseteq2)    \
  F2(__vseteq4) F2(__vsetges2) F2(__vsetges4) F2(__vsetgeu2) F2(__vsetgeu4) F2(__vsetgts2)      \
  F2(__vsetgts4) F2(__vsetgtu2) F2(__vsetgtu4) F2(__vsetles2) F2(__vsetles4) F2(__vsetleu2)     \
  F2(__vsetleu4) F2(__vsetlts2) F2(__vsetlts4) F2(__vsetltu2) F2(__vsetltu4) F2(__vsetne2)      \
  F2(__vsetne4) F2(__vsub2) F2(__vsub4) F2(__vsubss2) F2(__vsubss4) F2(__vsubus2) F2(__vsubus4)

#define COUNT(name) +1
#define NFUNCS (0 SIMD_FUNCTIONS(COUNT, COUNT))
#define NAME(name) #name,

__global__ void simd(const unsigned* a, const unsigned* b, unsigned* out) {
  int i = threadIdx.x;
  unsigned x = a[i], y = b[i];
  int row = 0;
#define CALL1(name) out[(row++) * NPAIRS + i] = name(x);
#define CALL2(name) out[(row++) * NPAIRS + i] = name(x, y);
  SIMD_FUNCTIONS(CALL1, CALL2)
}

int main() {
  // Edges of both lane widths, then a fixed pseudo-random sequence.
  unsigned edges[] = {0x00000000u, 0xffffffffu, 0x80008000u, 0x7fff7fffu, 0x80808080u,
                      0x7f7f7f7fu, 0x0001ffffu, 0xff01807fu, 0x7fff8000u, 0x01ff7f80u};
  const int nedges = sizeof(edges) / sizeof(edges[0]);
  unsigned a[NPAIRS], b[NPAIRS];
  unsigned state = 12345u;
  for (int i = 0; i < NPAIRS; ++i) {
    state = state * 1664525u + 1013904223u;
    unsigned r1 = state;
    state = state * 1664525u + 1013904223u;
    a[i] = i < nedges * nedges / 2 ? edges[i % nedges] : r1;
    b[i] = i < nedges * nedges / 2 ? edges[(i / nedges + i) % nedges] : state;
  }
  a[NPAIRS - 1] = 0x1234aba5u;  // the operands of the examples in CUDA's documentation
  b[NPAIRS - 1] = 0x1234aba6u;
  unsigned *da, *db, *dout;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dout, NFUNCS * NPAIRS * sizeof(unsigned));
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  simd<<<1, NPAIRS>>>(da, db, dout);
  static unsigned out[NFUNCS * NPAIRS];
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  const char* names[] = {SIMD_FUNCTIONS(NAME, NAME)};
  for (int f = 0; f < NFUNCS; ++f)
    for (int i = 0; i < NPAIRS; ++i) printf("%s %08x %08x %08x\n", names[f], a[i], b[i], out[f * NPAIRS + i]);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
