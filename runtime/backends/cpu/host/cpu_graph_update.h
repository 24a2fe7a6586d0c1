// cuport CPU backend: updating an executable graph from a graph of the same shape
// (cudaGraphExecUpdate, cudaGraphExecChildGraphNodeSetParams) and writing a graph as DOT
// (cudaGraphDebugDotPrint). Nodes pair up in creation order, as CUDA pairs them; a different
// node count, node type or dependency set is refused with CUDA's result codes.
#pragma once

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

#include "cpu_graph_exec.h"

namespace cuport::cpu {

struct UpdateMismatch {
  cuportGraphExecUpdateResult result = cuportGraphExecUpdateSuccess;
  GraphNode* node = nullptr;
  GraphNode* from = nullptr;
};

inline std::vector<std::size_t> dependency_indices(const Graph& graph, const GraphNode& node) {
  std::vector<std::size_t> indices;
  for (const GraphNode* dep : node.dependencies)
    for (std::size_t i = 0; i < graph.nodes.size(); ++i)
      if (graph.nodes[i].get() == dep) indices.push_back(i);
  std::sort(indices.begin(), indices.end());
  return indices;
}

// Whether now has was's shape; the first difference otherwise.
inline UpdateMismatch compare_shapes(const Graph& was, const Graph& now) {
  UpdateMismatch mismatch;
  const std::size_t common = std::min(was.nodes.size(), now.nodes.size());
  for (std::size_t i = 0; i < common; ++i) {
    const GraphNode& a = *was.nodes[i];
    GraphNode& b = *now.nodes[i];
    if (a.type != b.type) return {cuportGraphExecUpdateErrorNodeTypeChanged, &b, nullptr};
    // An allocation's address is fixed when its node is made: another graph's cannot replace it.
    if (a.type == cuportGraphNodeTypeMemAlloc || a.type == cuportGraphNodeTypeMemFree)
      return {cuportGraphExecUpdateErrorNotSupported, &b, nullptr};
    auto before = dependency_indices(was, a);
    auto after = dependency_indices(now, b);
    if (before != after) {
      GraphNode* from = nullptr;
      for (std::size_t index : after)
        if (!std::binary_search(before.begin(), before.end(), index)) from = now.nodes[index].get();
      return {cuportGraphExecUpdateErrorTopologyChanged, &b, from};
    }
    if (a.type == cuportGraphNodeTypeGraph) {
      UpdateMismatch inner = compare_shapes(*a.params->child, *b.params->child);
      if (inner.result != cuportGraphExecUpdateSuccess) return {inner.result, &b, nullptr};
    }
  }
  if (was.nodes.size() != now.nodes.size()) {
    mismatch.result = cuportGraphExecUpdateErrorTopologyChanged;
    if (now.nodes.size() > common) mismatch.node = now.nodes[common].get();
  }
  return mismatch;
}

// Copy now's parameters into was (same shape), keeping each node's enabled state.
inline void take_parameters(Graph& was, const Graph& now) {
  for (std::size_t i = 0; i < was.nodes.size(); ++i) {
    GraphNode& target = *was.nodes[i];
    const GraphNode& source = *now.nodes[i];
    target.captured = source.captured;
    if (!source.params) continue;
    auto params = std::make_shared<NodeParams>(*source.params);
    params->enabled = target.params ? target.params->enabled : true;
    if (source.params->child) params->child = embed_graph(clone_graph(*source.params->child, nullptr));
    target.params = std::move(params);
  }
}

}  // namespace cuport::cpu

inline cuportError_t cuportGraphExecUpdate(cuportGraphExec_t exec, cuportGraph_t graph,
                                           cuportGraphExecUpdateResultInfo* info) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (info) *info = cuportGraphExecUpdateResultInfo{cuportGraphExecUpdateError, nullptr, nullptr};
  if (!HandleSet<GraphExec>::instance().valid(exec) || !valid_graph(graph))
    return record(cuportErrorInvalidValue);
  UpdateMismatch mismatch = compare_shapes(*exec->copy, *graph);
  if (info) *info = cuportGraphExecUpdateResultInfo{mismatch.result, mismatch.node, mismatch.from};
  if (mismatch.result != cuportGraphExecUpdateSuccess)
    return record(cuportErrorGraphExecUpdateFailure);
  take_parameters(*exec->copy, *graph);
  for (std::size_t i = 0; i < graph->nodes.size(); ++i)
    exec->node_of[graph->nodes[i].get()] = exec->copy->nodes[i].get();
  GraphNode* culprit = nullptr;
  refresh_plan(*exec, &culprit);
  return cuportSuccess;
}

// The CUDA 11 form (error node and result).
inline cuportError_t cuportGraphExecUpdate(cuportGraphExec_t exec, cuportGraph_t graph,
                                           cuportGraphNode_t* error_node,
                                           cuportGraphExecUpdateResult* result) {
  cuportGraphExecUpdateResultInfo info{};
  cuportError_t error = cuportGraphExecUpdate(exec, graph, &info);
  if (error_node) *error_node = info.errorNode;
  if (result) *result = info.result;
  return error;
}

// child must have the shape of the graph the node holds (CUDA's rule).
inline cuportError_t cuportGraphExecChildGraphNodeSetParams(cuportGraphExec_t exec,
                                                            cuportGraphNode_t node,
                                                            cuportGraph_t child) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_graph(child) || has_memory_nodes(*child)) return record(cuportErrorInvalidValue);
  return exec_set(exec, node, cuportGraphNodeTypeGraph, [&](NodeParams* p) {
    if (compare_shapes(*p->child, *child).result != cuportGraphExecUpdateSuccess)
      return cuportErrorInvalidValue;
    p->child = embed_graph(clone_graph(*child, nullptr));
    return cuportSuccess;
  });
}

namespace cuport::cpu {
inline const char* node_type_name(int type) {
  switch (type) {
    case cuportGraphNodeTypeKernel: return "KERNEL";
    case cuportGraphNodeTypeMemcpy: return "MEMCPY";
    case cuportGraphNodeTypeMemset: return "MEMSET";
    case cuportGraphNodeTypeHost: return "HOST";
    case cuportGraphNodeTypeGraph: return "GRAPH";
    case cuportGraphNodeTypeEmpty: return "EMPTY";
    case cuportGraphNodeTypeWaitEvent: return "WAIT_EVENT";
    case cuportGraphNodeTypeEventRecord: return "EVENT_RECORD";
    case cuportGraphNodeTypeExtSemaphoreSignal: return "EXT_SEMAS_SIGNAL";
    case cuportGraphNodeTypeExtSemaphoreWait: return "EXT_SEMAS_WAIT";
    case cuportGraphNodeTypeMemAlloc: return "MEM_ALLOC";
    case cuportGraphNodeTypeMemFree: return "MEM_FREE";
    default: return "CAPTURED";
  }
}

inline void write_dot(std::FILE* out, const Graph& graph, const std::string& prefix) {
  std::map<const GraphNode*, std::size_t> index;
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) index[graph.nodes[i].get()] = i;
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    const GraphNode& node = *graph.nodes[i];
    std::string label = node_type_name(node.type);
    if (node.type == cuportGraphNodeTypeKernel && node.params && node.params->kernel) {
      const auto& k = node.params->kernel_params;
      label += std::string("\\n") + node.params->kernel->name() + "\\n<<<(" +
               std::to_string(k.cuport_field_gridDim.x) + "," + std::to_string(k.cuport_field_gridDim.y) + "," +
               std::to_string(k.cuport_field_gridDim.z) + "),(" + std::to_string(k.cuport_field_blockDim.x) + "," +
               std::to_string(k.cuport_field_blockDim.y) + "," + std::to_string(k.cuport_field_blockDim.z) + ")>>>";
    }
    std::fprintf(out, "\"%snode_%zu\" [label=\"%s\"];\n", prefix.c_str(), i, label.c_str());
    if (node.type == cuportGraphNodeTypeGraph && node.params && node.params->child) {
      std::string inner = prefix + "node_" + std::to_string(i) + "_";
      std::fprintf(out, "subgraph \"cluster_%s\" {\n", inner.c_str());
      write_dot(out, *node.params->child, inner);
      std::fprintf(out, "}\n");
    }
  }
  for (std::size_t i = 0; i < graph.nodes.size(); ++i)
    for (const GraphNode* dep : graph.nodes[i]->dependencies)
      std::fprintf(out, "\"%snode_%zu\" -> \"%snode_%zu\";\n", prefix.c_str(), index[dep],
                   prefix.c_str(), i);
}
}  // namespace cuport::cpu

// The graph as a DOT digraph: one vertex per node (its type; a kernel's name and launch shape),
// one arrow per dependency, child graphs as clusters. flags choose CUDA's extra detail: ignored.
inline cuportError_t cuportGraphDebugDotPrint(cuportGraph_t graph, const char* path,
                                              unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  (void)flags;
  if (!valid_graph(graph) || !path) return record(cuportErrorInvalidValue);
  std::FILE* out = std::fopen(path, "w");
  if (!out) return record(cuportErrorOperatingSystem);
  std::fprintf(out, "digraph dot {\n");
  write_dot(out, *graph, "");
  std::fprintf(out, "}\n");
  return std::fclose(out) == 0 ? cuportSuccess : record(cuportErrorOperatingSystem);
}
