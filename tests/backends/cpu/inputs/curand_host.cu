// cuRAND's host API on the CPU backend: the known-answer draws and bad-call statuses of
// curand_host_draws.cuh (host generators, as NVIDIA's reference makes them), then what only a
// device generator shows: it gives the host generator's numbers into device memory, and its
// generation waits for the work queued before it on its stream. test_curand_host.py checks the
// lines.
#include <cuda_runtime.h>
#include <curand.h>
#include <stdio.h>

#include "curand_host_draws.cuh"

__global__ void fill(float* out, int n, float value) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value;
}

int main() {
  draw_known_answers();
  draw_sobol();
  print_statuses();

  // A device generator on a stream, after a kernel on that stream that writes the same array.
  const int n = 1 << 16;
  float* device = nullptr;
  cudaMalloc(&device, n * sizeof(float));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  curandGenerator_t gen = nullptr, host = nullptr;
  curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_MRG32K3A);
  curandSetPseudoRandomGeneratorSeed(gen, 2024ull);
  curandSetStream(gen, stream);
  fill<<<n / 256, 256, 0, stream>>>(device, n, -1.0f);
  curandGenerateUniform(gen, device, n);
  cudaStreamSynchronize(stream);
  std::vector<float> got(n), want(n);
  cudaMemcpy(got.data(), device, n * sizeof(float), cudaMemcpyDeviceToHost);
  curandCreateGeneratorHost(&host, CURAND_RNG_PSEUDO_MRG32K3A);
  curandSetPseudoRandomGeneratorSeed(host, 2024ull);
  curandGenerateUniform(host, want.data(), n);
  printf("device generator after a kernel on its stream equals the host generator: %s\n",
         memcmp(got.data(), want.data(), n * sizeof(float)) == 0 ? "yes" : "no");
  // The dynamic ordering, refused by host generators, is the best ordering's on the CPU backend.
  printf("device ordering(dynamic): %d\n",
         curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_DYNAMIC));
  curandDestroyGenerator(gen);
  curandDestroyGenerator(host);
  printf("destroyed generator: destroy %d, seed %d, generate %d\n", curandDestroyGenerator(gen),
         curandSetPseudoRandomGeneratorSeed(gen, 1ull), curandGenerateUniform(gen, device, 4));
  printf("null generator: create %d, stream %d\n",
         curandCreateGenerator(nullptr, CURAND_RNG_PSEUDO_DEFAULT), curandSetStream(nullptr, 0));
  printf("unsupported types: scrambled sobol32 %d, mtgp32 %d\n",
         curandCreateGenerator(&gen, CURAND_RNG_QUASI_SCRAMBLED_SOBOL32),
         curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_MTGP32));
  // Sobol32's normals use NVIDIA's own inverse normal CDF: refused rather than other numbers.
  float normals[2];
  curandCreateGenerator(&gen, CURAND_RNG_QUASI_SOBOL32);
  printf("sobol32 normal: %d\n", curandGenerateNormal(gen, normals, 2, 0.0f, 1.0f));
  curandDestroyGenerator(gen);
  cudaFree(device);
  cudaStreamDestroy(stream);
  return 0;
}
