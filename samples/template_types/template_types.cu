// One templated kernel, many element types: y = a*x + b*y for int, unsigned, long long, float
// and double, with per-type behaviour chosen at compile time (if constexpr on type traits) and a
// traits struct naming each type. The host driver is a function template too.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <type_traits>
#include <vector>

#define CHECK(x)                                                                        \
  do {                                                                                  \
    cudaError_t e = (x);                                                                \
    if (e != cudaSuccess) {                                                             \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e));        \
      exit(1);                                                                          \
    }                                                                                   \
  } while (0)

template <typename T>
struct TypeTraits;
template <>
struct TypeTraits<int> {
  static const char* name() { return "int"; }
};
template <>
struct TypeTraits<unsigned int> {
  static const char* name() { return "uint"; }
};
template <>
struct TypeTraits<long long> {
  static const char* name() { return "i64"; }
};
template <>
struct TypeTraits<float> {
  static const char* name() { return "f32"; }
};
template <>
struct TypeTraits<double> {
  static const char* name() { return "f64"; }
};

template <typename T>
__device__ T magnitude(T v) {
  if constexpr (std::is_unsigned<T>::value) {
    return v;
  } else {
    return v < T(0) ? -v : v;
  }
}

template <typename T>
__global__ void axpby(T a, const T* __restrict__ x, T b, T* __restrict__ y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    T r = a * x[i] + b * y[i];
    if constexpr (std::is_floating_point<T>::value) {
      y[i] = r;  // floats keep their sign
    } else {
      y[i] = magnitude(r);
    }
  }
}

template <typename T>
static bool run(int n) {
  std::vector<T> x(n), y(n);
  unsigned s = 77777u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    x[i] = static_cast<T>((int)(s >> 24) - 128);
    y[i] = static_cast<T>((int)((s >> 8) & 0xff) - 128);
  }
  T *dx, *dy;
  CHECK(cudaMalloc(&dx, n * sizeof(T)));
  CHECK(cudaMalloc(&dy, n * sizeof(T)));
  CHECK(cudaMemcpy(dx, x.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, y.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  axpby<T><<<(n + 127) / 128, 128>>>(T(3), dx, T(-2), dy, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(y.data(), dy, n * sizeof(T), cudaMemcpyDeviceToHost));
  std::string file = std::string("axpby_") + TypeTraits<T>::name() + ".bin";
  FILE* f = fopen(file.c_str(), "wb");
  fwrite(y.data(), sizeof(T), n, f);
  fclose(f);
  printf("%s: %zu-byte elements written to %s\n", TypeTraits<T>::name(), sizeof(T), file.c_str());
  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  return true;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100000;
  bool ok = run<int>(n) && run<unsigned int>(n) && run<long long>(n) && run<float>(n) &&
            run<double>(n);
  printf("%s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
