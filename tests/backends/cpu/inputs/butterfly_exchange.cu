// One-statement butterfly exchanges through memory, as dxtc's CudaMath.h writes them: lane i adds
// the element of lane i ^ k in place, between tile syncs, in a helper defined in a header that
// does not parse on its own (it uses the includer's `cg` and float3 operator). Correct on a GPU
// because a converged warp reads before it writes; the translator splits read and write
// (CP4006). 16 of 64 threads take part, as in dxtc. Prints `key: value`.
#include <cooperative_groups.h>
#include <cstdio>
namespace cg = cooperative_groups;

inline __device__ void operator+=(float3& a, float3 b) {
  a.x += b.x;
  a.y += b.y;
  a.z += b.z;
}

#include "butterfly_sums.cuh"

__global__ void sums(const float* in, float* out, int* plain) {
  __shared__ float3 s[16];
  __shared__ int p[32];
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_group tile = cg::tiled_partition(cta, 16);
  const int idx = threadIdx.x;
  if (idx < 16) {
    s[idx] = make_float3(in[idx], 2.0f * in[idx], 1.0f);
    tile.sync();
    butterfly_sums(s, tile);
    out[3 * idx] = s[idx].x;
    out[3 * idx + 1] = s[idx].y;
    out[3 * idx + 2] = s[idx].z;
  }
  if (idx < 32) {  // a whole warp, plain ints, written in the kernel itself
    p[idx] = idx;
    __syncwarp();
    for (int k = 16; k >= 1; k /= 2) p[idx] = p[idx] + p[idx ^ k];
    plain[idx] = p[idx];
  }
}

int main() {
  float in[16], out[48];
  int plain[32];
  for (int i = 0; i < 16; i++) in[i] = float(i + 1);
  float *din, *dout;
  int* dplain;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&dout, sizeof out);
  cudaMalloc(&dplain, sizeof plain);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  sums<<<1, 64>>>(din, dout, dplain);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(plain, dplain, sizeof plain, cudaMemcpyDeviceToHost);
  int same = 1;
  for (int i = 0; i < 16; i++) same &= out[3 * i] == out[0] && out[3 * i + 1] == out[1];
  for (int i = 0; i < 32; i++) same &= plain[i] == plain[0];
  printf("lanes agree: %d\n", same);
  printf("sums: %g %g %g\n", out[0], out[1], out[2]);
  printf("plain: %d\n", plain[0]);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
