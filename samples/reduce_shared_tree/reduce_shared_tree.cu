// Parallel reduction, shared-memory tree (the "reduce3" kernel of NVIDIA's reduction whitepaper):
// each thread adds two elements while loading, then the block halves the active range each step.
// Per-block partial sums are written out; the host adds them up.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define checkCudaErrors(call)                                                           \
  do {                                                                                  \
    cudaError_t e = (call);                                                             \
    if (e != cudaSuccess) {                                                             \
      fprintf(stderr, "%s(%d): %s\n", __FILE__, __LINE__, cudaGetErrorString(e));       \
      exit(EXIT_FAILURE);                                                               \
    }                                                                                   \
  } while (0)

#define BLOCK_SIZE 256

__global__ void reduce3(const int* g_idata, int* g_odata, unsigned int n) {
  __shared__ int sdata[BLOCK_SIZE];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

  int mySum = (i < n) ? g_idata[i] : 0;
  if (i + blockDim.x < n) mySum += g_idata[i + blockDim.x];
  sdata[tid] = mySum;
  __syncthreads();

  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) g_odata[blockIdx.x] = mySum;
}

int main(int argc, char** argv) {
  unsigned int n = argc > 1 ? (unsigned)atoi(argv[1]) : (1u << 22);
  std::vector<int> h(n);
  unsigned int seed = 7u;
  for (unsigned int i = 0; i < n; ++i) {
    seed = seed * 1103515245u + 12345u;
    h[i] = (int)((seed >> 16) & 0xFF) - 128;
  }
  int blocks = (n + BLOCK_SIZE * 2 - 1) / (BLOCK_SIZE * 2);

  int *d_in, *d_out;
  checkCudaErrors(cudaMalloc((void**)&d_in, n * sizeof(int)));
  checkCudaErrors(cudaMalloc((void**)&d_out, blocks * sizeof(int)));
  checkCudaErrors(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  reduce3<<<blocks, BLOCK_SIZE>>>(d_in, d_out, n);
  checkCudaErrors(cudaGetLastError());
  std::vector<int> partial(blocks);
  checkCudaErrors(cudaMemcpy(partial.data(), d_out, blocks * sizeof(int), cudaMemcpyDeviceToHost));

  long long gpu = 0, cpu = 0;
  for (int b = 0; b < blocks; ++b) gpu += partial[b];
  for (unsigned int i = 0; i < n; ++i) cpu += h[i];
  printf("blocks: %d\n", blocks);
  printf("sum: %lld\n", gpu);

  FILE* f = fopen("partials.bin", "wb");
  fwrite(partial.data(), sizeof(int), blocks, f);
  fclose(f);
  checkCudaErrors(cudaFree(d_in));
  checkCudaErrors(cudaFree(d_out));
  printf("%s\n", gpu == cpu ? "Test passed" : "Test failed!");
  return gpu == cpu ? EXIT_SUCCESS : EXIT_FAILURE;
}
