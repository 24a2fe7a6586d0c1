// cuport CPU backend: adding each kind of graph node (cudaGraphAdd*Node) and reading or changing
// a node's parameters (cudaGraph*NodeGetParams/SetParams), in CUDA's signatures. The checks are
// cpu_graph_nodes.h's; running the nodes is cpu_graph_exec.h's.
#pragma once

#include "cpu_graph_nodes.h"

namespace cuport::cpu {
template <class Check>
cuportError_t add_checked(cuportGraphNode_t* out, cuportGraph_t graph,
                          const cuportGraphNode_t* deps, std::size_t count, int type,
                          Check check) {
  auto params = std::make_shared<NodeParams>();
  cuportError_t error = check(params.get());
  if (error != cuportSuccess) return record(error);
  return record(add_node(out, graph, deps, count, type, std::move(params)));
}
}  // namespace cuport::cpu

inline cuportError_t cuportGraphAddEmptyNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                             const cuportGraphNode_t* deps, std::size_t count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(add_node(node, graph, deps, count, cuportGraphNodeTypeEmpty, nullptr));
}

inline cuportError_t cuportGraphAddKernelNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                              const cuportGraphNode_t* deps, std::size_t count,
                                              const cuportKernelNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeKernel,
                     [&](NodeParams* p) { return kernel_params(params, p); });
}

inline cuportError_t cuportGraphAddMemcpyNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                              const cuportGraphNode_t* deps, std::size_t count,
                                              const cuportMemcpy3DParms* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeMemcpy,
                     [&](NodeParams* p) { return memcpy_params(params, p); });
}

inline cuportError_t cuportGraphAddMemcpyNode1D(cuportGraphNode_t* node, cuportGraph_t graph,
                                                const cuportGraphNode_t* deps, std::size_t count,
                                                void* dst, const void* src, std::size_t bytes,
                                                cuportMemcpyKind kind) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeMemcpy,
                     [&](NodeParams* p) { return memcpy_1d_params(dst, src, bytes, kind, p); });
}

// The symbol is the variable itself (cpu_symbol.h): its size bounds the copy.
template <class T>
cuportError_t cuportGraphAddMemcpyNodeToSymbol(cuportGraphNode_t* node, cuportGraph_t graph,
                                               const cuportGraphNode_t* deps, std::size_t count,
                                               const T& symbol, const void* src,
                                               std::size_t bytes, std::size_t offset = 0,
                                               cuportMemcpyKind kind = cuportMemcpyHostToDevice) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeMemcpy, [&](NodeParams* p) {
    cuportError_t error = check_symbol_copy(sizeof(T), bytes, offset, src, kind, true);
    if (error != cuportSuccess) return error;
    char* dst = reinterpret_cast<char*>(const_cast<T*>(&symbol)) + offset;
    return memcpy_1d_params(dst, src, bytes, cuportMemcpyDefault, p);
  });
}

template <class T>
cuportError_t cuportGraphAddMemcpyNodeFromSymbol(cuportGraphNode_t* node, cuportGraph_t graph,
                                                 const cuportGraphNode_t* deps, std::size_t count,
                                                 void* dst, const T& symbol, std::size_t bytes,
                                                 std::size_t offset = 0,
                                                 cuportMemcpyKind kind = cuportMemcpyDeviceToHost) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeMemcpy, [&](NodeParams* p) {
    cuportError_t error = check_symbol_copy(sizeof(T), bytes, offset, dst, kind, false);
    if (error != cuportSuccess) return error;
    const char* src = reinterpret_cast<const char*>(&symbol) + offset;
    return memcpy_1d_params(dst, src, bytes, cuportMemcpyDefault, p);
  });
}

inline cuportError_t cuportGraphAddMemsetNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                              const cuportGraphNode_t* deps, std::size_t count,
                                              const cuportMemsetParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeMemset,
                     [&](NodeParams* p) { return memset_params(params, p); });
}

inline cuportError_t cuportGraphAddHostNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                            const cuportGraphNode_t* deps, std::size_t count,
                                            const cuportHostNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeHost,
                     [&](NodeParams* p) { return host_params(params, p); });
}

// The node holds a copy of child (CUDA clones it): later changes to child do not reach it.
inline cuportError_t cuportGraphAddChildGraphNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                                  const cuportGraphNode_t* deps, std::size_t count,
                                                  cuportGraph_t child) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_graph(child) || child == graph || has_memory_nodes(*child))
    return record(cuportErrorInvalidValue);
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeGraph, [&](NodeParams* p) {
    p->child = embed_graph(clone_graph(*child, nullptr));
    return cuportSuccess;
  });
}

inline cuportError_t cuportGraphAddEventRecordNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                                   const cuportGraphNode_t* deps,
                                                   std::size_t count, cuportEvent_t event) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!EventRegistry::instance().valid(event)) return record(cuportErrorInvalidValue);
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeEventRecord, [&](NodeParams* p) {
    p->event = event;
    return cuportSuccess;
  });
}

inline cuportError_t cuportGraphAddEventWaitNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                                 const cuportGraphNode_t* deps, std::size_t count,
                                                 cuportEvent_t event) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!EventRegistry::instance().valid(event)) return record(cuportErrorInvalidValue);
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeWaitEvent, [&](NodeParams* p) {
    p->event = event;
    return cuportSuccess;
  });
}

// ---- node parameters ----

inline cuportError_t cuportGraphKernelNodeGetParams(cuportGraphNode_t node,
                                                    cuportKernelNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  NodeParams* p = params_of(node, cuportGraphNodeTypeKernel);
  if (!p || !params) return record(cuportErrorInvalidValue);
  *params = p->kernel_params;
  return cuportSuccess;
}

inline cuportError_t cuportGraphKernelNodeSetParams(cuportGraphNode_t node,
                                                    const cuportKernelNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(set_params(node, cuportGraphNodeTypeKernel,
                           [&](NodeParams* p) { return kernel_params(params, p); }));
}

inline cuportError_t cuportGraphMemcpyNodeGetParams(cuportGraphNode_t node,
                                                    cuportMemcpy3DParms* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  NodeParams* p = params_of(node, cuportGraphNodeTypeMemcpy);
  if (!p || !params) return record(cuportErrorInvalidValue);
  *params = p->copy;
  return cuportSuccess;
}

inline cuportError_t cuportGraphMemcpyNodeSetParams(cuportGraphNode_t node,
                                                    const cuportMemcpy3DParms* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(set_params(node, cuportGraphNodeTypeMemcpy,
                           [&](NodeParams* p) { return memcpy_params(params, p); }));
}

inline cuportError_t cuportGraphMemcpyNodeSetParams1D(cuportGraphNode_t node, void* dst,
                                                      const void* src, std::size_t bytes,
                                                      cuportMemcpyKind kind) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(set_params(node, cuportGraphNodeTypeMemcpy, [&](NodeParams* p) {
    return memcpy_1d_params(dst, src, bytes, kind, p);
  }));
}

template <class T>
cuportError_t cuportGraphMemcpyNodeSetParamsToSymbol(cuportGraphNode_t node, const T& symbol,
                                                     const void* src, std::size_t bytes,
                                                     std::size_t offset = 0,
                                                     cuportMemcpyKind kind = cuportMemcpyHostToDevice) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(set_params(node, cuportGraphNodeTypeMemcpy, [&](NodeParams* p) {
    cuportError_t error = check_symbol_copy(sizeof(T), bytes, offset, src, kind, true);
    if (error != cuportSuccess) return error;
    char* dst = reinterpret_cast<char*>(const_cast<T*>(&symbol)) + offset;
    return memcpy_1d_params(dst, src, bytes, cuportMemcpyDefault, p);
  }));
}

template <class T>
cuportError_t cuportGraphMemcpyNodeSetParamsFromSymbol(cuportGraphNode_t node, void* dst,
                                                       const T& symbol, std::size_t bytes,
                                                       std::size_t offset = 0,
                                                       cuportMemcpyKind kind = cuportMemcpyDeviceToHost) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(set_params(node, cuportGraphNodeTypeMemcpy, [&](NodeParams* p) {
    cuportError_t error = check_symbol_copy(sizeof(T), bytes, offset, dst, kind, false);
    if (error != cuportSuccess) return error;
    const char* src = reinterpret_cast<const char*>(&symbol) + offset;
    return memcpy_1d_params(dst, src, bytes, cuportMemcpyDefault, p);
  }));
}

inline cuportError_t cuportGraphMemsetNodeGetParams(cuportGraphNode_t node,
                                                    cuportMemsetParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  NodeParams* p = params_of(node, cuportGraphNodeTypeMemset);
  if (!p || !params) return record(cuportErrorInvalidValue);
  *params = p->set;
  return cuportSuccess;
}

inline cuportError_t cuportGraphMemsetNodeSetParams(cuportGraphNode_t node,
                                                    const cuportMemsetParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(set_params(node, cuportGraphNodeTypeMemset,
                           [&](NodeParams* p) { return memset_params(params, p); }));
}

inline cuportError_t cuportGraphHostNodeGetParams(cuportGraphNode_t node,
                                                  cuportHostNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  NodeParams* p = params_of(node, cuportGraphNodeTypeHost);
  if (!p || !params) return record(cuportErrorInvalidValue);
  *params = p->host;
  return cuportSuccess;
}

inline cuportError_t cuportGraphHostNodeSetParams(cuportGraphNode_t node,
                                                  const cuportHostNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(set_params(node, cuportGraphNodeTypeHost,
                           [&](NodeParams* p) { return host_params(params, p); }));
}

// The child graph itself (not a copy): changing it changes the node, as in CUDA.
inline cuportError_t cuportGraphChildGraphNodeGetGraph(cuportGraphNode_t node,
                                                       cuportGraph_t* graph) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  NodeParams* p = params_of(node, cuportGraphNodeTypeGraph);
  if (!p || !graph) return record(cuportErrorInvalidValue);
  *graph = p->child.get();
  return cuportSuccess;
}

namespace cuport::cpu {
inline cuportError_t get_event(cuportGraphNode_t node, int type, cuportEvent_t* event) {
  NodeParams* p = params_of(node, type);
  if (!p || !event) return record(cuportErrorInvalidValue);
  *event = p->event;
  return cuportSuccess;
}
inline cuportError_t set_event(cuportGraphNode_t node, int type, cuportEvent_t event) {
  if (!EventRegistry::instance().valid(event)) return record(cuportErrorInvalidValue);
  return record(set_params(node, type, [&](NodeParams* p) {
    p->event = event;
    return cuportSuccess;
  }));
}
}  // namespace cuport::cpu

inline cuportError_t cuportGraphEventRecordNodeGetEvent(cuportGraphNode_t node,
                                                        cuportEvent_t* event) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::get_event(node, cuportGraphNodeTypeEventRecord, event);
}
inline cuportError_t cuportGraphEventRecordNodeSetEvent(cuportGraphNode_t node, cuportEvent_t event) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::set_event(node, cuportGraphNodeTypeEventRecord, event);
}
inline cuportError_t cuportGraphEventWaitNodeGetEvent(cuportGraphNode_t node, cuportEvent_t* event) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::get_event(node, cuportGraphNodeTypeWaitEvent, event);
}
inline cuportError_t cuportGraphEventWaitNodeSetEvent(cuportGraphNode_t node, cuportEvent_t event) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::set_event(node, cuportGraphNodeTypeWaitEvent, event);
}
