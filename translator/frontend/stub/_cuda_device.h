// Stub for the translator's parser only: the device side of CUDA (synchronization, math,
// intrinsics, atomics, warp functions, fp16/bf16, cooperative groups, textures), declared loosely
// enough (templates where CUDA has many overloads) that any valid kernel type-checks.
#pragma once
#include <math.h>
#include <time.h>

#define CUPORT_STUB_HD __host__ __device__

// ---- synchronization -------------------------------------------------------------------------
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ void __threadfence_system(void);
__device__ void __syncwarp(unsigned int mask = 0xffffffffu);
extern "C" __device__ int printf(const char*, ...);

// ---- the C library in kernels: heap, memory, assert (CUDA declares these __device__) ----------
extern "C" {
__device__ void* malloc(size_t size);
__device__ void free(void* ptr);
__device__ void* memcpy(void* dst, const void* src, size_t size);
__device__ void* memset(void* dst, int value, size_t size);
// glibc's assert() expands to a call of this; CUDA's headers declare a device twin.
__device__ void __assert_fail(const char* assertion, const char* file, unsigned int line,
                              const char* function);
}
__device__ void* operator new(size_t size, void* place) noexcept;
__device__ void* operator new[](size_t size, void* place) noexcept;
__device__ void operator delete(void* ptr, void* place) noexcept;
__device__ void operator delete[](void* ptr, void* place) noexcept;

// ---- math: __device__ overloads beside the C library's host functions -------------------------
// (clang overloads on __host__/__device__, so these do not clash with <math.h>.)
#define CUPORT_STUB_F1(n) __device__ float n##f(float); __device__ double n(double); __device__ float n(float);
#define CUPORT_STUB_F2(n) \
  __device__ float n##f(float, float); __device__ double n(double, double); __device__ float n(float, float);
#define CUPORT_STUB_MATH_LIST(F1, F2)                                                          \
  F1(acos) F1(acosh) F1(asin) F1(asinh) F1(atan) F1(atanh) F1(cbrt) F1(ceil) F1(cos) F1(cosh)  \
  F1(cospi) F1(cyl_bessel_i0) F1(cyl_bessel_i1) F1(erf) F1(erfc) F1(erfcinv) F1(erfcx)         \
  F1(erfinv) F1(exp) F1(exp10) F1(exp2) F1(expm1) F1(fabs) F1(floor) F1(j0) F1(j1) F1(lgamma)  \
  F1(log) F1(log10) F1(log1p) F1(log2) F1(logb) F1(nearbyint) F1(normcdf) F1(normcdfinv)      \
  F1(rcbrt) F1(rint) F1(round) F1(rsqrt) F1(sin) F1(sinh) F1(sinpi) F1(sqrt) F1(tan) F1(tanh) \
  F1(tgamma) F1(trunc) F1(y0) F1(y1) F2(atan2) F2(copysign) F2(fdim) F2(fmax) F2(fmin)        \
  F2(fmod) F2(hypot) F2(nextafter) F2(pow) F2(remainder) F2(rhypot)
CUPORT_STUB_MATH_LIST(CUPORT_STUB_F1, CUPORT_STUB_F2)
#define CUPORT_STUB_MATH_T(T, S)                                                 \
  __device__ T fma##S(T, T, T);                                                  \
  __device__ T frexp##S(T, int*);                                                \
  __device__ T ldexp##S(T, int);                                                 \
  __device__ T scalbn##S(T, int);                                                \
  __device__ T scalbln##S(T, long);                                              \
  __device__ T modf##S(T, T*);                                                   \
  __device__ T remquo##S(T, T, int*);                                            \
  __device__ void sincos##S(T, T*, T*);                                          \
  __host__ __device__ void sincospi##S(T, T*, T*);                               \
  __device__ int ilogb##S(T);                                                    \
  __device__ long lrint##S(T);                                                   \
  __device__ long lround##S(T);                                                  \
  __device__ long long llrint##S(T);                                             \
  __device__ long long llround##S(T);                                            \
  __device__ T nan##S(const char*);                                              \
  __device__ T jn##S(int, T);                                                    \
  __device__ T yn##S(int, T);                                                    \
  __host__ __device__ T norm3d##S(T, T, T);                                      \
  __host__ __device__ T rnorm3d##S(T, T, T);                                     \
  __host__ __device__ T norm4d##S(T, T, T, T);                                   \
  __host__ __device__ T rnorm4d##S(T, T, T, T);                                  \
  __host__ __device__ T norm##S(int, const T*);                                  \
  __host__ __device__ T rnorm##S(int, const T*);
CUPORT_STUB_MATH_T(float, f)
CUPORT_STUB_MATH_T(double, )
__device__ float fma(float, float, float);
__device__ float fdividef(float x, float y);
__device__ bool isfinite(float);
__device__ bool isfinite(double);
__device__ bool isinf(float);
__device__ bool isinf(double);
__device__ bool isnan(float);
__device__ bool isnan(double);
__device__ bool signbit(float);
__device__ bool signbit(double);
__device__ int abs(int);
__device__ long abs(long);
__device__ long long abs(long long);
__device__ float abs(float);
__device__ double abs(double);
__device__ long labs(long);
__device__ long long llabs(long long);
// std::sin(float) and friends are constexpr in libstdc++, which clang treats as __host__ __device__.
#undef CUPORT_STUB_F1
#undef CUPORT_STUB_F2
#undef CUPORT_STUB_MATH_LIST
#undef CUPORT_STUB_MATH_T
// min/max: non-template overloads, as CUDA declares them (they win over std::min/std::max).
#define CUPORT_STUB_MINMAX(T)                                              \
  CUPORT_STUB_HD T min(T a, T b);                                          \
  CUPORT_STUB_HD T max(T a, T b);
CUPORT_STUB_MINMAX(int)
CUPORT_STUB_MINMAX(unsigned int)
CUPORT_STUB_MINMAX(long)
CUPORT_STUB_MINMAX(unsigned long)
CUPORT_STUB_MINMAX(long long)
CUPORT_STUB_MINMAX(unsigned long long)
CUPORT_STUB_MINMAX(float)
CUPORT_STUB_MINMAX(double)
#undef CUPORT_STUB_MINMAX
CUPORT_STUB_HD unsigned int min(int a, unsigned int b);
CUPORT_STUB_HD unsigned int min(unsigned int a, int b);
CUPORT_STUB_HD unsigned int max(int a, unsigned int b);
CUPORT_STUB_HD unsigned int max(unsigned int a, int b);
CUPORT_STUB_HD float min(float a, double b);
CUPORT_STUB_HD float max(float a, double b);
CUPORT_STUB_HD unsigned int umin(unsigned int a, unsigned int b);
CUPORT_STUB_HD unsigned int umax(unsigned int a, unsigned int b);
CUPORT_STUB_HD long long llmin(long long a, long long b);
CUPORT_STUB_HD long long llmax(long long a, long long b);
CUPORT_STUB_HD unsigned long long ullmin(unsigned long long a, unsigned long long b);
CUPORT_STUB_HD unsigned long long ullmax(unsigned long long a, unsigned long long b);

// ---- intrinsics ------------------------------------------------------------------------------
#define CUPORT_STUB_ROUNDED(R, name, ...) \
  __device__ R name##_rd(__VA_ARGS__);    \
  __device__ R name##_rn(__VA_ARGS__);    \
  __device__ R name##_ru(__VA_ARGS__);    \
  __device__ R name##_rz(__VA_ARGS__);
CUPORT_STUB_ROUNDED(float, __fadd, float, float)
CUPORT_STUB_ROUNDED(float, __fsub, float, float)
CUPORT_STUB_ROUNDED(float, __fmul, float, float)
CUPORT_STUB_ROUNDED(float, __fdiv, float, float)
CUPORT_STUB_ROUNDED(float, __fmaf, float, float, float)
CUPORT_STUB_ROUNDED(float, __fmaf_ieee, float, float, float)
CUPORT_STUB_ROUNDED(float, __frcp, float)
CUPORT_STUB_ROUNDED(float, __fsqrt, float)
CUPORT_STUB_ROUNDED(double, __dadd, double, double)
CUPORT_STUB_ROUNDED(double, __dsub, double, double)
CUPORT_STUB_ROUNDED(double, __dmul, double, double)
CUPORT_STUB_ROUNDED(double, __ddiv, double, double)
CUPORT_STUB_ROUNDED(double, __fma, double, double, double)
CUPORT_STUB_ROUNDED(double, __drcp, double)
CUPORT_STUB_ROUNDED(double, __dsqrt, double)
CUPORT_STUB_ROUNDED(float, __double2float, double)
CUPORT_STUB_ROUNDED(int, __double2int, double)
CUPORT_STUB_ROUNDED(long long, __double2ll, double)
CUPORT_STUB_ROUNDED(unsigned int, __double2uint, double)
CUPORT_STUB_ROUNDED(unsigned long long, __double2ull, double)
CUPORT_STUB_ROUNDED(int, __float2int, float)
CUPORT_STUB_ROUNDED(long long, __float2ll, float)
CUPORT_STUB_ROUNDED(unsigned int, __float2uint, float)
CUPORT_STUB_ROUNDED(unsigned long long, __float2ull, float)
CUPORT_STUB_ROUNDED(float, __int2float, int)
CUPORT_STUB_ROUNDED(double, __ll2double, long long)
CUPORT_STUB_ROUNDED(float, __ll2float, long long)
CUPORT_STUB_ROUNDED(float, __uint2float, unsigned int)
CUPORT_STUB_ROUNDED(double, __ull2double, unsigned long long)
CUPORT_STUB_ROUNDED(float, __ull2float, unsigned long long)
#undef CUPORT_STUB_ROUNDED
__device__ float __frsqrt_rn(float x);
__device__ double __int2double_rn(int x);
__device__ double __uint2double_rn(unsigned int x);
__device__ float __cosf(float x);
__device__ float __sinf(float x);
__device__ float __tanf(float x);
__device__ void __sincosf(float x, float* s, float* c);
__device__ float __expf(float x);
__device__ float __exp10f(float x);
__device__ float __logf(float x);
__device__ float __log2f(float x);
__device__ float __log10f(float x);
__device__ float __powf(float x, float y);
__device__ float __fdividef(float x, float y);
__device__ float __saturatef(float x);
__device__ unsigned int __brev(unsigned int x);
__device__ unsigned long long __brevll(unsigned long long x);
__device__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
__device__ int __clz(int x);
__device__ int __clzll(long long x);
__device__ int __ffs(int x);
__device__ int __ffsll(long long x);
__device__ unsigned int __fns(unsigned int mask, unsigned int base, int offset);
__device__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ int __hadd(int x, int y);
__device__ int __rhadd(int x, int y);
__device__ unsigned int __uhadd(unsigned int x, unsigned int y);
__device__ unsigned int __urhadd(unsigned int x, unsigned int y);
__device__ int __mul24(int x, int y);
__device__ unsigned int __umul24(unsigned int x, unsigned int y);
__device__ int __mulhi(int x, int y);
__device__ unsigned int __umulhi(unsigned int x, unsigned int y);
__device__ long long __mul64hi(long long x, long long y);
__device__ unsigned long long __umul64hi(unsigned long long x, unsigned long long y);
__device__ int __popc(unsigned int x);
__device__ int __popcll(unsigned long long x);
__device__ unsigned int __sad(int x, int y, unsigned int z);
__device__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__device__ int __dp4a(int srcA, int srcB, int c);
__device__ unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_lo(int srcA, int srcB, int c);
__device__ int __dp2a_hi(int srcA, int srcB, int c);
__device__ int __float_as_int(float x);
__device__ unsigned int __float_as_uint(float x);
__device__ float __int_as_float(int x);
__device__ float __uint_as_float(unsigned int x);
__device__ long long __double_as_longlong(double x);
__device__ double __longlong_as_double(long long x);
__device__ int __double2hiint(double x);
__device__ int __double2loint(double x);
__device__ double __hiloint2double(int hi, int lo);
template <class T> __device__ T __ldg(const T* ptr);
template <class T> __device__ T __ldca(const T* ptr);
template <class T> __device__ T __ldcg(const T* ptr);
template <class T> __device__ T __ldcs(const T* ptr);
template <class T> __device__ T __ldcv(const T* ptr);
template <class T> __device__ T __ldlu(const T* ptr);
template <class T> __device__ void __stcg(T* ptr, T value);
template <class T> __device__ void __stcs(T* ptr, T value);
template <class T> __device__ void __stwb(T* ptr, T value);
template <class T> __device__ void __stwt(T* ptr, T value);
__device__ void __trap(void);
__device__ void __brkpt(void);
__device__ void __nanosleep(unsigned int ns);
__device__ void __prof_trigger(int counter);
__device__ long long clock64(void);
__device__ clock_t clock(void);
__device__ unsigned int __isGlobal(const void* ptr);
__device__ unsigned int __isShared(const void* ptr);
__device__ size_t __cvta_generic_to_shared(const void* ptr);
__device__ void __pipeline_memcpy_async(void* dst, const void* src, size_t size_and_align,
                                        size_t zfill = 0);
__device__ void __pipeline_commit(void);
__device__ void __pipeline_wait_prior(size_t prior);

// ---- SIMD video intrinsics: two 16-bit or four 8-bit lanes in an unsigned int ----------------
#define CUPORT_STUB_SIMD1(n) __device__ unsigned int n(unsigned int a);
#define CUPORT_STUB_SIMD2(n) __device__ unsigned int n(unsigned int a, unsigned int b);
CUPORT_STUB_SIMD1(__vabs2) CUPORT_STUB_SIMD1(__vabs4) CUPORT_STUB_SIMD1(__vabsss2)
CUPORT_STUB_SIMD1(__vabsss4) CUPORT_STUB_SIMD1(__vneg2) CUPORT_STUB_SIMD1(__vneg4)
CUPORT_STUB_SIMD1(__vnegss2) CUPORT_STUB_SIMD1(__vnegss4)
CUPORT_STUB_SIMD2(__vabsdiffs2) CUPORT_STUB_SIMD2(__vabsdiffs4) CUPORT_STUB_SIMD2(__vabsdiffu2)
CUPORT_STUB_SIMD2(__vabsdiffu4) CUPORT_STUB_SIMD2(__vadd2) CUPORT_STUB_SIMD2(__vadd4)
CUPORT_STUB_SIMD2(__vaddss2) CUPORT_STUB_SIMD2(__vaddss4) CUPORT_STUB_SIMD2(__vaddus2)
CUPORT_STUB_SIMD2(__vaddus4) CUPORT_STUB_SIMD2(__vavgs2) CUPORT_STUB_SIMD2(__vavgs4)
CUPORT_STUB_SIMD2(__vavgu2) CUPORT_STUB_SIMD2(__vavgu4) CUPORT_STUB_SIMD2(__vcmpeq2)
CUPORT_STUB_SIMD2(__vcmpeq4) CUPORT_STUB_SIMD2(__vcmpges2) CUPORT_STUB_SIMD2(__vcmpges4)
CUPORT_STUB_SIMD2(__vcmpgeu2) CUPORT_STUB_SIMD2(__vcmpgeu4) CUPORT_STUB_SIMD2(__vcmpgts2)
CUPORT_STUB_SIMD2(__vcmpgts4) CUPORT_STUB_SIMD2(__vcmpgtu2) CUPORT_STUB_SIMD2(__vcmpgtu4)
CUPORT_STUB_SIMD2(__vcmples2) CUPORT_STUB_SIMD2(__vcmples4) CUPORT_STUB_SIMD2(__vcmpleu2)
CUPORT_STUB_SIMD2(__vcmpleu4) CUPORT_STUB_SIMD2(__vcmplts2) CUPORT_STUB_SIMD2(__vcmplts4)
CUPORT_STUB_SIMD2(__vcmpltu2) CUPORT_STUB_SIMD2(__vcmpltu4) CUPORT_STUB_SIMD2(__vcmpne2)
CUPORT_STUB_SIMD2(__vcmpne4) CUPORT_STUB_SIMD2(__vhaddu2) CUPORT_STUB_SIMD2(__vhaddu4)
CUPORT_STUB_SIMD2(__vmaxs2) CUPORT_STUB_SIMD2(__vmaxs4) CUPORT_STUB_SIMD2(__vmaxu2)
CUPORT_STUB_SIMD2(__vmaxu4) CUPORT_STUB_SIMD2(__vmins2) CUPORT_STUB_SIMD2(__vmins4)
CUPORT_STUB_SIMD2(__vminu2) CUPORT_STUB_SIMD2(__vminu4) CUPORT_STUB_SIMD2(__vsads2)
CUPORT_STUB_SIMD2(__vsads4) CUPORT_STUB_SIMD2(__vsadu2) CUPORT_STUB_SIMD2(__vsadu4)
CUPORT_STUB_SIMD2(__vseteq2) CUPORT_STUB_SIMD2(__vseteq4) CUPORT_STUB_SIMD2(__vsetges2)
CUPORT_STUB_SIMD2(__vsetges4) CUPORT_STUB_SIMD2(__vsetgeu2) CUPORT_STUB_SIMD2(__vsetgeu4)
CUPORT_STUB_SIMD2(__vsetgts2) CUPORT_STUB_SIMD2(__vsetgts4) CUPORT_STUB_SIMD2(__vsetgtu2)
CUPORT_STUB_SIMD2(__vsetgtu4) CUPORT_STUB_SIMD2(__vsetles2) CUPORT_STUB_SIMD2(__vsetles4)
CUPORT_STUB_SIMD2(__vsetleu2) CUPORT_STUB_SIMD2(__vsetleu4) CUPORT_STUB_SIMD2(__vsetlts2)
CUPORT_STUB_SIMD2(__vsetlts4) CUPORT_STUB_SIMD2(__vsetltu2) CUPORT_STUB_SIMD2(__vsetltu4)
CUPORT_STUB_SIMD2(__vsetne2) CUPORT_STUB_SIMD2(__vsetne4) CUPORT_STUB_SIMD2(__vsub2)
CUPORT_STUB_SIMD2(__vsub4) CUPORT_STUB_SIMD2(__vsubss2) CUPORT_STUB_SIMD2(__vsubss4)
CUPORT_STUB_SIMD2(__vsubus2) CUPORT_STUB_SIMD2(__vsubus4)
#undef CUPORT_STUB_SIMD1
#undef CUPORT_STUB_SIMD2

// ---- atomics: every type and scope --------------------------------------------------------------
#define CUPORT_STUB_ATOMIC(name)                                        \
  template <class T, class U> __device__ T name(T* address, U value);   \
  template <class T, class U> __device__ T name##_block(T* address, U value); \
  template <class T, class U> __device__ T name##_system(T* address, U value);
CUPORT_STUB_ATOMIC(atomicAdd)
CUPORT_STUB_ATOMIC(atomicSub)
CUPORT_STUB_ATOMIC(atomicExch)
CUPORT_STUB_ATOMIC(atomicMin)
CUPORT_STUB_ATOMIC(atomicMax)
CUPORT_STUB_ATOMIC(atomicInc)
CUPORT_STUB_ATOMIC(atomicDec)
CUPORT_STUB_ATOMIC(atomicAnd)
CUPORT_STUB_ATOMIC(atomicOr)
CUPORT_STUB_ATOMIC(atomicXor)
#undef CUPORT_STUB_ATOMIC
template <class T, class U, class V> __device__ T atomicCAS(T* address, U compare, V value);
template <class T, class U, class V> __device__ T atomicCAS_block(T* address, U compare, V value);
template <class T, class U, class V> __device__ T atomicCAS_system(T* address, U compare, V value);
// CUDA 12.8's built-in atomics with a memory order and a scope (nvcc's builtins; only the
// enumerations are in its headers).
enum { __NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELEASE,
       __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_SEQ_CST };
enum { __NV_THREAD_SCOPE_THREAD, __NV_THREAD_SCOPE_BLOCK, __NV_THREAD_SCOPE_CLUSTER,
       __NV_THREAD_SCOPE_DEVICE, __NV_THREAD_SCOPE_SYSTEM };
#define CUPORT_STUB_NV_ATOMIC(name)                                                          \
  template <class T, class U> __device__ T __nv_atomic_fetch_##name(T* p, U v, int o, int s = 4); \
  template <class T, class U> __device__ void __nv_atomic_##name(T* p, U v, int o, int s = 4);
CUPORT_STUB_NV_ATOMIC(add)
CUPORT_STUB_NV_ATOMIC(sub)
CUPORT_STUB_NV_ATOMIC(min)
CUPORT_STUB_NV_ATOMIC(max)
CUPORT_STUB_NV_ATOMIC(and)
CUPORT_STUB_NV_ATOMIC(or)
CUPORT_STUB_NV_ATOMIC(xor)
#undef CUPORT_STUB_NV_ATOMIC
template <class T> __device__ T __nv_atomic_load_n(T* p, int o, int s = 4);
template <class T> __device__ void __nv_atomic_load(T* p, T* ret, int o, int s = 4);
template <class T, class U> __device__ void __nv_atomic_store_n(T* p, U v, int o, int s = 4);
template <class T> __device__ void __nv_atomic_store(T* p, T* v, int o, int s = 4);
template <class T, class U> __device__ T __nv_atomic_exchange_n(T* p, U v, int o, int s = 4);
template <class T> __device__ void __nv_atomic_exchange(T* p, T* v, T* ret, int o, int s = 4);
template <class T, class U>
__device__ bool __nv_atomic_compare_exchange_n(T* p, T* expected, U desired, bool weak, int so,
                                               int fo, int s = 4);
template <class T>
__device__ bool __nv_atomic_compare_exchange(T* p, T* expected, T* desired, bool weak, int so,
                                             int fo, int s = 4);
__device__ void __nv_atomic_thread_fence(int o, int s = 4);

// ---- warp functions ------------------------------------------------------------------------------
__device__ unsigned int __activemask(void);
__device__ int __all_sync(unsigned int mask, int predicate);
__device__ int __any_sync(unsigned int mask, int predicate);
__device__ unsigned int __ballot_sync(unsigned int mask, int predicate);
__device__ int __all(int predicate);
__device__ int __any(int predicate);
__device__ unsigned int __ballot(int predicate);
__device__ int __uni_sync(unsigned int mask, int predicate);
template <class T> __device__ T __shfl_sync(unsigned int mask, T var, int srcLane, int width = 32);
template <class T> __device__ T __shfl_up_sync(unsigned int mask, T var, unsigned int delta, int width = 32);
template <class T> __device__ T __shfl_down_sync(unsigned int mask, T var, unsigned int delta, int width = 32);
template <class T> __device__ T __shfl_xor_sync(unsigned int mask, T var, int laneMask, int width = 32);
template <class T> __device__ T __shfl(T var, int srcLane, int width = 32);
template <class T> __device__ T __shfl_up(T var, unsigned int delta, int width = 32);
template <class T> __device__ T __shfl_down(T var, unsigned int delta, int width = 32);
template <class T> __device__ T __shfl_xor(T var, int laneMask, int width = 32);
template <class T> __device__ unsigned int __match_any_sync(unsigned int mask, T value);
template <class T> __device__ unsigned int __match_all_sync(unsigned int mask, T value, int* pred);
__device__ int __reduce_add_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_min_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_min_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_max_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_max_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);

// ---- textures and surfaces (objects) -------------------------------------------------------------
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t t, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t t, float x);
template <class T> __device__ T tex2D(cudaTextureObject_t t, float x, float y);
template <class T> __device__ T tex3D(cudaTextureObject_t t, float x, float y, float z);
template <class T> __device__ T tex1DLayered(cudaTextureObject_t t, float x, int layer);
template <class T> __device__ T tex2DLayered(cudaTextureObject_t t, float x, float y, int layer);
template <class T> __device__ T texCubemap(cudaTextureObject_t t, float x, float y, float z);
template <class T>
__device__ T texCubemapLayered(cudaTextureObject_t t, float x, float y, float z, int layer);
template <class T> __device__ T tex2Dgather(cudaTextureObject_t t, float x, float y, int comp = 0);
template <class T> __device__ T tex1DLod(cudaTextureObject_t t, float x, float level);
template <class T> __device__ T tex2DLod(cudaTextureObject_t t, float x, float y, float level);
template <class T>
__device__ T tex3DLod(cudaTextureObject_t t, float x, float y, float z, float level);
template <class T> __device__ T tex1DGrad(cudaTextureObject_t t, float x, float dx, float dy);
template <class T>
__device__ T tex2DGrad(cudaTextureObject_t t, float x, float y, float2 dx, float2 dy);
template <class T>
__device__ T tex3DGrad(cudaTextureObject_t t, float x, float y, float z, float4 dx, float4 dy);
#define CUPORT_STUB_SURF(name, ...)                                                        \
  template <class T>                                                                       \
  __device__ T name##read(cudaSurfaceObject_t s, __VA_ARGS__,                              \
                          cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);            \
  template <class T>                                                                       \
  __device__ void name##read(T* value, cudaSurfaceObject_t s, __VA_ARGS__,                 \
                             cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);         \
  template <class T>                                                                       \
  __device__ void name##write(T value, cudaSurfaceObject_t s, __VA_ARGS__,                 \
                              cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
CUPORT_STUB_SURF(surf1D, int x)
CUPORT_STUB_SURF(surf2D, int x, int y)
CUPORT_STUB_SURF(surf3D, int x, int y, int z)
CUPORT_STUB_SURF(surf1DLayered, int x, int layer)
CUPORT_STUB_SURF(surf2DLayered, int x, int y, int layer)
CUPORT_STUB_SURF(surfCubemap, int x, int y, int face)
#undef CUPORT_STUB_SURF

// Texture and surface references (removed in CUDA 12.0): reads return the element type (a
// normalized-float read of an integer texel returns float4 etc. in CUDA; close enough to parse).
template <class T, enum cudaTextureReadMode M> __device__ T tex1Dfetch(texture<T, 1, M> t, int x);
template <enum cudaTextureReadMode M> __device__ float4 tex1Dfetch(texture<uchar4, 1, M> t, int x);
template <class T, enum cudaTextureReadMode M> __device__ T tex1D(texture<T, 1, M> t, float x);
template <class T, enum cudaTextureReadMode M> __device__ T tex2D(texture<T, 2, M> t, float x, float y);
template <enum cudaTextureReadMode M> __device__ float4 tex2D(texture<uchar4, 2, M> t, float x, float y);
template <class T, enum cudaTextureReadMode M>
__device__ T tex3D(texture<T, 3, M> t, float x, float y, float z);
template <class T, class S> __device__ void surf1Dwrite(T value, surface<S, 1> s, int x,
                                                        cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T, class S> __device__ void surf2Dwrite(T value, surface<S, 2> s, int x, int y,
                                                        cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T, class S> __device__ void surf1Dread(T* value, surface<S, 1> s, int x,
                                                       cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T, class S> __device__ void surf2Dread(T* value, surface<S, 2> s, int x, int y,
                                                       cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
