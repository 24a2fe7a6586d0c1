// RUN: translate %s
// expected-remark@-1 CP0005
// A header that relies on its includer for Params and Vec3 (not self-contained): those names
// cannot be checked when it is parsed alone, so they are summed up in one remark.
#pragma once

__global__ void integrate(Vec3* pos, const Vec3* vel, Params p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) pos[i] = pos[i] + vel[i] * p.dt;
}

inline cuportError_t step(Vec3* pos, const Vec3* vel, Params p, int n, cuportStream_t s) {
  cuportLaunchKernelGGL(integrate, (n + 127) / 128, 128, 0, s, pos, vel, p, n);
  return cuportGetLastError();
}
