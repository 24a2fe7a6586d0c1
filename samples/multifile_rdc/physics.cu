// Device-side physics, linked into kernels defined in other translation units.
#include <cstdio>

#include "particles.cuh"

__constant__ float c_gravity;
__device__ int d_totalBounces;

__device__ void integrate(Particle& p, float dt) {
  p.vy -= c_gravity * dt;
  p.x += p.vx * dt;
  p.y += p.vy * dt;
  if (p.y < 0.0f) {
    p.y = -p.y;
    p.vy = -p.vy * 0.5f;
    p.bounces++;
    atomicAdd(&d_totalBounces, 1);
  }
}

void setGravity(float g) {
  cudaMemcpyToSymbol(c_gravity, &g, sizeof(float));
  int zero = 0;
  cudaMemcpyToSymbol(d_totalBounces, &zero, sizeof(int));
}

int readTotalBounces() {
  int total = 0;
  cudaMemcpyFromSymbol(&total, d_totalBounces, sizeof(int));
  return total;
}
