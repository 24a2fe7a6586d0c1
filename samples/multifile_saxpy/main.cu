// A program split over translation units: main.cu (this file) owns the data and calls launchers
// declared in kernels.cuh and defined in kernels.cu; both include cuda_check.cuh.
#include <vector>

#include "cuda_check.cuh"
#include "kernels.cuh"

int main(int argc, char** argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 1 << 20;
  std::vector<float> x(n), y(n);
  std::vector<int> counts(n);
  for (int i = 0; i < n; ++i) {
    x[i] = (float)(i % 100) - 50.0f;
    y[i] = (float)(i % 7);
    counts[i] = i % 1000;
  }
  float *dx, *dy;
  int* dc;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dc, n * sizeof(int)));
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  CUDA_CHECK(cudaMemcpyAsync(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemcpyAsync(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemcpyAsync(dc, counts.data(), n * sizeof(int), cudaMemcpyHostToDevice, stream));
  LaunchConfig cfg{256, stream};
  launchSaxpy(n, 3.0f, dx, dy, cfg);
  launchScale<float>(n, 0.5f, dy, cfg);
  launchScale<int>(n, -3, dc, cfg);
  double norm = deviceNorm1(n, dy, cfg);
  CUDA_CHECK(cudaMemcpyAsync(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaMemcpyAsync(counts.data(), dc, n * sizeof(int), cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  std::printf("norm1: %.1f\n", norm);
  FILE* f = std::fopen("y.bin", "wb");
  std::fwrite(y.data(), sizeof(float), n, f);
  std::fclose(f);
  f = std::fopen("counts.bin", "wb");
  std::fwrite(counts.data(), sizeof(int), n, f);
  std::fclose(f);
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(dx));
  CUDA_CHECK(cudaFree(dy));
  CUDA_CHECK(cudaFree(dc));
  std::printf("PASSED\n");
  return 0;
}
