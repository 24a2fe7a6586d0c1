// cuport ROCm backend: CUDA 12's forms of calls that CUDA 13 changed, which HIP still has; the
// generated aliases carry CUDA 13's (cudaMemLocation) forms, which HIP 5.2 lacks.
#pragma once

inline cuportError_t cuportMemPrefetchAsync(const void* ptr, size_t count, int device,
                                            cuportStream_t stream = 0) {
  return hipMemPrefetchAsync(ptr, count, device, stream);
}

inline cuportError_t cuportMemAdvise(const void* ptr, size_t count, hipMemoryAdvise advice,
                                     int device) {
  return hipMemAdvise(ptr, count, advice, device);
}

namespace cuport::rocm {
struct HostCall {
  hipHostFn_t fn;
  void* data;
};
inline void run_host_call(hipStream_t, hipError_t, void* pending) {
  auto* call = static_cast<HostCall*>(pending);
  call->fn(call->data);
  delete call;
}
}  // namespace cuport::rocm

// HIP 5.2 declares hipLaunchHostFunc, but Debian's libamdhip64 5.2 does not export it (a link
// error); a stream callback runs the function in stream order all the same. A non-template, so
// it is chosen over the generated forwarding template.
inline cuportError_t cuportLaunchHostFunc(cuportStream_t stream, hipHostFn_t fn, void* data) {
  auto* call = new ::cuport::rocm::HostCall{fn, data};
  hipError_t status = hipStreamAddCallback(stream, ::cuport::rocm::run_host_call, call, 0);
  if (status != hipSuccess) delete call;
  return status;
}
