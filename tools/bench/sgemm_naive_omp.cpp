// Naive SGEMM 1024, hand-written OpenMP: the same dot product per output element.
#include <vector>

#include "omp_common.h"

int main() {
  const int n = 1024;
  std::vector<float> a(n * n), b(n * n), c(n * n);
  unsigned seed = 2;
  for (auto& v : a) v = lcg_float(seed) - 0.5f;
  for (auto& v : b) v = lcg_float(seed) - 0.5f;
  const float* A = a.data();
  const float* B = b.data();
  float* C = c.data();
  float ms = time_ms([&] {
#pragma omp parallel for schedule(static)
    for (int row = 0; row < n; ++row) {
      float acc[1024];
      for (int col = 0; col < n; ++col) acc[col] = 0.0f;
      for (int k = 0; k < n; ++k) {
        float aik = A[row * n + k];
#pragma omp simd
        for (int col = 0; col < n; ++col) acc[col] += aik * B[k * n + col];
      }
      for (int col = 0; col < n; ++col) C[row * n + col] = acc[col];
    }
  }, 2);
  double sum = 0;
  for (float v : c) sum += v;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
