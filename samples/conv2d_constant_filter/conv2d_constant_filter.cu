// 2D convolution with the filter in __constant__ memory (set with cudaMemcpyToSymbol) and the
// input tile plus halo staged in shared memory; clamp-to-edge borders.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
  do {                                                                                    \
    cudaError_t e = (call);                                                               \
    if (e != cudaSuccess) {                                                               \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e)); \
      exit(1);                                                                            \
    }                                                                                     \
  } while (0)

#define FILTER_RADIUS 2
#define FILTER_WIDTH (2 * FILTER_RADIUS + 1)
#define TILE_W 16
#define TILE_H 16

__constant__ float c_filter[FILTER_WIDTH * FILTER_WIDTH];

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

__global__ void convolve2D(const float* __restrict__ in, float* __restrict__ out, int width,
                           int height) {
  __shared__ float tile[TILE_H + 2 * FILTER_RADIUS][TILE_W + 2 * FILTER_RADIUS];
  const int x0 = blockIdx.x * TILE_W - FILTER_RADIUS;
  const int y0 = blockIdx.y * TILE_H - FILTER_RADIUS;
  for (int ty = threadIdx.y; ty < TILE_H + 2 * FILTER_RADIUS; ty += blockDim.y)
    for (int tx = threadIdx.x; tx < TILE_W + 2 * FILTER_RADIUS; tx += blockDim.x) {
      int gx = clampi(x0 + tx, 0, width - 1);
      int gy = clampi(y0 + ty, 0, height - 1);
      tile[ty][tx] = in[gy * width + gx];
    }
  __syncthreads();
  int x = blockIdx.x * TILE_W + threadIdx.x;
  int y = blockIdx.y * TILE_H + threadIdx.y;
  if (x >= width || y >= height) return;
  float sum = 0.0f;
#pragma unroll
  for (int fy = 0; fy < FILTER_WIDTH; ++fy)
#pragma unroll
    for (int fx = 0; fx < FILTER_WIDTH; ++fx)
      sum += c_filter[fy * FILTER_WIDTH + fx] * tile[threadIdx.y + fy][threadIdx.x + fx];
  out[y * width + x] = sum;
}

int main(int argc, char** argv) {
  int width = argc > 1 ? atoi(argv[1]) : 1024;
  int height = argc > 2 ? atoi(argv[2]) : 768;
  std::vector<float> img((size_t)width * height), out(img.size());
  unsigned s = 8u;
  for (auto& p : img) {
    s = s * 1664525u + 1013904223u;
    p = (float)(s >> 24);  // 0..255 like an 8-bit image
  }
  // Binomial 5x5 kernel divided by 256: weights are exact binary fractions.
  const float b[FILTER_WIDTH] = {1, 4, 6, 4, 1};
  float filter[FILTER_WIDTH * FILTER_WIDTH];
  for (int i = 0; i < FILTER_WIDTH; ++i)
    for (int j = 0; j < FILTER_WIDTH; ++j) filter[i * FILTER_WIDTH + j] = b[i] * b[j] / 256.0f;
  CUDA_CHECK(cudaMemcpyToSymbol(c_filter, filter, sizeof(filter)));

  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, img.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, img.size() * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, img.data(), img.size() * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(TILE_W, TILE_H);
  dim3 grid((width + TILE_W - 1) / TILE_W, (height + TILE_H - 1) / TILE_H);
  convolve2D<<<grid, block>>>(d_in, d_out, width, height);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out.data(), d_out, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
  FILE* f = fopen("blurred.bin", "wb");
  fwrite(out.data(), sizeof(float), out.size(), f);
  fclose(f);
  double checksum = 0;
  for (float v : out) checksum += v;
  printf("checksum: %.4f\n", checksum);
  cudaFree(d_in);
  cudaFree(d_out);
  printf("Test PASSED\n");
  return 0;
}
