// Mandelbrot escape-time image in 4.28 fixed-point integer arithmetic (so every backend iterates
// identically: no floating-point contraction differences at the set's boundary). 2D launch,
// 64-bit intermediate products, the classic colour ramp written as an 8-bit grayscale image.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

#define FRAC_BITS 28
typedef int32_t fixed;

// Products are kept in 64 bits: z can reach 6.25 before the escape test catches it.
__device__ __forceinline__ int64_t fmulWide(fixed a, fixed b) {
  return ((int64_t)a * (int64_t)b) >> FRAC_BITS;
}

__global__ void mandelbrot(uint16_t* iters, uint8_t* image, int width, int height, fixed x0,
                           fixed y0, fixed step, int maxIter) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= width || py >= height) return;
  fixed cx = x0 + px * step;
  fixed cy = y0 + py * step;
  fixed zx = 0, zy = 0;
  const int64_t four = (int64_t)4 << FRAC_BITS;
  int it = 0;
  while (it < maxIter) {
    int64_t zx2 = fmulWide(zx, zx), zy2 = fmulWide(zy, zy);
    if (zx2 + zy2 > four) break;
    // |z|^2 <= 4 here, so both new components fit the 4.28 range.
    fixed nzx = (fixed)(zx2 - zy2 + cx);
    zy = (fixed)(2 * fmulWide(zx, zy) + cy);
    zx = nzx;
    ++it;
  }
  iters[py * width + px] = (uint16_t)it;
  image[py * width + px] = it == maxIter ? 0 : (uint8_t)(255 - (it * 255) / maxIter);
}

int main(int argc, char** argv) {
  int width = argc > 1 ? atoi(argv[1]) : 1024;
  int height = argc > 2 ? atoi(argv[2]) : 768;
  int maxIter = argc > 3 ? atoi(argv[3]) : 256;
  const fixed one = (fixed)1 << FRAC_BITS;
  fixed x0 = -2 * one - one / 4;   // -2.25
  fixed y0 = -(one + one / 8);     // -1.125
  fixed step = (3 * one) / width;  // 3.0 wide
  uint16_t* dIters;
  uint8_t* dImage;
  CUDA_CHECK(cudaMalloc(&dIters, width * height * sizeof(uint16_t)));
  CUDA_CHECK(cudaMalloc(&dImage, width * height));
  dim3 block(16, 16);
  dim3 grid((width + 15) / 16, (height + 15) / 16);
  mandelbrot<<<grid, block>>>(dIters, dImage, width, height, x0, y0, step, maxIter);
  CUDA_CHECK(cudaGetLastError());
  std::vector<uint16_t> iters(width * height);
  std::vector<uint8_t> image(width * height);
  CUDA_CHECK(cudaMemcpy(iters.data(), dIters, iters.size() * sizeof(uint16_t), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(image.data(), dImage, image.size(), cudaMemcpyDeviceToHost));
  long inside = 0;
  for (auto v : iters) inside += v == maxIter;
  printf("points inside: %ld of %d\n", inside, width * height);
  FILE* f = fopen("iterations.bin", "wb");
  fwrite(iters.data(), sizeof(uint16_t), iters.size(), f);
  fclose(f);
  f = fopen("image.pgm", "wb");
  fprintf(f, "P5\n%d %d\n255\n", width, height);
  fwrite(image.data(), 1, image.size(), f);
  fclose(f);
  f = fopen("image.bin", "wb");
  fwrite(image.data(), 1, image.size(), f);
  fclose(f);
  cudaFree(dIters);
  cudaFree(dImage);
  printf("PASSED\n");
  return 0;
}
