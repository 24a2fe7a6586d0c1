// NVIDIA's C++ libraries (Thrust, libcu++) as the translator's parse sees them: as host code.
// The parse runs in clang's CUDA mode with __CUDACC__ and __NVCC__ defined (user code tests
// them), which would make CCCL take the nvcc path and want a CUDA toolkit. CCCL decides which
// compiler it is on once, in its include-guarded configuration headers, so including those here
// with the CUDA macros hidden settles it for every CCCL header the user includes later. The CPU
// backend compiles the same way (runtime/backends/cpu/libraries/cpu_cccl.h); Thrust's device
// system here is the serial C++ one, which declares the same algorithms as the OpenMP one.
#pragma once
#if defined(__has_include)
#if __has_include(<cuda/__cccl_config>) && __has_include(<nv/target>)
#pragma push_macro("__CUDACC__")
#pragma push_macro("__NVCC__")
#pragma push_macro("__CUDA__")
#undef __CUDACC__
#undef __NVCC__
#undef __CUDA__
#ifndef THRUST_DEVICE_SYSTEM
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CPP
#endif
#include <cuda/__cccl_config>
#include <nv/target>
// As nvcc sees them: CCCL's functions are __host__ __device__, so device code may call them
// (cuda::std::atomic's members, Thrust's functors). With no CUDA compiler detected, CCCL made
// these empty; its headers use them when included later, so redefining them here is enough.
#undef _CCCL_HOST
#undef _CCCL_DEVICE
#undef _CCCL_HOST_DEVICE
#define _CCCL_HOST __host__
#define _CCCL_DEVICE __device__
#define _CCCL_HOST_DEVICE __host__ __device__
#pragma pop_macro("__CUDA__")
#pragma pop_macro("__NVCC__")
#pragma pop_macro("__CUDACC__")
#endif
#endif
