// cuport CPU backend: error codes (CUDA's numbers), their names and strings (CUDA's, letter for
// letter), the last error of each host thread and the sticky error of the device.
#pragma once

#include <atomic>

// X(name, code, CUDA name, description) for every CUDA error code, generated from
// translator/api/table/errors.toml (names and texts as CUDA 13's libcudart returns them).
#include "../generated/cpu_error_codes.h"

enum cuportError {
#define CUPORT_CPU_ERROR_ENUM(name, code, cuda_name, text) name = code,
  CUPORT_CPU_ERRORS(CUPORT_CPU_ERROR_ENUM)
#undef CUPORT_CPU_ERROR_ENUM
};
using cuportError_t = cuportError;

namespace cuport::cpu {

// The last error of the host thread (what cuportGetLastError returns and clears).
inline thread_local cuportError_t last_error = cuportSuccess;
// The sticky error: a fault in device code (an illegal address, an assert, a trap, a deadlocked
// block). As on a GPU it leaves the context unusable: every later call that uses the context
// returns it, cudaGetLastError cannot clear it, only cudaDeviceReset does.
inline std::atomic<int> sticky_error{cuportSuccess};

inline cuportError_t record(cuportError_t error) {
  if (error != cuportSuccess) last_error = error;
  return error;
}

// The errors CUDA makes sticky: those of a kernel that faulted while it ran.
inline bool is_sticky(cuportError_t error) {
  switch (error) {
    case cuportErrorIllegalAddress:
    case cuportErrorLaunchTimeout:
    case cuportErrorAssert:
    case cuportErrorHardwareStackError:
    case cuportErrorIllegalInstruction:
    case cuportErrorMisalignedAddress:
    case cuportErrorInvalidAddressSpace:
    case cuportErrorInvalidPc:
    case cuportErrorLaunchFailure:
      return true;
    default:
      return false;
  }
}

// A kernel faulted with error: the first fault wins (later ones are its consequences).
inline void set_sticky(cuportError_t error) {
  int expected = cuportSuccess;
  sticky_error.compare_exchange_strong(expected, error);
}

// What a call that uses the context answers before doing anything: the sticky error once there
// is one (as CUDA's cudaMalloc, cudaMemcpy, cudaStreamCreate, ... do after a kernel fault), else
// success. Device queries, versions, error strings and cudaDeviceReset do not call it.
inline cuportError_t context_error() {
  int sticky = sticky_error.load(std::memory_order_relaxed);
  if (sticky == cuportSuccess) return cuportSuccess;
  return record(static_cast<cuportError_t>(sticky));
}

}  // namespace cuport::cpu

// First statement of an API function that uses the context: return the sticky error, if any.
#define CUPORT_CONTEXT_CALL()                                                  \
  do {                                                                         \
    if (cuportError_t cuport_sticky = ::cuport::cpu::context_error()) return cuport_sticky; \
  } while (0)

// CUDA's answer for a code it does not know, from both functions.
inline const char* cuportGetErrorName(cuportError_t error) {
  switch (error) {
#define CUPORT_CPU_ERROR_NAME(name, code, cuda_name, text) \
  case name:                                               \
    return cuda_name;
    CUPORT_CPU_ERRORS(CUPORT_CPU_ERROR_NAME)
#undef CUPORT_CPU_ERROR_NAME
  }
  return "unrecognized error code";
}

inline const char* cuportGetErrorString(cuportError_t error) {
  switch (error) {
#define CUPORT_CPU_ERROR_STRING(name, code, cuda_name, text) \
  case name:                                                 \
    return text;
    CUPORT_CPU_ERRORS(CUPORT_CPU_ERROR_STRING)
#undef CUPORT_CPU_ERROR_STRING
  }
  return "unrecognized error code";
}

// Returns and clears the thread's last error; a sticky error is never cleared.
inline cuportError_t cuportGetLastError(void) {
  cuportError_t error = cuport::cpu::last_error;
  cuport::cpu::last_error = cuportSuccess;
  int sticky = cuport::cpu::sticky_error.load();
  if (sticky != cuportSuccess) return static_cast<cuportError_t>(sticky);
  return error;
}

inline cuportError_t cuportPeekAtLastError(void) {
  int sticky = cuport::cpu::sticky_error.load();
  if (sticky != cuportSuccess) return static_cast<cuportError_t>(sticky);
  return cuport::cpu::last_error;
}
