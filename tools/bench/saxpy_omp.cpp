// SAXPY on 2^24 floats, hand-written OpenMP.
#include <vector>

#include "omp_common.h"

int main() {
  const int n = 1 << 24;
  std::vector<float> x(n), y(n);
  unsigned seed = 1;
  for (int i = 0; i < n; ++i) x[i] = lcg_float(seed), y[i] = lcg_float(seed);
  const float a = 0.5f;
  float* __restrict__ py = y.data();
  const float* __restrict__ px = x.data();
  float ms = time_ms([&] {
#pragma omp parallel for simd schedule(static)
    for (int i = 0; i < n; ++i) py[i] = a * px[i] + py[i];
  }, 10);
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += y[i];
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
