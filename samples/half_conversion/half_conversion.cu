// float <-> half conversions in every rounding mode (__float2half_rn/_rz/_rd/_ru), including
// subnormals, overflow to infinity and ties, plus correctly rounded half arithmetic (__hadd,
// __hsub, __hmul) and comparisons (__hlt, __hisinf). Results are written as raw 16-bit patterns.
#include <cuda_fp16.h>
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

__global__ void convert(const float* in, unsigned short* rn, unsigned short* rz, unsigned short* rd,
                        unsigned short* ru, float* back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float f = in[i];
  rn[i] = __half_as_ushort(__float2half_rn(f));
  rz[i] = __half_as_ushort(__float2half_rz(f));
  rd[i] = __half_as_ushort(__float2half_rd(f));
  ru[i] = __half_as_ushort(__float2half_ru(f));
  back[i] = __half2float(__float2half_rn(f));
}

__global__ void arithmetic(const unsigned short* a, const unsigned short* b, unsigned short* sum,
                           unsigned short* diff, unsigned short* prod, int* flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half x = __ushort_as_half(a[i]);
  __half y = __ushort_as_half(b[i]);
  __half p = __hmul(x, y);
  sum[i] = __half_as_ushort(__hadd(x, y));
  diff[i] = __half_as_ushort(__hsub(x, y));
  prod[i] = __half_as_ushort(p);
  flags[i] = (__hlt(x, y) ? 1 : 0) | (__hisinf(p) ? 2 : 0);
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 16;
  std::vector<float> in(n);
  unsigned s = 424242u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    int kind = i % 8;
    float mag;
    if (kind == 0) mag = (float)(s >> 8) * 0x1p-24f * 6.1e-5f;       // around half subnormals
    else if (kind == 1) mag = 65504.0f + (float)(s >> 20);           // at and above the max
    else if (kind == 2) mag = (float)(s >> 21) + 0.5f;               // ties between integers
    else if (kind == 3) mag = (float)(s >> 8) * 0x1p-24f * 1e-8f;    // below the smallest half
    else mag = 0.0f;  // replaced by the second loop
    in[i] = (s & 1) ? -mag : mag;
  }
  for (int i = 0; i < n; ++i)
    if (i % 8 >= 4) {
      s = s * 1664525u + 1013904223u;
      float m = (float)(s >> 8) * 0x1p-24f;  // [0, 1)
      float e = (float)((int)((s >> 4) & 31) - 15);
      in[i] = ((s & 2) ? -1.0f : 1.0f) * ldexpf(1.0f + m, (int)e);
    }
  std::vector<unsigned short> a(n), b(n);
  for (int i = 0; i < n; ++i) {
    a[i] = __half_as_ushort(__float2half_rn(in[i] * 0.001f));
    b[i] = __half_as_ushort(__float2half_rn(in[(i * 7 + 3) % n] * 0.001f));
  }
  float *dIn, *dBack;
  unsigned short *dRn, *dRz, *dRd, *dRu, *dA, *dB, *dSum, *dDiff, *dProd;
  int* dFlags;
  size_t hb = n * sizeof(unsigned short);
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dBack, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dRn, hb));
  CUDA_CHECK(cudaMalloc(&dRz, hb));
  CUDA_CHECK(cudaMalloc(&dRd, hb));
  CUDA_CHECK(cudaMalloc(&dRu, hb));
  CUDA_CHECK(cudaMalloc(&dA, hb));
  CUDA_CHECK(cudaMalloc(&dB, hb));
  CUDA_CHECK(cudaMalloc(&dSum, hb));
  CUDA_CHECK(cudaMalloc(&dDiff, hb));
  CUDA_CHECK(cudaMalloc(&dProd, hb));
  CUDA_CHECK(cudaMalloc(&dFlags, n * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(dIn, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dA, a.data(), hb, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, b.data(), hb, cudaMemcpyHostToDevice));
  convert<<<(n + 255) / 256, 256>>>(dIn, dRn, dRz, dRd, dRu, dBack, n);
  CUDA_CHECK(cudaGetLastError());
  arithmetic<<<(n + 255) / 256, 256>>>(dA, dB, dSum, dDiff, dProd, dFlags, n);
  CUDA_CHECK(cudaGetLastError());
  const char* names[] = {"rn.bin", "rz.bin", "rd.bin", "ru.bin", "sum.bin", "diff.bin", "prod.bin"};
  unsigned short* bufs[] = {dRn, dRz, dRd, dRu, dSum, dDiff, dProd};
  std::vector<unsigned short> h(n);
  for (int k = 0; k < 7; ++k) {
    CUDA_CHECK(cudaMemcpy(h.data(), bufs[k], hb, cudaMemcpyDeviceToHost));
    FILE* f = fopen(names[k], "wb");
    fwrite(h.data(), sizeof(unsigned short), n, f);
    fclose(f);
  }
  std::vector<float> back(n);
  std::vector<int> flags(n);
  CUDA_CHECK(cudaMemcpy(back.data(), dBack, n * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(flags.data(), dFlags, n * sizeof(int), cudaMemcpyDeviceToHost));
  FILE* f = fopen("inputs.bin", "wb");
  fwrite(in.data(), sizeof(float), n, f);
  fclose(f);
  f = fopen("back.bin", "wb");
  fwrite(back.data(), sizeof(float), n, f);
  fclose(f);
  f = fopen("flags.bin", "wb");
  fwrite(flags.data(), sizeof(int), n, f);
  fclose(f);
  printf("PASSED\n");
  return 0;
}
