// NVIDIA's Thrust and libcu++ (the wheel's) with cuport's CUB and cuda::barrier in one program:
// one cuda::thread_scope, one cub namespace, and cuda::std's members callable in a kernel.
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <cub/cub.cuh>
#include <cuda/std/atomic>
#include <cuda/barrier>
#include <cuda/std/functional>
#include <cstdio>
#include <new>

__global__ void count_and_sum(cuda::std::atomic<int>* arrivals, int* block_sums) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0) init(&bar, blockDim.x);
  __syncthreads();
  arrivals->fetch_add(1);
  bar.arrive_and_wait();
  typedef cub::BlockReduce<int, 64> Reduce;
  __shared__ typename Reduce::TempStorage storage;
  int sum = Reduce(storage).Sum(static_cast<int>(threadIdx.x));
  if (threadIdx.x == 0) block_sums[blockIdx.x] = sum;
}

int main() {
  cuda::std::atomic<int>* arrivals = nullptr;
  cudaMallocManaged(&arrivals, sizeof(*arrivals));
  new (arrivals) cuda::std::atomic<int>(0);
  thrust::device_vector<int> block_sums(4);
  count_and_sum<<<4, 64>>>(arrivals, thrust::raw_pointer_cast(block_sums.data()));
  cudaDeviceSynchronize();

  const int n = 1000;
  thrust::device_vector<unsigned> keys(n), sorted(n);
  for (int i = 0; i < n; ++i) keys[i] = (i * 37) % n;
  size_t bytes = 0;
  unsigned* in = thrust::raw_pointer_cast(keys.data());
  unsigned* out = thrust::raw_pointer_cast(sorted.data());
  cub::DeviceRadixSort::SortKeys(nullptr, bytes, in, out, n);
  void* temp = nullptr;
  cudaMalloc(&temp, bytes);
  cub::DeviceRadixSort::SortKeys(temp, bytes, in, out, n);
  thrust::sort(keys.begin(), keys.end());
  cudaDeviceSynchronize();
  printf("arrivals: %d\n", arrivals->load());
  printf("block_sum: %d\n", static_cast<int>(block_sums[3]));
  printf("cub_equals_thrust: %d\n", static_cast<int>(sorted == keys));
  printf("first_last: %u %u\n", static_cast<unsigned>(sorted[0]), static_cast<unsigned>(sorted[n - 1]));
  printf("plus: %d\n", cuda::std::plus<int>()(2, 3));
  cudaFree(temp);
  return 0;
}
