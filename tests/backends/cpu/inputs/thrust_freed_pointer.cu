// A Thrust algorithm given a device pointer that cudaFree released: a GPU reports an illegal
// address; cuport must say what happened, never return a sum of whatever the memory holds.
#include <thrust/device_ptr.h>
#include <thrust/reduce.h>

#include <cstdio>

int main() {
  int* d;
  cudaMalloc(&d, 1000 * sizeof(int));
  cudaMemset(d, 0, 1000 * sizeof(int));
  cudaFree(d);
  thrust::device_ptr<int> p(d);
  int sum = thrust::reduce(p, p + 1000);
  std::printf("sum %d\n", sum);
  return 0;
}
