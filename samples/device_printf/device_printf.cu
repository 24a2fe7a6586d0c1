// printf from device code: the formats real kernels use (%d %u %x %lld %f %e %g %s %c, widths,
// precisions), printed by one thread per launch so the order is defined; the buffer is flushed
// at each cudaDeviceSynchronize, before the host's own lines.
#include <cuda_runtime.h>
#include <stdio.h>

#define CHECK(call)                                                           \
  {                                                                           \
    cudaError_t err = call;                                                   \
    if (err != cudaSuccess) {                                                 \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
      return 1;                                                               \
    }                                                                         \
  }

__device__ const char* parity(int v) { return (v & 1) ? "odd" : "even"; }

__global__ void report(int launch, const float* values) {
  if (threadIdx.x == 0 && blockIdx.x == 0 && blockIdx.y == 0) {
    printf("[launch %d] grid %u x %u, block %u\n", launch, gridDim.x, gridDim.y, blockDim.x);
    for (int k = 0; k < 3; ++k) {
      float v = values[launch * 3 + k];
      printf("  v[%d] = %8.3f | %e | %g | %s | hex %08x | %c\n", k, v, v, v, parity(k + launch),
             (unsigned)(k * 0x1234567 + launch), 'A' + k + launch);
    }
    long long big = 1LL << (40 + launch);
    printf("  big = %lld, unsigned max = %u, padded = [%5d] [%-5d]\n", big, 0xffffffffu, launch,
           launch);
  }
}

__global__ void perBlock(int call) {
  if (threadIdx.x == 0) printf("call %d: block %d of %d says hello\n", call, blockIdx.x, gridDim.x);
}

int main() {
  float h[9] = {0.5f, -1.25f, 3.14159f, 100.0f, 1e-3f, -2.5e4f, 7.0f, 0.1f, 65504.0f};
  float* d;
  CHECK(cudaMalloc(&d, sizeof(h)));
  CHECK(cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice));
  for (int launch = 0; launch < 3; ++launch) {
    report<<<dim3(2, 2), 64>>>(launch, d);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    printf("host: launch %d done\n", launch);
  }
  // One block at a time, so the lines come out in block order.
  for (int b = 0; b < 3; ++b) {
    perBlock<<<1, 32>>>(b);
    CHECK(cudaDeviceSynchronize());
  }
  CHECK(cudaFree(d));
  printf("PASSED\n");
  return 0;
}
