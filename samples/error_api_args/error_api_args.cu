// Runtime API calls given bad arguments: each must fail with CUDA's documented error code and
// leave the runtime usable, and the failure is also what cudaGetLastError reports next (then it is
// cleared). Also the documented successes that look like errors (cudaFree(NULL), a zero-byte
// cudaMalloc, cudaEventQuery on a never-recorded event).
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

static int failures = 0;

static void expect(const char* what, cudaError_t got, cudaError_t want) {
  printf("%s: %d (%s)\n", what, (int)got, cudaGetErrorName(got));
  if (got != want) ++failures;
}

int main() {
  int count = 0;
  expect("cudaGetDeviceCount", cudaGetDeviceCount(&count), cudaSuccess);

  void* huge = nullptr;
  expect("cudaMalloc of 2^60 bytes", cudaMalloc(&huge, (size_t)1 << 60), cudaErrorMemoryAllocation);
  expect("last error after failed cudaMalloc", cudaGetLastError(), cudaErrorMemoryAllocation);
  expect("last error cleared", cudaGetLastError(), cudaSuccess);

  void* zero = nullptr;
  expect("cudaMalloc of 0 bytes", cudaMalloc(&zero, 0), cudaSuccess);
  expect("cudaFree(NULL)", cudaFree(nullptr), cudaSuccess);

  expect("cudaSetDevice past the last device", cudaSetDevice(count + 5), cudaErrorInvalidDevice);
  cudaDeviceProp prop;
  expect("cudaGetDeviceProperties(-1)", cudaGetDeviceProperties(&prop, -1), cudaErrorInvalidDevice);

  int* d = nullptr;
  expect("cudaMalloc 4 KiB", cudaMalloc(&d, 4096), cudaSuccess);
  int host[16] = {0};
  expect("cudaMemcpy with an invalid kind",
         cudaMemcpy(d, host, sizeof(host), (cudaMemcpyKind)99), cudaErrorInvalidMemcpyDirection);
  expect("cudaMemcpy to NULL", cudaMemcpy(nullptr, d, 64, cudaMemcpyDeviceToHost),
         cudaErrorInvalidValue);
  expect("cudaMemset on NULL", cudaMemset(nullptr, 0, 64), cudaErrorInvalidValue);
  expect("runtime still usable", cudaMemset(d, 0, 4096), cudaSuccess);

  cudaEvent_t a, b;
  expect("cudaEventCreate", cudaEventCreate(&a), cudaSuccess);
  expect("cudaEventCreate", cudaEventCreate(&b), cudaSuccess);
  expect("cudaEventQuery before any record", cudaEventQuery(a), cudaSuccess);
  float ms = 0.0f;
  expect("cudaEventElapsedTime on unrecorded events", cudaEventElapsedTime(&ms, a, b),
         cudaErrorInvalidResourceHandle);
  cudaGetLastError();
  expect("cudaEventRecord", cudaEventRecord(a), cudaSuccess);
  expect("cudaEventRecord", cudaEventRecord(b), cudaSuccess);
  expect("cudaEventSynchronize", cudaEventSynchronize(b), cudaSuccess);
  expect("cudaEventElapsedTime after records", cudaEventElapsedTime(&ms, a, b), cudaSuccess);
  printf("elapsed time is non-negative: %s\n", ms >= 0.0f ? "yes" : "no");

  expect("cudaEventDestroy", cudaEventDestroy(a), cudaSuccess);
  expect("cudaEventDestroy", cudaEventDestroy(b), cudaSuccess);
  expect("cudaFree", cudaFree(d), cudaSuccess);
  expect("cudaDeviceSynchronize", cudaDeviceSynchronize(), cudaSuccess);
  printf("%s\n", failures ? "FAILED" : "PASSED");
  return failures ? 1 : 0;
}
