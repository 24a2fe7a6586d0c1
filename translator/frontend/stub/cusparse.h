// Stub for the translator's parser only: cuSPARSE (cusparse.h), declared for parsing; the names
// stay as they are (runtime/include/cuport/cusparse.h defines them). Every function of CUDA 13's
// cusparse.h is declared, taking any arguments, so a call to one the CPU backend lacks still
// parses (the table reports it, CP1052).
#pragma once
#include "cuda_runtime.h"
#include "library_types.h"
#include <stdint.h>

#define CUSPARSE_H_
#define CUSPARSEAPI
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

struct cusparseContext;
typedef struct cusparseContext* cusparseHandle_t;
struct cusparseMatDescr;
typedef struct cusparseMatDescr* cusparseMatDescr_t;
struct cusparseSpVecDescr;
struct cusparseDnVecDescr;
struct cusparseSpMatDescr;
struct cusparseDnMatDescr;
typedef struct cusparseSpVecDescr* cusparseSpVecDescr_t;
typedef struct cusparseDnVecDescr* cusparseDnVecDescr_t;
typedef struct cusparseSpMatDescr* cusparseSpMatDescr_t;
typedef struct cusparseDnMatDescr* cusparseDnMatDescr_t;
typedef struct cusparseSpVecDescr const* cusparseConstSpVecDescr_t;
typedef struct cusparseDnVecDescr const* cusparseConstDnVecDescr_t;
typedef struct cusparseSpMatDescr const* cusparseConstSpMatDescr_t;
typedef struct cusparseDnMatDescr const* cusparseConstDnMatDescr_t;

cusparseStatus_t cusparseAxpby(...);
cusparseStatus_t cusparseBlockedEllGet(...);
cusparseStatus_t cusparseBsrSetStridedBatch(...);
cusparseStatus_t cusparseCbsr2csr(...);
cusparseStatus_t cusparseCbsric02(...);
cusparseStatus_t cusparseCbsric02_analysis(...);
cusparseStatus_t cusparseCbsric02_bufferSize(...);
cusparseStatus_t cusparseCbsric02_bufferSizeExt(...);
cusparseStatus_t cusparseCbsrilu02(...);
cusparseStatus_t cusparseCbsrilu02_analysis(...);
cusparseStatus_t cusparseCbsrilu02_bufferSize(...);
cusparseStatus_t cusparseCbsrilu02_bufferSizeExt(...);
cusparseStatus_t cusparseCbsrilu02_numericBoost(...);
cusparseStatus_t cusparseCbsrmm(...);
cusparseStatus_t cusparseCbsrmv(...);
cusparseStatus_t cusparseCbsrsm2_analysis(...);
cusparseStatus_t cusparseCbsrsm2_bufferSize(...);
cusparseStatus_t cusparseCbsrsm2_bufferSizeExt(...);
cusparseStatus_t cusparseCbsrsm2_solve(...);
cusparseStatus_t cusparseCbsrsv2_analysis(...);
cusparseStatus_t cusparseCbsrsv2_bufferSize(...);
cusparseStatus_t cusparseCbsrsv2_bufferSizeExt(...);
cusparseStatus_t cusparseCbsrsv2_solve(...);
cusparseStatus_t cusparseCbsrxmv(...);
cusparseStatus_t cusparseCcsr2bsr(...);
cusparseStatus_t cusparseCcsr2csr_compress(...);
cusparseStatus_t cusparseCcsr2csru(...);
cusparseStatus_t cusparseCcsr2gebsr(...);
cusparseStatus_t cusparseCcsr2gebsr_bufferSize(...);
cusparseStatus_t cusparseCcsr2gebsr_bufferSizeExt(...);
cusparseStatus_t cusparseCcsrcolor(...);
cusparseStatus_t cusparseCcsrgeam2(...);
cusparseStatus_t cusparseCcsrgeam2_bufferSizeExt(...);
cusparseStatus_t cusparseCcsric02(...);
cusparseStatus_t cusparseCcsric02_analysis(...);
cusparseStatus_t cusparseCcsric02_bufferSize(...);
cusparseStatus_t cusparseCcsric02_bufferSizeExt(...);
cusparseStatus_t cusparseCcsrilu02(...);
cusparseStatus_t cusparseCcsrilu02_analysis(...);
cusparseStatus_t cusparseCcsrilu02_bufferSize(...);
cusparseStatus_t cusparseCcsrilu02_bufferSizeExt(...);
cusparseStatus_t cusparseCcsrilu02_numericBoost(...);
cusparseStatus_t cusparseCcsru2csr(...);
cusparseStatus_t cusparseCcsru2csr_bufferSizeExt(...);
cusparseStatus_t cusparseCgebsr2csr(...);
cusparseStatus_t cusparseCgebsr2gebsc(...);
cusparseStatus_t cusparseCgebsr2gebsc_bufferSize(...);
cusparseStatus_t cusparseCgebsr2gebsc_bufferSizeExt(...);
cusparseStatus_t cusparseCgebsr2gebsr(...);
cusparseStatus_t cusparseCgebsr2gebsr_bufferSize(...);
cusparseStatus_t cusparseCgebsr2gebsr_bufferSizeExt(...);
cusparseStatus_t cusparseCgemvi(...);
cusparseStatus_t cusparseCgemvi_bufferSize(...);
cusparseStatus_t cusparseCgpsvInterleavedBatch(...);
cusparseStatus_t cusparseCgpsvInterleavedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseCgtsv2(...);
cusparseStatus_t cusparseCgtsv2StridedBatch(...);
cusparseStatus_t cusparseCgtsv2StridedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseCgtsv2_bufferSizeExt(...);
cusparseStatus_t cusparseCgtsv2_nopivot(...);
cusparseStatus_t cusparseCgtsv2_nopivot_bufferSizeExt(...);
cusparseStatus_t cusparseCgtsvInterleavedBatch(...);
cusparseStatus_t cusparseCgtsvInterleavedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseCnnz(...);
cusparseStatus_t cusparseCnnz_compress(...);
cusparseStatus_t cusparseConstBlockedEllGet(...);
cusparseStatus_t cusparseConstCooGet(...);
cusparseStatus_t cusparseConstCscGet(...);
cusparseStatus_t cusparseConstCsrGet(...);
cusparseStatus_t cusparseConstDnMatGet(...);
cusparseStatus_t cusparseConstDnMatGetValues(...);
cusparseStatus_t cusparseConstDnVecGet(...);
cusparseStatus_t cusparseConstDnVecGetValues(...);
cusparseStatus_t cusparseConstSpMatGetValues(...);
cusparseStatus_t cusparseConstSpVecGet(...);
cusparseStatus_t cusparseConstSpVecGetValues(...);
cusparseStatus_t cusparseCooGet(...);
cusparseStatus_t cusparseCooSetPointers(...);
cusparseStatus_t cusparseCooSetStridedBatch(...);
cusparseStatus_t cusparseCreate(...);
cusparseStatus_t cusparseCreateBlockedEll(...);
cusparseStatus_t cusparseCreateBsr(...);
cusparseStatus_t cusparseCreateBsric02Info(...);
cusparseStatus_t cusparseCreateBsrilu02Info(...);
cusparseStatus_t cusparseCreateBsrsm2Info(...);
cusparseStatus_t cusparseCreateBsrsv2Info(...);
cusparseStatus_t cusparseCreateColorInfo(...);
cusparseStatus_t cusparseCreateConstBlockedEll(...);
cusparseStatus_t cusparseCreateConstBsr(...);
cusparseStatus_t cusparseCreateConstCoo(...);
cusparseStatus_t cusparseCreateConstCsc(...);
cusparseStatus_t cusparseCreateConstCsr(...);
cusparseStatus_t cusparseCreateConstDnMat(...);
cusparseStatus_t cusparseCreateConstDnVec(...);
cusparseStatus_t cusparseCreateConstSlicedEll(...);
cusparseStatus_t cusparseCreateConstSpVec(...);
cusparseStatus_t cusparseCreateCoo(...);
cusparseStatus_t cusparseCreateCsc(...);
cusparseStatus_t cusparseCreateCsr(...);
cusparseStatus_t cusparseCreateCsric02Info(...);
cusparseStatus_t cusparseCreateCsrilu02Info(...);
cusparseStatus_t cusparseCreateCsru2csrInfo(...);
cusparseStatus_t cusparseCreateDnMat(...);
cusparseStatus_t cusparseCreateDnVec(...);
cusparseStatus_t cusparseCreateIdentityPermutation(...);
cusparseStatus_t cusparseCreateMatDescr(...);
cusparseStatus_t cusparseCreatePruneInfo(...);
cusparseStatus_t cusparseCreateSlicedEll(...);
cusparseStatus_t cusparseCreateSpVec(...);
cusparseStatus_t cusparseCscGet(...);
cusparseStatus_t cusparseCscSetPointers(...);
cusparseStatus_t cusparseCsr2cscEx2(...);
cusparseStatus_t cusparseCsr2cscEx2_bufferSize(...);
cusparseStatus_t cusparseCsrGet(...);
cusparseStatus_t cusparseCsrSetPointers(...);
cusparseStatus_t cusparseCsrSetStridedBatch(...);
cusparseStatus_t cusparseDbsr2csr(...);
cusparseStatus_t cusparseDbsric02(...);
cusparseStatus_t cusparseDbsric02_analysis(...);
cusparseStatus_t cusparseDbsric02_bufferSize(...);
cusparseStatus_t cusparseDbsric02_bufferSizeExt(...);
cusparseStatus_t cusparseDbsrilu02(...);
cusparseStatus_t cusparseDbsrilu02_analysis(...);
cusparseStatus_t cusparseDbsrilu02_bufferSize(...);
cusparseStatus_t cusparseDbsrilu02_bufferSizeExt(...);
cusparseStatus_t cusparseDbsrilu02_numericBoost(...);
cusparseStatus_t cusparseDbsrmm(...);
cusparseStatus_t cusparseDbsrmv(...);
cusparseStatus_t cusparseDbsrsm2_analysis(...);
cusparseStatus_t cusparseDbsrsm2_bufferSize(...);
cusparseStatus_t cusparseDbsrsm2_bufferSizeExt(...);
cusparseStatus_t cusparseDbsrsm2_solve(...);
cusparseStatus_t cusparseDbsrsv2_analysis(...);
cusparseStatus_t cusparseDbsrsv2_bufferSize(...);
cusparseStatus_t cusparseDbsrsv2_bufferSizeExt(...);
cusparseStatus_t cusparseDbsrsv2_solve(...);
cusparseStatus_t cusparseDbsrxmv(...);
cusparseStatus_t cusparseDcsr2bsr(...);
cusparseStatus_t cusparseDcsr2csr_compress(...);
cusparseStatus_t cusparseDcsr2csru(...);
cusparseStatus_t cusparseDcsr2gebsr(...);
cusparseStatus_t cusparseDcsr2gebsr_bufferSize(...);
cusparseStatus_t cusparseDcsr2gebsr_bufferSizeExt(...);
cusparseStatus_t cusparseDcsrcolor(...);
cusparseStatus_t cusparseDcsrgeam2(...);
cusparseStatus_t cusparseDcsrgeam2_bufferSizeExt(...);
cusparseStatus_t cusparseDcsric02(...);
cusparseStatus_t cusparseDcsric02_analysis(...);
cusparseStatus_t cusparseDcsric02_bufferSize(...);
cusparseStatus_t cusparseDcsric02_bufferSizeExt(...);
cusparseStatus_t cusparseDcsrilu02(...);
cusparseStatus_t cusparseDcsrilu02_analysis(...);
cusparseStatus_t cusparseDcsrilu02_bufferSize(...);
cusparseStatus_t cusparseDcsrilu02_bufferSizeExt(...);
cusparseStatus_t cusparseDcsrilu02_numericBoost(...);
cusparseStatus_t cusparseDcsru2csr(...);
cusparseStatus_t cusparseDcsru2csr_bufferSizeExt(...);
cusparseStatus_t cusparseDenseToSparse_analysis(...);
cusparseStatus_t cusparseDenseToSparse_bufferSize(...);
cusparseStatus_t cusparseDenseToSparse_convert(...);
cusparseStatus_t cusparseDestroy(...);
cusparseStatus_t cusparseDestroyBsric02Info(...);
cusparseStatus_t cusparseDestroyBsrilu02Info(...);
cusparseStatus_t cusparseDestroyBsrsm2Info(...);
cusparseStatus_t cusparseDestroyBsrsv2Info(...);
cusparseStatus_t cusparseDestroyColorInfo(...);
cusparseStatus_t cusparseDestroyCsric02Info(...);
cusparseStatus_t cusparseDestroyCsrilu02Info(...);
cusparseStatus_t cusparseDestroyCsru2csrInfo(...);
cusparseStatus_t cusparseDestroyDnMat(...);
cusparseStatus_t cusparseDestroyDnVec(...);
cusparseStatus_t cusparseDestroyMatDescr(...);
cusparseStatus_t cusparseDestroyPruneInfo(...);
cusparseStatus_t cusparseDestroySpMat(...);
cusparseStatus_t cusparseDestroySpVec(...);
cusparseStatus_t cusparseDgebsr2csr(...);
cusparseStatus_t cusparseDgebsr2gebsc(...);
cusparseStatus_t cusparseDgebsr2gebsc_bufferSize(...);
cusparseStatus_t cusparseDgebsr2gebsc_bufferSizeExt(...);
cusparseStatus_t cusparseDgebsr2gebsr(...);
cusparseStatus_t cusparseDgebsr2gebsr_bufferSize(...);
cusparseStatus_t cusparseDgebsr2gebsr_bufferSizeExt(...);
cusparseStatus_t cusparseDgemvi(...);
cusparseStatus_t cusparseDgemvi_bufferSize(...);
cusparseStatus_t cusparseDgpsvInterleavedBatch(...);
cusparseStatus_t cusparseDgpsvInterleavedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseDgtsv2(...);
cusparseStatus_t cusparseDgtsv2StridedBatch(...);
cusparseStatus_t cusparseDgtsv2StridedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseDgtsv2_bufferSizeExt(...);
cusparseStatus_t cusparseDgtsv2_nopivot(...);
cusparseStatus_t cusparseDgtsv2_nopivot_bufferSizeExt(...);
cusparseStatus_t cusparseDgtsvInterleavedBatch(...);
cusparseStatus_t cusparseDgtsvInterleavedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseDnMatGet(...);
cusparseStatus_t cusparseDnMatGetStridedBatch(...);
cusparseStatus_t cusparseDnMatGetValues(...);
cusparseStatus_t cusparseDnMatSetStridedBatch(...);
cusparseStatus_t cusparseDnMatSetValues(...);
cusparseStatus_t cusparseDnVecGet(...);
cusparseStatus_t cusparseDnVecGetValues(...);
cusparseStatus_t cusparseDnVecSetValues(...);
cusparseStatus_t cusparseDnnz(...);
cusparseStatus_t cusparseDnnz_compress(...);
cusparseStatus_t cusparseDpruneCsr2csr(...);
cusparseStatus_t cusparseDpruneCsr2csrByPercentage(...);
cusparseStatus_t cusparseDpruneCsr2csrByPercentage_bufferSizeExt(...);
cusparseStatus_t cusparseDpruneCsr2csrNnz(...);
cusparseStatus_t cusparseDpruneCsr2csrNnzByPercentage(...);
cusparseStatus_t cusparseDpruneCsr2csr_bufferSizeExt(...);
cusparseStatus_t cusparseDpruneDense2csr(...);
cusparseStatus_t cusparseDpruneDense2csrByPercentage(...);
cusparseStatus_t cusparseDpruneDense2csrByPercentage_bufferSizeExt(...);
cusparseStatus_t cusparseDpruneDense2csrNnz(...);
cusparseStatus_t cusparseDpruneDense2csrNnzByPercentage(...);
cusparseStatus_t cusparseDpruneDense2csr_bufferSizeExt(...);
cusparseStatus_t cusparseGather(...);
const char* cusparseGetErrorName(...);
const char* cusparseGetErrorString(...);
cusparseDiagType_t cusparseGetMatDiagType(...);
cusparseFillMode_t cusparseGetMatFillMode(...);
cusparseIndexBase_t cusparseGetMatIndexBase(...);
cusparseMatrixType_t cusparseGetMatType(...);
cusparseStatus_t cusparseGetPointerMode(...);
cusparseStatus_t cusparseGetProperty(...);
cusparseStatus_t cusparseGetStream(...);
cusparseStatus_t cusparseGetVersion(...);
cusparseStatus_t cusparseHpruneCsr2csr(...);
cusparseStatus_t cusparseHpruneCsr2csrByPercentage(...);
cusparseStatus_t cusparseHpruneCsr2csrByPercentage_bufferSizeExt(...);
cusparseStatus_t cusparseHpruneCsr2csrNnz(...);
cusparseStatus_t cusparseHpruneCsr2csrNnzByPercentage(...);
cusparseStatus_t cusparseHpruneCsr2csr_bufferSizeExt(...);
cusparseStatus_t cusparseHpruneDense2csr(...);
cusparseStatus_t cusparseHpruneDense2csrByPercentage(...);
cusparseStatus_t cusparseHpruneDense2csrByPercentage_bufferSizeExt(...);
cusparseStatus_t cusparseHpruneDense2csrNnz(...);
cusparseStatus_t cusparseHpruneDense2csrNnzByPercentage(...);
cusparseStatus_t cusparseHpruneDense2csr_bufferSizeExt(...);
cusparseStatus_t cusparseLoggerForceDisable(...);
cusparseStatus_t cusparseLoggerOpenFile(...);
cusparseStatus_t cusparseLoggerSetCallback(...);
cusparseStatus_t cusparseLoggerSetFile(...);
cusparseStatus_t cusparseLoggerSetLevel(...);
cusparseStatus_t cusparseLoggerSetMask(...);
cusparseStatus_t cusparseRot(...);
cusparseStatus_t cusparseSDDMM(...);
cusparseStatus_t cusparseSDDMM_bufferSize(...);
cusparseStatus_t cusparseSDDMM_preprocess(...);
cusparseStatus_t cusparseSbsr2csr(...);
cusparseStatus_t cusparseSbsric02(...);
cusparseStatus_t cusparseSbsric02_analysis(...);
cusparseStatus_t cusparseSbsric02_bufferSize(...);
cusparseStatus_t cusparseSbsric02_bufferSizeExt(...);
cusparseStatus_t cusparseSbsrilu02(...);
cusparseStatus_t cusparseSbsrilu02_analysis(...);
cusparseStatus_t cusparseSbsrilu02_bufferSize(...);
cusparseStatus_t cusparseSbsrilu02_bufferSizeExt(...);
cusparseStatus_t cusparseSbsrilu02_numericBoost(...);
cusparseStatus_t cusparseSbsrmm(...);
cusparseStatus_t cusparseSbsrmv(...);
cusparseStatus_t cusparseSbsrsm2_analysis(...);
cusparseStatus_t cusparseSbsrsm2_bufferSize(...);
cusparseStatus_t cusparseSbsrsm2_bufferSizeExt(...);
cusparseStatus_t cusparseSbsrsm2_solve(...);
cusparseStatus_t cusparseSbsrsv2_analysis(...);
cusparseStatus_t cusparseSbsrsv2_bufferSize(...);
cusparseStatus_t cusparseSbsrsv2_bufferSizeExt(...);
cusparseStatus_t cusparseSbsrsv2_solve(...);
cusparseStatus_t cusparseSbsrxmv(...);
cusparseStatus_t cusparseScatter(...);
cusparseStatus_t cusparseScsr2bsr(...);
cusparseStatus_t cusparseScsr2csr_compress(...);
cusparseStatus_t cusparseScsr2csru(...);
cusparseStatus_t cusparseScsr2gebsr(...);
cusparseStatus_t cusparseScsr2gebsr_bufferSize(...);
cusparseStatus_t cusparseScsr2gebsr_bufferSizeExt(...);
cusparseStatus_t cusparseScsrcolor(...);
cusparseStatus_t cusparseScsrgeam2(...);
cusparseStatus_t cusparseScsrgeam2_bufferSizeExt(...);
cusparseStatus_t cusparseScsric02(...);
cusparseStatus_t cusparseScsric02_analysis(...);
cusparseStatus_t cusparseScsric02_bufferSize(...);
cusparseStatus_t cusparseScsric02_bufferSizeExt(...);
cusparseStatus_t cusparseScsrilu02(...);
cusparseStatus_t cusparseScsrilu02_analysis(...);
cusparseStatus_t cusparseScsrilu02_bufferSize(...);
cusparseStatus_t cusparseScsrilu02_bufferSizeExt(...);
cusparseStatus_t cusparseScsrilu02_numericBoost(...);
cusparseStatus_t cusparseScsru2csr(...);
cusparseStatus_t cusparseScsru2csr_bufferSizeExt(...);
cusparseStatus_t cusparseSetMatDiagType(...);
cusparseStatus_t cusparseSetMatFillMode(...);
cusparseStatus_t cusparseSetMatIndexBase(...);
cusparseStatus_t cusparseSetMatType(...);
cusparseStatus_t cusparseSetPointerMode(...);
cusparseStatus_t cusparseSetStream(...);
cusparseStatus_t cusparseSgebsr2csr(...);
cusparseStatus_t cusparseSgebsr2gebsc(...);
cusparseStatus_t cusparseSgebsr2gebsc_bufferSize(...);
cusparseStatus_t cusparseSgebsr2gebsc_bufferSizeExt(...);
cusparseStatus_t cusparseSgebsr2gebsr(...);
cusparseStatus_t cusparseSgebsr2gebsr_bufferSize(...);
cusparseStatus_t cusparseSgebsr2gebsr_bufferSizeExt(...);
cusparseStatus_t cusparseSgemvi(...);
cusparseStatus_t cusparseSgemvi_bufferSize(...);
cusparseStatus_t cusparseSgpsvInterleavedBatch(...);
cusparseStatus_t cusparseSgpsvInterleavedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseSgtsv2(...);
cusparseStatus_t cusparseSgtsv2StridedBatch(...);
cusparseStatus_t cusparseSgtsv2StridedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseSgtsv2_bufferSizeExt(...);
cusparseStatus_t cusparseSgtsv2_nopivot(...);
cusparseStatus_t cusparseSgtsv2_nopivot_bufferSizeExt(...);
cusparseStatus_t cusparseSgtsvInterleavedBatch(...);
cusparseStatus_t cusparseSgtsvInterleavedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseSnnz(...);
cusparseStatus_t cusparseSnnz_compress(...);
cusparseStatus_t cusparseSpGEAM(...);
cusparseStatus_t cusparseSpGEAM_bufferSize(...);
cusparseStatus_t cusparseSpGEAM_createDescr(...);
cusparseStatus_t cusparseSpGEAM_destroyDescr(...);
cusparseStatus_t cusparseSpGEAM_nnz(...);
cusparseStatus_t cusparseSpGEMM_compute(...);
cusparseStatus_t cusparseSpGEMM_copy(...);
cusparseStatus_t cusparseSpGEMM_createDescr(...);
cusparseStatus_t cusparseSpGEMM_destroyDescr(...);
cusparseStatus_t cusparseSpGEMM_estimateMemory(...);
cusparseStatus_t cusparseSpGEMM_getNumProducts(...);
cusparseStatus_t cusparseSpGEMM_workEstimation(...);
cusparseStatus_t cusparseSpGEMMreuse_compute(...);
cusparseStatus_t cusparseSpGEMMreuse_copy(...);
cusparseStatus_t cusparseSpGEMMreuse_nnz(...);
cusparseStatus_t cusparseSpGEMMreuse_workEstimation(...);
cusparseStatus_t cusparseSpMM(...);
cusparseStatus_t cusparseSpMMOp(...);
cusparseStatus_t cusparseSpMMOp_createPlan(...);
cusparseStatus_t cusparseSpMMOp_destroyPlan(...);
cusparseStatus_t cusparseSpMM_bufferSize(...);
cusparseStatus_t cusparseSpMM_preprocess(...);
cusparseStatus_t cusparseSpMV(...);
cusparseStatus_t cusparseSpMVDescrGetParam(...);
cusparseStatus_t cusparseSpMVDescrSetParam(...);
cusparseStatus_t cusparseSpMVGeneric(...);
cusparseStatus_t cusparseSpMVGeneric_bufferSize(...);
cusparseStatus_t cusparseSpMVGeneric_preprocess(...);
cusparseStatus_t cusparseSpMVOp(...);
cusparseStatus_t cusparseSpMVOp_bufferSize(...);
cusparseStatus_t cusparseSpMVOp_createDescr(...);
cusparseStatus_t cusparseSpMVOp_createPlan(...);
cusparseStatus_t cusparseSpMVOp_destroyDescr(...);
cusparseStatus_t cusparseSpMVOp_destroyPlan(...);
cusparseStatus_t cusparseSpMVOp_setGlobalUserData(...);
cusparseStatus_t cusparseSpMV_bufferSize(...);
cusparseStatus_t cusparseSpMV_createDescr(...);
cusparseStatus_t cusparseSpMV_destroyDescr(...);
cusparseStatus_t cusparseSpMV_preprocess(...);
cusparseStatus_t cusparseSpMatConvert(...);
cusparseStatus_t cusparseSpMatConvertDescrCreate(...);
cusparseStatus_t cusparseSpMatConvertDescrDestroy(...);
cusparseStatus_t cusparseSpMatConvert_analysis(...);
cusparseStatus_t cusparseSpMatConvert_bufferSize(...);
cusparseStatus_t cusparseSpMatGetAttribute(...);
cusparseStatus_t cusparseSpMatGetFormat(...);
cusparseStatus_t cusparseSpMatGetIndexBase(...);
cusparseStatus_t cusparseSpMatGetPointers(...);
cusparseStatus_t cusparseSpMatGetSize(...);
cusparseStatus_t cusparseSpMatGetSizes(...);
cusparseStatus_t cusparseSpMatGetStridedBatch(...);
cusparseStatus_t cusparseSpMatGetValues(...);
cusparseStatus_t cusparseSpMatSetAttribute(...);
cusparseStatus_t cusparseSpMatSetPointers(...);
cusparseStatus_t cusparseSpMatSetValues(...);
cusparseStatus_t cusparseSpSM_analysis(...);
cusparseStatus_t cusparseSpSM_bufferSize(...);
cusparseStatus_t cusparseSpSM_createDescr(...);
cusparseStatus_t cusparseSpSM_destroyDescr(...);
cusparseStatus_t cusparseSpSM_solve(...);
cusparseStatus_t cusparseSpSM_updateMatrix(...);
cusparseStatus_t cusparseSpSV_analysis(...);
cusparseStatus_t cusparseSpSV_bufferSize(...);
cusparseStatus_t cusparseSpSV_createDescr(...);
cusparseStatus_t cusparseSpSV_destroyDescr(...);
cusparseStatus_t cusparseSpSV_solve(...);
cusparseStatus_t cusparseSpSV_updateMatrix(...);
cusparseStatus_t cusparseSpVV(...);
cusparseStatus_t cusparseSpVV_bufferSize(...);
cusparseStatus_t cusparseSpVecGet(...);
cusparseStatus_t cusparseSpVecGetIndexBase(...);
cusparseStatus_t cusparseSpVecGetValues(...);
cusparseStatus_t cusparseSpVecSetValues(...);
cusparseStatus_t cusparseSparseToDense(...);
cusparseStatus_t cusparseSparseToDense_bufferSize(...);
cusparseStatus_t cusparseSpruneCsr2csr(...);
cusparseStatus_t cusparseSpruneCsr2csrByPercentage(...);
cusparseStatus_t cusparseSpruneCsr2csrByPercentage_bufferSizeExt(...);
cusparseStatus_t cusparseSpruneCsr2csrNnz(...);
cusparseStatus_t cusparseSpruneCsr2csrNnzByPercentage(...);
cusparseStatus_t cusparseSpruneCsr2csr_bufferSizeExt(...);
cusparseStatus_t cusparseSpruneDense2csr(...);
cusparseStatus_t cusparseSpruneDense2csrByPercentage(...);
cusparseStatus_t cusparseSpruneDense2csrByPercentage_bufferSizeExt(...);
cusparseStatus_t cusparseSpruneDense2csrNnz(...);
cusparseStatus_t cusparseSpruneDense2csrNnzByPercentage(...);
cusparseStatus_t cusparseSpruneDense2csr_bufferSizeExt(...);
cusparseStatus_t cusparseXbsric02_zeroPivot(...);
cusparseStatus_t cusparseXbsrilu02_zeroPivot(...);
cusparseStatus_t cusparseXbsrsm2_zeroPivot(...);
cusparseStatus_t cusparseXbsrsv2_zeroPivot(...);
cusparseStatus_t cusparseXcoo2csr(...);
cusparseStatus_t cusparseXcoosortByColumn(...);
cusparseStatus_t cusparseXcoosortByRow(...);
cusparseStatus_t cusparseXcoosort_bufferSizeExt(...);
cusparseStatus_t cusparseXcscsort(...);
cusparseStatus_t cusparseXcscsort_bufferSizeExt(...);
cusparseStatus_t cusparseXcsr2bsrNnz(...);
cusparseStatus_t cusparseXcsr2coo(...);
cusparseStatus_t cusparseXcsr2gebsrNnz(...);
cusparseStatus_t cusparseXcsrgeam2Nnz(...);
cusparseStatus_t cusparseXcsric02_zeroPivot(...);
cusparseStatus_t cusparseXcsrilu02_zeroPivot(...);
cusparseStatus_t cusparseXcsrsort(...);
cusparseStatus_t cusparseXcsrsort_bufferSizeExt(...);
cusparseStatus_t cusparseXgebsr2csr(...);
cusparseStatus_t cusparseXgebsr2gebsrNnz(...);
cusparseStatus_t cusparseZbsr2csr(...);
cusparseStatus_t cusparseZbsric02(...);
cusparseStatus_t cusparseZbsric02_analysis(...);
cusparseStatus_t cusparseZbsric02_bufferSize(...);
cusparseStatus_t cusparseZbsric02_bufferSizeExt(...);
cusparseStatus_t cusparseZbsrilu02(...);
cusparseStatus_t cusparseZbsrilu02_analysis(...);
cusparseStatus_t cusparseZbsrilu02_bufferSize(...);
cusparseStatus_t cusparseZbsrilu02_bufferSizeExt(...);
cusparseStatus_t cusparseZbsrilu02_numericBoost(...);
cusparseStatus_t cusparseZbsrmm(...);
cusparseStatus_t cusparseZbsrmv(...);
cusparseStatus_t cusparseZbsrsm2_analysis(...);
cusparseStatus_t cusparseZbsrsm2_bufferSize(...);
cusparseStatus_t cusparseZbsrsm2_bufferSizeExt(...);
cusparseStatus_t cusparseZbsrsm2_solve(...);
cusparseStatus_t cusparseZbsrsv2_analysis(...);
cusparseStatus_t cusparseZbsrsv2_bufferSize(...);
cusparseStatus_t cusparseZbsrsv2_bufferSizeExt(...);
cusparseStatus_t cusparseZbsrsv2_solve(...);
cusparseStatus_t cusparseZbsrxmv(...);
cusparseStatus_t cusparseZcsr2bsr(...);
cusparseStatus_t cusparseZcsr2csr_compress(...);
cusparseStatus_t cusparseZcsr2csru(...);
cusparseStatus_t cusparseZcsr2gebsr(...);
cusparseStatus_t cusparseZcsr2gebsr_bufferSize(...);
cusparseStatus_t cusparseZcsr2gebsr_bufferSizeExt(...);
cusparseStatus_t cusparseZcsrcolor(...);
cusparseStatus_t cusparseZcsrgeam2(...);
cusparseStatus_t cusparseZcsrgeam2_bufferSizeExt(...);
cusparseStatus_t cusparseZcsric02(...);
cusparseStatus_t cusparseZcsric02_analysis(...);
cusparseStatus_t cusparseZcsric02_bufferSize(...);
cusparseStatus_t cusparseZcsric02_bufferSizeExt(...);
cusparseStatus_t cusparseZcsrilu02(...);
cusparseStatus_t cusparseZcsrilu02_analysis(...);
cusparseStatus_t cusparseZcsrilu02_bufferSize(...);
cusparseStatus_t cusparseZcsrilu02_bufferSizeExt(...);
cusparseStatus_t cusparseZcsrilu02_numericBoost(...);
cusparseStatus_t cusparseZcsru2csr(...);
cusparseStatus_t cusparseZcsru2csr_bufferSizeExt(...);
cusparseStatus_t cusparseZgebsr2csr(...);
cusparseStatus_t cusparseZgebsr2gebsc(...);
cusparseStatus_t cusparseZgebsr2gebsc_bufferSize(...);
cusparseStatus_t cusparseZgebsr2gebsc_bufferSizeExt(...);
cusparseStatus_t cusparseZgebsr2gebsr(...);
cusparseStatus_t cusparseZgebsr2gebsr_bufferSize(...);
cusparseStatus_t cusparseZgebsr2gebsr_bufferSizeExt(...);
cusparseStatus_t cusparseZgemvi(...);
cusparseStatus_t cusparseZgemvi_bufferSize(...);
cusparseStatus_t cusparseZgpsvInterleavedBatch(...);
cusparseStatus_t cusparseZgpsvInterleavedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseZgtsv2(...);
cusparseStatus_t cusparseZgtsv2StridedBatch(...);
cusparseStatus_t cusparseZgtsv2StridedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseZgtsv2_bufferSizeExt(...);
cusparseStatus_t cusparseZgtsv2_nopivot(...);
cusparseStatus_t cusparseZgtsv2_nopivot_bufferSizeExt(...);
cusparseStatus_t cusparseZgtsvInterleavedBatch(...);
cusparseStatus_t cusparseZgtsvInterleavedBatch_bufferSizeExt(...);
cusparseStatus_t cusparseZnnz(...);
cusparseStatus_t cusparseZnnz_compress(...);
