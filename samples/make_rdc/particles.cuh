// Shared between the translation units: device code defined in one file and used in another,
// which needs relocatable device code (-rdc=true / -dc) under nvcc.
#pragma once

#include <cuda_runtime.h>

struct Particle {
  float x;
  float v;
};

// Defined in physics.cu, called from kernels in integrate.cu.
__device__ float accelerate(float x, float v);
__device__ float reflect(float x, float* v, float lo, float hi);

// Defined in physics.cu; integrate.cu counts wall bounces into it.
extern __device__ unsigned int d_bounces;

// Host entry points (integrate.cu).
void integrate(Particle* d_particles, int n, int steps, float dt);
unsigned int read_bounces();
