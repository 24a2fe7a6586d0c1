// 1D stencil with shared-memory halos (the classic "CUDA C/C++ Basics" example): each block loads
// BLOCK_SIZE elements plus RADIUS on each side, then every output sums 2*RADIUS+1 inputs.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define RADIUS 3
#define BLOCK_SIZE 128

#define cudaCheck(stmt)                                                        \
  do {                                                                         \
    cudaError_t err = stmt;                                                    \
    if (err != cudaSuccess) {                                                  \
      fprintf(stderr, "Failed to run %s: %s\n", #stmt, cudaGetErrorString(err)); \
      return EXIT_FAILURE;                                                     \
    }                                                                          \
  } while (0)

__global__ void stencil_1d(const int* in, int* out, int n) {
  __shared__ int temp[BLOCK_SIZE + 2 * RADIUS];
  int gindex = threadIdx.x + blockIdx.x * blockDim.x;
  int lindex = threadIdx.x + RADIUS;

  temp[lindex] = gindex < n ? in[gindex] : 0;
  if (threadIdx.x < RADIUS) {
    int left = gindex - RADIUS;
    int right = gindex + BLOCK_SIZE;
    temp[lindex - RADIUS] = left >= 0 ? in[left] : 0;
    temp[lindex + BLOCK_SIZE] = right < n ? in[right] : 0;
  }
  __syncthreads();

  if (gindex < n) {
    int result = 0;
    for (int offset = -RADIUS; offset <= RADIUS; offset++) result += temp[lindex + offset];
    out[gindex] = result;
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  std::vector<int> in(n), out(n);
  unsigned int s = 17u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    in[i] = (int)(s >> 22) - 512;
  }
  int *d_in, *d_out;
  cudaCheck(cudaMalloc(&d_in, n * sizeof(int)));
  cudaCheck(cudaMalloc(&d_out, n * sizeof(int)));
  cudaCheck(cudaMemcpy(d_in, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  stencil_1d<<<(n + BLOCK_SIZE - 1) / BLOCK_SIZE, BLOCK_SIZE>>>(d_in, d_out, n);
  cudaCheck(cudaGetLastError());
  cudaCheck(cudaMemcpy(out.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    int r = 0;
    for (int o = -RADIUS; o <= RADIUS; ++o)
      if (i + o >= 0 && i + o < n) r += in[i + o];
    if (r != out[i]) ++errors;
  }
  FILE* f = fopen("stencil.bin", "wb");
  fwrite(out.data(), sizeof(int), n, f);
  fclose(f);
  cudaFree(d_in);
  cudaFree(d_out);
  printf("%d errors\n%s\n", errors, errors ? "FAIL" : "PASS");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
