// cuport CPU backend: creating texture and surface objects from resource descriptions, and the
// surface reads and writes (x in bytes, as CUDA's surf*D functions). Fetches are in cpu_texture.h.
#pragma once

#include <cstring>
#include <memory>
#include <vector>

#include "../host/cpu_array.h"
#include "../host/cpu_error.h"
#include "cpu_texture.h"

namespace cuport::cpu {

// Describe the memory a resource names as a Texture; false for an invalid description.
inline bool describe_resource(const cuportResourceDesc& r, Texture* t) {
  const cuportChannelFormatDesc* format = nullptr;
  switch (r.resType) {
    case cuportResourceTypeArray: {
      Array* a = r.res.array.array;
      if (!ArrayRegistry::instance().valid(a)) return false;
      format = &a->desc;
      t->data = a->data;
      t->width = static_cast<long>(a->extent.width);
      t->height = static_cast<long>(a->rows());
      t->depth = static_cast<long>(a->slices());
      t->pitch = a->row_bytes();
      t->slice = a->row_bytes() * a->rows();
      break;
    }
    case cuportResourceTypeLinear: {
      format = &r.res.linear.desc;
      if (!r.res.linear.devPtr || !valid_channel(*format)) return false;
      std::size_t element = channel_bytes(*format);
      if (r.res.linear.sizeInBytes < element) return false;
      t->data = static_cast<const unsigned char*>(r.res.linear.devPtr);
      t->width = static_cast<long>(r.res.linear.sizeInBytes / element);
      t->height = t->depth = 1;
      t->pitch = t->slice = r.res.linear.sizeInBytes;
      break;
    }
    case cuportResourceTypePitch2D: {
      format = &r.res.pitch2D.desc;
      if (!r.res.pitch2D.devPtr || !valid_channel(*format)) return false;
      std::size_t element = channel_bytes(*format);
      // CUDA requires the pitch to be a multiple of texturePitchAlignment (32) and hold a row.
      if (r.res.pitch2D.width == 0 || r.res.pitch2D.height == 0 ||
          r.res.pitch2D.pitchInBytes % 32 != 0 ||
          r.res.pitch2D.pitchInBytes < r.res.pitch2D.width * element)
        return false;
      t->data = static_cast<const unsigned char*>(r.res.pitch2D.devPtr);
      t->width = static_cast<long>(r.res.pitch2D.width);
      t->height = static_cast<long>(r.res.pitch2D.height);
      t->depth = 1;
      t->pitch = r.res.pitch2D.pitchInBytes;
      t->slice = t->pitch * r.res.pitch2D.height;
      break;
    }
    case cuportResourceTypeMipmappedArray: {
      const cuportMipmappedArray* m = r.res.mipmap.mipmap;
      if (!cuport::cpu::MipmapRegistry::instance().valid(m)) return false;
      auto levels = std::make_shared<std::vector<Texture>>(m->levels.size());
      for (std::size_t i = 0; i < m->levels.size(); ++i) {
        cuportResourceDesc level{};
        level.resType = cuportResourceTypeArray;
        level.res.array.array = m->levels[i];
        if (!describe_resource(level, &(*levels)[i])) return false;
      }
      *t = levels->front();
      t->levels = levels;
      format = &m->levels[0]->desc;
      break;
    }
    default:
      return false;
  }
  t->resource = r;
  t->format = *format;
  t->channels = channel_count(*format);
  t->element = channel_bytes(*format);
  return true;
}

// The channel format a resource view format names (false for None and the block-compressed
// formats, which have no per-texel channel format).
inline bool view_channel(cuportResourceViewFormat format, cuportChannelFormatDesc& desc) {
  if (format < cuportResViewFormatUnsignedChar1 || format > cuportResViewFormatFloat4) return false;
  static const int bits[] = {8, 8, 16, 16, 32, 32, 16, 32};  // per group of three formats
  static const cuportChannelFormatKind kinds[] = {
      cuportChannelFormatKindUnsigned, cuportChannelFormatKindSigned,
      cuportChannelFormatKindUnsigned, cuportChannelFormatKindSigned,
      cuportChannelFormatKindUnsigned, cuportChannelFormatKindSigned,
      cuportChannelFormatKindFloat,    cuportChannelFormatKindFloat};
  const int group = (format - 1) / 3, channels = 1 << ((format - 1) % 3);  // 1, 2 or 4
  const int b = bits[group];
  desc = cuportChannelFormatDesc{b, channels > 1 ? b : 0, channels > 2 ? b : 0,
                                 channels > 2 ? b : 0, kinds[group]};
  return true;
}

// Apply a resource view to t (described from an array resource) as CUDA defines it: the same
// extent, no mipmap levels beyond 0 for a plain array, a range of layers of a layered array, and
// the texels read in another format of the same size. Block-compressed views would need a
// decoder the CPU backend does not have: refused with cudaErrorInvalidValue like any other
// view CUDA would not accept. False for a view that is refused.
inline bool apply_view(const cuportResourceViewDesc& v, const cuportResourceDesc& r, Texture* t) {
  if (r.resType != cuportResourceTypeArray) return false;  // views are for arrays only
  for (unsigned reserved : v.reserved)
    if (reserved != 0) return false;
  const Array* a = r.res.array.array;
  if (v.width != a->extent.width || v.height != a->extent.height || v.depth != a->extent.depth)
    return false;
  if (v.firstMipmapLevel != 0 || v.lastMipmapLevel != 0) return false;
  const bool layered = a->flags & cuportArrayLayered;
  if (!layered && (v.firstLayer != 0 || v.lastLayer != 0)) return false;
  if (layered && (v.firstLayer > v.lastLayer || v.lastLayer >= a->slices())) return false;
  if (v.format != cuportResViewFormatNone) {
    cuportChannelFormatDesc format;
    if (!view_channel(v.format, format) || channel_bytes(format) != t->element) return false;
    t->format = format;
    t->channels = channel_count(format);
  }
  if (layered) {
    t->data += v.firstLayer * t->slice;
    t->depth = static_cast<long>(v.lastLayer - v.firstLayer + 1);
  }
  t->has_view = true;
  t->view = v;
  return true;
}

inline void surface_fault() {
  int expected = cuportSuccess;
  sticky_error.compare_exchange_strong(expected, cuportErrorIllegalAddress);
}

// The byte address of surface texel (x_bytes, y, z) under a boundary mode, or null (skip).
inline unsigned char* surface_address(unsigned long long handle, long x_bytes, long y, long z,
                                      cuportSurfaceBoundaryMode mode, std::size_t size) {
  Texture* t = find_texture(handle);
  if (!t || !t->surface) {
    surface_fault();
    return nullptr;
  }
  long row = static_cast<long>(t->width * t->element);
  bool inside = x_bytes >= 0 && x_bytes + static_cast<long>(size) <= row && y >= 0 &&
                y < t->height && z >= 0 && z < t->depth;
  if (!inside) {
    if (mode == cuportBoundaryModeTrap) surface_fault();
    if (mode != cuportBoundaryModeClamp) return nullptr;
    long last = row - static_cast<long>(size);
    x_bytes = x_bytes < 0 ? 0 : (x_bytes > last ? last : x_bytes);
    y = y < 0 ? 0 : (y >= t->height ? t->height - 1 : y);
    z = z < 0 ? 0 : (z >= t->depth ? t->depth - 1 : z);
  }
  return const_cast<unsigned char*>(t->data) + z * t->slice + y * t->pitch + x_bytes;
}

}  // namespace cuport::cpu

inline cuportError_t cuportCreateTextureObject(cuportTextureObject_t* object,
                                               const cuportResourceDesc* resource,
                                               const cuportTextureDesc* texture,
                                               const cuportResourceViewDesc* view = nullptr) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!object || !resource || !texture) return record(cuportErrorInvalidValue);
  auto* t = new Texture{};
  if (!describe_resource(*resource, t) || (view && !apply_view(*view, *resource, t))) {
    delete t;
    return record(cuportErrorInvalidValue);
  }
  t->desc = *texture;
  t->surface = false;
  if (t->levels)
    for (Texture& level : *t->levels) level.desc = *texture;  // each level samples the same way
  // Normalized-float reads exist only for 8- and 16-bit integer formats.
  if (texture->readMode == cuportReadModeNormalizedFloat &&
      t->format.f != cuportChannelFormatKindFloat && t->format.x == 32) {
    delete t;
    return record(cuportErrorInvalidValue);
  }
  *object = add_texture(t);
  if (*object == 0) {
    delete t;
    return record(cuportErrorMemoryAllocation);
  }
  return cuportSuccess;
}

inline cuportError_t cuportDestroyTextureObject(cuportTextureObject_t object) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (object == 0) return cuportSuccess;
  drain_device();
  return remove_texture(object, false) ? cuportSuccess : record(cuportErrorInvalidValue);
}

inline cuportError_t cuportGetTextureObjectResourceDesc(cuportResourceDesc* desc,
                                                        cuportTextureObject_t object) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  Texture* t = find_texture(object);
  if (!desc || !t || t->surface) return record(cuportErrorInvalidValue);
  *desc = t->resource;
  return cuportSuccess;
}

inline cuportError_t cuportGetTextureObjectTextureDesc(cuportTextureDesc* desc,
                                                       cuportTextureObject_t object) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  Texture* t = find_texture(object);
  if (!desc || !t || t->surface) return record(cuportErrorInvalidValue);
  *desc = t->desc;
  return cuportSuccess;
}

// An object created without a view gets a zeroed descriptor and cudaSuccess: CUDA 13.0 does
// that on an H200, although its documentation promises cudaErrorInvalidValue.
inline cuportError_t cuportGetTextureObjectResourceViewDesc(cuportResourceViewDesc* desc,
                                                            cuportTextureObject_t object) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  Texture* t = find_texture(object);
  if (!desc || !t || t->surface) return record(cuportErrorInvalidValue);
  *desc = t->has_view ? t->view : cuportResourceViewDesc{};
  return cuportSuccess;
}

inline cuportError_t cuportGetSurfaceObjectResourceDesc(cuportResourceDesc* desc,
                                                        cuportSurfaceObject_t object) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  Texture* t = find_texture(object);
  if (!desc || !t || !t->surface) return record(cuportErrorInvalidValue);
  *desc = t->resource;
  return cuportSuccess;
}

// Surfaces need a CUDA array created with cudaArraySurfaceLoadStore.
inline cuportError_t cuportCreateSurfaceObject(cuportSurfaceObject_t* object,
                                               const cuportResourceDesc* resource) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!object || !resource || resource->resType != cuportResourceTypeArray)
    return record(cuportErrorInvalidValue);
  Array* a = resource->res.array.array;
  if (!ArrayRegistry::instance().valid(a)) return record(cuportErrorInvalidResourceHandle);
  if (!(a->flags & cuportArraySurfaceLoadStore)) return record(cuportErrorInvalidValue);
  auto* t = new Texture{};
  describe_resource(*resource, t);
  t->surface = true;
  *object = add_texture(t);
  if (*object == 0) {
    delete t;
    return record(cuportErrorMemoryAllocation);
  }
  return cuportSuccess;
}

inline cuportError_t cuportDestroySurfaceObject(cuportSurfaceObject_t object) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (object == 0) return cuportSuccess;
  drain_device();
  return remove_texture(object, true) ? cuportSuccess : record(cuportErrorInvalidValue);
}

// ---- device surface reads and writes ----

template <class T>
inline void surf1Dwrite(T data, cuportSurfaceObject_t surf, int x,
                        cuportSurfaceBoundaryMode mode = cuportBoundaryModeTrap) {
  if (unsigned char* p = cuport::cpu::surface_address(surf, x, 0, 0, mode, sizeof(T)))
    std::memcpy(p, &data, sizeof(T));
}
template <class T>
inline void surf2Dwrite(T data, cuportSurfaceObject_t surf, int x, int y,
                        cuportSurfaceBoundaryMode mode = cuportBoundaryModeTrap) {
  if (unsigned char* p = cuport::cpu::surface_address(surf, x, y, 0, mode, sizeof(T)))
    std::memcpy(p, &data, sizeof(T));
}
template <class T>
inline void surf3Dwrite(T data, cuportSurfaceObject_t surf, int x, int y, int z,
                        cuportSurfaceBoundaryMode mode = cuportBoundaryModeTrap) {
  if (unsigned char* p = cuport::cpu::surface_address(surf, x, y, z, mode, sizeof(T)))
    std::memcpy(p, &data, sizeof(T));
}

template <class T>
inline T surf1Dread(cuportSurfaceObject_t surf, int x,
                    cuportSurfaceBoundaryMode mode = cuportBoundaryModeTrap) {
  T value{};
  if (unsigned char* p = cuport::cpu::surface_address(surf, x, 0, 0, mode, sizeof(T)))
    std::memcpy(&value, p, sizeof(T));
  return value;
}
template <class T>
inline T surf2Dread(cuportSurfaceObject_t surf, int x, int y,
                    cuportSurfaceBoundaryMode mode = cuportBoundaryModeTrap) {
  T value{};
  if (unsigned char* p = cuport::cpu::surface_address(surf, x, y, 0, mode, sizeof(T)))
    std::memcpy(&value, p, sizeof(T));
  return value;
}
template <class T>
inline T surf3Dread(cuportSurfaceObject_t surf, int x, int y, int z,
                    cuportSurfaceBoundaryMode mode = cuportBoundaryModeTrap) {
  T value{};
  if (unsigned char* p = cuport::cpu::surface_address(surf, x, y, z, mode, sizeof(T)))
    std::memcpy(&value, p, sizeof(T));
  return value;
}
template <class T>
inline void surf2Dread(T* out, cuportSurfaceObject_t surf, int x, int y,
                       cuportSurfaceBoundaryMode mode = cuportBoundaryModeTrap) {
  *out = surf2Dread<T>(surf, x, y, mode);
}
