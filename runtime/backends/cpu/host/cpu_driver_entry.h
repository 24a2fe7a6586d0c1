// cuport CPU backend: driver entry points (cudaGetDriverEntryPoint, ...ByVersion). The CPU device
// has no CUDA driver, so no driver function is supported on this platform: CUDA's documented
// answer for such a function is cudaSuccess with a null pointer and
// cudaDriverEntryPointSymbolNotFound, which lets a program take its fallback path.
#pragma once

#include "cpu_device.h"
#include "cpu_error.h"

enum cuportGetDriverEntryPointFlags {
  cuportEnableDefault = 0x0,
  cuportEnableLegacyStream = 0x1,
  cuportEnablePerThreadDefaultStream = 0x2,
};

enum cuportDriverEntryPointQueryResult {
  cuportDriverEntryPointSuccess = 0,
  cuportDriverEntryPointSymbolNotFound = 1,
  cuportDriverEntryPointVersionNotSufficent = 2,
};

inline cuportError_t cuportGetDriverEntryPointByVersion(
    const char* symbol, void** function, unsigned int cuda_version, unsigned long long flags,
    cuportDriverEntryPointQueryResult* status = nullptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  (void)cuda_version;
  if (!symbol || !function || flags > cuportEnablePerThreadDefaultStream)
    return record(cuportErrorInvalidValue);
  *function = nullptr;
  if (status) *status = cuportDriverEntryPointSymbolNotFound;
  return cuportSuccess;
}

inline cuportError_t cuportGetDriverEntryPoint(const char* symbol, void** function,
                                               unsigned long long flags,
                                               cuportDriverEntryPointQueryResult* status = nullptr) {
  return cuportGetDriverEntryPointByVersion(symbol, function, CUDART_VERSION, flags,
                                            status);
}
