// cuport CPU backend: stream attributes (cudaStreamSetAttribute, GetAttribute, CopyAttributes).
// The CPU has no L2 persistence, synchronization policies or memory sync domains to configure,
// so the values are validated as CUDA validates them, stored and returned; the priority is the
// stream's own (cudaStreamGetPriority reports what was set). Nothing else reads them.
#pragma once

#include <cmath>
#include <mutex>

#include "cpu_device.h"
#include "cpu_error.h"
#include "cpu_launch_attr.h"
#include "cpu_stream.h"

namespace cuport::cpu {

// CUDA's checks of an access policy window: a ratio in [0, 1], known properties (a miss is
// never persisting), and no more bytes than the device's cudaDevAttrMaxAccessPolicyWindowSize.
inline bool valid_window(const cuportAccessPolicyWindow& window) {
  if (!(window.hitRatio >= 0.0f && window.hitRatio <= 1.0f)) return false;  // NaN too
  if (window.hitProp < cuportAccessPropertyNormal || window.hitProp > cuportAccessPropertyPersisting)
    return false;
  if (window.missProp != cuportAccessPropertyNormal && window.missProp != cuportAccessPropertyStreaming)
    return false;
  return window.num_bytes <=
         static_cast<std::size_t>(device_properties().accessPolicyMaxWindowSize);
}

// CUDA clamps stream priorities to [greatest, least] = [-5, 0], as at creation.
inline int clamp_priority(int priority) { return priority < -5 ? -5 : (priority > 0 ? 0 : priority); }

}  // namespace cuport::cpu

inline cuportError_t cuportStreamSetAttribute(cuportStream_t stream, cuportStreamAttrID attr,
                                              const cuportStreamAttrValue* value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (!value) return record(cuportErrorInvalidValue);
  std::lock_guard<std::mutex> lock(found->attributes_mutex);
  StreamAttributes& attributes = found->attributes;
  switch (attr) {
    case cuportLaunchAttributeAccessPolicyWindow:
      if (!valid_window(value->accessPolicyWindow)) return record(cuportErrorInvalidValue);
      attributes.window = value->accessPolicyWindow;
      return cuportSuccess;
    case cuportLaunchAttributeSynchronizationPolicy:
      if (value->syncPolicy < cuportSyncPolicyAuto || value->syncPolicy > cuportSyncPolicyBlockingSync)
        return record(cuportErrorInvalidValue);
      attributes.sync_policy = value->syncPolicy;
      return cuportSuccess;
    case cuportLaunchAttributePriority:
      found->priority = clamp_priority(value->priority);
      return cuportSuccess;
    case cuportLaunchAttributeMemSyncDomainMap:
      attributes.domain_map = value->memSyncDomainMap;
      return cuportSuccess;
    case cuportLaunchAttributeMemSyncDomain:
      if (value->memSyncDomain != cuportLaunchMemSyncDomainDefault &&
          value->memSyncDomain != cuportLaunchMemSyncDomainRemote)
        return record(cuportErrorInvalidValue);
      attributes.domain = value->memSyncDomain;
      return cuportSuccess;
    default:  // launch-only attributes (cooperative, clusters, events...) are not stream ones
      return record(cuportErrorInvalidValue);
  }
}

inline cuportError_t cuportStreamGetAttribute(cuportStream_t stream, cuportStreamAttrID attr,
                                              cuportStreamAttrValue* value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (!value) return record(cuportErrorInvalidValue);
  std::lock_guard<std::mutex> lock(found->attributes_mutex);
  const StreamAttributes& attributes = found->attributes;
  switch (attr) {
    case cuportLaunchAttributeAccessPolicyWindow:
      value->accessPolicyWindow = attributes.window;
      return cuportSuccess;
    case cuportLaunchAttributeSynchronizationPolicy:
      value->syncPolicy = attributes.sync_policy;
      return cuportSuccess;
    case cuportLaunchAttributePriority:
      value->priority = found->priority;
      return cuportSuccess;
    case cuportLaunchAttributeMemSyncDomainMap:
      value->memSyncDomainMap = attributes.domain_map;
      return cuportSuccess;
    case cuportLaunchAttributeMemSyncDomain:
      value->memSyncDomain = attributes.domain;
      return cuportSuccess;
    default:
      return record(cuportErrorInvalidValue);
  }
}

// Every stream attribute of src, priority included, becomes dst's.
inline cuportError_t cuportStreamCopyAttributes(cuportStream_t dst, cuportStream_t src) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto& registry = StreamRegistry::instance();
  auto to = registry.resolve(dst);
  auto from = registry.resolve(src);
  if (!to || !from) return record(cuportErrorInvalidResourceHandle);
  if (to == from) return cuportSuccess;
  std::scoped_lock lock(to->attributes_mutex, from->attributes_mutex);
  to->attributes = from->attributes;
  to->priority = from->priority;
  return cuportSuccess;
}
