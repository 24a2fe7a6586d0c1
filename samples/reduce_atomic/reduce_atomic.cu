// Reductions with global atomics: every thread adds its value straight into one counter, and
// also counts how many values fall over a threshold (atomicAdd on int and unsigned long long).
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define gpuErrchk(ans) { gpuAssert((ans), __FILE__, __LINE__); }
inline void gpuAssert(cudaError_t code, const char* file, int line, bool abort = true) {
  if (code != cudaSuccess) {
    fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
    if (abort) exit(code);
  }
}

__global__ void atomicSum(const int* data, int n, int threshold, int* sum,
                          unsigned long long* squares, unsigned int* over) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= n) return;
  int v = data[idx];
  atomicAdd(sum, v);
  atomicAdd(squares, (unsigned long long)(v * v));
  if (v > threshold) atomicAdd(over, 1u);
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  int* h = (int*)malloc(n * sizeof(int));
  unsigned int x = 2463534242u;
  for (int i = 0; i < n; ++i) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    h[i] = (int)(x % 2001) - 1000;
  }
  int* d_data;
  int* d_sum;
  unsigned long long* d_sq;
  unsigned int* d_over;
  gpuErrchk(cudaMalloc(&d_data, n * sizeof(int)));
  gpuErrchk(cudaMalloc(&d_sum, sizeof(int)));
  gpuErrchk(cudaMalloc(&d_sq, sizeof(unsigned long long)));
  gpuErrchk(cudaMalloc(&d_over, sizeof(unsigned int)));
  gpuErrchk(cudaMemcpy(d_data, h, n * sizeof(int), cudaMemcpyHostToDevice));
  gpuErrchk(cudaMemset(d_sum, 0, sizeof(int)));
  gpuErrchk(cudaMemset(d_sq, 0, sizeof(unsigned long long)));
  gpuErrchk(cudaMemset(d_over, 0, sizeof(unsigned int)));

  atomicSum<<<(n + 255) / 256, 256>>>(d_data, n, 500, d_sum, d_sq, d_over);
  gpuErrchk(cudaPeekAtLastError());
  gpuErrchk(cudaDeviceSynchronize());

  int sum;
  unsigned long long sq;
  unsigned int over;
  gpuErrchk(cudaMemcpy(&sum, d_sum, sizeof(int), cudaMemcpyDeviceToHost));
  gpuErrchk(cudaMemcpy(&sq, d_sq, sizeof(sq), cudaMemcpyDeviceToHost));
  gpuErrchk(cudaMemcpy(&over, d_over, sizeof(over), cudaMemcpyDeviceToHost));

  long long refSum = 0;
  unsigned long long refSq = 0;
  unsigned int refOver = 0;
  for (int i = 0; i < n; ++i) {
    refSum += h[i];
    refSq += (unsigned long long)(h[i] * h[i]);
    refOver += h[i] > 500;
  }
  printf("sum = %d\n", sum);
  printf("sum of squares = %llu\n", sq);
  printf("over threshold = %u\n", over);
  int ok = sum == refSum && sq == refSq && over == refOver;
  gpuErrchk(cudaFree(d_data));
  gpuErrchk(cudaFree(d_sum));
  gpuErrchk(cudaFree(d_sq));
  gpuErrchk(cudaFree(d_over));
  free(h);
  printf(ok ? "Result = PASS\n" : "Result = FAIL\n");
  return ok ? 0 : 1;
}
