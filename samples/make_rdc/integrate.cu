// Kernels calling device functions and a device variable defined in physics.cu.
#include "particles.cuh"

#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                             \
  do {                                                                          \
    cudaError_t e = (call);                                                     \
    if (e != cudaSuccess) {                                                     \
      std::fprintf(stderr, "integrate: %s\n", cudaGetErrorString(e));           \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

__global__ void step_kernel(Particle* p, int n, int steps, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle q = p[i];
  for (int s = 0; s < steps; ++s) {
    float a = accelerate(q.x, q.v);
    q.v += a * dt;
    q.x = reflect(q.x + q.v * dt, &q.v, -8.0f, 8.0f);
  }
  p[i] = q;
}

__global__ void copy_bounces(unsigned int* out) { *out = d_bounces; }

void integrate(Particle* d_particles, int n, int steps, float dt) {
  const int threads = 64;
  step_kernel<<<(n + threads - 1) / threads, threads>>>(d_particles, n, steps, dt);
  CHECK(cudaGetLastError());
}

unsigned int read_bounces() {
  unsigned int* d_out = nullptr;
  unsigned int result = 0;
  CHECK(cudaMalloc(&d_out, sizeof(unsigned int)));
  copy_bounces<<<1, 1>>>(d_out);
  CHECK(cudaMemcpy(&result, d_out, sizeof(result), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_out));
  return result;
}
