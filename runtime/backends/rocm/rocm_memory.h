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
