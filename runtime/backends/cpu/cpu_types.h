// cuport CPU backend: the API's plain types (dim3, vector types, enums) as ordinary C++.
#pragma once

#include <cstddef>
#include <cstdint>

#ifndef __global__  // lower.py parses with __global__ defined as an annotation to find kernels
#define __global__
#endif
#define __device__
#define __host__
#define __constant__
#define __managed__
#define __forceinline__ inline __attribute__((always_inline))
// __noinline__ itself must stay undefined: <memory> and glibc use __attribute__((__noinline__)).
#define CUPORT_NOINLINE __attribute__((noinline))
#define __launch_bounds__(...)
// A const kernel parameter whose address the kernel may take: every thread reads the launch's copy.
#define __grid_constant__
#define __restrict__ __restrict
// CUDA's alignment qualifiers (host_defines.h spells them as this attribute too).
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
// One OS thread runs a whole block, and blocks in flight never share an OS thread, so a
// thread_local variable is exactly "one copy per block". No `static` here: at block scope
// thread_local implies it, and CUDA code often writes `static __shared__` (which would then
// repeat it). A file-scope __shared__ variable therefore has external linkage.
#define __shared__ thread_local

struct uint3 {
  unsigned int x, y, z;
};

struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  constexpr operator uint3() const { return uint3{x, y, z}; }
};

enum cuportMemcpyKind {
  cuportMemcpyHostToHost = 0,
  cuportMemcpyHostToDevice = 1,
  cuportMemcpyDeviceToHost = 2,
  cuportMemcpyDeviceToDevice = 3,
  cuportMemcpyDefault = 4,
};

// The one CPU device is in the default mode (cudaDeviceProp::computeMode, cudaDevAttrComputeMode).
enum cuportComputeMode {
  cuportComputeModeDefault = 0,
  cuportComputeModeExclusive = 1,
  cuportComputeModeProhibited = 2,
  cuportComputeModeExclusiveProcess = 3,
};

namespace cuport::cpu {
struct Stream;
struct Event;
}  // namespace cuport::cpu
using cuportStream_t = cuport::cpu::Stream*;
using cuportEvent_t = cuport::cpu::Event*;
