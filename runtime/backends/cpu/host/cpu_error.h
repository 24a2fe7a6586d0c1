// cuport CPU backend: error codes (CUDA's numbers), their names and strings, and last-error state.
#pragma once

#include <atomic>

// X(name, code, description) for every CUDA error code, generated from translator/api/table/errors.toml.
#include "../generated/cpu_error_codes.h"

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
