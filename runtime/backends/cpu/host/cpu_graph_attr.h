// cuport CPU backend: kernel node attributes (cudaGraphKernelNodeSetAttribute, GetAttribute,
// CopyAttributes). Node attributes are checked as cudaLaunchKernelEx checks them, stored and
// returned; they are scheduling hints with nothing to apply on a CPU, except a cooperative node,
// which is refused (graph kernel nodes run the ordinary launch path, where grid.sync() would be
// wrong). The device's graph memory attributes are in cpu_graph_memory.h.
#pragma once

#include <array>
#include <cstring>

#include "cpu_graph_nodes.h"
#include "cpu_launch_attr.h"
#include "cpu_stream_attr.h"

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
