// RUN: translate %s --backend rocm
// Lane and warp numbers computed with 31, 32 and 5 are right only for 32-lane warps.
#include <cuda_runtime.h>

__global__ void lanes(int* lane_out, int* warp_out) {
  int tid = threadIdx.x;
  int lane = tid & 31;  // expected-warning CP3002
  int warp = threadIdx.x / 32;  // expected-warning CP3002
  int warp2 = (threadIdx.x + blockIdx.x * blockDim.x) >> 5;  // expected-warning CP3002
  int lane2 = threadIdx.x % 32;  // expected-warning CP3002
  int portable_lane = threadIdx.x % warpSize;
  int unrelated = blockIdx.x % 32;
  lane_out[tid] = lane + lane2 + portable_lane + unrelated;
  warp_out[tid] = warp + warp2;
}
