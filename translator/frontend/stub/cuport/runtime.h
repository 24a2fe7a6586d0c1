// Stub for the translator's parser only: lets already-translated (portable) source parse, so a
// second translation changes nothing. The cuport->CUDA name aliases come from the parse prefix.
#pragma once
#include "cuda_runtime.h"

#define cuportLaunchKernelGGL(kernel, grid, block, shared, stream, ...) \
  kernel<<<grid, block, shared, stream>>>(__VA_ARGS__)
#define CUPORT_DYNAMIC_SHARED(type, name) extern __shared__ type name[]
#define CUPORT_DYNAMIC_SHARED_GLOBAL(type, name) extern __shared__ type name[]
#define cuportKernelAddress(...) ((void*)(__VA_ARGS__))
// A struct field named like a built-in (cudaKernelNodeParams::gridDim): the CPU backend's
// built-ins are macros, so its structs name these fields differently.
#define CUPORT_FIELD(name) name
