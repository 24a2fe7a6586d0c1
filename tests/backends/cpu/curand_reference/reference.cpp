// Reference for test_curand_kernel.py: the draws of ../inputs/curand_draws.cuh made with
// NVIDIA's curand_kernel.h (from the nvidia-curand-cu12 wheel), compiled as host code with g++
// (this folder's cuda_runtime.h and nv/target stand in for the CUDA toolkit's). Prints the lines
// ../inputs/curand_kernel.cu prints.
#include <curand_kernel.h>
#include <stdio.h>

#include "../inputs/curand_draws.cuh"

int main() {
  unsigned long long words[kCurandWords];
  for (int c = 0; c < kCurandCases; ++c) {
    draw_sequence<curandStatePhilox4_32_10_t>(draw_case(c), words);
    print_draws("philox", c, words);
  }
  for (int c = 0; c < kCurandCases; ++c) {
    draw_sequence<curandStateXORWOW_t>(draw_case(c), words);
    print_draws("xorwow", c, words);
  }
  for (int c = 0; c < kCurandCases; ++c) {
    draw_sequence<curandStateMRG32k3a_t>(draw_case(c), words);
    print_draws("mrg32k3a", c, words);
  }
  for (int i = 0; i < kPhiloxKats; ++i) {
    uint4 ctr;
    uint2 key;
    philox_kat_input(i, &ctr, &key);
    const uint4 out = philox_block(ctr, key);
    printf("kat %d: %08x %08x %08x %08x\n", i, out.x, out.y, out.z, out.w);
  }
  return 0;
}
