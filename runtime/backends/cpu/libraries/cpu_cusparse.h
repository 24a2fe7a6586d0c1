// cuport portable runtime, CPU backend: cuSPARSE's handle, generic SpMV/SpMM, Axpby/Gather/
// Scatter (the types are in cpu_cusparse_types.h, the descriptors in cpu_cusparse_descriptors.h).
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

#include <algorithm>
#include <complex>
#include <cstdio>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "cpu_cusparse_descriptors.h"
#include "cpu_cusparse_types.h"

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
