// SGEMM and DGEMM through cuBLAS (cuport's CPU backend) and through the same OpenBLAS called
// directly, alternated in one process so both see the same machine state. Prints one line per
// run: "<s|d> <cublas|blas> <seconds>". Run by tools/bench_cublas.py.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <dlfcn.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

// The OpenBLAS cuport's cuBLAS calls: the CPU backend's compile defines where it is.
#ifndef CUPORT_BLAS_LIBRARY
#define CUPORT_BLAS_LIBRARY "libopenblas.so.0"
#define CUPORT_BLAS_SYMBOL_PREFIX ""
#endif

template <class T>
using GemmFn = void(int, int, int, int, int, int, T, const T*, int, const T*, int, T, T*, int);

template <class T>
static double seconds_since(T start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

template <class T>
static void bench(cublasHandle_t handle, int n, int reps, const char* tag, GemmFn<T>* direct) {
  T *a, *b, *c;
  cudaMalloc(&a, sizeof(T) * n * n);
  cudaMalloc(&b, sizeof(T) * n * n);
  cudaMalloc(&c, sizeof(T) * n * n);
  std::vector<T> host(static_cast<size_t>(n) * n);
  for (size_t i = 0; i < host.size(); ++i) host[i] = static_cast<T>((i * 7919 % 1000) / 1000.0);
  cudaMemcpy(a, host.data(), sizeof(T) * host.size(), cudaMemcpyHostToDevice);
  cudaMemcpy(b, host.data(), sizeof(T) * host.size(), cudaMemcpyHostToDevice);
  const T one = 1, zero = 0;
  for (int r = 0; r <= reps; ++r) {  // run 0 warms both up and is not printed
    auto start = std::chrono::steady_clock::now();
    if constexpr (sizeof(T) == 4) {
      cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, b, n, &zero, c, n);
    } else {
      cublasDgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, b, n, &zero, c, n);
    }
    cudaDeviceSynchronize();
    const double through_cublas = seconds_since(start);
    start = std::chrono::steady_clock::now();
    direct(102, 111, 111, n, n, n, one, a, n, b, n, zero, c, n);  // column-major, no transposes
    const double through_blas = seconds_since(start);
    if (r > 0) {
      printf("%s cublas %.6f\n%s blas %.6f\n", tag, through_cublas, tag, through_blas);
    }
  }
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
}

int main(int argc, char** argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 2048;
  const int reps = argc > 2 ? atoi(argv[2]) : 5;
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) return 1;
  void* blas = dlopen(CUPORT_BLAS_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  if (!blas) return 1;
  const std::string prefix = CUPORT_BLAS_SYMBOL_PREFIX;
  auto* sgemm = reinterpret_cast<GemmFn<float>*>(dlsym(blas, (prefix + "cblas_sgemm").c_str()));
  auto* dgemm = reinterpret_cast<GemmFn<double>*>(dlsym(blas, (prefix + "cblas_dgemm").c_str()));
  if (!sgemm || !dgemm) return 1;
  bench<float>(handle, n, reps, "s", sgemm);
  bench<double>(handle, n, reps, "d", dgemm);
  cublasDestroy(handle);
  return 0;
}
