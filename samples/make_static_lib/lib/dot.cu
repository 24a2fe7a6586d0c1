#include "vecops.cuh"

namespace {

// Each block reduces its products in shared memory, then one atomic per block.
__global__ void dot_kernel(int n, const int* a, const int* b, unsigned long long* result) {
  __shared__ long long partial[vecops::kThreads];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = i < n ? static_cast<long long>(a[i]) * b[i] : 0;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(result, static_cast<unsigned long long>(partial[0]));
}

}  // namespace

namespace vecops {

long long dot(int n, const int* d_a, const int* d_b) {
  unsigned long long* d_result = nullptr;
  VECOPS_CHECK(cudaMalloc(&d_result, sizeof(unsigned long long)));
  VECOPS_CHECK(cudaMemset(d_result, 0, sizeof(unsigned long long)));
  dot_kernel<<<blocks_for(n), kThreads>>>(n, d_a, d_b, d_result);
  VECOPS_CHECK(cudaGetLastError());
  unsigned long long result = 0;
  VECOPS_CHECK(cudaMemcpy(&result, d_result, sizeof(result), cudaMemcpyDeviceToHost));
  VECOPS_CHECK(cudaFree(d_result));
  return static_cast<long long>(result);
}

}  // namespace vecops
