// All-pairs N-body (GPU Gems 3, chapter 31): bodies as float4 (xyz + mass), tiles of positions
// staged in shared memory, softened gravity with rsqrtf, then a leapfrog integration step.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                        \
  do {                                                                          \
    cudaError_t e = (call);                                                     \
    if (e != cudaSuccess) {                                                     \
      fprintf(stderr, "CUDA error: %s at %s:%d\n", cudaGetErrorString(e), __FILE__, __LINE__); \
      exit(1);                                                                  \
    }                                                                           \
  } while (0)

#define BLOCK_SIZE 128
#define SOFTENING_SQUARED 0.01f

__device__ float3 bodyBodyInteraction(float4 bi, float4 bj, float3 ai) {
  float3 r;
  r.x = bj.x - bi.x;
  r.y = bj.y - bi.y;
  r.z = bj.z - bi.z;
  float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING_SQUARED;
  float invDist = rsqrtf(distSqr);
  float invDistCube = invDist * invDist * invDist;
  float s = bj.w * invDistCube;
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

__global__ void integrateBodies(const float4* __restrict__ pos, float4* __restrict__ newPos,
                                float4* __restrict__ vel, float3* __restrict__ accel, int n,
                                float dt) {
  __shared__ float4 shPos[BLOCK_SIZE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 myPos = i < n ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
  float3 acc = make_float3(0.0f, 0.0f, 0.0f);
  for (int tile = 0; tile < (n + BLOCK_SIZE - 1) / BLOCK_SIZE; ++tile) {
    int j = tile * BLOCK_SIZE + threadIdx.x;
    shPos[threadIdx.x] = j < n ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);  // w = 0: no force
    __syncthreads();
#pragma unroll 8
    for (int k = 0; k < BLOCK_SIZE; ++k) acc = bodyBodyInteraction(myPos, shPos[k], acc);
    __syncthreads();
  }
  if (i < n) {
    float4 v = vel[i];
    v.x += acc.x * dt;
    v.y += acc.y * dt;
    v.z += acc.z * dt;
    myPos.x += v.x * dt;
    myPos.y += v.y * dt;
    myPos.z += v.z * dt;
    vel[i] = v;
    newPos[i] = myPos;
    accel[i] = acc;
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 16384;
  const float dt = 0.001f;
  std::vector<float4> hPos(n), hVel(n);
  unsigned s = 271828u;
  auto uni = [&s]() {
    s = s * 1664525u + 1013904223u;
    return (s >> 8) * (1.0f / 16777216.0f);
  };
  for (int i = 0; i < n; ++i) {
    float x = uni() * 2.0f - 1.0f, y = uni() * 2.0f - 1.0f, z = uni() * 2.0f - 1.0f;
    hPos[i] = make_float4(x, y, z, (1.0f + uni()) / n);
    hVel[i] = make_float4(0.1f * y, -0.1f * x, 0.0f, 0.0f);
  }
  float4 *dPos, *dNewPos, *dVel;
  float3* dAcc;
  CUDA_CHECK(cudaMalloc(&dPos, n * sizeof(float4)));
  CUDA_CHECK(cudaMalloc(&dNewPos, n * sizeof(float4)));
  CUDA_CHECK(cudaMalloc(&dVel, n * sizeof(float4)));
  CUDA_CHECK(cudaMalloc(&dAcc, n * sizeof(float3)));
  CUDA_CHECK(cudaMemcpy(dPos, hPos.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dVel, hVel.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
  cudaEvent_t t0, t1;
  CUDA_CHECK(cudaEventCreate(&t0));
  CUDA_CHECK(cudaEventCreate(&t1));
  CUDA_CHECK(cudaEventRecord(t0));
  integrateBodies<<<(n + BLOCK_SIZE - 1) / BLOCK_SIZE, BLOCK_SIZE>>>(dPos, dNewPos, dVel, dAcc, n, dt);
  CUDA_CHECK(cudaEventRecord(t1));
  CUDA_CHECK(cudaEventSynchronize(t1));
  CUDA_CHECK(cudaGetLastError());
  float ms;
  CUDA_CHECK(cudaEventElapsedTime(&ms, t0, t1));
  double interactions = (double)n * n;
  printf("%d bodies: %.3f ms, %.2f billion interactions/s\n", n, ms, interactions / (ms * 1e6));
  std::vector<float3> acc(n);
  std::vector<float4> newPos(n);
  CUDA_CHECK(cudaMemcpy(acc.data(), dAcc, n * sizeof(float3), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(newPos.data(), dNewPos, n * sizeof(float4), cudaMemcpyDeviceToHost));
  FILE* f = fopen("accel.bin", "wb");
  fwrite(acc.data(), sizeof(float3), n, f);
  fclose(f);
  f = fopen("positions.bin", "wb");
  fwrite(newPos.data(), sizeof(float4), n, f);
  fclose(f);
  cudaFree(dPos);
  cudaFree(dNewPos);
  cudaFree(dVel);
  cudaFree(dAcc);
  cudaEventDestroy(t0);
  cudaEventDestroy(t1);
  printf("PASSED\n");
  return 0;
}
