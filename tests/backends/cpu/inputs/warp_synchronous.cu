// Pre-Volta warp-synchronous code, as the CUDA samples of that era wrote it: the reduction's
// unrolled last warp through a volatile pointer, and a warp scan in volatile shared memory, with
// no __syncwarp(). Correct only in lockstep; cuport's translator inserts the barriers (CP4001).
#include <cstdio>
#include <cuda_runtime.h>

template <unsigned int blockSize>
__device__ void warpReduce(volatile int* sdata, unsigned int tid) {
  if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
  if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
  if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
  if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
  if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
  if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}

template <unsigned int blockSize>
__global__ void reduce(const int* g_idata, int* g_odata, unsigned int n) {
  __shared__ int sdata[blockSize];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + tid;
  sdata[tid] = (i < n ? g_idata[i] : 0) + (i + blockSize < n ? g_idata[i + blockSize] : 0);
  __syncthreads();
  if (blockSize >= 256) {
    if (tid < 128) sdata[tid] += sdata[tid + 128];
    __syncthreads();
  }
  if (blockSize >= 128) {
    if (tid < 64) sdata[tid] += sdata[tid + 64];
    __syncthreads();
  }
  if (tid < 32) warpReduce<blockSize>(sdata, tid);
  if (tid == 0) g_odata[blockIdx.x] = sdata[0];
}

// Inclusive scan of each 32-element segment, Hillis-Steele in volatile shared memory.
__global__ void segmentScan(const int* in, int* out) {
  __shared__ volatile int s[128];
  int idx = threadIdx.x;
  int lane = idx & 31;
  s[idx] = in[blockIdx.x * blockDim.x + idx];
  if (lane >= 1) s[idx] = s[idx - 1] + s[idx];
  if (lane >= 2) s[idx] = s[idx - 2] + s[idx];
  if (lane >= 4) s[idx] = s[idx - 4] + s[idx];
  if (lane >= 8) s[idx] = s[idx - 8] + s[idx];
  if (lane >= 16) s[idx] = s[idx - 16] + s[idx];
  out[blockIdx.x * blockDim.x + idx] = s[idx];
}

int main() {
  const unsigned n = 10000, threads = 256, blocks = (n + threads * 2 - 1) / (threads * 2);
  static int h[n], partial[blocks];
  for (unsigned i = 0; i < n; ++i) h[i] = (int)(i * 7 % 101) - 50;
  int *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, n * sizeof(int));
  cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
  reduce<threads><<<blocks, threads>>>(d_in, d_out, n);
  cudaMemcpy(partial, d_out, sizeof partial, cudaMemcpyDeviceToHost);
  long long total = 0;
  for (unsigned b = 0; b < blocks; ++b) total += partial[b];
  printf("sum: %lld\n", total);

  segmentScan<<<4, 128>>>(d_in, d_out);
  static int scanned[512];
  cudaMemcpy(scanned, d_out, sizeof scanned, cudaMemcpyDeviceToHost);
  long long checksum = 0;
  for (int i = 0; i < 512; ++i) checksum = checksum * 31 + scanned[i];
  printf("scan checksum: %lld\n", checksum);
  printf("scan last: %d %d\n", scanned[31], scanned[511]);
  return 0;
}
