// Shared by the CUB test programs: a named check printed as "ok <what>" or "FAIL <what>" (the
// tests count the ok lines), and copies of std::vectors to and from device memory.
#pragma once
#include <cuda_runtime.h>

#include <cstddef>
#include <cstdio>
#include <vector>

static int failures = 0;
static void check(bool ok, const char* what) {
  std::printf("%s %s\n", ok ? "ok" : "FAIL", what);
  if (!ok) ++failures;
}

// (An empty vector still gets an allocation: a valid pointer for a zero-length call.)
template <typename T>
static T* to_device(const std::vector<T>& v) {
  T* d = nullptr;
  cudaMalloc(&d, (v.empty() ? 1 : v.size()) * sizeof(T));
  if (!v.empty()) cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}

template <typename T>
static std::vector<T> to_host(const T* d, std::size_t n) {
  std::vector<T> v(n);
  if (n) cudaMemcpy(v.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return v;
}
