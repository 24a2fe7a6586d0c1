// cuport CPU backend: pitched memory and 2D/3D copies and sets, between linear memory and CUDA
// arrays, synchronous and on streams. Linear copies live in cpu_memory.h.
#pragma once

#include <cstring>

#include "cpu_array.h"
#include "cpu_error.h"
#include "cpu_memory.h"
#include "cpu_stream.h"

struct cuportPitchedPtr {
  void* ptr;
  std::size_t pitch;
  std::size_t xsize;
  std::size_t ysize;
};

struct cuportPos {
  std::size_t x, y, z;
};

struct cuportMemcpy3DParms {
  cuportArray_t srcArray;
  cuportPos srcPos;
  cuportPitchedPtr srcPtr;
  cuportArray_t dstArray;
  cuportPos dstPos;
  cuportPitchedPtr dstPtr;
  cuportExtent extent;
  cuportMemcpyKind kind;
};

// A 3D copy between devices: with one device, both must be device 0 (CUDA checks them first).
struct cuportMemcpy3DPeerParms {
  cuportArray_t srcArray;
  cuportPos srcPos;
  cuportPitchedPtr srcPtr;
  int srcDevice;
  cuportArray_t dstArray;
  cuportPos dstPos;
  cuportPitchedPtr dstPtr;
  int dstDevice;
  cuportExtent extent;
};

inline cuportPitchedPtr make_cuportPitchedPtr(void* d, std::size_t p, std::size_t xsz,
                                              std::size_t ysz) {
  return cuportPitchedPtr{d, p, xsz, ysz};
}
inline cuportPos make_cuportPos(std::size_t x, std::size_t y, std::size_t z) {
  return cuportPos{x, y, z};
}
inline cuportExtent make_cuportExtent(std::size_t w, std::size_t h, std::size_t d) {
  return cuportExtent{w, h, d};
}

namespace cuport::cpu {

// Pitches are rounded up to 512 bytes, as CUDA's allocator does on current GPUs.
constexpr std::size_t kPitchAlignment = 512;

// A box of bytes: rows of width bytes, `pitch` apart, slices `slice` apart.
struct Box {
  char* base;
  std::size_t pitch;
  std::size_t slice;
};

inline void copy_box(Box dst, Box src, std::size_t width, std::size_t height, std::size_t depth) {
  for (std::size_t z = 0; z < depth; ++z)
    for (std::size_t y = 0; y < height; ++y)
      copy_bytes(dst.base + z * dst.slice + y * dst.pitch, src.base + z * src.slice + y * src.pitch,
                 width);
}

inline void set_box(Box dst, int value, std::size_t width, std::size_t height, std::size_t depth) {
  for (std::size_t z = 0; z < depth; ++z)
    for (std::size_t y = 0; y < height; ++y)
      set_bytes(dst.base + z * dst.slice + y * dst.pitch, value, width);
}

// Run work now (on the default stream, waiting) or queue it on stream.
inline cuportError_t dispatch(bool async, cuportStream_t stream, Task work) {
  if (async) return record(enqueue(stream, std::move(work)));
  return record(run_synchronously(std::move(work)));
}

// The byte box of an array at an element position, checking the region fits.
inline bool array_box(cuportArray_t a, cuportPos pos, std::size_t width_bytes, std::size_t height,
                      std::size_t depth, Box* box) {
  if (!ArrayRegistry::instance().valid(a)) return false;
  std::size_t x = pos.x * a->element;
  if (x + width_bytes > a->row_bytes() || pos.y + height > a->rows() ||
      pos.z + depth > a->slices())
    return false;
  std::size_t slice = a->row_bytes() * a->rows();
  *box = Box{reinterpret_cast<char*>(a->data) + pos.z * slice + pos.y * a->row_bytes() + x,
             a->row_bytes(), slice};
  return true;
}

inline cuportError_t copy_2d(void* dst, std::size_t dpitch, const void* src, std::size_t spitch,
                             std::size_t width, std::size_t height, cuportMemcpyKind kind,
                             bool async, cuportStream_t stream) {
  if (!valid_kind(kind)) return record(cuportErrorInvalidMemcpyDirection);
  if (width > dpitch || width > spitch) return record(cuportErrorInvalidPitchValue);
  if (width == 0 || height == 0) return cuportSuccess;
  if (!dst || !src) return record(cuportErrorInvalidValue);
  if (!range_ok(dst, dpitch * (height - 1) + width) || !range_ok(src, spitch * (height - 1) + width))
    return record(cuportErrorInvalidValue);
  Box d{static_cast<char*>(dst), dpitch, 0};
  Box s{static_cast<char*>(const_cast<void*>(src)), spitch, 0};
  if (async && kind != cuportMemcpyDeviceToDevice && (pageable(src) || pageable(dst)))
    return record(enqueue_and_wait(stream, [=] { copy_box(d, s, width, height, 1); }));
  return dispatch(async, stream, [=] { copy_box(d, s, width, height, 1); });
}

inline cuportError_t set_2d(void* ptr, std::size_t pitch, int value, std::size_t width,
                            std::size_t height, std::size_t depth, std::size_t slice, bool async,
                            cuportStream_t stream) {
  if (width > pitch) return record(cuportErrorInvalidValue);
  if (width == 0 || height == 0 || depth == 0) return cuportSuccess;
  if (!ptr || !range_ok(ptr, slice * (depth - 1) + pitch * (height - 1) + width))
    return record(cuportErrorInvalidValue);
  Box d{static_cast<char*>(ptr), pitch, slice};
  return dispatch(async, stream, [=] { set_box(d, value, width, height, depth); });
}

// The boxes and the byte extent of a 3D copy, after CUDA's checks (an error is returned, not
// recorded). A zero width copies nothing (*width is 0). Graph memcpy nodes check and run copies
// with it too (cpu_graph_nodes.h).
struct CopyPlan3D {
  Box dst, src;
  std::size_t width = 0, height = 1, depth = 1;
};

inline cuportError_t plan_copy_3d(const cuportMemcpy3DParms* p, CopyPlan3D* plan) {
  if (!p) return cuportErrorInvalidValue;
  if (!valid_kind(p->kind)) return cuportErrorInvalidMemcpyDirection;
  if ((p->srcArray != nullptr) == (p->srcPtr.ptr != nullptr) ||
      (p->dstArray != nullptr) == (p->dstPtr.ptr != nullptr))
    return cuportErrorInvalidValue;
  // With an array on either side the extent's width counts elements, else bytes.
  cuportArray_t any = p->srcArray ? p->srcArray : p->dstArray;
  if (any && !ArrayRegistry::instance().valid(any)) return cuportErrorInvalidResourceHandle;
  std::size_t width = any ? p->extent.width * any->element : p->extent.width;
  std::size_t height = p->extent.height ? p->extent.height : 1;
  std::size_t depth = p->extent.depth ? p->extent.depth : 1;
  if (p->extent.width == 0) {
    *plan = CopyPlan3D{};
    return cuportSuccess;
  }
  Box src, dst;
  if (p->srcArray) {
    if (!array_box(p->srcArray, p->srcPos, width, height, depth, &src))
      return cuportErrorInvalidValue;
  } else {
    const cuportPitchedPtr& s = p->srcPtr;
    if (width + p->srcPos.x > s.pitch) return cuportErrorInvalidPitchValue;
    std::size_t slice = s.pitch * (s.ysize ? s.ysize : height);
    src = Box{static_cast<char*>(s.ptr) + p->srcPos.z * slice + p->srcPos.y * s.pitch + p->srcPos.x,
              s.pitch, slice};
  }
  if (p->dstArray) {
    if (!array_box(p->dstArray, p->dstPos, width, height, depth, &dst))
      return cuportErrorInvalidValue;
  } else {
    const cuportPitchedPtr& d = p->dstPtr;
    if (width + p->dstPos.x > d.pitch) return cuportErrorInvalidPitchValue;
    std::size_t slice = d.pitch * (d.ysize ? d.ysize : height);
    dst = Box{static_cast<char*>(d.ptr) + p->dstPos.z * slice + p->dstPos.y * d.pitch + p->dstPos.x,
              d.pitch, slice};
  }
  *plan = CopyPlan3D{dst, src, width, height, depth};
  return cuportSuccess;
}

inline cuportError_t copy_3d(const cuportMemcpy3DParms* p, bool async, cuportStream_t stream) {
  CopyPlan3D plan;
  cuportError_t error = plan_copy_3d(p, &plan);
  if (error != cuportSuccess) return record(error);
  if (plan.width == 0) return cuportSuccess;
  return dispatch(async, stream, [plan] {
    copy_box(plan.dst, plan.src, plan.width, plan.height, plan.depth);
  });
}

}  // namespace cuport::cpu

// ---- pitched allocations ----

inline cuportError_t cuportMallocPitch(void** ptr, std::size_t* pitch, std::size_t width,
                                       std::size_t height) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!ptr || !pitch) return record(cuportErrorInvalidValue);
  *pitch = (width + kPitchAlignment - 1) / kPitchAlignment * kPitchAlignment;
  if (*pitch == 0) *pitch = kPitchAlignment;
  return cuportMalloc(ptr, *pitch * height);
}

template <class T>
inline cuportError_t cuportMallocPitch(T** ptr, std::size_t* pitch, std::size_t width,
                                       std::size_t height) {
  CUPORT_CONTEXT_CALL();
  return cuportMallocPitch(cuport::cpu::out_pointer(ptr), pitch, width, height);
}

inline cuportError_t cuportMalloc3D(cuportPitchedPtr* pitched, cuportExtent extent) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!pitched) return record(cuportErrorInvalidValue);
  std::size_t pitch = (extent.width + kPitchAlignment - 1) / kPitchAlignment * kPitchAlignment;
  if (pitch == 0) pitch = kPitchAlignment;
  void* ptr = nullptr;
  cuportError_t error = cuportMalloc(&ptr, pitch * extent.height * extent.depth);
  if (error != cuportSuccess) return error;
  *pitched = cuportPitchedPtr{ptr, pitch, extent.width, extent.height};
  return cuportSuccess;
}

// ---- 2D and 3D copies and sets ----

inline cuportError_t cuportMemcpy2D(void* dst, std::size_t dpitch, const void* src,
                                    std::size_t spitch, std::size_t width, std::size_t height,
                                    cuportMemcpyKind kind) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::copy_2d(dst, dpitch, src, spitch, width, height, kind, false, nullptr);
}

inline cuportError_t cuportMemcpy2DAsync(void* dst, std::size_t dpitch, const void* src,
                                         std::size_t spitch, std::size_t width, std::size_t height,
                                         cuportMemcpyKind kind, cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::copy_2d(dst, dpitch, src, spitch, width, height, kind, true, stream);
}

inline cuportError_t cuportMemset2D(void* ptr, std::size_t pitch, int value, std::size_t width,
                                    std::size_t height) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::set_2d(ptr, pitch, value, width, height, 1, 0, false, nullptr);
}

inline cuportError_t cuportMemset2DAsync(void* ptr, std::size_t pitch, int value,
                                         std::size_t width, std::size_t height,
                                         cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::set_2d(ptr, pitch, value, width, height, 1, 0, true, stream);
}

inline cuportError_t cuportMemset3D(cuportPitchedPtr ptr, int value, cuportExtent extent) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::set_2d(ptr.ptr, ptr.pitch, value, extent.width, extent.height,
                             extent.depth, ptr.pitch * ptr.ysize, false, nullptr);
}

inline cuportError_t cuportMemset3DAsync(cuportPitchedPtr ptr, int value, cuportExtent extent,
                                         cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::set_2d(ptr.ptr, ptr.pitch, value, extent.width, extent.height,
                             extent.depth, ptr.pitch * ptr.ysize, true, stream);
}

inline cuportError_t cuportMemcpy3D(const cuportMemcpy3DParms* p) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::copy_3d(p, false, nullptr);
}

inline cuportError_t cuportMemcpy3DAsync(const cuportMemcpy3DParms* p, cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::copy_3d(p, true, stream);
}

namespace cuport::cpu {
inline cuportError_t copy_3d_peer(const cuportMemcpy3DPeerParms* p, bool async,
                                  cuportStream_t stream) {
  if (!p) return record(cuportErrorInvalidValue);
  if (p->srcDevice != 0 || p->dstDevice != 0) return record(cuportErrorInvalidDevice);
  const cuportMemcpy3DParms same_device{p->srcArray, p->srcPos,  p->srcPtr, p->dstArray,
                                        p->dstPos,   p->dstPtr,  p->extent, cuportMemcpyDefault};
  return copy_3d(&same_device, async, stream);
}
}  // namespace cuport::cpu

inline cuportError_t cuportMemcpy3DPeer(const cuportMemcpy3DPeerParms* p) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::copy_3d_peer(p, false, nullptr);
}

inline cuportError_t cuportMemcpy3DPeerAsync(const cuportMemcpy3DPeerParms* p,
                                             cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::copy_3d_peer(p, true, stream);
}

// ---- copies to and from arrays (offsets: w in bytes, h in rows) ----

namespace cuport::cpu {
inline cuportError_t array_2d(cuportArray_t array, std::size_t w_offset, std::size_t h_offset,
                              void* linear, std::size_t pitch, std::size_t width,
                              std::size_t height, cuportMemcpyKind kind, bool to_array, bool async,
                              cuportStream_t stream) {
  if (!valid_kind(kind)) return record(cuportErrorInvalidMemcpyDirection);
  if (!ArrayRegistry::instance().valid(array)) return record(cuportErrorInvalidResourceHandle);
  if (width > pitch) return record(cuportErrorInvalidPitchValue);
  if (width == 0 || height == 0) return cuportSuccess;
  if (!linear) return record(cuportErrorInvalidValue);
  if (w_offset + width > array->row_bytes() || h_offset + height > array->rows())
    return record(cuportErrorInvalidValue);
  Box a{reinterpret_cast<char*>(array->data) + h_offset * array->row_bytes() + w_offset,
        array->row_bytes(), 0};
  Box l{static_cast<char*>(linear), pitch, 0};
  if (to_array) return dispatch(async, stream, [=] { copy_box(a, l, width, height, 1); });
  return dispatch(async, stream, [=] { copy_box(l, a, width, height, 1); });
}

// Linear copy of count bytes starting at (w_offset, h_offset), running on through later rows.
inline cuportError_t array_linear(cuportArray_t array, std::size_t w_offset, std::size_t h_offset,
                                  void* linear, std::size_t count, cuportMemcpyKind kind,
                                  bool to_array, bool async, cuportStream_t stream) {
  if (!valid_kind(kind)) return record(cuportErrorInvalidMemcpyDirection);
  if (!ArrayRegistry::instance().valid(array)) return record(cuportErrorInvalidResourceHandle);
  if (count == 0) return cuportSuccess;
  std::size_t start = h_offset * array->row_bytes() + w_offset;
  if (!linear || w_offset > array->row_bytes() ||
      start + count > array->row_bytes() * array->rows() * array->slices())
    return record(cuportErrorInvalidValue);
  char* a = reinterpret_cast<char*>(array->data) + start;
  char* l = static_cast<char*>(linear);
  if (to_array) return dispatch(async, stream, [=] { std::memmove(a, l, count); });
  return dispatch(async, stream, [=] { copy_bytes(l, a, count); });
}
}  // namespace cuport::cpu

inline cuportError_t cuportMemcpy2DToArray(cuportArray_t dst, std::size_t w_offset,
                                           std::size_t h_offset, const void* src,
                                           std::size_t spitch, std::size_t width,
                                           std::size_t height, cuportMemcpyKind kind) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::array_2d(dst, w_offset, h_offset, const_cast<void*>(src), spitch, width,
                               height, kind, true, false, nullptr);
}

inline cuportError_t cuportMemcpy2DToArrayAsync(cuportArray_t dst, std::size_t w_offset,
                                                std::size_t h_offset, const void* src,
                                                std::size_t spitch, std::size_t width,
                                                std::size_t height, cuportMemcpyKind kind,
                                                cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::array_2d(dst, w_offset, h_offset, const_cast<void*>(src), spitch, width,
                               height, kind, true, true, stream);
}

inline cuportError_t cuportMemcpy2DFromArray(void* dst, std::size_t dpitch, cuportArray_const_t src,
                                             std::size_t w_offset, std::size_t h_offset,
                                             std::size_t width, std::size_t height,
                                             cuportMemcpyKind kind) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::array_2d(const_cast<cuportArray_t>(src), w_offset, h_offset, dst, dpitch,
                               width, height, kind, false, false, nullptr);
}

inline cuportError_t cuportMemcpy2DFromArrayAsync(void* dst, std::size_t dpitch,
                                                  cuportArray_const_t src, std::size_t w_offset,
                                                  std::size_t h_offset, std::size_t width,
                                                  std::size_t height, cuportMemcpyKind kind,
                                                  cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::array_2d(const_cast<cuportArray_t>(src), w_offset, h_offset, dst, dpitch,
                               width, height, kind, false, true, stream);
}

inline cuportError_t cuportMemcpyToArray(cuportArray_t dst, std::size_t w_offset,
                                         std::size_t h_offset, const void* src, std::size_t count,
                                         cuportMemcpyKind kind) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::array_linear(dst, w_offset, h_offset, const_cast<void*>(src), count, kind,
                                   true, false, nullptr);
}

inline cuportError_t cuportMemcpyFromArray(void* dst, cuportArray_const_t src, std::size_t w_offset,
                                           std::size_t h_offset, std::size_t count,
                                           cuportMemcpyKind kind) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::array_linear(const_cast<cuportArray_t>(src), w_offset, h_offset, dst, count,
                                   kind, false, false, nullptr);
}

inline cuportError_t cuportMemcpyToArrayAsync(cuportArray_t dst, std::size_t w_offset,
                                              std::size_t h_offset, const void* src,
                                              std::size_t count, cuportMemcpyKind kind,
                                              cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::array_linear(dst, w_offset, h_offset, const_cast<void*>(src), count, kind,
                                   true, true, stream);
}

inline cuportError_t cuportMemcpyFromArrayAsync(void* dst, cuportArray_const_t src,
                                                std::size_t w_offset, std::size_t h_offset,
                                                std::size_t count, cuportMemcpyKind kind,
                                                cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::array_linear(const_cast<cuportArray_t>(src), w_offset, h_offset, dst, count,
                                   kind, false, true, stream);
}

// Between arrays: a width-bytes by height region (offsets: w in bytes, h in rows).
inline cuportError_t cuportMemcpy2DArrayToArray(cuportArray_t dst, std::size_t w_offset_dst,
                                                std::size_t h_offset_dst, cuportArray_const_t src,
                                                std::size_t w_offset_src, std::size_t h_offset_src,
                                                std::size_t width, std::size_t height,
                                                cuportMemcpyKind kind = cuportMemcpyDeviceToDevice) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_kind(kind)) return record(cuportErrorInvalidMemcpyDirection);
  auto& arrays = ArrayRegistry::instance();
  if (!arrays.valid(dst) || !arrays.valid(src)) return record(cuportErrorInvalidResourceHandle);
  if (width == 0 || height == 0) return cuportSuccess;
  if (w_offset_dst + width > dst->row_bytes() || h_offset_dst + height > dst->rows() ||
      w_offset_src + width > src->row_bytes() || h_offset_src + height > src->rows())
    return record(cuportErrorInvalidValue);
  Box d{reinterpret_cast<char*>(dst->data) + h_offset_dst * dst->row_bytes() + w_offset_dst,
        dst->row_bytes(), 0};
  Box s{reinterpret_cast<char*>(src->data) + h_offset_src * src->row_bytes() + w_offset_src,
        src->row_bytes(), 0};
  return dispatch(false, nullptr, [=] { copy_box(d, s, width, height, 1); });
}

// Deprecated linear form: count bytes from (w, h) in src, on through later rows, to dst.
inline cuportError_t cuportMemcpyArrayToArray(cuportArray_t dst, std::size_t w_offset_dst,
                                              std::size_t h_offset_dst, cuportArray_const_t src,
                                              std::size_t w_offset_src, std::size_t h_offset_src,
                                              std::size_t count,
                                              cuportMemcpyKind kind = cuportMemcpyDeviceToDevice) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!valid_kind(kind)) return record(cuportErrorInvalidMemcpyDirection);
  auto& arrays = ArrayRegistry::instance();
  if (!arrays.valid(dst) || !arrays.valid(src)) return record(cuportErrorInvalidResourceHandle);
  std::size_t d0 = h_offset_dst * dst->row_bytes() + w_offset_dst;
  std::size_t s0 = h_offset_src * src->row_bytes() + w_offset_src;
  if (d0 + count > dst->row_bytes() * dst->rows() * dst->slices() ||
      s0 + count > src->row_bytes() * src->rows() * src->slices())
    return record(cuportErrorInvalidValue);
  char* d = reinterpret_cast<char*>(dst->data) + d0;
  const char* s = reinterpret_cast<const char*>(src->data) + s0;
  return dispatch(false, nullptr, [=] { std::memmove(d, s, count); });
}
