// Shared by the lowering test inputs: each result is printed as one row, `name v1 v2 ...`
// (9 significant digits: a float prints exactly), which tests/test_cpu_lowering*.py parse.
#pragma once
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

template <class T>
static void print(const char* name, const std::vector<T>& values) {
  std::printf("%s", name);
  for (const T& v : values) std::printf(" %.9g", static_cast<double>(v));
  std::printf("\n");
}

template <class T>
static std::vector<T> download(const T* device, std::size_t n) {
  std::vector<T> host(n);
  cudaMemcpy(host.data(), device, n * sizeof(T), cudaMemcpyDeviceToHost);
  return host;
}
