// Transpose of 4096 x 4096 floats, hand-written OpenMP with the same 32x33 padded tile.
#include <vector>

#include "omp_common.h"

#define TILE 32

int main() {
  const int n = 4096;
  std::vector<float> h(size_t(n) * n), ho(size_t(n) * n);
  unsigned seed = 5;
  for (auto& v : h) v = lcg_float(seed);
  const float* in = h.data();
  float* out = ho.data();
  float ms = time_ms([&] {
#pragma omp parallel for collapse(2) schedule(static)
    for (int by = 0; by < n / TILE; ++by)
      for (int bx = 0; bx < n / TILE; ++bx) {
        float tile[TILE][TILE + 1];
        for (int ty = 0; ty < TILE; ++ty)
          for (int tx = 0; tx < TILE; ++tx) tile[ty][tx] = in[(by * TILE + ty) * n + bx * TILE + tx];
        for (int ty = 0; ty < TILE; ++ty)
          for (int tx = 0; tx < TILE; ++tx) out[(bx * TILE + ty) * n + by * TILE + tx] = tile[tx][ty];
      }
  }, 5);
  double checksum = 0;
  for (size_t i = 0; i < ho.size(); i += 4097) checksum += ho[i] * double(i % 97);
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, checksum);
  return 0;
}
