// cuport portable runtime: cuBLAS's API (cublas_api.h): the handle, levels 1-3, the batched and
// BLAS-like extensions, under the names cublas_api.h declares (the _v2 ones where it has them;
// cublas_v2.h adds the plain spellings).
//
// The CUDA backend includes NVIDIA's header (and links NVIDIA's cuBLAS). The CPU backend runs
// every routine on OpenBLAS (runtime/backends/cpu/libraries/cpu_cublas.h): S/D/C/Z levels 1-3,
// gemm[Strided]Batched, GemmEx/GemmBatchedEx/GemmStridedBatchedEx for float, double and complex
// data, geam, dgmm, getrf/getrs/getri/matinvBatched, and the 64-bit-index (_64) forms of these
// for sizes that fit in an int. What it does not implement (half precision, ...) is listed in the
// API table with cpu = "no". The ROCm backend has no mapping yet (hipBLAS).
#pragma once

#include "runtime.h"

#if defined(CUPORT_BACKEND_CUDA)
#include <cublas_api.h>
#elif defined(CUPORT_BACKEND_ROCM)
#error "cuport: cuBLAS (cublas_api.h, cublas_v2.h) has no ROCm mapping yet (issue 22)"
#elif !defined(CUBLAS_API_H_)
#define CUBLAS_API_H_

#include "cuComplex.h"
#include "library_types.h"
#include "../../backends/cpu/libraries/cpu_cublas.h"
#include "../../backends/cpu/libraries/cpu_cublas_64.h"

#endif
