// cuport CPU backend: the generic node API of CUDA 12.2+ (cudaGraphAddNode, cudaGraphNodeSetParams,
// cudaGraphExecNodeSetParams) over cudaGraphNodeParams, for the node kinds this backend has
// (kernel, memcpy, memset, host, child graph, empty, event record and wait, memory allocation and
// free, external semaphore signal and wait). The checks are the typed functions'
// (cpu_graph_nodes.h, cpu_graph_memory.h, cpu_graph_external.h); conditional nodes are
// cudaErrorNotSupported (their members are not declared: a program that fills them stops at
// compile time, not at a wrong result).
#pragma once

#include "cpu_graph_exec.h"
#include "cpu_graph_external.h"
#include "cpu_graph_memory.h"
#include "cpu_graph_nodes.h"
#include "cpu_graph_update.h"

enum cuportGraphChildGraphNodeOwnership {
  cuportGraphChildGraphOwnershipClone = 0,
  cuportGraphChildGraphOwnershipMove = 1,
};

struct cuportKernelNodeParamsV2 {
  void* func;
  dim3 cuport_field_gridDim;  // CUPORT_FIELD(gridDim), see cuportKernelNodeParams
  dim3 cuport_field_blockDim;
  unsigned int sharedMemBytes;
  void** kernelParams;
  void** extra;
};
struct cuportMemcpyNodeParams {
  int flags;
  int reserved[3];
  cuportMemcpy3DParms copyParams;
};
struct cuportMemsetParamsV2 {
  void* dst;
  std::size_t pitch;
  unsigned int value;
  unsigned int elementSize;
  std::size_t width;
  std::size_t height;
};
struct cuportHostNodeParamsV2 {
  cuportHostFn_t fn;
  void* userData;
};
struct cuportChildGraphNodeParams {
  cuportGraph_t graph;
  cuportGraphChildGraphNodeOwnership ownership;
};
struct cuportEventRecordNodeParams {
  cuportEvent_t event;
};
struct cuportEventWaitNodeParams {
  cuportEvent_t event;
};

struct cuportGraphNodeParams {
  cuportGraphNodeType type;
  int reserved0[3];
  union {
    long long reserved1[29];
    cuportKernelNodeParamsV2 kernel;
    cuportMemcpyNodeParams memcpy;
    cuportMemsetParamsV2 memset;
    cuportHostNodeParamsV2 host;
    cuportChildGraphNodeParams graph;
    cuportEventWaitNodeParams eventWait;
    cuportEventRecordNodeParams eventRecord;
    cuportExternalSemaphoreSignalNodeParamsV2 extSemSignal;
    cuportExternalSemaphoreWaitNodeParamsV2 extSemWait;
    cuportMemAllocNodeParamsV2 alloc;
    cuportMemFreeNodeParams free;
  };
  long long reserved2;
};
static_assert(sizeof(cuportGraphNodeParams) == 256, "cudaGraphNodeParams is 256 bytes");

namespace cuport::cpu {

// A child graph node's graph from the generic parameters: a copy, or with
// cudaGraphChildGraphOwnershipMove the graph itself (its handle now names the node's graph).
inline cuportError_t child_params(cuportChildGraphNodeParams& p, Graph* parent, NodeParams* out) {
  if (!valid_graph(p.graph) || p.graph == parent || p.graph->embedded)
    return cuportErrorInvalidValue;
  if (p.ownership == cuportGraphChildGraphOwnershipClone) {
    if (has_memory_nodes(*p.graph)) return cuportErrorInvalidValue;  // only moved, never copied
    out->child = embed_graph(clone_graph(*p.graph, nullptr));
    return cuportSuccess;
  }
  if (p.ownership != cuportGraphChildGraphOwnershipMove) return cuportErrorInvalidValue;
  Graph* moved = p.graph;
  moved->embedded = true;  // HandleSet keeps it: the handle stays valid, owned by the node
  out->child = std::shared_ptr<Graph>(moved, [](Graph* g) {
    forget_nodes(*g);
    HandleSet<Graph>::instance().remove(g);
  });
  return cuportSuccess;
}

// The node type's checked parameters from p (the typed functions' checks).
inline cuportError_t generic_params(cuportGraphNodeParams* p, Graph* graph, NodeParams* out) {
  if (!p || p->reserved0[0] || p->reserved0[1] || p->reserved0[2] || p->reserved2)
    return cuportErrorInvalidValue;
  switch (p->type) {
    case cuportGraphNodeTypeKernel: {
      const auto& k = p->kernel;
      cuportKernelNodeParams typed{k.func, k.cuport_field_gridDim, k.cuport_field_blockDim,
                                   k.sharedMemBytes, k.kernelParams, k.extra};
      return kernel_params(&typed, out);
    }
    case cuportGraphNodeTypeMemcpy:
      if (p->memcpy.flags || p->memcpy.reserved[0] || p->memcpy.reserved[1] ||
          p->memcpy.reserved[2])
        return cuportErrorInvalidValue;
      return memcpy_params(&p->memcpy.copyParams, out);
    case cuportGraphNodeTypeMemset: {
      const auto& m = p->memset;
      cuportMemsetParams typed{m.dst, m.pitch, m.value, m.elementSize, m.width, m.height};
      return memset_params(&typed, out);
    }
    case cuportGraphNodeTypeHost: {
      cuportHostNodeParams typed{p->host.fn, p->host.userData};
      return host_params(&typed, out);
    }
    case cuportGraphNodeTypeGraph:
      return child_params(p->graph, graph, out);
    case cuportGraphNodeTypeEmpty:
      return cuportSuccess;
    case cuportGraphNodeTypeEventRecord:
    case cuportGraphNodeTypeWaitEvent: {
      cuportEvent_t event =
          p->type == cuportGraphNodeTypeEventRecord ? p->eventRecord.event : p->eventWait.event;
      if (!EventRegistry::instance().valid(event)) return cuportErrorInvalidValue;
      out->event = event;
      return cuportSuccess;
    }
    case cuportGraphNodeTypeMemAlloc: {  // the address goes back in p->alloc.dptr
      const auto& a = p->alloc;
      return alloc_params(a.poolProps, a.accessDescs, a.accessDescCount, a.bytesize, graph,
                          &p->alloc.dptr, out);
    }
    case cuportGraphNodeTypeMemFree:
      return free_params(p->free.dptr, graph, out);
    case cuportGraphNodeTypeExtSemaphoreSignal:
      return signal_node_params(&p->extSemSignal, out);
    case cuportGraphNodeTypeExtSemaphoreWait:
      return wait_node_params(&p->extSemWait, out);
    case cuportGraphNodeTypeConditional:
      return cuportErrorNotSupported;
    default:
      return cuportErrorInvalidValue;
  }
}

}  // namespace cuport::cpu

inline cuportError_t cuportGraphAddNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                        const cuportGraphNode_t* deps,
                                        const cuportGraphEdgeData* edges, std::size_t count,
                                        cuportGraphNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!node || !valid_graph(graph) || !params) return record(cuportErrorInvalidValue);
  if (!default_edges(edges, count)) return record(cuportErrorNotSupported);  // programmatic edges
  cuportError_t error = check_dependencies(graph, deps, count);  // before a child is moved in
  if (error != cuportSuccess) return record(error);
  auto made = std::make_shared<NodeParams>();
  error = generic_params(params, graph, made.get());
  if (error != cuportSuccess) return record(error);
  return record(add_node(node, graph, deps, count, params->type, std::move(made)));
}

// The CUDA 12.3 form without edge data.
inline cuportError_t cuportGraphAddNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                        const cuportGraphNode_t* deps, std::size_t count,
                                        cuportGraphNodeParams* params) {
  return cuportGraphAddNode(node, graph, deps, nullptr, count, params);
}

namespace cuport::cpu {
inline bool memory_node_type(int type) {
  return type == cuportGraphNodeTypeMemAlloc || type == cuportGraphNodeTypeMemFree;
}
}  // namespace cuport::cpu

// A node's type cannot change; a child graph node's graph cannot be replaced this way, and memory
// allocation and free nodes cannot be changed at all (cudaErrorNotSupported, CUDA's rules).
inline cuportError_t cuportGraphNodeSetParams(cuportGraphNode_t node,
                                              cuportGraphNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (valid_node(node) && params && params->type == node->type && memory_node_type(node->type))
    return record(cuportErrorNotSupported);
  if (!valid_node(node) || !params || params->type != node->type ||
      node->type == cuportGraphNodeTypeGraph)
    return record(cuportErrorInvalidValue);
  return record(set_params(node, node->type, [&](NodeParams* p) {
    return generic_params(params, node->graph, p);
  }));
}

inline cuportError_t cuportGraphExecNodeSetParams(cuportGraphExec_t exec, cuportGraphNode_t node,
                                                  cuportGraphNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!params) return record(cuportErrorInvalidValue);
  if (memory_node_type(params->type)) return record(cuportErrorNotSupported);
  if (params->type == cuportGraphNodeTypeGraph) {
    if (params->graph.ownership != cuportGraphChildGraphOwnershipClone)
      return record(cuportErrorInvalidValue);
    return cuportGraphExecChildGraphNodeSetParams(exec, node, params->graph.graph);
  }
  return exec_set(exec, node, params->type,
                  [&](NodeParams* p) { return generic_params(params, nullptr, p); });
}
