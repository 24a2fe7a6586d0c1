// C (3x2) = A (3x4, filled by a kernel) times B^T (B 2x4, set from the host), column-major,
// on one stream; prints the status and C column by column.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <cstdio>

void launch_fill(float* v, int n, float first, float step, cudaStream_t stream);

int main() {
  const int m = 3, k = 4, n = 2;
  float *a, *b, *c;
  cudaMalloc(&a, sizeof(float) * m * k);
  cudaMalloc(&b, sizeof(float) * n * k);
  cudaMalloc(&c, sizeof(float) * m * n);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cublasHandle_t handle;
  cublasStatus_t status = cublasCreate(&handle);
  cublasSetStream(handle, stream);
  const float host_b[n * k] = {1, -1, 2, 0.5f, -3, 4, 0, 2};
  cublasSetMatrix(n, k, sizeof(float), host_b, n, b, n);
  launch_fill(a, m * k, 1.0f, 0.25f, stream);
  const float alpha = 2, beta = 0;
  if (status == CUBLAS_STATUS_SUCCESS) {
    status =
        cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &alpha, a, m, b, n, &beta, c, m);
  }
  float host_c[m * n] = {};
  cublasGetMatrix(m, n, sizeof(float), c, m, host_c, m);
  printf("status=%d", static_cast<int>(status));
  for (float v : host_c) printf(" %g", v);
  printf("\n");
  cublasDestroy(handle);
  cudaStreamDestroy(stream);
  return status == CUBLAS_STATUS_SUCCESS ? 0 : 1;
}
