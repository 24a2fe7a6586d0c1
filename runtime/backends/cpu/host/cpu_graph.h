// cuport CPU backend: CUDA graphs, their nodes and stream capture. A capture builds its graph as
// work is submitted: a node per piece of work, after the nodes its stream depends on (the work
// before it on that stream, and what streams it waited on through events had done). Graphs built
// node by node live in cpu_graph_nodes.h, the capture queries in cpu_graph_capture.h, their
// instantiation and launch in cpu_graph_exec.h; a launch runs the nodes in a topological order
// on the launch stream.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <vector>

#include "cpu_error.h"
#include "cpu_stream.h"

enum cuportStreamCaptureStatus {
  cuportStreamCaptureStatusNone = 0,
  cuportStreamCaptureStatusActive = 1,
  cuportStreamCaptureStatusInvalidated = 2,
};

// The instantiation flags that mean something here: AutoFreeOnLaunch frees a graph's unfreed
// allocations when it is launched again (cpu_graph_memory.h); work runs in a topological order
// (no node priorities to use).
// cudaGraphInstantiateFlagUpload (cudaGraphInstantiateWithParams only) and DeviceLaunch (graphs
// launched from kernels) are not supported.
enum cuportGraphInstantiateFlags {
  cuportGraphInstantiateFlagAutoFreeOnLaunch = 1,
  cuportGraphInstantiateFlagUseNodePriority = 8,
};

enum cuportStreamCaptureMode {
  cuportStreamCaptureModeGlobal = 0,
  cuportStreamCaptureModeThreadLocal = 1,
  cuportStreamCaptureModeRelaxed = 2,
};

namespace cuport::cpu {

struct GraphUserObjects;  // cpu_user_object.h: the user object references a graph owns
// A copy of what graph owns, for an executable graph instantiated from it (cpu_user_object.h).
inline std::shared_ptr<GraphUserObjects> retain_user_objects(const GraphUserObjects* graph);

struct Graph;
struct NodeParams;  // cpu_graph_nodes.h: what a node does (kernel, copy, set, host call, ...)

// The node kinds CUDA numbers (cudaGraphNodeType), and one of cuport's own: work recorded by
// stream capture, which runs as it was captured and has no parameters to query.
inline constexpr int kCapturedNode = -1;

struct GraphNode {
  Graph* graph = nullptr;  // the graph that holds it
  int type = kCapturedNode;
  std::vector<GraphNode*> dependencies;  // in the order they were added
  std::vector<GraphNode*> dependents;
  const GraphNode* origin = nullptr;  // the node this one was cloned from (cudaGraphNodeFindInClone)
  std::shared_ptr<NodeParams> params;  // null for captured work
  Task captured;
};

struct Graph {
  std::vector<std::unique_ptr<GraphNode>> nodes;  // in creation order
  std::shared_ptr<GraphUserObjects> user_objects;  // null until cudaGraphRetainUserObject
  bool embedded = false;  // owned by a child graph node (not destroyed by cudaGraphDestroy)
  // Executable graphs made from it that exist; at most one when it has memory nodes (CUDA).
  std::shared_ptr<int> executables = std::make_shared<int>(0);
  // A stream capture adds to it: it cannot be destroyed or lose nodes until the capture ends.
  bool capturing = false;

  GraphNode* add(int type) {
    nodes.push_back(std::make_unique<GraphNode>());
    GraphNode* node = nodes.back().get();
    node->graph = this;
    node->type = type;
    return node;
  }
  bool holds(const GraphNode* node) const {
    for (auto& owned : nodes)
      if (owned.get() == node) return true;
    return false;
  }
};
// Every node that exists, so a stale or invented handle is reported instead of followed.
inline std::set<const GraphNode*>& live_nodes() {
  static auto* nodes = new std::set<const GraphNode*>();  // leaked: used until exit
  return *nodes;
}
inline std::mutex& live_nodes_mutex() {
  static auto* mutex = new std::mutex();
  return *mutex;
}
inline bool valid_node(const GraphNode* node) {
  std::lock_guard<std::mutex> lock(live_nodes_mutex());
  return node && live_nodes().count(node);
}
inline void track_nodes(const Graph& graph) {
  std::lock_guard<std::mutex> lock(live_nodes_mutex());
  for (auto& node : graph.nodes) live_nodes().insert(node.get());
}
inline void forget_node(const GraphNode* node) {
  std::lock_guard<std::mutex> lock(live_nodes_mutex());
  live_nodes().erase(node);
}
inline void forget_nodes(const Graph& graph) {
  for (auto& node : graph.nodes) forget_node(node.get());
}

struct ExecPlan;  // cpu_graph_exec.h: an executable graph's steps, in the order they run
struct GraphExec {
  std::unique_ptr<Graph> copy;  // the graph as instantiated (and updated since)
  std::map<const GraphNode*, GraphNode*> node_of;  // a source graph's node -> its node in copy
  std::shared_ptr<const ExecPlan> plan;  // replaced, never changed, by updates: launches keep theirs
  unsigned long long flags = 0;  // as instantiated (cudaGraphExecGetFlags)
  // Released when the exec is destroyed and the launches holding it have run.
  std::shared_ptr<GraphUserObjects> user_objects;
  std::shared_ptr<int> counted_in;  // its graph's executables, when that graph has memory nodes
};

// Live graphs and executable graphs, so a bad handle is reported instead of followed.
template <class T>
class HandleSet {
 public:
  static HandleSet& instance() {
    static HandleSet* set = new HandleSet();  // leaked: used until exit
    return *set;
  }
  T* add(T* item) {
    std::lock_guard<std::mutex> lock(mutex_);
    live_.insert(item);
    return item;
  }
  bool valid(T* item) {
    std::lock_guard<std::mutex> lock(mutex_);
    return item && live_.count(item);
  }
  bool remove(T* item) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!item || !live_.erase(item)) return false;
    delete item;
    return true;
  }

 private:
  std::mutex mutex_;
  std::set<T*> live_;
};

inline thread_local int capture_mode = cuportStreamCaptureModeGlobal;

// Called with the stream registry's lock held (StreamRegistry::submit).
inline void capture_task(Capture& capture, const void* stream, Task task) {
  GraphNode* node = capture.graph->add(kCapturedNode);
  node->captured = std::move(task);
  auto& deps = capture.frontier[stream];
  for (GraphNode* dep : deps) {
    node->dependencies.push_back(dep);
    dep->dependents.push_back(node);
  }
  deps.assign(1, node);
  std::lock_guard<std::mutex> lock(live_nodes_mutex());
  live_nodes().insert(node);
}

// Begin capturing on stream into graph after deps (CUDA's checks on the stream first).
inline cuportError_t begin_capture(cuportStream_t stream, int mode, Graph* graph,
                                   std::vector<GraphNode*> deps) {
  auto& registry = StreamRegistry::instance();
  auto found = registry.resolve(stream);
  if (!found) return cuportErrorInvalidResourceHandle;
  if (mode < 0 || mode > 2) return cuportErrorInvalidValue;
  if (found->legacy) return cuportErrorStreamCaptureUnsupported;
  if (!registry.begin_capture(found, mode, graph, std::move(deps))) return cuportErrorIllegalState;
  graph->capturing = true;
  return cuportSuccess;
}

}  // namespace cuport::cpu

using cuportGraph_t = cuport::cpu::Graph*;
using cuportGraphExec_t = cuport::cpu::GraphExec*;
using cuportGraphNode_t = cuport::cpu::GraphNode*;

inline cuportError_t cuportStreamBeginCapture(cuportStream_t stream, cuportStreamCaptureMode mode) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto* graph = HandleSet<Graph>::instance().add(new Graph());
  cuportError_t error = begin_capture(stream, mode, graph, {});
  if (error != cuportSuccess) HandleSet<Graph>::instance().remove(graph);
  return record(error);
}

// The graph the capture built (for cudaStreamBeginCaptureToGraph, the program's own graph).
inline cuportError_t cuportStreamEndCapture(cuportStream_t stream, cuportGraph_t* graph) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto& registry = StreamRegistry::instance();
  auto found = registry.resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (!graph) return record(cuportErrorInvalidValue);
  auto current = registry.capture_of(found);
  if (!current) return record(cuportErrorIllegalState);
  auto capture = registry.end_capture(found);
  if (!capture) return record(cuportErrorStreamCaptureUnmatched);  // not the origin stream
  capture->graph->capturing = false;
  *graph = capture->graph;
  return cuportSuccess;
}

inline cuportError_t cuportStreamIsCapturing(cuportStream_t stream,
                                             cuportStreamCaptureStatus* status) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (!status) return record(cuportErrorInvalidValue);
  *status = StreamRegistry::instance().capture_of(found) ? cuportStreamCaptureStatusActive
                                                         : cuportStreamCaptureStatusNone;
  return cuportSuccess;
}

inline cuportError_t cuportThreadExchangeStreamCaptureMode(cuportStreamCaptureMode* mode) {
  using namespace cuport::cpu;
  if (!mode || *mode < 0 || *mode > 2) return record(cuportErrorInvalidValue);
  int previous = capture_mode;
  capture_mode = *mode;
  *mode = static_cast<cuportStreamCaptureMode>(previous);
  return cuportSuccess;
}
