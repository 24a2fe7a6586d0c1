// cuport portable runtime, CPU backend: cuBLAS (the v2 API of cublas_api.h) on OpenBLAS.
//
// The handle keeps cuBLAS's settings; each routine checks its arguments as cuBLAS documents
// (CUBLAS_STATUS_NOT_INITIALIZED for a null handle, CUBLAS_STATUS_INVALID_VALUE for bad sizes,
// leading dimensions and enumeration values), waits for the work already queued on the handle's
// stream (the whole device for the legacy default stream), then runs synchronously. This file
// holds the handle, the status strings and the vector/matrix copies; the routines are in
// cpu_cublas_level1.h, _level2.h, _level3.h, _batched.h, _extensions.h and _ex_level1.h.
#pragma once

#include "cpu_cublas_batched.h"
#include "cpu_cublas_core.h"
#include "cpu_cublas_ex_level1.h"
#include "cpu_cublas_extensions.h"
#include "cpu_cublas_level1.h"
#include "cpu_cublas_level2.h"
#include "cpu_cublas_level3.h"

// ---------------------------------------------------------------------------------------------
// Handle and settings

// A handle needs the BLAS: without it there is nothing to run (cuBLAS's answer when its own
// initialization fails).
inline cublasStatus_t cublasCreate_v2(cublasHandle_t* handle) {
  if (handle == nullptr) return CUBLAS_STATUS_INVALID_VALUE;
  if (!cuport::blas::available()) return CUBLAS_STATUS_NOT_INITIALIZED;
  *handle = new cublasContext();
  return CUBLAS_STATUS_SUCCESS;
}

// Waits for the handle's stream first: a GPU's cuBLAS finishes the handle's work before
// releasing it, and here a later kernel may still read what the last routine wrote.
inline cublasStatus_t cublasDestroy_v2(cublasHandle_t handle) {
  CUPORT_CUBLAS_HANDLE(handle);
  cuport::cublas::wait_for(handle->stream);
  delete handle;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int* version) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(version);
  *version = CUBLAS_VERSION;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t cublasGetProperty(libraryPropertyType type, int* value) {
  CUPORT_CUBLAS_CHECK(value);
  switch (type) {
    case MAJOR_VERSION: *value = CUBLAS_VER_MAJOR; return CUBLAS_STATUS_SUCCESS;
    case MINOR_VERSION: *value = CUBLAS_VER_MINOR; return CUBLAS_STATUS_SUCCESS;
    case PATCH_LEVEL: *value = CUBLAS_VER_PATCH; return CUBLAS_STATUS_SUCCESS;
    default: return CUBLAS_STATUS_INVALID_VALUE;
  }
}

// The CUDA runtime version this cuBLAS was built with (cudaRuntimeGetVersion's number).
inline std::size_t cublasGetCudartVersion(void) {
  int version = 0;
  cuportRuntimeGetVersion(&version);
  return static_cast<std::size_t>(version);
}

inline cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cuportStream_t stream) {
  CUPORT_CUBLAS_HANDLE(handle);
  handle->stream = stream;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t cublasGetStream_v2(cublasHandle_t handle, cuportStream_t* stream) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(stream);
  *stream = handle->stream;
  return CUBLAS_STATUS_SUCCESS;
}

// The workspace is the user's memory for cuBLAS's GPU kernels; nothing here needs it.
inline cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle, void* workspace,
                                            std::size_t workspaceSizeInBytes) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(workspace != nullptr || workspaceSizeInBytes == 0);
  handle->workspace = workspace;
  handle->workspace_size = workspaceSizeInBytes;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(mode == CUBLAS_POINTER_MODE_HOST || mode == CUBLAS_POINTER_MODE_DEVICE);
  handle->pointer_mode = mode;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t* mode) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(mode);
  *mode = handle->pointer_mode;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(mode == CUBLAS_ATOMICS_NOT_ALLOWED || mode == CUBLAS_ATOMICS_ALLOWED);
  handle->atomics_mode = mode;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t* mode) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(mode);
  *mode = handle->atomics_mode;
  return CUBLAS_STATUS_SUCCESS;
}

// Math modes only allow a GPU faster, less precise arithmetic; the CPU computes in full precision
// in every mode. The mode is one of the base modes, optionally with the reduction flag.
inline cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode) {
  CUPORT_CUBLAS_HANDLE(handle);
  const int base = mode & ~CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION;
  CUPORT_CUBLAS_CHECK(base == CUBLAS_DEFAULT_MATH || base == CUBLAS_TENSOR_OP_MATH ||
                      base == CUBLAS_PEDANTIC_MATH || base == CUBLAS_TF32_TENSOR_OP_MATH ||
                      base == CUBLAS_FP32_EMULATED_BF16X9_MATH ||
                      base == CUBLAS_FP64_EMULATED_FIXEDPOINT_MATH);
  handle->math_mode = mode;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t* mode) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(mode);
  *mode = handle->math_mode;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t cublasSetSmCountTarget(cublasHandle_t handle, int smCountTarget) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(smCountTarget >= 0);
  handle->sm_count_target = smCountTarget;
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t cublasGetSmCountTarget(cublasHandle_t handle, int* smCountTarget) {
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_CHECK(smCountTarget);
  *smCountTarget = handle->sm_count_target;
  return CUBLAS_STATUS_SUCCESS;
}

// ---------------------------------------------------------------------------------------------
// Status names and descriptions

#define CUPORT_CUBLAS_STATUSES(X)                                                    \
  X(CUBLAS_STATUS_SUCCESS, "success")                                                \
  X(CUBLAS_STATUS_NOT_INITIALIZED, "the library was not initialized")               \
  X(CUBLAS_STATUS_ALLOC_FAILED, "the resource allocation failed")                    \
  X(CUBLAS_STATUS_INVALID_VALUE, "an invalid numeric value was used as an argument") \
  X(CUBLAS_STATUS_ARCH_MISMATCH, "an absent device architectural feature is required") \
  X(CUBLAS_STATUS_MAPPING_ERROR, "an access to GPU memory space failed")            \
  X(CUBLAS_STATUS_EXECUTION_FAILED, "the GPU program failed to execute")            \
  X(CUBLAS_STATUS_INTERNAL_ERROR, "an internal operation failed")                    \
  X(CUBLAS_STATUS_NOT_SUPPORTED, "the functionality requested is not supported")     \
  X(CUBLAS_STATUS_LICENSE_ERROR, "an error was detected when checking the current licensing")

inline const char* cublasGetStatusName(cublasStatus_t status) {
#define CUPORT_CUBLAS_NAME(value, text) \
  case value: return #value;
  switch (status) {
    CUPORT_CUBLAS_STATUSES(CUPORT_CUBLAS_NAME)
    default: return "CUBLAS_STATUS_UNKNOWN";
  }
#undef CUPORT_CUBLAS_NAME
}

inline const char* cublasGetStatusString(cublasStatus_t status) {
#define CUPORT_CUBLAS_TEXT(value, text) \
  case value: return text;
  switch (status) {
    CUPORT_CUBLAS_STATUSES(CUPORT_CUBLAS_TEXT)
    default: return "unknown error";
  }
#undef CUPORT_CUBLAS_TEXT
}

// ---------------------------------------------------------------------------------------------
// Copies between host and device memory (both host memory here): strided vectors and
// column-major matrices of elemSize-byte elements. The Async forms wait for their stream's
// earlier work, then copy at once.

namespace cuport::cublas {

inline cublasStatus_t copy_vector(int n, int elemSize, const void* x, int incx, void* y,
                                  int incy) {
  CUPORT_CUBLAS_CHECK(n >= 0 && elemSize > 0 && incx > 0 && incy > 0);
  if (n == 0) return CUBLAS_STATUS_SUCCESS;
  CUPORT_CUBLAS_CHECK(x && y);
  const auto* from = static_cast<const char*>(x);
  auto* to = static_cast<char*>(y);
  for (long long i = 0; i < n; ++i) {
    std::memmove(to + i * incy * elemSize, from + i * incx * elemSize, elemSize);
  }
  return CUBLAS_STATUS_SUCCESS;
}

inline cublasStatus_t copy_matrix(int rows, int cols, int elemSize, const void* A, int lda,
                                  void* B, int ldb) {
  CUPORT_CUBLAS_CHECK(rows >= 0 && cols >= 0 && elemSize > 0);
  CUPORT_CUBLAS_CHECK(lda >= at_least_one(rows) && ldb >= at_least_one(rows));
  if (rows == 0 || cols == 0) return CUBLAS_STATUS_SUCCESS;
  CUPORT_CUBLAS_CHECK(A && B);
  const auto* from = static_cast<const char*>(A);
  auto* to = static_cast<char*>(B);
  const std::size_t column = static_cast<std::size_t>(rows) * elemSize;
  for (long long j = 0; j < cols; ++j) {
    std::memmove(to + j * ldb * elemSize, from + j * lda * elemSize, column);
  }
  return CUBLAS_STATUS_SUCCESS;
}

}  // namespace cuport::cublas

inline cublasStatus_t cublasSetVector(int n, int elemSize, const void* x, int incx,
                                      void* devicePtr, int incy) {
  return cuport::cublas::copy_vector(n, elemSize, x, incx, devicePtr, incy);
}

inline cublasStatus_t cublasGetVector(int n, int elemSize, const void* x, int incx, void* y,
                                      int incy) {
  return cuport::cublas::copy_vector(n, elemSize, x, incx, y, incy);
}

inline cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void* A, int lda,
                                      void* B, int ldb) {
  return cuport::cublas::copy_matrix(rows, cols, elemSize, A, lda, B, ldb);
}

inline cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void* A, int lda,
                                      void* B, int ldb) {
  return cuport::cublas::copy_matrix(rows, cols, elemSize, A, lda, B, ldb);
}

inline cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void* hostPtr, int incx,
                                           void* devicePtr, int incy, cuportStream_t stream) {
  cuport::cublas::wait_for(stream);
  return cuport::cublas::copy_vector(n, elemSize, hostPtr, incx, devicePtr, incy);
}

inline cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void* devicePtr, int incx,
                                           void* hostPtr, int incy, cuportStream_t stream) {
  cuport::cublas::wait_for(stream);
  return cuport::cublas::copy_vector(n, elemSize, devicePtr, incx, hostPtr, incy);
}

inline cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, const void* A,
                                           int lda, void* B, int ldb, cuportStream_t stream) {
  cuport::cublas::wait_for(stream);
  return cuport::cublas::copy_matrix(rows, cols, elemSize, A, lda, B, ldb);
}

inline cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, const void* A,
                                           int lda, void* B, int ldb, cuportStream_t stream) {
  cuport::cublas::wait_for(stream);
  return cuport::cublas::copy_matrix(rows, cols, elemSize, A, lda, B, ldb);
}
