// The device half of the program: kernels and the extern "C" entry points of histo.h.
#include "check.h"
#include "histo.h"

__global__ void histoKernel(const unsigned char* data, int n, unsigned int* hist) {
  __shared__ unsigned int local[HISTO_BINS];
  for (int b = threadIdx.x; b < HISTO_BINS; b += blockDim.x) local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i] & (HISTO_BINS - 1)], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < HISTO_BINS; b += blockDim.x) atomicAdd(&hist[b], local[b]);
}

__global__ void countAbove(const unsigned int* hist, unsigned int threshold, int* count) {
  int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b < HISTO_BINS && hist[b] > threshold) atomicAdd(count, 1);
}

extern "C" void histoDevice(const unsigned char* d_data, int n, unsigned int* d_hist) {
  checkCuda(cudaMemset(d_hist, 0, HISTO_BINS * sizeof(unsigned int)));
  histoKernel<<<24, 256>>>(d_data, n, d_hist);
  checkCuda(cudaGetLastError());
}

extern "C" int histoCountAbove(const unsigned int* d_hist, unsigned int threshold) {
  int* d_count;
  int count = 0;
  checkCuda(cudaMalloc((void**)&d_count, sizeof(int)));
  checkCuda(cudaMemcpy(d_count, &count, sizeof(int), cudaMemcpyHostToDevice));
  countAbove<<<1, HISTO_BINS>>>(d_hist, threshold, d_count);
  checkCuda(cudaGetLastError());
  checkCuda(cudaMemcpy(&count, d_count, sizeof(int), cudaMemcpyDeviceToHost));
  checkCuda(cudaFree(d_count));
  return count;
}
