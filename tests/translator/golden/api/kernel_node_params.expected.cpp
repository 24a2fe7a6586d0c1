// RUN: translate %s
// A kernel stored as a void* (cudaKernelNodeParams::func) becomes cuportKernelAddress(kernel),
// which lets the CPU backend call it; a non-kernel keeps its cast. gridDim/blockDim fields go
// through CUPORT_FIELD (the CPU backend's built-ins are macros).
#include <cuport/runtime.h>

__global__ void scale(float* x, float s) { x[threadIdx.x] *= s * gridDim.x; }
template <int N>
__global__ void shift(float* x) { x[threadIdx.x] += N; }
void helper(void*) {}

void build(cuportGraph_t graph, float* x) {
  float s = 2;
  void* args[] = {&x, &s};
  cuportKernelNodeParams p = {0};
  p.func = cuportKernelAddress(scale);
  p.CUPORT_FIELD(gridDim) = dim3(1);
  p.CUPORT_FIELD(blockDim) = dim3(32, 1, 1);
  p.kernelParams = args;
  cuportKernelNodeParams* q = &p;
  q->func = cuportKernelAddress(scale);
  q->CUPORT_FIELD(gridDim).x = p.CUPORT_FIELD(blockDim).x / 32;
  p.func = cuportKernelAddress(shift<3>);
  p.func = (void*)helper;
  cuportGraphNode_t node;
  cuportGraphAddKernelNode(&node, graph, nullptr, 0, &p);
}
