// cuport CPU backend: device management (one CPU device) and synchronization.
#pragma once

#include "cpu_error.h"
#include "cpu_launch.h"

inline cuportError_t cuportGetDeviceCount(int* count) {
  if (!count) return cuport::cpu::record(cuportErrorInvalidValue);
  *count = 1;
  return cuportSuccess;
}

inline cuportError_t cuportGetDevice(int* device) {
  if (!device) return cuport::cpu::record(cuportErrorInvalidValue);
  *device = 0;
  return cuportSuccess;
}

inline cuportError_t cuportSetDevice(int device) {
  return device == 0 ? cuportSuccess : cuport::cpu::record(cuportErrorInvalidDevice);
}

// Kernels run to completion inside their launch, so there is never outstanding work; what
// remains to report is a fault from an earlier kernel.
inline cuportError_t cuportDeviceSynchronize(void) {
  return static_cast<cuportError_t>(cuport::cpu::sticky_error.load());
}

inline cuportError_t cuportDeviceReset(void) {
  cuport::cpu::sticky_error.store(cuportSuccess);
  cuport::cpu::last_error = cuportSuccess;
  return cuportSuccess;
}
