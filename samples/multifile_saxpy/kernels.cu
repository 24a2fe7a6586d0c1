// Kernels and their launchers; main.cu only sees kernels.cuh.
#include "cuda_check.cuh"
#include "kernels.cuh"

namespace {

__global__ void saxpyKernel(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

template <typename T>
__global__ void scaleKernel(int n, T factor, T* data) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    data[i] *= factor;
}

__global__ void absSumKernel(int n, const float* data, double* out) {
  extern __shared__ double partial[];
  double s = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    s += fabs((double)data[i]);
  partial[threadIdx.x] = s;
  __syncthreads();
  for (int k = blockDim.x / 2; k > 0; k >>= 1) {
    if (threadIdx.x < k) partial[threadIdx.x] += partial[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = partial[0];
}

}  // namespace

void launchSaxpy(int n, float a, const float* x, float* y, LaunchConfig cfg) {
  saxpyKernel<<<divUp(n, cfg.threads), cfg.threads, 0, cfg.stream>>>(n, a, x, y);
  CUDA_CHECK_LAUNCH();
}

template <typename T>
void launchScale(int n, T factor, T* data, LaunchConfig cfg) {
  scaleKernel<T><<<64, cfg.threads, 0, cfg.stream>>>(n, factor, data);
  CUDA_CHECK_LAUNCH();
}

template void launchScale<float>(int, float, float*, LaunchConfig);
template void launchScale<int>(int, int, int*, LaunchConfig);

double deviceNorm1(int n, const float* data, LaunchConfig cfg) {
  const int blocks = 32;
  double* dPartial;
  CUDA_CHECK(cudaMalloc(&dPartial, blocks * sizeof(double)));
  absSumKernel<<<blocks, cfg.threads, cfg.threads * sizeof(double), cfg.stream>>>(n, data, dPartial);
  CUDA_CHECK_LAUNCH();
  double h[blocks];
  CUDA_CHECK(cudaMemcpyAsync(h, dPartial, sizeof(h), cudaMemcpyDeviceToHost, cfg.stream));
  CUDA_CHECK(cudaStreamSynchronize(cfg.stream));
  CUDA_CHECK(cudaFree(dPartial));
  double total = 0.0;
  for (int b = 0; b < blocks; ++b) total += h[b];
  return total;
}
