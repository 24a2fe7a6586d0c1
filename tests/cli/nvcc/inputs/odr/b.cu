// Test fixture: unit B; frees and checks what unit A did.
#include <cuda_runtime.h>

__global__ void scale(int* data, int factor) {
  __shared__ int tile[32];
  tile[threadIdx.x] = data[blockIdx.x * 32 + threadIdx.x] * factor;
  __syncthreads();
  data[blockIdx.x * 32 + threadIdx.x] = tile[31 - threadIdx.x];
}

void scale_in_b(int* data, int blocks) { scale<<<blocks, 32>>>(data, 3); }
bool free_in_b(void* p) { return cudaFree(p) == cudaSuccess; }
int last_error_in_b() { return static_cast<int>(cudaGetLastError()); }
