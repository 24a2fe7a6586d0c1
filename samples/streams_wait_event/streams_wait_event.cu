// Cross-stream dependencies: a producer stream fills a buffer, records an event; two consumer
// streams cudaStreamWaitEvent on it before transforming the buffer; the host waits on a
// cudaEventQuery/cudaEventSynchronize loop and cudaStreamQuery. Non-blocking streams with
// priorities.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                    \
  do {                                                                                      \
    cudaError_t e = (call);                                                                 \
    if (e != cudaSuccess) {                                                                 \
      fprintf(stderr, "%s:%d: %s -> %s\n", __FILE__, __LINE__, #call, cudaGetErrorName(e)); \
      exit(1);                                                                              \
    }                                                                                       \
  } while (0)

__global__ void produce(int* buf, int n, unsigned base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // A deliberately slow producer: consumers that ignored the dependency would see zeros.
  if (i < n) {
    unsigned v = base;
    for (int k = 0; k < 64; ++k) v = (v * 1103515245u + 12345u + i) & 0x7fffffffu;
    buf[i] = (int)(v % 1000u);
  }
}

__global__ void consumeSquare(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * in[i];
}

__global__ void consumeNegate(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = -in[i] + 1;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  int leastPriority, greatestPriority;
  CUDA_CHECK(cudaDeviceGetStreamPriorityRange(&leastPriority, &greatestPriority));
  cudaStream_t producer, consumerA, consumerB;
  CUDA_CHECK(cudaStreamCreateWithPriority(&producer, cudaStreamNonBlocking, greatestPriority));
  CUDA_CHECK(cudaStreamCreateWithFlags(&consumerA, cudaStreamNonBlocking));
  CUDA_CHECK(cudaStreamCreateWithPriority(&consumerB, cudaStreamNonBlocking, leastPriority));
  cudaEvent_t produced, doneA;
  CUDA_CHECK(cudaEventCreateWithFlags(&produced, cudaEventDisableTiming));
  CUDA_CHECK(cudaEventCreate(&doneA));

  int *buf, *outA, *outB;
  CUDA_CHECK(cudaMalloc(&buf, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&outA, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&outB, n * sizeof(int)));
  CUDA_CHECK(cudaMemsetAsync(buf, 0, n * sizeof(int), producer));
  produce<<<(n + 255) / 256, 256, 0, producer>>>(buf, n, 17);
  CUDA_CHECK(cudaEventRecord(produced, producer));
  CUDA_CHECK(cudaStreamWaitEvent(consumerA, produced, 0));
  CUDA_CHECK(cudaStreamWaitEvent(consumerB, produced, 0));
  consumeSquare<<<(n + 255) / 256, 256, 0, consumerA>>>(buf, outA, n);
  CUDA_CHECK(cudaEventRecord(doneA, consumerA));
  consumeNegate<<<(n + 255) / 256, 256, 0, consumerB>>>(buf, outB, n);

  while (cudaEventQuery(doneA) == cudaErrorNotReady) {
    // the host could do useful work here
  }
  CUDA_CHECK(cudaEventSynchronize(doneA));
  CUDA_CHECK(cudaStreamSynchronize(consumerB));
  cudaError_t q = cudaStreamQuery(consumerB);
  printf("consumer B query after sync: %d (%s)\n", (int)q, cudaGetErrorName(q));

  std::vector<int> a(n), b(n);
  CUDA_CHECK(cudaMemcpy(a.data(), outA, n * sizeof(int), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(b.data(), outB, n * sizeof(int), cudaMemcpyDeviceToHost));
  FILE* f = fopen("squares.bin", "wb");
  fwrite(a.data(), sizeof(int), n, f);
  fclose(f);
  f = fopen("negated.bin", "wb");
  fwrite(b.data(), sizeof(int), n, f);
  fclose(f);
  CUDA_CHECK(cudaEventDestroy(produced));
  CUDA_CHECK(cudaEventDestroy(doneA));
  CUDA_CHECK(cudaStreamDestroy(producer));
  CUDA_CHECK(cudaStreamDestroy(consumerA));
  CUDA_CHECK(cudaStreamDestroy(consumerB));
  CUDA_CHECK(cudaFree(buf));
  CUDA_CHECK(cudaFree(outA));
  CUDA_CHECK(cudaFree(outB));
  printf("PASSED\n");
  return 0;
}
