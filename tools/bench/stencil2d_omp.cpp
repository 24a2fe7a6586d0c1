// 5-point Jacobi stencil on 4096 x 4096, hand-written OpenMP.
#include <vector>

#include "omp_common.h"

int main() {
  const int n = 4096;
  std::vector<float> h(size_t(n) * n), ho(size_t(n) * n, 0.0f);
  unsigned seed = 6;
  for (auto& v : h) v = lcg_float(seed);
  const float* in = h.data();
  float* out = ho.data();
  float ms = time_ms([&] {
#pragma omp parallel for schedule(static)
    for (int y = 1; y < n - 1; ++y)
#pragma omp simd
      for (int x = 1; x < n - 1; ++x)
        out[y * n + x] = 0.2f * (in[y * n + x] + in[y * n + x - 1] + in[y * n + x + 1] +
                                 in[(y - 1) * n + x] + in[(y + 1) * n + x]);
  }, 5);
  double checksum = 0;
  for (size_t i = 0; i < ho.size(); i += 1031) checksum += ho[i];
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, checksum);
  return 0;
}
