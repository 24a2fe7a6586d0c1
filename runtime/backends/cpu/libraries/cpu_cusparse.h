// cuport portable runtime, CPU backend: cuSPARSE's handle, descriptors and generic SpMV/SpMM.
//
// Sparse products are loops over the nonzeros. When the output's index is the compressed one
// (CSR without transpose, CSC transposed) each output row is a dot product of its own: rows are
// split over OS threads in parallel mode. Otherwise (COO, CSR transposed, CSC) every nonzero adds
// into the output, in order, on one thread. Formats CSR, CSC and COO; 32- and 64-bit indices;
// values and compute type CUDA_R_32F, R_64F, C_32F, C_64F (the compute type equal to the value
// type). Other formats, types and the legacy/deprecated routines answer
// CUSPARSE_STATUS_NOT_SUPPORTED with a line on stderr naming the function (the API table says
// which names are missing). A call runs in its handle's stream order and returns when done.
#pragma once

#include <stdint.h>

#include <algorithm>
#include <complex>
#include <cstdio>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#define CUSPARSE_H_
#define CUSPARSEAPI  // helper_cuda.h tests it to define its cuSPARSE error names
#define CUSPARSE_VER_MAJOR 12
#define CUSPARSE_VER_MINOR 9
#define CUSPARSE_VER_PATCH 4
#define CUSPARSE_VER_BUILD 2
#define CUSPARSE_VERSION \
  (CUSPARSE_VER_MAJOR * 1000 + CUSPARSE_VER_MINOR * 100 + CUSPARSE_VER_PATCH)

typedef enum {
  CUSPARSE_STATUS_SUCCESS = 0,
  CUSPARSE_STATUS_NOT_INITIALIZED = 1,
  CUSPARSE_STATUS_ALLOC_FAILED = 2,
  CUSPARSE_STATUS_INVALID_VALUE = 3,
  CUSPARSE_STATUS_ARCH_MISMATCH = 4,
  CUSPARSE_STATUS_MAPPING_ERROR = 5,
  CUSPARSE_STATUS_EXECUTION_FAILED = 6,
  CUSPARSE_STATUS_INTERNAL_ERROR = 7,
  CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  CUSPARSE_STATUS_ZERO_PIVOT = 9,
  CUSPARSE_STATUS_NOT_SUPPORTED = 10,
  CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} cusparseStatus_t;
typedef enum {
  CUSPARSE_POINTER_MODE_HOST = 0,
  CUSPARSE_POINTER_MODE_DEVICE = 1
} cusparsePointerMode_t;
typedef enum { CUSPARSE_ACTION_SYMBOLIC = 0, CUSPARSE_ACTION_NUMERIC = 1 } cusparseAction_t;
typedef enum {
  CUSPARSE_MATRIX_TYPE_GENERAL = 0,
  CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
  CUSPARSE_MATRIX_TYPE_HERMITIAN = 2,
  CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3
} cusparseMatrixType_t;
typedef enum { CUSPARSE_FILL_MODE_LOWER = 0, CUSPARSE_FILL_MODE_UPPER = 1 } cusparseFillMode_t;
typedef enum { CUSPARSE_DIAG_TYPE_NON_UNIT = 0, CUSPARSE_DIAG_TYPE_UNIT = 1 } cusparseDiagType_t;
typedef enum { CUSPARSE_INDEX_BASE_ZERO = 0, CUSPARSE_INDEX_BASE_ONE = 1 } cusparseIndexBase_t;
typedef enum {
  CUSPARSE_OPERATION_NON_TRANSPOSE = 0,
  CUSPARSE_OPERATION_TRANSPOSE = 1,
  CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} cusparseOperation_t;
typedef enum { CUSPARSE_DIRECTION_ROW = 0, CUSPARSE_DIRECTION_COLUMN = 1 } cusparseDirection_t;
typedef enum {
  CUSPARSE_FORMAT_CSR = 1,
  CUSPARSE_FORMAT_CSC = 2,
  CUSPARSE_FORMAT_COO = 3,
  CUSPARSE_FORMAT_BLOCKED_ELL = 5,
  CUSPARSE_FORMAT_BSR = 6,
  CUSPARSE_FORMAT_SLICED_ELLPACK = 7
} cusparseFormat_t;
typedef enum { CUSPARSE_ORDER_COL = 1, CUSPARSE_ORDER_ROW = 2 } cusparseOrder_t;
typedef enum {
  CUSPARSE_INDEX_16U = 1,
  CUSPARSE_INDEX_32I = 2,
  CUSPARSE_INDEX_64I = 3
} cusparseIndexType_t;
typedef enum {
  CUSPARSE_SPMAT_FILL_MODE,
  CUSPARSE_SPMAT_DIAG_TYPE,
  CUSPARSE_SPMAT_STORAGE,
  CUSPARSE_SPMAT_SYMMETRY_TYPE
} cusparseSpMatAttribute_t;
typedef enum {
  CUSPARSE_SPMV_ALG_DEFAULT = 0,
  CUSPARSE_SPMV_CSR_ALG1 = 2,
  CUSPARSE_SPMV_CSR_ALG2 = 3,
  CUSPARSE_SPMV_COO_ALG1 = 1,
  CUSPARSE_SPMV_COO_ALG2 = 4,
  CUSPARSE_SPMV_SELL_ALG1 = 5,
  CUSPARSE_SPMV_BSR_ALG1 = 6
} cusparseSpMVAlg_t;
typedef enum {
  CUSPARSE_SPMM_ALG_DEFAULT = 0,
  CUSPARSE_SPMM_COO_ALG1 = 1,
  CUSPARSE_SPMM_COO_ALG2 = 2,
  CUSPARSE_SPMM_COO_ALG3 = 3,
  CUSPARSE_SPMM_COO_ALG4 = 5,
  CUSPARSE_SPMM_CSR_ALG1 = 4,
  CUSPARSE_SPMM_CSR_ALG2 = 6,
  CUSPARSE_SPMM_CSR_ALG3 = 12,
  CUSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13,
  CUSPARSE_SPMM_BSR_ALG1 = 14
} cusparseSpMMAlg_t;

struct cusparseContext {
  cuportStream_t stream = nullptr;
  cusparsePointerMode_t pointer_mode = CUSPARSE_POINTER_MODE_HOST;
};
typedef struct cusparseContext* cusparseHandle_t;

struct cusparseMatDescr {
  cusparseMatrixType_t type = CUSPARSE_MATRIX_TYPE_GENERAL;
  cusparseFillMode_t fill = CUSPARSE_FILL_MODE_LOWER;
  cusparseDiagType_t diag = CUSPARSE_DIAG_TYPE_NON_UNIT;
  cusparseIndexBase_t base = CUSPARSE_INDEX_BASE_ZERO;
};
typedef struct cusparseMatDescr* cusparseMatDescr_t;

// A sparse matrix. major: CSR's row offsets, CSC's column offsets, COO's row indices; minor:
// CSR's and COO's column indices, CSC's row indices.
struct cusparseSpMatDescr {
  cusparseFormat_t format;
  int64_t rows, cols, nnz;
  void* major;
  void* minor;
  void* values;
  cusparseIndexType_t major_type, minor_type;
  cusparseIndexBase_t base;
  cudaDataType value_type;
  cusparseFillMode_t fill = CUSPARSE_FILL_MODE_LOWER;
  cusparseDiagType_t diag = CUSPARSE_DIAG_TYPE_NON_UNIT;
};
struct cusparseSpVecDescr {
  int64_t size, nnz;
  void* indices;
  void* values;
  cusparseIndexType_t index_type;
  cusparseIndexBase_t base;
  cudaDataType value_type;
};
struct cusparseDnVecDescr {
  int64_t size;
  void* values;
  cudaDataType value_type;
};
struct cusparseDnMatDescr {
  int64_t rows, cols, ld;
  void* values;
  cudaDataType value_type;
  cusparseOrder_t order;
};
typedef struct cusparseSpVecDescr* cusparseSpVecDescr_t;
typedef struct cusparseDnVecDescr* cusparseDnVecDescr_t;
typedef struct cusparseSpMatDescr* cusparseSpMatDescr_t;
typedef struct cusparseDnMatDescr* cusparseDnMatDescr_t;
typedef struct cusparseSpVecDescr const* cusparseConstSpVecDescr_t;
typedef struct cusparseDnVecDescr const* cusparseConstDnVecDescr_t;
typedef struct cusparseSpMatDescr const* cusparseConstSpMatDescr_t;
typedef struct cusparseDnMatDescr const* cusparseConstDnMatDescr_t;

namespace cuport::sparse {

// Handles alive now: a call with any other (null, destroyed) answers NOT_INITIALIZED.
struct Handles {
  std::mutex mutex;
  std::set<const void*> live;
  static Handles& instance() {
    static Handles handles;
    return handles;
  }
  bool contains(const void* handle) {
    std::lock_guard<std::mutex> lock(mutex);
    return live.count(handle) != 0;
  }
};

inline cusparseStatus_t not_supported(const char* function, const char* what) {
  std::fprintf(stderr, "cuport: %s: %s is not supported on the CPU backend\n", function, what);
  return CUSPARSE_STATUS_NOT_SUPPORTED;
}

// f(T{}) with T the C++ type of a value type the CPU backend computes in.
template <class F>
cusparseStatus_t with_value_type(cudaDataType type, F&& f) {
  switch (type) {
    case CUDA_R_32F: return f(float{});
    case CUDA_R_64F: return f(double{});
    case CUDA_C_32F: return f(std::complex<float>{});
    case CUDA_C_64F: return f(std::complex<double>{});
    default: return CUSPARSE_STATUS_NOT_SUPPORTED;
  }
}

inline bool valid_value_type(cudaDataType type) {
  return type == CUDA_R_32F || type == CUDA_R_64F || type == CUDA_C_32F || type == CUDA_C_64F;
}

inline bool valid_index_type(cusparseIndexType_t type) {
  return type == CUSPARSE_INDEX_32I || type == CUSPARSE_INDEX_64I;
}

inline int64_t index_at(const void* array, cusparseIndexType_t type, int64_t i) {
  return type == CUSPARSE_INDEX_32I ? static_cast<const int32_t*>(array)[i]
                                    : static_cast<const int64_t*>(array)[i];
}

template <class T>
T conj_if(T v, bool conjugate) {
  return v;
}
template <class R>
std::complex<R> conj_if(std::complex<R> v, bool conjugate) {
  return conjugate ? std::conj(v) : v;
}

// A dense operand seen through its operation: at(i, j) is op(M)(i, j).
template <class T>
struct DenseView {
  T* values;
  int64_t ld;
  bool row_major, transposed, conjugate;
  T at(int64_t i, int64_t j) const {
    if (transposed) std::swap(i, j);
    const T v = row_major ? values[i * ld + j] : values[i + j * ld];
    return conj_if(v, conjugate);
  }
  T& out(int64_t i, int64_t j) const { return row_major ? values[i * ld + j] : values[i + j * ld]; }
};

// fn(begin, end) over [0, count), split over the worker threads in parallel mode when the work
// is large enough to pay for starting them.
template <class F>
void for_lines(int64_t count, int64_t work, F&& fn) {
  unsigned threads = 1;
  if (cuport::cpu::mode() == cuport::cpu::Mode::parallel && work >= (int64_t{1} << 16)) {
    threads = static_cast<unsigned>(std::min<int64_t>(cuport::cpu::worker_count(), count));
  }
  if (threads <= 1) {
    fn(int64_t{0}, count);
    return;
  }
  std::vector<std::thread> pool;
  const int64_t chunk = (count + threads - 1) / threads;
  for (unsigned t = 0; t < threads; ++t) {
    const int64_t begin = t * chunk, end = std::min(count, begin + chunk);
    if (begin < end) pool.emplace_back([&fn, begin, end] { fn(begin, end); });
  }
  for (auto& thread : pool) thread.join();
}

// C = alpha * op(A) * B + beta * C, where B (k x n) and C (m x n) are already seen through their
// operations. beta == 0 writes C without reading it (it may hold NaN).
template <class T>
void sparse_times_dense(const cusparseSpMatDescr& a, cusparseOperation_t op_a, T alpha,
                        const DenseView<T>& b, T beta, const DenseView<T>& c, int64_t m,
                        int64_t n) {
  const bool transposed = op_a != CUSPARSE_OPERATION_NON_TRANSPOSE;
  const bool conjugate = op_a == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
  const int64_t base = a.base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
  const T* values = static_cast<const T*>(a.values);
  const T zero{};
  auto scaled = [&](T sum, int64_t i, int64_t j) {
    return beta == zero ? alpha * sum : alpha * sum + beta * c.out(i, j);
  };
  const bool compressed = a.format != CUSPARSE_FORMAT_COO;
  // Output rows are the compressed dimension: each is a dot product of its own line.
  if (compressed && transposed == (a.format == CUSPARSE_FORMAT_CSC)) {
    for_lines(m, a.nnz * n, [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) {
        const int64_t first = index_at(a.major, a.major_type, i) - base;
        const int64_t last = index_at(a.major, a.major_type, i + 1) - base;
        for (int64_t j = 0; j < n; ++j) {
          T sum{};
          for (int64_t e = first; e < last; ++e) {
            const int64_t k = index_at(a.minor, a.minor_type, e) - base;
            sum += conj_if(values[e], conjugate) * b.at(k, j);
          }
          c.out(i, j) = scaled(sum, i, j);
        }
      }
    });
    return;
  }
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) c.out(i, j) = beta == zero ? zero : beta * c.out(i, j);
  }
  auto add = [&](int64_t row, int64_t col, int64_t e) {
    const int64_t i = transposed ? col : row, k = transposed ? row : col;
    const T v = alpha * conj_if(values[e], conjugate);
    for (int64_t j = 0; j < n; ++j) c.out(i, j) += v * b.at(k, j);
  };
  if (!compressed) {
    for (int64_t e = 0; e < a.nnz; ++e) {
      add(index_at(a.major, a.major_type, e) - base, index_at(a.minor, a.minor_type, e) - base, e);
    }
    return;
  }
  const int64_t lines = a.format == CUSPARSE_FORMAT_CSR ? a.rows : a.cols;
  for (int64_t line = 0; line < lines; ++line) {
    const int64_t first = index_at(a.major, a.major_type, line) - base;
    const int64_t last = index_at(a.major, a.major_type, line + 1) - base;
    for (int64_t e = first; e < last; ++e) {
      const int64_t other = index_at(a.minor, a.minor_type, e) - base;
      if (a.format == CUSPARSE_FORMAT_CSR) {
        add(line, other, e);
      } else {
        add(other, line, e);
      }
    }
  }
}

// Runs task in the handle's stream order (after the stream's earlier work; the legacy default
// stream waits for every stream) and returns when it is done.
template <class Task>
cusparseStatus_t run_in_stream(cusparseHandle_t handle, Task task) {
  cusparseStatus_t status = CUSPARSE_STATUS_SUCCESS;
  const cuportError_t error =
      cuport::cpu::enqueue_and_wait(handle->stream, [&] { status = task(); });
  if (error != cuportSuccess) return CUSPARSE_STATUS_EXECUTION_FAILED;
  return status;
}

// The checks SpMV and SpMM share: the handle, the sparse matrix and the types.
inline cusparseStatus_t check_product(const char* function, cusparseHandle_t handle,
                                      cusparseOperation_t op, const void* alpha,
                                      const void* beta, cusparseConstSpMatDescr_t a,
                                      cudaDataType compute_type) {
  if (!Handles::instance().contains(handle)) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (alpha == nullptr || beta == nullptr || a == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  if (op != CUSPARSE_OPERATION_NON_TRANSPOSE && op != CUSPARSE_OPERATION_TRANSPOSE &&
      op != CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (a->format != CUSPARSE_FORMAT_CSR && a->format != CUSPARSE_FORMAT_CSC &&
      a->format != CUSPARSE_FORMAT_COO) {
    return not_supported(function, "a sparse format other than CSR, CSC or COO");
  }
  if (compute_type != a->value_type) {
    return not_supported(function, "a compute type other than the matrix's value type");
  }
  if (a->nnz > 0 && (a->minor == nullptr || a->values == nullptr)) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (a->major == nullptr && (a->format != CUSPARSE_FORMAT_COO || a->nnz > 0)) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t create_sparse(cusparseSpMatDescr_t* descr, cusparseFormat_t format,
                                      int64_t rows, int64_t cols, int64_t nnz, const void* major,
                                      const void* minor, const void* values,
                                      cusparseIndexType_t major_type,
                                      cusparseIndexType_t minor_type, cusparseIndexBase_t base,
                                      cudaDataType value_type) {
  if (descr == nullptr || rows < 0 || cols < 0 || nnz < 0) return CUSPARSE_STATUS_INVALID_VALUE;
  // nnz > rows * cols, without the product (it may overflow)
  if (nnz > 0 && (cols == 0 || (nnz + cols - 1) / cols > rows)) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (base != CUSPARSE_INDEX_BASE_ZERO && base != CUSPARSE_INDEX_BASE_ONE) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (!valid_index_type(major_type) || !valid_index_type(minor_type)) {
    return not_supported("cusparseCreate{Csr,Csc,Coo}", "an index type other than 32I or 64I");
  }
  if (!valid_value_type(value_type)) {
    return not_supported("cusparseCreate{Csr,Csc,Coo}", "a value type other than R_32F, R_64F, "
                                                        "C_32F or C_64F");
  }
  *descr = new cusparseSpMatDescr{format, rows, cols, nnz,
                                  const_cast<void*>(major), const_cast<void*>(minor),
                                  const_cast<void*>(values), major_type, minor_type, base,
                                  value_type};
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t create_dense_matrix(cusparseDnMatDescr_t* descr, int64_t rows,
                                            int64_t cols, int64_t ld, const void* values,
                                            cudaDataType value_type, cusparseOrder_t order) {
  if (descr == nullptr || rows < 0 || cols < 0) return CUSPARSE_STATUS_INVALID_VALUE;
  if (order != CUSPARSE_ORDER_COL && order != CUSPARSE_ORDER_ROW) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (ld < std::max<int64_t>(1, order == CUSPARSE_ORDER_COL ? rows : cols)) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (values == nullptr && rows > 0 && cols > 0) return CUSPARSE_STATUS_INVALID_VALUE;
  if (!valid_value_type(value_type)) {
    return not_supported("cusparseCreateDnMat", "a value type other than R_32F, R_64F, C_32F or "
                                                "C_64F");
  }
  *descr = new cusparseDnMatDescr{rows, cols, ld, const_cast<void*>(values), value_type, order};
  return CUSPARSE_STATUS_SUCCESS;
}

}  // namespace cuport::sparse

// ---------------------------------------------------------------------------------------------
// Handle and library information.

inline cusparseStatus_t cusparseCreate(cusparseHandle_t* handle) {
  if (handle == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *handle = new cusparseContext;
  auto& handles = cuport::sparse::Handles::instance();
  std::lock_guard<std::mutex> lock(handles.mutex);
  handles.live.insert(*handle);
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseDestroy(cusparseHandle_t handle) {
  auto& handles = cuport::sparse::Handles::instance();
  {
    std::lock_guard<std::mutex> lock(handles.mutex);
    if (handles.live.erase(handle) == 0) return CUSPARSE_STATUS_NOT_INITIALIZED;
  }
  delete handle;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseGetVersion(cusparseHandle_t handle, int* version) {
  if (!cuport::sparse::Handles::instance().contains(handle)) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (version == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *version = CUSPARSE_VERSION;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseGetProperty(libraryPropertyType type, int* value) {
  if (value == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  switch (type) {
    case MAJOR_VERSION: *value = CUSPARSE_VER_MAJOR; return CUSPARSE_STATUS_SUCCESS;
    case MINOR_VERSION: *value = CUSPARSE_VER_MINOR; return CUSPARSE_STATUS_SUCCESS;
    case PATCH_LEVEL: *value = CUSPARSE_VER_PATCH; return CUSPARSE_STATUS_SUCCESS;
  }
  return CUSPARSE_STATUS_INVALID_VALUE;
}

// X(status, name, description)
#define CUPORT_CUSPARSE_STATUSES(X)                                                      \
  X(CUSPARSE_STATUS_SUCCESS, "success")                                                  \
  X(CUSPARSE_STATUS_NOT_INITIALIZED, "initialization error")                             \
  X(CUSPARSE_STATUS_ALLOC_FAILED, "out of memory")                                       \
  X(CUSPARSE_STATUS_INVALID_VALUE, "invalid value")                                      \
  X(CUSPARSE_STATUS_ARCH_MISMATCH, "architecture mismatch")                              \
  X(CUSPARSE_STATUS_MAPPING_ERROR, "mapping error")                                      \
  X(CUSPARSE_STATUS_EXECUTION_FAILED, "execution failed")                                \
  X(CUSPARSE_STATUS_INTERNAL_ERROR, "internal error")                                    \
  X(CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED, "matrix type not supported")              \
  X(CUSPARSE_STATUS_ZERO_PIVOT, "zero pivot")                                            \
  X(CUSPARSE_STATUS_NOT_SUPPORTED, "operation not supported")                            \
  X(CUSPARSE_STATUS_INSUFFICIENT_RESOURCES, "insufficient resources")

inline const char* cusparseGetErrorName(cusparseStatus_t status) {
#define CUPORT_CUSPARSE_NAME(value, text) \
  case value: return #value;
  switch (status) { CUPORT_CUSPARSE_STATUSES(CUPORT_CUSPARSE_NAME) }
#undef CUPORT_CUSPARSE_NAME
  return "CUSPARSE_STATUS_UNKNOWN";
}

inline const char* cusparseGetErrorString(cusparseStatus_t status) {
#define CUPORT_CUSPARSE_TEXT(value, text) \
  case value: return text;
  switch (status) { CUPORT_CUSPARSE_STATUSES(CUPORT_CUSPARSE_TEXT) }
#undef CUPORT_CUSPARSE_TEXT
  return "unknown error";
}

inline cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cuportStream_t stream) {
  if (!cuport::sparse::Handles::instance().contains(handle)) return CUSPARSE_STATUS_NOT_INITIALIZED;
  handle->stream = stream;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseGetStream(cusparseHandle_t handle, cuportStream_t* stream) {
  if (!cuport::sparse::Handles::instance().contains(handle)) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (stream == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *stream = handle->stream;
  return CUSPARSE_STATUS_SUCCESS;
}

// Host and device memory are one on the CPU backend: both modes read the scalars in place.
inline cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t handle,
                                               cusparsePointerMode_t* mode) {
  if (!cuport::sparse::Handles::instance().contains(handle)) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (mode == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *mode = handle->pointer_mode;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t handle,
                                               cusparsePointerMode_t mode) {
  if (!cuport::sparse::Handles::instance().contains(handle)) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (mode != CUSPARSE_POINTER_MODE_HOST && mode != CUSPARSE_POINTER_MODE_DEVICE) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  handle->pointer_mode = mode;
  return CUSPARSE_STATUS_SUCCESS;
}

// ---------------------------------------------------------------------------------------------
// Legacy matrix descriptors.

inline cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t* descr) {
  if (descr == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *descr = new cusparseMatDescr;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t descr) {
  delete descr;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t descr, cusparseMatrixType_t type) {
  if (descr == nullptr || type < CUSPARSE_MATRIX_TYPE_GENERAL ||
      type > CUSPARSE_MATRIX_TYPE_TRIANGULAR) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  descr->type = type;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t descr) {
  return descr->type;
}

inline cusparseStatus_t cusparseSetMatFillMode(cusparseMatDescr_t descr, cusparseFillMode_t fill) {
  if (descr == nullptr || (fill != CUSPARSE_FILL_MODE_LOWER && fill != CUSPARSE_FILL_MODE_UPPER)) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  descr->fill = fill;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t descr) {
  return descr->fill;
}

inline cusparseStatus_t cusparseSetMatDiagType(cusparseMatDescr_t descr, cusparseDiagType_t diag) {
  if (descr == nullptr ||
      (diag != CUSPARSE_DIAG_TYPE_NON_UNIT && diag != CUSPARSE_DIAG_TYPE_UNIT)) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  descr->diag = diag;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t descr) {
  return descr->diag;
}

inline cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t descr,
                                               cusparseIndexBase_t base) {
  if (descr == nullptr || (base != CUSPARSE_INDEX_BASE_ZERO && base != CUSPARSE_INDEX_BASE_ONE)) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  descr->base = base;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t descr) {
  return descr->base;
}

// ---------------------------------------------------------------------------------------------
// Generic API: sparse matrices.

inline cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t* descr, int64_t rows, int64_t cols,
                                          int64_t nnz, void* row_offsets, void* col_indices,
                                          void* values, cusparseIndexType_t offsets_type,
                                          cusparseIndexType_t col_type, cusparseIndexBase_t base,
                                          cudaDataType value_type) {
  return cuport::sparse::create_sparse(descr, CUSPARSE_FORMAT_CSR, rows, cols, nnz, row_offsets,
                                       col_indices, values, offsets_type, col_type, base,
                                       value_type);
}

inline cusparseStatus_t cusparseCreateConstCsr(cusparseConstSpMatDescr_t* descr, int64_t rows,
                                               int64_t cols, int64_t nnz,
                                               const void* row_offsets, const void* col_indices,
                                               const void* values,
                                               cusparseIndexType_t offsets_type,
                                               cusparseIndexType_t col_type,
                                               cusparseIndexBase_t base, cudaDataType value_type) {
  return cuport::sparse::create_sparse(const_cast<cusparseSpMatDescr_t*>(descr),
                                       CUSPARSE_FORMAT_CSR, rows, cols, nnz, row_offsets,
                                       col_indices, values, offsets_type, col_type, base,
                                       value_type);
}

inline cusparseStatus_t cusparseCreateCsc(cusparseSpMatDescr_t* descr, int64_t rows, int64_t cols,
                                          int64_t nnz, void* col_offsets, void* row_indices,
                                          void* values, cusparseIndexType_t offsets_type,
                                          cusparseIndexType_t row_type, cusparseIndexBase_t base,
                                          cudaDataType value_type) {
  return cuport::sparse::create_sparse(descr, CUSPARSE_FORMAT_CSC, rows, cols, nnz, col_offsets,
                                       row_indices, values, offsets_type, row_type, base,
                                       value_type);
}

inline cusparseStatus_t cusparseCreateConstCsc(cusparseConstSpMatDescr_t* descr, int64_t rows,
                                               int64_t cols, int64_t nnz,
                                               const void* col_offsets, const void* row_indices,
                                               const void* values,
                                               cusparseIndexType_t offsets_type,
                                               cusparseIndexType_t row_type,
                                               cusparseIndexBase_t base, cudaDataType value_type) {
  return cuport::sparse::create_sparse(const_cast<cusparseSpMatDescr_t*>(descr),
                                       CUSPARSE_FORMAT_CSC, rows, cols, nnz, col_offsets,
                                       row_indices, values, offsets_type, row_type, base,
                                       value_type);
}

inline cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t* descr, int64_t rows, int64_t cols,
                                          int64_t nnz, void* row_indices, void* col_indices,
                                          void* values, cusparseIndexType_t index_type,
                                          cusparseIndexBase_t base, cudaDataType value_type) {
  return cuport::sparse::create_sparse(descr, CUSPARSE_FORMAT_COO, rows, cols, nnz, row_indices,
                                       col_indices, values, index_type, index_type, base,
                                       value_type);
}

inline cusparseStatus_t cusparseCreateConstCoo(cusparseConstSpMatDescr_t* descr, int64_t rows,
                                               int64_t cols, int64_t nnz,
                                               const void* row_indices, const void* col_indices,
                                               const void* values, cusparseIndexType_t index_type,
                                               cusparseIndexBase_t base, cudaDataType value_type) {
  return cuport::sparse::create_sparse(const_cast<cusparseSpMatDescr_t*>(descr),
                                       CUSPARSE_FORMAT_COO, rows, cols, nnz, row_indices,
                                       col_indices, values, index_type, index_type, base,
                                       value_type);
}

inline cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t descr) {
  delete descr;
  return CUSPARSE_STATUS_SUCCESS;
}

// The Get of a format: its fields, each output optional only where cuSPARSE's is (none is).
inline cusparseStatus_t cuport_sparse_get(cusparseConstSpMatDescr_t descr, cusparseFormat_t format,
                                          int64_t* rows, int64_t* cols, int64_t* nnz,
                                          const void** major, const void** minor,
                                          const void** values, cusparseIndexType_t* major_type,
                                          cusparseIndexType_t* minor_type,
                                          cusparseIndexBase_t* base, cudaDataType* value_type) {
  if (descr == nullptr || descr->format != format || !rows || !cols || !nnz || !major || !minor ||
      !values || !major_type || !base || !value_type) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  *rows = descr->rows;
  *cols = descr->cols;
  *nnz = descr->nnz;
  *major = descr->major;
  *minor = descr->minor;
  *values = descr->values;
  *major_type = descr->major_type;
  if (minor_type) *minor_type = descr->minor_type;
  *base = descr->base;
  *value_type = descr->value_type;
  return CUSPARSE_STATUS_SUCCESS;
}

#define CUPORT_CUSPARSE_COMPRESSED_GET(Name, ConstName, FORMAT)                                    \
  inline cusparseStatus_t Name(cusparseSpMatDescr_t d, int64_t* rows, int64_t* cols,              \
                               int64_t* nnz, void** major, void** minor, void** values,           \
                               cusparseIndexType_t* major_type, cusparseIndexType_t* minor_type,  \
                               cusparseIndexBase_t* base, cudaDataType* value_type) {             \
    if (minor_type == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;                               \
    return cuport_sparse_get(d, FORMAT, rows, cols, nnz, const_cast<const void**>(major),          \
                             const_cast<const void**>(minor), const_cast<const void**>(values),   \
                             major_type, minor_type, base, value_type);                            \
  }                                                                                                \
  inline cusparseStatus_t ConstName(cusparseConstSpMatDescr_t d, int64_t* rows, int64_t* cols,    \
                                    int64_t* nnz, const void** major, const void** minor,         \
                                    const void** values, cusparseIndexType_t* major_type,         \
                                    cusparseIndexType_t* minor_type, cusparseIndexBase_t* base,   \
                                    cudaDataType* value_type) {                                    \
    if (minor_type == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;                               \
    return cuport_sparse_get(d, FORMAT, rows, cols, nnz, major, minor, values, major_type,        \
                             minor_type, base, value_type);                                        \
  }
CUPORT_CUSPARSE_COMPRESSED_GET(cusparseCsrGet, cusparseConstCsrGet, CUSPARSE_FORMAT_CSR)
CUPORT_CUSPARSE_COMPRESSED_GET(cusparseCscGet, cusparseConstCscGet, CUSPARSE_FORMAT_CSC)
#undef CUPORT_CUSPARSE_COMPRESSED_GET

inline cusparseStatus_t cusparseCooGet(cusparseSpMatDescr_t d, int64_t* rows, int64_t* cols,
                                       int64_t* nnz, void** row_indices, void** col_indices,
                                       void** values, cusparseIndexType_t* index_type,
                                       cusparseIndexBase_t* base, cudaDataType* value_type) {
  return cuport_sparse_get(d, CUSPARSE_FORMAT_COO, rows, cols, nnz,
                           const_cast<const void**>(row_indices),
                           const_cast<const void**>(col_indices),
                           const_cast<const void**>(values), index_type, nullptr, base,
                           value_type);
}

inline cusparseStatus_t cusparseConstCooGet(cusparseConstSpMatDescr_t d, int64_t* rows,
                                            int64_t* cols, int64_t* nnz,
                                            const void** row_indices, const void** col_indices,
                                            const void** values, cusparseIndexType_t* index_type,
                                            cusparseIndexBase_t* base, cudaDataType* value_type) {
  return cuport_sparse_get(d, CUSPARSE_FORMAT_COO, rows, cols, nnz, row_indices, col_indices,
                           values, index_type, nullptr, base, value_type);
}

#define CUPORT_CUSPARSE_SET_POINTERS(Name, FORMAT)                                       \
  inline cusparseStatus_t Name(cusparseSpMatDescr_t d, void* major, void* minor,         \
                               void* values) {                                           \
    if (d == nullptr || d->format != FORMAT) return CUSPARSE_STATUS_INVALID_VALUE;       \
    if (d->nnz > 0 && (major == nullptr || minor == nullptr || values == nullptr)) {     \
      return CUSPARSE_STATUS_INVALID_VALUE;                                              \
    }                                                                                    \
    d->major = major;                                                                    \
    d->minor = minor;                                                                    \
    d->values = values;                                                                  \
    return CUSPARSE_STATUS_SUCCESS;                                                      \
  }
CUPORT_CUSPARSE_SET_POINTERS(cusparseCsrSetPointers, CUSPARSE_FORMAT_CSR)
CUPORT_CUSPARSE_SET_POINTERS(cusparseCscSetPointers, CUSPARSE_FORMAT_CSC)
CUPORT_CUSPARSE_SET_POINTERS(cusparseCooSetPointers, CUSPARSE_FORMAT_COO)
#undef CUPORT_CUSPARSE_SET_POINTERS

inline cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t d,
                                               cusparseFormat_t* format) {
  if (d == nullptr || format == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *format = d->format;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t d,
                                                  cusparseIndexBase_t* base) {
  if (d == nullptr || base == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *base = d->base;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t d, void** values) {
  if (d == nullptr || values == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *values = d->values;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseConstSpMatGetValues(cusparseConstSpMatDescr_t d,
                                                    const void** values) {
  if (d == nullptr || values == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *values = d->values;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t d, void* values) {
  if (d == nullptr || (values == nullptr && d->nnz > 0)) return CUSPARSE_STATUS_INVALID_VALUE;
  d->values = values;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t d, int64_t* rows,
                                             int64_t* cols, int64_t* nnz) {
  if (d == nullptr || !rows || !cols || !nnz) return CUSPARSE_STATUS_INVALID_VALUE;
  *rows = d->rows;
  *cols = d->cols;
  *nnz = d->nnz;
  return CUSPARSE_STATUS_SUCCESS;
}

// Fill mode and diagonal type are kept (SpMV and SpMM read the stored entries as a general
// matrix, as cuSPARSE does); the storage and symmetry attributes answer NOT_SUPPORTED.
inline cusparseStatus_t cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t d,
                                                  cusparseSpMatAttribute_t attribute, void* data,
                                                  size_t size) {
  if (d == nullptr || data == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  if (attribute == CUSPARSE_SPMAT_FILL_MODE && size == sizeof(cusparseFillMode_t)) {
    *static_cast<cusparseFillMode_t*>(data) = d->fill;
  } else if (attribute == CUSPARSE_SPMAT_DIAG_TYPE && size == sizeof(cusparseDiagType_t)) {
    *static_cast<cusparseDiagType_t*>(data) = d->diag;
  } else if (attribute == CUSPARSE_SPMAT_FILL_MODE || attribute == CUSPARSE_SPMAT_DIAG_TYPE) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  } else {
    return cuport::sparse::not_supported("cusparseSpMatGetAttribute", "this attribute");
  }
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseSpMatSetAttribute(cusparseSpMatDescr_t d,
                                                  cusparseSpMatAttribute_t attribute, void* data,
                                                  size_t size) {
  if (d == nullptr || data == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  if (attribute == CUSPARSE_SPMAT_FILL_MODE && size == sizeof(cusparseFillMode_t)) {
    d->fill = *static_cast<cusparseFillMode_t*>(data);
  } else if (attribute == CUSPARSE_SPMAT_DIAG_TYPE && size == sizeof(cusparseDiagType_t)) {
    d->diag = *static_cast<cusparseDiagType_t*>(data);
  } else if (attribute == CUSPARSE_SPMAT_FILL_MODE || attribute == CUSPARSE_SPMAT_DIAG_TYPE) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  } else {
    return cuport::sparse::not_supported("cusparseSpMatSetAttribute", "this attribute");
  }
  return CUSPARSE_STATUS_SUCCESS;
}

// ---------------------------------------------------------------------------------------------
// Generic API: sparse and dense vectors, dense matrices.

inline cusparseStatus_t cusparseCreateSpVec(cusparseSpVecDescr_t* d, int64_t size, int64_t nnz,
                                            void* indices, void* values,
                                            cusparseIndexType_t index_type,
                                            cusparseIndexBase_t base, cudaDataType value_type) {
  if (d == nullptr || size < 0 || nnz < 0 || nnz > size) return CUSPARSE_STATUS_INVALID_VALUE;
  if (nnz > 0 && (indices == nullptr || values == nullptr)) return CUSPARSE_STATUS_INVALID_VALUE;
  if (base != CUSPARSE_INDEX_BASE_ZERO && base != CUSPARSE_INDEX_BASE_ONE) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (!cuport::sparse::valid_index_type(index_type) ||
      !cuport::sparse::valid_value_type(value_type)) {
    return cuport::sparse::not_supported("cusparseCreateSpVec", "this index or value type");
  }
  *d = new cusparseSpVecDescr{size, nnz, indices, values, index_type, base, value_type};
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseCreateConstSpVec(cusparseConstSpVecDescr_t* d, int64_t size,
                                                 int64_t nnz, const void* indices,
                                                 const void* values,
                                                 cusparseIndexType_t index_type,
                                                 cusparseIndexBase_t base,
                                                 cudaDataType value_type) {
  return cusparseCreateSpVec(const_cast<cusparseSpVecDescr_t*>(d), size, nnz,
                             const_cast<void*>(indices), const_cast<void*>(values), index_type,
                             base, value_type);
}

inline cusparseStatus_t cusparseDestroySpVec(cusparseConstSpVecDescr_t d) {
  delete d;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseConstSpVecGet(cusparseConstSpVecDescr_t d, int64_t* size,
                                              int64_t* nnz, const void** indices,
                                              const void** values,
                                              cusparseIndexType_t* index_type,
                                              cusparseIndexBase_t* base,
                                              cudaDataType* value_type) {
  if (!d || !size || !nnz || !indices || !values || !index_type || !base || !value_type) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  *size = d->size;
  *nnz = d->nnz;
  *indices = d->indices;
  *values = d->values;
  *index_type = d->index_type;
  *base = d->base;
  *value_type = d->value_type;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseSpVecGet(cusparseSpVecDescr_t d, int64_t* size, int64_t* nnz,
                                         void** indices, void** values,
                                         cusparseIndexType_t* index_type,
                                         cusparseIndexBase_t* base, cudaDataType* value_type) {
  return cusparseConstSpVecGet(d, size, nnz, const_cast<const void**>(indices),
                               const_cast<const void**>(values), index_type, base, value_type);
}

inline cusparseStatus_t cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t d,
                                                  cusparseIndexBase_t* base) {
  if (d == nullptr || base == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *base = d->base;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseConstSpVecGetValues(cusparseConstSpVecDescr_t d,
                                                    const void** values) {
  if (d == nullptr || values == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *values = d->values;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseSpVecGetValues(cusparseSpVecDescr_t d, void** values) {
  return cusparseConstSpVecGetValues(d, const_cast<const void**>(values));
}

inline cusparseStatus_t cusparseSpVecSetValues(cusparseSpVecDescr_t d, void* values) {
  if (d == nullptr || (values == nullptr && d->nnz > 0)) return CUSPARSE_STATUS_INVALID_VALUE;
  d->values = values;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t* d, int64_t size, void* values,
                                            cudaDataType value_type) {
  if (d == nullptr || size < 0 || (values == nullptr && size > 0)) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (!cuport::sparse::valid_value_type(value_type)) {
    return cuport::sparse::not_supported("cusparseCreateDnVec", "this value type");
  }
  *d = new cusparseDnVecDescr{size, values, value_type};
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseCreateConstDnVec(cusparseConstDnVecDescr_t* d, int64_t size,
                                                 const void* values, cudaDataType value_type) {
  return cusparseCreateDnVec(const_cast<cusparseDnVecDescr_t*>(d), size,
                             const_cast<void*>(values), value_type);
}

inline cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t d) {
  delete d;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseConstDnVecGet(cusparseConstDnVecDescr_t d, int64_t* size,
                                              const void** values, cudaDataType* value_type) {
  if (!d || !size || !values || !value_type) return CUSPARSE_STATUS_INVALID_VALUE;
  *size = d->size;
  *values = d->values;
  *value_type = d->value_type;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t d, int64_t* size, void** values,
                                         cudaDataType* value_type) {
  return cusparseConstDnVecGet(d, size, const_cast<const void**>(values), value_type);
}

inline cusparseStatus_t cusparseConstDnVecGetValues(cusparseConstDnVecDescr_t d,
                                                    const void** values) {
  if (d == nullptr || values == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *values = d->values;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t d, void** values) {
  return cusparseConstDnVecGetValues(d, const_cast<const void**>(values));
}

inline cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t d, void* values) {
  if (d == nullptr || (values == nullptr && d->size > 0)) return CUSPARSE_STATUS_INVALID_VALUE;
  d->values = values;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t* d, int64_t rows, int64_t cols,
                                            int64_t ld, void* values, cudaDataType value_type,
                                            cusparseOrder_t order) {
  return cuport::sparse::create_dense_matrix(d, rows, cols, ld, values, value_type, order);
}

inline cusparseStatus_t cusparseCreateConstDnMat(cusparseConstDnMatDescr_t* d, int64_t rows,
                                                 int64_t cols, int64_t ld, const void* values,
                                                 cudaDataType value_type, cusparseOrder_t order) {
  return cuport::sparse::create_dense_matrix(const_cast<cusparseDnMatDescr_t*>(d), rows, cols,
                                             ld, values, value_type, order);
}

inline cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t d) {
  delete d;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseConstDnMatGet(cusparseConstDnMatDescr_t d, int64_t* rows,
                                              int64_t* cols, int64_t* ld, const void** values,
                                              cudaDataType* type, cusparseOrder_t* order) {
  if (!d || !rows || !cols || !ld || !values || !type || !order) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  *rows = d->rows;
  *cols = d->cols;
  *ld = d->ld;
  *values = d->values;
  *type = d->value_type;
  *order = d->order;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t d, int64_t* rows, int64_t* cols,
                                         int64_t* ld, void** values, cudaDataType* type,
                                         cusparseOrder_t* order) {
  return cusparseConstDnMatGet(d, rows, cols, ld, const_cast<const void**>(values), type, order);
}

inline cusparseStatus_t cusparseConstDnMatGetValues(cusparseConstDnMatDescr_t d,
                                                    const void** values) {
  if (d == nullptr || values == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  *values = d->values;
  return CUSPARSE_STATUS_SUCCESS;
}

inline cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t d, void** values) {
  return cusparseConstDnMatGetValues(d, const_cast<const void**>(values));
}

inline cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t d, void* values) {
  if (d == nullptr || (values == nullptr && d->rows > 0 && d->cols > 0)) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  d->values = values;
  return CUSPARSE_STATUS_SUCCESS;
}

// ---------------------------------------------------------------------------------------------
// Sparse vector with dense vector: y[idx] = alpha * x + beta * y[idx] (Axpby), x = y[idx]
// (Gather), y[idx] = x (Scatter).

namespace cuport::sparse {
template <class Op>
cusparseStatus_t sparse_dense_vectors(cusparseHandle_t handle, cusparseConstSpVecDescr_t x,
                                      cusparseConstDnVecDescr_t y, Op op) {
  if (!Handles::instance().contains(handle)) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (x == nullptr || y == nullptr || x->size != y->size) return CUSPARSE_STATUS_INVALID_VALUE;
  if (x->value_type != y->value_type) return CUSPARSE_STATUS_NOT_SUPPORTED;
  return run_in_stream(handle, [=] {
    return with_value_type(x->value_type, [&](auto zero) {
      using T = decltype(zero);
      const int64_t base = x->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
      for (int64_t e = 0; e < x->nnz; ++e) {
        op(static_cast<T*>(x->values)[e],
           static_cast<T*>(y->values)[index_at(x->indices, x->index_type, e) - base]);
      }
      return CUSPARSE_STATUS_SUCCESS;
    });
  });
}
}  // namespace cuport::sparse

// cuSPARSE's Axpby scales all of y by beta, then adds alpha * x at x's indices.
inline cusparseStatus_t cusparseAxpby(cusparseHandle_t handle, const void* alpha,
                                      cusparseConstSpVecDescr_t x, const void* beta,
                                      cusparseDnVecDescr_t y) {
  if (!cuport::sparse::Handles::instance().contains(handle)) return CUSPARSE_STATUS_NOT_INITIALIZED;
  if (alpha == nullptr || beta == nullptr || x == nullptr || y == nullptr || x->size != y->size) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (x->value_type != y->value_type) return CUSPARSE_STATUS_NOT_SUPPORTED;
  return cuport::sparse::run_in_stream(handle, [=] {
    return cuport::sparse::with_value_type(x->value_type, [&](auto zero) {
      using T = decltype(zero);
      const T a = *static_cast<const T*>(alpha), b = *static_cast<const T*>(beta);
      T* yv = static_cast<T*>(y->values);
      for (int64_t i = 0; i < y->size; ++i) yv[i] = b == zero ? zero : b * yv[i];
      const int64_t base = x->base == CUSPARSE_INDEX_BASE_ONE ? 1 : 0;
      for (int64_t e = 0; e < x->nnz; ++e) {
        yv[cuport::sparse::index_at(x->indices, x->index_type, e) - base] +=
            a * static_cast<const T*>(x->values)[e];
      }
      return CUSPARSE_STATUS_SUCCESS;
    });
  });
}

inline cusparseStatus_t cusparseGather(cusparseHandle_t handle, cusparseConstDnVecDescr_t y,
                                       cusparseSpVecDescr_t x) {
  return cuport::sparse::sparse_dense_vectors(handle, x, y,
                                              [](auto& xv, auto& yv) { xv = yv; });
}

inline cusparseStatus_t cusparseScatter(cusparseHandle_t handle, cusparseConstSpVecDescr_t x,
                                        cusparseDnVecDescr_t y) {
  return cuport::sparse::sparse_dense_vectors(handle, x, y,
                                              [](auto& xv, auto& yv) { yv = xv; });
}

// ---------------------------------------------------------------------------------------------
// SpMV: y = alpha * op(A) * x + beta * y. SpMM: C = alpha * op(A) * op(B) + beta * C. The CPU
// needs no work area (buffer size 0) and no preprocessing; every algorithm gives the same sums.

namespace cuport::sparse {
inline cusparseStatus_t spmv(const char* function, cusparseHandle_t handle,
                             cusparseOperation_t op, const void* alpha,
                             cusparseConstSpMatDescr_t a, cusparseConstDnVecDescr_t x,
                             const void* beta, cusparseDnVecDescr_t y, cudaDataType compute_type,
                             bool run) {
  if (auto status = check_product(function, handle, op, alpha, beta, a, compute_type)) {
    return status;
  }
  if (x == nullptr || y == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  const bool transposed = op != CUSPARSE_OPERATION_NON_TRANSPOSE;
  if (x->size != (transposed ? a->rows : a->cols) || y->size != (transposed ? a->cols : a->rows)) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (x->value_type != a->value_type || y->value_type != a->value_type) {
    return not_supported(function, "vectors of another type than the matrix's");
  }
  if (!run) return CUSPARSE_STATUS_SUCCESS;
  return run_in_stream(handle, [=] {
    return with_value_type(compute_type, [&](auto zero) {
      using T = decltype(zero);
      const DenseView<T> b{static_cast<T*>(x->values), std::max<int64_t>(1, x->size), false,
                           false, false};
      const DenseView<T> c{static_cast<T*>(y->values), std::max<int64_t>(1, y->size), false,
                           false, false};
      sparse_times_dense(*a, op, *static_cast<const T*>(alpha), b, *static_cast<const T*>(beta),
                         c, y->size, 1);
      return CUSPARSE_STATUS_SUCCESS;
    });
  });
}

inline cusparseStatus_t spmm(const char* function, cusparseHandle_t handle,
                             cusparseOperation_t op_a, cusparseOperation_t op_b,
                             const void* alpha, cusparseConstSpMatDescr_t a,
                             cusparseConstDnMatDescr_t b, const void* beta,
                             cusparseDnMatDescr_t c, cudaDataType compute_type, bool run) {
  if (auto status = check_product(function, handle, op_a, alpha, beta, a, compute_type)) {
    return status;
  }
  if (b == nullptr || c == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  if (op_b != CUSPARSE_OPERATION_NON_TRANSPOSE && op_b != CUSPARSE_OPERATION_TRANSPOSE &&
      op_b != CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  const bool a_t = op_a != CUSPARSE_OPERATION_NON_TRANSPOSE;
  const bool b_t = op_b != CUSPARSE_OPERATION_NON_TRANSPOSE;
  const int64_t m = a_t ? a->cols : a->rows, k = a_t ? a->rows : a->cols;
  const int64_t n = c->cols;
  if (c->rows != m || (b_t ? b->cols : b->rows) != k || (b_t ? b->rows : b->cols) != n) {
    return CUSPARSE_STATUS_INVALID_VALUE;
  }
  if (b->value_type != a->value_type || c->value_type != a->value_type) {
    return not_supported(function, "dense matrices of another type than the sparse one's");
  }
  if (!run) return CUSPARSE_STATUS_SUCCESS;
  return run_in_stream(handle, [=] {
    return with_value_type(compute_type, [&](auto zero) {
      using T = decltype(zero);
      const DenseView<T> bv{static_cast<T*>(b->values), b->ld, b->order == CUSPARSE_ORDER_ROW,
                            b_t, op_b == CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE};
      const DenseView<T> cv{static_cast<T*>(c->values), c->ld, c->order == CUSPARSE_ORDER_ROW,
                            false, false};
      sparse_times_dense(*a, op_a, *static_cast<const T*>(alpha), bv,
                         *static_cast<const T*>(beta), cv, m, n);
      return CUSPARSE_STATUS_SUCCESS;
    });
  });
}
}  // namespace cuport::sparse

inline cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t handle, cusparseOperation_t op,
                                                const void* alpha, cusparseConstSpMatDescr_t a,
                                                cusparseConstDnVecDescr_t x, const void* beta,
                                                cusparseDnVecDescr_t y, cudaDataType compute_type,
                                                cusparseSpMVAlg_t, size_t* size) {
  if (size == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  auto status = cuport::sparse::spmv("cusparseSpMV_bufferSize", handle, op, alpha, a, x, beta, y,
                                     compute_type, false);
  if (status == CUSPARSE_STATUS_SUCCESS) *size = 0;
  return status;
}

inline cusparseStatus_t cusparseSpMV_preprocess(cusparseHandle_t handle, cusparseOperation_t op,
                                                const void* alpha, cusparseConstSpMatDescr_t a,
                                                cusparseConstDnVecDescr_t x, const void* beta,
                                                cusparseDnVecDescr_t y, cudaDataType compute_type,
                                                cusparseSpMVAlg_t, void*) {
  return cuport::sparse::spmv("cusparseSpMV_preprocess", handle, op, alpha, a, x, beta, y,
                              compute_type, false);
}

inline cusparseStatus_t cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t op,
                                     const void* alpha, cusparseConstSpMatDescr_t a,
                                     cusparseConstDnVecDescr_t x, const void* beta,
                                     cusparseDnVecDescr_t y, cudaDataType compute_type,
                                     cusparseSpMVAlg_t, void*) {
  return cuport::sparse::spmv("cusparseSpMV", handle, op, alpha, a, x, beta, y, compute_type,
                              true);
}

inline cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t op_a,
                                                cusparseOperation_t op_b, const void* alpha,
                                                cusparseConstSpMatDescr_t a,
                                                cusparseConstDnMatDescr_t b, const void* beta,
                                                cusparseDnMatDescr_t c, cudaDataType compute_type,
                                                cusparseSpMMAlg_t, size_t* size) {
  if (size == nullptr) return CUSPARSE_STATUS_INVALID_VALUE;
  auto status = cuport::sparse::spmm("cusparseSpMM_bufferSize", handle, op_a, op_b, alpha, a, b,
                                     beta, c, compute_type, false);
  if (status == CUSPARSE_STATUS_SUCCESS) *size = 0;
  return status;
}

inline cusparseStatus_t cusparseSpMM_preprocess(cusparseHandle_t handle, cusparseOperation_t op_a,
                                                cusparseOperation_t op_b, const void* alpha,
                                                cusparseConstSpMatDescr_t a,
                                                cusparseConstDnMatDescr_t b, const void* beta,
                                                cusparseDnMatDescr_t c, cudaDataType compute_type,
                                                cusparseSpMMAlg_t, void*) {
  return cuport::sparse::spmm("cusparseSpMM_preprocess", handle, op_a, op_b, alpha, a, b, beta, c,
                              compute_type, false);
}

inline cusparseStatus_t cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t op_a,
                                     cusparseOperation_t op_b, const void* alpha,
                                     cusparseConstSpMatDescr_t a, cusparseConstDnMatDescr_t b,
                                     const void* beta, cusparseDnMatDescr_t c,
                                     cudaDataType compute_type, cusparseSpMMAlg_t, void*) {
  return cuport::sparse::spmm("cusparseSpMM", handle, op_a, op_b, alpha, a, b, beta, c,
                              compute_type, true);
}
