// cuport CPU backend: texture and surface objects over linear, pitched and CUDA-array memory, and
// the device fetches (tex1Dfetch, tex1D/2D/3D, layered, cubemap, surf*read/write) with CUDA's addressing,
// filtering (9-bit fixed-point weights, as the hardware) and read modes.
#pragma once

#include <atomic>
#include <cmath>
#include <cstring>
#include <memory>
#include <mutex>
#include <type_traits>
#include <utility>
#include <vector>

#include "../host/cpu_array.h"
#include "../host/cpu_error.h"
#include "../host/cpu_mipmap.h"
#include "../generated/cpu_vector_types.h"

enum cuportResourceType {
  cuportResourceTypeArray = 0,
  cuportResourceTypeMipmappedArray = 1,
  cuportResourceTypeLinear = 2,
  cuportResourceTypePitch2D = 3,
};
enum cuportTextureAddressMode {
  cuportAddressModeWrap = 0,
  cuportAddressModeClamp = 1,
  cuportAddressModeMirror = 2,
  cuportAddressModeBorder = 3,
};
enum cuportTextureFilterMode { cuportFilterModePoint = 0, cuportFilterModeLinear = 1 };
enum cuportTextureReadMode { cuportReadModeElementType = 0, cuportReadModeNormalizedFloat = 1 };
enum cuportSurfaceBoundaryMode {
  cuportBoundaryModeZero = 0,
  cuportBoundaryModeClamp = 1,
  cuportBoundaryModeTrap = 2,
};

using cuportTextureObject_t = unsigned long long;
using cuportSurfaceObject_t = unsigned long long;

struct cuportResourceDesc {
  cuportResourceType resType;
  union {
    struct {
      cuportArray_t array;
    } array;
    struct {
      cuportMipmappedArray_t mipmap;
    } mipmap;
    struct {
      void* devPtr;
      cuportChannelFormatDesc desc;
      std::size_t sizeInBytes;
    } linear;
    struct {
      void* devPtr;
      cuportChannelFormatDesc desc;
      std::size_t width;
      std::size_t height;
      std::size_t pitchInBytes;
    } pitch2D;
  } res;
  unsigned int flags;
};

struct cuportTextureDesc {
  cuportTextureAddressMode addressMode[3];
  cuportTextureFilterMode filterMode;
  cuportTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  cuportTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int seamlessCubemap;
};

enum cuportResourceViewFormat {
  cuportResViewFormatNone = 0x00,
  cuportResViewFormatUnsignedChar1 = 0x01,
  cuportResViewFormatUnsignedChar2 = 0x02,
  cuportResViewFormatUnsignedChar4 = 0x03,
  cuportResViewFormatSignedChar1 = 0x04,
  cuportResViewFormatSignedChar2 = 0x05,
  cuportResViewFormatSignedChar4 = 0x06,
  cuportResViewFormatUnsignedShort1 = 0x07,
  cuportResViewFormatUnsignedShort2 = 0x08,
  cuportResViewFormatUnsignedShort4 = 0x09,
  cuportResViewFormatSignedShort1 = 0x0a,
  cuportResViewFormatSignedShort2 = 0x0b,
  cuportResViewFormatSignedShort4 = 0x0c,
  cuportResViewFormatUnsignedInt1 = 0x0d,
  cuportResViewFormatUnsignedInt2 = 0x0e,
  cuportResViewFormatUnsignedInt4 = 0x0f,
  cuportResViewFormatSignedInt1 = 0x10,
  cuportResViewFormatSignedInt2 = 0x11,
  cuportResViewFormatSignedInt4 = 0x12,
  cuportResViewFormatHalf1 = 0x13,
  cuportResViewFormatHalf2 = 0x14,
  cuportResViewFormatHalf4 = 0x15,
  cuportResViewFormatFloat1 = 0x16,
  cuportResViewFormatFloat2 = 0x17,
  cuportResViewFormatFloat4 = 0x18,
  cuportResViewFormatUnsignedBlockCompressed1 = 0x19,
  cuportResViewFormatUnsignedBlockCompressed2 = 0x1a,
  cuportResViewFormatUnsignedBlockCompressed3 = 0x1b,
  cuportResViewFormatUnsignedBlockCompressed4 = 0x1c,
  cuportResViewFormatSignedBlockCompressed4 = 0x1d,
  cuportResViewFormatUnsignedBlockCompressed5 = 0x1e,
  cuportResViewFormatSignedBlockCompressed5 = 0x1f,
  cuportResViewFormatUnsignedBlockCompressed6H = 0x20,
  cuportResViewFormatSignedBlockCompressed6H = 0x21,
  cuportResViewFormatUnsignedBlockCompressed7 = 0x22,
};

struct cuportResourceViewDesc {
  cuportResourceViewFormat format;
  std::size_t width;
  std::size_t height;
  std::size_t depth;
  unsigned int firstMipmapLevel;
  unsigned int lastMipmapLevel;
  unsigned int firstLayer;
  unsigned int lastLayer;
  unsigned int reserved[16];
};

namespace cuport::cpu {

// What a texture or surface object reads: a box of texels plus the sampling state.
struct Texture {
  const unsigned char* data;
  cuportChannelFormatDesc format;
  int channels;
  std::size_t element;  // bytes per texel
  long width, height, depth;  // texels (height/depth 1 when absent; depth = layers if layered)
  std::size_t pitch, slice;   // bytes between rows, between slices
  cuportTextureDesc desc;
  bool surface;
  cuportResourceDesc resource;  // as given at creation (for the get-descriptor calls)
  bool has_view;                // created with a resource view, kept in view
  cuportResourceViewDesc view;
  // Over a mipmapped array: every level, level 0 first (the fields above describe level 0).
  std::shared_ptr<std::vector<Texture>> levels;
};

// Handles index a fixed table so device code looks them up without a lock.
constexpr std::size_t kMaxTextureObjects = 4096;

inline std::atomic<Texture*>* texture_table() {
  static std::atomic<Texture*> table[kMaxTextureObjects] = {};
  return table;
}
inline std::mutex& texture_mutex() {
  static std::mutex m;
  return m;
}

inline unsigned long long add_texture(Texture* t) {
  std::lock_guard<std::mutex> lock(texture_mutex());
  for (std::size_t i = 0; i < kMaxTextureObjects; ++i)
    if (!texture_table()[i].load()) {
      texture_table()[i].store(t);
      return i + 1;
    }
  return 0;
}

inline Texture* find_texture(unsigned long long handle) {
  if (handle == 0 || handle > kMaxTextureObjects) return nullptr;
  return texture_table()[handle - 1].load(std::memory_order_acquire);
}

inline bool remove_texture(unsigned long long handle, bool surface) {
  std::lock_guard<std::mutex> lock(texture_mutex());
  Texture* t = find_texture(handle);
  if (!t || t->surface != surface) return false;
  texture_table()[handle - 1].store(nullptr);
  delete t;  // kernels still reading it would be a program error, as on a GPU
  return true;
}

inline int channel_count(const cuportChannelFormatDesc& d) {
  return (d.x > 0) + (d.y > 0) + (d.z > 0) + (d.w > 0);
}

// One channel of a texel as a double: raw (element type) or normalized to [0,1] / [-1,1].
inline double read_channel(const Texture& t, const unsigned char* texel, int c, bool normalize) {
  int bits = t.format.x;
  const unsigned char* p = texel + c * (bits / 8);
  switch (t.format.f) {
    case cuportChannelFormatKindFloat: {
      float v;
      std::memcpy(&v, p, 4);
      return v;
    }
    case cuportChannelFormatKindSigned: {
      long long v = bits == 8 ? *reinterpret_cast<const signed char*>(p)
                    : bits == 16 ? *reinterpret_cast<const short*>(p)
                                 : *reinterpret_cast<const int*>(p);
      if (!normalize || bits == 32) return static_cast<double>(v);
      double scale = static_cast<double>((1ll << (bits - 1)) - 1);
      return std::max(-1.0, static_cast<float>(v) / scale);
    }
    default: {
      unsigned long long v = bits == 8 ? *p
                             : bits == 16 ? *reinterpret_cast<const unsigned short*>(p)
                                          : *reinterpret_cast<const unsigned*>(p);
      if (!normalize || bits == 32) return static_cast<double>(v);
      return static_cast<float>(v) / static_cast<float>((1ull << bits) - 1);
    }
  }
}

// Apply an address mode to an integer texel index; false means "outside, use the border".
inline bool address(long& i, long n, cuportTextureAddressMode mode, bool normalized) {
  if (!normalized && (mode == cuportAddressModeWrap || mode == cuportAddressModeMirror))
    mode = cuportAddressModeClamp;  // CUDA supports wrap and mirror only with normalized coords
  switch (mode) {
    case cuportAddressModeWrap:
      i = ((i % n) + n) % n;
      return true;
    case cuportAddressModeMirror: {
      long m = ((i % (2 * n)) + 2 * n) % (2 * n);
      i = m < n ? m : 2 * n - 1 - m;
      return true;
    }
    case cuportAddressModeBorder:
      return i >= 0 && i < n;
    default:
      i = i < 0 ? 0 : (i >= n ? n - 1 : i);
      return true;
  }
}

// The texel at integer (x, y, z) after addressing, into out[4].
inline void texel(const Texture& t, long x, long y, long z, long layer, bool normalize,
                  double* out) {
  bool norm = t.desc.normalizedCoords != 0;
  bool inside = address(x, t.width, t.desc.addressMode[0], norm) &&
                address(y, t.height, t.desc.addressMode[1], norm) &&
                address(z, t.depth, t.desc.addressMode[2], norm);
  if (!inside) {
    for (int c = 0; c < 4; ++c) out[c] = t.desc.borderColor[c];
    return;
  }
  long slice = layer >= 0 ? layer : z;
  const unsigned char* p = t.data + slice * t.slice + y * t.pitch + x * t.element;
  for (int c = 0; c < 4; ++c) out[c] = c < t.channels ? read_channel(t, p, c, normalize) : 0.0;
}

// Sample at float coordinates (dims 1-3; layer >= 0 selects a layer of a layered texture).
inline void sample(const Texture& t, int dims, float u, float v, float w, long layer,
                   double* out) {
  bool normalize = t.desc.readMode == cuportReadModeNormalizedFloat &&
                   t.format.f != cuportChannelFormatKindFloat;
  float c[3] = {u, v, w};
  long size[3] = {t.width, t.height, t.depth};
  if (t.desc.normalizedCoords)
    for (int d = 0; d < dims; ++d) c[d] *= static_cast<float>(size[d]);
  if (t.desc.filterMode == cuportFilterModePoint) {
    long i[3] = {0, 0, 0};
    for (int d = 0; d < dims; ++d) i[d] = static_cast<long>(std::floor(c[d]));
    texel(t, i[0], i[1], i[2], layer, normalize, out);
    return;
  }
  // Linear: weights in 9-bit fixed point with 8 fractional bits, as texture units compute them.
  long base[3] = {0, 0, 0};
  float frac[3] = {0, 0, 0};
  for (int d = 0; d < dims; ++d) {
    float shifted = c[d] - 0.5f;
    float floored = std::floor(shifted);
    base[d] = static_cast<long>(floored);
    frac[d] = std::round((shifted - floored) * 256.0f) / 256.0f;
  }
  for (int k = 0; k < 4; ++k) out[k] = 0.0;
  int corners = 1 << dims;
  for (int corner = 0; corner < corners; ++corner) {
    float weight = 1.0f;
    long i[3] = {0, 0, 0};
    for (int d = 0; d < dims; ++d) {
      bool high = (corner >> d) & 1;
      i[d] = base[d] + (high ? 1 : 0);
      weight *= high ? frac[d] : 1.0f - frac[d];
    }
    if (weight == 0.0f) continue;
    double value[4];
    texel(t, i[0], i[1], i[2], layer, normalize, value);
    for (int k = 0; k < 4; ++k) out[k] += static_cast<float>(weight * static_cast<float>(value[k]));
  }
}

// Sample at level of detail lod. A texture over a mipmapped array reads the level lod names
// (plus mipmapLevelBias, as OpenGL applies its bias to an explicit level), clamped to
// [minMipmapLevelClamp, maxMipmapLevelClamp] and to the levels that exist: the nearest level
// with a point mipmap filter, else the two around it blended with a weight of 8 fractional bits,
// as the filter weights. Other textures have one level, which every lod reads.
inline void sample_lod(const Texture& t, int dims, float u, float v, float w, long layer,
                       float lod, double* out) {
  if (!t.levels) {
    sample(t, dims, u, v, w, layer, out);
    return;
  }
  const std::vector<Texture>& levels = *t.levels;
  float level = lod + t.desc.mipmapLevelBias;
  level = std::fmin(std::fmax(level, t.desc.minMipmapLevelClamp), t.desc.maxMipmapLevelClamp);
  level = std::fmin(std::fmax(level, 0.0f), static_cast<float>(levels.size() - 1));
  if (t.desc.mipmapFilterMode == cuportFilterModePoint) {
    sample(levels[static_cast<std::size_t>(std::floor(level + 0.5f))], dims, u, v, w, layer, out);
    return;
  }
  const std::size_t low = static_cast<std::size_t>(std::floor(level));
  const float frac = std::round((level - static_cast<float>(low)) * 256.0f) / 256.0f;
  sample(levels[low], dims, u, v, w, layer, out);
  if (frac == 0.0f || low + 1 >= levels.size()) return;
  double high[4];
  sample(levels[low + 1], dims, u, v, w, layer, high);
  for (int k = 0; k < 4; ++k)
    out[k] = static_cast<float>((1.0f - frac) * static_cast<float>(out[k]) +
                                frac * static_cast<float>(high[k]));
}

template <class T, class = void>
struct HasX : std::false_type {};
template <class T>
struct HasX<T, std::void_t<decltype(std::declval<T&>().x)>> : std::true_type {};
template <class T, class = void>
struct HasY : std::false_type {};
template <class T>
struct HasY<T, std::void_t<decltype(std::declval<T&>().y)>> : std::true_type {};
template <class T, class = void>
struct HasZ : std::false_type {};
template <class T>
struct HasZ<T, std::void_t<decltype(std::declval<T&>().z)>> : std::true_type {};
template <class T, class = void>
struct HasW : std::false_type {};
template <class T>
struct HasW<T, std::void_t<decltype(std::declval<T&>().w)>> : std::true_type {};

// Build the caller's return type (scalar or CUDA vector type) from four channel values.
template <class T>
inline T compose(const double* v) {
  if constexpr (!HasX<T>::value) {
    return static_cast<T>(v[0]);
  } else {
    T r{};
    using Component = std::remove_reference_t<decltype(r.x)>;
    r.x = static_cast<Component>(v[0]);
    if constexpr (HasY<T>::value) r.y = static_cast<Component>(v[1]);
    if constexpr (HasZ<T>::value) r.z = static_cast<Component>(v[2]);
    if constexpr (HasW<T>::value) r.w = static_cast<Component>(v[3]);
    return r;
  }
}

template <class T>
inline void decompose(const T& value, double* v) {
  if constexpr (!HasX<T>::value) {
    v[0] = static_cast<double>(value);
  } else {
    v[0] = static_cast<double>(value.x);
    if constexpr (HasY<T>::value) v[1] = static_cast<double>(value.y);
    if constexpr (HasZ<T>::value) v[2] = static_cast<double>(value.z);
    if constexpr (HasW<T>::value) v[3] = static_cast<double>(value.w);
  }
}

// The texture a device fetch names; a bad handle is a fault (reported at the next sync).
inline const Texture* texture_for_fetch(unsigned long long handle) {
  const Texture* t = find_texture(handle);
  if (!t) {
    int expected = cuportSuccess;
    sticky_error.compare_exchange_strong(expected, cuportErrorIllegalAddress);
  }
  return t;
}

// A fetch without a level reads level of detail 0 (kernels have no screen-space derivatives).
template <class T>
inline T fetch(unsigned long long handle, int dims, float x, float y, float z, long layer,
               float lod = 0.0f) {
  double v[4] = {0, 0, 0, 0};
  if (const Texture* t = texture_for_fetch(handle)) sample_lod(*t, dims, x, y, z, layer, lod, v);
  return compose<T>(v);
}

// A cubemap fetch: the direction (x, y, z) picks the face of its major axis and a point on it,
// by the table of CUDA's programming guide ("Cubemap Textures"); the face is a layer (layered
// cubemaps hold six per cube) and (s, t) are normalized coordinates on it.
template <class T>
inline T fetch_cubemap(unsigned long long handle, float x, float y, float z, int cube,
                       float lod = 0.0f) {
  double v[4] = {0, 0, 0, 0};
  const Texture* t = texture_for_fetch(handle);
  if (!t) return compose<T>(v);
  float ax = std::fabs(x), ay = std::fabs(y), az = std::fabs(z);
  int face;
  float sc, tc, major;
  if (ax >= ay && ax >= az) {
    face = x >= 0 ? 0 : 1;
    sc = x >= 0 ? -z : z;
    tc = -y;
    major = ax;
  } else if (ay >= az) {
    face = y >= 0 ? 2 : 3;
    sc = x;
    tc = y >= 0 ? z : -z;
    major = ay;
  } else {
    face = z >= 0 ? 4 : 5;
    sc = z >= 0 ? x : -x;
    tc = -y;
    major = az;
  }
  float s = major > 0 ? (sc / major + 1.0f) * 0.5f : 0.5f;
  float u = major > 0 ? (tc / major + 1.0f) * 0.5f : 0.5f;
  if (!t->desc.normalizedCoords) {  // sample() scales only normalized coordinates
    s *= static_cast<float>(t->width);
    u *= static_cast<float>(t->height);
  }
  sample_lod(*t, 2, s, u, 0, cube * 6L + face, lod, v);
  return compose<T>(v);
}

}  // namespace cuport::cpu

// ---- device fetches (CUDA's texture object API) ----

template <class T>
inline T tex1Dfetch(cuportTextureObject_t tex, int x) {
  using namespace cuport::cpu;
  double v[4] = {0, 0, 0, 0};
  if (const Texture* t = texture_for_fetch(tex)) {
    bool normalize = t->desc.readMode == cuportReadModeNormalizedFloat &&
                     t->format.f != cuportChannelFormatKindFloat;
    if (x >= 0 && x < t->width) {  // out of range reads zero, as CUDA's linear fetch
      const unsigned char* p = t->data + static_cast<std::size_t>(x) * t->element;
      for (int c = 0; c < t->channels; ++c) v[c] = read_channel(*t, p, c, normalize);
    }
  }
  return compose<T>(v);
}
template <class T>
inline void tex1Dfetch(T* out, cuportTextureObject_t tex, int x) {
  *out = tex1Dfetch<T>(tex, x);
}

template <class T>
inline T tex1D(cuportTextureObject_t tex, float x) {
  return cuport::cpu::fetch<T>(tex, 1, x, 0, 0, -1);
}
template <class T>
inline void tex1D(T* out, cuportTextureObject_t tex, float x) {
  *out = tex1D<T>(tex, x);
}
template <class T>
inline T tex2D(cuportTextureObject_t tex, float x, float y) {
  return cuport::cpu::fetch<T>(tex, 2, x, y, 0, -1);
}
template <class T>
inline void tex2D(T* out, cuportTextureObject_t tex, float x, float y) {
  *out = tex2D<T>(tex, x, y);
}
template <class T>
inline T tex3D(cuportTextureObject_t tex, float x, float y, float z) {
  return cuport::cpu::fetch<T>(tex, 3, x, y, z, -1);
}
template <class T>
inline void tex3D(T* out, cuportTextureObject_t tex, float x, float y, float z) {
  *out = tex3D<T>(tex, x, y, z);
}
template <class T>
inline T tex1DLod(cuportTextureObject_t tex, float x, float level) {
  return cuport::cpu::fetch<T>(tex, 1, x, 0, 0, -1, level);
}
template <class T>
inline void tex1DLod(T* out, cuportTextureObject_t tex, float x, float level) {
  *out = tex1DLod<T>(tex, x, level);
}
template <class T>
inline T tex2DLod(cuportTextureObject_t tex, float x, float y, float level) {
  return cuport::cpu::fetch<T>(tex, 2, x, y, 0, -1, level);
}
template <class T>
inline void tex2DLod(T* out, cuportTextureObject_t tex, float x, float y, float level) {
  *out = tex2DLod<T>(tex, x, y, level);
}
template <class T>
inline T tex3DLod(cuportTextureObject_t tex, float x, float y, float z, float level) {
  return cuport::cpu::fetch<T>(tex, 3, x, y, z, -1, level);
}
template <class T>
inline void tex3DLod(T* out, cuportTextureObject_t tex, float x, float y, float z, float level) {
  *out = tex3DLod<T>(tex, x, y, z, level);
}
template <class T>
inline T tex1DLayered(cuportTextureObject_t tex, float x, int layer) {
  return cuport::cpu::fetch<T>(tex, 1, x, 0, 0, layer);
}
template <class T>
inline T tex2DLayered(cuportTextureObject_t tex, float x, float y, int layer) {
  return cuport::cpu::fetch<T>(tex, 2, x, y, 0, layer);
}
template <class T>
inline void tex2DLayered(T* out, cuportTextureObject_t tex, float x, float y, int layer) {
  *out = tex2DLayered<T>(tex, x, y, layer);
}

template <class T>
inline T texCubemap(cuportTextureObject_t tex, float x, float y, float z) {
  return cuport::cpu::fetch_cubemap<T>(tex, x, y, z, 0);
}
template <class T>
inline void texCubemap(T* out, cuportTextureObject_t tex, float x, float y, float z) {
  *out = texCubemap<T>(tex, x, y, z);
}
template <class T>
inline T texCubemapLayered(cuportTextureObject_t tex, float x, float y, float z, int layer) {
  return cuport::cpu::fetch_cubemap<T>(tex, x, y, z, layer);
}
template <class T>
inline void texCubemapLayered(T* out, cuportTextureObject_t tex, float x, float y, float z,
                              int layer) {
  *out = texCubemapLayered<T>(tex, x, y, z, layer);
}

#include "cpu_surface.h"
