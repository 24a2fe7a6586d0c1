// Warp primitives: every shuffle form (widths, types), votes, match, reduce, lane masks and the
// classic shuffle reduction. Writes one int64 per (op, thread) to warp.bin; the width comes from
// warpSize so the same source checks 32- and 64-lane warps.
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define OPS 25
#define THREADS 96
#define BLOCKS 2

__device__ long long warpSum(long long v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(__activemask(), v, offset);
  return v;
}

__global__ void warpOps(long long* out) {
  int t = threadIdx.x;
  int g = blockIdx.x * blockDim.x + t;
  int lane = t % warpSize;
  auto full = __activemask();
  long long* o = out + g;
  const int n = THREADS * BLOCKS;
  o[0 * n] = __shfl_sync(full, g * 10, (lane + 3) % warpSize);
  o[1 * n] = __shfl_sync(full, g, 2, 8);
  o[2 * n] = __shfl_up_sync(full, g, 1);
  o[3 * n] = __shfl_up_sync(full, g, 5, 16);
  o[4 * n] = __shfl_down_sync(full, g, 4, 16);
  o[5 * n] = __shfl_xor_sync(full, g, 1);
  o[6 * n] = __shfl_xor_sync(full, g, 16);
  double d = __shfl_down_sync(full, g * 0.5, 1);
  o[7 * n] = (long long)(d * 2);
  long long big = (1LL << 40) + g;
  o[8 * n] = __shfl_sync(full, big, 0) - (1LL << 40);
  o[9 * n] = (long long)__ballot_sync(full, g % 3 == 0);
  o[10 * n] = __any_sync(full, g == 5);
  o[11 * n] = __all_sync(full, g < 1000);
  o[12 * n] = __all_sync(full, lane != 7);
  o[13 * n] = (long long)__match_any_sync(full, g % 4);
  o[14 * n] = __reduce_add_sync(full, (unsigned)g);
  o[15 * n] = __reduce_min_sync(full, (unsigned)(1000 - g));
  o[16 * n] = __reduce_max_sync(full, -g);
  o[17 * n] = warpSum(g);
  o[18 * n] = (long long)__lanemask_lt();
  o[19 * n] = __shfl_down(g, 2);  // legacy form without a mask
  __half h = __float2half(g * 0.25f);
  o[20 * n] = (long long)(__half2float(__shfl_xor_sync(full, h, 2)) * 4);
  int pred = 0;
  unsigned long long all = __match_all_sync(full, 7, &pred);
  o[21 * n] = pred && all == (unsigned long long)full;
  // Divergent: only even lanes take part, with an explicit mask of even lanes.
  unsigned long long evens = 0x5555555555555555ULL & (unsigned long long)full;
  if (lane % 2 == 0) {
    o[22 * n] = __shfl_down_sync(evens, g, 2);
  } else {
    o[22 * n] = -1;
  }
  __syncwarp();
  // __activemask in divergent branches: each branch sees its own lanes.
  if (lane % 3 == 0) {
    o[24 * n] = (long long)__activemask();
  } else {
    o[24 * n] = (long long)__activemask() | (1LL << 62);
  }
  o[23 * n] = __reduce_xor_sync(full, (unsigned)g) ^ __reduce_or_sync(full, (unsigned)g) ^
              __reduce_and_sync(full, (unsigned)g);
}

int main() {
  const int n = THREADS * BLOCKS;
  long long* d;
  cudaMalloc(&d, sizeof(long long) * OPS * n);
  warpOps<<<BLOCKS, THREADS>>>(d);
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    printf("error: %s\n", cudaGetErrorString(err));
    return 1;
  }
  static long long h[OPS * n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  FILE* f = fopen("warp.bin", "wb");
  fwrite(h, sizeof h, 1, f);
  fclose(f);
  int ws = 0;
  cudaDeviceGetAttribute(&ws, cudaDevAttrWarpSize, 0);
  printf("warpSize: %d\n", ws);
  cudaFree(d);
  return 0;
}
