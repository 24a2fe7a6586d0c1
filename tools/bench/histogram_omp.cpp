// Histogram of 2^24 bytes into 256 bins, hand-written OpenMP with the same global atomics.
#include <cstring>
#include <vector>

#include "omp_common.h"

int main() {
  const int n = 1 << 24;
  std::vector<unsigned char> h(n);
  unsigned seed = 4;
  for (auto& v : h) v = static_cast<unsigned char>(lcg_float(seed) * 256.0f);
  unsigned int bins[256];
  const unsigned char* data = h.data();
  float ms = time_ms([&] {
    std::memset(bins, 0, sizeof bins);
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i) {
#pragma omp atomic
      bins[data[i]] += 1u;
    }
  }, 5);
  double checksum = 0;
  for (int b = 0; b < 256; ++b) checksum += double(bins[b]) * b;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, checksum);
  return 0;
}
