// cuport CPU backend: what a program can see and change of a stream capture in progress
// (cudaStreamGetCaptureInfo, cudaStreamUpdateCaptureDependencies) and capture into a graph of its
// own (cudaStreamBeginCaptureToGraph). The capture's graph is a graph like any other: nodes added
// to it during the capture, after the nodes GetCaptureInfo returns, are ordered with the captured
// work once UpdateCaptureDependencies makes the stream depend on them. Every edge here is a
// default edge: edge data returned is zero, and programmatic edge data is cudaErrorNotSupported.
#pragma once

#include <algorithm>
#include <vector>

#include "cpu_error.h"
#include "cpu_graph.h"
#include "cpu_graph_nodes.h"
#include "cpu_stream.h"

enum cuportStreamUpdateCaptureDependenciesFlags {
  cuportStreamAddCaptureDependencies = 0x0,
  cuportStreamSetCaptureDependencies = 0x1,
};

namespace cuport::cpu {
// The arrays GetCaptureInfo returns: valid until the next query on this thread (CUDA: until the
// next call on the stream).
inline thread_local std::vector<GraphNode*> capture_dependencies;
inline thread_local std::vector<cuportGraphEdgeData> capture_edge_data;
}  // namespace cuport::cpu

inline cuportError_t cuportStreamGetCaptureInfo(cuportStream_t stream,
                                                cuportStreamCaptureStatus* status,
                                                unsigned long long* id = nullptr,
                                                cuportGraph_t* graph = nullptr,
                                                const cuportGraphNode_t** dependencies = nullptr,
                                                const cuportGraphEdgeData** edge_data = nullptr,
                                                std::size_t* dependency_count = nullptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (!status || (edge_data && !dependencies)) return record(cuportErrorInvalidValue);
  bool active = StreamRegistry::instance().inspect_capture(
      found, [&](Capture& capture, std::vector<GraphNode*>& deps) {
        if (id) *id = capture.id;
        if (graph) *graph = capture.graph;
        capture_dependencies = deps;
        capture_edge_data.assign(deps.size(), cuportGraphEdgeData{});
      });
  *status = active ? cuportStreamCaptureStatusActive : cuportStreamCaptureStatusNone;
  if (!active) return cuportSuccess;  // only the status is valid (CUDA)
  if (dependencies) *dependencies = capture_dependencies.data();
  if (edge_data) *edge_data = capture_edge_data.data();
  if (dependency_count) *dependency_count = capture_dependencies.size();
  return cuportSuccess;
}

// The CUDA 12 form (no edge data).
inline cuportError_t cuportStreamGetCaptureInfo(cuportStream_t stream,
                                                cuportStreamCaptureStatus* status,
                                                unsigned long long* id, cuportGraph_t* graph,
                                                const cuportGraphNode_t** dependencies,
                                                std::size_t* dependency_count) {
  return cuportStreamGetCaptureInfo(stream, status, id, graph, dependencies, nullptr,
                                    dependency_count);
}

// Add nodes of the capture's graph to the stream's dependencies, or replace them (flags).
inline cuportError_t cuportStreamUpdateCaptureDependencies(cuportStream_t stream,
                                                           cuportGraphNode_t* dependencies,
                                                           const cuportGraphEdgeData* edge_data,
                                                           std::size_t count,
                                                           unsigned int flags = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (flags != cuportStreamAddCaptureDependencies && flags != cuportStreamSetCaptureDependencies)
    return record(cuportErrorInvalidValue);
  if (!default_edges(edge_data, count)) return record(cuportErrorNotSupported);
  cuportError_t error = cuportErrorIllegalState;  // stays so when the stream is not capturing
  StreamRegistry::instance().inspect_capture(
      found, [&](Capture& capture, std::vector<GraphNode*>& deps) {
        error = check_dependencies(capture.graph, dependencies, count);
        if (error != cuportSuccess) return;
        if (flags == cuportStreamSetCaptureDependencies) deps.clear();
        for (std::size_t i = 0; i < count; ++i)
          if (std::find(deps.begin(), deps.end(), dependencies[i]) == deps.end())
            deps.push_back(dependencies[i]);
      });
  return record(error);
}

// The CUDA 12 form (no edge data).
inline cuportError_t cuportStreamUpdateCaptureDependencies(cuportStream_t stream,
                                                           cuportGraphNode_t* dependencies,
                                                           std::size_t count, unsigned int flags) {
  return cuportStreamUpdateCaptureDependencies(stream, dependencies, nullptr, count, flags);
}

// Capture into graph, the first captured work after dependencies; cudaStreamEndCapture returns
// graph itself.
inline cuportError_t cuportStreamBeginCaptureToGraph(cuportStream_t stream, cuportGraph_t graph,
                                                     const cuportGraphNode_t* dependencies,
                                                     const cuportGraphEdgeData* edge_data,
                                                     std::size_t count,
                                                     cuportStreamCaptureMode mode) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!StreamRegistry::instance().resolve(stream)) return record(cuportErrorInvalidResourceHandle);
  if (!valid_graph(graph) || graph->embedded) return record(cuportErrorInvalidValue);
  cuportError_t error = check_dependencies(graph, dependencies, count);
  if (error != cuportSuccess) return record(error);
  if (!default_edges(edge_data, count)) return record(cuportErrorNotSupported);
  return record(begin_capture(stream, mode, graph,
                              std::vector<GraphNode*>(dependencies, dependencies + count)));
}
