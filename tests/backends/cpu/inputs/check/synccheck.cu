// synccheck's seeded bugs: `synccheck CASE` runs one with its bug, `synccheck CASE fixed` the same
// kernel corrected. The reports expected of each bug are in synccheck.expected; a fixed run
// reports nothing.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

// Each half of the block stages its value and waits, at a barrier of its own branch.
__global__ void halves(float* out, int divergent) {
  __shared__ float stage[64];
  if (divergent && threadIdx.x < 32) {
    stage[threadIdx.x] = 1.0f;
    __syncthreads();
  } else {
    stage[threadIdx.x] = 2.0f;
    __syncthreads();
  }
  out[threadIdx.x] = stage[63 - threadIdx.x];
}

// A loop whose trip count depends on the thread, with a barrier inside and one after.
__global__ void uneven_rounds(int* out, int uneven) {
  __shared__ int total[1];
  if (threadIdx.x == 0) total[0] = 0;
  __syncthreads();
  const int rounds = 2 + (uneven ? threadIdx.x % 2 : 0);
  for (int round = 0; round < rounds; ++round) {
    if (threadIdx.x == 0) total[0] += 1;
    __syncthreads();
  }
  __syncthreads();
  out[threadIdx.x] = total[0];
}

__device__ void publish(float* stage, float value) {
  stage[threadIdx.x] = value;
  __syncthreads();
}

// The barrier sits in a device function that only some threads call.
template <int Threads>
__global__ void publish_some(float* out, int divergent) {
  __shared__ float stage[Threads];
  if (!divergent || threadIdx.x % 4 == 0) {
    publish(stage, 1.0f);
  } else {
    stage[threadIdx.x] = 0.0f;
    __syncthreads();
  }
  out[threadIdx.x] = stage[(threadIdx.x + 1) % Threads];
}

// Lanes 16-31 call __syncwarp with a mask of lanes 0-15 only.
__global__ void half_warp_sync(int* out, int wrong_mask) {
  const unsigned lane = threadIdx.x % 32;
  const unsigned mask = wrong_mask ? 0x0000ffffu : (lane < 16 ? 0x0000ffffu : 0xffff0000u);
  __syncwarp(mask);
  out[threadIdx.x] = lane;
}

int main(int argc, char** argv) {
  const char* which = argc > 1 ? argv[1] : "";
  const bool fixed = argc > 2 && std::strcmp(argv[2], "fixed") == 0;
  const int bug = fixed ? 0 : 1;
  float* out;
  int* iout;
  cudaMalloc(&out, 64 * sizeof(float));
  cudaMalloc(&iout, 64 * sizeof(int));
  if (std::strcmp(which, "if_else") == 0) {
    halves<<<2, 64>>>(out, bug);
  } else if (std::strcmp(which, "uneven_loop") == 0) {
    uneven_rounds<<<1, 32>>>(iout, bug);
  } else if (std::strcmp(which, "device_function") == 0) {
    publish_some<64><<<1, 64>>>(out, bug);
  } else if (std::strcmp(which, "syncwarp_mask") == 0) {
    half_warp_sync<<<1, 32>>>(iout, bug);
  } else {
    std::fprintf(stderr, "usage: synccheck CASE [fixed]\n");
    return 2;
  }
  cudaDeviceSynchronize();
  cudaFree(out);
  cudaFree(iout);
  std::printf("%s: %s\n", which, cudaGetErrorString(cudaGetLastError()));
  return 0;
}
