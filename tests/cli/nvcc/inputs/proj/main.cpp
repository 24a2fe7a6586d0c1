// Test fixture: host-only C++ (no CUDA in it) calling the CUDA unit and a C unit.
#include <cstdio>
#include <cstdlib>

#include "offset.h"

int twice_all(int* values, int n);  // defined in glue.cu

int main(int argc, char** argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 100;
  int* values = new int[n];
  for (int i = 0; i < n; ++i) values[i] = i;
  if (twice_all(values, n) != 0) return 1;
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += values[i];
  std::printf("sum: %lld\n", sum + c_offset());
  delete[] values;
  return 0;
}
