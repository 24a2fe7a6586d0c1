// RUN: translate %s
// A kernel stored as a void* (cudaKernelNodeParams::func) becomes cuportKernelAddress(kernel),
// which lets the CPU backend call it; a non-kernel keeps its cast. gridDim/blockDim fields go
// through CUPORT_FIELD (the CPU backend's built-ins are macros).
#include <cuda_runtime.h>

__global__ void scale(float* x, float s) { x[threadIdx.x] *= s * gridDim.x; }
template <int N>
__global__ void shift(float* x) { x[threadIdx.x] += N; }
void helper(void*) {}

void build(cudaGraph_t graph, float* x) {
  float s = 2;
  void* args[] = {&x, &s};
  cudaKernelNodeParams p = {0};
  p.func = (void*)scale;
  p.gridDim = dim3(1);
  p.blockDim = dim3(32, 1, 1);
  p.kernelParams = args;
  cudaKernelNodeParams* q = &p;
  q->func = (void *)&scale;
  q->gridDim.x = p.blockDim.x / 32;
  p.func = (void*)shift<3>;
  p.func = (void*)helper;
  cudaGraphNode_t node;
  cudaGraphAddKernelNode(&node, graph, nullptr, 0, &p);
}
