// cuport ROCm backend: CUDA's built-in index variables as plain values, and the fp16 bit casts
// HIP 5.2 offers only on the device. Must not change what any index means.
#pragma once

namespace cuport::rocm {
// HIP's threadIdx & co. are property objects that convert to an integer only where one is
// expected, so `printf("%u", blockIdx.x)` (a variadic argument) does not compile with them.
// These return CUDA's own types; the unused components cost nothing (the builtins are pure).
__device__ inline uint3 thread_idx() {
  return uint3{static_cast<unsigned>(__ockl_get_local_id(0)),
               static_cast<unsigned>(__ockl_get_local_id(1)),
               static_cast<unsigned>(__ockl_get_local_id(2))};
}
__device__ inline uint3 block_idx() {
  return uint3{static_cast<unsigned>(__ockl_get_group_id(0)),
               static_cast<unsigned>(__ockl_get_group_id(1)),
               static_cast<unsigned>(__ockl_get_group_id(2))};
}
__device__ inline dim3 block_dim() {
  return dim3(static_cast<unsigned>(__ockl_get_local_size(0)),
              static_cast<unsigned>(__ockl_get_local_size(1)),
              static_cast<unsigned>(__ockl_get_local_size(2)));
}
__device__ inline dim3 grid_dim() {
  return dim3(static_cast<unsigned>(__ockl_get_num_groups(0)),
              static_cast<unsigned>(__ockl_get_num_groups(1)),
              static_cast<unsigned>(__ockl_get_num_groups(2)));
}
}  // namespace cuport::rocm

#define threadIdx (::cuport::rocm::thread_idx())
#define blockIdx (::cuport::rocm::block_idx())
#define blockDim (::cuport::rocm::block_dim())
#define gridDim (::cuport::rocm::grid_dim())

// HIP defines __align__ but not its twin (CUDA's host_defines.h has both).
#ifndef __builtin_align__
#define __builtin_align__(n) __attribute__((aligned(n)))
#endif
// CUDA 11.7's qualifier for a const kernel parameter whose address the kernel may take; HIP lacks
// the word, and AMD kernel arguments are addressable already.
#ifndef __grid_constant__
#define __grid_constant__
#endif

// CUDA declares these __host__ __device__; HIP 5.2 only __device__. Host twins (clang overloads
// on __host__/__device__) let host code pack and unpack halves as CUDA programs do.
__host__ inline unsigned short __half_as_ushort(__half h) {
  unsigned short bits;
  __builtin_memcpy(&bits, &h, sizeof bits);
  return bits;
}
__host__ inline short __half_as_short(__half h) {
  short bits;
  __builtin_memcpy(&bits, &h, sizeof bits);
  return bits;
}
__host__ inline __half __ushort_as_half(unsigned short bits) {
  __half h;
  __builtin_memcpy(&h, &bits, sizeof h);
  return h;
}
__host__ inline __half __short_as_half(short bits) {
  __half h;
  __builtin_memcpy(&h, &bits, sizeof h);
  return h;
}
