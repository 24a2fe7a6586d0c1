// Inclusive scan, Hillis-Steele (naive, O(n log n) work) with double buffering in shared memory,
// one block per segment: computes a segmented running sum of floats over fixed-size segments.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t e = call;                                                      \
    if (e != cudaSuccess) {                                                    \
      fprintf(stderr, "%s\n", cudaGetErrorString(e));                          \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

#define SEG 512

__global__ void scanSegments(const float* in, float* out, int n) {
  __shared__ float buf[2][SEG];
  int t = threadIdx.x;
  int g = blockIdx.x * SEG + t;
  int pout = 0, pin = 1;
  buf[pout][t] = g < n ? in[g] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < SEG; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (t >= offset)
      buf[pout][t] = buf[pin][t] + buf[pin][t - offset];
    else
      buf[pout][t] = buf[pin][t];
    __syncthreads();
  }
  if (g < n) out[g] = buf[pout][t];
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  std::vector<float> h(n), out(n);
  unsigned int s = 2u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (float)(s >> 26) * 0.125f;  // multiples of 1/8 below 8: segment sums stay exact
  }
  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  scanSegments<<<(n + SEG - 1) / SEG, SEG>>>(d_in, d_out, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
  int errors = 0;
  float run = 0.0f;
  for (int i = 0; i < n; ++i) {
    if (i % SEG == 0) run = 0.0f;
    run += h[i];
    if (run != out[i]) ++errors;
  }
  FILE* f = fopen("scan.bin", "wb");
  fwrite(out.data(), sizeof(float), n, f);
  fclose(f);
  cudaFree(d_in);
  cudaFree(d_out);
  printf("%d errors\n%s\n", errors, errors ? "Test FAILED" : "Test PASSED");
  return errors != 0;
}
