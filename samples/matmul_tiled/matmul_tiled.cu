// Tiled matrix multiply C = A * B with shared-memory tiles (CUDA Programming Guide, section
// "Shared Memory"), for sizes that are not multiples of the tile.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(expr)                                                               \
  do {                                                                                 \
    cudaError_t err = (expr);                                                          \
    if (err != cudaSuccess) {                                                          \
      fprintf(stderr, "CUDA failure %s at %s:%d\n", cudaGetErrorString(err), __FILE__, \
              __LINE__);                                                               \
      std::exit(EXIT_FAILURE);                                                         \
    }                                                                                  \
  } while (0)

#define TILE 16

struct Matrix {
  int rows, cols;
  float* elements;
};

__global__ void MatMulKernel(Matrix A, Matrix B, Matrix C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (A.cols + TILE - 1) / TILE; ++t) {
    int aCol = t * TILE + threadIdx.x;
    int bRow = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < A.rows && aCol < A.cols) ? A.elements[row * A.cols + aCol] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (bRow < B.rows && col < B.cols) ? B.elements[bRow * B.cols + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < C.rows && col < C.cols) C.elements[row * C.cols + col] = acc;
}

static uint32_t state = 42u;
static float nextValue() {
  state = state * 1664525u + 1013904223u;
  return (state >> 8) * (1.0f / 16777216.0f);
}

int main(int argc, char** argv) {
  int M = argc > 1 ? atoi(argv[1]) : 500;
  int K = argc > 2 ? atoi(argv[2]) : 300;
  int N = argc > 3 ? atoi(argv[3]) : 400;
  std::vector<float> a(M * K), b(K * N), c(M * N);
  for (auto& v : a) v = nextValue();
  for (auto& v : b) v = nextValue();

  Matrix dA{M, K, nullptr}, dB{K, N, nullptr}, dC{M, N, nullptr};
  CUDA_CHECK(cudaMalloc(&dA.elements, a.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dB.elements, b.size() * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dC.elements, c.size() * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dA.elements, a.data(), a.size() * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB.elements, b.data(), b.size() * sizeof(float), cudaMemcpyHostToDevice));

  dim3 block(TILE, TILE);
  dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  cudaEvent_t start, stop;
  CUDA_CHECK(cudaEventCreate(&start));
  CUDA_CHECK(cudaEventCreate(&stop));
  CUDA_CHECK(cudaEventRecord(start, 0));
  MatMulKernel<<<grid, block>>>(dA, dB, dC);
  CUDA_CHECK(cudaEventRecord(stop, 0));
  CUDA_CHECK(cudaEventSynchronize(stop));
  CUDA_CHECK(cudaGetLastError());
  float ms;
  CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  printf("%dx%d * %dx%d in %.3f ms (%.2f GFLOP/s)\n", M, K, K, N, ms,
         2.0 * M * N * K / (ms * 1e6));
  CUDA_CHECK(cudaMemcpy(c.data(), dC.elements, c.size() * sizeof(float), cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int i = 0; i < M; i += 7)
    for (int j = 0; j < N; j += 5) {
      double ref = 0;
      for (int k = 0; k < K; ++k) ref += (double)a[i * K + k] * b[k * N + j];
      if (fabs(c[i * N + j] - ref) > 1e-4 * ref) ++bad;
    }
  FILE* f = fopen("C.bin", "wb");
  fwrite(c.data(), sizeof(float), c.size(), f);
  fclose(f);
  cudaFree(dA.elements);
  cudaFree(dB.elements);
  cudaFree(dC.elements);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  printf("%s\n", bad ? "Result = FAIL" : "Result = PASS");
  return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
