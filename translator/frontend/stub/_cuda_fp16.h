// Stub for the translator's parser only: cuda_fp16.h and cuda_bf16.h (the 16-bit float types,
// their conversions, arithmetic, comparisons and math), declared so that kernels type-check.
#pragma once
#include "cuda_runtime.h"

struct __half_raw { unsigned short x; };
struct __half2_raw { unsigned short x, y; };
struct __nv_bfloat16_raw { unsigned short x; };
struct __nv_bfloat162_raw { unsigned short x, y; };

// Both types convert from and to the arithmetic types and have the usual operators.
#define CUPORT_STUB_FLOAT16(T, RAW)                                                         \
  struct T {                                                                                \
    unsigned short __x;                                                                     \
    T() = default;                                                                          \
    __host__ __device__ T(const RAW& r);                                                    \
    __host__ __device__ T(float f);                                                         \
    __host__ __device__ T(double f);                                                        \
    __host__ __device__ T(int i);                                                           \
    __host__ __device__ T(unsigned int i);                                                  \
    __host__ __device__ T(short i);                                                         \
    __host__ __device__ T(unsigned short i);                                                \
    __host__ __device__ T(long long i);                                                     \
    __host__ __device__ T(unsigned long long i);                                            \
    __host__ __device__ operator float() const;                                             \
    __host__ __device__ operator RAW() const;                                               \
    __host__ __device__ T& operator=(float f);                                              \
    __host__ __device__ T& operator+=(const T& o);                                          \
    __host__ __device__ T& operator-=(const T& o);                                          \
    __host__ __device__ T& operator*=(const T& o);                                          \
    __host__ __device__ T& operator/=(const T& o);                                          \
  };                                                                                        \
  __host__ __device__ T operator+(const T& a, const T& b);                                  \
  __host__ __device__ T operator-(const T& a, const T& b);                                  \
  __host__ __device__ T operator*(const T& a, const T& b);                                  \
  __host__ __device__ T operator/(const T& a, const T& b);                                  \
  __host__ __device__ T operator-(const T& a);                                              \
  __host__ __device__ bool operator==(const T& a, const T& b);                              \
  __host__ __device__ bool operator!=(const T& a, const T& b);                              \
  __host__ __device__ bool operator<(const T& a, const T& b);                               \
  __host__ __device__ bool operator<=(const T& a, const T& b);                              \
  __host__ __device__ bool operator>(const T& a, const T& b);                               \
  __host__ __device__ bool operator>=(const T& a, const T& b);
#define CUPORT_STUB_FLOAT16X2(T2, T, RAW2)                                                  \
  struct T2 {                                                                               \
    T x, y;                                                                                 \
    T2() = default;                                                                         \
    __host__ __device__ T2(const T& a, const T& b);                                         \
    __host__ __device__ T2(const RAW2& r);                                                  \
    __host__ __device__ operator RAW2() const;                                              \
    __host__ __device__ T2& operator+=(const T2& o);                                        \
    __host__ __device__ T2& operator-=(const T2& o);                                        \
    __host__ __device__ T2& operator*=(const T2& o);                                        \
    __host__ __device__ T2& operator/=(const T2& o);                                        \
  };                                                                                        \
  __host__ __device__ T2 operator+(const T2& a, const T2& b);                               \
  __host__ __device__ T2 operator-(const T2& a, const T2& b);                               \
  __host__ __device__ T2 operator*(const T2& a, const T2& b);                               \
  __host__ __device__ T2 operator/(const T2& a, const T2& b);                               \
  __host__ __device__ bool operator==(const T2& a, const T2& b);                            \
  __host__ __device__ bool operator!=(const T2& a, const T2& b);
CUPORT_STUB_FLOAT16(__half, __half_raw)
CUPORT_STUB_FLOAT16X2(__half2, __half, __half2_raw)
CUPORT_STUB_FLOAT16(__nv_bfloat16, __nv_bfloat16_raw)
CUPORT_STUB_FLOAT16X2(__nv_bfloat162, __nv_bfloat16, __nv_bfloat162_raw)
#undef CUPORT_STUB_FLOAT16
#undef CUPORT_STUB_FLOAT16X2
typedef __half half;
typedef __half2 half2;
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

// Arithmetic, comparison and math functions are overloaded for all four types.
#define CUPORT_STUB_OPS(T, B)                                                                 \
  __device__ T __hadd(T, T); __device__ T __hsub(T, T); __device__ T __hmul(T, T);            \
  __device__ T __hdiv(T, T); __device__ T __hfma(T, T, T); __device__ T __hneg(T);            \
  __device__ T __habs(T); __device__ T __hadd_sat(T, T); __device__ T __hsub_sat(T, T);       \
  __device__ T __hmul_sat(T, T); __device__ T __hfma_sat(T, T, T); __device__ T __hmax(T, T); \
  __device__ T __hmin(T, T); __device__ bool __heq(T, T); __device__ bool __hne(T, T);        \
  __device__ bool __hlt(T, T); __device__ bool __hle(T, T); __device__ bool __hgt(T, T);      \
  __device__ bool __hge(T, T); __device__ bool __hequ(T, T); __device__ bool __hneu(T, T);    \
  __device__ bool __hltu(T, T); __device__ bool __hleu(T, T); __device__ bool __hgtu(T, T);   \
  __device__ bool __hgeu(T, T); __device__ bool __hisnan(T); __device__ int __hisinf(T);      \
  __device__ T hsqrt(T); __device__ T hrsqrt(T); __device__ T hrcp(T); __device__ T hexp(T);  \
  __device__ T hexp2(T); __device__ T hexp10(T); __device__ T hlog(T); __device__ T hlog2(T); \
  __device__ T hlog10(T); __device__ T hsin(T); __device__ T hcos(T); __device__ T hceil(T);  \
  __device__ T hfloor(T); __device__ T htrunc(T); __device__ T hrint(T);                      \
  __device__ T htanh(T); __device__ T htanh_approx(T);                                        \
  __device__ B __hadd2(B, B); __device__ B __hsub2(B, B); __device__ B __hmul2(B, B);         \
  __device__ B __h2div(B, B); __device__ B __hfma2(B, B, B); __device__ B __hneg2(B);         \
  __device__ B __habs2(B); __device__ B __hadd2_sat(B, B); __device__ B __hsub2_sat(B, B);    \
  __device__ B __hmul2_sat(B, B); __device__ B __hfma2_sat(B, B, B); __device__ B __hmax2(B, B); \
  __device__ B __hmin2(B, B); __device__ B __heq2(B, B); __device__ B __hne2(B, B);           \
  __device__ B __hlt2(B, B); __device__ B __hle2(B, B); __device__ B __hgt2(B, B);            \
  __device__ B __hge2(B, B); __device__ bool __hbeq2(B, B); __device__ B __hisnan2(B);        \
  __device__ B h2sqrt(B); __device__ B h2rsqrt(B); __device__ B h2rcp(B); __device__ B h2exp(B); \
  __device__ B h2exp2(B); __device__ B h2exp10(B); __device__ B h2log(B); __device__ B h2log2(B); \
  __device__ B h2log10(B); __device__ B h2sin(B); __device__ B h2cos(B); __device__ B h2ceil(B); \
  __device__ B h2floor(B); __device__ B h2trunc(B); __device__ B h2rint(B);                   \
  __device__ B h2tanh(B); __device__ B h2tanh_approx(B);                                      \
  __device__ B __lowhigh2highlow(B);
CUPORT_STUB_OPS(__half, __half2)
CUPORT_STUB_OPS(__nv_bfloat16, __nv_bfloat162)
#undef CUPORT_STUB_OPS

// cuda_fp16.h conversions and data movement
__host__ __device__ __half __float2half(float);
__host__ __device__ __half __float2half_rn(float);
__host__ __device__ __half __float2half_rd(float);
__host__ __device__ __half __float2half_ru(float);
__host__ __device__ __half __float2half_rz(float);
__host__ __device__ __half __double2half(double);
__host__ __device__ float __half2float(__half);
__host__ __device__ __half2 __float2half2_rn(float);
__host__ __device__ __half2 __floats2half2_rn(float, float);
__host__ __device__ __half2 __float22half2_rn(float2);
__host__ __device__ float2 __half22float2(__half2);
__device__ __half2 __half2half2(__half);
__device__ __half2 __halves2half2(__half, __half);
__device__ __half __low2half(__half2);
__device__ __half __high2half(__half2);
__device__ float __low2float(__half2);
__device__ float __high2float(__half2);
__device__ __half2 __low2half2(__half2);
__device__ __half2 __high2half2(__half2);
__device__ __half2 __lows2half2(__half2, __half2);
__device__ __half2 __highs2half2(__half2, __half2);
__device__ int __half2int_rn(__half);
__device__ int __half2int_rd(__half);
__device__ int __half2int_ru(__half);
__device__ int __half2int_rz(__half);
__device__ short __half2short_rn(__half);
__device__ unsigned int __half2uint_rn(__half);
__device__ unsigned short __half2ushort_rn(__half);
__device__ __half __int2half_rn(int);
__device__ __half __short2half_rn(short);
__device__ __half __uint2half_rn(unsigned int);
__device__ __half __ushort2half_rn(unsigned short);
__host__ __device__ short __half_as_short(__half);
__host__ __device__ unsigned short __half_as_ushort(__half);
__host__ __device__ __half __short_as_half(short);
__host__ __device__ __half __ushort_as_half(unsigned short);

// cuda_bf16.h conversions and data movement
__host__ __device__ __nv_bfloat16 __float2bfloat16(float);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rn(float);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rd(float);
__host__ __device__ __nv_bfloat16 __float2bfloat16_ru(float);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rz(float);
__host__ __device__ __nv_bfloat16 __double2bfloat16(double);
__host__ __device__ float __bfloat162float(__nv_bfloat16);
__host__ __device__ __nv_bfloat162 __float2bfloat162_rn(float);
__host__ __device__ __nv_bfloat162 __floats2bfloat162_rn(float, float);
__host__ __device__ __nv_bfloat162 __float22bfloat162_rn(float2);
__host__ __device__ float2 __bfloat1622float2(__nv_bfloat162);
__device__ __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16);
__device__ __nv_bfloat162 __halves2bfloat162(__nv_bfloat16, __nv_bfloat16);
__device__ __nv_bfloat16 __low2bfloat16(__nv_bfloat162);
__device__ __nv_bfloat16 __high2bfloat16(__nv_bfloat162);
__device__ __nv_bfloat162 __low2bfloat162(__nv_bfloat162);
__device__ __nv_bfloat162 __high2bfloat162(__nv_bfloat162);
__device__ int __bfloat162int_rn(__nv_bfloat16);
__device__ __nv_bfloat16 __int2bfloat16_rn(int);
__host__ __device__ short __bfloat16_as_short(__nv_bfloat16);
__host__ __device__ unsigned short __bfloat16_as_ushort(__nv_bfloat16);
__host__ __device__ __nv_bfloat16 __short_as_bfloat16(short);
__host__ __device__ __nv_bfloat16 __ushort_as_bfloat16(unsigned short);
__device__ long long __half2ll_rn(__half);
__device__ long long __half2ll_rz(__half);
__device__ unsigned int __half2uint_rz(__half);
__device__ __half __ll2half_rn(long long);
__host__ __device__ __half2 make_half2(__half x, __half y);
__device__ __half __hadd_rn(__half, __half);
__device__ __half __hsub_rn(__half, __half);
__device__ __half __hmul_rn(__half, __half);
__device__ __half __hmax_nan(__half, __half);
__device__ __half __hmin_nan(__half, __half);
__device__ int __bfloat162int_rz(__nv_bfloat16);
__host__ __device__ __nv_bfloat162 make_bfloat162(__nv_bfloat16 x, __nv_bfloat16 y);
