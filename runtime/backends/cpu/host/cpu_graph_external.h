// cuport CPU backend: external semaphore signal and wait nodes of graphs
// (cudaGraphAddExternalSemaphoresSignalNode, ...WaitNode, their Get/SetParams and exec
// SetParams, and the generic API's extSemSignal/extSemWait). A node keeps its semaphores alive
// and runs as cudaSignalExternalSemaphoresAsync / cudaWaitExternalSemaphoresAsync do
// (cpu_external.h) when the graph reaches it.
#pragma once

#include <vector>

#include "cpu_external.h"
#include "cpu_graph_exec.h"
#include "cpu_graph_params.h"

struct cuportExternalSemaphoreSignalNodeParams {
  cuportExternalSemaphore_t* extSemArray;
  const cuportExternalSemaphoreSignalParams* paramsArray;
  unsigned int numExtSems;
};
struct cuportExternalSemaphoreWaitNodeParams {
  cuportExternalSemaphore_t* extSemArray;
  const cuportExternalSemaphoreWaitParams* paramsArray;
  unsigned int numExtSems;
};
typedef cuportExternalSemaphoreSignalNodeParams cuportExternalSemaphoreSignalNodeParamsV2;
typedef cuportExternalSemaphoreWaitNodeParams cuportExternalSemaphoreWaitNodeParamsV2;

namespace cuport::cpu {

// The checked parameters of a signal or wait node (its semaphores live, flags 0, one at least),
// kept in out: the semaphores, and the handles and parameters as given, which GetParams returns.
template <class NodeParamsT, class Params>
inline cuportError_t semaphore_node_params(const NodeParamsT* given, NodeParams* out,
                                           std::vector<Params> NodeParams::*kept) {
  if (!given || !given->numExtSems || !given->extSemArray || !given->paramsArray)
    return cuportErrorInvalidValue;
  auto live = live_semaphores(given->extSemArray, given->numExtSems);
  if (live.size() != given->numExtSems) return cuportErrorInvalidValue;
  for (unsigned int i = 0; i < given->numExtSems; ++i)
    if (given->paramsArray[i].flags != 0) return cuportErrorInvalidValue;
  out->semaphores = std::move(live);
  out->semaphore_handles.assign(given->extSemArray, given->extSemArray + given->numExtSems);
  (out->*kept).assign(given->paramsArray, given->paramsArray + given->numExtSems);
  return cuportSuccess;
}

inline cuportError_t signal_node_params(const cuportExternalSemaphoreSignalNodeParams* given,
                                        NodeParams* out) {
  return semaphore_node_params(given, out, &NodeParams::signal_params);
}

inline cuportError_t wait_node_params(const cuportExternalSemaphoreWaitNodeParams* given,
                                      NodeParams* out) {
  return semaphore_node_params(given, out, &NodeParams::wait_params);
}

// A node's parameters as CUDA's GetParams returns them: arrays the node owns.
template <class NodeParamsT, class Params>
inline cuportError_t semaphore_node_get(cuportGraphNode_t node, int type, NodeParamsT* out,
                                        std::vector<Params> NodeParams::*kept) {
  NodeParams* p = params_of(node, type);
  if (!p || !out) return record(cuportErrorInvalidValue);
  out->extSemArray = p->semaphore_handles.data();
  out->paramsArray = (p->*kept).data();
  out->numExtSems = static_cast<unsigned int>(p->semaphore_handles.size());
  return cuportSuccess;
}

}  // namespace cuport::cpu

inline cuportError_t cuportGraphAddExternalSemaphoresSignalNode(
    cuportGraphNode_t* node, cuportGraph_t graph, const cuportGraphNode_t* deps, std::size_t count,
    const cuportExternalSemaphoreSignalNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeExtSemaphoreSignal,
                     [&](NodeParams* p) { return signal_node_params(params, p); });
}

inline cuportError_t cuportGraphAddExternalSemaphoresWaitNode(
    cuportGraphNode_t* node, cuportGraph_t graph, const cuportGraphNode_t* deps, std::size_t count,
    const cuportExternalSemaphoreWaitNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return add_checked(node, graph, deps, count, cuportGraphNodeTypeExtSemaphoreWait,
                     [&](NodeParams* p) { return wait_node_params(params, p); });
}

inline cuportError_t cuportGraphExternalSemaphoresSignalNodeGetParams(
    cuportGraphNode_t node, cuportExternalSemaphoreSignalNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return semaphore_node_get(node, cuportGraphNodeTypeExtSemaphoreSignal, params,
                            &NodeParams::signal_params);
}

inline cuportError_t cuportGraphExternalSemaphoresWaitNodeGetParams(
    cuportGraphNode_t node, cuportExternalSemaphoreWaitNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return semaphore_node_get(node, cuportGraphNodeTypeExtSemaphoreWait, params,
                            &NodeParams::wait_params);
}

inline cuportError_t cuportGraphExternalSemaphoresSignalNodeSetParams(
    cuportGraphNode_t node, const cuportExternalSemaphoreSignalNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(set_params(node, cuportGraphNodeTypeExtSemaphoreSignal,
                           [&](NodeParams* p) { return signal_node_params(params, p); }));
}

inline cuportError_t cuportGraphExternalSemaphoresWaitNodeSetParams(
    cuportGraphNode_t node, const cuportExternalSemaphoreWaitNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(set_params(node, cuportGraphNodeTypeExtSemaphoreWait,
                           [&](NodeParams* p) { return wait_node_params(params, p); }));
}

inline cuportError_t cuportGraphExecExternalSemaphoresSignalNodeSetParams(
    cuportGraphExec_t exec, cuportGraphNode_t node,
    const cuportExternalSemaphoreSignalNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return exec_set(exec, node, cuportGraphNodeTypeExtSemaphoreSignal,
                  [&](NodeParams* p) { return signal_node_params(params, p); });
}

inline cuportError_t cuportGraphExecExternalSemaphoresWaitNodeSetParams(
    cuportGraphExec_t exec, cuportGraphNode_t node,
    const cuportExternalSemaphoreWaitNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return exec_set(exec, node, cuportGraphNodeTypeExtSemaphoreWait,
                  [&](NodeParams* p) { return wait_node_params(params, p); });
}
