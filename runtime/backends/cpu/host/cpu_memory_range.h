// cuport CPU backend: what cudaMemAdvise and cudaMemPrefetchAsync said about managed memory, so
// that cudaMemRangeGetAttribute(s) answer as CUDA does. The advice changes nothing on the CPU
// (its memory is always coherent); it is remembered per 4 KiB page of each managed allocation,
// as CUDA keeps it per page, and a range query reports a value only where every page of the
// range has it. Nothing is kept for an allocation no advice or prefetch named.
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <vector>

#include "cpu_error.h"
#include "cpu_memory.h"
#include "cpu_memory_host.h"

enum cuportMemRangeAttribute {
  cuportMemRangeAttributeReadMostly = 1,
  cuportMemRangeAttributePreferredLocation = 2,
  cuportMemRangeAttributeAccessedBy = 3,
  cuportMemRangeAttributeLastPrefetchLocation = 4,
  cuportMemRangeAttributePreferredLocationType = 5,
  cuportMemRangeAttributePreferredLocationId = 6,
  cuportMemRangeAttributeLastPrefetchLocationType = 7,
  cuportMemRangeAttributeLastPrefetchLocationId = 8,
};

namespace cuport::cpu {

constexpr std::size_t kRangePage = 4096;

// A location as CUDA's range attributes report it: a type and an id (cudaInvalidDeviceId when
// the type has none).
struct RangeLocation {
  std::int8_t type = cuportMemLocationTypeInvalid;
  std::int32_t id = cuportInvalidDeviceId;
  bool operator==(const RangeLocation& other) const {
    return type == other.type && id == other.id;
  }
  // The legacy device form: a device ordinal, cudaCpuDeviceId for the host, else invalid.
  int device() const {
    if (type == cuportMemLocationTypeDevice) return id;
    if (type == cuportMemLocationTypeHost) return cuportCpuDeviceId;
    return cuportInvalidDeviceId;
  }
};

inline RangeLocation range_location(cuportMemLocation location) {
  const bool has_id = location.type == cuportMemLocationTypeDevice ||
                      location.type == cuportMemLocationTypeHostNuma;
  return {static_cast<std::int8_t>(location.type), has_id ? location.id : cuportInvalidDeviceId};
}

struct PageAdvice {
  bool read_mostly = false;
  bool accessed_by_device = false;  // cudaMemAdviseSetAccessedBy with device 0
  bool accessed_by_host = false;    // ... with cudaCpuDeviceId
  RangeLocation preferred;
  RangeLocation prefetched;
};

class RangeAdviceRegistry {
 public:
  static RangeAdviceRegistry& instance() {
    static RangeAdviceRegistry* registry = new RangeAdviceRegistry();  // leaked: used until exit
    return *registry;
  }

  // Apply change to every page of [ptr, ptr + count) of the managed allocation found.
  template <class Change>
  void apply(const Allocation& found, const void* ptr, std::size_t count, Change change) {
    std::lock_guard<std::mutex> lock(mutex_);
    std::vector<PageAdvice>& pages = pages_[found.base];
    if (pages.empty()) pages.resize((found.size + kRangePage - 1) / kRangePage);
    for (std::size_t page = first(found, ptr); page <= last(found, ptr, count); ++page)
      change(pages[page]);
  }

  // The pages of [ptr, ptr + count) (all default when nothing was said about the allocation).
  std::vector<PageAdvice> pages(const Allocation& found, const void* ptr, std::size_t count) {
    std::lock_guard<std::mutex> lock(mutex_);
    const std::size_t from = first(found, ptr), to = last(found, ptr, count);
    auto known = pages_.find(found.base);
    if (known == pages_.end()) return std::vector<PageAdvice>(to - from + 1);
    return std::vector<PageAdvice>(known->second.begin() + from, known->second.begin() + to + 1);
  }

  void forget(const void* base) {
    std::lock_guard<std::mutex> lock(mutex_);
    pages_.erase(static_cast<const char*>(base));
  }

 private:
  static std::size_t first(const Allocation& found, const void* ptr) {
    return static_cast<std::size_t>(static_cast<const char*>(ptr) - found.base) / kRangePage;
  }
  static std::size_t last(const Allocation& found, const void* ptr, std::size_t count) {
    return (static_cast<std::size_t>(static_cast<const char*>(ptr) - found.base) + count - 1) /
           kRangePage;
  }

  std::mutex mutex_;
  std::map<const char*, std::vector<PageAdvice>> pages_;
};

inline void range_forget(void* ptr) { RangeAdviceRegistry::instance().forget(ptr); }

// The managed allocation holding all of [ptr, ptr + count), or a null base.
inline Allocation managed_range(const void* ptr, std::size_t count) {
  Allocation found = AllocationRegistry::instance().find(ptr);
  if (!found.base || found.region != Region::managed || count == 0) return Allocation{};
  const auto offset = static_cast<std::size_t>(static_cast<const char*>(ptr) - found.base);
  if (count > found.size - offset) return Allocation{};
  return found;
}

// Record advice for the managed pages of the range (other memory takes advice and keeps none).
inline void remember_advice(const void* ptr, std::size_t count, cuportMemoryAdvise advice,
                            cuportMemLocation location) {
  const RangeLocation where = range_location(location);
  Allocation found = managed_range(ptr, count);
  if (!found.base) return;
  RangeAdviceRegistry::instance().apply(found, ptr, count, [&](PageAdvice& page) {
    bool& accessed = where.type == cuportMemLocationTypeDevice ? page.accessed_by_device
                                                               : page.accessed_by_host;
    switch (advice) {
      case cuportMemAdviseSetReadMostly: page.read_mostly = true; break;
      case cuportMemAdviseUnsetReadMostly: page.read_mostly = false; break;
      case cuportMemAdviseSetPreferredLocation: page.preferred = where; break;
      case cuportMemAdviseUnsetPreferredLocation: page.preferred = RangeLocation{}; break;
      case cuportMemAdviseSetAccessedBy: accessed = true; break;
      case cuportMemAdviseUnsetAccessedBy: accessed = false; break;
    }
  });
}

inline void remember_prefetch(const void* ptr, std::size_t count, cuportMemLocation location) {
  const RangeLocation where = range_location(location);
  Allocation found = managed_range(ptr, count);
  if (!found.base) return;
  RangeAdviceRegistry::instance().apply(found, ptr, count,
                                        [&](PageAdvice& page) { page.prefetched = where; });
}

// One attribute of the range into data (data_size bytes), as cudaMemRangeGetAttribute fills it.
inline cuportError_t range_attribute(void* data, std::size_t data_size,
                                     cuportMemRangeAttribute attribute,
                                     const std::vector<PageAdvice>& pages) {
  auto* out = static_cast<int*>(data);
  if (attribute == cuportMemRangeAttributeAccessedBy) {
    if (data_size == 0 || data_size % sizeof(int) != 0) return cuportErrorInvalidValue;
    // The devices set for every page, then cudaInvalidDeviceId in the entries left.
    bool device = true, host = true;
    for (const PageAdvice& page : pages) {
      device = device && page.accessed_by_device;
      host = host && page.accessed_by_host;
    }
    const std::size_t entries = data_size / sizeof(int);
    std::size_t next = 0;
    if (device && next < entries) out[next++] = 0;
    if (host && next < entries) out[next++] = cuportCpuDeviceId;
    while (next < entries) out[next++] = cuportInvalidDeviceId;
    return cuportSuccess;
  }
  if (attribute < cuportMemRangeAttributeReadMostly ||
      attribute > cuportMemRangeAttributeLastPrefetchLocationId)
    return cuportErrorInvalidValue;
  if (data_size != sizeof(int)) return cuportErrorInvalidValue;
  // The location every page shares, else none.
  auto common = [&](RangeLocation PageAdvice::*field) {
    RangeLocation shared = pages.front().*field;
    for (const PageAdvice& page : pages)
      if (!(page.*field == shared)) return RangeLocation{};
    return shared;
  };
  switch (attribute) {
    case cuportMemRangeAttributeReadMostly: {
      bool all = true;
      for (const PageAdvice& page : pages) all = all && page.read_mostly;
      *out = all ? 1 : 0;
      break;
    }
    case cuportMemRangeAttributePreferredLocation:
      *out = common(&PageAdvice::preferred).device();
      break;
    case cuportMemRangeAttributePreferredLocationType:
      *out = common(&PageAdvice::preferred).type;
      break;
    case cuportMemRangeAttributePreferredLocationId:
      *out = common(&PageAdvice::preferred).id;
      break;
    case cuportMemRangeAttributeLastPrefetchLocation:
      *out = common(&PageAdvice::prefetched).device();
      break;
    case cuportMemRangeAttributeLastPrefetchLocationType:
      *out = common(&PageAdvice::prefetched).type;
      break;
    default:  // cuportMemRangeAttributeLastPrefetchLocationId
      *out = common(&PageAdvice::prefetched).id;
      break;
  }
  return cuportSuccess;
}

}  // namespace cuport::cpu

// data_size bytes of attribute for [ptr, ptr + count), which must lie in one managed allocation.
inline cuportError_t cuportMemRangeGetAttribute(void* data, std::size_t data_size,
                                                cuportMemRangeAttribute attribute,
                                                const void* ptr, std::size_t count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!data) return record(cuportErrorInvalidValue);
  Allocation found = managed_range(ptr, count);
  if (!found.base) return record(cuportErrorInvalidValue);
  std::vector<PageAdvice> pages = RangeAdviceRegistry::instance().pages(found, ptr, count);
  return record(range_attribute(data, data_size, attribute, pages));
}

inline cuportError_t cuportMemRangeGetAttributes(void** data, std::size_t* data_sizes,
                                                 cuportMemRangeAttribute* attributes,
                                                 std::size_t count_attributes, const void* ptr,
                                                 std::size_t count) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!data || !data_sizes || !attributes || count_attributes == 0)
    return record(cuportErrorInvalidValue);
  Allocation found = managed_range(ptr, count);
  if (!found.base) return record(cuportErrorInvalidValue);
  std::vector<PageAdvice> pages = RangeAdviceRegistry::instance().pages(found, ptr, count);
  for (std::size_t i = 0; i < count_attributes; ++i) {
    if (!data[i]) return record(cuportErrorInvalidValue);
    cuportError_t error = range_attribute(data[i], data_sizes[i], attributes[i], pages);
    if (error != cuportSuccess) return record(error);
  }
  return cuportSuccess;
}
