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

// The same through pointers into the tile (HeCBench's dct8x8): each thread writes a column
// of the 8 x 32 tile, then sums 8 values of a row that 8 other threads of its warp wrote.
__global__ void rows_of_columns(const float* in, float* out) {
  __shared__ float tile[8 * 33];
  float* column = &tile[threadIdx.x];
  float* row = &tile[(threadIdx.x % 8) * 33 + (threadIdx.x / 8) * 8];
  for (int i = 0; i < 8; ++i) column[i * 33] = in[blockIdx.x * 256 + i * 32 + threadIdx.x];
  float sum = 0.0f;
  for (int i = 0; i < 8; ++i) sum += row[i];
  out[blockIdx.x * 32 + threadIdx.x] = sum;
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
  static float fin[3 * 256], fout[3 * 32];
  for (int i = 0; i < 3 * 256; ++i) fin[i] = (float)((i * 3) % 7);
  float *din, *dout;
  cudaMalloc(&din, sizeof fin);
  cudaMalloc(&dout, sizeof fout);
  cudaMemcpy(din, fin, sizeof fin, cudaMemcpyHostToDevice);
  rows_of_columns<<<3, 32>>>(din, dout);
  cudaMemcpy(fout, dout, sizeof fout, cudaMemcpyDeviceToHost);
  std::printf("rows:");
  for (int i = 0; i < 3 * 32; ++i) std::printf(" %.0f", fout[i]);
  std::printf("\n");
  return 0;
}
