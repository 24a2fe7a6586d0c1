// Half-precision AXPY and dot product with packed __half2 arithmetic (two lanes per register):
// __hfma2 for the body, __hfma for an odd tail element, __hmul2 products accumulated in float.
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

__global__ void haxpy(int n, __half a, const __half* x, __half* y) {
  int start = threadIdx.x + blockDim.x * blockIdx.x;
  int stride = blockDim.x * gridDim.x;
  int n2 = n / 2;
  __half2* y2 = reinterpret_cast<__half2*>(y);
  const __half2* x2 = reinterpret_cast<const __half2*>(x);
  __half2 a2 = __half2half2(a);
  for (int i = start; i < n2; i += stride) y2[i] = __hfma2(a2, x2[i], y2[i]);
  if (start == 0 && (n % 2)) y[n - 1] = __hfma(a, x[n - 1], y[n - 1]);
}

__global__ void hdotPartial(int n, const __half* x, const __half* y, float* partial) {
  __shared__ float cache[256];
  const __half2* x2 = reinterpret_cast<const __half2*>(x);
  const __half2* y2 = reinterpret_cast<const __half2*>(y);
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n / 2; i += blockDim.x * gridDim.x) {
    __half2 p = __hmul2(x2[i], y2[i]);
    float2 f = __half22float2(p);
    acc += f.x + f.y;
  }
  cache[threadIdx.x] = acc;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) cache[threadIdx.x] += cache[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = cache[0];
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  std::vector<__half> hx(n), hy(n);
  unsigned s = 1111u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    hx[i] = __float2half((float)((int)(s >> 26) - 32) / 16.0f);
    hy[i] = __float2half((float)((int)((s >> 8) & 127) - 64) / 8.0f);
  }
  __half *dx, *dy;
  float* dPartial;
  const int blocks = 32;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(__half)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(__half)));
  CUDA_CHECK(cudaMalloc(&dPartial, blocks * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, hy.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
  hdotPartial<<<blocks, 256>>>(n, dx, dy, dPartial);
  CUDA_CHECK(cudaGetLastError());
  haxpy<<<blocks, 256>>>(n, __float2half(1.3f), dx, dy);
  CUDA_CHECK(cudaGetLastError());
  std::vector<__half> out(n);
  std::vector<float> partial(blocks);
  CUDA_CHECK(cudaMemcpy(out.data(), dy, n * sizeof(__half), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(partial.data(), dPartial, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  double dot = 0;
  for (float p : partial) dot += p;
  printf("dot = %.4f\n", dot);
  std::vector<uint16_t> bits(n);
  memcpy(bits.data(), out.data(), n * sizeof(uint16_t));
  FILE* f = fopen("y_half.bin", "wb");
  fwrite(bits.data(), sizeof(uint16_t), n, f);
  fclose(f);
  f = fopen("dot_partials.bin", "wb");
  fwrite(partial.data(), sizeof(float), blocks, f);
  fclose(f);
  cudaFree(dx);
  cudaFree(dy);
  cudaFree(dPartial);
  printf("PASSED\n");
  return 0;
}
