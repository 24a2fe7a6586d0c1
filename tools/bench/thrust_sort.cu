// thrust::sort of 2^24 uint32 keys on the device (Thrust's OpenMP system on the CPU backend); each
// timed run first restores the unsorted keys with a device-to-device copy, as the reference does.
#include <thrust/execution_policy.h>
#include <thrust/sort.h>

#include <vector>

#include "bench_common.cuh"

int main() {
  const size_t n = size_t(1) << 24;
  std::vector<unsigned> keys(n);
  unsigned seed = 7;
  for (auto& key : keys) key = seed = seed * 1664525u + 1013904223u;
  unsigned *unsorted = nullptr, *work = nullptr;
  CHECK(cudaMalloc(&unsorted, n * sizeof(unsigned)));
  CHECK(cudaMalloc(&work, n * sizeof(unsigned)));
  CHECK(cudaMemcpy(unsorted, keys.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  float ms = time_kernel_ms([&] {
    CHECK(cudaMemcpy(work, unsorted, n * sizeof(unsigned), cudaMemcpyDeviceToDevice));
    thrust::sort(thrust::device, work, work + n);
  }, 3);
  CHECK(cudaMemcpy(keys.data(), work, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  double checksum = 0;  // order-sensitive: a wrong order changes it
  for (size_t i = 0; i < n; i += 4099) checksum += double(keys[i]) * double(i % 7 + 1);
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, checksum);
  return 0;
}
