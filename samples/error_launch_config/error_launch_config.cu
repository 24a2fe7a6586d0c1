// Launch errors and how CUDA reports them: invalid configurations are reported by
// cudaGetLastError/cudaPeekAtLastError right after the launch (and do not run the kernel), are
// not sticky (the next call succeeds), and leave the device usable; a good launch afterwards
// still computes the right answer. Codes are printed as numbers and checked against CUDA's.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                     \
  do {                                                                                  \
    cudaError_t e = (call);                                                             \
    if (e != cudaSuccess) {                                                             \
      fprintf(stderr, "unexpected error %s at %s:%d\n", cudaGetErrorName(e), __FILE__, __LINE__); \
      exit(1);                                                                          \
    }                                                                                   \
  } while (0)

static int failures = 0;

static void expect(const char* what, cudaError_t got, cudaError_t want) {
  printf("%s: %d (%s)\n", what, (int)got, cudaGetErrorName(got));
  if (got != want) {
    printf("  expected %d (%s)\n", (int)want, cudaGetErrorName(want));
    ++failures;
  }
}

__global__ void fill(int* out, int n, int value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value;
}

int main() {
  const int n = 1024;
  int* d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMemset(d, 0, n * sizeof(int)));

  fill<<<1, 2048>>>(d, n, 1);  // more threads per block than any device allows
  expect("too many threads, peek", cudaPeekAtLastError(), cudaErrorInvalidConfiguration);
  expect("too many threads, get", cudaGetLastError(), cudaErrorInvalidConfiguration);
  expect("after get, error cleared", cudaGetLastError(), cudaSuccess);

  fill<<<dim3(1, 70000), 32>>>(d, n, 2);  // grid y limit is 65535
  expect("grid y too large", cudaGetLastError(), cudaErrorInvalidConfiguration);

  fill<<<1, dim3(32, 32, 2)>>>(d, n, 3);  // 2048 threads via a 3D block
  expect("3D block too large", cudaGetLastError(), cudaErrorInvalidConfiguration);

  fill<<<1, dim3(1, 1, 65)>>>(d, n, 4);  // block z limit is 64
  expect("block z too large", cudaGetLastError(), cudaErrorInvalidConfiguration);

  fill<<<0, 32>>>(d, n, 5);  // an empty grid
  expect("zero blocks", cudaGetLastError(), cudaErrorInvalidConfiguration);

  expect("synchronize after bad launches", cudaDeviceSynchronize(), cudaSuccess);

  int host[n];
  CHECK(cudaMemcpy(host, d, sizeof(host), cudaMemcpyDeviceToHost));
  int untouched = 1;
  for (int i = 0; i < n; ++i) untouched &= host[i] == 0;
  printf("failed launches left memory untouched: %s\n", untouched ? "yes" : "no");

  fill<<<(n + 255) / 256, 256>>>(d, n, 42);
  expect("good launch", cudaGetLastError(), cudaSuccess);
  expect("synchronize", cudaDeviceSynchronize(), cudaSuccess);
  CHECK(cudaMemcpy(host, d, sizeof(host), cudaMemcpyDeviceToHost));
  long long sum = 0;
  for (int i = 0; i < n; ++i) sum += host[i];
  printf("sum after good launch: %lld\n", sum);
  CHECK(cudaFree(d));
  if (!untouched || sum != 42LL * n) ++failures;
  printf("%s\n", failures ? "FAILED" : "PASSED");
  return failures ? 1 : 0;
}
