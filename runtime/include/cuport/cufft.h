// cuport portable runtime: cuFFT (cufft.h, and cufftXt.h's single-device plans).
//
// The CUDA backend uses the toolkit's cuFFT. The CPU backend runs the transforms with pocketfft
// (runtime/backends/cpu/libraries/cpu_cufft.h): cuFFT's plans, layouts, unnormalized results and
// status codes. The ROCm backend has no mapping yet (the table marks the names rocm = "no",
// CP1052; hipFFT would be the mapping).
#pragma once

#include "runtime.h"

#if defined(CUPORT_BACKEND_CUDA)
#include <cufft.h>
#include <cufftXt.h>
#elif defined(CUPORT_BACKEND_ROCM)
#error "cuport: cuFFT (cufft.h) has no ROCm mapping yet (issue 22)"
#else
#include "../../backends/cpu/libraries/cpu_cufft.h"
#endif
