// cuport CPU backend: kernel node attributes (cudaGraphKernelNodeSetAttribute, GetAttribute,
// CopyAttributes) and the device's graph memory attributes (cudaDeviceGetGraphMemAttribute,
// SetGraphMemAttribute, GraphMemTrim). Node attributes are checked as cudaLaunchKernelEx checks
// them, stored and returned; they are scheduling hints with nothing to apply on a CPU, except a
// cooperative node, which is refused (graph kernel nodes run the ordinary launch path, where
// grid.sync() would be wrong). Graphs here allocate no memory (no memory allocation nodes), so
// the graph memory figures are zero, exactly.
#pragma once

#include <array>
#include <cstring>

#include "cpu_graph_nodes.h"
#include "cpu_launch_attr.h"
#include "cpu_stream_attr.h"

enum cuportGraphMemAttributeType {
  cuportGraphMemAttrUsedMemCurrent = 0x0,
  cuportGraphMemAttrUsedMemHigh = 0x1,
  cuportGraphMemAttrReservedMemCurrent = 0x2,
  cuportGraphMemAttrReservedMemHigh = 0x3,
};

#define cuportKernelNodeAttrID cuportLaunchAttributeID
#define cuportKernelNodeAttrValue cuportLaunchAttributeValue
#define cuportKernelNodeAttributeAccessPolicyWindow cuportLaunchAttributeAccessPolicyWindow
#define cuportKernelNodeAttributeCooperative cuportLaunchAttributeCooperative
#define cuportKernelNodeAttributePriority cuportLaunchAttributePriority
#define cuportKernelNodeAttributeClusterDimension cuportLaunchAttributeClusterDimension
#define cuportKernelNodeAttributeClusterSchedulingPolicyPreference \
  cuportLaunchAttributeClusterSchedulingPolicyPreference
#define cuportKernelNodeAttributeMemSyncDomainMap cuportLaunchAttributeMemSyncDomainMap
#define cuportKernelNodeAttributeMemSyncDomain cuportLaunchAttributeMemSyncDomain
#define cuportKernelNodeAttributePreferredSharedMemoryCarveout \
  cuportLaunchAttributePreferredSharedMemoryCarveout
#define cuportKernelNodeAttributeDeviceUpdatableKernelNode \
  cuportLaunchAttributeDeviceUpdatableKernelNode
#define cuportKernelNodeAttributeNvlinkUtilCentricScheduling \
  cuportLaunchAttributeNvlinkUtilCentricScheduling

namespace cuport::cpu {

// cudaErrorInvalidValue for a value CUDA refuses or an attribute kernel nodes do not have;
// cudaErrorNotSupported for thread block clusters (none at compute capability 8.0) and for
// cooperative nodes.
inline cuportError_t check_node_attribute(int attr, const cuportLaunchAttributeValue& v) {
  switch (attr) {
    case cuportLaunchAttributePriority:
    case cuportLaunchAttributeMemSyncDomainMap:
    case cuportLaunchAttributeClusterSchedulingPolicyPreference:
      return cuportSuccess;
    case cuportLaunchAttributeAccessPolicyWindow:
      return valid_window(v.accessPolicyWindow) ? cuportSuccess : cuportErrorInvalidValue;
    case cuportLaunchAttributeCooperative:
      return v.cooperative ? cuportErrorNotSupported : cuportSuccess;
    case cuportLaunchAttributeMemSyncDomain:
      return v.memSyncDomain == cuportLaunchMemSyncDomainDefault ||
                     v.memSyncDomain == cuportLaunchMemSyncDomainRemote
                 ? cuportSuccess
                 : cuportErrorInvalidValue;
    case cuportLaunchAttributePreferredSharedMemoryCarveout:
      return v.sharedMemCarveout > 100 ? cuportErrorInvalidValue : cuportSuccess;
    case cuportLaunchAttributeNvlinkUtilCentricScheduling:
      return v.nvlinkUtilCentricScheduling > 1 ? cuportErrorInvalidValue : cuportSuccess;
    case cuportLaunchAttributeClusterDimension:
      if (!v.clusterDim.x || !v.clusterDim.y || !v.clusterDim.z) return cuportErrorInvalidValue;
      return v.clusterDim.x * v.clusterDim.y * v.clusterDim.z == 1 ? cuportSuccess
                                                                   : cuportErrorNotSupported;
    default:  // stream-only or launch-only attributes, device-updatable nodes, unknown ids
      return cuportErrorInvalidValue;
  }
}

}  // namespace cuport::cpu

inline cuportError_t cuportGraphKernelNodeSetAttribute(cuportGraphNode_t node,
                                                       cuportLaunchAttributeID attr,
                                                       const cuportLaunchAttributeValue* value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  NodeParams* p = params_of(node, cuportGraphNodeTypeKernel);
  if (!p || !value) return record(cuportErrorInvalidValue);
  cuportError_t error = check_node_attribute(attr, *value);
  if (error != cuportSuccess) return record(error);
  std::array<unsigned char, 64> bytes;
  std::memcpy(bytes.data(), value, sizeof bytes);
  p->attributes[attr] = bytes;
  return cuportSuccess;
}

// An attribute never set reads as zero (CUDA's defaults: no window, priority 0, domain 0...),
// except the cluster dimension, which is 1 x 1 x 1.
inline cuportError_t cuportGraphKernelNodeGetAttribute(cuportGraphNode_t node,
                                                       cuportLaunchAttributeID attr,
                                                       cuportLaunchAttributeValue* value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  NodeParams* p = params_of(node, cuportGraphNodeTypeKernel);
  if (!p || !value) return record(cuportErrorInvalidValue);
  cuportLaunchAttributeValue zero;
  std::memset(&zero, 0, sizeof zero);
  if (attr == cuportLaunchAttributeClusterDimension) zero.clusterDim = {1, 1, 1};
  if (check_node_attribute(attr, zero) == cuportErrorInvalidValue)
    return record(cuportErrorInvalidValue);  // not a kernel node attribute
  auto found = p->attributes.find(attr);
  if (found == p->attributes.end()) {
    *value = zero;
  } else {
    std::memcpy(value, found->second.data(), sizeof *value);
  }
  return cuportSuccess;
}

inline cuportError_t cuportGraphKernelNodeCopyAttributes(cuportGraphNode_t dst,
                                                         cuportGraphNode_t src) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  NodeParams* to = params_of(dst, cuportGraphNodeTypeKernel);
  NodeParams* from = params_of(src, cuportGraphNodeTypeKernel);
  if (!to || !from) return record(cuportErrorInvalidValue);
  to->attributes = from->attributes;
  return cuportSuccess;
}

inline cuportError_t cuportDeviceGetGraphMemAttribute(int device, cuportGraphMemAttributeType attr,
                                                      void* value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  if (!value || attr < cuportGraphMemAttrUsedMemCurrent || attr > cuportGraphMemAttrReservedMemHigh)
    return record(cuportErrorInvalidValue);
  *static_cast<unsigned long long*>(value) = 0;  // no graph allocates memory here
  return cuportSuccess;
}

// Only the high watermarks can be set, and only back to zero (CUDA's rule).
inline cuportError_t cuportDeviceSetGraphMemAttribute(int device, cuportGraphMemAttributeType attr,
                                                      void* value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  if (!value) return record(cuportErrorInvalidValue);
  if (attr != cuportGraphMemAttrUsedMemHigh && attr != cuportGraphMemAttrReservedMemHigh)
    return record(cuportErrorInvalidValue);
  if (*static_cast<unsigned long long*>(value) != 0) return record(cuportErrorInvalidValue);
  return cuportSuccess;
}

// Nothing cached to give back: graphs here hold no memory between launches.
inline cuportError_t cuportDeviceGraphMemTrim(int device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  return cuportSuccess;
}
