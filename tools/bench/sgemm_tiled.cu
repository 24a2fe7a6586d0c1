// Tiled SGEMM 1024 with 32x32 shared-memory tiles.
#include <vector>

#include "bench_common.cuh"

#define TILE 32

__global__ void sgemm_tiled(int n, const float* A, const float* B, float* C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * TILE + ty;
  int col = blockIdx.x * TILE + tx;
  float acc = 0.0f;
  for (int t = 0; t < n / TILE; ++t) {
    As[ty][tx] = A[row * n + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

int main() {
  const int n = 1024;
  std::vector<float> ha(n * n), hb(n * n), hc(n * n);
  unsigned seed = 2;
  for (auto& v : ha) v = lcg_float(seed) - 0.5f;
  for (auto& v : hb) v = lcg_float(seed) - 0.5f;
  float *a, *b, *c;
  size_t bytes = n * n * sizeof(float);
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  CHECK(cudaMalloc(&c, bytes));
  CHECK(cudaMemcpy(a, ha.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb.data(), bytes, cudaMemcpyHostToDevice));
  dim3 block(TILE, TILE), grid(n / TILE, n / TILE);
  float ms = time_kernel_ms([&] { sgemm_tiled<<<grid, block>>>(n, a, b, c); }, 2);
  CHECK(cudaMemcpy(hc.data(), c, bytes, cudaMemcpyDeviceToHost));
  double sum = 0;
  for (float v : hc) sum += v;
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
