// cuport portable runtime: cuSPARSE (cusparse.h, and cusparse_v2.h, which names the same API).
//
// The CUDA backend uses the toolkit's cuSPARSE. The CPU backend implements the handle, the
// legacy matrix descriptor and the generic API's descriptors, SpMV and SpMM on CSR, CSC and COO,
// Axpby, Gather and Scatter (runtime/backends/cpu/libraries/cpu_cusparse.h); docs/coverage.md
// lists what else cusparse.h has and its status. The ROCm backend has no mapping yet (the table
// marks the names rocm = "no", CP1052).
#pragma once

#include "runtime.h"
#include "library_types.h"

#if defined(CUPORT_BACKEND_CUDA)
#include <cusparse.h>
#elif defined(CUPORT_BACKEND_ROCM)
#error "cuport: cuSPARSE (cusparse.h) has no ROCm mapping yet (issue 22)"
#else
#include "../../backends/cpu/libraries/cpu_cusparse.h"
#endif
