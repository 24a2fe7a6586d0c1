// cuport portable runtime: cuSOLVER's dense API (cusolverDn.h, with cusolver_common.h).
//
// The CUDA backend uses the toolkit's cuSOLVER. The CPU backend implements the handle and stream
// and getrf/getrs, potrf/potrs, geqrf/ormqr (unmqr), gesvd with their _bufferSize queries in
// S/D/C/Z on LAPACK (runtime/backends/cpu/libraries/cpu_cusolver.h); docs/coverage.md lists the
// rest of cusolverDn.h and its status. Like NVIDIA's header it brings cuBLAS's types
// (cublasFillMode_t, cublasOperation_t, cublasSideMode_t) and cuComplex. The ROCm backend has no
// mapping yet (the table marks the names rocm = "no", CP1052).
#pragma once

#include "runtime.h"
#include "library_types.h"
#include "cuComplex.h"
#include "cublas_v2.h"

#if defined(CUPORT_BACKEND_CUDA)
#include <cusolverDn.h>
#elif defined(CUPORT_BACKEND_ROCM)
#error "cuport: cuSOLVER (cusolverDn.h) has no ROCm mapping yet (issue 22)"
#else
#include "../../backends/cpu/libraries/cpu_cusolver.h"
#endif
