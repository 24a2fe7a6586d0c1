// Reference for test_curand_host.py: the draws of ../inputs/curand_host_draws.cuh made by
// NVIDIA's libcurand (the nvidia-curand-cu12 wheel) with host generators, which run on the CPU.
// Built with g++ against the wheel's curand.h (this folder's cuda_runtime.h stands in for the
// CUDA toolkit's) and linked with its libcurand.so.10. Prints the lines ../inputs/curand_host.cu
// prints before its own device-generator checks.
#include <curand.h>
#include <stdio.h>

#include "../inputs/curand_host_draws.cuh"

int main() {
  draw_known_answers();
  draw_sobol();
  print_statuses();
  return 0;
}
