// cuport CPU backend: CUDA mipmapped arrays. Each level is an ordinary CUDA array (cpu_array.h)
// with CUDA's extents, each dimension halved per level and never below 1 (layers are not
// halved), so copies to and from a level work as for any array. The device makes no sparse or
// deferred-mapping mipmapped arrays, so those queries answer as CUDA does for others.
#pragma once

#include <algorithm>
#include <vector>

#include "cpu_array.h"
#include "cpu_error.h"
#include "cpu_memory.h"

// Named at global scope, like cuportArray: programs spell the type `cudaMipmappedArray*` too.
struct cuportMipmappedArray {
  std::vector<cuportArray*> levels;
};
using cuportMipmappedArray_t = cuportMipmappedArray*;
using cuportMipmappedArray_const_t = const cuportMipmappedArray*;

namespace cuport::cpu {

class MipmapRegistry {
 public:
  static MipmapRegistry& instance() {
    static MipmapRegistry* registry = new MipmapRegistry();  // leaked: used until exit
    return *registry;
  }
  void add(cuportMipmappedArray* mipmap) {
    std::lock_guard<std::mutex> lock(mutex_);
    live_.insert(mipmap);
  }
  bool valid(const cuportMipmappedArray* mipmap) {
    std::lock_guard<std::mutex> lock(mutex_);
    return mipmap && live_.count(const_cast<cuportMipmappedArray*>(mipmap));
  }
  bool remove(cuportMipmappedArray* mipmap) {
    std::lock_guard<std::mutex> lock(mutex_);
    return mipmap && live_.erase(mipmap);
  }

 private:
  std::mutex mutex_;
  std::set<cuportMipmappedArray*> live_;
};

// Extent of level `level`: width, height and depth halved per level (rounded down, at least 1);
// a dimension that is 0 stays 0, and the depth of a layered array counts layers, not halved.
inline cuportExtent level_extent(cuportExtent base, unsigned level, bool layered) {
  auto halve = [level](std::size_t n) -> std::size_t {
    if (n == 0) return 0;
    std::size_t shifted = level < 64 ? n >> level : 0;
    return shifted ? shifted : 1;
  };
  return cuportExtent{halve(base.width), halve(base.height),
                      layered ? base.depth : halve(base.depth)};
}

// Levels a full chain has: 1 + floor(log2 of the largest mipmapped dimension).
inline unsigned full_chain_levels(cuportExtent base, bool layered) {
  std::size_t largest = base.width;
  if (base.height > largest) largest = base.height;
  if (!layered && base.depth > largest) largest = base.depth;
  unsigned levels = 1;
  while (largest >>= 1) ++levels;
  return levels;
}

inline void free_levels(cuportMipmappedArray* mipmap) {
  for (cuportArray* level : mipmap->levels) cuportFreeArray(level);
  mipmap->levels.clear();
}

}  // namespace cuport::cpu

// CUDA's extents and flags as cudaMalloc3DArray takes them. numLevels is clamped to 1 .. the
// full chain, as CUDA 13.0 does (0 makes one level, too many a full chain).
inline cuportError_t cuportMallocMipmappedArray(cuportMipmappedArray_t* mipmap,
                                                const cuportChannelFormatDesc* desc,
                                                cuportExtent extent, unsigned int num_levels,
                                                unsigned int flags = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!mipmap || !desc) return record(cuportErrorInvalidValue);
  const bool layered = flags & cuportArrayLayered;
  if (extent.width == 0) return record(cuportErrorInvalidValue);
  num_levels = std::min(std::max(num_levels, 1u), full_chain_levels(extent, layered));
  auto* made = new cuportMipmappedArray{};
  for (unsigned level = 0; level < num_levels; ++level) {
    cuportArray_t array = nullptr;
    cuportError_t error =
        cuportMalloc3DArray(&array, desc, level_extent(extent, level, layered), flags);
    if (error != cuportSuccess) {  // recorded by cudaMalloc3DArray
      free_levels(made);
      delete made;
      return error;
    }
    made->levels.push_back(array);
  }
  MipmapRegistry::instance().add(made);
  *mipmap = made;
  return cuportSuccess;
}

inline cuportError_t cuportGetMipmappedArrayLevel(cuportArray_t* level_array,
                                                  cuportMipmappedArray_const_t mipmap,
                                                  unsigned int level) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!mipmap || !MipmapRegistry::instance().valid(mipmap))
    return record(cuportErrorInvalidResourceHandle);
  if (!level_array || level >= mipmap->levels.size()) return record(cuportErrorInvalidValue);
  *level_array = mipmap->levels[level];
  return cuportSuccess;
}

inline cuportError_t cuportFreeMipmappedArray(cuportMipmappedArray_t mipmap) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!mipmap) return cuportSuccess;
  if (!MipmapRegistry::instance().remove(mipmap)) return record(cuportErrorInvalidValue);
  free_levels(mipmap);  // waits for queued device work, as cudaFreeArray does
  delete mipmap;
  return cuportSuccess;
}

// Only mipmapped arrays made with cudaArrayDeferredMapping have memory requirements, and only
// cudaArraySparse ones sparse properties; cudaMallocMipmappedArray refuses both flags, as
// cudaMalloc3DArray does, so every existing mipmapped array gets CUDA's cudaErrorInvalidValue.
inline cuportError_t cuportMipmappedArrayGetMemoryRequirements(
    cuportArrayMemoryRequirements* requirements, cuportMipmappedArray_t mipmap, int device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  (void)device;  // another device is cudaErrorInvalidValue too (CUDA 13.0 on one GPU)
  if (!requirements || !MipmapRegistry::instance().valid(mipmap))
    return record(cuportErrorInvalidValue);
  return record(cuportErrorInvalidValue);  // not allocated with cudaArrayDeferredMapping
}

inline cuportError_t cuportMipmappedArrayGetSparseProperties(
    cuportArraySparseProperties* properties, cuportMipmappedArray_t mipmap) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!properties || !MipmapRegistry::instance().valid(mipmap))
    return record(cuportErrorInvalidValue);
  return record(cuportErrorInvalidValue);  // not allocated with cudaArraySparse
}
