// cuport CPU backend: graph memory nodes (cudaGraphAddMemAllocNode, cudaGraphAddMemFreeNode) and
// the device's graph memory (cudaDeviceGetGraphMemAttribute, SetGraphMemAttribute, GraphMemTrim).
//
// An allocation node reserves its addresses when it is created (an inaccessible mapping), so the
// address CUDA returns in dptr is the same in every launch. Running the node gives the addresses
// pages and registers them as device memory; a free node (or cudaFree/cudaFreeAsync outside the
// graph) makes them inaccessible again, so a use after free faults as on a GPU, but keeps the
// pages: they are the graph allocator's reserved memory until cudaDeviceGraphMemTrim gives them
// back. Sizes are counted in whole pages (the mapping's length).
#pragma once

#include <sys/mman.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

#include "cpu_error.h"
#include "cpu_graph.h"
#include "cpu_graph_nodes.h"
#include "cpu_memory.h"
#include "cpu_mempool.h"

struct cuportMemAllocNodeParams {
  cuportMemPoolProps poolProps;
  const cuportMemAccessDesc* accessDescs;
  std::size_t accessDescCount;
  std::size_t bytesize;
  void* dptr;
};
struct cuportMemAllocNodeParamsV2 {
  cuportMemPoolProps poolProps;
  const cuportMemAccessDesc* accessDescs;
  std::size_t accessDescCount;
  std::size_t bytesize;
  void* dptr;
};
struct cuportMemFreeNodeParams {
  void* dptr;
};

namespace cuport::cpu {

// One allocation node's memory. Two orders are tracked: the host's (outstanding: a launch has
// allocated it and no free has been issued since, which is what cudaGraphLaunch and cudaFree
// check) and the device's (allocated: the stream has run the allocation and not yet the free).
struct GraphMemory {
  char* base = nullptr;
  std::size_t size = 0;
  std::size_t length = 0;  // the reservation, whole pages
  cuportMemPoolProps props{};
  std::vector<cuportMemAccessDesc> access;  // returned by cudaGraphMemAllocNodeGetParams
  const Graph* owner = nullptr;             // the graph the allocation node was added to
  bool freed_in_owner = false;              // the owner has a free node for it
  bool freed_elsewhere = false;             // another graph has a free node for it
  bool outstanding = false;
  bool allocated = false;
  bool backed = false;   // has pages: from its first allocation until a trim
  bool orphan = false;   // its nodes are gone: unmapped once freed
  std::weak_ptr<GraphMemory> self;  // what the nodes hold (their last copy drops the memory)
};

class GraphMemoryRegistry {
 public:
  static GraphMemoryRegistry& instance() {
    static auto* registry = new GraphMemoryRegistry();  // leaked: used until exit
    return *registry;
  }
  std::mutex mutex;  // guards every GraphMemory and the counters
  std::map<char*, std::unique_ptr<GraphMemory>> blocks;
  std::uint64_t used = 0, used_high = 0, reserved = 0, reserved_high = 0;

  // The allocation that starts at ptr, or null (callers hold mutex).
  GraphMemory* at(const void* ptr) {
    auto it = blocks.find(static_cast<char*>(const_cast<void*>(ptr)));
    return it == blocks.end() ? nullptr : it->second.get();
  }
  // Give memory pages at its reserved addresses and register them as device memory.
  void allocate(GraphMemory& m) {
    std::lock_guard<std::mutex> lock(mutex);
    if (m.allocated) return;  // still allocated from the last launch (AutoFreeOnLaunch)
    if (m.backed) {
      ::mprotect(m.base, m.length, PROT_READ | PROT_WRITE);
    } else {
      ::mmap(m.base, m.length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED,
             -1, 0);
      m.backed = true;
      reserved += m.length;
      reserved_high = std::max(reserved_high, reserved);
    }
    m.allocated = true;
    used += m.length;
    used_high = std::max(used_high, used);
    AllocationRegistry::instance().add(m.base, m.size, Region::device, 0);
  }
  // Make the addresses inaccessible; the pages stay reserved for the next allocation.
  void free(GraphMemory& m) {
    std::lock_guard<std::mutex> lock(mutex);
    if (!m.allocated) return;
    AllocationRegistry::instance().remove(m.base, Region::device);
    range_forget(m.base);
    ::mprotect(m.base, m.length, PROT_NONE);
    m.allocated = false;
    used -= m.length;
    if (m.orphan && !m.outstanding) unmap(m);
  }
  // The pages of every allocation not allocated now go back to the system.
  void trim() {
    std::lock_guard<std::mutex> lock(mutex);
    for (auto& entry : blocks) {
      GraphMemory& m = *entry.second;
      if (!m.backed || m.allocated) continue;
      ::mmap(m.base, m.length, PROT_NONE,
             MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
      m.backed = false;
      reserved -= m.length;
    }
  }
  // The last node naming m is gone: its addresses go back unless the memory is still in use.
  void drop(GraphMemory* m) {
    std::lock_guard<std::mutex> lock(mutex);
    if (m->allocated || m->outstanding) {
      m->orphan = true;
    } else {
      unmap(*m);
    }
  }

 private:
  void unmap(GraphMemory& m) {
    if (m.backed) reserved -= m.length;
    ::munmap(m.base, m.length);
    blocks.erase(m.base);  // destroys m
  }
};

inline std::size_t page_size() {
  static const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
  return page;
}

// CUDA's checks on an allocation node's parameters: device memory of device 0, no export handle,
// at most one access descriptor (one device), read-write for the device.
inline cuportError_t check_alloc_params(const cuportMemPoolProps& props,
                                        const cuportMemAccessDesc* access, std::size_t count,
                                        std::size_t bytes) {
  if (bytes == 0) return cuportErrorInvalidValue;
  if (props.allocType != cuportMemAllocationTypePinned) return cuportErrorInvalidValue;
  if (props.handleTypes != cuportMemHandleTypeNone) return cuportErrorInvalidValue;
  if (props.location.type != cuportMemLocationTypeDevice || props.location.id != 0)
    return cuportErrorInvalidValue;
  if (count > 1 || (count && !access)) return cuportErrorInvalidValue;
  for (std::size_t i = 0; i < count; ++i)
    if (access[i].location.type != cuportMemLocationTypeDevice || access[i].location.id != 0 ||
        access[i].flags != cuportMemAccessFlagsProtReadWrite)
      return cuportErrorInvalidValue;
  return cuportSuccess;
}

// Reserve an allocation node's addresses; *dptr is set to them.
inline cuportError_t alloc_params(const cuportMemPoolProps& props,
                                  const cuportMemAccessDesc* access, std::size_t count,
                                  std::size_t bytes, const Graph* graph, void** dptr,
                                  NodeParams* out) {
  cuportError_t error = check_alloc_params(props, access, count, bytes);
  if (error != cuportSuccess) return error;
  const std::size_t length = (bytes + page_size() - 1) / page_size() * page_size();
  void* base = ::mmap(nullptr, length, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                      -1, 0);
  if (base == MAP_FAILED) return cuportErrorMemoryAllocation;
  auto made = std::make_unique<GraphMemory>();
  made->base = static_cast<char*>(base);
  made->size = bytes;
  made->length = length;
  made->props = props;
  made->access.assign(access, access + count);
  made->owner = graph;
  auto& registry = GraphMemoryRegistry::instance();
  GraphMemory* memory = made.get();
  {
    std::lock_guard<std::mutex> lock(registry.mutex);
    registry.blocks[made->base] = std::move(made);
  }
  out->memory = std::shared_ptr<GraphMemory>(
      memory, [](GraphMemory* m) { GraphMemoryRegistry::instance().drop(m); });
  memory->self = out->memory;
  *dptr = base;
  return cuportSuccess;
}

// A free node in graph for dptr: the address an allocation node returned, freed once, either in
// the graph that allocates it or in other graphs, not both (CUDA's rules).
inline cuportError_t free_params(void* dptr, const Graph* graph, NodeParams* out) {
  auto& registry = GraphMemoryRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  GraphMemory* m = dptr ? registry.at(dptr) : nullptr;
  if (!m || m->orphan || m->freed_in_owner) return cuportErrorInvalidValue;
  if (m->owner == graph) {
    if (m->freed_elsewhere) return cuportErrorInvalidValue;
    m->freed_in_owner = true;
  } else {
    m->freed_elsewhere = true;
  }
  out->memory = m->self.lock();  // the reservation lives while the alloc or a free node does
  return cuportSuccess;
}

}  // namespace cuport::cpu

enum cuportGraphMemAttributeType {
  cuportGraphMemAttrUsedMemCurrent = 0x0,
  cuportGraphMemAttrUsedMemHigh = 0x1,
  cuportGraphMemAttrReservedMemCurrent = 0x2,
  cuportGraphMemAttrReservedMemHigh = 0x3,
};

namespace cuport::cpu {

// cudaFree and cudaFreeAsync of a graph allocation (cpu_memory.h asks first): false when ptr is
// not one. It must be allocated by a launch and not freed since, and not freed by its own graph.
inline bool graph_memory_free(void* ptr, cuportStream_t stream, bool stream_ordered,
                              cuportError_t* error) {
  auto& registry = GraphMemoryRegistry::instance();
  // The stream first: the stream registry's lock is never taken inside this registry's.
  const bool stream_ok = !stream_ordered || StreamRegistry::instance().resolve(stream);
  GraphMemory* m = nullptr;
  {
    std::lock_guard<std::mutex> lock(registry.mutex);
    m = registry.at(ptr);
    if (!m) return false;
    if (m->freed_in_owner || !m->outstanding) {
      *error = cuportErrorInvalidValue;
      return true;
    }
    if (!stream_ok) {
      *error = cuportErrorInvalidResourceHandle;
      return true;
    }
    m->outstanding = false;
  }
  if (stream_ordered) {
    *error = enqueue(stream, [m] { GraphMemoryRegistry::instance().free(*m); });
  } else {
    registry.free(*m);  // cudaFree has waited for the device
    *error = cuportSuccess;
  }
  return true;
}

// A node made by make(graph, params) added to stream's capture after the stream's dependencies,
// which it replaces; false when stream is not capturing.
template <class Make>
bool capture_node(cuportStream_t stream, int type, Make make, cuportError_t* error) {
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return false;
  return StreamRegistry::instance().inspect_capture(
      found, [&](Capture& capture, std::vector<GraphNode*>& deps) {
        auto made = std::make_shared<NodeParams>();
        *error = make(capture.graph, made.get());
        if (*error != cuportSuccess) return;
        GraphNode* node = capture.graph->add(type);
        node->params = std::move(made);
        for (GraphNode* dep : deps) {
          node->dependencies.push_back(dep);
          dep->dependents.push_back(node);
        }
        deps.assign(1, node);
        std::lock_guard<std::mutex> lock(live_nodes_mutex());
        live_nodes().insert(node);
      });
}

// cudaMallocAsync on a capturing stream: an allocation node of the device's memory, its address
// returned at once (CUDA's stream-ordered allocation in a graph).
inline bool capture_malloc(void** ptr, std::size_t size, cuportStream_t stream,
                           cuportError_t* error) {
  return capture_node(stream, cuportGraphNodeTypeMemAlloc, [&](Graph* graph, NodeParams* p) {
    cuportMemPoolProps props{};
    props.allocType = cuportMemAllocationTypePinned;
    props.location = cuportMemLocation{cuportMemLocationTypeDevice, 0};
    return alloc_params(props, nullptr, 0, size, graph, ptr, p);
  }, error);
}

// cudaFreeAsync of a graph allocation on a capturing stream: a free node (CUDA's rules on where
// it may be freed apply). False for other memory or a stream that is not capturing.
inline bool capture_free(void* ptr, cuportStream_t stream, cuportError_t* error) {
  {
    auto& registry = GraphMemoryRegistry::instance();
    std::lock_guard<std::mutex> lock(registry.mutex);
    if (!registry.at(ptr)) return false;
  }
  return capture_node(stream, cuportGraphNodeTypeMemFree, [&](Graph* graph, NodeParams* p) {
    return free_params(ptr, graph, p);
  }, error);
}

}  // namespace cuport::cpu

inline cuportError_t cuportGraphAddMemAllocNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                                const cuportGraphNode_t* deps, std::size_t count,
                                                cuportMemAllocNodeParams* params) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!node || !params || !valid_graph(graph)) return record(cuportErrorInvalidValue);
  cuportError_t error = check_dependencies(graph, deps, count);
  if (error != cuportSuccess) return record(error);
  auto made = std::make_shared<NodeParams>();
  void* dptr = nullptr;
  error = alloc_params(params->poolProps, params->accessDescs, params->accessDescCount,
                       params->bytesize, graph, &dptr, made.get());
  if (error != cuportSuccess) return record(error);
  error = add_node(node, graph, deps, count, cuportGraphNodeTypeMemAlloc, std::move(made));
  if (error == cuportSuccess) params->dptr = dptr;
  return record(error);
}

// The pool properties and access descriptors belong to the node (valid while it exists).
inline cuportError_t cuportGraphMemAllocNodeGetParams(cuportGraphNode_t node,
                                                      cuportMemAllocNodeParams* params_out) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  NodeParams* p = params_of(node, cuportGraphNodeTypeMemAlloc);
  if (!p || !params_out) return record(cuportErrorInvalidValue);
  const GraphMemory& m = *p->memory;
  params_out->poolProps = m.props;
  params_out->accessDescs = m.access.empty() ? nullptr : m.access.data();
  params_out->accessDescCount = m.access.size();
  params_out->bytesize = m.size;
  params_out->dptr = m.base;
  return cuportSuccess;
}

inline cuportError_t cuportGraphAddMemFreeNode(cuportGraphNode_t* node, cuportGraph_t graph,
                                               const cuportGraphNode_t* deps, std::size_t count,
                                               void* dptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!node || !valid_graph(graph)) return record(cuportErrorInvalidValue);
  cuportError_t error = check_dependencies(graph, deps, count);
  if (error != cuportSuccess) return record(error);
  auto made = std::make_shared<NodeParams>();
  error = free_params(dptr, graph, made.get());
  if (error != cuportSuccess) return record(error);
  return record(add_node(node, graph, deps, count, cuportGraphNodeTypeMemFree, std::move(made)));
}

inline cuportError_t cuportGraphMemFreeNodeGetParams(cuportGraphNode_t node, void* dptr_out) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  NodeParams* p = params_of(node, cuportGraphNodeTypeMemFree);
  if (!p || !dptr_out) return record(cuportErrorInvalidValue);
  *static_cast<void**>(dptr_out) = p->memory->base;
  return cuportSuccess;
}

inline cuportError_t cuportDeviceGetGraphMemAttribute(int device, cuportGraphMemAttributeType attr,
                                                      void* value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  if (!value) return record(cuportErrorInvalidValue);
  auto& registry = GraphMemoryRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  std::uint64_t figure = 0;
  switch (attr) {
    case cuportGraphMemAttrUsedMemCurrent: figure = registry.used; break;
    case cuportGraphMemAttrUsedMemHigh: figure = registry.used_high; break;
    case cuportGraphMemAttrReservedMemCurrent: figure = registry.reserved; break;
    case cuportGraphMemAttrReservedMemHigh: figure = registry.reserved_high; break;
    default: return record(cuportErrorInvalidValue);
  }
  *static_cast<unsigned long long*>(value) = figure;
  return cuportSuccess;
}

// Only the high watermarks can be set, and only to zero (CUDA's rule): the watermark starts again
// from the memory in use now.
inline cuportError_t cuportDeviceSetGraphMemAttribute(int device, cuportGraphMemAttributeType attr,
                                                      void* value) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  if (!value) return record(cuportErrorInvalidValue);
  if (attr != cuportGraphMemAttrUsedMemHigh && attr != cuportGraphMemAttrReservedMemHigh)
    return record(cuportErrorInvalidValue);
  if (*static_cast<unsigned long long*>(value) != 0) return record(cuportErrorInvalidValue);
  auto& registry = GraphMemoryRegistry::instance();
  std::lock_guard<std::mutex> lock(registry.mutex);
  if (attr == cuportGraphMemAttrUsedMemHigh) registry.used_high = registry.used;
  if (attr == cuportGraphMemAttrReservedMemHigh) registry.reserved_high = registry.reserved;
  return cuportSuccess;
}

// Reserved pages of allocations not allocated now go back to the system. Queued launches that
// allocate them later get fresh pages (a graph allocation's contents are undefined at allocation).
inline cuportError_t cuportDeviceGraphMemTrim(int device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  GraphMemoryRegistry::instance().trim();
  return cuportSuccess;
}
