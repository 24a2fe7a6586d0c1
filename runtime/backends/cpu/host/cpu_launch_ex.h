// cuport CPU backend: launches with a cudaLaunchConfig_t (cudaLaunchKernelExC and the C++
// template cudaLaunchKernelEx). The configuration's attributes are checked as CUDA checks them;
// cooperative launches take the cooperative path, completion and programmatic events are
// recorded when the grid has finished (the latest point CUDA allows), and the remaining
// attributes are scheduling hints a CPU has nothing to apply to. Launching itself is
// cpu_launch_api.h's and cpu_cooperative_groups.h's; this header only dispatches to them.
#pragma once

#include <cstdio>
#include <type_traits>

#include "cpu_device.h"
#include "cpu_error.h"
#include "cpu_event.h"
#include "cpu_graph_kernels.h"
#include "cpu_launch_api.h"
#include "cpu_launch_attr.h"
#include "cpu_stream_attr.h"
#include "../device/cpu_cooperative_groups.h"

namespace cuport::cpu {

// What a launch configuration asks beyond the grid: a cooperative launch, events to record.
struct LaunchExtras {
  bool cooperative = false;
  cuportEvent_t events[2] = {nullptr, nullptr};  // launch completion, programmatic
};

inline bool launch_event_ok(cuportEvent_t event) {
  return EventRegistry::instance().valid(event) && (event->flags & cuportEventDisableTiming) &&
         !(event->flags & cuportEventInterprocess);
}

// cudaErrorInvalidValue for a malformed configuration or attribute; cudaErrorNotSupported for
// thread block clusters, which the emulated compute capability 8.0 does not have.
inline cuportError_t check_launch_config(const cuportLaunchConfig_t* config, LaunchExtras& extras) {
  if (!config) return cuportErrorInvalidValue;
  if (config->numAttrs && !config->attrs) return cuportErrorInvalidValue;
  for (unsigned i = 0; i < config->numAttrs; ++i) {
    const cuportLaunchAttributeValue& v = config->attrs[i].val;
    switch (config->attrs[i].id) {
      case cuportLaunchAttributeIgnore:
      case cuportLaunchAttributePriority:
      case cuportLaunchAttributeProgrammaticStreamSerialization:  // serial order is allowed
      case cuportLaunchAttributeClusterSchedulingPolicyPreference:
      case cuportLaunchAttributeMemSyncDomainMap:
        break;
      case cuportLaunchAttributeAccessPolicyWindow:
        if (!valid_window(v.accessPolicyWindow)) return cuportErrorInvalidValue;
        break;
      case cuportLaunchAttributeCooperative:
        extras.cooperative = v.cooperative != 0;
        break;
      case cuportLaunchAttributeMemSyncDomain:
        if (v.memSyncDomain != cuportLaunchMemSyncDomainDefault &&
            v.memSyncDomain != cuportLaunchMemSyncDomainRemote)
          return cuportErrorInvalidValue;
        break;
      case cuportLaunchAttributePreferredSharedMemoryCarveout:
        if (v.sharedMemCarveout > 100) return cuportErrorInvalidValue;
        break;
      case cuportLaunchAttributeNvlinkUtilCentricScheduling:
        if (v.nvlinkUtilCentricScheduling > 1) return cuportErrorInvalidValue;
        break;
      case cuportLaunchAttributeClusterDimension:
      case cuportLaunchAttributePreferredClusterDimension: {
        // Both are {x, y, z} of unsigned int, at the same place in the union.
        const bool regular = config->attrs[i].id == cuportLaunchAttributeClusterDimension;
        unsigned x = regular ? v.clusterDim.x : v.preferredClusterDim.x;
        unsigned y = regular ? v.clusterDim.y : v.preferredClusterDim.y;
        unsigned z = regular ? v.clusterDim.z : v.preferredClusterDim.z;
        if (!x || !y || !z) return cuportErrorInvalidValue;
        if (x * y * z != 1) return cuportErrorNotSupported;
        break;
      }
      case cuportLaunchAttributeLaunchCompletionEvent:
        if (!launch_event_ok(v.launchCompletionEvent.event)) return cuportErrorInvalidValue;
        extras.events[0] = v.launchCompletionEvent.event;
        break;
      case cuportLaunchAttributeProgrammaticEvent:
        if (!launch_event_ok(v.programmaticEvent.event)) return cuportErrorInvalidValue;
        extras.events[1] = v.programmaticEvent.event;
        break;
      default:  // stream-only attributes, device-updatable nodes outside a capture, unknown ids
        return cuportErrorInvalidValue;
    }
  }
  return cuportSuccess;
}

inline cuportError_t record_launch_events(const LaunchExtras& extras, cuportStream_t stream) {
  for (cuportEvent_t event : extras.events)
    if (event) {
      cuportError_t error = cuportEventRecord(event, stream);
      if (error != cuportSuccess) return error;
    }
  return cuportSuccess;
}

}  // namespace cuport::cpu

// cudaLaunchKernelExC(config, kernel, args) with a typed kernel.
template <class... Params>
cuportError_t cuportLaunchKernelExC(const cuportLaunchConfig_t* config, void (*kernel)(Params...),
                                    void** args) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  LaunchExtras extras;
  cuportError_t error = check_launch_config(config, extras);
  if (error != cuportSuccess) return record(error);
  const dim3 grid = config->cuport_field_gridDim, block = config->cuport_field_blockDim;
  error = extras.cooperative ? cuportLaunchCooperativeKernel(kernel, grid, block, args,
                                                             config->dynamicSmemBytes, config->stream)
                             : cuportLaunchKernel(kernel, grid, block, args, config->dynamicSmemBytes,
                                                  config->stream);
  if (error != cuportSuccess) return error;
  return record_launch_events(extras, config->stream);
}

// A kernel given as a void*: launchable only when its address was registered with its types
// (cuportKernelAddress, cpu_graph_kernels.h); otherwise the call is refused, saying why.
inline cuportError_t cuportLaunchKernelExC(const cuportLaunchConfig_t* config, const void* kernel,
                                           void** args) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  LaunchExtras extras;
  cuportError_t error = check_launch_config(config, extras);
  if (error != cuportSuccess) return record(error);
  const KernelLauncher* launcher = kernel ? KernelRegistry::instance().find(kernel) : nullptr;
  if (!launcher || extras.cooperative) {
    std::fprintf(stderr, "cuport: cudaLaunchKernelExC needs the kernel itself, not a void* cast "
                         "of it (remove the cast, or call cudaLaunchKernelEx)\n");
    return record(cuportErrorInvalidDeviceFunction);
  }
  if (launcher->arity() > 0 && !args) return record(cuportErrorInvalidValue);
  KernelArguments copied = launcher->copy_arguments(args);  // copied at launch, as CUDA does
  dim3 grid = config->cuport_field_gridDim, block = config->cuport_field_blockDim;
  std::size_t shared = config->dynamicSmemBytes;
  error = submit_grid(config->stream, grid, block, shared,
                      [launcher, copied, grid, block, shared] {
                        return launcher->run(copied, grid, block, shared);
                      });
  if (error != cuportSuccess) return error;
  return record_launch_events(extras, config->stream);
}

// cudaLaunchKernelEx(config, kernel, args...): CUDA's C++ template, arguments converted to the
// kernel's parameter types first.
template <class... Params, class... Args>
cuportError_t cuportLaunchKernelEx(const cuportLaunchConfig_t* config, void (*kernel)(Params...),
                                   Args&&... args) {
  CUPORT_CONTEXT_CALL();
  static_assert(sizeof...(Params) == sizeof...(Args),
                "cudaLaunchKernelEx: as many arguments as the kernel has parameters");
  return [&](Params... coerced) {
    void* packed[] = {const_cast<void*>(static_cast<const void*>(&coerced))..., nullptr};
    return cuportLaunchKernelExC(config, kernel, packed);
  }(std::forward<Args>(args)...);
}

// Removed in CUDA 12; they converted doubles for devices without double arithmetic. The CPU has
// doubles, so there is nothing to convert, as CUDA did nothing on such devices.
inline cuportError_t cuportSetDoubleForDevice(double* d) {
  CUPORT_CONTEXT_CALL();
  (void)d;
  return cuportSuccess;
}

inline cuportError_t cuportSetDoubleForHost(double* d) {
  CUPORT_CONTEXT_CALL();
  (void)d;
  return cuportSuccess;
}

namespace cuport::cpu {
// Offset and size of parameter index in CUDA's parameter buffer: each parameter at the next
// multiple of its alignment after the previous one.
template <class... Params>
void parameter_layout(std::size_t index, std::size_t& offset, std::size_t& size) {
  const std::size_t sizes[] = {sizeof(std::remove_cv_t<std::remove_reference_t<Params>>)..., 0};
  const std::size_t aligns[] = {alignof(std::remove_cv_t<std::remove_reference_t<Params>>)..., 1};
  std::size_t at = 0;
  for (std::size_t i = 0;; ++i) {
    at = (at + aligns[i] - 1) / aligns[i] * aligns[i];
    if (i == index) {
      offset = at;
      size = sizes[i];
      return;
    }
    at += sizes[i];
  }
}
}  // namespace cuport::cpu

// cudaFuncGetParamInfo with a typed kernel (the layout comes from its parameter types).
template <class... Params>
cuportError_t cuportFuncGetParamInfo(void (*kernel)(Params...), std::size_t index,
                                     std::size_t* offset, std::size_t* size) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!kernel) return record(cuportErrorInvalidDeviceFunction);
  if (!offset || !size || index >= sizeof...(Params)) return record(cuportErrorInvalidValue);
  parameter_layout<Params...>(index, *offset, *size);
  return cuportSuccess;
}

// A kernel cast to void* has lost its parameter types: its layout is unknown here.
inline cuportError_t cuportFuncGetParamInfo(const void*, std::size_t, std::size_t*, std::size_t*) {
  CUPORT_CONTEXT_CALL();
  std::fprintf(stderr, "cuport: cudaFuncGetParamInfo needs the kernel itself, not a void* cast "
                       "of it (remove the cast)\n");
  return cuport::cpu::record(cuportErrorInvalidDeviceFunction);
}

// Handles for a kernel (CUDA's driver types CUfunction and CUkernel, which the runtime API hands
// out for the driver API). On the CPU backend a kernel is a host function, and its handle is its
// address: unique per kernel, the same on every call, and accepted wherever the runtime API takes
// the kernel itself (cudaFuncGetAttributes, cudaFuncGetName, the occupancy calculator).
struct cuportFunction_st;
struct cuportKernel_st;
using cuportFunction_t = cuportFunction_st*;
using cuportKernel_t = cuportKernel_st*;

namespace cuport::cpu {
// The address of entry as a handle of type Handle, or cudaErrorInvalidDeviceFunction when it is
// not the start of a function the executable's symbol table names (data, the middle of a
// function; everything in a stripped executable, as for cudaFuncGetName).
template <class Handle, class T>
cuportError_t kernel_handle(Handle* handle, T* entry) {
  if (!handle) return record(cuportErrorInvalidValue);
  const void* address = reinterpret_cast<const void*>(entry);
  if (!address || !kernel_symbol_name(address)) return record(cuportErrorInvalidDeviceFunction);
  *handle = reinterpret_cast<Handle>(const_cast<void*>(address));
  return cuportSuccess;
}
}  // namespace cuport::cpu

template <class T>
inline cuportError_t cuportGetFuncBySymbol(cuportFunction_t* function, T* symbol) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::kernel_handle(function, symbol);
}

template <class T>
inline cuportError_t cuportGetKernel(cuportKernel_t* kernel, T* entry) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::kernel_handle(kernel, entry);
}
