// Block-wide inclusive scan built from warp scans: __shfl_up_sync within each warp, warp totals
// through shared memory, scanned by the first warp, added back. Lane math uses warpSize, never 32.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                    \
  do {                                                                      \
    cudaError_t e_ = (call);                                                \
    if (e_ != cudaSuccess) {                                                \
      fprintf(stderr, "CUDA: %s at line %d\n", cudaGetErrorString(e_), __LINE__); \
      exit(1);                                                              \
    }                                                                       \
  } while (0)

__device__ __forceinline__ int warpInclusiveScan(int v) {
  const int lane = threadIdx.x & (warpSize - 1);
  for (int d = 1; d < warpSize; d <<= 1) {
    int up = __shfl_up_sync(__activemask(), v, d);
    if (lane >= d) v += up;
  }
  return v;
}

__global__ void blockScan(const int* in, int* out, int* blockTotals, int n) {
  __shared__ int warpTotals[32];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & (warpSize - 1);
  const int warp = threadIdx.x / warpSize;
  const int nWarps = blockDim.x / warpSize;
  int v = i < n ? in[i] : 0;
  v = warpInclusiveScan(v);
  if (lane == warpSize - 1) warpTotals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int t = lane < nWarps ? warpTotals[lane] : 0;
    t = warpInclusiveScan(t);
    if (lane < nWarps) warpTotals[lane] = t;
  }
  __syncthreads();
  if (warp > 0) v += warpTotals[warp - 1];
  if (i < n) out[i] = v;
  if (threadIdx.x == blockDim.x - 1) blockTotals[blockIdx.x] = v;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  const int threads = 512;
  int blocks = (n + threads - 1) / threads;
  std::vector<int> h(n), out(n), totals(blocks);
  unsigned int s = 77u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)(s >> 24) - 128;
  }
  int *d_in, *d_out, *d_tot;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_tot, blocks * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  blockScan<<<blocks, threads>>>(d_in, d_out, d_tot, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(totals.data(), d_tot, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  int errors = 0, run = 0;
  for (int i = 0; i < n; ++i) {
    if (i % threads == 0) run = 0;
    run += h[i];
    errors += run != out[i];
  }
  FILE* f = fopen("scan.bin", "wb");
  fwrite(out.data(), sizeof(int), n, f);
  fclose(f);
  f = fopen("totals.bin", "wb");
  fwrite(totals.data(), sizeof(int), blocks, f);
  fclose(f);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_tot);
  printf("%d errors\n%s\n", errors, errors ? "FAILED" : "PASSED");
  return errors ? 1 : 0;
}
