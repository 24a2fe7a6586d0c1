// Dot product from "CUDA by Example" (chapter 5): a shared-memory cache per block, a tree
// reduction with a power-of-two block, partial sums finished on the host; timed with events.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static void HandleError(cudaError_t err, const char* file, int line) {
  if (err != cudaSuccess) {
    printf("%s in %s at line %d\n", cudaGetErrorString(err), file, line);
    exit(EXIT_FAILURE);
  }
}
#define HANDLE_ERROR(err) (HandleError(err, __FILE__, __LINE__))

#define imin(a, b) (a < b ? a : b)

const int threadsPerBlock = 256;

__global__ void dot(int N, const float* a, const float* b, float* c) {
  __shared__ float cache[threadsPerBlock];
  int tid = threadIdx.x + blockIdx.x * blockDim.x;
  int cacheIndex = threadIdx.x;
  float temp = 0;
  while (tid < N) {
    temp += a[tid] * b[tid];
    tid += blockDim.x * gridDim.x;
  }
  cache[cacheIndex] = temp;
  __syncthreads();
  int i = blockDim.x / 2;
  while (i != 0) {
    if (cacheIndex < i) cache[cacheIndex] += cache[cacheIndex + i];
    __syncthreads();
    i /= 2;
  }
  if (cacheIndex == 0) c[blockIdx.x] = cache[0];
}

int main(int argc, char** argv) {
  int N = argc > 1 ? atoi(argv[1]) : 33 * 1024;
  const int blocksPerGrid = imin(32, (N + threadsPerBlock - 1) / threadsPerBlock);
  float *a, *b, *partial_c;
  float *dev_a, *dev_b, *dev_partial_c;
  a = (float*)malloc(N * sizeof(float));
  b = (float*)malloc(N * sizeof(float));
  partial_c = (float*)malloc(blocksPerGrid * sizeof(float));
  HANDLE_ERROR(cudaMalloc((void**)&dev_a, N * sizeof(float)));
  HANDLE_ERROR(cudaMalloc((void**)&dev_b, N * sizeof(float)));
  HANDLE_ERROR(cudaMalloc((void**)&dev_partial_c, blocksPerGrid * sizeof(float)));
  for (int i = 0; i < N; i++) {
    a[i] = (float)(i % 512);
    b[i] = (float)((i % 64) * 2);
  }
  HANDLE_ERROR(cudaMemcpy(dev_a, a, N * sizeof(float), cudaMemcpyHostToDevice));
  HANDLE_ERROR(cudaMemcpy(dev_b, b, N * sizeof(float), cudaMemcpyHostToDevice));
  cudaEvent_t start, stop;
  HANDLE_ERROR(cudaEventCreate(&start));
  HANDLE_ERROR(cudaEventCreate(&stop));
  HANDLE_ERROR(cudaEventRecord(start, 0));
  dot<<<blocksPerGrid, threadsPerBlock>>>(N, dev_a, dev_b, dev_partial_c);
  HANDLE_ERROR(cudaEventRecord(stop, 0));
  HANDLE_ERROR(cudaEventSynchronize(stop));
  float elapsedTime;
  HANDLE_ERROR(cudaEventElapsedTime(&elapsedTime, start, stop));
  printf("Time to generate:  %3.1f ms\n", elapsedTime);
  HANDLE_ERROR(cudaMemcpy(partial_c, dev_partial_c, blocksPerGrid * sizeof(float),
                          cudaMemcpyDeviceToHost));
  double c = 0;
  for (int i = 0; i < blocksPerGrid; i++) c += partial_c[i];
  double expect = 0;
  for (int i = 0; i < N; i++) expect += (double)a[i] * b[i];
  printf("Does GPU value %.6g = %.6g?\n", c, expect);
  FILE* f = fopen("partials.bin", "wb");
  fwrite(partial_c, sizeof(float), blocksPerGrid, f);
  fclose(f);
  HANDLE_ERROR(cudaFree(dev_a));
  HANDLE_ERROR(cudaFree(dev_b));
  HANDLE_ERROR(cudaFree(dev_partial_c));
  HANDLE_ERROR(cudaEventDestroy(start));
  HANDLE_ERROR(cudaEventDestroy(stop));
  free(a);
  free(b);
  free(partial_c);
  return c == expect ? 0 : 1;
}
