// Relocatable device code: main -> integrate.cu kernels -> physics.cu device functions.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "particles.cuh"

int main(int argc, char** argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 4096;
  int steps = argc > 2 ? std::atoi(argv[2]) : 16;
  std::vector<Particle> host(n);
  for (int i = 0; i < n; ++i) {
    host[i].x = static_cast<float>(i % 33 - 16) * 0.5f;
    host[i].v = static_cast<float>(i % 9 - 4) * 2.0f;
  }
  Particle* d_particles = nullptr;
  if (cudaMalloc(&d_particles, n * sizeof(Particle)) != cudaSuccess) return 1;
  cudaMemcpy(d_particles, host.data(), n * sizeof(Particle), cudaMemcpyHostToDevice);
  integrate(d_particles, n, steps, 0.125f);
  cudaDeviceSynchronize();
  cudaMemcpy(host.data(), d_particles, n * sizeof(Particle), cudaMemcpyDeviceToHost);
  unsigned int bounces = read_bounces();
  cudaFree(d_particles);

  std::FILE* out = std::fopen("particles.out", "wb");
  if (!out || std::fwrite(host.data(), sizeof(Particle), n, out) != static_cast<size_t>(n)) return 1;
  std::fclose(out);
  std::printf("bounces: %u\n", bounces);
  return 0;
}
