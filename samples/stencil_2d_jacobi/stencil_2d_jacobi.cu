// 2D heat diffusion by Jacobi iteration: 5-point stencil, ping-pong buffers swapped on the host,
// fixed hot/cold boundary, a residual (max change) reduced with atomicMax on the float's bits.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

#define CUDA_RT_CALL(call)                                                              \
  {                                                                                     \
    cudaError_t cudaStatus = call;                                                      \
    if (cudaSuccess != cudaStatus) {                                                    \
      fprintf(stderr, "ERROR: CUDA RT call \"%s\" in line %d of file %s failed with %s (%d).\n", \
              #call, __LINE__, __FILE__, cudaGetErrorString(cudaStatus), cudaStatus);   \
      exit(cudaStatus);                                                                 \
    }                                                                                   \
  }

__global__ void jacobi_kernel(float* __restrict__ a_new, const float* __restrict__ a, int nx,
                              int ny, unsigned int* l2max) {
  int ix = blockIdx.x * blockDim.x + threadIdx.x + 1;
  int iy = blockIdx.y * blockDim.y + threadIdx.y + 1;
  if (iy < ny - 1 && ix < nx - 1) {
    float v = 0.25f * (a[iy * nx + ix + 1] + a[iy * nx + ix - 1] + a[(iy + 1) * nx + ix] +
                       a[(iy - 1) * nx + ix]);
    a_new[iy * nx + ix] = v;
    float d = fabsf(v - a[iy * nx + ix]);
    atomicMax(l2max, __float_as_uint(d));  // non-negative floats order like their bits
  }
}

int main(int argc, char** argv) {
  const int nx = argc > 1 ? atoi(argv[1]) : 512;
  const int ny = argc > 2 ? atoi(argv[2]) : 512;
  const int iters = argc > 3 ? atoi(argv[3]) : 100;
  std::vector<float> h((size_t)nx * ny, 0.0f);
  for (int x = 0; x < nx; ++x) h[x] = 100.0f;                  // hot top edge
  for (int y = 0; y < ny; ++y) h[(size_t)y * nx] = 50.0f;      // warm left edge
  float *a, *a_new;
  unsigned int* d_max;
  CUDA_RT_CALL(cudaMalloc(&a, h.size() * sizeof(float)));
  CUDA_RT_CALL(cudaMalloc(&a_new, h.size() * sizeof(float)));
  CUDA_RT_CALL(cudaMalloc(&d_max, sizeof(unsigned int)));
  CUDA_RT_CALL(cudaMemcpy(a, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_RT_CALL(cudaMemcpy(a_new, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(32, 4);
  dim3 grid((nx - 2 + block.x - 1) / block.x, (ny - 2 + block.y - 1) / block.y);
  std::vector<float> residuals;
  for (int it = 0; it < iters; ++it) {
    CUDA_RT_CALL(cudaMemset(d_max, 0, sizeof(unsigned int)));
    jacobi_kernel<<<grid, block>>>(a_new, a, nx, ny, d_max);
    CUDA_RT_CALL(cudaGetLastError());
    unsigned int bits;
    CUDA_RT_CALL(cudaMemcpy(&bits, d_max, sizeof(bits), cudaMemcpyDeviceToHost));
    float r;
    memcpy(&r, &bits, sizeof(r));
    residuals.push_back(r);
    std::swap(a, a_new);
  }
  CUDA_RT_CALL(cudaMemcpy(h.data(), a, h.size() * sizeof(float), cudaMemcpyDeviceToHost));
  printf("%dx%d, %d iterations, final max change %g\n", nx, ny, iters, residuals.back());
  FILE* f = fopen("field.bin", "wb");
  fwrite(h.data(), sizeof(float), h.size(), f);
  fclose(f);
  f = fopen("residuals.bin", "wb");
  fwrite(residuals.data(), sizeof(float), residuals.size(), f);
  fclose(f);
  CUDA_RT_CALL(cudaFree(a));
  CUDA_RT_CALL(cudaFree(a_new));
  CUDA_RT_CALL(cudaFree(d_max));
  bool ok = residuals.back() < residuals.front();
  printf("%s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
