// cuport CPU backend: executable graphs. Instantiation copies the graph and orders its nodes
// topologically (child graphs flattened into the order); a launch runs that order on the launch
// stream, as CUDA's stream order allows: one stream item per stretch of nodes, with event record
// and wait nodes as the stream's own event record and wait between them. Updates (cudaGraphExec*
// SetParams, cudaGraphExecUpdate) make a new order; launches already queued keep theirs.
#pragma once

#include <cstdio>
#include <map>
#include <memory>
#include <vector>

#include "cpu_graph_memory.h"
#include "cpu_graph_params.h"

enum cuportGraphExecUpdateResult {
  cuportGraphExecUpdateSuccess = 0x0,
  cuportGraphExecUpdateError = 0x1,
  cuportGraphExecUpdateErrorTopologyChanged = 0x2,
  cuportGraphExecUpdateErrorNodeTypeChanged = 0x3,
  cuportGraphExecUpdateErrorFunctionChanged = 0x4,
  cuportGraphExecUpdateErrorParametersChanged = 0x5,
  cuportGraphExecUpdateErrorNotSupported = 0x6,
  cuportGraphExecUpdateErrorUnsupportedFunctionChange = 0x7,
  cuportGraphExecUpdateErrorAttributesChanged = 0x8,
};

typedef struct cuportGraphExecUpdateResultInfo_st {
  cuportGraphExecUpdateResult result;
  cuportGraphNode_t errorNode;
  cuportGraphNode_t errorFromNode;
} cuportGraphExecUpdateResultInfo;

enum cuportGraphInstantiateResult {
  cuportGraphInstantiateSuccess = 0,
  cuportGraphInstantiateError = 1,
  cuportGraphInstantiateInvalidStructure = 2,
  cuportGraphInstantiateNodeOperationNotSupported = 3,
  cuportGraphInstantiateMultipleDevicesNotSupported = 4,
  cuportGraphInstantiateConditionalHandleUnused = 5,
};

typedef struct cuportGraphInstantiateParams_st {
  unsigned long long flags;
  cuportStream_t uploadStream;
  cuportGraphNode_t errNode_out;
  cuportGraphInstantiateResult result_out;
} cuportGraphInstantiateParams;

enum cuportGraphDebugDotFlags {
  cuportGraphDebugDotFlagsVerbose = 1 << 0,
  cuportGraphDebugDotFlagsKernelNodeParams = 1 << 2,
  cuportGraphDebugDotFlagsMemcpyNodeParams = 1 << 3,
  cuportGraphDebugDotFlagsMemsetNodeParams = 1 << 4,
  cuportGraphDebugDotFlagsHostNodeParams = 1 << 5,
  cuportGraphDebugDotFlagsEventNodeParams = 1 << 6,
  cuportGraphDebugDotFlagsExtSemasSignalNodeParams = 1 << 7,
  cuportGraphDebugDotFlagsExtSemasWaitNodeParams = 1 << 8,
  cuportGraphDebugDotFlagsKernelNodeAttributes = 1 << 9,
  cuportGraphDebugDotFlagsHandles = 1 << 10,
  cuportGraphDebugDotFlagsConditionalNodeParams = 1 << 15,
};

namespace cuport::cpu {

struct ExecStep {
  int type;
  std::shared_ptr<const NodeParams> params;  // a snapshot: later updates do not reach it
  Task captured;
};
struct ExecPlan {
  std::vector<ExecStep> steps;
};

// graph's nodes in a topological order (ready nodes in creation order), child graphs flattened
// in place; false when the edges form a cycle (the node on it in *culprit).
inline bool order_nodes(const Graph& graph, std::vector<ExecStep>& steps, GraphNode** culprit) {
  std::map<const GraphNode*, std::size_t> waiting;
  for (auto& node : graph.nodes) waiting[node.get()] = node->dependencies.size();
  std::vector<bool> done(graph.nodes.size(), false);
  std::size_t finished = 0;
  while (finished < graph.nodes.size()) {
    bool progressed = false;
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
      GraphNode* node = graph.nodes[i].get();
      if (done[i] || waiting[node] != 0) continue;
      done[i] = true;
      ++finished;
      progressed = true;
      for (GraphNode* next : node->dependents) --waiting[next];
      if (node->type == cuportGraphNodeTypeGraph) {
        if (!order_nodes(*node->params->child, steps, culprit)) return false;
      } else if (node->type != cuportGraphNodeTypeEmpty && (!node->params || node->params->enabled)) {
        steps.push_back(ExecStep{node->type, node->params, node->captured});
      }
      break;  // restart from the first node: the lowest ready one runs next
    }
    if (!progressed) {
      for (std::size_t i = 0; i < graph.nodes.size(); ++i)
        if (!done[i]) *culprit = graph.nodes[i].get();
      return false;
    }
  }
  return true;
}

inline bool refresh_plan(GraphExec& exec, GraphNode** culprit) {
  auto plan = std::make_shared<ExecPlan>();
  if (!order_nodes(*exec.copy, plan->steps, culprit)) return false;
  exec.plan = std::move(plan);
  return true;
}

// Run one node on this thread (the stream's worker). A kernel's fault becomes the sticky error;
// once there is one, device work is skipped, as a GPU context stops running it.
inline void run_step(const ExecStep& step) {
  const NodeParams* p = step.params.get();
  switch (step.type) {
    case kCapturedNode:
      step.captured();
      return;
    case cuportGraphNodeTypeKernel: {
      if (sticky_error.load() != cuportSuccess) return;
      const auto& k = p->kernel_params;
      cuportError_t fault = p->kernel->run(p->arguments, k.cuport_field_gridDim, k.cuport_field_blockDim, k.sharedMemBytes);
      if (fault != cuportSuccess) set_sticky(fault);
      return;
    }
    case cuportGraphNodeTypeMemcpy: {
      if (sticky_error.load() != cuportSuccess) return;
      CopyPlan3D plan;
      if (plan_copy_3d(&p->copy, &plan) == cuportSuccess && plan.width)
        copy_box(plan.dst, plan.src, plan.width, plan.height, plan.depth);
      return;
    }
    case cuportGraphNodeTypeMemset:
      if (sticky_error.load() == cuportSuccess) run_memset(p->set);
      return;
    case cuportGraphNodeTypeHost:
      p->host.fn(p->host.userData);
      return;
    case cuportGraphNodeTypeExtSemaphoreSignal:
      for (std::size_t i = 0; i < p->semaphores.size(); ++i)
        semaphore_signal(*p->semaphores[i], p->signal_params[i].params.fence.value);
      return;
    case cuportGraphNodeTypeExtSemaphoreWait:
      for (std::size_t i = 0; i < p->semaphores.size(); ++i)
        semaphore_wait(*p->semaphores[i], p->wait_params[i].params.fence.value);
      return;
    case cuportGraphNodeTypeMemAlloc:
      GraphMemoryRegistry::instance().allocate(*p->memory);
      return;
    case cuportGraphNodeTypeMemFree:
      GraphMemoryRegistry::instance().free(*p->memory);
      return;
    default:
      return;
  }
}

inline GraphNode* exec_node(GraphExec* exec, const GraphNode* node) {
  auto it = exec->node_of.find(node);
  return it == exec->node_of.end() ? nullptr : it->second;
}

inline cuportError_t instantiate(cuportGraphExec_t* out, cuportGraph_t graph,
                                 unsigned long long flags, cuportGraphNode_t* error_node,
                                 cuportGraphInstantiateResult* result) {
  if (error_node) *error_node = nullptr;
  if (result) *result = cuportGraphInstantiateError;
  if (!out || !valid_graph(graph)) return cuportErrorInvalidValue;
  if (flags & ~static_cast<unsigned long long>(cuportGraphInstantiateFlagAutoFreeOnLaunch |
                                               cuportGraphInstantiateFlagUseNodePriority))
    return cuportErrorInvalidValue;
  const bool has_memory = has_memory_nodes(*graph);
  if (has_memory && *graph->executables > 0) return cuportErrorInvalidValue;  // one at a time
  auto exec = std::make_unique<GraphExec>();
  std::map<const GraphNode*, GraphNode*> mapping;
  exec->copy.reset(clone_graph(*graph, &mapping));
  exec->node_of = std::move(mapping);
  GraphNode* culprit = nullptr;
  if (!refresh_plan(*exec, &culprit)) {
    if (error_node) *error_node = culprit ? const_cast<GraphNode*>(culprit->origin) : nullptr;
    if (result) *result = cuportGraphInstantiateInvalidStructure;
    return cuportErrorInvalidValue;
  }
  exec->flags = flags;
  exec->user_objects = retain_user_objects(graph->user_objects.get());
  if (has_memory) {
    ++*graph->executables;
    exec->counted_in = graph->executables;
  }
  *out = HandleSet<GraphExec>::instance().add(exec.release());
  if (result) *result = cuportGraphInstantiateSuccess;
  return cuportSuccess;
}

// A launch's allocations and frees in host order: an allocation still unfreed from an earlier
// launch refuses the launch (cudaErrorInvalidValue), unless the graph was instantiated with
// AutoFreeOnLaunch, where the launch frees it first (its allocation node finds it allocated).
inline cuportError_t claim_graph_memory(const ExecPlan& plan, unsigned long long flags) {
  auto& registry = GraphMemoryRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  const bool auto_free = flags & cuportGraphInstantiateFlagAutoFreeOnLaunch;
  for (const ExecStep& step : plan.steps)
    if (step.type == cuportGraphNodeTypeMemAlloc && step.params->memory->outstanding && !auto_free)
      return cuportErrorInvalidValue;
  for (const ExecStep& step : plan.steps) {
    if (step.type == cuportGraphNodeTypeMemAlloc) step.params->memory->outstanding = true;
    if (step.type == cuportGraphNodeTypeMemFree) step.params->memory->outstanding = false;
  }
  return cuportSuccess;
}

}  // namespace cuport::cpu

inline cuportError_t cuportGraphInstantiate(cuportGraphExec_t* exec, cuportGraph_t graph,
                                            unsigned long long flags = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::record(cuport::cpu::instantiate(exec, graph, flags, nullptr, nullptr));
}

// The CUDA 11 form (error node and log buffer).
inline cuportError_t cuportGraphInstantiate(cuportGraphExec_t* exec, cuportGraph_t graph,
                                            cuportGraphNode_t* error_node, char* log,
                                            std::size_t log_size) {
  CUPORT_CONTEXT_CALL();
  cuportError_t error = cuport::cpu::instantiate(exec, graph, 0, error_node, nullptr);
  if (log && log_size)
    std::snprintf(log, log_size, "%s", error == cuportSuccess ? "" : "the graph has a cycle");
  return cuport::cpu::record(error);
}

inline cuportError_t cuportGraphInstantiateWithFlags(cuportGraphExec_t* exec, cuportGraph_t graph,
                                                     unsigned long long flags = 0) {
  CUPORT_CONTEXT_CALL();
  return cuportGraphInstantiate(exec, graph, flags);
}

// cudaGraphInstantiateFlagUpload uploads on params->uploadStream: nothing to upload on a CPU.
inline cuportError_t cuportGraphInstantiateWithParams(cuportGraphExec_t* exec, cuportGraph_t graph,
                                                      cuportGraphInstantiateParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!params) return record(cuportErrorInvalidValue);
  constexpr unsigned long long upload = 2;
  if ((params->flags & upload) && !StreamRegistry::instance().resolve(params->uploadStream))
    return record(cuportErrorInvalidResourceHandle);
  return record(instantiate(exec, graph, params->flags & ~upload, &params->errNode_out,
                            &params->result_out));
}

inline cuportError_t cuportGraphLaunch(cuportGraphExec_t exec, cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<GraphExec>::instance().valid(exec)) return record(cuportErrorInvalidValue);
  if (!StreamRegistry::instance().resolve(stream)) return record(cuportErrorInvalidResourceHandle);
  std::shared_ptr<const ExecPlan> plan = exec->plan;
  if (cuportError_t claimed = claim_graph_memory(*plan, exec->flags); claimed != cuportSuccess)
    return record(claimed);
  auto owned = exec->user_objects;
  const auto& steps = plan->steps;
  std::size_t start = 0;
  auto flush = [&](std::size_t end) -> cuportError_t {
    if (end == start && !steps.empty()) return cuportSuccess;
    cuportError_t error = enqueue(stream, [plan, owned, start, end] {
      for (std::size_t i = start; i < end; ++i) run_step(plan->steps[i]);
    });
    start = end;
    return error;
  };
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const int type = steps[i].type;
    if (type != cuportGraphNodeTypeEventRecord && type != cuportGraphNodeTypeWaitEvent) continue;
    cuportError_t error = flush(i);
    if (error != cuportSuccess) return record(error);
    error = type == cuportGraphNodeTypeEventRecord
                ? cuportEventRecord(steps[i].params->event, stream)
                : cuportStreamWaitEvent(stream, steps[i].params->event, 0);
    if (error != cuportSuccess) return error;
    start = i + 1;
  }
  if (start < steps.size() || steps.empty()) return record(flush(steps.size()));
  return cuportSuccess;
}

inline cuportError_t cuportGraphExecGetFlags(cuportGraphExec_t exec, unsigned long long* flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<GraphExec>::instance().valid(exec)) return record(cuportErrorInvalidValue);
  if (!flags) return record(cuportErrorInvalidValue);
  *flags = exec->flags;
  return cuportSuccess;
}

inline cuportError_t cuportGraphUpload(cuportGraphExec_t exec, cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<GraphExec>::instance().valid(exec)) return record(cuportErrorInvalidValue);
  if (!StreamRegistry::instance().resolve(stream)) return record(cuportErrorInvalidResourceHandle);
  return cuportSuccess;
}

inline cuportError_t cuportGraphExecDestroy(cuportGraphExec_t exec) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<GraphExec>::instance().valid(exec)) return record(cuportErrorInvalidValue);
  forget_nodes(*exec->copy);
  if (exec->counted_in) --*exec->counted_in;
  HandleSet<GraphExec>::instance().remove(exec);
  return cuportSuccess;
}

// ---- changing an executable graph's nodes ----

namespace cuport::cpu {
// Change the executable graph's copy of node (a node of the graph it was made from) through
// check, and make the new order; the copy keeps its old parameters on error.
template <class Check>
cuportError_t exec_set(cuportGraphExec_t exec, cuportGraphNode_t node, int type, Check check) {
  if (!HandleSet<GraphExec>::instance().valid(exec)) return record(cuportErrorInvalidValue);
  GraphNode* copy = exec_node(exec, node);
  if (!copy || copy->type != type || !copy->params) return record(cuportErrorInvalidValue);
  auto updated = std::make_shared<NodeParams>(*copy->params);
  cuportError_t error = check(updated.get());
  if (error != cuportSuccess) return record(error);
  copy->params = std::move(updated);
  GraphNode* culprit = nullptr;
  refresh_plan(*exec, &culprit);  // same edges: it was already acyclic
  return cuportSuccess;
}
}  // namespace cuport::cpu

inline cuportError_t cuportGraphExecKernelNodeSetParams(cuportGraphExec_t exec,
                                                        cuportGraphNode_t node,
                                                        const cuportKernelNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return exec_set(exec, node, cuportGraphNodeTypeKernel,
                  [&](NodeParams* p) { return kernel_params(params, p); });
}

inline cuportError_t cuportGraphExecMemcpyNodeSetParams(cuportGraphExec_t exec,
                                                        cuportGraphNode_t node,
                                                        const cuportMemcpy3DParms* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return exec_set(exec, node, cuportGraphNodeTypeMemcpy,
                  [&](NodeParams* p) { return memcpy_params(params, p); });
}

inline cuportError_t cuportGraphExecMemcpyNodeSetParams1D(cuportGraphExec_t exec,
                                                          cuportGraphNode_t node, void* dst,
                                                          const void* src, std::size_t bytes,
                                                          cuportMemcpyKind kind) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return exec_set(exec, node, cuportGraphNodeTypeMemcpy,
                  [&](NodeParams* p) { return memcpy_1d_params(dst, src, bytes, kind, p); });
}

template <class T>
cuportError_t cuportGraphExecMemcpyNodeSetParamsToSymbol(
    cuportGraphExec_t exec, cuportGraphNode_t node, const T& symbol, const void* src,
    std::size_t bytes, std::size_t offset = 0, cuportMemcpyKind kind = cuportMemcpyHostToDevice) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return exec_set(exec, node, cuportGraphNodeTypeMemcpy, [&](NodeParams* p) {
    cuportError_t error = check_symbol_copy(sizeof(T), bytes, offset, src, kind, true);
    if (error != cuportSuccess) return error;
    char* dst = reinterpret_cast<char*>(const_cast<T*>(&symbol)) + offset;
    return memcpy_1d_params(dst, src, bytes, cuportMemcpyDefault, p);
  });
}

template <class T>
cuportError_t cuportGraphExecMemcpyNodeSetParamsFromSymbol(
    cuportGraphExec_t exec, cuportGraphNode_t node, void* dst, const T& symbol, std::size_t bytes,
    std::size_t offset = 0, cuportMemcpyKind kind = cuportMemcpyDeviceToHost) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return exec_set(exec, node, cuportGraphNodeTypeMemcpy, [&](NodeParams* p) {
    cuportError_t error = check_symbol_copy(sizeof(T), bytes, offset, dst, kind, false);
    if (error != cuportSuccess) return error;
    const char* src = reinterpret_cast<const char*>(&symbol) + offset;
    return memcpy_1d_params(dst, src, bytes, cuportMemcpyDefault, p);
  });
}

inline cuportError_t cuportGraphExecMemsetNodeSetParams(cuportGraphExec_t exec,
                                                        cuportGraphNode_t node,
                                                        const cuportMemsetParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return exec_set(exec, node, cuportGraphNodeTypeMemset,
                  [&](NodeParams* p) { return memset_params(params, p); });
}

inline cuportError_t cuportGraphExecHostNodeSetParams(cuportGraphExec_t exec,
                                                      cuportGraphNode_t node,
                                                      const cuportHostNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return exec_set(exec, node, cuportGraphNodeTypeHost,
                  [&](NodeParams* p) { return host_params(params, p); });
}

inline cuportError_t cuportGraphExecEventRecordNodeSetEvent(cuportGraphExec_t exec,
                                                            cuportGraphNode_t node,
                                                            cuportEvent_t event) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!EventRegistry::instance().valid(event)) return record(cuportErrorInvalidValue);
  return exec_set(exec, node, cuportGraphNodeTypeEventRecord, [&](NodeParams* p) {
    p->event = event;
    return cuportSuccess;
  });
}

inline cuportError_t cuportGraphExecEventWaitNodeSetEvent(cuportGraphExec_t exec,
                                                          cuportGraphNode_t node,
                                                          cuportEvent_t event) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!EventRegistry::instance().valid(event)) return record(cuportErrorInvalidValue);
  return exec_set(exec, node, cuportGraphNodeTypeWaitEvent, [&](NodeParams* p) {
    p->event = event;
    return cuportSuccess;
  });
}

// Only kernel, memcpy and memset nodes can be disabled (CUDA); a disabled node does nothing.
inline cuportError_t cuportGraphNodeSetEnabled(cuportGraphExec_t exec, cuportGraphNode_t node,
                                               unsigned int enabled) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<GraphExec>::instance().valid(exec)) return record(cuportErrorInvalidValue);
  GraphNode* copy = exec_node(exec, node);
  if (!copy) return record(cuportErrorInvalidValue);
  return exec_set(exec, node, copy->type, [&](NodeParams* p) {
    if (copy->type != cuportGraphNodeTypeKernel && copy->type != cuportGraphNodeTypeMemcpy &&
        copy->type != cuportGraphNodeTypeMemset)
      return cuportErrorInvalidValue;
    p->enabled = enabled != 0;
    return cuportSuccess;
  });
}

inline cuportError_t cuportGraphNodeGetEnabled(cuportGraphExec_t exec, cuportGraphNode_t node,
                                               unsigned int* enabled) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<GraphExec>::instance().valid(exec) || !enabled) return record(cuportErrorInvalidValue);
  GraphNode* copy = exec_node(exec, node);
  if (!copy || (copy->type != cuportGraphNodeTypeKernel && copy->type != cuportGraphNodeTypeMemcpy &&
                copy->type != cuportGraphNodeTypeMemset))
    return record(cuportErrorInvalidValue);
  *enabled = copy->params->enabled ? 1 : 0;
  return cuportSuccess;
}
