// The reference for thrust_sort.cu: GCC's parallel-mode sort (libstdc++, on OpenMP: a parallel
// multiway merge sort over all cores), the well-kept parallel sort every GCC has; std::sort with
// std::execution::par_unseq is serial in libstdc++ without TBB. Elsewhere std::sort.
#include <algorithm>
#include <cstring>
#include <vector>
#if defined(__GNUC__) && !defined(__clang__) && __has_include(<parallel/algorithm>)
#include <parallel/algorithm>
#define PARALLEL_SORT __gnu_parallel::sort
#else
#define PARALLEL_SORT std::sort
#endif

#include "omp_common.h"

int main() {
  const size_t n = size_t(1) << 24;
  std::vector<unsigned> unsorted(n), work(n);
  unsigned seed = 7;
  for (auto& key : unsorted) key = seed = seed * 1664525u + 1013904223u;
  float ms = time_ms([&] {
    std::memcpy(work.data(), unsorted.data(), n * sizeof(unsigned));
    PARALLEL_SORT(work.begin(), work.end());
  }, 3);
  double checksum = 0;
  for (size_t i = 0; i < n; i += 4099) checksum += double(work[i]) * double(i % 7 + 1);
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, checksum);
  return 0;
}
