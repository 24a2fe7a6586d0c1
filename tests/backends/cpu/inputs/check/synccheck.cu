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

// A warp sum after the threads past n returned: with the whole warp in the mask, lane 4 reads
// lane 20, which exited. Fixed: those threads take part with 0.
__global__ void sum_after_return(float* out, int n, int returns) {
  const int i = threadIdx.x;
  if (returns && i >= n) return;
  float v = i < n ? 1.0f : 0.0f;
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
  if (i == 0) out[0] = v;
}

// Half a warp exchanges with the other half, which skips the branch: lane 0 reads lane 16.
__global__ void half_warp_exchange(int* out, int in_branch) {
  const int lane = threadIdx.x % 32;
  int v = lane;
  if (!in_branch || lane < 16) v += __shfl_xor_sync(0xffffffffu, v, 16);
  out[threadIdx.x] = v;
}

// The upper half calls a broadcast whose mask holds the lower half only.
__global__ void broadcast_lower_mask(int* out, int wrong_mask) {
  const int lane = threadIdx.x % 32;
  const unsigned mask = wrong_mask || lane < 16 ? 0x0000ffffu : 0xffff0000u;
  out[threadIdx.x] = __shfl_sync(mask, lane * 10, lane < 16 || wrong_mask ? 0 : 16);
}

// A ballot whose mask names lane 0 alone, called by the whole warp.
__global__ void vote_one_lane(int* out, int wrong_mask) {
  const unsigned mask = wrong_mask ? 1u : 0xffffffffu;
  out[threadIdx.x] = static_cast<int>(__ballot_sync(mask, threadIdx.x % 2));
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
  } else if (std::strcmp(which, "shuffle_exited_lane") == 0) {
    sum_after_return<<<1, 32>>>(out, 20, bug);
  } else if (std::strcmp(which, "shuffle_in_branch") == 0) {
    half_warp_exchange<<<1, 32>>>(iout, bug);
  } else if (std::strcmp(which, "shuffle_mask") == 0) {
    broadcast_lower_mask<<<1, 32>>>(iout, bug);
  } else if (std::strcmp(which, "ballot_mask") == 0) {
    vote_one_lane<<<1, 32>>>(iout, bug);
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
