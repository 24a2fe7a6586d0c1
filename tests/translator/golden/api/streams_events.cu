// RUN: translate %s
#include <cuda_runtime.h>

__global__ void work(float* x) { x[threadIdx.x] += 1.0f; }

float timed(float* d, int n) {
  cudaStream_t stream;
  cudaEvent_t start, stop;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  cudaEventCreate(&start);
  cudaEventCreateWithFlags(&stop, cudaEventDefault);
  cudaEventRecord(start, stream);
  work<<<1, n, 0, stream>>>(d);
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  float ms = 0.0f;
  cudaEventElapsedTime(&ms, start, stop);
  if (cudaStreamQuery(stream) == cudaErrorNotReady) cudaStreamSynchronize(stream);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaStreamDestroy(stream);
  return ms;
}
