// Host program of the CMake sample: builds inputs, calls the CUDA library, writes results.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "histo.h"

bool write_binary(const char* path, const void* data, std::size_t bytes);

int main(int argc, char** argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 100000;
  std::vector<std::uint8_t> values(n);
  for (int i = 0; i < n; ++i) values[i] = static_cast<std::uint8_t>((i * 7 + i / 13) % 251);
  std::vector<std::uint32_t> counts = histo::histogram(values);
  std::vector<float> fractions = histo::normalize(counts);
  if (!write_binary("counts.out", counts.data(), counts.size() * sizeof(std::uint32_t)) ||
      !write_binary("fractions.out", fractions.data(), fractions.size() * sizeof(float))) {
    std::fprintf(stderr, "cannot write outputs\n");
    return 1;
  }
  std::printf("%d values in %d bins\n", n, histo::kBins);
  return 0;
}
