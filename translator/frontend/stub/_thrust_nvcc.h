// What a Thrust program compiled by nvcc has without including it, through Thrust's CUDA device
// system: thrust::system_error, and the policies thrust::cuda::par and par_nosync with .on(stream).
// For the parse, the policies are the serial C++ system's (the CPU backend's are OpenMP's:
// runtime/backends/cpu/libraries/cpu_cccl.h). The parse prefix includes this for files that
// include a Thrust header (translator/frontend/_prefix.py).
#pragma once
#if defined(__has_include)
#if __has_include(<thrust/system/cpp/execution_policy.h>)
#include <thrust/system_error.h>
#include <thrust/system/cpp/execution_policy.h>

namespace thrust {
namespace cuda_cub {
template <class Policy>
struct cuport_parse_policy : thrust::system::cpp::detail::execution_policy<Policy> {
  template <class Stream>
  Policy on(Stream) const { return Policy(); }
};
struct par_t : cuport_parse_policy<par_t> {};
struct par_nosync_t : cuport_parse_policy<par_nosync_t> {};
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
