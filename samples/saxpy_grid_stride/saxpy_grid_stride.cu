// SAXPY with a grid-stride loop: y = a * x + y for any n with a fixed, occupancy-sized grid.
// The kernel is launched with fewer threads than elements, so each thread walks the array.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
static void check(cudaError_t result, const char* func, const char* file, int line) {
  if (result != cudaSuccess) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\"\n", file, line,
            static_cast<unsigned int>(result), cudaGetErrorName(result), func);
    exit(EXIT_FAILURE);
  }
}

static uint32_t g_seed = 12345u;
static inline uint32_t lcg() {
  g_seed = g_seed * 1664525u + 1013904223u;
  return g_seed;
}
static inline float lcg_float() { return (lcg() >> 8) * (1.0f / 16777216.0f); }

__global__ void saxpy(int n, float a, const float* __restrict__ x, float* __restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    y[i] = a * x[i] + y[i];
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : (1 << 20);
  const float a = 2.5f;
  std::vector<float> x(n), y(n), ref(n);
  for (int i = 0; i < n; ++i) x[i] = lcg_float();
  for (int i = 0; i < n; ++i) y[i] = lcg_float();

  float *d_x, *d_y;
  checkCudaErrors(cudaMalloc(&d_x, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&d_y, n * sizeof(float)));
  checkCudaErrors(cudaMemcpy(d_x, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(d_y, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  int device = 0, numSMs = 0;
  checkCudaErrors(cudaGetDevice(&device));
  checkCudaErrors(cudaDeviceGetAttribute(&numSMs, cudaDevAttrMultiProcessorCount, device));
  int blocks = 4 * numSMs;
  if (blocks < 1) blocks = 1;

  cudaEvent_t start, stop;
  checkCudaErrors(cudaEventCreate(&start));
  checkCudaErrors(cudaEventCreate(&stop));
  checkCudaErrors(cudaEventRecord(start));
  saxpy<<<blocks, 256>>>(n, a, d_x, d_y);
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaEventRecord(stop));
  checkCudaErrors(cudaEventSynchronize(stop));
  float ms = 0.f;
  checkCudaErrors(cudaEventElapsedTime(&ms, start, stop));
  printf("saxpy of %d elements on %d blocks: %.3f ms\n", n, blocks, ms);

  std::vector<float> out(n);
  checkCudaErrors(cudaMemcpy(out.data(), d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    float expect = a * x[i] + y[i];
    if (fabsf(out[i] - expect) > 1e-5f * fabsf(expect)) ++errors;
  }
  FILE* f = fopen("y.bin", "wb");
  fwrite(out.data(), sizeof(float), n, f);
  fclose(f);

  checkCudaErrors(cudaEventDestroy(start));
  checkCudaErrors(cudaEventDestroy(stop));
  checkCudaErrors(cudaFree(d_x));
  checkCudaErrors(cudaFree(d_y));
  printf("%s\n", errors == 0 ? "Test PASSED" : "Test FAILED");
  return errors == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
