// cuport CPU backend: user objects (cudaUserObjectCreate/Retain/Release and the graph's
// cudaGraphRetainUserObject/ReleaseUserObject): a reference count and a destructor that runs
// once the last reference is gone. A graph owns the references given to it until it is
// destroyed; an executable graph instantiated from it holds its own copies, released when it is
// destroyed and its launches have run, as CUDA keeps resources alive for pending work.
#pragma once

#include <atomic>
#include <map>
#include <memory>
#include <mutex>

#include "cpu_error.h"
#include "cpu_graph.h"
#include "cpu_stream_api.h"

enum cuportUserObjectFlags {
  cuportUserObjectNoDestructorSync = 0x1,
};

enum cuportUserObjectRetainFlags {
  cuportGraphUserObjectMove = 0x1,
};

namespace cuport::cpu {

struct UserObject {
  void* ptr;
  cuportHostFn_t destroy;
  std::atomic<unsigned long long> references;
};

// Drop count references of object; the last one runs the destructor (on the releasing thread:
// CUDA runs it on an internal thread and forbids it to call CUDA, so a correct program cannot
// tell) and forgets the handle.
inline void release_user_object(UserObject* object, unsigned long long count) {
  if (object->references.fetch_sub(count) != count) return;
  object->destroy(object->ptr);
  HandleSet<UserObject>::instance().remove(object);
}

struct GraphUserObjects {
  std::mutex mutex;
  std::map<UserObject*, unsigned long long> owned;
  ~GraphUserObjects() {
    for (auto& [object, count] : owned) release_user_object(object, count);
  }
};

inline std::shared_ptr<GraphUserObjects> retain_user_objects(const GraphUserObjects* graph) {
  if (!graph) return nullptr;
  auto copy = std::make_shared<GraphUserObjects>();
  std::lock_guard<std::mutex> lock(const_cast<GraphUserObjects*>(graph)->mutex);
  for (const auto& [object, count] : graph->owned) {
    object->references.fetch_add(count);
    copy->owned[object] = count;
  }
  return copy;
}

}  // namespace cuport::cpu

using cuportUserObject_t = cuport::cpu::UserObject*;

inline cuportError_t cuportUserObjectCreate(cuportUserObject_t* object_out, void* ptr,
                                            cuportHostFn_t destroy,
                                            unsigned int initial_references, unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  // CUDA requires cudaUserObjectNoDestructorSync (the only flag there is).
  if (!object_out || !destroy || initial_references == 0 ||
      flags != cuportUserObjectNoDestructorSync)
    return record(cuportErrorInvalidValue);
  *object_out = HandleSet<UserObject>::instance().add(new UserObject{ptr, destroy, {}});
  (*object_out)->references.store(initial_references);
  return cuportSuccess;
}

inline cuportError_t cuportUserObjectRetain(cuportUserObject_t object, unsigned int count = 1) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<UserObject>::instance().valid(object) || count == 0)
    return record(cuportErrorInvalidValue);
  object->references.fetch_add(count);
  return cuportSuccess;
}

inline cuportError_t cuportUserObjectRelease(cuportUserObject_t object, unsigned int count = 1) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<UserObject>::instance().valid(object) || count == 0 ||
      object->references.load() < count)
    return record(cuportErrorInvalidValue);
  release_user_object(object, count);
  return cuportSuccess;
}

// The graph takes count new references, or with cudaGraphUserObjectMove the caller's own.
inline cuportError_t cuportGraphRetainUserObject(cuportGraph_t graph, cuportUserObject_t object,
                                                 unsigned int count = 1, unsigned int flags = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<Graph>::instance().valid(graph) ||
      !HandleSet<UserObject>::instance().valid(object) || count == 0 ||
      (flags & ~unsigned(cuportGraphUserObjectMove)))
    return record(cuportErrorInvalidValue);
  if (!graph->user_objects) graph->user_objects = std::make_shared<GraphUserObjects>();
  if (!(flags & cuportGraphUserObjectMove)) object->references.fetch_add(count);
  std::lock_guard<std::mutex> lock(graph->user_objects->mutex);
  graph->user_objects->owned[object] += count;
  return cuportSuccess;
}

inline cuportError_t cuportGraphReleaseUserObject(cuportGraph_t graph, cuportUserObject_t object,
                                                  unsigned int count = 1) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!HandleSet<Graph>::instance().valid(graph) || count == 0 || !graph->user_objects)
    return record(cuportErrorInvalidValue);
  {
    std::lock_guard<std::mutex> lock(graph->user_objects->mutex);
    auto owned = graph->user_objects->owned.find(object);
    if (owned == graph->user_objects->owned.end() || owned->second < count)
      return record(cuportErrorInvalidValue);
    if ((owned->second -= count) == 0) graph->user_objects->owned.erase(owned);
  }
  release_user_object(object, count);
  return cuportSuccess;
}
