// Stub for the translator's parser only: cuSOLVER's dense API (cusolverDn.h, cusolver_common.h),
// declared for parsing; the names stay as they are (runtime/include/cuport/cusolverDn.h defines
// what the CPU backend implements). Every function of CUDA 13's cusolverDn.h and
// cusolver_common.h is declared, taking any arguments, so a call to one the CPU backend lacks
// still parses (the table reports it, CP1052).
#pragma once
#include "cuda_runtime.h"
#include "cuComplex.h"
#include "library_types.h"
#include "cublas_v2.h"

#define CUSOLVER_COMMON_H_
#define CUSOLVERAPI
typedef int cusolver_int_t;

typedef enum {
  CUSOLVERDN_GETRF = 0,
  CUSOLVERDN_POTRF = 1,
  CUSOLVERDN_SYEVBATCHED = 2,
  CUSOLVERDN_GEQRF = 3,
  CUSOLVERDN_SYEVD = 4,
  CUSOLVERDN_GESVD = 5,
  CUSOLVERDN_GEEV = 6
} cusolverDnFunction_t;
typedef enum {
  CUSOLVER_STATUS_SUCCESS = 0,
  CUSOLVER_STATUS_NOT_INITIALIZED = 1,
  CUSOLVER_STATUS_ALLOC_FAILED = 2,
  CUSOLVER_STATUS_INVALID_VALUE = 3,
  CUSOLVER_STATUS_ARCH_MISMATCH = 4,
  CUSOLVER_STATUS_MAPPING_ERROR = 5,
  CUSOLVER_STATUS_EXECUTION_FAILED = 6,
  CUSOLVER_STATUS_INTERNAL_ERROR = 7,
  CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  CUSOLVER_STATUS_NOT_SUPPORTED = 9,
  CUSOLVER_STATUS_ZERO_PIVOT = 10,
  CUSOLVER_STATUS_INVALID_LICENSE = 11,
  CUSOLVER_STATUS_IRS_PARAMS_NOT_INITIALIZED = 12,
  CUSOLVER_STATUS_IRS_PARAMS_INVALID = 13,
  CUSOLVER_STATUS_IRS_PARAMS_INVALID_PREC = 14,
  CUSOLVER_STATUS_IRS_PARAMS_INVALID_REFINE = 15,
  CUSOLVER_STATUS_IRS_PARAMS_INVALID_MAXITER = 16,
  CUSOLVER_STATUS_IRS_INTERNAL_ERROR = 20,
  CUSOLVER_STATUS_IRS_NOT_SUPPORTED = 21,
  CUSOLVER_STATUS_IRS_OUT_OF_RANGE = 22,
  CUSOLVER_STATUS_IRS_NRHS_NOT_SUPPORTED_FOR_REFINE_GMRES = 23,
  CUSOLVER_STATUS_IRS_INFOS_NOT_INITIALIZED = 25,
  CUSOLVER_STATUS_IRS_INFOS_NOT_DESTROYED = 26,
  CUSOLVER_STATUS_IRS_MATRIX_SINGULAR = 30,
  CUSOLVER_STATUS_INVALID_WORKSPACE = 31
} cusolverStatus_t;
typedef enum {
  CUSOLVER_EIG_TYPE_1 = 1,
  CUSOLVER_EIG_TYPE_2 = 2,
  CUSOLVER_EIG_TYPE_3 = 3
} cusolverEigType_t;
typedef enum {
  CUSOLVER_EIG_MODE_NOVECTOR = 0,
  CUSOLVER_EIG_MODE_VECTOR = 1
} cusolverEigMode_t;
typedef enum {
  CUSOLVER_EIG_RANGE_ALL = 1001,
  CUSOLVER_EIG_RANGE_I = 1002,
  CUSOLVER_EIG_RANGE_V = 1003
} cusolverEigRange_t;
typedef enum {
  CUSOLVER_EIG_COMP_N = 10,
  CUSOLVER_EIG_COMP_I = 11,
  CUSOLVER_EIG_COMP_V = 12
} cusolverEigComp_t;
typedef enum {
  CUSOLVER_INF_NORM = 104,
  CUSOLVER_MAX_NORM = 105,
  CUSOLVER_ONE_NORM = 106,
  CUSOLVER_FRO_NORM = 107
} cusolverNorm_t;
typedef enum {
  CUSOLVER_IRS_REFINE_NOT_SET = 1100,
  CUSOLVER_IRS_REFINE_NONE = 1101,
  CUSOLVER_IRS_REFINE_CLASSICAL = 1102,
  CUSOLVER_IRS_REFINE_CLASSICAL_GMRES = 1103,
  CUSOLVER_IRS_REFINE_GMRES = 1104,
  CUSOLVER_IRS_REFINE_GMRES_GMRES = 1105,
  CUSOLVER_IRS_REFINE_GMRES_NOPCOND = 1106,
  CUSOLVER_PREC_DD = 1150,
  CUSOLVER_PREC_SS = 1151,
  CUSOLVER_PREC_SHT = 1152
} cusolverIRSRefinement_t;
typedef enum {
  CUSOLVER_R_8I = 1201,
  CUSOLVER_R_8U = 1202,
  CUSOLVER_R_64F = 1203,
  CUSOLVER_R_32F = 1204,
  CUSOLVER_R_16F = 1205,
  CUSOLVER_R_16BF = 1206,
  CUSOLVER_R_TF32 = 1207,
  CUSOLVER_R_AP = 1208,
  CUSOLVER_C_8I = 1211,
  CUSOLVER_C_8U = 1212,
  CUSOLVER_C_64F = 1213,
  CUSOLVER_C_32F = 1214,
  CUSOLVER_C_16F = 1215,
  CUSOLVER_C_16BF = 1216,
  CUSOLVER_C_TF32 = 1217,
  CUSOLVER_C_AP = 1218
} cusolverPrecType_t;
typedef enum {
  CUSOLVER_ALG_0 = 0,
  CUSOLVER_ALG_1 = 1,
  CUSOLVER_ALG_2 = 2
} cusolverAlgMode_t;
typedef enum {
  CUBLAS_STOREV_COLUMNWISE = 0,
  CUBLAS_STOREV_ROWWISE = 1
} cusolverStorevMode_t;
typedef enum {
  CUBLAS_DIRECT_FORWARD = 0,
  CUBLAS_DIRECT_BACKWARD = 1
} cusolverDirectMode_t;
typedef enum {
  CUSOLVER_DETERMINISTIC_RESULTS = 1,
  CUSOLVER_ALLOW_NON_DETERMINISTIC_RESULTS = 2
} cusolverDeterministicMode_t;
typedef enum {
  CUSOLVER_DEFAULT_MATH = 1,
  CUSOLVER_FP32_EMULATED_BF16X9_MATH = 2,
  CUSOLVER_FP64_EMULATED_FIXEDPOINT_MATH = 4,
  CUSOLVER_FP32_FP64_EMULATED_MATH = 6
} cusolverMathMode_t;

typedef struct cuport_stub_cusolverDnHandle_t* cusolverDnHandle_t;
typedef struct cuport_stub_cusolverDnIRSInfos_t* cusolverDnIRSInfos_t;
typedef struct cuport_stub_cusolverDnIRSParams_t* cusolverDnIRSParams_t;
typedef struct cuport_stub_cusolverDnParams_t* cusolverDnParams_t;
typedef struct cuport_stub_gesvdjInfo_t* gesvdjInfo_t;
typedef struct cuport_stub_syevjInfo_t* syevjInfo_t;

cusolverStatus_t cusolverDnCCgels(...);
cusolverStatus_t cusolverDnCCgels_bufferSize(...);
cusolverStatus_t cusolverDnCCgesv(...);
cusolverStatus_t cusolverDnCCgesv_bufferSize(...);
cusolverStatus_t cusolverDnCEgels(...);
cusolverStatus_t cusolverDnCEgels_bufferSize(...);
cusolverStatus_t cusolverDnCEgesv(...);
cusolverStatus_t cusolverDnCEgesv_bufferSize(...);
cusolverStatus_t cusolverDnCKgels(...);
cusolverStatus_t cusolverDnCKgels_bufferSize(...);
cusolverStatus_t cusolverDnCKgesv(...);
cusolverStatus_t cusolverDnCKgesv_bufferSize(...);
cusolverStatus_t cusolverDnCYgels(...);
cusolverStatus_t cusolverDnCYgels_bufferSize(...);
cusolverStatus_t cusolverDnCYgesv(...);
cusolverStatus_t cusolverDnCYgesv_bufferSize(...);
cusolverStatus_t cusolverDnCgebrd(...);
cusolverStatus_t cusolverDnCgebrd_bufferSize(...);
cusolverStatus_t cusolverDnCgeqrf(...);
cusolverStatus_t cusolverDnCgeqrf_bufferSize(...);
cusolverStatus_t cusolverDnCgesvd(...);
cusolverStatus_t cusolverDnCgesvd_bufferSize(...);
cusolverStatus_t cusolverDnCgesvdaStridedBatched(...);
cusolverStatus_t cusolverDnCgesvdaStridedBatched_bufferSize(...);
cusolverStatus_t cusolverDnCgesvdj(...);
cusolverStatus_t cusolverDnCgesvdjBatched(...);
cusolverStatus_t cusolverDnCgesvdjBatched_bufferSize(...);
cusolverStatus_t cusolverDnCgesvdj_bufferSize(...);
cusolverStatus_t cusolverDnCgetrf(...);
cusolverStatus_t cusolverDnCgetrf_bufferSize(...);
cusolverStatus_t cusolverDnCgetrs(...);
cusolverStatus_t cusolverDnCheevd(...);
cusolverStatus_t cusolverDnCheevd_bufferSize(...);
cusolverStatus_t cusolverDnCheevdx(...);
cusolverStatus_t cusolverDnCheevdx_bufferSize(...);
cusolverStatus_t cusolverDnCheevj(...);
cusolverStatus_t cusolverDnCheevjBatched(...);
cusolverStatus_t cusolverDnCheevjBatched_bufferSize(...);
cusolverStatus_t cusolverDnCheevj_bufferSize(...);
cusolverStatus_t cusolverDnChegvd(...);
cusolverStatus_t cusolverDnChegvd_bufferSize(...);
cusolverStatus_t cusolverDnChegvdx(...);
cusolverStatus_t cusolverDnChegvdx_bufferSize(...);
cusolverStatus_t cusolverDnChegvj(...);
cusolverStatus_t cusolverDnChegvj_bufferSize(...);
cusolverStatus_t cusolverDnChetrd(...);
cusolverStatus_t cusolverDnChetrd_bufferSize(...);
cusolverStatus_t cusolverDnClaswp(...);
cusolverStatus_t cusolverDnClauum(...);
cusolverStatus_t cusolverDnClauum_bufferSize(...);
cusolverStatus_t cusolverDnCpotrf(...);
cusolverStatus_t cusolverDnCpotrfBatched(...);
cusolverStatus_t cusolverDnCpotrf_bufferSize(...);
cusolverStatus_t cusolverDnCpotri(...);
cusolverStatus_t cusolverDnCpotri_bufferSize(...);
cusolverStatus_t cusolverDnCpotrs(...);
cusolverStatus_t cusolverDnCpotrsBatched(...);
cusolverStatus_t cusolverDnCreate(...);
cusolverStatus_t cusolverDnCreateGesvdjInfo(...);
cusolverStatus_t cusolverDnCreateParams(...);
cusolverStatus_t cusolverDnCreateSyevjInfo(...);
cusolverStatus_t cusolverDnCsytrf(...);
cusolverStatus_t cusolverDnCsytrf_bufferSize(...);
cusolverStatus_t cusolverDnCsytri(...);
cusolverStatus_t cusolverDnCsytri_bufferSize(...);
cusolverStatus_t cusolverDnCungbr(...);
cusolverStatus_t cusolverDnCungbr_bufferSize(...);
cusolverStatus_t cusolverDnCungqr(...);
cusolverStatus_t cusolverDnCungqr_bufferSize(...);
cusolverStatus_t cusolverDnCungtr(...);
cusolverStatus_t cusolverDnCungtr_bufferSize(...);
cusolverStatus_t cusolverDnCunmqr(...);
cusolverStatus_t cusolverDnCunmqr_bufferSize(...);
cusolverStatus_t cusolverDnCunmtr(...);
cusolverStatus_t cusolverDnCunmtr_bufferSize(...);
cusolverStatus_t cusolverDnDBgels(...);
cusolverStatus_t cusolverDnDBgels_bufferSize(...);
cusolverStatus_t cusolverDnDBgesv(...);
cusolverStatus_t cusolverDnDBgesv_bufferSize(...);
cusolverStatus_t cusolverDnDDgels(...);
cusolverStatus_t cusolverDnDDgels_bufferSize(...);
cusolverStatus_t cusolverDnDDgesv(...);
cusolverStatus_t cusolverDnDDgesv_bufferSize(...);
cusolverStatus_t cusolverDnDHgels(...);
cusolverStatus_t cusolverDnDHgels_bufferSize(...);
cusolverStatus_t cusolverDnDHgesv(...);
cusolverStatus_t cusolverDnDHgesv_bufferSize(...);
cusolverStatus_t cusolverDnDSgels(...);
cusolverStatus_t cusolverDnDSgels_bufferSize(...);
cusolverStatus_t cusolverDnDSgesv(...);
cusolverStatus_t cusolverDnDSgesv_bufferSize(...);
cusolverStatus_t cusolverDnDXgels(...);
cusolverStatus_t cusolverDnDXgels_bufferSize(...);
cusolverStatus_t cusolverDnDXgesv(...);
cusolverStatus_t cusolverDnDXgesv_bufferSize(...);
cusolverStatus_t cusolverDnDestroy(...);
cusolverStatus_t cusolverDnDestroyGesvdjInfo(...);
cusolverStatus_t cusolverDnDestroyParams(...);
cusolverStatus_t cusolverDnDestroySyevjInfo(...);
cusolverStatus_t cusolverDnDgebrd(...);
cusolverStatus_t cusolverDnDgebrd_bufferSize(...);
cusolverStatus_t cusolverDnDgeqrf(...);
cusolverStatus_t cusolverDnDgeqrf_bufferSize(...);
cusolverStatus_t cusolverDnDgesvd(...);
cusolverStatus_t cusolverDnDgesvd_bufferSize(...);
cusolverStatus_t cusolverDnDgesvdaStridedBatched(...);
cusolverStatus_t cusolverDnDgesvdaStridedBatched_bufferSize(...);
cusolverStatus_t cusolverDnDgesvdj(...);
cusolverStatus_t cusolverDnDgesvdjBatched(...);
cusolverStatus_t cusolverDnDgesvdjBatched_bufferSize(...);
cusolverStatus_t cusolverDnDgesvdj_bufferSize(...);
cusolverStatus_t cusolverDnDgetrf(...);
cusolverStatus_t cusolverDnDgetrf_bufferSize(...);
cusolverStatus_t cusolverDnDgetrs(...);
cusolverStatus_t cusolverDnDlaswp(...);
cusolverStatus_t cusolverDnDlauum(...);
cusolverStatus_t cusolverDnDlauum_bufferSize(...);
cusolverStatus_t cusolverDnDorgbr(...);
cusolverStatus_t cusolverDnDorgbr_bufferSize(...);
cusolverStatus_t cusolverDnDorgqr(...);
cusolverStatus_t cusolverDnDorgqr_bufferSize(...);
cusolverStatus_t cusolverDnDorgtr(...);
cusolverStatus_t cusolverDnDorgtr_bufferSize(...);
cusolverStatus_t cusolverDnDormqr(...);
cusolverStatus_t cusolverDnDormqr_bufferSize(...);
cusolverStatus_t cusolverDnDormtr(...);
cusolverStatus_t cusolverDnDormtr_bufferSize(...);
cusolverStatus_t cusolverDnDpotrf(...);
cusolverStatus_t cusolverDnDpotrfBatched(...);
cusolverStatus_t cusolverDnDpotrf_bufferSize(...);
cusolverStatus_t cusolverDnDpotri(...);
cusolverStatus_t cusolverDnDpotri_bufferSize(...);
cusolverStatus_t cusolverDnDpotrs(...);
cusolverStatus_t cusolverDnDpotrsBatched(...);
cusolverStatus_t cusolverDnDsyevd(...);
cusolverStatus_t cusolverDnDsyevd_bufferSize(...);
cusolverStatus_t cusolverDnDsyevdx(...);
cusolverStatus_t cusolverDnDsyevdx_bufferSize(...);
cusolverStatus_t cusolverDnDsyevj(...);
cusolverStatus_t cusolverDnDsyevjBatched(...);
cusolverStatus_t cusolverDnDsyevjBatched_bufferSize(...);
cusolverStatus_t cusolverDnDsyevj_bufferSize(...);
cusolverStatus_t cusolverDnDsygvd(...);
cusolverStatus_t cusolverDnDsygvd_bufferSize(...);
cusolverStatus_t cusolverDnDsygvdx(...);
cusolverStatus_t cusolverDnDsygvdx_bufferSize(...);
cusolverStatus_t cusolverDnDsygvj(...);
cusolverStatus_t cusolverDnDsygvj_bufferSize(...);
cusolverStatus_t cusolverDnDsytrd(...);
cusolverStatus_t cusolverDnDsytrd_bufferSize(...);
cusolverStatus_t cusolverDnDsytrf(...);
cusolverStatus_t cusolverDnDsytrf_bufferSize(...);
cusolverStatus_t cusolverDnDsytri(...);
cusolverStatus_t cusolverDnDsytri_bufferSize(...);
cusolverStatus_t cusolverDnGetDeterministicMode(...);
cusolverStatus_t cusolverDnGetEmulationSpecialValuesSupport(...);
cusolverStatus_t cusolverDnGetEmulationStrategy(...);
cusolverStatus_t cusolverDnGetFixedPointEmulationMantissaBitOffset(...);
cusolverStatus_t cusolverDnGetFixedPointEmulationMantissaControl(...);
cusolverStatus_t cusolverDnGetFixedPointEmulationMaxMantissaBitCount(...);
cusolverStatus_t cusolverDnGetMathMode(...);
cusolverStatus_t cusolverDnGetStream(...);
cusolverStatus_t cusolverDnIRSInfosCreate(...);
cusolverStatus_t cusolverDnIRSInfosDestroy(...);
cusolverStatus_t cusolverDnIRSInfosGetMaxIters(...);
cusolverStatus_t cusolverDnIRSInfosGetNiters(...);
cusolverStatus_t cusolverDnIRSInfosGetOuterNiters(...);
cusolverStatus_t cusolverDnIRSInfosGetResidualHistory(...);
cusolverStatus_t cusolverDnIRSInfosRequestResidual(...);
cusolverStatus_t cusolverDnIRSParamsCreate(...);
cusolverStatus_t cusolverDnIRSParamsDestroy(...);
cusolverStatus_t cusolverDnIRSParamsDisableFallback(...);
cusolverStatus_t cusolverDnIRSParamsEnableFallback(...);
cusolverStatus_t cusolverDnIRSParamsGetMaxIters(...);
cusolverStatus_t cusolverDnIRSParamsSetMaxIters(...);
cusolverStatus_t cusolverDnIRSParamsSetMaxItersInner(...);
cusolverStatus_t cusolverDnIRSParamsSetRefinementSolver(...);
cusolverStatus_t cusolverDnIRSParamsSetSolverLowestPrecision(...);
cusolverStatus_t cusolverDnIRSParamsSetSolverMainPrecision(...);
cusolverStatus_t cusolverDnIRSParamsSetSolverPrecisions(...);
cusolverStatus_t cusolverDnIRSParamsSetTol(...);
cusolverStatus_t cusolverDnIRSParamsSetTolInner(...);
cusolverStatus_t cusolverDnIRSXgels(...);
cusolverStatus_t cusolverDnIRSXgels_bufferSize(...);
cusolverStatus_t cusolverDnIRSXgesv(...);
cusolverStatus_t cusolverDnIRSXgesv_bufferSize(...);
cusolverStatus_t cusolverDnLoggerForceDisable(...);
cusolverStatus_t cusolverDnLoggerOpenFile(...);
cusolverStatus_t cusolverDnLoggerSetCallback(...);
cusolverStatus_t cusolverDnLoggerSetFile(...);
cusolverStatus_t cusolverDnLoggerSetLevel(...);
cusolverStatus_t cusolverDnLoggerSetMask(...);
cusolverStatus_t cusolverDnSBgels(...);
cusolverStatus_t cusolverDnSBgels_bufferSize(...);
cusolverStatus_t cusolverDnSBgesv(...);
cusolverStatus_t cusolverDnSBgesv_bufferSize(...);
cusolverStatus_t cusolverDnSHgels(...);
cusolverStatus_t cusolverDnSHgels_bufferSize(...);
cusolverStatus_t cusolverDnSHgesv(...);
cusolverStatus_t cusolverDnSHgesv_bufferSize(...);
cusolverStatus_t cusolverDnSSgels(...);
cusolverStatus_t cusolverDnSSgels_bufferSize(...);
cusolverStatus_t cusolverDnSSgesv(...);
cusolverStatus_t cusolverDnSSgesv_bufferSize(...);
cusolverStatus_t cusolverDnSXgels(...);
cusolverStatus_t cusolverDnSXgels_bufferSize(...);
cusolverStatus_t cusolverDnSXgesv(...);
cusolverStatus_t cusolverDnSXgesv_bufferSize(...);
cusolverStatus_t cusolverDnSetAdvOptions(...);
cusolverStatus_t cusolverDnSetDeterministicMode(...);
cusolverStatus_t cusolverDnSetEmulationSpecialValuesSupport(...);
cusolverStatus_t cusolverDnSetEmulationStrategy(...);
cusolverStatus_t cusolverDnSetFixedPointEmulationMantissaBitOffset(...);
cusolverStatus_t cusolverDnSetFixedPointEmulationMantissaControl(...);
cusolverStatus_t cusolverDnSetFixedPointEmulationMaxMantissaBitCount(...);
cusolverStatus_t cusolverDnSetMathMode(...);
cusolverStatus_t cusolverDnSetStream(...);
cusolverStatus_t cusolverDnSgebrd(...);
cusolverStatus_t cusolverDnSgebrd_bufferSize(...);
cusolverStatus_t cusolverDnSgeqrf(...);
cusolverStatus_t cusolverDnSgeqrf_bufferSize(...);
cusolverStatus_t cusolverDnSgesvd(...);
cusolverStatus_t cusolverDnSgesvd_bufferSize(...);
cusolverStatus_t cusolverDnSgesvdaStridedBatched(...);
cusolverStatus_t cusolverDnSgesvdaStridedBatched_bufferSize(...);
cusolverStatus_t cusolverDnSgesvdj(...);
cusolverStatus_t cusolverDnSgesvdjBatched(...);
cusolverStatus_t cusolverDnSgesvdjBatched_bufferSize(...);
cusolverStatus_t cusolverDnSgesvdj_bufferSize(...);
cusolverStatus_t cusolverDnSgetrf(...);
cusolverStatus_t cusolverDnSgetrf_bufferSize(...);
cusolverStatus_t cusolverDnSgetrs(...);
cusolverStatus_t cusolverDnSlaswp(...);
cusolverStatus_t cusolverDnSlauum(...);
cusolverStatus_t cusolverDnSlauum_bufferSize(...);
cusolverStatus_t cusolverDnSorgbr(...);
cusolverStatus_t cusolverDnSorgbr_bufferSize(...);
cusolverStatus_t cusolverDnSorgqr(...);
cusolverStatus_t cusolverDnSorgqr_bufferSize(...);
cusolverStatus_t cusolverDnSorgtr(...);
cusolverStatus_t cusolverDnSorgtr_bufferSize(...);
cusolverStatus_t cusolverDnSormqr(...);
cusolverStatus_t cusolverDnSormqr_bufferSize(...);
cusolverStatus_t cusolverDnSormtr(...);
cusolverStatus_t cusolverDnSormtr_bufferSize(...);
cusolverStatus_t cusolverDnSpotrf(...);
cusolverStatus_t cusolverDnSpotrfBatched(...);
cusolverStatus_t cusolverDnSpotrf_bufferSize(...);
cusolverStatus_t cusolverDnSpotri(...);
cusolverStatus_t cusolverDnSpotri_bufferSize(...);
cusolverStatus_t cusolverDnSpotrs(...);
cusolverStatus_t cusolverDnSpotrsBatched(...);
cusolverStatus_t cusolverDnSsyevd(...);
cusolverStatus_t cusolverDnSsyevd_bufferSize(...);
cusolverStatus_t cusolverDnSsyevdx(...);
cusolverStatus_t cusolverDnSsyevdx_bufferSize(...);
cusolverStatus_t cusolverDnSsyevj(...);
cusolverStatus_t cusolverDnSsyevjBatched(...);
cusolverStatus_t cusolverDnSsyevjBatched_bufferSize(...);
cusolverStatus_t cusolverDnSsyevj_bufferSize(...);
cusolverStatus_t cusolverDnSsygvd(...);
cusolverStatus_t cusolverDnSsygvd_bufferSize(...);
cusolverStatus_t cusolverDnSsygvdx(...);
cusolverStatus_t cusolverDnSsygvdx_bufferSize(...);
cusolverStatus_t cusolverDnSsygvj(...);
cusolverStatus_t cusolverDnSsygvj_bufferSize(...);
cusolverStatus_t cusolverDnSsytrd(...);
cusolverStatus_t cusolverDnSsytrd_bufferSize(...);
cusolverStatus_t cusolverDnSsytrf(...);
cusolverStatus_t cusolverDnSsytrf_bufferSize(...);
cusolverStatus_t cusolverDnSsytri(...);
cusolverStatus_t cusolverDnSsytri_bufferSize(...);
cusolverStatus_t cusolverDnXgeev(...);
cusolverStatus_t cusolverDnXgeev_bufferSize(...);
cusolverStatus_t cusolverDnXgeqrf(...);
cusolverStatus_t cusolverDnXgeqrf_bufferSize(...);
cusolverStatus_t cusolverDnXgesvd(...);
cusolverStatus_t cusolverDnXgesvd_bufferSize(...);
cusolverStatus_t cusolverDnXgesvdjGetResidual(...);
cusolverStatus_t cusolverDnXgesvdjGetSweeps(...);
cusolverStatus_t cusolverDnXgesvdjSetMaxSweeps(...);
cusolverStatus_t cusolverDnXgesvdjSetSortEig(...);
cusolverStatus_t cusolverDnXgesvdjSetTolerance(...);
cusolverStatus_t cusolverDnXgesvdp(...);
cusolverStatus_t cusolverDnXgesvdp_bufferSize(...);
cusolverStatus_t cusolverDnXgesvdr(...);
cusolverStatus_t cusolverDnXgesvdr_bufferSize(...);
cusolverStatus_t cusolverDnXgetrf(...);
cusolverStatus_t cusolverDnXgetrf_bufferSize(...);
cusolverStatus_t cusolverDnXgetrs(...);
cusolverStatus_t cusolverDnXhetrf(...);
cusolverStatus_t cusolverDnXhetrf_bufferSize(...);
cusolverStatus_t cusolverDnXhetrs(...);
cusolverStatus_t cusolverDnXhetrs_bufferSize(...);
cusolverStatus_t cusolverDnXlarft(...);
cusolverStatus_t cusolverDnXlarft_bufferSize(...);
cusolverStatus_t cusolverDnXpolar(...);
cusolverStatus_t cusolverDnXpolar_bufferSize(...);
cusolverStatus_t cusolverDnXpotrf(...);
cusolverStatus_t cusolverDnXpotrf_bufferSize(...);
cusolverStatus_t cusolverDnXpotrs(...);
cusolverStatus_t cusolverDnXstedc(...);
cusolverStatus_t cusolverDnXstedc_bufferSize(...);
cusolverStatus_t cusolverDnXsyevBatched(...);
cusolverStatus_t cusolverDnXsyevBatched_bufferSize(...);
cusolverStatus_t cusolverDnXsyevd(...);
cusolverStatus_t cusolverDnXsyevd_bufferSize(...);
cusolverStatus_t cusolverDnXsyevdx(...);
cusolverStatus_t cusolverDnXsyevdx_bufferSize(...);
cusolverStatus_t cusolverDnXsyevjGetResidual(...);
cusolverStatus_t cusolverDnXsyevjGetSweeps(...);
cusolverStatus_t cusolverDnXsyevjSetMaxSweeps(...);
cusolverStatus_t cusolverDnXsyevjSetSortEig(...);
cusolverStatus_t cusolverDnXsyevjSetTolerance(...);
cusolverStatus_t cusolverDnXsygvStridedBatched(...);
cusolverStatus_t cusolverDnXsygvStridedBatched_bufferSize(...);
cusolverStatus_t cusolverDnXsygvd(...);
cusolverStatus_t cusolverDnXsygvd_bufferSize(...);
cusolverStatus_t cusolverDnXsygvdx(...);
cusolverStatus_t cusolverDnXsygvdx_bufferSize(...);
cusolverStatus_t cusolverDnXsytrf(...);
cusolverStatus_t cusolverDnXsytrf_bufferSize(...);
cusolverStatus_t cusolverDnXsytrs(...);
cusolverStatus_t cusolverDnXsytrs_bufferSize(...);
cusolverStatus_t cusolverDnXtrtri(...);
cusolverStatus_t cusolverDnXtrtri_bufferSize(...);
cusolverStatus_t cusolverDnZCgels(...);
cusolverStatus_t cusolverDnZCgels_bufferSize(...);
cusolverStatus_t cusolverDnZCgesv(...);
cusolverStatus_t cusolverDnZCgesv_bufferSize(...);
cusolverStatus_t cusolverDnZEgels(...);
cusolverStatus_t cusolverDnZEgels_bufferSize(...);
cusolverStatus_t cusolverDnZEgesv(...);
cusolverStatus_t cusolverDnZEgesv_bufferSize(...);
cusolverStatus_t cusolverDnZKgels(...);
cusolverStatus_t cusolverDnZKgels_bufferSize(...);
cusolverStatus_t cusolverDnZKgesv(...);
cusolverStatus_t cusolverDnZKgesv_bufferSize(...);
cusolverStatus_t cusolverDnZYgels(...);
cusolverStatus_t cusolverDnZYgels_bufferSize(...);
cusolverStatus_t cusolverDnZYgesv(...);
cusolverStatus_t cusolverDnZYgesv_bufferSize(...);
cusolverStatus_t cusolverDnZZgels(...);
cusolverStatus_t cusolverDnZZgels_bufferSize(...);
cusolverStatus_t cusolverDnZZgesv(...);
cusolverStatus_t cusolverDnZZgesv_bufferSize(...);
cusolverStatus_t cusolverDnZgebrd(...);
cusolverStatus_t cusolverDnZgebrd_bufferSize(...);
cusolverStatus_t cusolverDnZgeqrf(...);
cusolverStatus_t cusolverDnZgeqrf_bufferSize(...);
cusolverStatus_t cusolverDnZgesvd(...);
cusolverStatus_t cusolverDnZgesvd_bufferSize(...);
cusolverStatus_t cusolverDnZgesvdaStridedBatched(...);
cusolverStatus_t cusolverDnZgesvdaStridedBatched_bufferSize(...);
cusolverStatus_t cusolverDnZgesvdj(...);
cusolverStatus_t cusolverDnZgesvdjBatched(...);
cusolverStatus_t cusolverDnZgesvdjBatched_bufferSize(...);
cusolverStatus_t cusolverDnZgesvdj_bufferSize(...);
cusolverStatus_t cusolverDnZgetrf(...);
cusolverStatus_t cusolverDnZgetrf_bufferSize(...);
cusolverStatus_t cusolverDnZgetrs(...);
cusolverStatus_t cusolverDnZheevd(...);
cusolverStatus_t cusolverDnZheevd_bufferSize(...);
cusolverStatus_t cusolverDnZheevdx(...);
cusolverStatus_t cusolverDnZheevdx_bufferSize(...);
cusolverStatus_t cusolverDnZheevj(...);
cusolverStatus_t cusolverDnZheevjBatched(...);
cusolverStatus_t cusolverDnZheevjBatched_bufferSize(...);
cusolverStatus_t cusolverDnZheevj_bufferSize(...);
cusolverStatus_t cusolverDnZhegvd(...);
cusolverStatus_t cusolverDnZhegvd_bufferSize(...);
cusolverStatus_t cusolverDnZhegvdx(...);
cusolverStatus_t cusolverDnZhegvdx_bufferSize(...);
cusolverStatus_t cusolverDnZhegvj(...);
cusolverStatus_t cusolverDnZhegvj_bufferSize(...);
cusolverStatus_t cusolverDnZhetrd(...);
cusolverStatus_t cusolverDnZhetrd_bufferSize(...);
cusolverStatus_t cusolverDnZlaswp(...);
cusolverStatus_t cusolverDnZlauum(...);
cusolverStatus_t cusolverDnZlauum_bufferSize(...);
cusolverStatus_t cusolverDnZpotrf(...);
cusolverStatus_t cusolverDnZpotrfBatched(...);
cusolverStatus_t cusolverDnZpotrf_bufferSize(...);
cusolverStatus_t cusolverDnZpotri(...);
cusolverStatus_t cusolverDnZpotri_bufferSize(...);
cusolverStatus_t cusolverDnZpotrs(...);
cusolverStatus_t cusolverDnZpotrsBatched(...);
cusolverStatus_t cusolverDnZsytrf(...);
cusolverStatus_t cusolverDnZsytrf_bufferSize(...);
cusolverStatus_t cusolverDnZsytri(...);
cusolverStatus_t cusolverDnZsytri_bufferSize(...);
cusolverStatus_t cusolverDnZungbr(...);
cusolverStatus_t cusolverDnZungbr_bufferSize(...);
cusolverStatus_t cusolverDnZungqr(...);
cusolverStatus_t cusolverDnZungqr_bufferSize(...);
cusolverStatus_t cusolverDnZungtr(...);
cusolverStatus_t cusolverDnZungtr_bufferSize(...);
cusolverStatus_t cusolverDnZunmqr(...);
cusolverStatus_t cusolverDnZunmqr_bufferSize(...);
cusolverStatus_t cusolverDnZunmtr(...);
cusolverStatus_t cusolverDnZunmtr_bufferSize(...);
cusolverStatus_t cusolverGetProperty(...);
cusolverStatus_t cusolverGetVersion(...);
