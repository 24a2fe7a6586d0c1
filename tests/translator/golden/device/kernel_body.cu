// RUN: translate %s
#include <cuda_runtime.h>

__constant__ float coeffs[4];
__device__ int counter;
__managed__ int managed_value;

__device__ __forceinline__ float square(float x) { return x * x; }
__host__ __device__ inline int twice(int x) { return 2 * x; }

__global__ void __launch_bounds__(256, 2)
    stencil(const float* __restrict__ in, float* __restrict__ out, int n) {
  __shared__ float tile[256 + 2];
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int lanes = warpSize;
  tile[threadIdx.x + 1] = gid < n ? in[gid] : 0.0f;
  __syncthreads();
  float acc = coeffs[0] * square(tile[threadIdx.x]) + coeffs[1] * tile[threadIdx.x + 1];
  if (gid < n) out[gid] = acc + twice(lanes) + gridDim.x + blockDim.y + threadIdx.z + blockIdx.y;
}
