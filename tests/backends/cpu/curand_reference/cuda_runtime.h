// Just enough of cuda_runtime.h for NVIDIA's curand_kernel.h to compile as host code with g++:
// qualifiers that vanish, the vector types it uses, and names its MTGP32 part refers to; curand.h's
// libraryPropertyType (library_types.h).
// Used only by the reference builds of test_curand_kernel.py and test_curand_host.py, never by
// cuport.
#pragma once
#include <math.h>
#include <stdint.h>

#define __host__
#define __device__
#define __global__
#define __shared__ static
#define __constant__
#define __forceinline__ inline
#define __align__(n) __attribute__((aligned(n)))
#define __device_builtin__
#define __cudart_builtin__

typedef struct CUstream_st* cudaStream_t;
typedef int cudaError_t;
enum libraryPropertyType_t { MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL };
typedef enum libraryPropertyType_t libraryPropertyType;

struct uint2 { unsigned x, y; };
struct uint3 { unsigned x, y, z; };
struct uint4 { unsigned x, y, z, w; };
struct int4 { int x, y, z, w; };
struct float2 { float x, y; };
struct float4 { float x, y, z, w; };
struct double2 { double x, y; };
struct double4 { double x, y, z, w; };
struct dim3 { unsigned x, y, z; };

static inline uint2 make_uint2(unsigned a, unsigned b) { return {a, b}; }
static inline uint4 make_uint4(unsigned a, unsigned b, unsigned c, unsigned d) {
  return {a, b, c, d};
}
static inline int4 make_int4(int a, int b, int c, int d) { return {a, b, c, d}; }
static inline float2 make_float2(float a, float b) { return {a, b}; }
static inline double2 make_double2(double a, double b) { return {a, b}; }
static inline void __syncthreads() {}
