// Warp-shuffle reduction of 2^24 floats, hand-written OpenMP: the same butterfly per 32 lanes,
// then across the 8 warp sums of each 256-element block.
#include <vector>

#include "omp_common.h"

#define BLOCK 256
#define WARP 32

static inline float warp_sum(const float* v) {
  float lanes[WARP];
  for (int l = 0; l < WARP; ++l) lanes[l] = v[l];
  for (int offset = WARP / 2; offset > 0; offset /= 2)
#pragma omp simd
    for (int l = 0; l < offset; ++l) lanes[l] += lanes[l + offset];
  return lanes[0];
}

int main() {
  const int n = 1 << 24, blocks = n / BLOCK;
  std::vector<float> h(n), partial(blocks);
  unsigned seed = 3;
  for (auto& v : h) v = lcg_float(seed);
  const float* in = h.data();
  float ms = time_ms([&] {
#pragma omp parallel for schedule(static)
    for (int b = 0; b < blocks; ++b) {
      float sums[WARP] = {};
      for (int w = 0; w < BLOCK / WARP; ++w) sums[w] = warp_sum(in + b * BLOCK + w * WARP);
      partial[b] = warp_sum(sums);
    }
  }, 5);
  double sum = 0;
  for (float v : partial) sum += v;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
