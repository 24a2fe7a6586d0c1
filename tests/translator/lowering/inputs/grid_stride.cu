// Grid-stride loops (grid_stride.py rewrites them so the loop over the grid is uniform), and
// loops of that look it must leave alone. main prints each result as a row.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "rows.cuh"

__global__ void gs_scale(int n, float a, const float* x, float* y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

// The start and the stride in variables first (as NVIDIA's introductions write it).
__global__ void gs_indirect(int n, int* out) {
  int index = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = blockDim.x * gridDim.x;
  for (int i = index; i < n; i += stride) out[i] = i * 2 + 1;
}

// A per-thread sum that skips and stops early: continue and break keep their meaning.
__global__ void gs_sum(int n, const float* x, float limit, float* partial) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  float s = 0.0f;
  for (int i = t; i < n; i += gridDim.x * blockDim.x) {
    if (x[i] < 0.0f) continue;
    s += x[i];
    if (s > limit) break;
  }
  partial[t] = s;
}

// The loop changes i itself: not a grid-stride loop to rewrite.
__global__ void gs_changed(int n, int* out) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    out[i] = 7;
    if (i % 5 == 0) i += 1;
  }
}

// An unsigned index wraps where a signed one may not: left alone.
__global__ void gs_unsigned(unsigned n, int* out) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    out[i] = 3;
}

int main() {
  const int n = 1000;
  std::vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = static_cast<float>(i % 13) - 3.0f;
    hy[i] = static_cast<float>(i % 7);
  }
  float *x, *y, *partial;
  int* out;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMalloc(&partial, 384 * sizeof(float));
  cudaMalloc(&out, n * sizeof(int));
  cudaMemcpy(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  gs_scale<<<3, 128>>>(n, 2.0f, x, y);  // fewer threads than elements
  gs_scale<<<8, 256>>>(100, 0.5f, x, y);  // more threads than elements
  cudaMemcpy(hy.data(), y, n * sizeof(float), cudaMemcpyDeviceToHost);
  print("gs_scale", hy);

  std::vector<int> hout(n, -1);
  cudaMemcpy(out, hout.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  gs_indirect<<<5, 64>>>(n - 3, out);
  cudaMemcpy(hout.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost);
  print("gs_indirect", hout);

  std::vector<float> hpartial(384);
  gs_sum<<<3, 128>>>(n, x, 20.0f, partial);
  cudaMemcpy(hpartial.data(), partial, 384 * sizeof(float), cudaMemcpyDeviceToHost);
  print("gs_sum", hpartial);

  cudaMemset(out, 0, n * sizeof(int));
  gs_changed<<<2, 64>>>(n, out);
  cudaMemcpy(hout.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost);
  print("gs_changed", hout);
  gs_unsigned<<<2, 64>>>(n, out);
  cudaMemcpy(hout.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost);
  print("gs_unsigned", hout);
  std::printf("done\n");
  return 0;
}
