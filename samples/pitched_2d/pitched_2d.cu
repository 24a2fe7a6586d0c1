// Pitched 2D allocations: cudaMallocPitch rows padded for alignment, a kernel that walks rows by
// byte pitch, cudaMemset2D to clear a band, a device-to-device cudaMemcpy2D of a sub-rectangle
// into a second pitched buffer, and cudaMemcpy2D back to a tightly packed host array.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK_CUDA(call)                                                                \
  do {                                                                                  \
    cudaError_t e = (call);                                                             \
    if (e != cudaSuccess) {                                                             \
      fprintf(stderr, "CUDA error: %s in %s at line %d\n", cudaGetErrorString(e), __FILE__, \
              __LINE__);                                                                \
      exit(EXIT_FAILURE);                                                               \
    }                                                                                   \
  } while (0)

__global__ void scaleRows(float* devPtr, size_t pitch, int width, int height) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r < height && c < width) {
    float* row = (float*)((char*)devPtr + r * pitch);
    row[c] = row[c] * 2.0f + (float)r;
  }
}

int main(int argc, char** argv) {
  int width = argc > 1 ? atoi(argv[1]) : 1000;
  int height = argc > 2 ? atoi(argv[2]) : 500;
  std::vector<float> host((size_t)width * height);
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) host[(size_t)r * width + c] = (float)((r * 7 + c * 3) % 101);
  float* dev;
  size_t pitch;
  CHECK_CUDA(cudaMallocPitch((void**)&dev, &pitch, width * sizeof(float), height));
  printf("pitch >= row bytes: %s\n", pitch >= width * sizeof(float) ? "yes" : "no");
  CHECK_CUDA(cudaMemcpy2D(dev, pitch, host.data(), width * sizeof(float), width * sizeof(float),
                          height, cudaMemcpyHostToDevice));
  dim3 block(32, 8);
  dim3 grid((width + 31) / 32, (height + 7) / 8);
  scaleRows<<<grid, block>>>(dev, pitch, width, height);
  CHECK_CUDA(cudaGetLastError());
  // Zero rows 10..19 (all bytes of each row, padding included).
  CHECK_CUDA(cudaMemset2D((char*)dev + 10 * pitch, pitch, 0, width * sizeof(float), 10));

  // Copy the sub-rectangle rows [5, 5+subH) x cols [3, 3+subW) into its own pitched buffer.
  int subW = width / 2, subH = height / 2;
  float* sub;
  size_t subPitch;
  CHECK_CUDA(cudaMallocPitch((void**)&sub, &subPitch, subW * sizeof(float), subH));
  CHECK_CUDA(cudaMemcpy2D(sub, subPitch, (char*)dev + 5 * pitch + 3 * sizeof(float), pitch,
                          subW * sizeof(float), subH, cudaMemcpyDeviceToDevice));

  std::vector<float> full((size_t)width * height), part((size_t)subW * subH);
  CHECK_CUDA(cudaMemcpy2D(full.data(), width * sizeof(float), dev, pitch, width * sizeof(float),
                          height, cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy2D(part.data(), subW * sizeof(float), sub, subPitch, subW * sizeof(float),
                          subH, cudaMemcpyDeviceToHost));
  FILE* f = fopen("full.bin", "wb");
  fwrite(full.data(), sizeof(float), full.size(), f);
  fclose(f);
  f = fopen("part.bin", "wb");
  fwrite(part.data(), sizeof(float), part.size(), f);
  fclose(f);
  CHECK_CUDA(cudaFree(dev));
  CHECK_CUDA(cudaFree(sub));
  printf("PASSED\n");
  return 0;
}
