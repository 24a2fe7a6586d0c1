// cuSOLVER's dense API on the CPU backend: LU (getrf/getrs, with and without pivoting, and a
// singular matrix), Cholesky (potrf/potrs, and a matrix that is not positive definite), QR
// (geqrf, ormqr/unmqr) and SVD (gesvd), in float, double and complex double, then bad arguments.
// It prints each input and result column-major; test_cusolver.py checks them with numpy.linalg.
#include <cuComplex.h>
#include <cuda_runtime.h>
#include <cusolverDn.h>
#include <stdio.h>

#include <vector>

template <class T>
T make(double re, double im) {
  return T(re);
}
template <>
cuDoubleComplex make(double re, double im) {
  return make_cuDoubleComplex(re, im);
}

void print_value(double v) { printf(" %.17g", v); }
void print_value(float v) { printf(" %.9g", v); }
void print_value(cuDoubleComplex v) { printf(" %.17g%+.17gj", v.x, v.y); }

template <class T>
void print(const char* label, const std::vector<T>& values) {
  printf("%s", label);
  for (const T& v : values) print_value(v);
  printf("\n");
}

// A column-major m x n matrix of small values; diagonal adds make it well conditioned.
template <class T>
std::vector<T> matrix(int m, int n, int seed, double diagonal) {
  std::vector<T> a(m * n);
  unsigned state = 2463534242u + seed;
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < m; ++i) {
      state ^= state << 13;
      state ^= state >> 17;
      state ^= state << 5;
      const double re = (state % 17) / 4.0 - 2.0 + (i == j ? diagonal : 0.0);
      a[i + j * m] = make<T>(re, ((state >> 8) % 9) / 8.0 - 0.5);
    }
  }
  return a;
}

template <class T>
T* device(const std::vector<T>& host) {
  T* p;
  cudaMalloc(&p, host.size() * sizeof(T) + 1);
  cudaMemcpy(p, host.data(), host.size() * sizeof(T), cudaMemcpyHostToDevice);
  return p;
}

template <class T>
std::vector<T> host(const T* p, size_t count) {
  std::vector<T> out(count);
  cudaMemcpy(out.data(), p, count * sizeof(T), cudaMemcpyDeviceToHost);
  return out;
}

int read_info(const int* d_info) { return host(d_info, 1)[0]; }

#define ROUTINES(P, T, ORMQR)                                                                \
  struct Routines##P {                                                                       \
    static cusolverStatus_t getrf_size(cusolverDnHandle_t h, int m, int n, T* a, int lda,    \
                                       int* w) {                                             \
      return cusolverDn##P##getrf_bufferSize(h, m, n, a, lda, w);                            \
    }                                                                                        \
    static cusolverStatus_t getrf(cusolverDnHandle_t h, int m, int n, T* a, int lda, T* w,   \
                                  int* ipiv, int* info) {                                    \
      return cusolverDn##P##getrf(h, m, n, a, lda, w, ipiv, info);                           \
    }                                                                                        \
    static cusolverStatus_t getrs(cusolverDnHandle_t h, cublasOperation_t t, int n, int r,   \
                                  const T* a, int lda, const int* ipiv, T* b, int ldb,       \
                                  int* info) {                                               \
      return cusolverDn##P##getrs(h, t, n, r, a, lda, ipiv, b, ldb, info);                   \
    }                                                                                        \
    static cusolverStatus_t geqrf_size(cusolverDnHandle_t h, int m, int n, T* a, int lda,    \
                                       int* w) {                                             \
      return cusolverDn##P##geqrf_bufferSize(h, m, n, a, lda, w);                            \
    }                                                                                        \
    static cusolverStatus_t geqrf(cusolverDnHandle_t h, int m, int n, T* a, int lda, T* tau, \
                                  T* w, int lw, int* info) {                                 \
      return cusolverDn##P##geqrf(h, m, n, a, lda, tau, w, lw, info);                        \
    }                                                                                        \
    static cusolverStatus_t ormqr_size(cusolverDnHandle_t h, cublasOperation_t t, int m,     \
                                       int n, int k, const T* a, int lda, const T* tau,      \
                                       const T* c, int ldc, int* w) {                        \
      return cusolverDn##P##ORMQR##_bufferSize(h, CUBLAS_SIDE_LEFT, t, m, n, k, a, lda, tau, \
                                               c, ldc, w);                                   \
    }                                                                                        \
    static cusolverStatus_t ormqr(cusolverDnHandle_t h, cublasOperation_t t, int m, int n,   \
                                  int k, const T* a, int lda, const T* tau, T* c, int ldc,   \
                                  T* w, int lw, int* info) {                                 \
      return cusolverDn##P##ORMQR(h, CUBLAS_SIDE_LEFT, t, m, n, k, a, lda, tau, c, ldc, w,   \
                                  lw, info);                                                 \
    }                                                                                        \
  };
ROUTINES(S, float, ormqr)
ROUTINES(D, double, ormqr)
ROUTINES(Z, cuDoubleComplex, unmqr)

// LU: factor a (pivoting unless no_pivot), solve op(A) X = B; a zero column makes it singular.
template <class T, class R>
void lu_case(cusolverDnHandle_t h, const char* name, cublasOperation_t op, bool no_pivot,
             int zero_column) {
  const int n = 6, nrhs = 2;
  std::vector<T> a = matrix<T>(n, n, 1, 6.0), b = matrix<T>(n, nrhs, 2, 0.0);
  if (zero_column >= 0) {
    for (int i = 0; i < n; ++i) a[i + zero_column * n] = make<T>(0, 0);
  }
  T* da = device(a);
  T* db = device(b);
  int *ipiv, *info, lwork = 0;
  cudaMalloc(&ipiv, n * sizeof(int));
  cudaMalloc(&info, sizeof(int));
  R::getrf_size(h, n, n, da, n, &lwork);
  T* work;
  cudaMalloc(&work, lwork * sizeof(T));
  const int s1 = R::getrf(h, n, n, da, n, work, no_pivot ? nullptr : ipiv, info);
  const int info1 = read_info(info);
  if (no_pivot) {  // getrs with the identity permutation
    std::vector<int> identity(n);
    for (int i = 0; i < n; ++i) identity[i] = i + 1;
    cudaMemcpy(ipiv, identity.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  }
  const int s2 = R::getrs(h, op, n, nrhs, da, n, ipiv, db, n, info);
  printf("lu %s n=%d nrhs=%d op=%d pivot=%d status=%d,%d info=%d,%d\n", name, n, nrhs, op,
         !no_pivot, s1, s2, info1, read_info(info));
  print("a", a);
  print("b", b);
  print("factors", host(da, n * n));
  print("x", host(db, n * nrhs));
  cudaFree(da);
  cudaFree(db);
  cudaFree(ipiv);
  cudaFree(info);
  cudaFree(work);
}

template <class T>
void cholesky_case(cusolverDnHandle_t h, cublasFillMode_t uplo, bool definite) {
  const int n = 5, nrhs = 3;
  std::vector<T> m = matrix<T>(n, n, 3, 0.0), a(n * n), b = matrix<T>(n, nrhs, 4, 0.0);
  for (int i = 0; i < n; ++i) {  // a = m m^T + n I (or minus, to be indefinite)
    for (int j = 0; j < n; ++j) {
      double sum = (i == j) ? (definite ? n : -3.0 * n) : 0.0;
      for (int k = 0; k < n; ++k) sum += double(m[i + k * n]) * double(m[j + k * n]);
      a[i + j * n] = T(sum);
    }
  }
  T* da = device(a);
  T* db = device(b);
  int *info, lwork = 0;
  cudaMalloc(&info, sizeof(int));
  cusolverStatus_t s0, s1, s2 = CUSOLVER_STATUS_SUCCESS;
  int info1, info2 = 0;
  if constexpr (sizeof(T) == 8) {
    s0 = cusolverDnDpotrf_bufferSize(h, uplo, n, da, n, &lwork);
    s1 = cusolverDnDpotrf(h, uplo, n, da, n, nullptr, lwork, info);
    info1 = read_info(info);
    if (info1 == 0) s2 = cusolverDnDpotrs(h, uplo, n, nrhs, da, n, db, n, info);
  } else {
    s0 = cusolverDnSpotrf_bufferSize(h, uplo, n, da, n, &lwork);
    s1 = cusolverDnSpotrf(h, uplo, n, da, n, nullptr, lwork, info);
    info1 = read_info(info);
    if (info1 == 0) s2 = cusolverDnSpotrs(h, uplo, n, nrhs, da, n, db, n, info);
  }
  info2 = read_info(info);
  printf("cholesky %s n=%d nrhs=%d uplo=%d status=%d,%d,%d info=%d,%d\n",
         sizeof(T) == 8 ? "d" : "s", n, nrhs, uplo, s0, s1, s2, info1, info2);
  print("a", a);
  print("b", b);
  print("factor", host(da, n * n));
  print("x", host(db, n * nrhs));
  cudaFree(da);
  cudaFree(db);
  cudaFree(info);
}

// QR as cuSolverDn_LinearSolver uses it: A = QR, then Q^H applied to A itself gives R.
template <class T, class R>
void qr_case(cusolverDnHandle_t h, const char* name, cublasOperation_t adjoint) {
  const int m = 7, n = 4;
  std::vector<T> a = matrix<T>(m, n, 5, 3.0);
  T* da = device(a);
  T* dc = device(a);
  T *tau, *work;
  int *info, lq = 0, lo = 0;
  cudaMalloc(&tau, n * sizeof(T));
  cudaMalloc(&info, sizeof(int));
  const int s0 = R::geqrf_size(h, m, n, da, m, &lq);
  const int s1 = R::ormqr_size(h, adjoint, m, n, n, da, m, tau, dc, m, &lo);
  cudaMalloc(&work, (lq > lo ? lq : lo) * sizeof(T));
  const int s2 = R::geqrf(h, m, n, da, m, tau, work, lq, info);
  const int info1 = read_info(info);
  const int s3 = R::ormqr(h, adjoint, m, n, n, da, m, tau, dc, m, work, lo, info);
  printf("qr %s m=%d n=%d status=%d,%d,%d,%d info=%d,%d lwork=%d,%d\n", name, m, n, s0, s1, s2,
         s3, info1, read_info(info), lq > 0, lo > 0);
  print("a", a);
  print("factored", host(da, m * n));
  print("qha", host(dc, m * n));
  cudaFree(da);
  cudaFree(dc);
  cudaFree(tau);
  cudaFree(work);
  cudaFree(info);
}

void svd_case(cusolverDnHandle_t h) {
  const int m = 6, n = 4;
  std::vector<double> a = matrix<double>(m, n, 6, 0.0);
  double *da = device(a), *s, *u, *vt, *work, *rwork;
  int *info, lwork = 0;
  cudaMalloc(&s, n * sizeof(double));
  cudaMalloc(&u, m * m * sizeof(double));
  cudaMalloc(&vt, n * n * sizeof(double));
  cudaMalloc(&rwork, n * sizeof(double));
  cudaMalloc(&info, sizeof(int));
  const int s0 = cusolverDnDgesvd_bufferSize(h, m, n, &lwork);
  cudaMalloc(&work, lwork * sizeof(double));
  const int s1 = cusolverDnDgesvd(h, 'A', 'A', m, n, da, m, s, u, m, vt, n, work, lwork, rwork,
                                  info);
  printf("svd d m=%d n=%d status=%d,%d info=%d\n", m, n, s0, s1, read_info(info));
  print("a", a);
  print("s", host(s, n));
  print("u", host(u, m * m));
  print("vt", host(vt, n * n));
}

void bad_arguments(cusolverDnHandle_t h) {
  double a[4] = {1, 2, 3, 4};
  int info = 12345, lwork, ipiv[2];
  printf("bad null_handle %d\n", cusolverDnDgetrf(nullptr, 2, 2, a, 2, nullptr, ipiv, &info));
  printf("bad small_lda %d\n", cusolverDnDgetrf(h, 2, 2, a, 1, nullptr, ipiv, &info));
  printf("bad negative_n %d\n", cusolverDnDpotrf(h, CUBLAS_FILL_MODE_LOWER, -1, a, 2, nullptr, 0,
                                                &info));
  printf("bad bad_fill %d\n", cusolverDnDpotrf(h, CUBLAS_FILL_MODE_FULL, 2, a, 2, nullptr, 0,
                                              &info));
  printf("bad null_lwork %d\n", cusolverDnDgeqrf_bufferSize(h, 2, 2, a, 2, nullptr));
  printf("bad svd_m_below_n %d\n", cusolverDnDgesvd_bufferSize(h, 2, 3, &lwork));
  printf("bad info_untouched %d\n", info);
}

int main() {
  cusolverDnHandle_t h;
  if (cusolverDnCreate(&h) != CUSOLVER_STATUS_SUCCESS) return 1;
  cudaStream_t stream, got;
  cudaStreamCreate(&stream);
  cusolverDnSetStream(h, stream);
  cusolverDnGetStream(h, &got);
  int version = 0;
  cusolverGetVersion(&version);
  printf("version %d stream_kept %d\n", version, got == stream);
  lu_case<double, RoutinesD>(h, "d", CUBLAS_OP_N, false, -1);
  lu_case<double, RoutinesD>(h, "d", CUBLAS_OP_T, false, -1);
  lu_case<float, RoutinesS>(h, "s", CUBLAS_OP_N, false, -1);
  lu_case<double, RoutinesD>(h, "d", CUBLAS_OP_N, true, -1);
  lu_case<double, RoutinesD>(h, "d", CUBLAS_OP_N, false, 3);
  lu_case<cuDoubleComplex, RoutinesZ>(h, "z", CUBLAS_OP_C, false, -1);
  cholesky_case<double>(h, CUBLAS_FILL_MODE_LOWER, true);
  cholesky_case<double>(h, CUBLAS_FILL_MODE_UPPER, true);
  cholesky_case<float>(h, CUBLAS_FILL_MODE_LOWER, true);
  cholesky_case<double>(h, CUBLAS_FILL_MODE_LOWER, false);
  qr_case<double, RoutinesD>(h, "d", CUBLAS_OP_T);
  qr_case<float, RoutinesS>(h, "s", CUBLAS_OP_T);
  qr_case<cuDoubleComplex, RoutinesZ>(h, "z", CUBLAS_OP_C);
  svd_case(h);
  bad_arguments(h);
  cudaStreamDestroy(stream);
  printf("destroy %d\n", cusolverDnDestroy(h));
  return 0;
}
