// cuport CPU backend: channel format descriptors and CUDA arrays (dense host storage, row-major,
// layers after rows), which textures and surfaces read and cudaMemcpy*Array copies fill.
#pragma once

#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>

#include "cpu_device_prop.h"
#include "cpu_error.h"
#include "cpu_memory.h"
#include "../generated/cpu_vector_types.h"

enum cuportChannelFormatKind {
  cuportChannelFormatKindSigned = 0,
  cuportChannelFormatKindUnsigned = 1,
  cuportChannelFormatKindFloat = 2,
  cuportChannelFormatKindNone = 3,
};

struct cuportChannelFormatDesc {
  int x, y, z, w;
  cuportChannelFormatKind f;
};

struct cuportExtent {
  std::size_t width, height, depth;
};

#define cuportArrayDefault 0x00
#define cuportArrayLayered 0x01
#define cuportArraySurfaceLoadStore 0x02
#define cuportArrayCubemap 0x04
#define cuportArrayTextureGather 0x08
// Sparse and deferred-mapping arrays are refused (cudaErrorInvalidValue): the CPU device has
// neither (cudaDeviceProp::sparseCudaArraySupported and deferredMappingCudaArraySupported: 0).
#define cuportArraySparse 0x40
#define cuportArrayDeferredMapping 0x80

// A CUDA array: width x height x depth elements of the channel format (depth = layers when
// layered); height and depth are 0 for fewer dimensions, as CUDA reports them. Named at global
// scope because programs spell the type `cudaArray*` as well as `cudaArray_t`.
struct cuportArray {
  cuportChannelFormatDesc desc;
  cuportExtent extent;
  unsigned flags;
  std::size_t element;  // bytes per element
  unsigned char* data;
  std::size_t row_bytes() const { return extent.width * element; }
  std::size_t rows() const { return extent.height ? extent.height : 1; }
  std::size_t slices() const { return extent.depth ? extent.depth : 1; }
};

namespace cuport::cpu {
using Array = ::cuportArray;

class ArrayRegistry {
 public:
  static ArrayRegistry& instance() {
    static ArrayRegistry* registry = new ArrayRegistry();  // leaked: used until exit
    return *registry;
  }
  void add(Array* array) {
    std::lock_guard<std::mutex> lock(mutex_);
    live_.insert(array);
  }
  bool valid(const Array* array) {
    std::lock_guard<std::mutex> lock(mutex_);
    return array && live_.count(const_cast<Array*>(array));
  }
  bool remove(Array* array) {
    std::lock_guard<std::mutex> lock(mutex_);
    return array && live_.erase(array);
  }

 private:
  std::mutex mutex_;
  std::set<Array*> live_;
};

inline bool valid_channel(const cuportChannelFormatDesc& d) {
  if (d.f < cuportChannelFormatKindSigned || d.f > cuportChannelFormatKindFloat) return false;
  const int bits[4] = {d.x, d.y, d.z, d.w};
  int first = d.x;
  if (first != 8 && first != 16 && first != 32) return false;
  if (d.f == cuportChannelFormatKindFloat && first == 8) return false;
  for (int i = 1; i < 4; ++i)
    if (bits[i] != 0 && bits[i] != first) return false;
  if (d.z != 0 && d.y == 0) return false;
  if (d.w != 0 && d.z == 0) return false;
  return d.z == 0 || d.w != 0;  // no 3-channel formats, as on the GPU
}

inline std::size_t channel_bytes(const cuportChannelFormatDesc& d) {
  return static_cast<std::size_t>(d.x + d.y + d.z + d.w) / 8;
}
}  // namespace cuport::cpu

using cuportArray_t = cuportArray*;
using cuportArray_const_t = const cuportArray*;

inline cuportChannelFormatDesc cuportCreateChannelDesc(int x, int y, int z, int w,
                                                       cuportChannelFormatKind f) {
  return cuportChannelFormatDesc{x, y, z, w, f};
}

namespace cuport::cpu {
// The descriptor of element type T (cudaCreateChannelDesc<T>()).
template <class T>
struct ChannelOf;
#define CUPORT_CHANNEL(type, bits, count, kind)                                             \
  template <>                                                                               \
  struct ChannelOf<type> {                                                                  \
    static cuportChannelFormatDesc get() {                                                  \
      return cuportChannelFormatDesc{bits, count > 1 ? bits : 0, count > 2 ? bits : 0,      \
                                     count > 3 ? bits : 0, cuportChannelFormatKind##kind}; \
    }                                                                                       \
  };
#define CUPORT_CHANNEL_VECTORS(base, scalar, bits, kind) \
  CUPORT_CHANNEL(scalar, bits, 1, kind)                  \
  CUPORT_CHANNEL(base##1, bits, 1, kind)                 \
  CUPORT_CHANNEL(base##2, bits, 2, kind)                 \
  CUPORT_CHANNEL(base##4, bits, 4, kind)
CUPORT_CHANNEL(char, 8, 1, Signed)
CUPORT_CHANNEL_VECTORS(char, signed char, 8, Signed)
CUPORT_CHANNEL_VECTORS(uchar, unsigned char, 8, Unsigned)
CUPORT_CHANNEL_VECTORS(short, short, 16, Signed)
CUPORT_CHANNEL_VECTORS(ushort, unsigned short, 16, Unsigned)
CUPORT_CHANNEL_VECTORS(int, int, 32, Signed)
CUPORT_CHANNEL_VECTORS(uint, unsigned int, 32, Unsigned)
CUPORT_CHANNEL_VECTORS(float, float, 32, Float)
#undef CUPORT_CHANNEL_VECTORS
#undef CUPORT_CHANNEL
}  // namespace cuport::cpu

template <class T>
inline cuportChannelFormatDesc cuportCreateChannelDesc() {
  return cuport::cpu::ChannelOf<T>::get();
}

inline cuportError_t cuportMalloc3DArray(cuportArray_t* array, const cuportChannelFormatDesc* desc,
                                         cuportExtent extent, unsigned int flags = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!array || !desc || !valid_channel(*desc)) return record(cuportErrorInvalidValue);
  if (extent.width == 0 || (extent.depth && !extent.height && !(flags & cuportArrayLayered)) ||
      (flags & ~0xFu))
    return record(cuportErrorInvalidValue);
  // A cubemap is six square faces (six per cube when layered), as CUDA checks.
  if ((flags & cuportArrayCubemap) &&
      (extent.width != extent.height || extent.depth == 0 || extent.depth % 6 != 0 ||
       (!(flags & cuportArrayLayered) && extent.depth != 6)))
    return record(cuportErrorInvalidValue);
  auto* a = new Array{*desc, extent, flags, channel_bytes(*desc), nullptr};
  std::size_t bytes = a->row_bytes() * a->rows() * a->slices();
  a->data = static_cast<unsigned char*>(std::calloc(bytes, 1));
  if (!a->data) {
    delete a;
    return record(cuportErrorMemoryAllocation);
  }
  ArrayRegistry::instance().add(a);
  *array = a;
  return cuportSuccess;
}

inline cuportError_t cuportMallocArray(cuportArray_t* array, const cuportChannelFormatDesc* desc,
                                       std::size_t width, std::size_t height = 0,
                                       unsigned int flags = 0) {
  CUPORT_CONTEXT_CALL();
  return cuportMalloc3DArray(array, desc, cuportExtent{width, height, 0}, flags);
}

inline cuportError_t cuportFreeArray(cuportArray_t array) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!array) return cuportSuccess;
  drain_device();
  if (!ArrayRegistry::instance().remove(array)) return record(cuportErrorInvalidResourceHandle);
  std::free(array->data);
  delete array;
  return cuportSuccess;
}

inline cuportError_t cuportArrayGetInfo(cuportChannelFormatDesc* desc, cuportExtent* extent,
                                        unsigned int* flags, cuportArray_t array) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ArrayRegistry::instance().valid(array)) return record(cuportErrorInvalidResourceHandle);
  if (desc) *desc = array->desc;
  if (extent) *extent = array->extent;
  if (flags) *flags = array->flags;
  return cuportSuccess;
}

inline cuportError_t cuportGetChannelDesc(cuportChannelFormatDesc* desc, cuportArray_const_t array) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!desc) return record(cuportErrorInvalidValue);
  if (!ArrayRegistry::instance().valid(array)) return record(cuportErrorInvalidResourceHandle);
  *desc = array->desc;
  return cuportSuccess;
}

// Widest 1D texture over linear memory, in elements of fmt: the device's maxTexture1DLinear
// (compute capability 8.0's 2^28) for every valid format.
inline cuportError_t cuportDeviceGetTexture1DLinearMaxWidth(std::size_t* width,
                                                            const cuportChannelFormatDesc* format,
                                                            int device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  if (!width || !format || !valid_channel(*format)) return record(cuportErrorInvalidValue);
  *width = static_cast<std::size_t>(device_properties().maxTexture1DLinear);
  return cuportSuccess;
}

// ---- planes, memory requirements, sparse properties ----
// They describe multi-planar (NV12), deferred-mapping and sparse arrays. The CPU device creates
// none of these (cudaMalloc3DArray refuses the flags; no NV12 format), so for every array that
// exists CUDA's answer is cudaErrorInvalidValue.

struct cuportArrayMemoryRequirements {
  std::size_t size;
  std::size_t alignment;
  unsigned int reserved[4];
};

struct cuportArraySparseProperties {
  struct {
    unsigned int width;
    unsigned int height;
    unsigned int depth;
  } tileExtent;
  unsigned int miptailFirstLevel;
  unsigned long long miptailSize;
  unsigned int flags;
  unsigned int reserved[4];
};

inline cuportError_t cuportArrayGetPlane(cuportArray_t* plane, cuportArray_t array,
                                         unsigned int plane_index) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  (void)plane_index;
  if (!plane) return record(cuportErrorInvalidValue);
  if (!ArrayRegistry::instance().valid(array)) return record(cuportErrorInvalidResourceHandle);
  return record(cuportErrorInvalidValue);  // not a multi-planar format
}

inline cuportError_t cuportArrayGetMemoryRequirements(cuportArrayMemoryRequirements* requirements,
                                                      cuportArray_t array, int device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  if (!requirements) return record(cuportErrorInvalidValue);
  if (!ArrayRegistry::instance().valid(array)) return record(cuportErrorInvalidResourceHandle);
  return record(cuportErrorInvalidValue);  // not allocated with cudaArrayDeferredMapping
}

inline cuportError_t cuportArrayGetSparseProperties(cuportArraySparseProperties* properties,
                                                    cuportArray_t array) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!properties) return record(cuportErrorInvalidValue);
  if (!ArrayRegistry::instance().valid(array)) return record(cuportErrorInvalidResourceHandle);
  return record(cuportErrorInvalidValue);  // not allocated with cudaArraySparse
}
