// Tiled SGEMM 1024, hand-written OpenMP: the same 32x32 tiles, copied to local buffers.
#include <vector>

#include "omp_common.h"

#define TILE 32

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
#pragma omp parallel for collapse(2) schedule(static)
    for (int by = 0; by < n / TILE; ++by)
      for (int bx = 0; bx < n / TILE; ++bx) {
        float As[TILE][TILE], Bs[TILE][TILE], acc[TILE][TILE] = {};
        for (int t = 0; t < n / TILE; ++t) {
          for (int ty = 0; ty < TILE; ++ty)
            for (int tx = 0; tx < TILE; ++tx) {
              As[ty][tx] = A[(by * TILE + ty) * n + t * TILE + tx];
              Bs[ty][tx] = B[(t * TILE + ty) * n + bx * TILE + tx];
            }
          for (int ty = 0; ty < TILE; ++ty)
            for (int k = 0; k < TILE; ++k) {
              float aik = As[ty][k];
#pragma omp simd
              for (int tx = 0; tx < TILE; ++tx) acc[ty][tx] += aik * Bs[k][tx];
            }
        }
        for (int ty = 0; ty < TILE; ++ty)
          for (int tx = 0; tx < TILE; ++tx) C[(by * TILE + ty) * n + bx * TILE + tx] = acc[ty][tx];
      }
  }, 2);
  double sum = 0;
  for (float v : c) sum += v;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
