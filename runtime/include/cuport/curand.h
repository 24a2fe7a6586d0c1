// cuport portable runtime: cuRAND's host API (curand.h), generators a program creates on the host
// and that fill device arrays with random numbers.
//
// The CUDA backend uses the toolkit's cuRAND. The CPU backend gets
// runtime/backends/cpu/libraries/cpu_curand.h, which gives NVIDIA's numbers for the same seed,
// offset and ordering (it reuses the device API's generators, cuport/curand_kernel.h). The ROCm
// backend has no mapping yet (the table marks the names rocm = "no", CP1052).
#pragma once

#include "runtime.h"

#if defined(CUPORT_BACKEND_CUDA)
#include <curand.h>
#elif defined(CUPORT_BACKEND_ROCM)
#error "cuport: cuRAND's host API (curand.h) has no ROCm mapping yet (issue 22)"
#else
#include "../../backends/cpu/libraries/cpu_curand.h"
#endif
