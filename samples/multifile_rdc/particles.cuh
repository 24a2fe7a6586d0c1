// Declarations shared by the translation units; device functions and data defined in physics.cu
// are used from main.cu, which needs relocatable device code (nvcc -rdc=true).
#pragma once
#include <cuda_runtime.h>

struct Particle {
  float x, y;
  float vx, vy;
  int bounces;
};

extern __constant__ float c_gravity;
extern __device__ int d_totalBounces;

__device__ void integrate(Particle& p, float dt);
void setGravity(float g);
int readTotalBounces();
