// `x = f(x)` calls to helpers that read thread built-ins: inlined in place (the parameter is x)
// only where no one can tell; main prints each kernel's results as a row.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

// Returns its parameter: `v = halve_steps(v)` updates v in place.
__device__ float halve_steps(float v) {
  for (int k = 0; k < 3; ++k) v = v * 0.5f + threadIdx.x;
  return v;
}

// Computes in double: a float x must be converted in and out, not updated in place.
__device__ double thirds(double v) {
  v = v / 3.0;
  v = v * 3.0 + threadIdx.x;
  return v;
}

// Reads the caller's variable through a pointer after changing its own copy.
__device__ float add_old(float v, const float* old) {
  v += threadIdx.x + *old;
  v += *old;
  return v;
}

// Returns something other than its parameter.
__device__ float doubled(float v) {
  v += threadIdx.x;
  return v * 2.0f;
}

__global__ void in_place(const float* in, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a = in[i];
  a = halve_steps(a);
  float b = in[i] * 0.1f;
  b = thirds(b);
  float c = in[i];
  const float* before = &c;
  c = add_old(c, before);
  float d = in[i];
  d = doubled(d);
  out[4 * i] = a;
  out[4 * i + 1] = b;
  out[4 * i + 2] = c;
  out[4 * i + 3] = d;
}

int main() {
  const int n = 64;
  std::vector<float> host(n), result(4 * n);
  for (int i = 0; i < n; ++i) host[i] = static_cast<float>(i % 7) + 0.25f;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, 4 * n * sizeof(float));
  cudaMemcpy(in, host.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  in_place<<<2, 32>>>(in, out);
  cudaMemcpy(result.data(), out, 4 * n * sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("in_place");
  for (float v : result) std::printf(" %.9g", static_cast<double>(v));
  std::printf("\n");
  return 0;
}
