// cuport CPU backend: device memory (host memory that the backend tracks) and copies.
#pragma once

#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

#include "cpu_error.h"
#include "cpu_types.h"

namespace cuport::cpu {

// Every live allocation, so frees and pointer queries can be checked like CUDA checks them.
class AllocationRegistry {
 public:
  static AllocationRegistry& instance() {
    static AllocationRegistry registry;
    return registry;
  }
  void add(void* ptr, std::size_t size) {
    std::lock_guard<std::mutex> lock(mutex_);
    blocks_[static_cast<char*>(ptr)] = size;
  }
  bool remove(void* ptr) {
    std::lock_guard<std::mutex> lock(mutex_);
    return blocks_.erase(static_cast<char*>(ptr)) == 1;
  }
  // The allocation containing ptr: its base and size, or {nullptr, 0}.
  std::pair<char*, std::size_t> find(const void* ptr) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto p = static_cast<char*>(const_cast<void*>(ptr));
    auto it = blocks_.upper_bound(p);
    if (it == blocks_.begin()) return {nullptr, 0};
    --it;
    if (p < it->first + (it->second ? it->second : 1)) return {it->first, it->second};
    return {nullptr, 0};
  }
  std::size_t total() {
    std::lock_guard<std::mutex> lock(mutex_);
    std::size_t sum = 0;
    for (auto& entry : blocks_) sum += entry.second;
    return sum;
  }

 private:
  std::mutex mutex_;
  std::map<char*, std::size_t> blocks_;
};

// CUDA aligns allocations to at least 256 bytes; so do we, so alignment bugs show the same way.
constexpr std::size_t kAllocationAlignment = 256;

inline void* allocate(std::size_t size) {
  std::size_t rounded = (size + kAllocationAlignment - 1) / kAllocationAlignment * kAllocationAlignment;
  void* ptr = std::aligned_alloc(kAllocationAlignment, rounded ? rounded : kAllocationAlignment);
  if (ptr) AllocationRegistry::instance().add(ptr, size);
  return ptr;
}

inline bool valid_kind(cuportMemcpyKind kind) {
  return kind >= cuportMemcpyHostToHost && kind <= cuportMemcpyDefault;
}

}  // namespace cuport::cpu

inline cuportError_t cuportMalloc(void** ptr, std::size_t size) {
  using namespace cuport::cpu;
  if (!ptr) return record(cuportErrorInvalidValue);
  if (size == 0) {
    *ptr = nullptr;
    return cuportSuccess;
  }
  *ptr = allocate(size);
  return *ptr ? cuportSuccess : record(cuportErrorMemoryAllocation);
}

template <class T>
inline cuportError_t cuportMalloc(T** ptr, std::size_t size) {
  return cuportMalloc(reinterpret_cast<void**>(ptr), size);
}

inline cuportError_t cuportFree(void* ptr) {
  using namespace cuport::cpu;
  if (!ptr) return cuportSuccess;
  if (!AllocationRegistry::instance().remove(ptr)) return record(cuportErrorInvalidValue);
  std::free(ptr);
  return cuportSuccess;
}

inline cuportError_t cuportMemcpy(void* dst, const void* src, std::size_t count,
                                  cuportMemcpyKind kind) {
  using namespace cuport::cpu;
  if (!valid_kind(kind)) return record(cuportErrorInvalidMemcpyDirection);
  if (count == 0) return cuportSuccess;
  if (!dst || !src) return record(cuportErrorInvalidValue);
  std::memmove(dst, src, count);
  return cuportSuccess;
}

inline cuportError_t cuportMemset(void* ptr, int value, std::size_t count) {
  using namespace cuport::cpu;
  if (count == 0) return cuportSuccess;
  if (!ptr) return record(cuportErrorInvalidValue);
  std::memset(ptr, value, count);
  return cuportSuccess;
}
