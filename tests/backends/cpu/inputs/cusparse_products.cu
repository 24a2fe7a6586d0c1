// cuSPARSE on the CPU backend: SpMV and SpMM of one sparse matrix stored as CSR, CSC and COO
// (index base 0 and 1), with transposes, alpha/beta, beta == 0 over NaN, both dense orders; then
// bad arguments. It prints its inputs and results; test_cusparse.py recomputes them with NumPy.
#include <cuda_runtime.h>
#include <cusparse.h>
#include <math.h>
#include <stdio.h>

#include <complex>
#include <vector>

const int kRows = 7, kCols = 5;

struct Triplet {
  int row, col;
  double value;
};

// A fixed pattern, row-major order, about half full, values quarter-integers (exact in float).
std::vector<Triplet> triplets() {
  std::vector<Triplet> out;
  unsigned state = 12345;
  for (int r = 0; r < kRows; ++r) {
    for (int c = 0; c < kCols; ++c) {
      state = state * 1103515245u + 12345u;
      if ((state >> 16) % 2 == 0) out.push_back({r, c, ((state >> 8) % 33) / 4.0 - 4.0});
    }
  }
  return out;
}

template <class T>
T value_of(double v, int k) {
  return T(v);
}
template <>
std::complex<double> value_of(double v, int k) {
  return {v, 0.25 * (k % 5) - 0.5};
}

template <class T>
T* to_device(const std::vector<T>& host) {
  T* device;
  cudaMalloc(&device, host.size() * sizeof(T) + 1);
  cudaMemcpy(device, host.data(), host.size() * sizeof(T), cudaMemcpyHostToDevice);
  return device;
}

template <class T>
std::vector<T> to_host(const T* device, size_t count) {
  std::vector<T> host(count);
  cudaMemcpy(host.data(), device, count * sizeof(T), cudaMemcpyDeviceToHost);
  return host;
}

void print_value(double v) { printf(" %.17g", v); }
void print_value(std::complex<double> v) { printf(" %.17g%+.17gj", v.real(), v.imag()); }

template <class T>
void print_values(const char* label, const std::vector<T>& values) {
  printf("%s", label);
  for (const T& v : values) print_value(v);
  printf("\n");
}
void print_values(const char* label, const std::vector<float>& values) {
  print_values(label, std::vector<double>(values.begin(), values.end()));
}

template <class T>
std::vector<T> sample(size_t count, int seed, bool nan) {
  std::vector<T> out(count);
  for (size_t i = 0; i < count; ++i) {
    const double v = nan ? NAN : ((i * 7 + seed * 3) % 11) / 2.0 - 2.5;
    out[i] = value_of<T>(v, i + seed);
  }
  return out;
}

// The matrix in the format, indices shifted by base; the arrays stay alive for the program.
template <class T>
cusparseSpMatDescr_t make_matrix(cusparseFormat_t format, int base, cudaDataType type) {
  std::vector<Triplet> t = triplets();
  std::vector<int> major, minor;
  std::vector<T> values;
  if (format == CUSPARSE_FORMAT_CSC) {  // column by column
    major.push_back(base);
    for (int c = 0; c < kCols; ++c) {
      for (size_t k = 0; k < t.size(); ++k) {
        if (t[k].col != c) continue;
        minor.push_back(t[k].row + base);
        values.push_back(value_of<T>(t[k].value, k));
      }
      major.push_back(static_cast<int>(minor.size()) + base);
    }
  } else {
    if (format == CUSPARSE_FORMAT_CSR) major.assign(kRows + 1, base);
    for (size_t k = 0; k < t.size(); ++k) {
      if (format == CUSPARSE_FORMAT_CSR) {
        major[t[k].row + 1] += 1;
      } else {
        major.push_back(t[k].row + base);
      }
      minor.push_back(t[k].col + base);
      values.push_back(value_of<T>(t[k].value, k));
    }
    if (format == CUSPARSE_FORMAT_CSR) {
      for (int r = 0; r < kRows; ++r) major[r + 1] += major[r] - base;
    }
  }
  cusparseSpMatDescr_t a = nullptr;
  const cusparseIndexBase_t b = base ? CUSPARSE_INDEX_BASE_ONE : CUSPARSE_INDEX_BASE_ZERO;
  const int64_t nnz = static_cast<int64_t>(t.size());
  cusparseStatus_t status;
  if (format == CUSPARSE_FORMAT_CSR) {
    status = cusparseCreateCsr(&a, kRows, kCols, nnz, to_device(major), to_device(minor),
                               to_device(values), CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, b, type);
  } else if (format == CUSPARSE_FORMAT_CSC) {
    status = cusparseCreateCsc(&a, kRows, kCols, nnz, to_device(major), to_device(minor),
                               to_device(values), CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, b, type);
  } else {
    status = cusparseCreateCoo(&a, kRows, kCols, nnz, to_device(major), to_device(minor),
                               to_device(values), CUSPARSE_INDEX_32I, b, type);
  }
  if (status != CUSPARSE_STATUS_SUCCESS) printf("create failed: %d\n", status);
  return a;
}

const char* format_name(cusparseFormat_t f) {
  return f == CUSPARSE_FORMAT_CSR ? "csr" : f == CUSPARSE_FORMAT_CSC ? "csc" : "coo";
}

template <class T>
void spmv_case(cusparseHandle_t handle, const char* type_name, cudaDataType type,
               cusparseFormat_t format, int base, cusparseOperation_t op, double alpha,
               double beta, int seed) {
  cusparseSpMatDescr_t a = make_matrix<T>(format, base, type);
  const bool t = op != CUSPARSE_OPERATION_NON_TRANSPOSE;
  const int nx = t ? kRows : kCols, ny = t ? kCols : kRows;
  std::vector<T> x = sample<T>(nx, seed, false), y0 = sample<T>(ny, seed + 1, beta == 0);
  T* dx = to_device(x);
  T* dy = to_device(y0);
  cusparseDnVecDescr_t vx, vy;
  cusparseCreateDnVec(&vx, nx, dx, type);
  cusparseCreateDnVec(&vy, ny, dy, type);
  const T al = T(alpha), be = T(beta);
  size_t size = 1;
  cusparseStatus_t s1 = cusparseSpMV_bufferSize(handle, op, &al, a, vx, &be, vy, type,
                                                CUSPARSE_SPMV_ALG_DEFAULT, &size);
  void* buffer;
  cudaMalloc(&buffer, size);
  cusparseStatus_t s2 = cusparseSpMV(handle, op, &al, a, vx, &be, vy, type,
                                     base ? CUSPARSE_SPMV_CSR_ALG2 : CUSPARSE_SPMV_ALG_DEFAULT,
                                     buffer);
  printf("spmv %s %s base=%d op=%d alpha=%g beta=%g status=%d,%d\n", type_name,
         format_name(format), base, op, alpha, beta, s1, s2);
  print_values("x", x);
  print_values("y0", y0);
  print_values("y", to_host(dy, ny));
  cusparseDestroyDnVec(vx);
  cusparseDestroyDnVec(vy);
  cusparseDestroySpMat(a);
  cudaFree(buffer);
}

template <class T>
void spmm_case(cusparseHandle_t handle, const char* type_name, cudaDataType type,
               cusparseFormat_t format, int base, cusparseOperation_t op_a,
               cusparseOperation_t op_b, cusparseOrder_t order, double alpha, double beta) {
  const int n = 3;
  cusparseSpMatDescr_t a = make_matrix<T>(format, base, type);
  const bool at = op_a != CUSPARSE_OPERATION_NON_TRANSPOSE;
  const bool bt = op_b != CUSPARSE_OPERATION_NON_TRANSPOSE;
  const int m = at ? kCols : kRows, k = at ? kRows : kCols;
  const int b_rows = bt ? n : k, b_cols = bt ? k : n;
  const bool col = order == CUSPARSE_ORDER_COL;
  const int ldb = (col ? b_rows : b_cols) + 2, ldc = (col ? m : n) + 1;  // padded
  std::vector<T> b = sample<T>(ldb * (col ? b_cols : b_rows), 3, false);
  std::vector<T> c0 = sample<T>(ldc * (col ? n : m), 4, beta == 0);
  T* db = to_device(b);
  T* dc = to_device(c0);
  cusparseDnMatDescr_t mb, mc;
  cusparseCreateDnMat(&mb, b_rows, b_cols, ldb, db, type, order);
  cusparseCreateDnMat(&mc, m, n, ldc, dc, type, order);
  const T al = T(alpha), be = T(beta);
  size_t size = 1;
  cusparseStatus_t s1 = cusparseSpMM_bufferSize(handle, op_a, op_b, &al, a, mb, &be, mc, type,
                                                CUSPARSE_SPMM_ALG_DEFAULT, &size);
  cusparseStatus_t s2 = cusparseSpMM(handle, op_a, op_b, &al, a, mb, &be, mc, type,
                                     CUSPARSE_SPMM_CSR_ALG1, nullptr);
  printf("spmm %s %s base=%d opa=%d opb=%d order=%d ldb=%d ldc=%d alpha=%g beta=%g "
         "status=%d,%d\n",
         type_name, format_name(format), base, op_a, op_b, order, ldb, ldc, alpha, beta, s1, s2);
  print_values("b", b);
  print_values("c0", c0);
  print_values("c", to_host(dc, c0.size()));
  cusparseDestroyDnMat(mb);
  cusparseDestroyDnMat(mc);
  cusparseDestroySpMat(a);
}

// A tridiagonal CSR matrix large enough for parallel mode to split its rows over threads.
void large_spmv(cusparseHandle_t handle) {
  const int n = 50000;
  std::vector<int> offsets(n + 1), cols;
  std::vector<double> values, x(n);
  for (int i = 0; i < n; ++i) {
    offsets[i] = static_cast<int>(cols.size());
    for (int j = i - 1; j <= i + 1; ++j) {
      if (j < 0 || j >= n) continue;
      cols.push_back(j);
      values.push_back(j == i ? 2.0 : -1.0);
    }
    x[i] = i % 7 - 3;
  }
  offsets[n] = static_cast<int>(cols.size());
  cusparseSpMatDescr_t a;
  cusparseDnVecDescr_t vx, vy;
  double* dy = to_device(std::vector<double>(n, NAN));
  cusparseCreateCsr(&a, n, n, offsets[n], to_device(offsets), to_device(cols), to_device(values),
                    CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F);
  cusparseCreateDnVec(&vx, n, to_device(x), CUDA_R_64F);
  cusparseCreateDnVec(&vy, n, dy, CUDA_R_64F);
  const double one = 1.0, zero = 0.0;
  const int status = cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, a, vx, &zero,
                                  vy, CUDA_R_64F, CUSPARSE_SPMV_CSR_ALG1, nullptr);
  printf("large n=%d status=%d\n", n, status);
  print_values("y", to_host(dy, n));
  cusparseDestroySpMat(a);
  cusparseDestroyDnVec(vx);
  cusparseDestroyDnVec(vy);
}

// Sparse vector x (indices 1, 4, 6 of 8, base one) with dense y: Gather, Scatter, Axpby.
void sparse_vectors(cusparseHandle_t handle) {
  std::vector<int> indices = {2, 5, 7};
  std::vector<float> y = {1, 2, 3, 4, 5, 6, 7, 8}, xv = {-1, -2, -3};
  float* dy = to_device(y);
  float* dx = to_device(xv);
  cusparseSpVecDescr_t x;
  cusparseDnVecDescr_t vy;
  cusparseCreateSpVec(&x, 8, 3, to_device(indices), dx, CUSPARSE_INDEX_32I,
                      CUSPARSE_INDEX_BASE_ONE, CUDA_R_32F);
  cusparseCreateDnVec(&vy, 8, dy, CUDA_R_32F);
  const int gather = cusparseGather(handle, vy, x);
  print_values("gathered", to_host(dx, 3));
  const int scatter = cusparseScatter(handle, x, vy);  // puts the gathered values back
  cudaMemcpy(dx, xv.data(), 3 * sizeof(float), cudaMemcpyHostToDevice);
  const float alpha = 2.0f, beta = 0.5f;
  const int axpby = cusparseAxpby(handle, &alpha, x, &beta, vy);  // y = 2 x + y / 2
  printf("vectors status=%d,%d,%d\n", gather, scatter, axpby);
  print_values("y", to_host(dy, 8));
  cusparseDestroySpVec(x);
  cusparseDestroyDnVec(vy);
}

void bad_arguments(cusparseHandle_t handle) {
  float v[2] = {1, 2}, al = 1, be = 0;
  int offsets[3] = {0, 1, 2}, cols[2] = {0, 1};
  cusparseSpMatDescr_t a;
  cusparseDnVecDescr_t x, y, wrong;
  cusparseDnMatDescr_t dense;
  cusparseCreateCsr(&a, 2, 2, 2, offsets, cols, v, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  cusparseCreateDnVec(&x, 2, v, CUDA_R_32F);
  cusparseCreateDnVec(&y, 2, v, CUDA_R_32F);
  cusparseCreateDnVec(&wrong, 3, v, CUDA_R_32F);
  const cusparseOperation_t n = CUSPARSE_OPERATION_NON_TRANSPOSE;
  const cusparseSpMVAlg_t alg = CUSPARSE_SPMV_ALG_DEFAULT;
  size_t size;
  const cudaDataType f32 = CUDA_R_32F;
  printf("bad null_handle %d\n", cusparseSpMV(nullptr, n, &al, a, x, &be, y, f32, alg, 0));
  printf("bad null_alpha %d\n", cusparseSpMV(handle, n, nullptr, a, x, &be, y, f32, alg, 0));
  printf("bad null_matrix %d\n", cusparseSpMV(handle, n, &al, nullptr, x, &be, y, f32, alg, 0));
  printf("bad size_mismatch %d\n", cusparseSpMV(handle, n, &al, a, wrong, &be, y, f32, alg, 0));
  printf("bad compute_type %d\n", cusparseSpMV(handle, n, &al, a, x, &be, y, CUDA_R_64F, alg, 0));
  printf("bad null_buffer_size %d\n",
         cusparseSpMV_bufferSize(handle, n, &al, a, x, &be, y, CUDA_R_32F, alg, nullptr));
  printf("bad bad_op %d\n", cusparseSpMV_bufferSize(handle, static_cast<cusparseOperation_t>(7),
                                                    &al, a, x, &be, y, CUDA_R_32F, alg, &size));
  cusparseSpMatDescr_t b;
  printf("bad negative_rows %d\n", cusparseCreateCsr(&b, -1, 2, 0, offsets, cols, v,
                                                    CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  printf("bad nnz_over_size %d\n", cusparseCreateCoo(&b, 2, 2, 5, offsets, cols, v,
                                                    CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO,
                                                    CUDA_R_32F));
  printf("bad index_16u %d\n",
         cusparseCreateCsr(&b, 2, 2, 2, offsets, cols, v, CUSPARSE_INDEX_16U, CUSPARSE_INDEX_16U,
                           CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  printf("bad small_ld %d\n",
         cusparseCreateDnMat(&dense, 3, 2, 2, v, CUDA_R_32F, CUSPARSE_ORDER_COL));
  printf("bad null_create %d\n", cusparseCreate(nullptr));
  cusparseHandle_t gone = reinterpret_cast<cusparseHandle_t>(&al);  // never created
  printf("bad destroyed_handle %d\n", cusparseSetStream(gone, 0));
  cusparseDestroySpMat(a);
  cusparseDestroyDnVec(x);
  cusparseDestroyDnVec(y);
  cusparseDestroyDnVec(wrong);
}

int main() {
  cusparseHandle_t handle;
  if (cusparseCreate(&handle) != CUSPARSE_STATUS_SUCCESS) return 1;
  cudaStream_t stream, got;
  cudaStreamCreate(&stream);
  int version = 0;
  cusparseGetVersion(handle, &version);
  cusparseSetStream(handle, stream);
  cusparseGetStream(handle, &got);
  printf("version %d stream_kept %d\n", version, got == stream);
  printf("names %s %s\n", cusparseGetErrorName(CUSPARSE_STATUS_INVALID_VALUE),
         cusparseGetErrorString(CUSPARSE_STATUS_INVALID_VALUE));
  cusparseMatDescr_t descr;
  cusparseCreateMatDescr(&descr);
  cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL);
  cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ONE);
  printf("descr %d %d\n", cusparseGetMatType(descr), cusparseGetMatIndexBase(descr));
  cusparseDestroyMatDescr(descr);
  std::vector<Triplet> t = triplets();
  printf("matrix %d %d %zu\n", kRows, kCols, t.size());
  for (const Triplet& e : t) printf("t %d %d %.17g\n", e.row, e.col, e.value);

  const cusparseFormat_t formats[] = {CUSPARSE_FORMAT_CSR, CUSPARSE_FORMAT_CSC,
                                      CUSPARSE_FORMAT_COO};
  const cusparseOperation_t ops[] = {CUSPARSE_OPERATION_NON_TRANSPOSE,
                                     CUSPARSE_OPERATION_TRANSPOSE};
  int seed = 0;
  for (cusparseFormat_t format : formats) {
    for (int base = 0; base < 2; ++base) {
      for (cusparseOperation_t op : ops) {
        spmv_case<float>(handle, "f32", CUDA_R_32F, format, base, op, 2.0, 0.0, ++seed);
        spmv_case<double>(handle, "f64", CUDA_R_64F, format, base, op, 1.5, -0.5, ++seed);
      }
    }
    spmv_case<std::complex<double>>(handle, "c64", CUDA_C_64F, format, 1,
                                    CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE, 0.5, 2.0, ++seed);
    spmv_case<std::complex<double>>(handle, "c64", CUDA_C_64F, format, 0,
                                    CUSPARSE_OPERATION_NON_TRANSPOSE, 1.0, 0.0, ++seed);
    for (cusparseOperation_t op_a : ops) {
      for (cusparseOperation_t op_b : ops) {
        spmm_case<double>(handle, "f64", CUDA_R_64F, format, op_a == op_b, op_a, op_b,
                          CUSPARSE_ORDER_COL, 1.0, 0.0);
        spmm_case<float>(handle, "f32", CUDA_R_32F, format, op_a != op_b, op_a, op_b,
                         CUSPARSE_ORDER_ROW, -2.0, 0.5);
      }
    }
  }
  large_spmv(handle);
  sparse_vectors(handle);
  bad_arguments(handle);
  cudaStreamDestroy(stream);
  printf("destroy %d\n", cusparseDestroy(handle));
  return 0;
}
