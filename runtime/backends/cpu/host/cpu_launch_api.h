// cuport CPU backend: cuportLaunchKernel with a typed kernel, and dynamic shared memory declared
// at namespace scope (the cooperative launch is in cpu_cooperative_groups.h). The translator drops
// the `(void*)` cast CUDA code puts on the kernel, so the template sees the kernel's parameter
// types and can unpack CUDA's `void** args` (a CPU cannot call a kernel through a void*).
#pragma once

#include <cstddef>
#include <cstdio>
#include <type_traits>
#include <utility>

#include "../engine/cpu_launch.h"

namespace cuport::cpu {

template <class... Params, std::size_t... Index>
cuportError_t launch_from_array(void (*kernel)(Params...), dim3 grid, dim3 block, void** args,
                                std::size_t shared_bytes, cuportStream_t stream,
                                std::index_sequence<Index...>) {
  // args[i] points at the i-th argument's value; the launch copies each, as CUDA does.
  return launch_kernel(
      grid, block, shared_bytes, stream, kernel,
      *static_cast<std::remove_cv_t<std::remove_reference_t<Params>>*>(args[Index])...);
}

// `extern __shared__ T name[];` at namespace scope: every use reads the running block's buffer.
template <class T>
struct DynamicSharedView {
  operator T*() const { return reinterpret_cast<T*>(current_dynamic_shared); }
};

}  // namespace cuport::cpu

// cudaLaunchKernel(kernel, grid, block, args, shared, stream) with a typed kernel.
template <class... Params>
cuportError_t cuportLaunchKernel(void (*kernel)(Params...), dim3 grid, dim3 block, void** args,
                                 std::size_t shared_bytes = 0, cuportStream_t stream = nullptr) {
  CUPORT_CONTEXT_CALL();
  if (!kernel) return ::cuport::cpu::record(cuportErrorInvalidDeviceFunction);
  if (sizeof...(Params) > 0 && !args) return ::cuport::cpu::record(cuportErrorInvalidValue);
  return ::cuport::cpu::launch_from_array(kernel, grid, block, args, shared_bytes, stream,
                                          std::index_sequence_for<Params...>{});
}

// A kernel cast to void* has lost its parameter types; C++ cannot call it from an args array.
inline cuportError_t cuportLaunchKernel(const void*, dim3, dim3, void**, std::size_t = 0,
                                        cuportStream_t = nullptr) {
  CUPORT_CONTEXT_CALL();
  std::fprintf(stderr, "cuport: cudaLaunchKernel needs the kernel itself, not a void* cast of it "
                       "(remove the cast)\n");
  return ::cuport::cpu::record(cuportErrorInvalidDeviceFunction);
}

#define CUPORT_DYNAMIC_SHARED_GLOBAL(type, name) \
  static constexpr ::cuport::cpu::DynamicSharedView<type> name {}
