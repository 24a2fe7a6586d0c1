// Integer intrinsics: population count, leading zeros, find-first-set, bit reversal, byte
// permutes, funnel shifts (wrapping and clamping forms), high halves of products, sums of
// absolute differences, and their 64-bit forms. Every result is a bit pattern, compared exactly.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

#define OUTS 14

__global__ void bitops(const unsigned int* a, const unsigned int* b,
                       const unsigned long long* w, unsigned int* out32,
                       unsigned long long* out64, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned int x = a[i], y = b[i];
  unsigned long long z = w[i];
  unsigned int* o = out32 + (size_t)i * OUTS;
  o[0] = __popc(x);
  o[1] = __clz(x);
  o[2] = __ffs(x);
  o[3] = __brev(x);
  o[4] = __byte_perm(x, y, 0x5140);
  o[5] = __funnelshift_l(x, y, i % 40);
  o[6] = __funnelshift_rc(x, y, i % 40);
  o[7] = __umulhi(x, y);
  o[8] = (unsigned int)__mulhi((int)x, (int)y);
  o[9] = __usad(x & 0xffff, y & 0xffff, i);
  o[10] = __popcll(z);
  o[11] = __clzll(z);
  o[12] = __ffsll(z);
  o[13] = (unsigned int)__sad((int)x >> 8, (int)y >> 8, 0u);
  out64[2 * i] = __brevll(z);
  out64[2 * i + 1] = __umul64hi(z, (unsigned long long)x * 2654435761ull);
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 16;
  std::vector<unsigned int> a(n), b(n);
  std::vector<unsigned long long> w(n);
  unsigned long long s = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < n; ++i) {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    unsigned long long r = s * 2685821657736338717ull;  // xorshift64*
    a[i] = (unsigned int)r;
    b[i] = (unsigned int)(r >> 32);
    // Sprinkle zeros and sparse words so clz/ffs edge cases appear.
    w[i] = (i % 13 == 0) ? 0ull : (i % 7 == 0) ? (1ull << (i % 64)) : r;
    if (i % 11 == 0) a[i] = 0u;
  }
  unsigned int *da, *db, *d32;
  unsigned long long *dw, *d64;
  CUDA_CHECK(cudaMalloc(&da, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&db, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&dw, n * sizeof(unsigned long long)));
  CUDA_CHECK(cudaMalloc(&d32, (size_t)n * OUTS * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&d64, 2 * n * sizeof(unsigned long long)));
  CUDA_CHECK(cudaMemcpy(da, a.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(db, b.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dw, w.data(), n * sizeof(unsigned long long), cudaMemcpyHostToDevice));
  bitops<<<(n + 127) / 128, 128>>>(da, db, dw, d32, d64, n);
  CUDA_CHECK(cudaGetLastError());
  std::vector<unsigned int> o32((size_t)n * OUTS);
  std::vector<unsigned long long> o64(2 * n);
  CUDA_CHECK(cudaMemcpy(o32.data(), d32, o32.size() * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(o64.data(), d64, o64.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
  FILE* f = fopen("bits32.bin", "wb");
  fwrite(o32.data(), sizeof(unsigned int), o32.size(), f);
  fclose(f);
  f = fopen("bits64.bin", "wb");
  fwrite(o64.data(), sizeof(unsigned long long), o64.size(), f);
  fclose(f);
  cudaFree(da);
  cudaFree(db);
  cudaFree(dw);
  cudaFree(d32);
  cudaFree(d64);
  printf("PASSED\n");
  return 0;
}
