// Block reduction of 2^24 floats, hand-written OpenMP: the same tree per 256-element block.
#include <vector>

#include "omp_common.h"

#define BLOCK 256

int main() {
  const int n = 1 << 24, blocks = n / BLOCK;
  std::vector<float> h(n), partial(blocks);
  unsigned seed = 3;
  for (auto& v : h) v = lcg_float(seed);
  const float* in = h.data();
  float ms = time_ms([&] {
#pragma omp parallel for schedule(static)
    for (int b = 0; b < blocks; ++b) {
      float s[BLOCK];
      for (int t = 0; t < BLOCK; ++t) s[t] = in[b * BLOCK + t];
      for (int stride = BLOCK / 2; stride > 0; stride >>= 1)
#pragma omp simd
        for (int t = 0; t < stride; ++t) s[t] += s[t + stride];
      partial[b] = s[0];
    }
  }, 5);
  double sum = 0;
  for (float v : partial) sum += v;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
