// cuport ROCm backend: kernel launch and dynamic shared memory, the cases that are not aliases.
#pragma once

// kernel<<<grid, block, shared, stream>>>(args...) in portable source. hipLaunchKernelGGL is
// itself a macro in HIP, so this one stays a macro too (a function could not take a template
// kernel name like (k<int>)).
#define cuportLaunchKernelGGL(kernel, grid, block, shared, stream, ...) \
  hipLaunchKernelGGL(kernel, dim3(grid), dim3(block), shared, stream, ##__VA_ARGS__)

// extern __shared__ T name[]; in portable source: the block's dynamic shared memory.
#define CUPORT_DYNAMIC_SHARED(type, name) extern __shared__ type name[]
// The same at namespace scope (the translator writes this form outside functions).
#define CUPORT_DYNAMIC_SHARED_GLOBAL(type, name) extern __shared__ type name[]
// __noinline__ in portable source (a macro of that name would break <memory> on the CPU).
#define CUPORT_NOINLINE __noinline__
// `(void*)kernel` stored where CUDA keeps a kernel as a void* (cudaKernelNodeParams::func); the
// CPU backend registers the kernel's parameter types there.
#define cuportKernelAddress(...) ((void*)(__VA_ARGS__))
// A struct field named like a built-in (cudaKernelNodeParams::gridDim): the CPU backend's
// built-ins are macros, so its structs name these fields differently.
#define CUPORT_FIELD(name) name
