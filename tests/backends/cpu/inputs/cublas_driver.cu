// Runs cuBLAS routines that tests/backends/cpu/test_cublas.py describes, for NumPy to check.
//   cublas_driver IN OUT   IN holds records, each: type (0 S, 1 D, 2 C, 3 Z), routine, int
//                          arguments, scalars (alpha, beta, ...) and arrays; OUT gets, per record,
//                          the status, every array after the call, and integer results (pivots,
//                          infos). Arrays live in managed memory, as a program's would.
//   cublas_driver          the semantics checks: prints one "name value" line each.
#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <type_traits>
#include <vector>

// cuBLAS's routine for element type T among its four spellings.
#define DISPATCH(name, s, d, c, z)                                      \
  template <class T, class... Args>                                     \
  cublasStatus_t name(Args... args) {                                   \
    if constexpr (std::is_same_v<T, float>) return s(args...);          \
    else if constexpr (std::is_same_v<T, double>) return d(args...);    \
    else if constexpr (std::is_same_v<T, cuComplex>) return c(args...); \
    else return z(args...);                                             \
  }
// Routines of the real types (s, d) and of the complex ones (c, z) under one name.
#define DISPATCH_RC(name, s, d, c, z) DISPATCH(name, s, d, c, z)

DISPATCH(gemm, cublasSgemm, cublasDgemm, cublasCgemm, cublasZgemm)
DISPATCH(gemm_64, cublasSgemm_64, cublasDgemm_64, cublasCgemm_64, cublasZgemm_64)
DISPATCH(trsm_batched, cublasStrsmBatched, cublasDtrsmBatched, cublasCtrsmBatched,
         cublasZtrsmBatched)
DISPATCH(gemv_batched, cublasSgemvBatched, cublasDgemvBatched, cublasCgemvBatched,
         cublasZgemvBatched)
DISPATCH(gemv_strided, cublasSgemvStridedBatched, cublasDgemvStridedBatched,
         cublasCgemvStridedBatched, cublasZgemvStridedBatched)
DISPATCH(syrkx, cublasSsyrkx, cublasDsyrkx, cublasCsyrkx, cublasZsyrkx)
DISPATCH_RC(herkx, cublasSsyrkx, cublasDsyrkx, cublasCherkx, cublasZherkx)
DISPATCH(tpttr, cublasStpttr, cublasDtpttr, cublasCtpttr, cublasZtpttr)
DISPATCH(trttp, cublasStrttp, cublasDtrttp, cublasCtrttp, cublasZtrttp)
DISPATCH(geqrf, cublasSgeqrfBatched, cublasDgeqrfBatched, cublasCgeqrfBatched,
         cublasZgeqrfBatched)
DISPATCH(gels, cublasSgelsBatched, cublasDgelsBatched, cublasCgelsBatched, cublasZgelsBatched)
DISPATCH(rotg, cublasSrotg, cublasDrotg, cublasCrotg, cublasZrotg)
DISPATCH(symm, cublasSsymm, cublasDsymm, cublasCsymm, cublasZsymm)
DISPATCH(syrk, cublasSsyrk, cublasDsyrk, cublasCsyrk, cublasZsyrk)
DISPATCH(syr2k, cublasSsyr2k, cublasDsyr2k, cublasCsyr2k, cublasZsyr2k)
DISPATCH(trmm, cublasStrmm, cublasDtrmm, cublasCtrmm, cublasZtrmm)
DISPATCH(trsm, cublasStrsm, cublasDtrsm, cublasCtrsm, cublasZtrsm)
DISPATCH(gemv, cublasSgemv, cublasDgemv, cublasCgemv, cublasZgemv)
DISPATCH(gbmv, cublasSgbmv, cublasDgbmv, cublasCgbmv, cublasZgbmv)
DISPATCH(symv, cublasSsymv, cublasDsymv, cublasCsymv, cublasZsymv)
DISPATCH(trmv, cublasStrmv, cublasDtrmv, cublasCtrmv, cublasZtrmv)
DISPATCH(trsv, cublasStrsv, cublasDtrsv, cublasCtrsv, cublasZtrsv)
DISPATCH(tbmv, cublasStbmv, cublasDtbmv, cublasCtbmv, cublasZtbmv)
DISPATCH(tbsv, cublasStbsv, cublasDtbsv, cublasCtbsv, cublasZtbsv)
DISPATCH(tpmv, cublasStpmv, cublasDtpmv, cublasCtpmv, cublasZtpmv)
DISPATCH(tpsv, cublasStpsv, cublasDtpsv, cublasCtpsv, cublasZtpsv)
DISPATCH(syr, cublasSsyr, cublasDsyr, cublasCsyr, cublasZsyr)
DISPATCH(syr2, cublasSsyr2, cublasDsyr2, cublasCsyr2, cublasZsyr2)
DISPATCH(axpy, cublasSaxpy, cublasDaxpy, cublasCaxpy, cublasZaxpy)
DISPATCH(scal, cublasSscal, cublasDscal, cublasCscal, cublasZscal)
DISPATCH(copy, cublasScopy, cublasDcopy, cublasCcopy, cublasZcopy)
DISPATCH(swap, cublasSswap, cublasDswap, cublasCswap, cublasZswap)
DISPATCH(nrm2, cublasSnrm2, cublasDnrm2, cublasScnrm2, cublasDznrm2)
DISPATCH(asum, cublasSasum, cublasDasum, cublasScasum, cublasDzasum)
DISPATCH(iamax, cublasIsamax, cublasIdamax, cublasIcamax, cublasIzamax)
DISPATCH(iamin, cublasIsamin, cublasIdamin, cublasIcamin, cublasIzamin)
DISPATCH(gemm_strided, cublasSgemmStridedBatched, cublasDgemmStridedBatched,
         cublasCgemmStridedBatched, cublasZgemmStridedBatched)
DISPATCH(gemm_batched, cublasSgemmBatched, cublasDgemmBatched, cublasCgemmBatched,
         cublasZgemmBatched)
DISPATCH(geam, cublasSgeam, cublasDgeam, cublasCgeam, cublasZgeam)
DISPATCH(dgmm, cublasSdgmm, cublasDdgmm, cublasCdgmm, cublasZdgmm)
DISPATCH(getrf, cublasSgetrfBatched, cublasDgetrfBatched, cublasCgetrfBatched,
         cublasZgetrfBatched)
DISPATCH(getrs, cublasSgetrsBatched, cublasDgetrsBatched, cublasCgetrsBatched,
         cublasZgetrsBatched)
DISPATCH(getri, cublasSgetriBatched, cublasDgetriBatched, cublasCgetriBatched,
         cublasZgetriBatched)
DISPATCH(matinv, cublasSmatinvBatched, cublasDmatinvBatched, cublasCmatinvBatched,
         cublasZmatinvBatched)
// Real: symmetric; complex: hermitian (the same arguments).
DISPATCH_RC(dot_u, cublasSdot, cublasDdot, cublasCdotu, cublasZdotu)
DISPATCH_RC(dot_c, cublasSdot, cublasDdot, cublasCdotc, cublasZdotc)
DISPATCH_RC(ger_u, cublasSger, cublasDger, cublasCgeru, cublasZgeru)
DISPATCH_RC(ger_c, cublasSger, cublasDger, cublasCgerc, cublasZgerc)
DISPATCH_RC(spmv_h, cublasSspmv, cublasDspmv, cublasChpmv, cublasZhpmv)
DISPATCH_RC(sbmv_h, cublasSsbmv, cublasDsbmv, cublasChbmv, cublasZhbmv)
DISPATCH_RC(spr_h, cublasSspr, cublasDspr, cublasChpr, cublasZhpr)
DISPATCH_RC(spr2_h, cublasSspr2, cublasDspr2, cublasChpr2, cublasZhpr2)
DISPATCH_RC(symm_h, cublasSsymm, cublasDsymm, cublasChemm, cublasZhemm)
DISPATCH_RC(symv_h, cublasSsymv, cublasDsymv, cublasChemv, cublasZhemv)
DISPATCH_RC(syrk_h, cublasSsyrk, cublasDsyrk, cublasCherk, cublasZherk)
DISPATCH_RC(syr2k_h, cublasSsyr2k, cublasDsyr2k, cublasCher2k, cublasZher2k)
DISPATCH_RC(syr_h, cublasSsyr, cublasDsyr, cublasCher, cublasZher)
DISPATCH_RC(syr2_h, cublasSsyr2, cublasDsyr2, cublasCher2, cublasZher2)

template <class T>
struct RealOf {
  using type = T;
};
template <>
struct RealOf<cuComplex> {
  using type = float;
};
template <>
struct RealOf<cuDoubleComplex> {
  using type = double;
};

static FILE* in;
static FILE* out;

static int read_int() {
  int v = 0;
  if (fread(&v, sizeof v, 1, in) != 1) exit(3);
  return v;
}

template <class T>
static T* read_array(long long* count) {
  long long n = 0;
  if (fread(&n, sizeof n, 1, in) != 1) exit(3);
  T* p = nullptr;
  cudaMallocManaged(&p, sizeof(T) * (n > 0 ? n : 1));
  if (n > 0 && fread(p, sizeof(T), n, in) != static_cast<size_t>(n)) exit(3);
  *count = n;
  return p;
}

template <class T>
static typename RealOf<T>::type real_part(T v) {
  if constexpr (std::is_same_v<T, typename RealOf<T>::type>) return v;
  else return v.x;
}

// Writes a real result r into the first element of a T array (the imaginary part 0).
template <class T, class R>
static void store_real(T* p, R r) {
  if constexpr (std::is_same_v<T, typename RealOf<T>::type>) *p = static_cast<T>(r);
  else *p = T{static_cast<typename RealOf<T>::type>(r), 0};
}

// DotEx of half (bfloat16 = 0) or bfloat16 copies of float vectors, with cuBLAS's float execution
// type; the 16-bit result is written to *result as a float.
static cublasStatus_t dot_ex_16(cublasHandle_t h, int count, const float* x, long long nx,
                                int incx, const float* y, long long ny, int incy, float* result,
                                int bfloat16) {
  const cudaDataType type = bfloat16 ? CUDA_R_16BF : CUDA_R_16F;
  unsigned short *x16, *y16, *r16;
  cudaMallocManaged(&x16, sizeof(unsigned short) * nx);
  cudaMallocManaged(&y16, sizeof(unsigned short) * ny);
  cudaMallocManaged(&r16, sizeof(unsigned short));
  const auto bits = [&](float f) {
    return bfloat16 ? __bfloat16_as_ushort(__float2bfloat16(f)) : __half_as_ushort(__float2half(f));
  };
  for (long long i = 0; i < nx; ++i) x16[i] = bits(x[i]);
  for (long long i = 0; i < ny; ++i) y16[i] = bits(y[i]);
  cublasStatus_t st = cublasDotEx(h, count, x16, type, incx, y16, type, incy, r16, type,
                                  CUDA_R_32F);
  *result = bfloat16 ? __bfloat162float(__ushort_as_bfloat16(*r16))
                     : __half2float(__ushort_as_half(*r16));
  cudaFree(x16);
  cudaFree(y16);
  cudaFree(r16);
  return st;
}

template <class T>
static void run_record(cublasHandle_t h, int routine) {
  using R = typename RealOf<T>::type;
  int ni = read_int();
  std::vector<int> a(ni);
  for (int& v : a) v = read_int();
  long long ns = 0;
  T* s = read_array<T>(&ns);
  int na = read_int();
  std::vector<T*> x(na);
  std::vector<long long> n(na);
  for (int i = 0; i < na; ++i) x[i] = read_array<T>(&n[i]);
  std::vector<int> ints;  // integer results
  const auto op = [](int v) { return static_cast<cublasOperation_t>(v); };
  const auto fill = [](int v) { return static_cast<cublasFillMode_t>(v); };
  const auto side = [](int v) { return static_cast<cublasSideMode_t>(v); };
  const auto diag = [](int v) { return static_cast<cublasDiagType_t>(v); };
  const R ra = real_part(s[0]), rb = ns > 1 ? real_part(s[1]) : R(0);
  cublasStatus_t st = CUBLAS_STATUS_SUCCESS;
  switch (routine) {
    case 0: st = gemm<T>(h, op(a[0]), op(a[1]), a[2], a[3], a[4], &s[0], x[0], a[5], x[1], a[6],
                         &s[1], x[2], a[7]); break;
    case 1: st = a[0] ? symm_h<T>(h, side(a[1]), fill(a[2]), a[3], a[4], &s[0], x[0], a[5], x[1],
                                  a[6], &s[1], x[2], a[7])
                      : symm<T>(h, side(a[1]), fill(a[2]), a[3], a[4], &s[0], x[0], a[5], x[1],
                                a[6], &s[1], x[2], a[7]); break;
    case 2:
      if (a[0]) {
        if constexpr (std::is_same_v<T, R>) st = syrk_h<T>(h, fill(a[1]), op(a[2]), a[3], a[4],
                                                           &s[0], x[0], a[5], &s[1], x[1], a[6]);
        else st = syrk_h<T>(h, fill(a[1]), op(a[2]), a[3], a[4], &ra, x[0], a[5], &rb, x[1], a[6]);
      } else {
        st = syrk<T>(h, fill(a[1]), op(a[2]), a[3], a[4], &s[0], x[0], a[5], &s[1], x[1], a[6]);
      }
      break;
    case 3:
      if (a[0]) {
        if constexpr (std::is_same_v<T, R>) st = syr2k_h<T>(h, fill(a[1]), op(a[2]), a[3], a[4],
                                                            &s[0], x[0], a[5], x[1], a[6], &s[1],
                                                            x[2], a[7]);
        else st = syr2k_h<T>(h, fill(a[1]), op(a[2]), a[3], a[4], &s[0], x[0], a[5], x[1], a[6],
                             &rb, x[2], a[7]);
      } else {
        st = syr2k<T>(h, fill(a[1]), op(a[2]), a[3], a[4], &s[0], x[0], a[5], x[1], a[6], &s[1],
                      x[2], a[7]);
      }
      break;
    case 4: st = trmm<T>(h, side(a[0]), fill(a[1]), op(a[2]), diag(a[3]), a[4], a[5], &s[0], x[0],
                         a[6], x[1], a[7], x[2], a[8]); break;
    case 5: st = trsm<T>(h, side(a[0]), fill(a[1]), op(a[2]), diag(a[3]), a[4], a[5], &s[0], x[0],
                         a[6], x[1], a[7]); break;
    case 6: st = gemv<T>(h, op(a[0]), a[1], a[2], &s[0], x[0], a[3], x[1], a[4], &s[1], x[2],
                         a[5]); break;
    case 7: st = a[0] ? ger_c<T>(h, a[1], a[2], &s[0], x[0], a[3], x[1], a[4], x[2], a[5])
                      : ger_u<T>(h, a[1], a[2], &s[0], x[0], a[3], x[1], a[4], x[2], a[5]); break;
    case 8: st = a[0] ? symv_h<T>(h, fill(a[1]), a[2], &s[0], x[0], a[3], x[1], a[4], &s[1], x[2],
                                  a[5])
                      : symv<T>(h, fill(a[1]), a[2], &s[0], x[0], a[3], x[1], a[4], &s[1], x[2],
                                a[5]); break;
    case 9: st = a[0] ? trsv<T>(h, fill(a[1]), op(a[2]), diag(a[3]), a[4], x[0], a[5], x[1], a[6])
                      : trmv<T>(h, fill(a[1]), op(a[2]), diag(a[3]), a[4], x[0], a[5], x[1], a[6]);
      break;
    case 10: st = axpy<T>(h, a[0], &s[0], x[0], a[1], x[1], a[2]); break;
    case 11:
      if constexpr (std::is_same_v<T, cuComplex>) {
        if (a[2]) { st = cublasCsscal(h, a[0], &ra, x[0], a[1]); break; }
      } else if constexpr (std::is_same_v<T, cuDoubleComplex>) {
        if (a[2]) { st = cublasZdscal(h, a[0], &ra, x[0], a[1]); break; }
      }
      st = scal<T>(h, a[0], &s[0], x[0], a[1]);
      break;
    case 12: st = a[0] ? dot_c<T>(h, a[1], x[0], a[2], x[1], a[3], x[2])
                       : dot_u<T>(h, a[1], x[0], a[2], x[1], a[3], x[2]); break;
    case 13: {
      R r = -1;
      st = a[0] ? asum<T>(h, a[1], x[0], a[2], &r) : nrm2<T>(h, a[1], x[0], a[2], &r);
      store_real(x[1], r);
      break;
    }
    case 14: {
      int r = -1;
      st = a[0] ? iamin<T>(h, a[1], x[0], a[2], &r) : iamax<T>(h, a[1], x[0], a[2], &r);
      ints.push_back(r);
      break;
    }
    case 15: st = gemm_strided<T>(h, op(a[0]), op(a[1]), a[2], a[3], a[4], &s[0], x[0], a[5],
                                  (long long)a[8], x[1], a[6], (long long)a[9], &s[1], x[2], a[7],
                                  (long long)a[10], a[11]); break;
    case 16: {
      const int count = a[11];
      std::vector<const T*> pa(count), pb(count);
      std::vector<T*> pc(count);
      for (int i = 0; i < count; ++i) {
        pa[i] = x[0] + (long long)i * a[8];
        pb[i] = x[1] + (long long)i * a[9];
        pc[i] = x[2] + (long long)i * a[10];
      }
      const T **da, **db;
      T** dc;
      cudaMallocManaged(&da, sizeof(T*) * (count + 1));
      cudaMallocManaged(&db, sizeof(T*) * (count + 1));
      cudaMallocManaged(&dc, sizeof(T*) * (count + 1));
      for (int i = 0; i < count; ++i) da[i] = pa[i], db[i] = pb[i], dc[i] = pc[i];
      st = gemm_batched<T>(h, op(a[0]), op(a[1]), a[2], a[3], a[4], &s[0], da, a[5], db, a[6],
                           &s[1], dc, a[7], count);
      break;
    }
    case 17: st = geam<T>(h, op(a[0]), op(a[1]), a[2], a[3], &s[0], x[0], a[4], &s[1], x[1], a[5],
                          x[2], a[6]); break;
    case 18: st = dgmm<T>(h, side(a[0]), a[1], a[2], x[0], a[3], x[1], a[4], x[2], a[5]); break;
    case 19: {  // getrf, getrs with the factors, getri of the factors into C
      const int nn = a[0], lda = a[1], count = a[2], pivot = a[3], nrhs = a[4], ldb = a[5],
                ldc = a[6];
      T **pa, **pb, **pc;
      int *piv, *info;
      cudaMallocManaged(&pa, sizeof(T*) * count);
      cudaMallocManaged(&pb, sizeof(T*) * count);
      cudaMallocManaged(&pc, sizeof(T*) * count);
      cudaMallocManaged(&piv, sizeof(int) * (nn * count + 1));
      cudaMallocManaged(&info, sizeof(int) * (count + 1));
      for (int i = 0; i < count; ++i) {
        pa[i] = x[0] + (long long)i * lda * nn;
        pb[i] = x[1] + (long long)i * ldb * nrhs;
        pc[i] = x[2] + (long long)i * ldc * nn;
      }
      st = getrf<T>(h, nn, pa, lda, pivot ? piv : nullptr, info, count);
      for (int i = 0; i < count; ++i) ints.push_back(info[i]);
      if (pivot) for (int i = 0; i < nn * count; ++i) ints.push_back(piv[i]);
      int host_info = -99;
      cublasStatus_t st2 = getrs<T>(h, CUBLAS_OP_N, nn, nrhs, (const T* const*)pa, lda,
                                    pivot ? piv : nullptr, pb, ldb, &host_info, count);
      ints.push_back(st2);
      ints.push_back(host_info);
      cublasStatus_t st3 = getri<T>(h, nn, (const T* const*)pa, lda, pivot ? piv : nullptr, pc,
                                    ldc, info, count);
      ints.push_back(st3);
      for (int i = 0; i < count; ++i) ints.push_back(info[i]);
      break;
    }
    case 20: {
      const cudaDataType types[] = {CUDA_R_32F, CUDA_R_64F, CUDA_C_32F, CUDA_C_64F};
      const cudaDataType t = types[a[8]];
      st = cublasGemmEx(h, op(a[0]), op(a[1]), a[2], a[3], a[4], &s[0], x[0], t, a[5], x[1], t,
                        a[6], &s[1], x[2], t, a[7], static_cast<cublasComputeType_t>(a[9]),
                        CUBLAS_GEMM_DEFAULT);
      break;
    }
    case 21: st = a[0] ? swap<T>(h, a[1], x[0], a[2], x[1], a[3])
                       : copy<T>(h, a[1], x[0], a[2], x[1], a[3]); break;
    case 22: st = gbmv<T>(h, op(a[0]), a[1], a[2], a[3], a[4], &s[0], x[0], a[5], x[1], a[6],
                          &s[1], x[2], a[7]); break;
    case 23: st = sbmv_h<T>(h, fill(a[0]), a[1], a[2], &s[0], x[0], a[3], x[1], a[4], &s[1], x[2],
                            a[5]); break;
    case 24: st = spmv_h<T>(h, fill(a[0]), a[1], &s[0], x[0], x[1], a[2], &s[1], x[2], a[3]);
      break;
    case 25: st = a[0] ? tbsv<T>(h, fill(a[1]), op(a[2]), diag(a[3]), a[4], a[5], x[0], a[6], x[1],
                                 a[7])
                       : tbmv<T>(h, fill(a[1]), op(a[2]), diag(a[3]), a[4], a[5], x[0], a[6], x[1],
                                 a[7]); break;
    case 26: st = a[0] ? tpsv<T>(h, fill(a[1]), op(a[2]), diag(a[3]), a[4], x[0], x[1], a[5])
                       : tpmv<T>(h, fill(a[1]), op(a[2]), diag(a[3]), a[4], x[0], x[1], a[5]);
      break;
    case 27:  // syr / her (alpha real for her)
      if (a[0]) {
        if constexpr (std::is_same_v<T, R>) st = syr_h<T>(h, fill(a[1]), a[2], &s[0], x[0], a[3],
                                                          x[1], a[4]);
        else st = syr_h<T>(h, fill(a[1]), a[2], &ra, x[0], a[3], x[1], a[4]);
      } else {
        st = syr<T>(h, fill(a[1]), a[2], &s[0], x[0], a[3], x[1], a[4]);
      }
      break;
    case 28: st = a[0] ? syr2_h<T>(h, fill(a[1]), a[2], &s[0], x[0], a[3], x[1], a[4], x[2], a[5])
                       : syr2<T>(h, fill(a[1]), a[2], &s[0], x[0], a[3], x[1], a[4], x[2], a[5]);
      break;
    case 29:  // spr / hpr (alpha real for hpr)
      if constexpr (std::is_same_v<T, R>) st = spr_h<T>(h, fill(a[0]), a[1], &s[0], x[0], a[2],
                                                        x[1]);
      else st = spr_h<T>(h, fill(a[0]), a[1], &ra, x[0], a[2], x[1]);
      break;
    case 30: st = spr2_h<T>(h, fill(a[0]), a[1], &s[0], x[0], a[2], x[1], a[3], x[2]); break;
    case 31: {  // rot: real c and s (Srot, Drot, Csrot, Zdrot), or complex s (Crot, Zrot)
      T *vx = x[0], *vy = x[1];
      if constexpr (std::is_same_v<T, float>) {
        st = cublasSrot(h, a[0], vx, a[1], vy, a[2], &ra, &rb);
      } else if constexpr (std::is_same_v<T, double>) {
        st = cublasDrot(h, a[0], vx, a[1], vy, a[2], &ra, &rb);
      } else if constexpr (std::is_same_v<T, cuComplex>) {
        st = a[3] ? cublasCrot(h, a[0], vx, a[1], vy, a[2], &ra, &s[1])
                  : cublasCsrot(h, a[0], vx, a[1], vy, a[2], &ra, &rb);
      } else {
        st = a[3] ? cublasZrot(h, a[0], vx, a[1], vy, a[2], &ra, &s[1])
                  : cublasZdrot(h, a[0], vx, a[1], vy, a[2], &ra, &rb);
      }
      break;
    }
    case 32: {  // matinvBatched
      const int nn = a[0], lda = a[1], ldi = a[2], count = a[3];
      T **pa, **pi;
      int* info;
      cudaMallocManaged(&pa, sizeof(T*) * count);
      cudaMallocManaged(&pi, sizeof(T*) * count);
      cudaMallocManaged(&info, sizeof(int) * (count + 1));
      for (int i = 0; i < count; ++i) {
        pa[i] = x[0] + (long long)i * lda * nn;
        pi[i] = x[1] + (long long)i * ldi * nn;
      }
      st = matinv<T>(h, nn, (const T* const*)pa, lda, pi, ldi, info, count);
      for (int i = 0; i < count; ++i) ints.push_back(info[i]);
      break;
    }
    case 33: {  // the 64-bit-index gemm
      const int64_t m = a[2], nn = a[3], k = a[4], lda = a[5], ldb = a[6], ldc = a[7];
      st = gemm_64<T>(h, op(a[0]), op(a[1]), m, nn, k, &s[0], x[0], lda, x[1], ldb, &s[1], x[2],
                      ldc);
      break;
    }
    case 34: {  // trsmBatched over matrices at strides a[9], a[10]
      const int count = a[8];
      const T** pa;
      T** pb;
      cudaMallocManaged(&pa, sizeof(T*) * (count + 1));
      cudaMallocManaged(&pb, sizeof(T*) * (count + 1));
      for (int i = 0; i < count; ++i) pa[i] = x[0] + (long long)i * a[9];
      for (int i = 0; i < count; ++i) pb[i] = x[1] + (long long)i * a[10];
      st = trsm_batched<T>(h, side(a[0]), fill(a[1]), op(a[2]), diag(a[3]), a[4], a[5], &s[0], pa,
                           a[6], pb, a[7], count);
      break;
    }
    case 35: {  // gemv, batched (a[6] = 1: pointer arrays) or strided, strides a[8..10]
      const int count = a[7];
      if (a[6]) {
        const T **pa, **px;
        T** py;
        cudaMallocManaged(&pa, sizeof(T*) * (count + 1));
        cudaMallocManaged(&px, sizeof(T*) * (count + 1));
        cudaMallocManaged(&py, sizeof(T*) * (count + 1));
        for (int i = 0; i < count; ++i) {
          pa[i] = x[0] + (long long)i * a[8];
          px[i] = x[1] + (long long)i * a[9];
          py[i] = x[2] + (long long)i * a[10];
        }
        st = gemv_batched<T>(h, op(a[0]), a[1], a[2], &s[0], pa, a[3], px, a[4], &s[1], py, a[5],
                             count);
      } else {
        st = gemv_strided<T>(h, op(a[0]), a[1], a[2], &s[0], x[0], a[3], (long long)a[8], x[1],
                             a[4], (long long)a[9], &s[1], x[2], a[5], (long long)a[10], count);
      }
      break;
    }
    case 36:  // syrkx, or herkx (a[7], complex types: beta real)
      if constexpr (!std::is_same_v<T, R>) {
        if (a[7]) {
          st = herkx<T>(h, fill(a[0]), op(a[1]), a[2], a[3], &s[0], x[0], a[4], x[1], a[5], &rb,
                        x[2], a[6]);
          break;
        }
      }
      st = syrkx<T>(h, fill(a[0]), op(a[1]), a[2], a[3], &s[0], x[0], a[4], x[1], a[5], &s[1],
                    x[2], a[6]);
      break;
    case 37: st = a[0] ? trttp<T>(h, fill(a[1]), a[2], x[1], a[3], x[0])
                       : tpttr<T>(h, fill(a[1]), a[2], x[0], x[1], a[3]); break;
    case 38:  // gemm3m (complex only; real types run gemm)
      if constexpr (std::is_same_v<T, cuComplex>) {
        st = cublasCgemm3m(h, op(a[0]), op(a[1]), a[2], a[3], a[4], &s[0], x[0], a[5], x[1], a[6],
                           &s[1], x[2], a[7]);
      } else if constexpr (std::is_same_v<T, cuDoubleComplex>) {
        st = cublasZgemm3m(h, op(a[0]), op(a[1]), a[2], a[3], a[4], &s[0], x[0], a[5], x[1], a[6],
                           &s[1], x[2], a[7]);
      } else {
        st = gemm<T>(h, op(a[0]), op(a[1]), a[2], a[3], a[4], &s[0], x[0], a[5], x[1], a[6], &s[1],
                     x[2], a[7]);
      }
      break;
    case 39: {  // level-1 *Ex: a[0] 0 AxpyEx, 1 DotcEx, 2 Nrm2Ex (result in x[1]), 3 ScalEx,
                // 4 DotEx, 5 DotEx of float vectors as half (a[5] 0) or bfloat16 (1) ones
      const cudaDataType types[] = {CUDA_R_32F, CUDA_R_64F, CUDA_C_32F, CUDA_C_64F};
      const cudaDataType t = types[a[4]];
      const cudaDataType r = a[4] == 2 ? CUDA_R_32F : a[4] == 3 ? CUDA_R_64F : t;
      if (a[0] == 0) st = cublasAxpyEx(h, a[1], &s[0], t, x[0], t, a[2], x[1], t, a[3], t);
      if (a[0] == 1) st = cublasDotcEx(h, a[1], x[0], t, a[2], x[1], t, a[3], x[2], t, t);
      if (a[0] == 2) {
        R norm_value = -1;
        st = cublasNrm2Ex(h, a[1], x[0], t, a[2], &norm_value, r, t);
        store_real(x[1], norm_value);
      }
      if (a[0] == 3) st = cublasScalEx(h, a[1], &s[0], t, x[0], t, a[2], t);
      if (a[0] == 4) st = cublasDotEx(h, a[1], x[0], t, a[2], x[1], t, a[3], x[2], t, t);
      if constexpr (std::is_same_v<T, float>) {
        if (a[0] == 5) st = dot_ex_16(h, a[1], x[0], n[0], a[2], x[1], n[1], a[3], x[2], a[5]);
      }
      break;
    }
    case 40:  // SgemmEx / CgemmEx (float data; double types run gemm)
      if constexpr (std::is_same_v<T, float>) {
        st = cublasSgemmEx(h, op(a[0]), op(a[1]), a[2], a[3], a[4], &s[0], x[0], CUDA_R_32F, a[5],
                           x[1], CUDA_R_32F, a[6], &s[1], x[2], CUDA_R_32F, a[7]);
      } else if constexpr (std::is_same_v<T, cuComplex>) {
        st = cublasCgemmEx(h, op(a[0]), op(a[1]), a[2], a[3], a[4], &s[0], x[0], CUDA_C_32F, a[5],
                           x[1], CUDA_C_32F, a[6], &s[1], x[2], CUDA_C_32F, a[7]);
      } else {
        st = gemm<T>(h, op(a[0]), op(a[1]), a[2], a[3], a[4], &s[0], x[0], a[5], x[1], a[6], &s[1],
                     x[2], a[7]);
      }
      break;
    case 41: {  // geqrfBatched (a[0] = 0) or gelsBatched (1) of count m x n matrices
      const int m = a[1], nn = a[2], lda = a[3], count = a[4], nrhs = a[5], ldc = a[6];
      T **pa, **pc;
      int* dev_info;
      cudaMallocManaged(&pa, sizeof(T*) * (count + 1));
      cudaMallocManaged(&pc, sizeof(T*) * (count + 1));
      cudaMallocManaged(&dev_info, sizeof(int) * (count + 1));
      for (int i = 0; i < count; ++i) pa[i] = x[0] + (long long)i * lda * nn;
      int info = -99;
      if (a[0] == 0) {
        for (int i = 0; i < count; ++i) pc[i] = x[1] + (long long)i * nn;  // tau
        st = geqrf<T>(h, m, nn, pa, lda, pc, &info, count);
      } else {
        for (int i = 0; i < count; ++i) pc[i] = x[1] + (long long)i * ldc * nrhs;
        st = gels<T>(h, CUBLAS_OP_N, m, nn, nrhs, pa, lda, pc, ldc, &info, dev_info, count);
        for (int i = 0; i < count; ++i) ints.push_back(dev_info[i]);
      }
      ints.push_back(info);
      break;
    }
    case 42:  // a[0] 0: rotg of x[0] = {a, b} into x[1] = {c, s}; 1: rotm; 2: rotmg
      if (a[0] == 0) {
        R c = -1;
        st = rotg<T>(h, &x[0][0], &x[0][1], &c, &x[1][1]);
        store_real(&x[1][0], c);
      } else if constexpr (std::is_same_v<T, R>) {
        T* v = x[0];
        if constexpr (std::is_same_v<T, float>) {
          st = a[0] == 1 ? cublasSrotm(h, a[1], x[0], a[2], x[1], a[3], x[2])
                         : cublasSrotmg(h, v, v + 1, v + 2, v + 3, x[1]);
        } else {
          st = a[0] == 1 ? cublasDrotm(h, a[1], x[0], a[2], x[1], a[3], x[2])
                         : cublasDrotmg(h, v, v + 1, v + 2, v + 3, x[1]);
        }
      }
      break;
    default: fprintf(stderr, "unknown routine %d\n", routine); exit(3);
  }
  cudaDeviceSynchronize();
  fwrite(&st, sizeof(int), 1, out);
  for (int i = 0; i < na; ++i) fwrite(x[i], sizeof(T), n[i], out);
  int count = static_cast<int>(ints.size());
  fwrite(&count, sizeof count, 1, out);
  fwrite(ints.data(), sizeof(int), ints.size(), out);
  cudaFree(s);
  for (T* p : x) cudaFree(p);
}

__global__ void fill_kernel(float* v, int n, float value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = value + i;
}

// Status codes for bad arguments, pointer mode, streams, names and copies.
static void semantics() {
  cublasHandle_t h;
  printf("create %d\n", cublasCreate(&h));
  float one = 1, zero = 0;
  float* m;
  cudaMallocManaged(&m, sizeof(float) * 4096);
  const cublasOperation_t N = CUBLAS_OP_N;
  printf("null_handle %d\n", cublasSgemm(nullptr, N, N, 2, 2, 2, &one, m, 2, m, 2, &zero, m, 2));
  printf("negative_m %d\n", cublasSgemm(h, N, N, -1, 2, 2, &one, m, 2, m, 2, &zero, m, 2));
  printf("small_lda %d\n", cublasSgemm(h, N, N, 4, 2, 2, &one, m, 3, m, 4, &zero, m, 4));
  const cublasOperation_t T = CUBLAS_OP_T;
  printf("small_lda_t %d\n", cublasSgemm(h, T, N, 4, 2, 3, &one, m, 2, m, 4, &zero, m, 4));
  printf("small_ldb %d\n", cublasSgemm(h, N, N, 4, 2, 3, &one, m, 4, m, 2, &zero, m, 4));
  printf("small_ldc %d\n", cublasSgemm(h, N, N, 4, 2, 2, &one, m, 4, m, 2, &zero, m, 3));
  const cublasOperation_t bad = static_cast<cublasOperation_t>(7), conjg = CUBLAS_OP_CONJG;
  printf("bad_op %d\n", cublasSgemm(h, bad, N, 2, 2, 2, &one, m, 2, m, 2, &zero, m, 2));
  printf("conjg_op %d\n", cublasSgemm(h, conjg, N, 2, 2, 2, &one, m, 2, m, 2, &zero, m, 2));
  printf("bad_fill %d\n", cublasSsyrk(h, CUBLAS_FILL_MODE_FULL, N, 2, 2, &one, m, 2, &zero, m, 2));
  printf("bad_side %d\n", cublasStrsm(h, (cublasSideMode_t)2, CUBLAS_FILL_MODE_LOWER, N,
                                      CUBLAS_DIAG_NON_UNIT, 2, 2, &one, m, 2, m, 2));
  printf("bad_diag %d\n", cublasStrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, N,
                                      (cublasDiagType_t)5, 2, 2, &one, m, 2, m, 2));
  printf("gemv_incx0 %d\n", cublasSgemv(h, N, 2, 2, &one, m, 2, m, 0, &zero, m, 1));
  printf("herk_op_t %d\n", cublasCherk(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, 2, 2, &one,
                                       (cuComplex*)m, 2, &zero, (cuComplex*)m, 2));
  printf("csyrk_op_c %d\n", cublasCsyrk(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_C, 2, 2,
                                        (cuComplex*)m, (cuComplex*)m, 2, (cuComplex*)m,
                                        (cuComplex*)m, 2));
  printf("null_alpha %d\n", cublasSgemm(h, N, N, 2, 2, 2, nullptr, m, 2, m, 2, &zero, m, 2));
  printf("batch_negative %d\n", cublasSgemmStridedBatched(h, N, N, 2, 2, 2, &one, m, 2, 4, m, 2,
                                                          4, &zero, m, 2, 4, -1));
  printf("gemmex_half %d\n", cublasGemmEx(h, N, N, 2, 2, 2, &one, m, CUDA_R_16F, 2, m, CUDA_R_16F,
                                          2, &zero, m, CUDA_R_16F, 2, CUBLAS_COMPUTE_32F,
                                          CUBLAS_GEMM_DEFAULT));
  printf("zero_size %d\n", cublasSgemm(h, N, N, 0, 0, 0, &one, nullptr, 1, nullptr, 1, &zero,
                                       nullptr, 1));
  printf("set_vector_incx0 %d\n", cublasSetVector(2, 4, m, 0, m, 1));
  printf("set_matrix_small_lda %d\n", cublasSetMatrix(4, 2, 4, m, 3, m, 4));
  printf("trmm_inplace_ld %d\n", cublasStrmm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, N,
                                             CUBLAS_DIAG_NON_UNIT, 2, 2, &one, m, 2, m, 2, m, 3));
  int info = 0;
  cublasStatus_t status =
      cublasSgetrsBatched(h, N, -1, 1, nullptr, 1, nullptr, nullptr, 1, &info, 1);
  printf("getrs_bad_n %d %d\n", status, info);
  int64_t index64 = -1;
  const float v3[3] = {1, -5, 2};
  status = cublasIsamax_64(h, 3, v3, 1, &index64);
  printf("amax_64 %d %lld\n", status, static_cast<long long>(index64));
  status = cublasSgemm_64(h, N, N, 2, 2, 2, &one, m, 2, m, 2, &zero, m, int64_t{1} << 33);
  printf("gemm_64_huge_ldc %d\n", status);
  cublasComputeType_t migrated = CUBLAS_COMPUTE_16F;
  status = cublasMigrateComputeType(h, CUDA_C_64F, &migrated);
  printf("migrate %d %d\n", status, migrated);
  status = cublasSgemmEx(h, N, N, 2, 2, 2, &one, m, CUDA_R_16F, 2, m, CUDA_R_16F, 2, &zero, m,
                         CUDA_R_32F, 2);
  printf("sgemmex_half %d\n", status);
  float* mats[1] = {m};
  status = cublasSgelsBatched(h, N, 2, 3, 1, mats, 2, mats, 3, &info, nullptr, 1);
  printf("gels_wide %d\n", status);
  status = cublasSgeqrfBatched(h, 4, 2, mats, 3, mats, &info, 1);
  printf("geqrf_bad_lda %d %d\n", status, info);
  int version = 0;
  cublasGetVersion(h, &version);
  printf("version %d\n", version);
  printf("status_name %s\n", cublasGetStatusName(CUBLAS_STATUS_INVALID_VALUE));
  printf("status_string %s\n", cublasGetStatusString(CUBLAS_STATUS_NOT_SUPPORTED));

  // Copies with strides and leading dimensions.
  float host[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, back[12] = {};
  cublasSetVector(3, sizeof(float), host, 4, m, 2);  // m[0,2,4] = 1,5,9
  cublasGetVector(3, sizeof(float), m, 2, back, 1);
  printf("vector %g %g %g\n", back[0], back[1], back[2]);
  cublasSetMatrix(2, 3, sizeof(float), host, 4, m, 2);  // columns (1,2) (5,6) (9,10)
  cublasGetMatrix(2, 3, sizeof(float), m, 2, back, 3);
  printf("matrix %g %g %g %g %g %g %g\n", back[0], back[1], back[2], back[3], back[4], back[6],
         back[7]);

  // Pointer mode device: alpha and beta read from device memory, results written to it.
  float *dv, *scalars;
  cudaMalloc(&dv, 4 * sizeof(float));
  cudaMalloc(&scalars, 4 * sizeof(float));
  float hv[4] = {3, -4, 0, 0}, hs[4] = {2, 0, 0, 0};
  cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
  cudaMemcpy(scalars, hs, sizeof hs, cudaMemcpyHostToDevice);
  cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE);
  cublasPointerMode_t mode;
  cublasGetPointerMode(h, &mode);
  printf("pointer_mode %d\n", mode);
  cublasSscal(h, 2, scalars, dv, 1);      // dv = 6, -8
  cublasSnrm2(h, 2, dv, 1, scalars + 1);  // 10
  cublasSdot(h, 2, dv, 1, dv, 1, scalars + 2);  // 100
  cudaMemcpy(hs, scalars, sizeof hs, cudaMemcpyDeviceToHost);
  printf("device_results %g %g\n", hs[1], hs[2]);
  cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST);

  // A kernel on a stream writes the input that a cuBLAS call on the same stream reads.
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cublasSetStream(h, stream);
  cudaStream_t got;
  cublasGetStream(h, &got);
  printf("stream_set %d\n", got == stream);
  const int n = 1 << 16;
  float *v, *w;
  cudaMalloc(&v, n * sizeof(float));
  cudaMalloc(&w, n * sizeof(float));
  cudaMemsetAsync(w, 0, n * sizeof(float), stream);
  fill_kernel<<<n / 256, 256, 0, stream>>>(v, n, 1.0f);
  float two = 2;
  cublasSaxpy(h, n, &two, v, 1, w, 1);
  float sum = 0;
  cublasSasum(h, n, w, 1, &sum);
  printf("stream_asum %.1f\n", sum);  // 2 * sum(1 + i) = n * (n + 1)
  // The legacy default stream: a kernel there, then a call on a handle with stream 0.
  cublasSetStream(h, 0);
  fill_kernel<<<n / 256, 256>>>(v, n, 2.0f);
  int imax = 0;
  cublasIsamax(h, n, v, 1, &imax);
  printf("default_stream_amax %d\n", imax);
  cublasMath_t math;
  cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH);
  cublasGetMathMode(h, &math);
  printf("math_mode %d\n", math);
  printf("bad_math_mode %d\n", cublasSetMathMode(h, (cublasMath_t)5));
  printf("destroy %d\n", cublasDestroy(h));
  cudaStreamDestroy(stream);
}

int main(int argc, char** argv) {
  if (argc < 3) {
    semantics();
    return 0;
  }
  in = fopen(argv[1], "rb");
  out = fopen(argv[2], "wb");
  if (!in || !out) return 2;
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 4;
  int type;
  while (fread(&type, sizeof type, 1, in) == 1) {
    int routine = read_int();
    switch (type) {
      case 0: run_record<float>(h, routine); break;
      case 1: run_record<double>(h, routine); break;
      case 2: run_record<cuComplex>(h, routine); break;
      default: run_record<cuDoubleComplex>(h, routine); break;
    }
  }
  cublasDestroy(h);
  fclose(out);
  return 0;
}
