// NVIDIA's Thrust and libcu++ (the nvidia-cuda-cccl wheel, on the include path after the user's
// folders) compiled for the CPU backend by the host compiler.
//
// .cu units are compiled with __CUDACC__ and __NVCC__ defined, as nvcc defines them (user code
// tests them). CCCL would then take the nvcc path and want a CUDA toolkit. It decides which
// compiler it is on once, in its include-guarded configuration headers: including those first,
// with the two macros hidden, settles it for every CCCL header the program includes later.
// Thrust's device system is OpenMP (all cores) where the unit is compiled with OpenMP, which
// the driver turns on for units that include Thrust; else its serial C++ system.
#pragma once
#if defined(__has_include)
#if __has_include(<cuda/__cccl_config>) && __has_include(<nv/target>)
#pragma push_macro("__CUDACC__")
#pragma push_macro("__NVCC__")
#undef __CUDACC__
#undef __NVCC__
#ifndef THRUST_DEVICE_SYSTEM
#ifdef _OPENMP
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_OMP
#else
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CPP
#endif
#endif
#include <cuda/__cccl_config>
#include <nv/target>
#ifdef CUPORT_THRUST
// thrust::system_error: nvcc's programs have it through Thrust's CUDA system, which includes it.
#include <thrust/system_error.h>
#endif
#pragma pop_macro("__NVCC__")
#pragma pop_macro("__CUDACC__")
#endif
#endif
