// Naive matrix multiply, one thread per output element, in double precision, plus an integer
// matrix product that must match bit for bit. Column-major B access on purpose (uncoalesced).
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_SAFE_CALL(call)                                                       \
  do {                                                                             \
    cudaError_t err = call;                                                        \
    if (cudaSuccess != err) {                                                      \
      fprintf(stderr, "Cuda error in file '%s' in line %i : %s.\n", __FILE__,      \
              __LINE__, cudaGetErrorString(err));                                  \
      exit(EXIT_FAILURE);                                                          \
    }                                                                              \
  } while (0)

__global__ void dgemm_naive(int n, const double* A, const double* B, double* C) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n && col < n) {
    double sum = 0.0;
    for (int k = 0; k < n; ++k) sum += A[row * n + k] * B[k * n + col];
    C[row * n + col] = sum;
  }
}

__global__ void imatmul_naive(int n, const int* A, const int* B, int* C) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n || col >= n) return;
  int sum = 0;
  for (int k = 0; k < n; ++k) sum += A[row * n + k] * B[k * n + col];
  C[row * n + col] = sum;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 256;
  size_t count = (size_t)n * n;
  std::vector<double> A(count), B(count), C(count);
  std::vector<int> IA(count), IB(count), IC(count);
  uint64_t s = 88172645463325252ull;
  for (size_t i = 0; i < count; ++i) {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    A[i] = (double)(s >> 11) / 9007199254740992.0 - 0.5;
    IA[i] = (int)(s % 19) - 9;
  }
  for (size_t i = 0; i < count; ++i) {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    B[i] = (double)(s >> 11) / 9007199254740992.0 - 0.5;
    IB[i] = (int)(s % 23) - 11;
  }
  double *dA, *dB, *dC;
  int *dIA, *dIB, *dIC;
  CUDA_SAFE_CALL(cudaMalloc(&dA, count * sizeof(double)));
  CUDA_SAFE_CALL(cudaMalloc(&dB, count * sizeof(double)));
  CUDA_SAFE_CALL(cudaMalloc(&dC, count * sizeof(double)));
  CUDA_SAFE_CALL(cudaMalloc(&dIA, count * sizeof(int)));
  CUDA_SAFE_CALL(cudaMalloc(&dIB, count * sizeof(int)));
  CUDA_SAFE_CALL(cudaMalloc(&dIC, count * sizeof(int)));
  CUDA_SAFE_CALL(cudaMemcpy(dA, A.data(), count * sizeof(double), cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(dB, B.data(), count * sizeof(double), cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(dIA, IA.data(), count * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_SAFE_CALL(cudaMemcpy(dIB, IB.data(), count * sizeof(int), cudaMemcpyHostToDevice));

  dim3 threads(16, 16);
  dim3 grid((n + threads.x - 1) / threads.x, (n + threads.y - 1) / threads.y);
  dgemm_naive<<<grid, threads>>>(n, dA, dB, dC);
  CUDA_SAFE_CALL(cudaGetLastError());
  imatmul_naive<<<grid, threads>>>(n, dIA, dIB, dIC);
  CUDA_SAFE_CALL(cudaGetLastError());
  CUDA_SAFE_CALL(cudaDeviceSynchronize());
  CUDA_SAFE_CALL(cudaMemcpy(C.data(), dC, count * sizeof(double), cudaMemcpyDeviceToHost));
  CUDA_SAFE_CALL(cudaMemcpy(IC.data(), dIC, count * sizeof(int), cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < n; i += 3)
    for (int j = 0; j < n; j += 5) {
      int ref = 0;
      for (int k = 0; k < n; ++k) ref += IA[i * n + k] * IB[k * n + j];
      if (ref != IC[i * n + j]) ++errors;
    }
  FILE* f = fopen("C_f64.bin", "wb");
  fwrite(C.data(), sizeof(double), count, f);
  fclose(f);
  f = fopen("C_i32.bin", "wb");
  fwrite(IC.data(), sizeof(int), count, f);
  fclose(f);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  cudaFree(dIA);
  cudaFree(dIB);
  cudaFree(dIC);
  printf("n = %d, integer mismatches: %d\n%s\n", n, errors, errors ? "FAILED" : "PASSED");
  return errors ? 1 : 0;
}
