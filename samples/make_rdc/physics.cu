// Device-side physics used by other translation units (relocatable device code).
#include "particles.cuh"

__device__ unsigned int d_bounces = 0;

__device__ float accelerate(float x, float v) {
  // A damped spring towards 0: every operation is exact for the sample's dyadic inputs.
  return -0.5f * x - 0.25f * v;
}

__device__ float reflect(float x, float* v, float lo, float hi) {
  if (x < lo) {
    *v = -*v;
    atomicAdd(&d_bounces, 1u);
    return lo + (lo - x);
  }
  if (x > hi) {
    *v = -*v;
    atomicAdd(&d_bounces, 1u);
    return hi - (x - hi);
  }
  return x;
}
