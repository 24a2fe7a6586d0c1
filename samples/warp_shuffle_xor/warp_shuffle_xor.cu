// Shuffle patterns beyond reductions, written for any warpSize: a butterfly all-reduce with
// __shfl_xor_sync (every lane ends with the total), a broadcast from a chosen lane with
// __shfl_sync, and segmented rotations inside 8-lane groups using the width argument.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                          \
  do {                                                                            \
    cudaError_t err = (call);                                                     \
    if (err != cudaSuccess) {                                                     \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
      exit(1);                                                                    \
    }                                                                             \
  } while (0)

__global__ void shuffles(const int* in, int* allSum, int* bcast, int* rotated, int* maxOf8, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  // The mask is used where it is produced: stored in an `unsigned` it would lose lanes 32-63
  // of a 64-lane warp.
  int v = i < n ? in[i] : 0;

  int total = v;
  for (int offset = warpSize / 2; offset > 0; offset >>= 1)
    total += __shfl_xor_sync(__activemask(), total, offset);

  int srcLane = (blockIdx.x * 7) % warpSize;
  int fromSrc = __shfl_sync(__activemask(), v, srcLane);

  // Rotate left by one inside each group of 8 lanes: lane k of a group reads lane (k+1) % 8.
  int rot = __shfl_sync(__activemask(), v, (lane + 1) % 8, 8);

  int m = v;
  for (int offset = 4; offset > 0; offset >>= 1)
    m = max(m, __shfl_xor_sync(__activemask(), m, offset, 8));

  if (i < n) {
    allSum[i] = total;
    bcast[i] = fromSrc;
    rotated[i] = rot;
    maxOf8[i] = m;
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 16;
  int device;
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDevice(&device));
  CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
  int threads = 4 * prop.warpSize;
  int blocks = (n + threads - 1) / threads;
  int padded = blocks * threads;  // whole warps, so every shuffle sees a full warp of data
  std::vector<int> h(padded, 0);
  for (int i = 0; i < n; ++i) h[i] = (i * 37 + 11) % 1001 - 500;
  int *din, *dsum, *dbc, *drot, *dmax;
  CUDA_CHECK(cudaMalloc(&din, padded * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dsum, padded * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dbc, padded * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&drot, padded * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dmax, padded * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(din, h.data(), padded * sizeof(int), cudaMemcpyHostToDevice));
  shuffles<<<blocks, threads>>>(din, dsum, dbc, drot, dmax, padded);
  CUDA_CHECK(cudaGetLastError());
  std::vector<int> sum(padded), bc(padded), rot(padded), mx(padded);
  CUDA_CHECK(cudaMemcpy(sum.data(), dsum, padded * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(bc.data(), dbc, padded * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(rot.data(), drot, padded * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(mx.data(), dmax, padded * sizeof(int), cudaMemcpyDeviceToHost));
  // Only the 8-lane results are the same for every warp size; totals and broadcasts depend on
  // the warp width, so they are checked here against the width the device reports.
  int bad = 0;
  for (int i = 0; i < padded; ++i) {
    int base = i - i % prop.warpSize, expect = 0;
    for (int k = 0; k < prop.warpSize; ++k) expect += h[base + k];
    bad += sum[i] != expect;
    bad += bc[i] != h[base + ((i / threads) * 7) % prop.warpSize];
  }
  printf("warp-wide checks against warpSize %d: %d errors\n", prop.warpSize, bad);
  FILE* f = fopen("rotated.bin", "wb");
  fwrite(rot.data(), sizeof(int), n, f);
  fclose(f);
  f = fopen("max8.bin", "wb");
  fwrite(mx.data(), sizeof(int), n, f);
  fclose(f);
  cudaFree(din);
  cudaFree(dsum);
  cudaFree(dbc);
  cudaFree(drot);
  cudaFree(dmax);
  printf("%s\n", bad ? "FAILED" : "PASSED");
  return bad ? 1 : 0;
}
