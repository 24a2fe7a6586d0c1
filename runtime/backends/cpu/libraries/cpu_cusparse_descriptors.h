// cuport portable runtime, CPU backend: cuSPARSE's descriptors: the legacy matrix descriptor
// and the generic API's sparse matrices (CSR, CSC, COO), sparse and dense vectors and dense
// matrices, with their Create/Destroy/Get/Set functions. A descriptor only records what it was
// given; the products (cpu_cusparse.h) read the arrays.
#pragma once

#include <stdint.h>

#include <algorithm>
#include <complex>
#include <cstdio>

#include "cpu_cusparse_types.h"

namespace cuport::sparse {

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
