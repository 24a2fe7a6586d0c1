// Two-pass reduction of a dot product in double precision: pass 1 writes one partial per block
// (dynamic shared memory sized at launch), pass 2 reduces the partials in a single block.
// The result lands in a __device__ variable read back with cudaMemcpyFromSymbol.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(ans) cudaAssert((ans), __FILE__, __LINE__)
static void cudaAssert(cudaError_t code, const char* file, int line) {
  if (code != cudaSuccess) {
    fprintf(stderr, "cudaAssert: %s %s %d\n", cudaGetErrorString(code), file, line);
    exit(code);
  }
}

__device__ double d_result;

__global__ void dotPartial(const double* x, const double* y, double* partial, int n) {
  extern __shared__ double cache[];
  double t = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    t += x[i] * y[i];
  cache[threadIdx.x] = t;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) cache[threadIdx.x] += cache[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = cache[0];
}

__global__ void finalReduce(const double* partial, int count) {
  extern __shared__ double cache[];
  double t = 0.0;
  for (int i = threadIdx.x; i < count; i += blockDim.x) t += partial[i];
  cache[threadIdx.x] = t;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) cache[threadIdx.x] += cache[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) d_result = cache[0];
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 22;
  std::vector<double> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = 1.0 / (1.0 + i % 97);
    y[i] = (i % 13) - 6.0;
  }
  const int threads = 128, blocks = 120;
  double *dx, *dy, *dpartial;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(double)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(double)));
  CUDA_CHECK(cudaMalloc(&dpartial, blocks * sizeof(double)));
  CUDA_CHECK(cudaMemcpy(dx, x.data(), n * sizeof(double), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, y.data(), n * sizeof(double), cudaMemcpyHostToDevice));
  dotPartial<<<blocks, threads, threads * sizeof(double)>>>(dx, dy, dpartial, n);
  CUDA_CHECK(cudaGetLastError());
  finalReduce<<<1, 64, 64 * sizeof(double)>>>(dpartial, blocks);
  CUDA_CHECK(cudaGetLastError());
  double result = 0.0;
  CUDA_CHECK(cudaMemcpyFromSymbol(&result, d_result, sizeof(double)));
  std::vector<double> partial(blocks);
  CUDA_CHECK(cudaMemcpy(partial.data(), dpartial, blocks * sizeof(double), cudaMemcpyDeviceToHost));
  double ref = 0.0;
  for (int i = 0; i < n; ++i) ref += x[i] * y[i];
  printf("dot = %.10e (host %.10e)\n", result, ref);
  FILE* f = fopen("dot.bin", "wb");
  fwrite(partial.data(), sizeof(double), blocks, f);
  fwrite(&result, sizeof(double), 1, f);
  fclose(f);
  cudaFree(dx);
  cudaFree(dy);
  cudaFree(dpartial);
  bool ok = fabs(result - ref) <= 1e-9 * (fabs(ref) + 1.0);
  printf("%s\n", ok ? "Test PASSED" : "Test FAILED");
  return ok ? 0 : 1;
}
