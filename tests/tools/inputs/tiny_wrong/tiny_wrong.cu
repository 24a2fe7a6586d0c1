// Runner fixture: squares 0..n-1 and prints their sum; the reference agrees.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

__global__ void square(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = i * i;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  int* d;
  int h[1024];
  cudaMalloc(&d, n * sizeof(int));
  square<<<(n + 63) / 64, 64>>>(d, n);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += h[i];
  FILE* f = fopen("squares.bin", "wb");
  fwrite(h, sizeof(int), n, f);
  fclose(f);
  printf("timing: varies\nsum: %lld\n", sum);
  cudaFree(d);
  return 0;
}
