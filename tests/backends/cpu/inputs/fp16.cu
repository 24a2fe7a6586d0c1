// cuda_fp16 / cuda_bf16 on the CPU backend: conversions of every half bit pattern and of floats
// around ties, subnormals and overflow; operators, __h* functions, half2 and h-math; bfloat16
// conversions and arithmetic; tanh in all its forms. Results go to fp16_*.bin for NumPy to check.
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#define NF 4096
#define NOPS 31

__global__ void halfToFloat(float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __half2float(__ushort_as_half((unsigned short)i));
}

__global__ void floatToHalf(const float* in, unsigned short* out, unsigned short* bf) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float f = in[i];
  out[4 * i + 0] = __half_as_ushort(__float2half(f));
  out[4 * i + 1] = __half_as_ushort(__float2half_rz(f));
  out[4 * i + 2] = __half_as_ushort(__float2half_ru(f));
  out[4 * i + 3] = __half_as_ushort(__float2half_rd(f));
  bf[2 * i + 0] = __bfloat16_as_ushort(__float2bfloat16(f));
  bf[2 * i + 1] = __bfloat16_as_ushort(__float2bfloat16_rz(f));
}

__global__ void halfOps(const float* a, const float* b, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half x = __float2half(a[i]), y = __float2half(b[i]);
  __half2 p = __floats2half2_rn(a[i], b[i]);
  __half2 q = __halves2half2(y, x);
  __nv_bfloat16 bx = __float2bfloat16(a[i]), by = __float2bfloat16(b[i]);
  // tanh's arguments: a[i] / 10 - 3 spans [-3, 3.6], tanh's curved part and its flat tails.
  __half t = __hsub(__hmul(x, __float2half(0.1f)), __float2half(3.0f));
  __half2 t2 = __halves2half2(t, __hneg(t));
  __nv_bfloat16 bt = __float2bfloat16(a[i] / 10 - 3);
  __nv_bfloat162 bt2 = __halves2bfloat162(bt, __hneg(bt));
  float v[NOPS] = {
      __half2float(x + y), __half2float(x - y), __half2float(x * y), __half2float(x / y),
      __half2float(__hfma(x, y, __float2half(0.5f))), __half2float(__hneg(x)),
      __half2float(__habs(x)), (float)(__hlt(x, y) + 2 * __heq(x, y) + 4 * (x > y)),
      __half2float(hsqrt(__habs(y))), __half2float(hexp(__hmul(x, __float2half(0.1f)))),
      __low2float(p + q), __high2float(p * q), __low2float(__hfma2(p, q, p)),
      __half2float(__hmax(x, y)), __half2float(__hmin(x, y)),
      __half2float(__hadd_sat(x, y)),
      __bfloat162float(bx + by), __bfloat162float(bx * by),
      __bfloat162float(__hfma(bx, by, __float2bfloat16(1.0f))),
      __half2float(__hadd(__int2half_rn(3), __float2half(0.25f))),
      __half2float(htanh(t)), __half2float(htanh_approx(t)),
      __low2float(h2tanh(t2)), __high2float(h2tanh(t2)),
      __low2float(h2tanh_approx(t2)), __high2float(h2tanh_approx(t2)),
      __bfloat162float(htanh(bt)), __bfloat162float(htanh_approx(bt)),
      __bfloat162float(__low2bfloat16(h2tanh(bt2))),
      __bfloat162float(__high2bfloat16(h2tanh(bt2))),
      __bfloat162float(__high2bfloat16(h2tanh_approx(bt2)))};
  for (int k = 0; k < NOPS; ++k) out[k * NF + i] = v[k];
}

template <class T>
void save(const char* name, const T* d, size_t n) {
  T* h = new T[n];
  cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
  FILE* f = fopen(name, "wb");
  fwrite(h, sizeof(T), n, f);
  fclose(f);
  delete[] h;
}

int main() {
  float* all;
  cudaMalloc(&all, 65536 * sizeof(float));
  halfToFloat<<<256, 256>>>(all);
  save("fp16_h2f.bin", all, 65536);

  static float in[NF], a[NF], b[NF];
  unsigned state = 7u;
  for (int i = 0; i < NF; ++i) {
    state = state * 1664525u + 1013904223u;
    unsigned bits = state;
    // Mostly floats in half's range (exponents 100..150), some anywhere.
    if (i % 4) bits = (bits & 0x807fffffu) | ((100u + (bits >> 24) % 51u) << 23);
    memcpy(&in[i], &bits, 4);
    state = state * 1664525u + 1013904223u;
    a[i] = ((int)(state >> 8) % 20000) / 300.0f;
    state = state * 1664525u + 1013904223u;
    b[i] = ((int)(state >> 8) % 20000) / 700.0f + 0.01f;
  }
  // Exact ties between halves: 1 + (2k+1) * 2^-11 and subnormal ties.
  for (int k = 0; k < 16; ++k) in[k] = 1.0f + (2 * k + 1) * 0x1p-11f;
  for (int k = 0; k < 16; ++k) in[16 + k] = (2 * k + 1) * 0x1p-25f;
  in[32] = 65504.0f; in[33] = 65519.99f; in[34] = 65520.0f; in[35] = -1e30f;
  float *din, *da, *db, *dout;
  unsigned short *dh, *dbf;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dh, 4 * NF * sizeof(unsigned short));
  cudaMalloc(&dbf, 2 * NF * sizeof(unsigned short));
  cudaMalloc(&dout, NOPS * NF * sizeof(float));
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  floatToHalf<<<NF / 128, 128>>>(din, dh, dbf);
  halfOps<<<NF / 128, 128>>>(da, db, dout);
  save("fp16_in.bin", din, NF);
  save("fp16_a.bin", da, NF);
  save("fp16_b.bin", db, NF);
  save("fp16_f2h.bin", dh, 4 * NF);
  save("fp16_f2bf.bin", dbf, 2 * NF);
  save("fp16_ops.bin", dout, NOPS * NF);
  printf("status: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
