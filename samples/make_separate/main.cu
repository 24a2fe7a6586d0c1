// Separate compilation: kernels in scale.cu and reduce.cu, host I/O in io.cpp, glue here.
#include <cstdlib>
#include <vector>

#include "common.cuh"
#include "io.h"
#include "kernels.cuh"

int main(int argc, char** argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 100000;
  std::vector<float> input = make_input(n);
  const size_t bytes = n * sizeof(float);
  const int max_blocks = (n + kBlock - 1) / kBlock;

  float *d_in = nullptr, *d_scaled = nullptr, *d_partial = nullptr;
  CUDA_CHECK(cudaMalloc(&d_in, bytes));
  CUDA_CHECK(cudaMalloc(&d_scaled, bytes));
  CUDA_CHECK(cudaMalloc(&d_partial, max_blocks * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, input.data(), bytes, cudaMemcpyHostToDevice));

  launch_scale_clamp(d_in, d_scaled, n, 1.5f, 2.0f);
  int blocks = launch_block_sums(d_scaled, d_partial, n);
  CUDA_CHECK(cudaDeviceSynchronize());

  std::vector<float> scaled(n), partial(blocks);
  CUDA_CHECK(cudaMemcpy(scaled.data(), d_scaled, bytes, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(partial.data(), d_partial, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_scaled));
  CUDA_CHECK(cudaFree(d_partial));

  if (!write_floats("scaled.out", scaled) || !write_floats("partial_sums.out", partial)) {
    std::fprintf(stderr, "cannot write the outputs\n");
    return EXIT_FAILURE;
  }
  std::printf("%d elements, %d block sums\n", n, blocks);
  return 0;
}
