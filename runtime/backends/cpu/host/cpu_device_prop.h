// cuport CPU backend: cudaGetDeviceProperties and cudaDeviceGetAttribute for the one CPU device
// (its values are documented in README.md). The struct, the attribute numbers and the values are
// data (generated/cpu_device_prop.h); what the machine decides is read by cpu_system_info.h.
#pragma once

#include <cstring>

#include "cpu_error.h"
#include "cpu_system_info.h"
#include "../generated/cpu_device_prop.h"

namespace cuport::cpu {

inline const cuportDeviceProp& device_properties() {
  static const cuportDeviceProp prop = [] {
    cuportDeviceProp p;
    std::memset(&p, 0, sizeof p);
    // Before the data's values: memoryClockRate copies clockRate.
    cpu_description(p.name, sizeof p.name, &p.clockRate);
    set_device_values(p);
    return p;
  }();
  return prop;
}

// The attribute's value, or false for an attribute this backend does not know.
inline bool device_attribute(cuportDeviceAttr attr, int* value) {
  if (prop_attribute(device_properties(), attr, value)) return true;
  if (attr <= 0 || attr > kLastDeviceAttr) return false;
  *value = 0;  // a capability the CPU device does not have (clusters, IPC, interop, ...)
  return true;
}

}  // namespace cuport::cpu

inline cuportError_t cuportGetDeviceProperties(cuportDeviceProp* prop, int device) {
  using namespace cuport::cpu;
  if (!prop) return record(cuportErrorInvalidValue);
  if (device != 0) return record(cuportErrorInvalidDevice);
  *prop = device_properties();
  return cuportSuccess;
}

inline cuportError_t cuportDeviceGetAttribute(int* value, cuportDeviceAttr attr, int device) {
  using namespace cuport::cpu;
  if (!value) return record(cuportErrorInvalidValue);
  if (device != 0) return record(cuportErrorInvalidDevice);
  return device_attribute(attr, value) ? cuportSuccess : record(cuportErrorInvalidValue);
}
