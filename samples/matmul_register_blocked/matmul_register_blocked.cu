// Register-blocked SGEMM: a 64x64 tile of C per block of 16x16 threads, each thread keeping a
// 4x4 micro-tile of accumulators in registers; A and B tiles staged through shared memory.
// Templated on the tile sizes, as production kernels are.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK_CUDA(call)                                                            \
  do {                                                                              \
    cudaError_t status_ = call;                                                     \
    if (status_ != cudaSuccess) {                                                   \
      fprintf(stderr, "CUDA error (%s:%d): %s\n", __FILE__, __LINE__,               \
              cudaGetErrorString(status_));                                         \
      exit(1);                                                                      \
    }                                                                               \
  } while (0)

template <int BM, int BN, int BK, int TM, int TN>
__global__ void __launch_bounds__((BM / TM) * (BN / TN))
    sgemm_reg_blocked(int M, int N, int K, float alpha, const float* __restrict__ A,
                      const float* __restrict__ B, float beta, float* __restrict__ C) {
  __shared__ float As[BK][BM];
  __shared__ float Bs[BK][BN];
  const int tx = threadIdx.x % (BN / TN);
  const int ty = threadIdx.x / (BN / TN);
  const int rowBase = blockIdx.y * BM;
  const int colBase = blockIdx.x * BN;
  const int nThreads = (BM / TM) * (BN / TN);

  float acc[TM][TN] = {};
  float regA[TM];
  float regB[TN];

  for (int k0 = 0; k0 < K; k0 += BK) {
    for (int i = threadIdx.x; i < BM * BK; i += nThreads) {
      int r = i / BK, c = i % BK;
      int gr = rowBase + r, gc = k0 + c;
      As[c][r] = (gr < M && gc < K) ? A[gr * K + gc] : 0.0f;
    }
    for (int i = threadIdx.x; i < BK * BN; i += nThreads) {
      int r = i / BN, c = i % BN;
      int gr = k0 + r, gc = colBase + c;
      Bs[r][c] = (gr < K && gc < N) ? B[gr * N + gc] : 0.0f;
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BK; ++k) {
#pragma unroll
      for (int m = 0; m < TM; ++m) regA[m] = As[k][ty * TM + m];
#pragma unroll
      for (int n = 0; n < TN; ++n) regB[n] = Bs[k][tx * TN + n];
#pragma unroll
      for (int m = 0; m < TM; ++m)
#pragma unroll
        for (int n = 0; n < TN; ++n) acc[m][n] += regA[m] * regB[n];
    }
    __syncthreads();
  }
#pragma unroll
  for (int m = 0; m < TM; ++m)
#pragma unroll
    for (int n = 0; n < TN; ++n) {
      int r = rowBase + ty * TM + m, c = colBase + tx * TN + n;
      if (r < M && c < N) C[r * N + c] = alpha * acc[m][n] + beta * C[r * N + c];
    }
}

int main(int argc, char** argv) {
  const int M = argc > 1 ? atoi(argv[1]) : 1024;
  const int N = argc > 2 ? atoi(argv[2]) : 1024;
  const int K = argc > 3 ? atoi(argv[3]) : 1024;
  constexpr int BM = 64, BN = 64, BK = 8, TM = 4, TN = 4;
  std::vector<float> A((size_t)M * K), B((size_t)K * N), C((size_t)M * N);
  uint32_t seed = 314159u;
  auto next = [&seed]() {
    seed = seed * 1664525u + 1013904223u;
    return (int)(seed >> 28) - 8;  // small integers: every partial sum is exact in float
  };
  for (auto& v : A) v = (float)next();
  for (auto& v : B) v = (float)next();
  for (auto& v : C) v = (float)next();

  float *dA, *dB, *dC;
  CHECK_CUDA(cudaMalloc(&dA, A.size() * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dB, B.size() * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dC, C.size() * sizeof(float)));
  CHECK_CUDA(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dB, B.data(), B.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dC, C.data(), C.size() * sizeof(float), cudaMemcpyHostToDevice));

  dim3 block((BM / TM) * (BN / TN));
  dim3 grid((N + BN - 1) / BN, (M + BM - 1) / BM);
  const float alpha = 2.0f, beta = -1.0f;
  sgemm_reg_blocked<BM, BN, BK, TM, TN><<<grid, block>>>(M, N, K, alpha, dA, dB, beta, dC);
  CHECK_CUDA(cudaGetLastError());
  std::vector<float> out(C.size());
  CHECK_CUDA(cudaMemcpy(out.data(), dC, out.size() * sizeof(float), cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int r = 0; r < M; r += 13)
    for (int c = 0; c < N; c += 11) {
      float ref = 0.0f;
      for (int k = 0; k < K; ++k) ref += A[(size_t)r * K + k] * B[(size_t)k * N + c];
      ref = alpha * ref + beta * C[(size_t)r * N + c];
      if (ref != out[(size_t)r * N + c]) ++bad;
    }
  FILE* f = fopen("C.bin", "wb");
  fwrite(out.data(), sizeof(float), out.size(), f);
  fclose(f);
  CHECK_CUDA(cudaFree(dA));
  CHECK_CUDA(cudaFree(dB));
  CHECK_CUDA(cudaFree(dC));
  printf("M=%d N=%d K=%d, %d mismatches\n%s\n", M, N, K, bad, bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
