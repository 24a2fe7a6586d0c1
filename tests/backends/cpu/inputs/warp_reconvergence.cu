// Warp-synchronous code without volatile: after `if (tid < 17)`, the warp reconverges and thread
// 0 reads what threads 1-16 wrote, with no barrier (HeCBench's romberg does this). The
// translator inserts the warp barrier a GPU's reconvergence gave (CP4005).
#include <cstdio>
#include <cuda_runtime.h>

#define COLUMNS 17

__global__ void column_prefix(const int* in, int* out) {
  __shared__ int smem[COLUMNS * 64];
  for (int i = 0; i < COLUMNS; ++i) smem[COLUMNS * threadIdx.x + i] = in[COLUMNS * threadIdx.x + i];
  __syncthreads();
  if (threadIdx.x < COLUMNS) {
    int sum = 0;
    for (int i = threadIdx.x; i < blockDim.x * COLUMNS; i += COLUMNS) sum += smem[i];
    smem[threadIdx.x] = sum;
  }
  if (threadIdx.x == 0) {
    int running = 0;
    for (int k = 0; k < COLUMNS; ++k) {
      running += smem[k];
      out[blockIdx.x * COLUMNS + k] = running;
    }
  }
}

int main() {
  static int h[COLUMNS * 64], result[2 * COLUMNS];
  for (int i = 0; i < COLUMNS * 64; ++i) h[i] = (i * 5) % 11;
  int *in, *out;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof result);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  column_prefix<<<2, 64>>>(in, out);
  cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
  std::printf("prefix:");
  for (int i = 0; i < 2 * COLUMNS; ++i) std::printf(" %d", result[i]);
  std::printf("\n");
  return 0;
}
