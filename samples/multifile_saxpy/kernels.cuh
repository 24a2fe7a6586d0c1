// Public interface of kernels.cu: host-callable launchers, no device code.
#pragma once
#include <cuda_runtime.h>

struct LaunchConfig {
  int threads;
  cudaStream_t stream;
};

void launchSaxpy(int n, float a, const float* x, float* y, LaunchConfig cfg);
template <typename T>
void launchScale(int n, T factor, T* data, LaunchConfig cfg);
double deviceNorm1(int n, const float* data, LaunchConfig cfg);
