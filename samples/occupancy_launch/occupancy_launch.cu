// Launch configuration from the occupancy API: cudaOccupancyMaxPotentialBlockSize picks a block
// size for the kernel, cudaOccupancyMaxActiveBlocksPerMultiprocessor reports residency, and the
// grid is sized to fill the device; a grid-stride loop makes the result independent of both.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                              \
  do {                                                                                \
    cudaError_t e = (call);                                                           \
    if (e != cudaSuccess) {                                                           \
      fprintf(stderr, "%s failed: %s\n", #call, cudaGetErrorString(e));              \
      exit(EXIT_FAILURE);                                                             \
    }                                                                                 \
  } while (0)

__global__ void collatzSteps(const unsigned int* start, unsigned int* steps, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    unsigned long long v = start[i];
    unsigned int count = 0;
    while (v != 1ull && count < 1000u) {
      v = (v & 1ull) ? 3ull * v + 1ull : v >> 1;
      ++count;
    }
    steps[i] = count;
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 22;
  int minGridSize = 0, blockSize = 0;
  CUDA_CHECK(cudaOccupancyMaxPotentialBlockSize(&minGridSize, &blockSize, collatzSteps, 0, 0));
  int numBlocks = 0;
  CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&numBlocks, collatzSteps, blockSize, 0));
  cudaDeviceProp prop;
  int device;
  CUDA_CHECK(cudaGetDevice(&device));
  CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
  int gridSize = numBlocks * prop.multiProcessorCount;
  if (gridSize < 1) gridSize = 1;
  float occupancy = (float)(numBlocks * blockSize) / prop.maxThreadsPerMultiProcessor;
  printf("block size %d, min grid %d, %d blocks/SM, occupancy %.2f\n", blockSize, minGridSize,
         numBlocks, occupancy);
  printf("block size valid: %s\n",
         (blockSize > 0 && blockSize <= prop.maxThreadsPerBlock && blockSize % prop.warpSize == 0)
             ? "yes"
             : "no");

  std::vector<unsigned int> start(n), steps(n);
  for (int i = 0; i < n; ++i) start[i] = (unsigned)i + 1u;
  unsigned int *dStart, *dSteps;
  CUDA_CHECK(cudaMalloc(&dStart, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMalloc(&dSteps, n * sizeof(unsigned int)));
  CUDA_CHECK(cudaMemcpy(dStart, start.data(), n * sizeof(unsigned int), cudaMemcpyHostToDevice));
  collatzSteps<<<gridSize, blockSize>>>(dStart, dSteps, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(steps.data(), dSteps, n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  FILE* f = fopen("steps.bin", "wb");
  fwrite(steps.data(), sizeof(unsigned int), n, f);
  fclose(f);
  cudaFree(dStart);
  cudaFree(dSteps);
  printf("PASSED\n");
  return 0;
}
