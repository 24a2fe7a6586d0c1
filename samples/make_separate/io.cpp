#include "io.h"

#include <cstdio>

std::vector<float> make_input(int n) {
  std::vector<float> values(n);
  for (int i = 0; i < n; ++i) values[i] = static_cast<float>((i * 37) % 1000 - 500) * 0.01f;
  return values;
}

bool write_floats(const char* path, const std::vector<float>& values) {
  std::FILE* out = std::fopen(path, "wb");
  if (!out) return false;
  std::size_t written = std::fwrite(values.data(), sizeof(float), values.size(), out);
  return std::fclose(out) == 0 && written == values.size();
}
