// Stub for the translator's parser only: cuBLAS's v2 API (cublas_api.h), declared for parsing;
// the names stay as they are (runtime/include/cuport/cublas_api.h defines them). Written from
// the declarations of cuport's CPU header.
#pragma once
#include "cuda_runtime.h"
#include "cuComplex.h"
#include "library_types.h"

#define CUBLAS_API_H_
#include "_cublas_api_types.h"
#include "_cublas_api_64.h"

cublasStatus_t cublasAsumEx(cublasHandle_t handle, int n, const void* x, cudaDataType xType,
    int incx, void* result, cudaDataType resultType, cudaDataType executiontype);
cublasStatus_t cublasAxpyEx(cublasHandle_t handle, int n, const void* alpha, cudaDataType alphaType,
    const void* x, cudaDataType xType, int incx, void* y, cudaDataType yType, int incy,
    cudaDataType executiontype);
cublasStatus_t cublasCaxpy_v2(cublasHandle_t handle, int n, const cuComplex* alpha,
    const cuComplex* x, int incx, cuComplex* y, int incy);
cublasStatus_t cublasCcopy_v2(cublasHandle_t handle, int n, const cuComplex* x, int incx,
    cuComplex* y, int incy);
cublasStatus_t cublasCdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,
    const cuComplex* A, int lda, const cuComplex* x, int incx, cuComplex* C, int ldc);
cublasStatus_t cublasCdotc_v2(cublasHandle_t handle, int n, const cuComplex* x, int incx,
    const cuComplex* y, int incy, cuComplex* result);
cublasStatus_t cublasCdotu_v2(cublasHandle_t handle, int n, const cuComplex* x, int incx,
    const cuComplex* y, int incy, cuComplex* result);
cublasStatus_t cublasCgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl,
    int ku, const cuComplex* alpha, const cuComplex* A, int lda, const cuComplex* x, int incx,
    const cuComplex* beta, cuComplex* y, int incy);
cublasStatus_t cublasCgeam(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, const cuComplex* alpha, const cuComplex* A, int lda,
    const cuComplex* beta, const cuComplex* B, int ldb, cuComplex* C, int ldc);
cublasStatus_t cublasCgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    int nrhs, cuComplex* const Aarray[], int lda, cuComplex* const Carray[], int ldc, int* info,
    int* devInfoArray, int batchSize);
cublasStatus_t cublasCgemm3m(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuComplex* alpha, const cuComplex* A,
    int lda, const cuComplex* B, int ldb, const cuComplex* beta, cuComplex* C, int ldc);
cublasStatus_t cublasCgemm3mBatched(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuComplex* alpha,
    const cuComplex* const Aarray[], int lda, const cuComplex* const Barray[], int ldb,
    const cuComplex* beta, cuComplex* const Carray[], int ldc, int batchCount);
cublasStatus_t cublasCgemm3mStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuComplex* alpha, const cuComplex* A,
    int lda, long long int strideA, const cuComplex* B, int ldb, long long int strideB,
    const cuComplex* beta, cuComplex* C, int ldc, long long int strideC, int batchCount);
cublasStatus_t cublasCgemmBatched(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuComplex* alpha,
    const cuComplex* const Aarray[], int lda, const cuComplex* const Barray[], int ldb,
    const cuComplex* beta, cuComplex* const Carray[], int ldc, int batchCount);
cublasStatus_t cublasCgemmEx(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuComplex* alpha, const void* A,
    cudaDataType Atype, int lda, const void* B, cudaDataType Btype, int ldb, const cuComplex* beta,
    void* C, cudaDataType Ctype, int ldc);
cublasStatus_t cublasCgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuComplex* alpha, const cuComplex* A,
    int lda, long long int strideA, const cuComplex* B, int ldb, long long int strideB,
    const cuComplex* beta, cuComplex* C, int ldc, long long int strideC, int batchCount);
cublasStatus_t cublasCgemm_v2(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuComplex* alpha, const cuComplex* A,
    int lda, const cuComplex* B, int ldb, const cuComplex* beta, cuComplex* C, int ldc);
cublasStatus_t cublasCgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    const cuComplex* alpha, const cuComplex* const Aarray[], int lda,
    const cuComplex* const xarray[], int incx, const cuComplex* beta, cuComplex* const yarray[],
    int incy, int batchCount);
cublasStatus_t cublasCgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
    int n, const cuComplex* alpha, const cuComplex* A, int lda, long long int strideA,
    const cuComplex* x, int incx, long long int stridex, const cuComplex* beta, cuComplex* y,
    int incy, long long int stridey, int batchCount);
cublasStatus_t cublasCgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    const cuComplex* alpha, const cuComplex* A, int lda, const cuComplex* x, int incx,
    const cuComplex* beta, cuComplex* y, int incy);
cublasStatus_t cublasCgeqrfBatched(cublasHandle_t handle, int m, int n, cuComplex* const Aarray[],
    int lda, cuComplex* const TauArray[], int* info, int batchSize);
cublasStatus_t cublasCgerc_v2(cublasHandle_t handle, int m, int n, const cuComplex* alpha,
    const cuComplex* x, int incx, const cuComplex* y, int incy, cuComplex* A, int lda);
cublasStatus_t cublasCgeru_v2(cublasHandle_t handle, int m, int n, const cuComplex* alpha,
    const cuComplex* x, int incx, const cuComplex* y, int incy, cuComplex* A, int lda);
cublasStatus_t cublasCgetrfBatched(cublasHandle_t handle, int n, cuComplex* const A[], int lda,
    int* P, int* info, int batchSize);
cublasStatus_t cublasCgetriBatched(cublasHandle_t handle, int n, const cuComplex* const A[],
    int lda, const int* P, cuComplex* const C[], int ldc, int* info, int batchSize);
cublasStatus_t cublasCgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
    const cuComplex* const Aarray[], int lda, const int* devIpiv, cuComplex* const Barray[],
    int ldb, int* info, int batchSize);
cublasStatus_t cublasChbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
    const cuComplex* alpha, const cuComplex* A, int lda, const cuComplex* x, int incx,
    const cuComplex* beta, cuComplex* y, int incy);
cublasStatus_t cublasChemm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    int m, int n, const cuComplex* alpha, const cuComplex* A, int lda, const cuComplex* B, int ldb,
    const cuComplex* beta, cuComplex* C, int ldc);
cublasStatus_t cublasChemv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuComplex* alpha, const cuComplex* A, int lda, const cuComplex* x, int incx,
    const cuComplex* beta, cuComplex* y, int incy);
cublasStatus_t cublasCher2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuComplex* alpha, const cuComplex* x, int incx, const cuComplex* y, int incy,
    cuComplex* A, int lda);
cublasStatus_t cublasCher2k_v2(cublasHandle_t handle, cublasFillMode_t uplo,
    cublasOperation_t trans, int n, int k, const cuComplex* alpha, const cuComplex* A, int lda,
    const cuComplex* B, int ldb, const float* beta, cuComplex* C, int ldc);
cublasStatus_t cublasCher_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const float* alpha, const cuComplex* x, int incx, cuComplex* A, int lda);
cublasStatus_t cublasCherk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const float* alpha, const cuComplex* A, int lda, const float* beta, cuComplex* C,
    int ldc);
cublasStatus_t cublasCherkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const cuComplex* alpha, const cuComplex* A, int lda, const cuComplex* B, int ldb,
    const float* beta, cuComplex* C, int ldc);
cublasStatus_t cublasChpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuComplex* alpha, const cuComplex* AP, const cuComplex* x, int incx,
    const cuComplex* beta, cuComplex* y, int incy);
cublasStatus_t cublasChpr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuComplex* alpha, const cuComplex* x, int incx, const cuComplex* y, int incy,
    cuComplex* AP);
cublasStatus_t cublasChpr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const float* alpha, const cuComplex* x, int incx, cuComplex* AP);
cublasStatus_t cublasCmatinvBatched(cublasHandle_t handle, int n, const cuComplex* const A[],
    int lda, cuComplex* const Ainv[], int lda_inv, int* info, int batchSize);
cublasStatus_t cublasCopyEx(cublasHandle_t handle, int n, const void* x, cudaDataType xType,
    int incx, void* y, cudaDataType yType, int incy);
cublasStatus_t cublasCreate_v2(cublasHandle_t* handle);
cublasStatus_t cublasCrot_v2(cublasHandle_t handle, int n, cuComplex* x, int incx, cuComplex* y,
    int incy, const float* c, const cuComplex* s);
cublasStatus_t cublasCrotg_v2(cublasHandle_t handle, cuComplex* a, cuComplex* b, float* c,
    cuComplex* s);
cublasStatus_t cublasCscal_v2(cublasHandle_t handle, int n, const cuComplex* alpha, cuComplex* x,
    int incx);
cublasStatus_t cublasCsrot_v2(cublasHandle_t handle, int n, cuComplex* x, int incx, cuComplex* y,
    int incy, const float* c, const float* s);
cublasStatus_t cublasCsscal_v2(cublasHandle_t handle, int n, const float* alpha, cuComplex* x,
    int incx);
cublasStatus_t cublasCswap_v2(cublasHandle_t handle, int n, cuComplex* x, int incx, cuComplex* y,
    int incy);
cublasStatus_t cublasCsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    int m, int n, const cuComplex* alpha, const cuComplex* A, int lda, const cuComplex* B, int ldb,
    const cuComplex* beta, cuComplex* C, int ldc);
cublasStatus_t cublasCsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuComplex* alpha, const cuComplex* A, int lda, const cuComplex* x, int incx,
    const cuComplex* beta, cuComplex* y, int incy);
cublasStatus_t cublasCsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuComplex* alpha, const cuComplex* x, int incx, const cuComplex* y, int incy,
    cuComplex* A, int lda);
cublasStatus_t cublasCsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo,
    cublasOperation_t trans, int n, int k, const cuComplex* alpha, const cuComplex* A, int lda,
    const cuComplex* B, int ldb, const cuComplex* beta, cuComplex* C, int ldc);
cublasStatus_t cublasCsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuComplex* alpha, const cuComplex* x, int incx, cuComplex* A, int lda);
cublasStatus_t cublasCsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const cuComplex* alpha, const cuComplex* A, int lda, const cuComplex* beta,
    cuComplex* C, int ldc);
cublasStatus_t cublasCsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const cuComplex* alpha, const cuComplex* A, int lda, const cuComplex* B, int ldb,
    const cuComplex* beta, cuComplex* C, int ldc);
cublasStatus_t cublasCtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, int k, const cuComplex* A, int lda, cuComplex* x, int incx);
cublasStatus_t cublasCtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, int k, const cuComplex* A, int lda, cuComplex* x, int incx);
cublasStatus_t cublasCtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const cuComplex* AP, cuComplex* x, int incx);
cublasStatus_t cublasCtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const cuComplex* AP, cuComplex* x, int incx);
cublasStatus_t cublasCtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuComplex* AP, cuComplex* A, int lda);
cublasStatus_t cublasCtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex* alpha,
    const cuComplex* A, int lda, const cuComplex* B, int ldb, cuComplex* C, int ldc);
cublasStatus_t cublasCtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const cuComplex* A, int lda, cuComplex* x, int incx);
cublasStatus_t cublasCtrsmBatched(cublasHandle_t handle, cublasSideMode_t side,
    cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
    const cuComplex* alpha, const cuComplex* const A[], int lda, cuComplex* const B[], int ldb,
    int batchCount);
cublasStatus_t cublasCtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex* alpha,
    const cuComplex* A, int lda, cuComplex* B, int ldb);
cublasStatus_t cublasCtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const cuComplex* A, int lda, cuComplex* x, int incx);
cublasStatus_t cublasCtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex* A,
    int lda, cuComplex* AP);
cublasStatus_t cublasDasum_v2(cublasHandle_t handle, int n, const double* x, int incx,
    double* result);
cublasStatus_t cublasDaxpy_v2(cublasHandle_t handle, int n, const double* alpha, const double* x,
    int incx, double* y, int incy);
cublasStatus_t cublasDcopy_v2(cublasHandle_t handle, int n, const double* x, int incx, double* y,
    int incy);
cublasStatus_t cublasDdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,
    const double* A, int lda, const double* x, int incx, double* C, int ldc);
cublasStatus_t cublasDdot_v2(cublasHandle_t handle, int n, const double* x, int incx,
    const double* y, int incy, double* result);
cublasStatus_t cublasDestroy_v2(cublasHandle_t handle);
cublasStatus_t cublasDgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl,
    int ku, const double* alpha, const double* A, int lda, const double* x, int incx,
    const double* beta, double* y, int incy);
cublasStatus_t cublasDgeam(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, const double* alpha, const double* A, int lda,
    const double* beta, const double* B, int ldb, double* C, int ldc);
cublasStatus_t cublasDgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    int nrhs, double* const Aarray[], int lda, double* const Carray[], int ldc, int* info,
    int* devInfoArray, int batchSize);
cublasStatus_t cublasDgemmBatched(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const double* alpha,
    const double* const Aarray[], int lda, const double* const Barray[], int ldb,
    const double* beta, double* const Carray[], int ldc, int batchCount);
cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const double* alpha, const double* A, int lda,
    long long int strideA, const double* B, int ldb, long long int strideB, const double* beta,
    double* C, int ldc, long long int strideC, int batchCount);
cublasStatus_t cublasDgemm_v2(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const double* alpha, const double* A, int lda,
    const double* B, int ldb, const double* beta, double* C, int ldc);
cublasStatus_t cublasDgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    const double* alpha, const double* const Aarray[], int lda, const double* const xarray[],
    int incx, const double* beta, double* const yarray[], int incy, int batchCount);
cublasStatus_t cublasDgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
    int n, const double* alpha, const double* A, int lda, long long int strideA, const double* x,
    int incx, long long int stridex, const double* beta, double* y, int incy, long long int stridey,
    int batchCount);
cublasStatus_t cublasDgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    const double* alpha, const double* A, int lda, const double* x, int incx, const double* beta,
    double* y, int incy);
cublasStatus_t cublasDgeqrfBatched(cublasHandle_t handle, int m, int n, double* const Aarray[],
    int lda, double* const TauArray[], int* info, int batchSize);
cublasStatus_t cublasDger_v2(cublasHandle_t handle, int m, int n, const double* alpha,
    const double* x, int incx, const double* y, int incy, double* A, int lda);
cublasStatus_t cublasDgetrfBatched(cublasHandle_t handle, int n, double* const A[], int lda, int* P,
    int* info, int batchSize);
cublasStatus_t cublasDgetriBatched(cublasHandle_t handle, int n, const double* const A[], int lda,
    const int* P, double* const C[], int ldc, int* info, int batchSize);
cublasStatus_t cublasDgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
    const double* const Aarray[], int lda, const int* devIpiv, double* const Barray[], int ldb,
    int* info, int batchSize);
cublasStatus_t cublasDmatinvBatched(cublasHandle_t handle, int n, const double* const A[], int lda,
    double* const Ainv[], int lda_inv, int* info, int batchSize);
cublasStatus_t cublasDnrm2_v2(cublasHandle_t handle, int n, const double* x, int incx,
    double* result);
cublasStatus_t cublasDotEx(cublasHandle_t handle, int n, const void* x, cudaDataType xType,
    int incx, const void* y, cudaDataType yType, int incy, void* result, cudaDataType resultType,
    cudaDataType executionType);
cublasStatus_t cublasDotcEx(cublasHandle_t handle, int n, const void* x, cudaDataType xType,
    int incx, const void* y, cudaDataType yType, int incy, void* result, cudaDataType resultType,
    cudaDataType executionType);
cublasStatus_t cublasDrot_v2(cublasHandle_t handle, int n, double* x, int incx, double* y, int incy,
    const double* c, const double* s);
cublasStatus_t cublasDrotg_v2(cublasHandle_t handle, double* a, double* b, double* c, double* s);
cublasStatus_t cublasDrotm_v2(cublasHandle_t handle, int n, double* x, int incx, double* y,
    int incy, const double* param);
cublasStatus_t cublasDrotmg_v2(cublasHandle_t handle, double* d1, double* d2, double* x1,
    const double* y1, double* param);
cublasStatus_t cublasDsbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
    const double* alpha, const double* A, int lda, const double* x, int incx, const double* beta,
    double* y, int incy);
cublasStatus_t cublasDscal_v2(cublasHandle_t handle, int n, const double* alpha, double* x,
    int incx);
cublasStatus_t cublasDspmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const double* alpha, const double* AP, const double* x, int incx, const double* beta, double* y,
    int incy);
cublasStatus_t cublasDspr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const double* alpha, const double* x, int incx, const double* y, int incy, double* AP);
cublasStatus_t cublasDspr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const double* alpha, const double* x, int incx, double* AP);
cublasStatus_t cublasDswap_v2(cublasHandle_t handle, int n, double* x, int incx, double* y,
    int incy);
cublasStatus_t cublasDsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    int m, int n, const double* alpha, const double* A, int lda, const double* B, int ldb,
    const double* beta, double* C, int ldc);
cublasStatus_t cublasDsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const double* alpha, const double* A, int lda, const double* x, int incx, const double* beta,
    double* y, int incy);
cublasStatus_t cublasDsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const double* alpha, const double* x, int incx, const double* y, int incy, double* A, int lda);
cublasStatus_t cublasDsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo,
    cublasOperation_t trans, int n, int k, const double* alpha, const double* A, int lda,
    const double* B, int ldb, const double* beta, double* C, int ldc);
cublasStatus_t cublasDsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const double* alpha, const double* x, int incx, double* A, int lda);
cublasStatus_t cublasDsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const double* alpha, const double* A, int lda, const double* beta, double* C,
    int ldc);
cublasStatus_t cublasDsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const double* alpha, const double* A, int lda, const double* B, int ldb,
    const double* beta, double* C, int ldc);
cublasStatus_t cublasDtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, int k, const double* A, int lda, double* x, int incx);
cublasStatus_t cublasDtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, int k, const double* A, int lda, double* x, int incx);
cublasStatus_t cublasDtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const double* AP, double* x, int incx);
cublasStatus_t cublasDtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const double* AP, double* x, int incx);
cublasStatus_t cublasDtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double* AP,
    double* A, int lda);
cublasStatus_t cublasDtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double* alpha,
    const double* A, int lda, const double* B, int ldb, double* C, int ldc);
cublasStatus_t cublasDtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const double* A, int lda, double* x, int incx);
cublasStatus_t cublasDtrsmBatched(cublasHandle_t handle, cublasSideMode_t side,
    cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
    const double* alpha, const double* const A[], int lda, double* const B[], int ldb,
    int batchCount);
cublasStatus_t cublasDtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double* alpha,
    const double* A, int lda, double* B, int ldb);
cublasStatus_t cublasDtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const double* A, int lda, double* x, int incx);
cublasStatus_t cublasDtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double* A,
    int lda, double* AP);
cublasStatus_t cublasDzasum_v2(cublasHandle_t handle, int n, const cuDoubleComplex* x, int incx,
    double* result);
cublasStatus_t cublasDznrm2_v2(cublasHandle_t handle, int n, const cuDoubleComplex* x, int incx,
    double* result);
cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const void* alpha, const void* const Aarray[],
    cudaDataType Atype, int lda, const void* const Barray[], cudaDataType Btype, int ldb,
    const void* beta, void* const Carray[], cudaDataType Ctype, int ldc, int batchCount,
    cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const void* alpha, const void* A,
    cudaDataType Atype, int lda, const void* B, cudaDataType Btype, int ldb, const void* beta,
    void* C, cudaDataType Ctype, int ldc, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const void* alpha, const void* A,
    cudaDataType Atype, int lda, long long int strideA, const void* B, cudaDataType Btype, int ldb,
    long long int strideB, const void* beta, void* C, cudaDataType Ctype, int ldc,
    long long int strideC, int batchCount, cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t* mode);
size_t cublasGetCudartVersion(void);
cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t* mode);
cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void* A, int lda, void* B,
    int ldb);
cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, const void* A, int lda,
    void* B, int ldb, cudaStream_t stream);
cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t* mode);
cublasStatus_t cublasGetProperty(libraryPropertyType type, int* value);
cublasStatus_t cublasGetSmCountTarget(cublasHandle_t handle, int* smCountTarget);
const char* cublasGetStatusName(cublasStatus_t status);
const char* cublasGetStatusString(cublasStatus_t status);
cublasStatus_t cublasGetStream_v2(cublasHandle_t handle, cudaStream_t* stream);
cublasStatus_t cublasGetVector(int n, int elemSize, const void* x, int incx, void* y, int incy);
cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void* devicePtr, int incx,
    void* hostPtr, int incy, cudaStream_t stream);
cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int* version);
cublasStatus_t cublasIamaxEx(cublasHandle_t handle, int n, const void* x, cudaDataType xType,
    int incx, int* result);
cublasStatus_t cublasIaminEx(cublasHandle_t handle, int n, const void* x, cudaDataType xType,
    int incx, int* result);
cublasStatus_t cublasIcamax_v2(cublasHandle_t handle, int n, const cuComplex* x, int incx,
    int* result);
cublasStatus_t cublasIcamin_v2(cublasHandle_t handle, int n, const cuComplex* x, int incx,
    int* result);
cublasStatus_t cublasIdamax_v2(cublasHandle_t handle, int n, const double* x, int incx,
    int* result);
cublasStatus_t cublasIdamin_v2(cublasHandle_t handle, int n, const double* x, int incx,
    int* result);
cublasStatus_t cublasIsamax_v2(cublasHandle_t handle, int n, const float* x, int incx, int* result);
cublasStatus_t cublasIsamin_v2(cublasHandle_t handle, int n, const float* x, int incx, int* result);
cublasStatus_t cublasIzamax_v2(cublasHandle_t handle, int n, const cuDoubleComplex* x, int incx,
    int* result);
cublasStatus_t cublasIzamin_v2(cublasHandle_t handle, int n, const cuDoubleComplex* x, int incx,
    int* result);
cublasStatus_t cublasMigrateComputeType(cublasHandle_t handle, cudaDataType_t dataType,
    cublasComputeType_t* computeType);
cublasStatus_t cublasNrm2Ex(cublasHandle_t handle, int n, const void* x, cudaDataType xType,
    int incx, void* result, cudaDataType resultType, cudaDataType executionType);
cublasStatus_t cublasRotEx(cublasHandle_t handle, int n, void* x, cudaDataType xType, int incx,
    void* y, cudaDataType yType, int incy, const void* c, const void* s, cudaDataType csType,
    cudaDataType executiontype);
cublasStatus_t cublasRotgEx(cublasHandle_t handle, void* a, void* b, cudaDataType abType, void* c,
    void* s, cudaDataType csType, cudaDataType executiontype);
cublasStatus_t cublasRotmEx(cublasHandle_t handle, int n, void* x, cudaDataType xType, int incx,
    void* y, cudaDataType yType, int incy, const void* param, cudaDataType paramType,
    cudaDataType executiontype);
cublasStatus_t cublasRotmgEx(cublasHandle_t handle, void* d1, cudaDataType d1Type, void* d2,
    cudaDataType d2Type, void* x1, cudaDataType x1Type, const void* y1, cudaDataType y1Type,
    void* param, cudaDataType paramType, cudaDataType executiontype);
cublasStatus_t cublasSasum_v2(cublasHandle_t handle, int n, const float* x, int incx,
    float* result);
cublasStatus_t cublasSaxpy_v2(cublasHandle_t handle, int n, const float* alpha, const float* x,
    int incx, float* y, int incy);
cublasStatus_t cublasScalEx(cublasHandle_t handle, int n, const void* alpha, cudaDataType alphaType,
    void* x, cudaDataType xType, int incx, cudaDataType executionType);
cublasStatus_t cublasScasum_v2(cublasHandle_t handle, int n, const cuComplex* x, int incx,
    float* result);
cublasStatus_t cublasScnrm2_v2(cublasHandle_t handle, int n, const cuComplex* x, int incx,
    float* result);
cublasStatus_t cublasScopy_v2(cublasHandle_t handle, int n, const float* x, int incx, float* y,
    int incy);
cublasStatus_t cublasSdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,
    const float* A, int lda, const float* x, int incx, float* C, int ldc);
cublasStatus_t cublasSdot_v2(cublasHandle_t handle, int n, const float* x, int incx, const float* y,
    int incy, float* result);
cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode);
cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void* A, int lda, void* B,
    int ldb);
cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, const void* A, int lda,
    void* B, int ldb, cudaStream_t stream);
cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode);
cublasStatus_t cublasSetSmCountTarget(cublasHandle_t handle, int smCountTarget);
cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cudaStream_t stream);
cublasStatus_t cublasSetVector(int n, int elemSize, const void* x, int incx, void* devicePtr,
    int incy);
cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void* hostPtr, int incx,
    void* devicePtr, int incy, cudaStream_t stream);
cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle, void* workspace,
    std::size_t workspaceSizeInBytes);
cublasStatus_t cublasSgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl,
    int ku, const float* alpha, const float* A, int lda, const float* x, int incx,
    const float* beta, float* y, int incy);
cublasStatus_t cublasSgeam(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, const float* alpha, const float* A, int lda,
    const float* beta, const float* B, int ldb, float* C, int ldc);
cublasStatus_t cublasSgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    int nrhs, float* const Aarray[], int lda, float* const Carray[], int ldc, int* info,
    int* devInfoArray, int batchSize);
cublasStatus_t cublasSgemmBatched(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const float* alpha, const float* const Aarray[],
    int lda, const float* const Barray[], int ldb, const float* beta, float* const Carray[],
    int ldc, int batchCount);
cublasStatus_t cublasSgemmEx(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const float* alpha, const void* A,
    cudaDataType Atype, int lda, const void* B, cudaDataType Btype, int ldb, const float* beta,
    void* C, cudaDataType Ctype, int ldc);
cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const float* alpha, const float* A, int lda,
    long long int strideA, const float* B, int ldb, long long int strideB, const float* beta,
    float* C, int ldc, long long int strideC, int batchCount);
cublasStatus_t cublasSgemm_v2(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const float* alpha, const float* A, int lda,
    const float* B, int ldb, const float* beta, float* C, int ldc);
cublasStatus_t cublasSgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    const float* alpha, const float* const Aarray[], int lda, const float* const xarray[], int incx,
    const float* beta, float* const yarray[], int incy, int batchCount);
cublasStatus_t cublasSgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
    int n, const float* alpha, const float* A, int lda, long long int strideA, const float* x,
    int incx, long long int stridex, const float* beta, float* y, int incy, long long int stridey,
    int batchCount);
cublasStatus_t cublasSgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    const float* alpha, const float* A, int lda, const float* x, int incx, const float* beta,
    float* y, int incy);
cublasStatus_t cublasSgeqrfBatched(cublasHandle_t handle, int m, int n, float* const Aarray[],
    int lda, float* const TauArray[], int* info, int batchSize);
cublasStatus_t cublasSger_v2(cublasHandle_t handle, int m, int n, const float* alpha,
    const float* x, int incx, const float* y, int incy, float* A, int lda);
cublasStatus_t cublasSgetrfBatched(cublasHandle_t handle, int n, float* const A[], int lda, int* P,
    int* info, int batchSize);
cublasStatus_t cublasSgetriBatched(cublasHandle_t handle, int n, const float* const A[], int lda,
    const int* P, float* const C[], int ldc, int* info, int batchSize);
cublasStatus_t cublasSgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
    const float* const Aarray[], int lda, const int* devIpiv, float* const Barray[], int ldb,
    int* info, int batchSize);
cublasStatus_t cublasSmatinvBatched(cublasHandle_t handle, int n, const float* const A[], int lda,
    float* const Ainv[], int lda_inv, int* info, int batchSize);
cublasStatus_t cublasSnrm2_v2(cublasHandle_t handle, int n, const float* x, int incx,
    float* result);
cublasStatus_t cublasSrot_v2(cublasHandle_t handle, int n, float* x, int incx, float* y, int incy,
    const float* c, const float* s);
cublasStatus_t cublasSrotg_v2(cublasHandle_t handle, float* a, float* b, float* c, float* s);
cublasStatus_t cublasSrotm_v2(cublasHandle_t handle, int n, float* x, int incx, float* y, int incy,
    const float* param);
cublasStatus_t cublasSrotmg_v2(cublasHandle_t handle, float* d1, float* d2, float* x1,
    const float* y1, float* param);
cublasStatus_t cublasSsbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
    const float* alpha, const float* A, int lda, const float* x, int incx, const float* beta,
    float* y, int incy);
cublasStatus_t cublasSscal_v2(cublasHandle_t handle, int n, const float* alpha, float* x, int incx);
cublasStatus_t cublasSspmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const float* alpha, const float* AP, const float* x, int incx, const float* beta, float* y,
    int incy);
cublasStatus_t cublasSspr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const float* alpha, const float* x, int incx, const float* y, int incy, float* AP);
cublasStatus_t cublasSspr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const float* alpha, const float* x, int incx, float* AP);
cublasStatus_t cublasSswap_v2(cublasHandle_t handle, int n, float* x, int incx, float* y, int incy);
cublasStatus_t cublasSsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    int m, int n, const float* alpha, const float* A, int lda, const float* B, int ldb,
    const float* beta, float* C, int ldc);
cublasStatus_t cublasSsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const float* alpha, const float* A, int lda, const float* x, int incx, const float* beta,
    float* y, int incy);
cublasStatus_t cublasSsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const float* alpha, const float* x, int incx, const float* y, int incy, float* A, int lda);
cublasStatus_t cublasSsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo,
    cublasOperation_t trans, int n, int k, const float* alpha, const float* A, int lda,
    const float* B, int ldb, const float* beta, float* C, int ldc);
cublasStatus_t cublasSsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const float* alpha, const float* x, int incx, float* A, int lda);
cublasStatus_t cublasSsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const float* alpha, const float* A, int lda, const float* beta, float* C,
    int ldc);
cublasStatus_t cublasSsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const float* alpha, const float* A, int lda, const float* B, int ldb,
    const float* beta, float* C, int ldc);
cublasStatus_t cublasStbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, int k, const float* A, int lda, float* x, int incx);
cublasStatus_t cublasStbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, int k, const float* A, int lda, float* x, int incx);
cublasStatus_t cublasStpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const float* AP, float* x, int incx);
cublasStatus_t cublasStpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const float* AP, float* x, int incx);
cublasStatus_t cublasStpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float* AP,
    float* A, int lda);
cublasStatus_t cublasStrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float* alpha,
    const float* A, int lda, const float* B, int ldb, float* C, int ldc);
cublasStatus_t cublasStrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const float* A, int lda, float* x, int incx);
cublasStatus_t cublasStrsmBatched(cublasHandle_t handle, cublasSideMode_t side,
    cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
    const float* alpha, const float* const A[], int lda, float* const B[], int ldb, int batchCount);
cublasStatus_t cublasStrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float* alpha,
    const float* A, int lda, float* B, int ldb);
cublasStatus_t cublasStrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const float* A, int lda, float* x, int incx);
cublasStatus_t cublasStrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float* A,
    int lda, float* AP);
cublasStatus_t cublasSwapEx(cublasHandle_t handle, int n, void* x, cudaDataType xType, int incx,
    void* y, cudaDataType yType, int incy);
cublasStatus_t cublasZaxpy_v2(cublasHandle_t handle, int n, const cuDoubleComplex* alpha,
    const cuDoubleComplex* x, int incx, cuDoubleComplex* y, int incy);
cublasStatus_t cublasZcopy_v2(cublasHandle_t handle, int n, const cuDoubleComplex* x, int incx,
    cuDoubleComplex* y, int incy);
cublasStatus_t cublasZdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,
    const cuDoubleComplex* A, int lda, const cuDoubleComplex* x, int incx, cuDoubleComplex* C,
    int ldc);
cublasStatus_t cublasZdotc_v2(cublasHandle_t handle, int n, const cuDoubleComplex* x, int incx,
    const cuDoubleComplex* y, int incy, cuDoubleComplex* result);
cublasStatus_t cublasZdotu_v2(cublasHandle_t handle, int n, const cuDoubleComplex* x, int incx,
    const cuDoubleComplex* y, int incy, cuDoubleComplex* result);
cublasStatus_t cublasZdrot_v2(cublasHandle_t handle, int n, cuDoubleComplex* x, int incx,
    cuDoubleComplex* y, int incy, const double* c, const double* s);
cublasStatus_t cublasZdscal_v2(cublasHandle_t handle, int n, const double* alpha,
    cuDoubleComplex* x, int incx);
cublasStatus_t cublasZgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl,
    int ku, const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda,
    const cuDoubleComplex* x, int incx, const cuDoubleComplex* beta, cuDoubleComplex* y, int incy);
cublasStatus_t cublasZgeam(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, const cuDoubleComplex* alpha, const cuDoubleComplex* A,
    int lda, const cuDoubleComplex* beta, const cuDoubleComplex* B, int ldb, cuDoubleComplex* C,
    int ldc);
cublasStatus_t cublasZgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    int nrhs, cuDoubleComplex* const Aarray[], int lda, cuDoubleComplex* const Carray[], int ldc,
    int* info, int* devInfoArray, int batchSize);
cublasStatus_t cublasZgemm3m(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex* alpha,
    const cuDoubleComplex* A, int lda, const cuDoubleComplex* B, int ldb,
    const cuDoubleComplex* beta, cuDoubleComplex* C, int ldc);
cublasStatus_t cublasZgemmBatched(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex* alpha,
    const cuDoubleComplex* const Aarray[], int lda, const cuDoubleComplex* const Barray[], int ldb,
    const cuDoubleComplex* beta, cuDoubleComplex* const Carray[], int ldc, int batchCount);
cublasStatus_t cublasZgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex* alpha,
    const cuDoubleComplex* A, int lda, long long int strideA, const cuDoubleComplex* B, int ldb,
    long long int strideB, const cuDoubleComplex* beta, cuDoubleComplex* C, int ldc,
    long long int strideC, int batchCount);
cublasStatus_t cublasZgemm_v2(cublasHandle_t handle, cublasOperation_t transa,
    cublasOperation_t transb, int m, int n, int k, const cuDoubleComplex* alpha,
    const cuDoubleComplex* A, int lda, const cuDoubleComplex* B, int ldb,
    const cuDoubleComplex* beta, cuDoubleComplex* C, int ldc);
cublasStatus_t cublasZgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    const cuDoubleComplex* alpha, const cuDoubleComplex* const Aarray[], int lda,
    const cuDoubleComplex* const xarray[], int incx, const cuDoubleComplex* beta,
    cuDoubleComplex* const yarray[], int incy, int batchCount);
cublasStatus_t cublasZgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
    int n, const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda, long long int strideA,
    const cuDoubleComplex* x, int incx, long long int stridex, const cuDoubleComplex* beta,
    cuDoubleComplex* y, int incy, long long int stridey, int batchCount);
cublasStatus_t cublasZgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
    const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda, const cuDoubleComplex* x,
    int incx, const cuDoubleComplex* beta, cuDoubleComplex* y, int incy);
cublasStatus_t cublasZgeqrfBatched(cublasHandle_t handle, int m, int n,
    cuDoubleComplex* const Aarray[], int lda, cuDoubleComplex* const TauArray[], int* info,
    int batchSize);
cublasStatus_t cublasZgerc_v2(cublasHandle_t handle, int m, int n, const cuDoubleComplex* alpha,
    const cuDoubleComplex* x, int incx, const cuDoubleComplex* y, int incy, cuDoubleComplex* A,
    int lda);
cublasStatus_t cublasZgeru_v2(cublasHandle_t handle, int m, int n, const cuDoubleComplex* alpha,
    const cuDoubleComplex* x, int incx, const cuDoubleComplex* y, int incy, cuDoubleComplex* A,
    int lda);
cublasStatus_t cublasZgetrfBatched(cublasHandle_t handle, int n, cuDoubleComplex* const A[],
    int lda, int* P, int* info, int batchSize);
cublasStatus_t cublasZgetriBatched(cublasHandle_t handle, int n, const cuDoubleComplex* const A[],
    int lda, const int* P, cuDoubleComplex* const C[], int ldc, int* info, int batchSize);
cublasStatus_t cublasZgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
    const cuDoubleComplex* const Aarray[], int lda, const int* devIpiv,
    cuDoubleComplex* const Barray[], int ldb, int* info, int batchSize);
cublasStatus_t cublasZhbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
    const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda, const cuDoubleComplex* x,
    int incx, const cuDoubleComplex* beta, cuDoubleComplex* y, int incy);
cublasStatus_t cublasZhemm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    int m, int n, const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda,
    const cuDoubleComplex* B, int ldb, const cuDoubleComplex* beta, cuDoubleComplex* C, int ldc);
cublasStatus_t cublasZhemv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda, const cuDoubleComplex* x,
    int incx, const cuDoubleComplex* beta, cuDoubleComplex* y, int incy);
cublasStatus_t cublasZher2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuDoubleComplex* alpha, const cuDoubleComplex* x, int incx, const cuDoubleComplex* y,
    int incy, cuDoubleComplex* A, int lda);
cublasStatus_t cublasZher2k_v2(cublasHandle_t handle, cublasFillMode_t uplo,
    cublasOperation_t trans, int n, int k, const cuDoubleComplex* alpha, const cuDoubleComplex* A,
    int lda, const cuDoubleComplex* B, int ldb, const double* beta, cuDoubleComplex* C, int ldc);
cublasStatus_t cublasZher_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const double* alpha, const cuDoubleComplex* x, int incx, cuDoubleComplex* A, int lda);
cublasStatus_t cublasZherk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const double* alpha, const cuDoubleComplex* A, int lda, const double* beta,
    cuDoubleComplex* C, int ldc);
cublasStatus_t cublasZherkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda,
    const cuDoubleComplex* B, int ldb, const double* beta, cuDoubleComplex* C, int ldc);
cublasStatus_t cublasZhpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuDoubleComplex* alpha, const cuDoubleComplex* AP, const cuDoubleComplex* x, int incx,
    const cuDoubleComplex* beta, cuDoubleComplex* y, int incy);
cublasStatus_t cublasZhpr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuDoubleComplex* alpha, const cuDoubleComplex* x, int incx, const cuDoubleComplex* y,
    int incy, cuDoubleComplex* AP);
cublasStatus_t cublasZhpr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const double* alpha, const cuDoubleComplex* x, int incx, cuDoubleComplex* AP);
cublasStatus_t cublasZmatinvBatched(cublasHandle_t handle, int n, const cuDoubleComplex* const A[],
    int lda, cuDoubleComplex* const Ainv[], int lda_inv, int* info, int batchSize);
cublasStatus_t cublasZrot_v2(cublasHandle_t handle, int n, cuDoubleComplex* x, int incx,
    cuDoubleComplex* y, int incy, const double* c, const cuDoubleComplex* s);
cublasStatus_t cublasZrotg_v2(cublasHandle_t handle, cuDoubleComplex* a, cuDoubleComplex* b,
    double* c, cuDoubleComplex* s);
cublasStatus_t cublasZscal_v2(cublasHandle_t handle, int n, const cuDoubleComplex* alpha,
    cuDoubleComplex* x, int incx);
cublasStatus_t cublasZswap_v2(cublasHandle_t handle, int n, cuDoubleComplex* x, int incx,
    cuDoubleComplex* y, int incy);
cublasStatus_t cublasZsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    int m, int n, const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda,
    const cuDoubleComplex* B, int ldb, const cuDoubleComplex* beta, cuDoubleComplex* C, int ldc);
cublasStatus_t cublasZsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda, const cuDoubleComplex* x,
    int incx, const cuDoubleComplex* beta, cuDoubleComplex* y, int incy);
cublasStatus_t cublasZsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuDoubleComplex* alpha, const cuDoubleComplex* x, int incx, const cuDoubleComplex* y,
    int incy, cuDoubleComplex* A, int lda);
cublasStatus_t cublasZsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo,
    cublasOperation_t trans, int n, int k, const cuDoubleComplex* alpha, const cuDoubleComplex* A,
    int lda, const cuDoubleComplex* B, int ldb, const cuDoubleComplex* beta, cuDoubleComplex* C,
    int ldc);
cublasStatus_t cublasZsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuDoubleComplex* alpha, const cuDoubleComplex* x, int incx, cuDoubleComplex* A, int lda);
cublasStatus_t cublasZsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda,
    const cuDoubleComplex* beta, cuDoubleComplex* C, int ldc);
cublasStatus_t cublasZsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    int n, int k, const cuDoubleComplex* alpha, const cuDoubleComplex* A, int lda,
    const cuDoubleComplex* B, int ldb, const cuDoubleComplex* beta, cuDoubleComplex* C, int ldc);
cublasStatus_t cublasZtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, int k, const cuDoubleComplex* A, int lda, cuDoubleComplex* x,
    int incx);
cublasStatus_t cublasZtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, int k, const cuDoubleComplex* A, int lda, cuDoubleComplex* x,
    int incx);
cublasStatus_t cublasZtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const cuDoubleComplex* AP, cuDoubleComplex* x, int incx);
cublasStatus_t cublasZtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const cuDoubleComplex* AP, cuDoubleComplex* x, int incx);
cublasStatus_t cublasZtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuDoubleComplex* AP, cuDoubleComplex* A, int lda);
cublasStatus_t cublasZtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex* alpha,
    const cuDoubleComplex* A, int lda, const cuDoubleComplex* B, int ldb, cuDoubleComplex* C,
    int ldc);
cublasStatus_t cublasZtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const cuDoubleComplex* A, int lda, cuDoubleComplex* x, int incx);
cublasStatus_t cublasZtrsmBatched(cublasHandle_t handle, cublasSideMode_t side,
    cublasFillMode_t uplo, cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
    const cuDoubleComplex* alpha, const cuDoubleComplex* const A[], int lda,
    cuDoubleComplex* const B[], int ldb, int batchCount);
cublasStatus_t cublasZtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuDoubleComplex* alpha,
    const cuDoubleComplex* A, int lda, cuDoubleComplex* B, int ldb);
cublasStatus_t cublasZtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
    cublasDiagType_t diag, int n, const cuDoubleComplex* A, int lda, cuDoubleComplex* x, int incx);
cublasStatus_t cublasZtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n,
    const cuDoubleComplex* A, int lda, cuDoubleComplex* AP);
