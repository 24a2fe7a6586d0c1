// The kernel lives here and calls integrate() from physics.cu (separate compilation).
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "particles.cuh"

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

__global__ void simulate(Particle* ps, int n, int steps, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle p = ps[i];
  for (int s = 0; s < steps; ++s) integrate(p, dt);
  ps[i] = p;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 4096;
  int steps = argc > 2 ? atoi(argv[2]) : 200;
  std::vector<Particle> h(n);
  for (int i = 0; i < n; ++i) h[i] = Particle{(float)(i % 64), (float)(i % 17) + 1.0f, 0.25f * (i % 5), 0.0f, 0};
  Particle* d;
  CUDA_CHECK(cudaMalloc(&d, n * sizeof(Particle)));
  CUDA_CHECK(cudaMemcpy(d, h.data(), n * sizeof(Particle), cudaMemcpyHostToDevice));
  setGravity(8.0f);
  CUDA_CHECK(cudaGetLastError());
  simulate<<<(n + 127) / 128, 128>>>(d, n, steps, 0.0625f);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h.data(), d, n * sizeof(Particle), cudaMemcpyDeviceToHost));
  int total = readTotalBounces();
  std::vector<int> bounces(n);
  long long check = 0;
  for (int i = 0; i < n; ++i) {
    bounces[i] = h[i].bounces;
    check += h[i].bounces;
  }
  printf("total bounces: %d (per-particle sum %lld)\n", total, check);
  FILE* f = fopen("bounces.bin", "wb");
  fwrite(bounces.data(), sizeof(int), n, f);
  fclose(f);
  f = fopen("state.bin", "wb");
  fwrite(h.data(), sizeof(Particle), n, f);
  fclose(f);
  CUDA_CHECK(cudaFree(d));
  printf("%s\n", total == check ? "PASSED" : "FAILED");
  return total == check ? 0 : 1;
}
