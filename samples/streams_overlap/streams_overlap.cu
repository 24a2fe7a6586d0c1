// Overlapping transfers and kernels (after "How to Overlap Data Transfers in CUDA C/C++"): the
// array is split into chunks, each chunk's copy-in, kernel and copy-out issued on its own stream
// from pinned host memory; the sequential version runs first for comparison.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>

inline cudaError_t checkCuda(cudaError_t result) {
  if (result != cudaSuccess) {
    fprintf(stderr, "CUDA Runtime Error: %s\n", cudaGetErrorString(result));
    exit(1);
  }
  return result;
}

__global__ void kernel(float* a, int offset) {
  int i = offset + threadIdx.x + blockIdx.x * blockDim.x;
  float x = (float)i;
  // Polynomial in i, exactly representable for i < 2^12 per term; same on every backend.
  a[i] = a[i] * 0.5f + (float)(i % 4096) * 0.25f + x * 0.0f;
}

int main(int argc, char** argv) {
  const int blockSize = 256;
  const int nStreams = 4;
  const int n = (argc > 1 ? atoi(argv[1]) : 4 * 1024) * blockSize * nStreams;
  const int streamSize = n / nStreams;
  const int streamBytes = streamSize * sizeof(float);
  const int bytes = n * sizeof(float);

  float *a, *b, *d_a;
  checkCuda(cudaMallocHost((void**)&a, bytes));
  checkCuda(cudaHostAlloc((void**)&b, bytes, cudaHostAllocDefault));
  checkCuda(cudaMalloc((void**)&d_a, bytes));
  cudaEvent_t startEvent, stopEvent;
  cudaStream_t stream[nStreams];
  checkCuda(cudaEventCreate(&startEvent));
  checkCuda(cudaEventCreate(&stopEvent));
  for (int i = 0; i < nStreams; ++i) checkCuda(cudaStreamCreate(&stream[i]));
  for (int i = 0; i < n; ++i) a[i] = (float)(i % 1000);
  float ms;

  // Baseline: copy everything, run the kernel once, copy back.
  checkCuda(cudaEventRecord(startEvent, 0));
  checkCuda(cudaMemcpy(d_a, a, bytes, cudaMemcpyHostToDevice));
  kernel<<<n / blockSize, blockSize>>>(d_a, 0);
  checkCuda(cudaMemcpy(b, d_a, bytes, cudaMemcpyDeviceToHost));
  checkCuda(cudaEventRecord(stopEvent, 0));
  checkCuda(cudaEventSynchronize(stopEvent));
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  printf("Time for sequential transfer and execute (ms): %f\n", ms);

  // Asynchronous version 1: loop over {copy, kernel, copy} per stream.
  for (int i = 0; i < n; ++i) a[i] = (float)(i % 1000);
  checkCuda(cudaEventRecord(startEvent, 0));
  for (int i = 0; i < nStreams; ++i) {
    int offset = i * streamSize;
    checkCuda(cudaMemcpyAsync(&d_a[offset], &a[offset], streamBytes, cudaMemcpyHostToDevice, stream[i]));
    kernel<<<streamSize / blockSize, blockSize, 0, stream[i]>>>(d_a, offset);
    checkCuda(cudaMemcpyAsync(&a[offset], &d_a[offset], streamBytes, cudaMemcpyDeviceToHost, stream[i]));
  }
  checkCuda(cudaEventRecord(stopEvent, 0));
  checkCuda(cudaEventSynchronize(stopEvent));
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  printf("Time for asynchronous V1 transfer and execute (ms): %f\n", ms);
  int mismatches = 0;
  for (int i = 0; i < n; ++i) mismatches += a[i] != b[i];

  // Asynchronous version 2: batch all copies in, then all kernels, then all copies out.
  for (int i = 0; i < n; ++i) a[i] = (float)(i % 1000);
  for (int i = 0; i < nStreams; ++i) {
    int offset = i * streamSize;
    checkCuda(cudaMemcpyAsync(&d_a[offset], &a[offset], streamBytes, cudaMemcpyHostToDevice, stream[i]));
  }
  for (int i = 0; i < nStreams; ++i)
    kernel<<<streamSize / blockSize, blockSize, 0, stream[i]>>>(d_a, i * streamSize);
  for (int i = 0; i < nStreams; ++i) {
    int offset = i * streamSize;
    checkCuda(cudaMemcpyAsync(&a[offset], &d_a[offset], streamBytes, cudaMemcpyDeviceToHost, stream[i]));
  }
  for (int i = 0; i < nStreams; ++i) checkCuda(cudaStreamSynchronize(stream[i]));
  for (int i = 0; i < n; ++i) mismatches += a[i] != b[i];
  printf("mismatches: %d\n", mismatches);

  FILE* f = fopen("result.bin", "wb");
  fwrite(a, sizeof(float), n, f);
  fclose(f);
  checkCuda(cudaEventDestroy(startEvent));
  checkCuda(cudaEventDestroy(stopEvent));
  for (int i = 0; i < nStreams; ++i) checkCuda(cudaStreamDestroy(stream[i]));
  cudaFree(d_a);
  cudaFreeHost(a);
  cudaFreeHost(b);
  printf("%s\n", mismatches ? "FAILED" : "PASSED");
  return mismatches ? 1 : 0;
}
