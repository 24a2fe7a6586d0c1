// RUN: translate %s --backend rocm
// A warp size fixed at 32 is wrong on AMD CDNA, where wavefronts have 64 lanes.
#include <cuda_runtime.h>

#define WARP_SIZE 32  // expected-warning CP3006
constexpr int kWarpSize = 32;  // expected-warning CP3006
#define BLOCK_SIZE 32

__global__ void scale(float* data) {
  int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
  data[i] *= static_cast<float>(WARP_SIZE + kWarpSize);
}
