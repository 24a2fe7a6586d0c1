// Unified memory with cudaMallocManaged: a linked structure of arrays shared by host and device
// without explicit copies, prefetch hints, attach flags, and a device synchronize before the
// host reads results (required on every platform).
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(call)                                                               \
  do {                                                                                 \
    cudaError_t err = call;                                                            \
    if (err != cudaSuccess) {                                                          \
      fprintf(stderr, "%s (%d) at %s:%d\n", cudaGetErrorString(err), err, __FILE__, __LINE__); \
      exit(1);                                                                         \
    }                                                                                  \
  } while (0)

struct Particles {
  int count;
  float* x;
  float* v;
};

__global__ void step(Particles* p, float dt, int steps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p->count) return;
  float x = p->x[i], v = p->v[i];
  for (int s = 0; s < steps; ++s) {
    v -= x * dt;  // harmonic oscillator, symplectic Euler
    x += v * dt;
  }
  p->x[i] = x;
  p->v[i] = v;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  Particles* p;
  CUDA_CHECK(cudaMallocManaged(&p, sizeof(Particles)));
  p->count = n;
  CUDA_CHECK(cudaMallocManaged(&p->x, n * sizeof(float)));
  CUDA_CHECK(cudaMallocManaged(&p->v, n * sizeof(float), cudaMemAttachGlobal));
  for (int i = 0; i < n; ++i) {
    p->x[i] = (float)(i % 64) / 64.0f;
    p->v[i] = 0.0f;
  }
  int device = 0;
  CUDA_CHECK(cudaGetDevice(&device));
  int concurrent = 0;
  CUDA_CHECK(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, device));
  if (concurrent) {
#if CUDART_VERSION >= 13000
    cudaMemLocation location = {};
    location.type = cudaMemLocationTypeDevice;
    location.id = device;
    CUDA_CHECK(cudaMemPrefetchAsync(p->x, n * sizeof(float), location, 0, 0));
#else
    CUDA_CHECK(cudaMemPrefetchAsync(p->x, n * sizeof(float), device, 0));
#endif
  }
  step<<<(n + 255) / 256, 256>>>(p, 0.0625f, 16);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  FILE* f = fopen("x.bin", "wb");
  fwrite(p->x, sizeof(float), n, f);
  fclose(f);
  f = fopen("v.bin", "wb");
  fwrite(p->v, sizeof(float), n, f);
  fclose(f);
  printf("x[63] = %.6f, v[63] = %.6f\n", p->x[63], p->v[63]);
  CUDA_CHECK(cudaFree(p->x));
  CUDA_CHECK(cudaFree(p->v));
  CUDA_CHECK(cudaFree(p));
  printf("PASSED\n");
  return 0;
}
