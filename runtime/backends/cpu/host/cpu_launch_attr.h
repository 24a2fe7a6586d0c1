// cuport CPU backend: launch and stream attribute types, with CUDA 13's layouts (driver_types.h):
// cudaLaunchAttributeID/Value, cudaLaunchAttribute, cudaLaunchConfig_t, the access policy window
// and the stream attribute aliases. Types only: the stream attribute API is in
// cpu_stream_attr.h, and nothing here runs.
#pragma once

#include <cstddef>

#include "../cpu_types.h"

enum cuportAccessProperty {
  cuportAccessPropertyNormal = 0,
  cuportAccessPropertyStreaming = 1,
  cuportAccessPropertyPersisting = 2,
};

struct cuportAccessPolicyWindow {
  void* base_ptr;
  std::size_t num_bytes;
  float hitRatio;
  enum cuportAccessProperty hitProp;
  enum cuportAccessProperty missProp;
};

enum cuportSynchronizationPolicy {
  cuportSyncPolicyAuto = 1,
  cuportSyncPolicySpin = 2,
  cuportSyncPolicyYield = 3,
  cuportSyncPolicyBlockingSync = 4,
};

enum cuportClusterSchedulingPolicy {
  cuportClusterSchedulingPolicyDefault = 0,
  cuportClusterSchedulingPolicySpread = 1,
  cuportClusterSchedulingPolicyLoadBalancing = 2,
};

typedef enum cuportLaunchMemSyncDomain {
  cuportLaunchMemSyncDomainDefault = 0,
  cuportLaunchMemSyncDomainRemote = 1,
} cuportLaunchMemSyncDomain;

typedef struct cuportLaunchMemSyncDomainMap_st {
  unsigned char default_;
  unsigned char remote;
} cuportLaunchMemSyncDomainMap;

typedef enum cuportLaunchAttributeID {
  cuportLaunchAttributeIgnore = 0,
  cuportLaunchAttributeAccessPolicyWindow = 1,
  cuportLaunchAttributeCooperative = 2,
  cuportLaunchAttributeSynchronizationPolicy = 3,
  cuportLaunchAttributeClusterDimension = 4,
  cuportLaunchAttributeClusterSchedulingPolicyPreference = 5,
  cuportLaunchAttributeProgrammaticStreamSerialization = 6,
  cuportLaunchAttributeProgrammaticEvent = 7,
  cuportLaunchAttributePriority = 8,
  cuportLaunchAttributeMemSyncDomainMap = 9,
  cuportLaunchAttributeMemSyncDomain = 10,
  cuportLaunchAttributePreferredClusterDimension = 11,
  cuportLaunchAttributeLaunchCompletionEvent = 12,
  cuportLaunchAttributeDeviceUpdatableKernelNode = 13,
  cuportLaunchAttributePreferredSharedMemoryCarveout = 14,
  cuportLaunchAttributeNvlinkUtilCentricScheduling = 16,
} cuportLaunchAttributeID;

typedef struct cuportGraphDeviceUpdatableNode_st* cuportGraphDeviceNode_t;

typedef union cuportLaunchAttributeValue {
  char pad[64];
  struct cuportAccessPolicyWindow accessPolicyWindow;
  int cooperative;
  enum cuportSynchronizationPolicy syncPolicy;
  struct {
    unsigned int x;
    unsigned int y;
    unsigned int z;
  } clusterDim;
  enum cuportClusterSchedulingPolicy clusterSchedulingPolicyPreference;
  int programmaticStreamSerializationAllowed;
  struct {
    cuportEvent_t event;
    int flags;
    int triggerAtBlockStart;
  } programmaticEvent;
  int priority;
  cuportLaunchMemSyncDomainMap memSyncDomainMap;
  cuportLaunchMemSyncDomain memSyncDomain;
  struct {
    unsigned int x;
    unsigned int y;
    unsigned int z;
  } preferredClusterDim;
  struct {
    cuportEvent_t event;
    int flags;
  } launchCompletionEvent;
  struct {
    int deviceUpdatable;
    cuportGraphDeviceNode_t devNode;
  } deviceUpdatableKernelNode;
  unsigned int sharedMemCarveout;
  unsigned int nvlinkUtilCentricScheduling;
} cuportLaunchAttributeValue;

typedef struct cuportLaunchAttribute_st {
  cuportLaunchAttributeID id;
  char pad[8 - sizeof(cuportLaunchAttributeID)];
  cuportLaunchAttributeValue val;
} cuportLaunchAttribute;

// gridDim and blockDim are the CPU built-ins' macros: the translator writes these fields as
// CUPORT_FIELD(gridDim), which names cuport_field_gridDim (host/cpu_graph_nodes.h).
typedef struct cuportLaunchConfig_st {
  dim3 cuport_field_gridDim;
  dim3 cuport_field_blockDim;
  std::size_t dynamicSmemBytes;
  cuportStream_t stream;
  cuportLaunchAttribute* attrs;
  unsigned int numAttrs;
} cuportLaunchConfig_t;

// CUDA spells the stream attributes as aliases of the launch attributes (macros in driver_types.h).
#define cuportStreamAttrID cuportLaunchAttributeID
#define cuportStreamAttributeAccessPolicyWindow cuportLaunchAttributeAccessPolicyWindow
#define cuportStreamAttributeSynchronizationPolicy cuportLaunchAttributeSynchronizationPolicy
#define cuportStreamAttributeMemSyncDomainMap cuportLaunchAttributeMemSyncDomainMap
#define cuportStreamAttributeMemSyncDomain cuportLaunchAttributeMemSyncDomain
#define cuportStreamAttributePriority cuportLaunchAttributePriority
#define cuportStreamAttrValue cuportLaunchAttributeValue

static_assert(sizeof(cuportLaunchAttributeValue) == 64, "cudaLaunchAttributeValue is 64 bytes");
static_assert(sizeof(cuportLaunchAttribute) == 72, "cudaLaunchAttribute is 72 bytes");

namespace cuport::cpu {

// What a stream's attributes hold (cudaStreamSetAttribute); CUDA's defaults.
struct StreamAttributes {
  cuportAccessPolicyWindow window{nullptr, 0, 0.0f, cuportAccessPropertyNormal,
                                  cuportAccessPropertyNormal};
  cuportSynchronizationPolicy sync_policy = cuportSyncPolicyAuto;
  cuportLaunchMemSyncDomainMap domain_map{0, 1};
  cuportLaunchMemSyncDomain domain = cuportLaunchMemSyncDomainDefault;
};

}  // namespace cuport::cpu
