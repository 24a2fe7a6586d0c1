// The CUDA math API and intrinsics on the CPU backend: float and double functions over a grid of
// inputs, directed-rounding arithmetic, conversions, bit reinterpretations, integer intrinsics
// and math_constants.h. Results go to math_f.bin, math_d.bin, math_r.bin and math_i.bin.
#include <cstdio>
#include <cuda_runtime.h>
#include <math_constants.h>

#define N 256
#define NF 36
#define ND 14
#define NR 20
#define NI 30

__global__ void floatMath(const float* x, const float* y, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = x[i], b = y[i];
  float* o = out + i;
  float s, c;
  sincosf(a, &s, &c);
  float sp, cp;
  sincospif(a, &sp, &cp);
  float v[NF] = {sinf(a), cosf(a), tanf(a), expf(a), exp2f(a), exp10f(a), logf(b), log2f(b),
                 log10f(b), powf(b, a), sqrtf(b), rsqrtf(b), cbrtf(a), fmaf(a, b, 1.0f),
                 fminf(a, b), fmaxf(a, b), fabsf(a), floorf(a), ceilf(a), roundf(a), truncf(a),
                 rintf(a), erff(a), erfcf(a), erfinvf(a / 4.0f), lgammaf(b), tgammaf(b), s + 2 * c,
                 sp + 2 * cp, sinpif(a), hypotf(a, b), norm3df(a, b, 2.0f), rhypotf(a, b),
                 fdividef(a, b), __saturatef(a), atan2f(a, b)};
  for (int k = 0; k < NF; ++k) o[k * N] = v[k];
}

__global__ void fastMath(const float* x, const float* y, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = x[i], b = y[i];
  out[i] = __expf(a) + __logf(b) + __sinf(a) + __cosf(a) + __powf(b, 0.5f) + __fdividef(a, b);
}

__global__ void doubleMath(const double* x, double* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double a = x[i];
  double v[ND] = {sin(a), exp(a), log(fabs(a) + 1), pow(fabs(a), 1.5), sqrt(fabs(a)),
                  rsqrt(fabs(a) + 1), cbrt(a), erf(a), erfinv(a / 4), lgamma(fabs(a) + 0.5),
                  sinpi(a), cospi(a), normcdf(a), hypot(a, 2.0)};
  for (int k = 0; k < ND; ++k) out[k * N + i] = v[k];
}

__global__ void rounding(const float* x, const float* y, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = x[i] * 1.37f, b = y[i] * 0.11f;
  float v[NR] = {__fadd_rn(a, b), __fadd_rz(a, b), __fadd_ru(a, b), __fadd_rd(a, b),
                 __fmul_rn(a, b), __fmul_rz(a, b), __fmul_ru(a, b), __fmul_rd(a, b),
                 __fdiv_rn(a, b), __fdiv_rz(a, b), __fdiv_ru(a, b), __fdiv_rd(a, b),
                 __fmaf_rn(a, b, 0.3f), __fmaf_rz(a, b, 0.3f), __fmaf_ru(a, b, 0.3f),
                 __fmaf_rd(a, b, 0.3f), __fsqrt_rz(b), __fsqrt_ru(b), __frcp_rd(b),
                 __fsub_ru(a, b)};
  for (int k = 0; k < NR; ++k) out[k * N + i] = v[k];
}

__global__ void integers(const unsigned* u, const unsigned* w, long long* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = u[i], b = w[i];
  int sa = (int)a, sb = (int)b;
  unsigned long long wide = ((unsigned long long)a << 32) | b;
  long long v[NI] = {__popc(a), __popcll(wide), __clz(sa), __clzll((long long)wide >> (a % 64)),
                     __ffs(sa), __ffsll((long long)wide), __brev(a), (long long)(__brevll(wide) >> 1),
                     __mul24(sa, sb), __umul24(a, b), __mulhi(sa, sb), __umulhi(a, b),
                     __mul64hi((long long)wide, 12345678901LL), (long long)(__umul64hi(wide, wide) >> 1),
                     __sad(sa, sb, 7u), __usad(a, b, 9u), __byte_perm(a, b, 0x5140),
                     __byte_perm(a, b, 0x3276), __funnelshift_l(a, b, a % 40),
                     __funnelshift_r(a, b, b % 40), __funnelshift_lc(a, b, a % 40),
                     __funnelshift_rc(a, b, b % 40), __hadd(sa, sb), __rhadd(sa, sb),
                     __uhadd(a, b), __urhadd(a, b), __dp4a(sa, sb, 11), (long long)__dp4a(a, b, 5u),
                     __float2int_rn(__int_as_float((int)(a & 0x4fffffffu))) ,
                     __float_as_int(__uint_as_float(a)) == sa};
  for (int k = 0; k < NI; ++k) out[k * N + i] = v[k];
}

template <class T>
T* upload(const T* h, size_t n) {
  T* d;
  cudaMalloc(&d, n * sizeof(T));
  cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
  return d;
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
  static float x[N], y[N];
  static double xd[N];
  static unsigned u[N], w[N];
  unsigned state = 12345u;
  for (int i = 0; i < N; ++i) {
    x[i] = -3.0f + 6.0f * i / N;
    y[i] = 0.05f + 4.0f * i / N;
    xd[i] = -3.0 + 6.0 * i / N + 1e-3;
    state = state * 1664525u + 1013904223u;
    u[i] = state;
    state = state * 1664525u + 1013904223u;
    w[i] = state;
  }
  float *dx = upload(x, N), *dy = upload(y, N);
  double* dxd = upload(xd, N);
  unsigned *du = upload(u, N), *dw = upload(w, N);
  float *of, *ofast, *orr;
  double* od;
  long long* oi;
  cudaMalloc(&of, NF * N * sizeof(float));
  cudaMalloc(&ofast, N * sizeof(float));
  cudaMalloc(&orr, NR * N * sizeof(float));
  cudaMalloc(&od, ND * N * sizeof(double));
  cudaMalloc(&oi, NI * N * sizeof(long long));
  floatMath<<<N / 64, 64>>>(dx, dy, of);
  fastMath<<<N / 64, 64>>>(dx, dy, ofast);
  doubleMath<<<N / 64, 64>>>(dxd, od);
  rounding<<<N / 64, 64>>>(dx, dy, orr);
  integers<<<N / 64, 64>>>(du, dw, oi);
  cudaDeviceSynchronize();
  save("math_f.bin", of, NF * N);
  save("math_fast.bin", ofast, N);
  save("math_d.bin", od, ND * N);
  save("math_r.bin", orr, NR * N);
  save("math_i.bin", oi, NI * N);
  save("math_u.bin", du, N);
  save("math_w.bin", dw, N);
  printf("pi_f: %.7f\npi: %.15f\ninf_f: %f\nsqrt2pi: %.15f\n", CUDART_PI_F, CUDART_PI,
         CUDART_INF_F, CUDART_SQRT_2PI);
  printf("min: %d %u %.1f\nmax: %d %lld\n", min(3, -4), min(5u, 9u), min(2.5f, 1.5f), max(3, -4),
         max(1LL << 40, 5LL));
  return 0;
}
