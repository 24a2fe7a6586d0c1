// 256-bin byte histogram with privatized per-block bins in shared memory (shared atomics),
// merged into the global histogram with one global atomic per bin per block.
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call)                                                            \
  {                                                                            \
    const cudaError_t error = call;                                            \
    if (error != cudaSuccess) {                                                \
      printf("Error: %s:%d, ", __FILE__, __LINE__);                            \
      printf("code:%d, reason: %s\n", error, cudaGetErrorString(error));       \
      exit(1);                                                                 \
    }                                                                          \
  }

#define BIN_COUNT 256

__global__ void histogram256(const unsigned char* data, int n, unsigned int* hist) {
  __shared__ unsigned int s_hist[BIN_COUNT];
  for (int i = threadIdx.x; i < BIN_COUNT; i += blockDim.x) s_hist[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&s_hist[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < BIN_COUNT; i += blockDim.x) {
    unsigned int c = s_hist[i];
    if (c) atomicAdd(&hist[i], c);
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 24;
  unsigned char* h_data = (unsigned char*)malloc(n);
  uint32_t s = 0xC0FFEEu;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    // Skewed: the high byte, squared down, so bins are very uneven (contention on low bins).
    unsigned int b = s >> 24;
    h_data[i] = (unsigned char)((b * b) >> 8);
  }
  unsigned char* d_data;
  unsigned int* d_hist;
  CHECK(cudaMalloc((void**)&d_data, n));
  CHECK(cudaMalloc((void**)&d_hist, BIN_COUNT * sizeof(unsigned int)));
  CHECK(cudaMemcpy(d_data, h_data, n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_hist, 0, BIN_COUNT * sizeof(unsigned int)));

  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  int blocks = prop.multiProcessorCount * 2;
  histogram256<<<blocks, 192>>>(d_data, n, d_hist);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  unsigned int h_hist[BIN_COUNT], ref[BIN_COUNT];
  memset(ref, 0, sizeof(ref));
  CHECK(cudaMemcpy(h_hist, d_hist, sizeof(h_hist), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) ref[h_data[i]]++;
  int ok = memcmp(h_hist, ref, sizeof(ref)) == 0;
  printf("%d bytes into %d bins on %d blocks\n", n, BIN_COUNT, blocks);
  FILE* f = fopen("hist.bin", "wb");
  fwrite(h_hist, sizeof(unsigned int), BIN_COUNT, f);
  fclose(f);
  CHECK(cudaFree(d_data));
  CHECK(cudaFree(d_hist));
  free(h_data);
  printf("%s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
