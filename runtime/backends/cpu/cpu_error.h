// cuport CPU backend: error codes (CUDA's numbers), their names and strings, and last-error state.
#pragma once

#include <atomic>

// X(name, code, description): one line per code the CPU backend can return.
#define CUPORT_CPU_ERRORS(X)                                                                     \
  X(cuportSuccess, 0, "no error")                                                                \
  X(cuportErrorInvalidValue, 1, "invalid argument")                                              \
  X(cuportErrorMemoryAllocation, 2, "out of memory")                                             \
  X(cuportErrorInitializationError, 3, "initialization error")                                   \
  X(cuportErrorInvalidConfiguration, 9, "invalid configuration argument")                        \
  X(cuportErrorInvalidPitchValue, 12, "invalid pitch argument")                                  \
  X(cuportErrorInvalidSymbol, 13, "invalid device symbol")                                       \
  X(cuportErrorInvalidHostPointer, 16, "invalid host pointer")                                   \
  X(cuportErrorInvalidDevicePointer, 17, "invalid device pointer")                               \
  X(cuportErrorInvalidTexture, 18, "invalid texture reference")                                  \
  X(cuportErrorInvalidChannelDescriptor, 20, "invalid channel descriptor")                       \
  X(cuportErrorInvalidMemcpyDirection, 21, "invalid copy direction for memcpy")                  \
  X(cuportErrorMissingConfiguration, 52, "__global__ function call is not configured")           \
  X(cuportErrorInvalidDeviceFunction, 98, "invalid device function")                             \
  X(cuportErrorNoDevice, 100, "no CUDA-capable device is detected")                              \
  X(cuportErrorInvalidDevice, 101, "invalid device ordinal")                                     \
  X(cuportErrorUnsupportedLimit, 215, "limit is not supported on this architecture")           \
  X(cuportErrorInvalidResourceHandle, 400, "invalid resource handle")                            \
  X(cuportErrorNotReady, 600, "device not ready")                                                \
  X(cuportErrorIllegalAddress, 700, "an illegal memory access was encountered")                  \
  X(cuportErrorLaunchOutOfResources, 701, "too many resources requested for launch")            \
  X(cuportErrorAssert, 710, "device-side assert triggered")                                      \
  X(cuportErrorHostMemoryAlreadyRegistered, 712,                                                 \
    "part or all of the requested memory range is already mapped")                               \
  X(cuportErrorHostMemoryNotRegistered, 713, "pointer does not correspond to a registered memory region") \
  X(cuportErrorIllegalInstruction, 715, "an illegal instruction was encountered")                \
  X(cuportErrorLaunchFailure, 719, "unspecified launch failure")                                 \
  X(cuportErrorCooperativeLaunchTooLarge, 720,                                                   \
    "too many blocks in cooperative launch")                                                     \
  X(cuportErrorNotSupported, 801, "operation not supported")                                     \
  X(cuportErrorUnknown, 999, "unknown error")

enum cuportError {
#define CUPORT_CPU_ERROR_ENUM(name, code, text) name = code,
  CUPORT_CPU_ERRORS(CUPORT_CPU_ERROR_ENUM)
#undef CUPORT_CPU_ERROR_ENUM
};
using cuportError_t = cuportError;

namespace cuport::cpu {

// The last error of the host thread (what cuportGetLastError returns and clears).
inline thread_local cuportError_t last_error = cuportSuccess;
// A "sticky" error (a kernel fault) that every later call reports, as on a GPU.
inline std::atomic<int> sticky_error{cuportSuccess};

inline cuportError_t record(cuportError_t error) {
  if (error != cuportSuccess) last_error = error;
  return error;
}

}  // namespace cuport::cpu

inline const char* cuportGetErrorName(cuportError_t error) {
  switch (error) {
#define CUPORT_CPU_ERROR_NAME(name, code, text) \
  case name:                                    \
    return #name;
    CUPORT_CPU_ERRORS(CUPORT_CPU_ERROR_NAME)
#undef CUPORT_CPU_ERROR_NAME
  }
  return "cuportErrorUnknown";
}

inline const char* cuportGetErrorString(cuportError_t error) {
  switch (error) {
#define CUPORT_CPU_ERROR_STRING(name, code, text) \
  case name:                                      \
    return text;
    CUPORT_CPU_ERRORS(CUPORT_CPU_ERROR_STRING)
#undef CUPORT_CPU_ERROR_STRING
  }
  return "unrecognized error code";
}

inline cuportError_t cuportGetLastError(void) {
  cuportError_t error = cuport::cpu::last_error;
  cuport::cpu::last_error = cuportSuccess;
  if (error == cuportSuccess) error = static_cast<cuportError_t>(cuport::cpu::sticky_error.load());
  return error;
}

inline cuportError_t cuportPeekAtLastError(void) {
  cuportError_t error = cuport::cpu::last_error;
  if (error == cuportSuccess) error = static_cast<cuportError_t>(cuport::cpu::sticky_error.load());
  return error;
}
