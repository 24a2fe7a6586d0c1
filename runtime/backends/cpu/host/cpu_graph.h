// cuport CPU backend: CUDA graphs built by stream capture. A captured graph is its work in
// capture order; launching it replays that work in order on the launch stream (a valid order
// for every dependency the capture saw, without the concurrency between its branches).
// Graphs built node by node (cudaGraphAdd*Node) are not supported.
#pragma once

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

// The instantiation flags that mean something here: graphs hold no memory nodes (nothing to
// free on relaunch) and their work runs in capture order (no node priorities to use).
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

struct Graph {
  std::shared_ptr<std::vector<Task>> tasks = std::make_shared<std::vector<Task>>();
  std::shared_ptr<GraphUserObjects> user_objects;  // null until cudaGraphRetainUserObject
};
struct GraphExec {
  std::shared_ptr<const std::vector<Task>> tasks;
  unsigned long long flags = 0;  // as instantiated (cudaGraphExecGetFlags)
  // Released when the exec is destroyed and the launches holding it have run.
  std::shared_ptr<GraphUserObjects> user_objects;
};
struct GraphNode;

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

}  // namespace cuport::cpu

using cuportGraph_t = cuport::cpu::Graph*;
using cuportGraphExec_t = cuport::cpu::GraphExec*;
using cuportGraphNode_t = cuport::cpu::GraphNode*;

inline cuportError_t cuportStreamBeginCapture(cuportStream_t stream, cuportStreamCaptureMode mode) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto& registry = StreamRegistry::instance();
  auto found = registry.resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (mode < 0 || mode > 2) return record(cuportErrorInvalidValue);
  if (found->legacy) return record(cuportErrorStreamCaptureUnsupported);
  if (!registry.begin_capture(found, mode)) return record(cuportErrorIllegalState);
  return cuportSuccess;
}

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
  auto* g = HandleSet<Graph>::instance().add(new Graph());
  *g->tasks = std::move(capture->tasks);
  *graph = g;
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

inline cuportError_t cuportStreamGetCaptureInfo(cuportStream_t stream,
                                                cuportStreamCaptureStatus* status,
                                                unsigned long long* id = nullptr,
                                                cuportGraph_t* graph = nullptr,
                                                const cuportGraphNode_t** dependencies = nullptr,
                                                std::size_t* dependency_count = nullptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (!status) return record(cuportErrorInvalidValue);
  auto capture = StreamRegistry::instance().capture_of(found);
  *status = capture ? cuportStreamCaptureStatusActive : cuportStreamCaptureStatusNone;
  if (id && capture) *id = capture->id;
  if (graph) *graph = nullptr;  // the graph under construction is not exposed
  if (dependencies) *dependencies = nullptr;
  if (dependency_count) *dependency_count = 0;
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

// An empty graph (node-by-node construction is not supported, so it stays empty).
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
  return HandleSet<Graph>::instance().remove(graph) ? cuportSuccess
                                                    : record(cuportErrorInvalidValue);
}

// Only the count form is supported (nodes == nullptr).
inline cuportError_t cuportGraphGetNodes(cuportGraph_t graph, cuportGraphNode_t* nodes,
                                         std::size_t* count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<Graph>::instance().valid(graph) || !count) return record(cuportErrorInvalidValue);
  if (nodes) return record(cuportErrorNotSupported);
  *count = graph->tasks->size();
  return cuportSuccess;
}

inline cuportError_t cuportGraphInstantiate(cuportGraphExec_t* exec, cuportGraph_t graph,
                                            unsigned long long flags = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!exec || !HandleSet<Graph>::instance().valid(graph)) return record(cuportErrorInvalidValue);
  if (flags & ~static_cast<unsigned long long>(cuportGraphInstantiateFlagAutoFreeOnLaunch |
                                               cuportGraphInstantiateFlagUseNodePriority))
    return record(cuportErrorInvalidValue);
  auto* e = new GraphExec();
  e->tasks = std::make_shared<const std::vector<Task>>(*graph->tasks);  // a snapshot, as CUDA
  e->flags = flags;
  e->user_objects = retain_user_objects(graph->user_objects.get());
  *exec = HandleSet<GraphExec>::instance().add(e);
  return cuportSuccess;
}

// The CUDA 11 form (error node and log buffer).
inline cuportError_t cuportGraphInstantiate(cuportGraphExec_t* exec, cuportGraph_t graph,
                                            cuportGraphNode_t* error_node, char* log,
                                            std::size_t log_size) {
  CUPORT_CONTEXT_CALL();
  if (error_node) *error_node = nullptr;
  if (log && log_size) log[0] = '\0';
  return cuportGraphInstantiate(exec, graph, 0ull);
}

inline cuportError_t cuportGraphInstantiateWithFlags(cuportGraphExec_t* exec, cuportGraph_t graph,
                                                     unsigned long long flags = 0) {
  CUPORT_CONTEXT_CALL();
  return cuportGraphInstantiate(exec, graph, flags);
}

inline cuportError_t cuportGraphLaunch(cuportGraphExec_t exec, cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<GraphExec>::instance().valid(exec)) return record(cuportErrorInvalidValue);
  auto tasks = exec->tasks;
  return record(enqueue(stream, [tasks, owned = exec->user_objects] {
    for (const Task& task : *tasks) task();
  }));
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
  return HandleSet<GraphExec>::instance().remove(exec) ? cuportSuccess
                                                       : record(cuportErrorInvalidValue);
}
