// Transpose of a 4096 x 4096 float matrix through a padded 32x33 shared-memory tile.
#include <vector>

#include "bench_common.cuh"

#define TILE 32
#define ROWS 8

__global__ void transpose_tiled(float* out, const float* in, int n) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS) out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int n = 4096;
  size_t bytes = size_t(n) * n * sizeof(float);
  std::vector<float> h(size_t(n) * n), ho(size_t(n) * n);
  unsigned seed = 5;
  for (auto& v : h) v = lcg_float(seed);
  float *in, *out;
  CHECK(cudaMalloc(&in, bytes));
  CHECK(cudaMalloc(&out, bytes));
  CHECK(cudaMemcpy(in, h.data(), bytes, cudaMemcpyHostToDevice));
  dim3 block(TILE, ROWS), grid(n / TILE, n / TILE);
  float ms = time_kernel_ms([&] { transpose_tiled<<<grid, block>>>(out, in, n); }, 5);
  CHECK(cudaMemcpy(ho.data(), out, bytes, cudaMemcpyDeviceToHost));
  double checksum = 0;
  for (size_t i = 0; i < ho.size(); i += 4097) checksum += ho[i] * double(i % 97);
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, checksum);
  return 0;
}
