// cuRAND's device API on the CPU backend: a kernel whose threads each initialise a generator
// (curand_init with a case's seed, subsequence and offset) and draw the sequence of
// curand_draws.cuh, for Philox4_32_10, XORWOW and MRG32k3a (blocks 0, 1, 2); then Random123's
// Philox4x32-10 known-answer inputs through curand4. test_curand_kernel.py checks the lines.
#include <cuda_runtime.h>
#include <curand_kernel.h>
#include <stdio.h>

#include "curand_draws.cuh"

__global__ void draw_every_case(unsigned long long* out) {
  const int c = threadIdx.x;
  unsigned long long* words = out + (blockIdx.x * kCurandCases + c) * kCurandWords;
  if (blockIdx.x == 0) {
    draw_sequence<curandStatePhilox4_32_10_t>(draw_case(c), words);
  } else if (blockIdx.x == 1) {
    draw_sequence<curandStateXORWOW_t>(draw_case(c), words);
  } else {
    draw_sequence<curandStateMRG32k3a_t>(draw_case(c), words);
  }
}

__global__ void philox_known_answers(uint4* out) {
  uint4 ctr;
  uint2 key;
  philox_kat_input(threadIdx.x, &ctr, &key);
  out[threadIdx.x] = philox_block(ctr, key);
}

int main() {
  const int words = 3 * kCurandCases * kCurandWords;
  unsigned long long* d_words;
  uint4* d_kat;
  cudaMalloc(&d_words, words * sizeof(unsigned long long));
  cudaMalloc(&d_kat, kPhiloxKats * sizeof(uint4));
  draw_every_case<<<3, kCurandCases>>>(d_words);
  philox_known_answers<<<1, kPhiloxKats>>>(d_kat);
  unsigned long long host[3 * kCurandCases * kCurandWords];
  uint4 kat[kPhiloxKats];
  cudaMemcpy(host, d_words, sizeof host, cudaMemcpyDeviceToHost);
  cudaMemcpy(kat, d_kat, sizeof kat, cudaMemcpyDeviceToHost);
  if (cudaGetLastError() != cudaSuccess) return 1;
  for (int c = 0; c < kCurandCases; ++c) print_draws("philox", c, host + c * kCurandWords);
  for (int c = 0; c < kCurandCases; ++c) {
    print_draws("xorwow", c, host + (kCurandCases + c) * kCurandWords);
  }
  for (int c = 0; c < kCurandCases; ++c) {
    print_draws("mrg32k3a", c, host + (2 * kCurandCases + c) * kCurandWords);
  }
  for (int i = 0; i < kPhiloxKats; ++i) {
    printf("kat %d: %08x %08x %08x %08x\n", i, kat[i].x, kat[i].y, kat[i].z, kat[i].w);
  }
  cudaFree(d_words);
  cudaFree(d_kat);
  return 0;
}
