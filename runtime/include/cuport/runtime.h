// cuport portable runtime: the one header that translated programs include.
//
// It selects exactly one backend implementation:
//   CUPORT_BACKEND_CPU   the reference backend, any C++17 compiler (runtime/backends/cpu)
//   CUPORT_BACKEND_ROCM  HIP on AMD GPUs, built with hipcc            (runtime/backends/rocm)
//   CUPORT_BACKEND_CUDA  CUDA on NVIDIA GPUs, built with nvcc         (runtime/backends/cuda)
// When none is defined the compiler decides: hipcc -> ROCm, nvcc -> CUDA, anything else -> CPU.
// The API is CUDA's with the `cuda` prefix spelled `cuport` (cuportMalloc, cuportStream_t, ...);
// device code keeps CUDA's spelling (threadIdx, __syncthreads, atomicAdd, __shfl_down_sync, ...).
// docs/coverage.md lists every name and its status on each backend.
#pragma once

#if (defined(CUPORT_BACKEND_CPU) + defined(CUPORT_BACKEND_ROCM) + defined(CUPORT_BACKEND_CUDA)) > 1
#error "cuport: define at most one of CUPORT_BACKEND_CPU, CUPORT_BACKEND_ROCM, CUPORT_BACKEND_CUDA"
#endif

#if !defined(CUPORT_BACKEND_CPU) && !defined(CUPORT_BACKEND_ROCM) && !defined(CUPORT_BACKEND_CUDA)
#if defined(__HIPCC__)
#define CUPORT_BACKEND_ROCM 1
#elif defined(__CUDACC__)
#define CUPORT_BACKEND_CUDA 1
#else
#define CUPORT_BACKEND_CPU 1
#endif
#endif

#if defined(CUPORT_BACKEND_CPU)
#include "../../backends/cpu/cpu_runtime.h"
#elif defined(CUPORT_BACKEND_ROCM)
#include "../../backends/rocm/rocm_runtime.h"
#elif defined(CUPORT_BACKEND_CUDA)
#include "../../backends/cuda/cuda_runtime.h"
#endif

// CUDA header include guards, for programs that test them (helper_cuda.h).
#include "generated/cuda_header_guards.h"
