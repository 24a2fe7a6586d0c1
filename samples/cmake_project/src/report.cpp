// Host-only output: no CUDA in this file.
#include <cstdio>
#include <vector>

bool write_binary(const char* path, const void* data, std::size_t bytes) {
  std::FILE* out = std::fopen(path, "wb");
  if (!out) return false;
  bool ok = std::fwrite(data, 1, bytes, out) == bytes;
  return std::fclose(out) == 0 && ok;
}
