// NVIDIA's Thrust and libcu++ (the nvidia-cuda-cccl wheel, on the include path after the user's
// folders) compiled for the CPU backend by the host compiler.
//
// .cu units are compiled with __CUDACC__ and __NVCC__ defined, as nvcc defines them (user code
// tests them). CCCL would then take the nvcc path and want a CUDA toolkit. It decides which
// compiler it is on once, in its include-guarded configuration headers: including those first,
// with the two macros hidden, settles it for every CCCL header the program includes later.
// Thrust's device system is OpenMP (all cores) where the unit is compiled with OpenMP, which
// the driver turns on for units that include Thrust; else its serial C++ system.
#pragma once
#if defined(__has_include)
#if __has_include(<cuda/__cccl_config>) && __has_include(<nv/target>)
#pragma push_macro("__CUDACC__")
#pragma push_macro("__NVCC__")
#undef __CUDACC__
#undef __NVCC__
#ifndef THRUST_DEVICE_SYSTEM
#ifdef _OPENMP
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_OMP
#else
#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CPP
#endif
#endif
#include <cuda/__cccl_config>
#include <nv/target>
#pragma pop_macro("__NVCC__")
#pragma pop_macro("__CUDACC__")
#endif
#endif

// What a Thrust program compiled by nvcc has without including it, through Thrust's CUDA device
// system: thrust::system_error, and the policies thrust::cuda::par and par_nosync with
// .on(stream), here the OpenMP system's. A stream needs no wait: in a program that uses Thrust
// queued work is blocking (host/cpu_stream.h's launch_blocking), so it has run already.
#if defined(CUPORT_THRUST) && defined(__has_include)
#if __has_include(<thrust/system/omp/execution_policy.h>)
#include <thrust/system_error.h>
#include <thrust/system/omp/execution_policy.h>

namespace thrust {
namespace cuda_cub {
template <class Policy>
struct cuport_omp_policy
    : thrust::system::omp::detail::execution_policy<Policy>
    , thrust::detail::allocator_aware_execution_policy<thrust::system::omp::detail::execution_policy> {
  template <class Stream>
  Policy on(Stream) const { return Policy(); }
};
struct par_t : cuport_omp_policy<par_t> {};
struct par_nosync_t : cuport_omp_policy<par_nosync_t> {};
static const par_t par;
static const par_nosync_t par_nosync;
}  // namespace cuda_cub
namespace cuda {
using thrust::cuda_cub::par;
using thrust::cuda_cub::par_nosync;
}  // namespace cuda
namespace system {
namespace cuda {
using thrust::cuda_cub::par;
using thrust::cuda_cub::par_nosync;
}  // namespace cuda
}  // namespace system
}  // namespace thrust
#endif
#endif
