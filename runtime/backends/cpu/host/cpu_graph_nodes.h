// cuport CPU backend: graphs built node by node (cudaGraphCreate, cudaGraphAdd*Node), their edges
// and node queries, with CUDA's structures and validation. What a node does is checked when it is
// added or set (CUDA's error codes), and done when a graph runs (cpu_graph_exec.h).
//
// Not here: memory allocation and free nodes (cpu_graph_memory.h), cudaGraphAddNode's generic form
// (cpu_graph_generic.h); external semaphore and conditional nodes (the table keeps their
// diagnostics).
#pragma once

#include <array>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "cpu_error.h"
#include "cpu_event.h"
#include "cpu_external.h"
#include "cpu_graph.h"
#include "cpu_graph_kernels.h"
#include "../engine/cpu_function_names.h"
#include "cpu_memory_nd.h"
#include "cpu_stream_api.h"
#include "cpu_symbol.h"

// ---- CUDA's graph structures (driver_types.h), fields as CUDA declares them ----

enum cuportGraphNodeType {
  cuportGraphNodeTypeKernel = 0x00,
  cuportGraphNodeTypeMemcpy = 0x01,
  cuportGraphNodeTypeMemset = 0x02,
  cuportGraphNodeTypeHost = 0x03,
  cuportGraphNodeTypeGraph = 0x04,
  cuportGraphNodeTypeEmpty = 0x05,
  cuportGraphNodeTypeWaitEvent = 0x06,
  cuportGraphNodeTypeEventRecord = 0x07,
  cuportGraphNodeTypeExtSemaphoreSignal = 0x08,
  cuportGraphNodeTypeExtSemaphoreWait = 0x09,
  cuportGraphNodeTypeMemAlloc = 0x0a,
  cuportGraphNodeTypeMemFree = 0x0b,
  cuportGraphNodeTypeConditional = 0x0d,
  cuportGraphNodeTypeCount,
};

// gridDim and blockDim are the built-ins' macros here: the translator writes these fields as
// CUPORT_FIELD(gridDim), which names cuport_field_gridDim.
#define CUPORT_FIELD(name) cuport_field_##name
struct cuportKernelNodeParams {
  void* func;
  dim3 cuport_field_gridDim;
  dim3 cuport_field_blockDim;
  unsigned int sharedMemBytes;
  void** kernelParams;
  void** extra;
};

struct cuportMemsetParams {
  void* dst;
  std::size_t pitch;
  unsigned int value;
  unsigned int elementSize;
  std::size_t width;
  std::size_t height;
};

struct cuportHostNodeParams {
  cuportHostFn_t fn;
  void* userData;
};

typedef struct cuportGraphEdgeData_st {
  unsigned char from_port;
  unsigned char to_port;
  unsigned char type;
  unsigned char reserved[5];
} cuportGraphEdgeData;

namespace cuport::cpu {

struct GraphMemory;  // cpu_graph_memory.h: the allocation a memory alloc or free node names

struct NodeParams {
  const KernelLauncher* kernel = nullptr;
  cuportKernelNodeParams kernel_params{};  // kernelParams points into arguments
  KernelArguments arguments;
  cuportMemcpy3DParms copy{};
  cuportMemsetParams set{};
  cuportHostNodeParams host{};
  std::shared_ptr<Graph> child;  // a child graph node's own graph
  cuportEvent_t event = nullptr;
  // An external semaphore node's semaphores (kept alive), and its arrays as given
  // (cpu_graph_external.h; one of signal_params and wait_params is used).
  std::vector<std::shared_ptr<CUexternalSemaphore_st>> semaphores;
  std::vector<cuportExternalSemaphore_t> semaphore_handles;
  std::vector<cuportExternalSemaphoreSignalParams> signal_params;
  std::vector<cuportExternalSemaphoreWaitParams> wait_params;
  bool enabled = true;  // cudaGraphNodeSetEnabled, in an executable graph
  // A kernel node's attributes as set (cpu_graph_attr.h): id -> the 64-byte value's bytes.
  std::map<int, std::array<unsigned char, 64>> attributes;
  std::shared_ptr<GraphMemory> memory;  // alloc and free nodes: shared by every copy of the node
};

inline bool valid_graph(Graph* graph) { return HandleSet<Graph>::instance().valid(graph); }

// Whether graph (or a child graph in it) has memory allocation or free nodes: such a graph cannot
// be cloned, copied into a child graph node, or lose nodes or edges (CUDA's restrictions).
inline bool has_memory_nodes(const Graph& graph) {
  for (auto& node : graph.nodes) {
    if (node->type == cuportGraphNodeTypeMemAlloc || node->type == cuportGraphNodeTypeMemFree)
      return true;
    if (node->type == cuportGraphNodeTypeGraph && has_memory_nodes(*node->params->child))
      return true;
  }
  return false;
}

// A child graph node's graph: a handle the queries accept, released with the node.
inline std::shared_ptr<Graph> embed_graph(Graph* graph) {
  graph->embedded = true;
  track_nodes(*graph);
  HandleSet<Graph>::instance().add(graph);
  return std::shared_ptr<Graph>(graph, [](Graph* g) {
    forget_nodes(*g);
    HandleSet<Graph>::instance().remove(g);
  });
}

// A deep copy of graph: nodes, edges, parameters and user object references; child graphs are
// copied too. Each copied node remembers its original (cudaGraphNodeFindInClone,
// cudaGraphExecUpdate).
inline Graph* clone_graph(const Graph& graph, std::map<const GraphNode*, GraphNode*>* mapping) {
  auto* copy = new Graph();
  // The copy owns references of its own (released with it), not the original's.
  copy->user_objects = retain_user_objects(graph.user_objects.get());
  std::map<const GraphNode*, GraphNode*> made;
  for (auto& node : graph.nodes) {
    GraphNode* twin = copy->add(node->type);
    twin->origin = node.get();
    twin->captured = node->captured;
    if (node->params) {
      twin->params = std::make_shared<NodeParams>(*node->params);
      if (node->params->child) twin->params->child = embed_graph(clone_graph(*node->params->child, nullptr));
    }
    made[node.get()] = twin;
  }
  for (auto& node : graph.nodes) {
    GraphNode* twin = made[node.get()];
    for (GraphNode* dep : node->dependencies) twin->dependencies.push_back(made[dep]);
    for (GraphNode* dep : node->dependents) twin->dependents.push_back(made[dep]);
  }
  if (mapping) *mapping = std::move(made);
  return copy;
}

inline cuportError_t check_dependencies(Graph* graph, const cuportGraphNode_t* deps,
                                        std::size_t count) {
  if (count && !deps) return cuportErrorInvalidValue;
  for (std::size_t i = 0; i < count; ++i) {
    if (!deps[i] || !graph->holds(deps[i])) return cuportErrorInvalidValue;
    for (std::size_t j = 0; j < i; ++j)
      if (deps[j] == deps[i]) return cuportErrorInvalidValue;  // CUDA refuses duplicates
  }
  return cuportSuccess;
}

// Add a node of type with params after deps; CUDA's checks on the handles first.
inline cuportError_t add_node(cuportGraphNode_t* out, cuportGraph_t graph,
                              const cuportGraphNode_t* deps, std::size_t count, int type,
                              std::shared_ptr<NodeParams> params) {
  if (!out || !valid_graph(graph)) return cuportErrorInvalidValue;
  cuportError_t error = check_dependencies(graph, deps, count);
  if (error != cuportSuccess) return error;
  GraphNode* node = graph->add(type);
  node->params = params ? std::move(params) : std::make_shared<NodeParams>();
  for (std::size_t i = 0; i < count; ++i) {
    node->dependencies.push_back(deps[i]);
    deps[i]->dependents.push_back(node);
  }
  {
    std::lock_guard<std::mutex> lock(live_nodes_mutex());
    live_nodes().insert(node);
  }
  *out = node;
  return cuportSuccess;
}

// ---- what each kind of node holds, checked as CUDA checks it ----

inline cuportError_t kernel_params(const cuportKernelNodeParams* p, NodeParams* out) {
  if (!p) return cuportErrorInvalidValue;
  if (!p->func) return cuportErrorInvalidDeviceFunction;
  const KernelLauncher* kernel = KernelRegistry::instance().find(p->func);
  if (!kernel) {
    FunctionName found = function_at(p->func);
    std::string name = found.mangled.empty() ? std::string() : demangled(found.mangled);
    std::fprintf(stderr,
                 "cuport: a kernel node's func (%s) is a void* whose kernel cuport cannot call: "
                 "set it as `params.func = (void*)kernel;` in the translated file, where the "
                 "translator can see the kernel\n",
                 name.empty() ? "an unknown function" : name.c_str());
    return cuportErrorInvalidDeviceFunction;
  }
  if (p->extra) return cuportErrorNotSupported;  // the "extra" argument buffer format
  if (kernel->arity() && !p->kernelParams) return cuportErrorInvalidValue;
  cuportError_t error = check_launch(p->cuport_field_gridDim, p->cuport_field_blockDim, p->sharedMemBytes);
  if (error != cuportSuccess) return error;
  out->kernel = kernel;
  out->arguments = kernel->copy_arguments(p->kernelParams);
  out->kernel_params = *p;
  out->kernel_params.kernelParams = out->arguments.pointers.data();
  return cuportSuccess;
}

inline cuportError_t memcpy_params(const cuportMemcpy3DParms* p, NodeParams* out) {
  CopyPlan3D plan;
  cuportError_t error = plan_copy_3d(p, &plan);
  if (error != cuportSuccess) return error;
  out->copy = *p;
  return cuportSuccess;
}

// A linear copy as the 3D copy CUDA reports for it (cudaGraphMemcpyNodeGetParams).
inline cuportError_t memcpy_1d_params(void* dst, const void* src, std::size_t count,
                                      cuportMemcpyKind kind, NodeParams* out) {
  if (!valid_kind(kind)) return cuportErrorInvalidMemcpyDirection;
  if (count && (!dst || !src)) return cuportErrorInvalidValue;
  if (!range_ok(dst, count) || !range_ok(src, count)) return cuportErrorInvalidValue;
  cuportMemcpy3DParms p{};
  p.srcPtr = make_cuportPitchedPtr(const_cast<void*>(src), count, count, 1);
  p.dstPtr = make_cuportPitchedPtr(dst, count, count, 1);
  p.extent = make_cuportExtent(count, 1, 1);
  p.kind = kind;
  out->copy = p;
  return cuportSuccess;
}

inline cuportError_t memset_params(const cuportMemsetParams* p, NodeParams* out) {
  if (!p || !p->dst) return cuportErrorInvalidValue;
  if (p->elementSize != 1 && p->elementSize != 2 && p->elementSize != 4)
    return cuportErrorInvalidValue;
  const std::size_t row = p->width * p->elementSize;
  if (p->height > 1 && p->pitch < row) return cuportErrorInvalidValue;
  const std::size_t span = p->height ? (p->height - 1) * p->pitch + row : 0;
  if (!range_ok(p->dst, span)) return cuportErrorInvalidValue;
  out->set = *p;
  return cuportSuccess;
}

inline void run_memset(const cuportMemsetParams& p) {
  for (std::size_t y = 0; y < p.height; ++y) {
    char* row = static_cast<char*>(p.dst) + y * p.pitch;
    for (std::size_t x = 0; x < p.width; ++x) {
      if (p.elementSize == 1) row[x] = static_cast<char>(p.value);
      if (p.elementSize == 2) {
        auto v = static_cast<std::uint16_t>(p.value);
        std::memcpy(row + 2 * x, &v, 2);
      }
      if (p.elementSize == 4) std::memcpy(row + 4 * x, &p.value, 4);
    }
  }
}

inline cuportError_t host_params(const cuportHostNodeParams* p, NodeParams* out) {
  if (!p || !p->fn) return cuportErrorInvalidValue;
  out->host = *p;
  return cuportSuccess;
}

// The node's parameters when node is a live node of the given type (else CUDA's InvalidValue).
inline NodeParams* params_of(cuportGraphNode_t node, int type) {
  if (!valid_node(node) || node->type != type || !node->params) return nullptr;
  return node->params.get();
}

// Set a node's parameters through a checking function: the node keeps its old ones on error.
template <class Check>
cuportError_t set_params(cuportGraphNode_t node, int type, Check check) {
  NodeParams* params = params_of(node, type);
  if (!params) return cuportErrorInvalidValue;
  NodeParams updated = *params;
  cuportError_t error = check(&updated);
  if (error != cuportSuccess) return error;
  *params = std::move(updated);
  return cuportSuccess;
}

}  // namespace cuport::cpu

// ---- graphs ----

inline cuportError_t cuportGraphCreate(cuportGraph_t* graph, unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!graph || flags != 0) return record(cuportErrorInvalidValue);
  *graph = HandleSet<Graph>::instance().add(new Graph());
  return cuportSuccess;
}

inline cuportError_t cuportGraphDestroy(cuportGraph_t graph) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_graph(graph) || graph->embedded || graph->capturing)
    return record(cuportErrorInvalidValue);
  forget_nodes(*graph);
  HandleSet<Graph>::instance().remove(graph);
  return cuportSuccess;
}

inline cuportError_t cuportGraphClone(cuportGraph_t* clone, cuportGraph_t original) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!clone || !valid_graph(original) || has_memory_nodes(*original))
    return record(cuportErrorInvalidValue);
  Graph* copy = clone_graph(*original, nullptr);
  track_nodes(*copy);
  *clone = HandleSet<Graph>::instance().add(copy);
  return cuportSuccess;
}

inline cuportError_t cuportGraphNodeFindInClone(cuportGraphNode_t* node,
                                                cuportGraphNode_t original,
                                                cuportGraph_t clone) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!node || !valid_graph(clone) || !original) return record(cuportErrorInvalidValue);
  for (auto& candidate : clone->nodes) {
    if (candidate->origin == original) {
      *node = candidate.get();
      return cuportSuccess;
    }
  }
  return record(cuportErrorInvalidValue);
}

namespace cuport::cpu {
// CUDA's query convention: with a null array, the count; else up to *count entries (the rest of
// the array set to null) and *count set to the number returned.
template <class T>
cuportError_t list_query(const std::vector<T>& items, T* out, std::size_t* count) {
  if (!count) return cuportErrorInvalidValue;
  if (!out) {
    *count = items.size();
    return cuportSuccess;
  }
  std::size_t i = 0;
  for (; i < *count && i < items.size(); ++i) out[i] = items[i];
  for (std::size_t j = i; j < *count; ++j) out[j] = T{};
  *count = i;
  return cuportSuccess;
}
inline void zero_edge_data(cuportGraphEdgeData* data, std::size_t count) {
  if (data) std::memset(data, 0, count * sizeof(cuportGraphEdgeData));
}
}  // namespace cuport::cpu

inline cuportError_t cuportGraphGetNodes(cuportGraph_t graph, cuportGraphNode_t* nodes,
                                         std::size_t* count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_graph(graph)) return record(cuportErrorInvalidValue);
  std::vector<GraphNode*> all;
  for (auto& node : graph->nodes) all.push_back(node.get());
  return record(list_query(all, nodes, count));
}

inline cuportError_t cuportGraphGetRootNodes(cuportGraph_t graph, cuportGraphNode_t* nodes,
                                             std::size_t* count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_graph(graph)) return record(cuportErrorInvalidValue);
  std::vector<GraphNode*> roots;
  for (auto& node : graph->nodes)
    if (node->dependencies.empty()) roots.push_back(node.get());
  return record(list_query(roots, nodes, count));
}

// Edges in node order, each node's dependencies in the order they were added.
inline cuportError_t cuportGraphGetEdges(cuportGraph_t graph, cuportGraphNode_t* from,
                                         cuportGraphNode_t* to, cuportGraphEdgeData* data,
                                         std::size_t* count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_graph(graph) || !count || (!from) != (!to)) return record(cuportErrorInvalidValue);
  std::vector<GraphNode*> sources, targets;
  for (auto& node : graph->nodes)
    for (GraphNode* dep : node->dependencies) {
      sources.push_back(dep);
      targets.push_back(node.get());
    }
  if (!from) {
    *count = sources.size();
    return cuportSuccess;
  }
  std::size_t asked = *count;
  list_query(sources, from, count);
  std::size_t got = asked;
  list_query(targets, to, &got);
  zero_edge_data(data, asked);
  return cuportSuccess;
}

inline cuportError_t cuportGraphGetEdges(cuportGraph_t graph, cuportGraphNode_t* from,
                                         cuportGraphNode_t* to, std::size_t* count) {
  return cuportGraphGetEdges(graph, from, to, nullptr, count);
}

inline cuportError_t cuportGraphNodeGetDependencies(cuportGraphNode_t node,
                                                    cuportGraphNode_t* deps,
                                                    cuportGraphEdgeData* data,
                                                    std::size_t* count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_node(node)) return record(cuportErrorInvalidValue);
  std::size_t asked = count ? *count : 0;
  cuportError_t error = list_query(node->dependencies, deps, count);
  if (deps) zero_edge_data(data, asked);
  return record(error);
}

inline cuportError_t cuportGraphNodeGetDependencies(cuportGraphNode_t node,
                                                    cuportGraphNode_t* deps, std::size_t* count) {
  return cuportGraphNodeGetDependencies(node, deps, nullptr, count);
}

inline cuportError_t cuportGraphNodeGetDependentNodes(cuportGraphNode_t node,
                                                      cuportGraphNode_t* dependents,
                                                      cuportGraphEdgeData* data,
                                                      std::size_t* count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_node(node)) return record(cuportErrorInvalidValue);
  std::size_t asked = count ? *count : 0;
  cuportError_t error = list_query(node->dependents, dependents, count);
  if (dependents) zero_edge_data(data, asked);
  return record(error);
}

inline cuportError_t cuportGraphNodeGetDependentNodes(cuportGraphNode_t node,
                                                      cuportGraphNode_t* dependents,
                                                      std::size_t* count) {
  return cuportGraphNodeGetDependentNodes(node, dependents, nullptr, count);
}

namespace cuport::cpu {
inline bool default_edges(const cuportGraphEdgeData* data, std::size_t count) {
  if (!data) return true;
  for (std::size_t i = 0; i < count; ++i)
    if (data[i].from_port || data[i].to_port || data[i].type) return false;
  return true;
}
inline bool has_edge(const GraphNode* from, const GraphNode* to) {
  for (const GraphNode* dep : to->dependencies)
    if (dep == from) return true;
  return false;
}
template <class T>
void erase_one(std::vector<T>& items, T item) {
  for (auto it = items.begin(); it != items.end(); ++it)
    if (*it == item) {
      items.erase(it);
      return;
    }
}
}  // namespace cuport::cpu

inline cuportError_t cuportGraphAddDependencies(cuportGraph_t graph, const cuportGraphNode_t* from,
                                                const cuportGraphNode_t* to,
                                                const cuportGraphEdgeData* data,
                                                std::size_t count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_graph(graph) || (count && (!from || !to))) return record(cuportErrorInvalidValue);
  if (!default_edges(data, count)) return record(cuportErrorNotSupported);  // programmatic edges
  for (std::size_t i = 0; i < count; ++i) {
    if (!graph->holds(from[i]) || !graph->holds(to[i]) || from[i] == to[i] ||
        has_edge(from[i], to[i]))
      return record(cuportErrorInvalidValue);
    for (std::size_t j = 0; j < i; ++j)
      if (from[j] == from[i] && to[j] == to[i]) return record(cuportErrorInvalidValue);
  }
  for (std::size_t i = 0; i < count; ++i) {
    to[i]->dependencies.push_back(from[i]);
    from[i]->dependents.push_back(to[i]);
  }
  return cuportSuccess;
}

inline cuportError_t cuportGraphAddDependencies(cuportGraph_t graph, const cuportGraphNode_t* from,
                                                const cuportGraphNode_t* to, std::size_t count) {
  return cuportGraphAddDependencies(graph, from, to, nullptr, count);
}

inline cuportError_t cuportGraphRemoveDependencies(cuportGraph_t graph,
                                                   const cuportGraphNode_t* from,
                                                   const cuportGraphNode_t* to,
                                                   const cuportGraphEdgeData* data,
                                                   std::size_t count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_graph(graph) || (count && (!from || !to)) || has_memory_nodes(*graph) ||
      graph->capturing)
    return record(cuportErrorInvalidValue);
  if (!default_edges(data, count)) return record(cuportErrorInvalidValue);  // no such edge here
  for (std::size_t i = 0; i < count; ++i)
    if (!graph->holds(from[i]) || !graph->holds(to[i]) || !has_edge(from[i], to[i]))
      return record(cuportErrorInvalidValue);
  for (std::size_t i = 0; i < count; ++i) {
    erase_one(to[i]->dependencies, from[i]);
    erase_one(from[i]->dependents, to[i]);
  }
  return cuportSuccess;
}

inline cuportError_t cuportGraphRemoveDependencies(cuportGraph_t graph,
                                                   const cuportGraphNode_t* from,
                                                   const cuportGraphNode_t* to, std::size_t count) {
  return cuportGraphRemoveDependencies(graph, from, to, nullptr, count);
}

inline cuportError_t cuportGraphDestroyNode(cuportGraphNode_t node) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_node(node) || has_memory_nodes(*node->graph) || node->graph->capturing)
    return record(cuportErrorInvalidValue);
  Graph* graph = node->graph;
  for (GraphNode* dep : node->dependencies) erase_one(dep->dependents, node);
  for (GraphNode* dependent : node->dependents) erase_one(dependent->dependencies, node);
  forget_node(node);
  for (auto it = graph->nodes.begin(); it != graph->nodes.end(); ++it)
    if (it->get() == node) {
      graph->nodes.erase(it);
      break;
    }
  return cuportSuccess;
}

inline cuportError_t cuportGraphNodeGetType(cuportGraphNode_t node, cuportGraphNodeType* type) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_node(node) || !type) return record(cuportErrorInvalidValue);
  if (node->type == kCapturedNode) return record(cuportErrorNotSupported);
  *type = static_cast<cuportGraphNodeType>(node->type);
  return cuportSuccess;
}
