// RUN: translate %s
#include <cuport/runtime.h>

__global__ void work(float* x) { x[threadIdx.x] += 1.0f; }

float timed(float* d, int n) {
  cuportStream_t stream;
  cuportEvent_t start, stop;
  cuportStreamCreateWithFlags(&stream, cuportStreamNonBlocking);
  cuportEventCreate(&start);
  cuportEventCreateWithFlags(&stop, cuportEventDefault);
  cuportEventRecord(start, stream);
  cuportLaunchKernelGGL(work, 1, n, 0, stream, d);
  cuportEventRecord(stop, stream);
  cuportEventSynchronize(stop);
  float ms = 0.0f;
  cuportEventElapsedTime(&ms, start, stop);
  if (cuportStreamQuery(stream) == cuportErrorNotReady) cuportStreamSynchronize(stream);
  cuportEventDestroy(start);
  cuportEventDestroy(stop);
  cuportStreamDestroy(stream);
  return ms;
}
