// Histogram of a 2D grayscale "image" straight into global memory with atomicAdd, 2D launch,
// bins computed from a float intensity, plus per-row maxima with atomicMax.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define HANDLE_ERROR(err) (HandleError(err, __FILE__, __LINE__))
static void HandleError(cudaError_t err, const char* file, int line) {
  if (err != cudaSuccess) {
    printf("%s in %s at line %d\n", cudaGetErrorString(err), file, line);
    exit(EXIT_FAILURE);
  }
}

#define BINS 64

__global__ void histo_kernel(const float* image, int width, int height, unsigned int* histo,
                             int* rowMax) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  float v = image[y * width + x];  // in [0, 1)
  int bin = (int)(v * BINS);
  if (bin >= BINS) bin = BINS - 1;
  atomicAdd(&histo[bin], 1);
  atomicMax(&rowMax[y], bin);
}

int main(int argc, char** argv) {
  int width = argc > 1 ? atoi(argv[1]) : 1920;
  int height = argc > 2 ? atoi(argv[2]) : 1080;
  size_t pixels = (size_t)width * height;
  float* image = (float*)malloc(pixels * sizeof(float));
  unsigned int seed = 31337u;
  for (size_t i = 0; i < pixels; ++i) {
    seed = seed * 1664525u + 1013904223u;
    // Smooth gradient plus noise, quantized to 1/1024 so bin boundaries are exact.
    int x = (int)(i % width), y = (int)(i / width);
    int q = ((x * 700) / width + (y * 300) / height + (int)(seed >> 25)) % 1024;
    image[i] = q / 1024.0f;
  }
  float* d_image;
  unsigned int* d_histo;
  int* d_rowMax;
  HANDLE_ERROR(cudaMalloc((void**)&d_image, pixels * sizeof(float)));
  HANDLE_ERROR(cudaMalloc((void**)&d_histo, BINS * sizeof(unsigned int)));
  HANDLE_ERROR(cudaMalloc((void**)&d_rowMax, height * sizeof(int)));
  HANDLE_ERROR(cudaMemcpy(d_image, image, pixels * sizeof(float), cudaMemcpyHostToDevice));
  HANDLE_ERROR(cudaMemset(d_histo, 0, BINS * sizeof(unsigned int)));
  HANDLE_ERROR(cudaMemset(d_rowMax, 0xff, height * sizeof(int)));  // -1 everywhere

  dim3 block(32, 8);
  dim3 grid((width + block.x - 1) / block.x, (height + block.y - 1) / block.y);
  histo_kernel<<<grid, block>>>(d_image, width, height, d_histo, d_rowMax);
  HANDLE_ERROR(cudaGetLastError());

  unsigned int histo[BINS];
  int* rowMax = (int*)malloc(height * sizeof(int));
  HANDLE_ERROR(cudaMemcpy(histo, d_histo, sizeof(histo), cudaMemcpyDeviceToHost));
  HANDLE_ERROR(cudaMemcpy(rowMax, d_rowMax, height * sizeof(int), cudaMemcpyDeviceToHost));
  unsigned long long total = 0;
  for (int i = 0; i < BINS; ++i) total += histo[i];
  printf("Histogram sum: %llu of %zu pixels\n", total, pixels);
  FILE* f = fopen("histo.bin", "wb");
  fwrite(histo, sizeof(unsigned int), BINS, f);
  fclose(f);
  f = fopen("rowmax.bin", "wb");
  fwrite(rowMax, sizeof(int), height, f);
  fclose(f);
  HANDLE_ERROR(cudaFree(d_image));
  HANDLE_ERROR(cudaFree(d_histo));
  HANDLE_ERROR(cudaFree(d_rowMax));
  free(image);
  free(rowMax);
  int ok = total == pixels;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
