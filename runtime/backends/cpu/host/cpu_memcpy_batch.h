// cuport CPU backend: batched copies of CUDA 13 (cudaMemcpyBatchAsync between pointers,
// cudaMemcpy3DBatchAsync between pointers and CUDA arrays). A batch is checked whole, as CUDA
// checks it, before anything is copied. Copies whose source access order is
// cudaMemcpySrcAccessOrderDuringApiCall read their source before the call returns (into a
// private copy) and write the destination in stream order; the others read and write in stream
// order, which both cudaMemcpySrcAccessOrderStream and ...Any allow. Location hints and
// cudaMemcpyFlagPreferOverlapWithCompute are hints: the CPU device's memory is the host's.
#pragma once

#include <cstring>
#include <memory>
#include <vector>

#include "cpu_array.h"
#include "cpu_error.h"
#include "cpu_memory.h"
#include "cpu_memory_host.h"
#include "cpu_memory_nd.h"
#include "cpu_stream.h"

enum cuportMemcpyFlags {
  cuportMemcpyFlagDefault = 0x0,
  cuportMemcpyFlagPreferOverlapWithCompute = 0x1,
};

enum cuportMemcpySrcAccessOrder {
  cuportMemcpySrcAccessOrderInvalid = 0x0,
  cuportMemcpySrcAccessOrderStream = 0x1,
  cuportMemcpySrcAccessOrderDuringApiCall = 0x2,
  cuportMemcpySrcAccessOrderAny = 0x3,
  cuportMemcpySrcAccessOrderMax = 0x7FFFFFFF,
};

struct cuportMemcpyAttributes {
  cuportMemcpySrcAccessOrder srcAccessOrder;
  cuportMemLocation srcLocHint;
  cuportMemLocation dstLocHint;
  unsigned int flags;
};

enum cuportMemcpy3DOperandType {
  cuportMemcpyOperandTypePointer = 0x1,
  cuportMemcpyOperandTypeArray = 0x2,
  cuportMemcpyOperandTypeMax = 0x7FFFFFFF,
};

struct cuportOffset3D {
  std::size_t x;
  std::size_t y;
  std::size_t z;
};

struct cuportMemcpy3DOperand {
  cuportMemcpy3DOperandType type;
  union {
    struct {
      void* ptr;
      std::size_t rowLength;    // elements; 0: rows packed at the copy's width
      std::size_t layerHeight;  // rows; 0: layers packed at the copy's height
      cuportMemLocation locHint;
    } ptr;
    struct {
      cuportArray_t array;
      cuportOffset3D offset;  // elements
    } array;
  } op;
};

struct cuportMemcpy3DBatchOp {
  cuportMemcpy3DOperand src;
  cuportMemcpy3DOperand dst;
  cuportExtent extent;
  cuportMemcpySrcAccessOrder srcAccessOrder;
  unsigned int flags;
};

namespace cuport::cpu {

// One checked copy of a batch: width bytes by height rows by depth slices.
struct BatchCopy {
  Box dst, src;
  std::size_t width, height, depth;
  bool during_call;  // read the source before the API call returns
  // Reads from or writes to host memory CUDA does not know in stream order: done before the
  // call returns, as cudaMemcpyAsync does (a source read during the call no longer counts).
  bool pageable;
};

inline bool valid_access_order(cuportMemcpySrcAccessOrder order) {
  return order == cuportMemcpySrcAccessOrderStream ||
         order == cuportMemcpySrcAccessOrderDuringApiCall || order == cuportMemcpySrcAccessOrderAny;
}

inline bool valid_copy_flags(unsigned int flags) {
  return (flags & ~static_cast<unsigned>(cuportMemcpyFlagPreferOverlapWithCompute)) == 0;
}

// Neither batch call takes the legacy NULL stream.
inline cuportError_t check_batch_stream(cuportStream_t stream) {
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return cuportErrorInvalidResourceHandle;
  return found->legacy ? cuportErrorInvalidValue : cuportSuccess;
}

// Run a checked batch: sources read now where asked, then every write queued on stream in one
// task (the batch runs in stream order as a whole). Like cudaMemcpyAsync, a batch that touches
// pageable host memory returns only when done.
inline cuportError_t run_batch(std::vector<BatchCopy> copies, cuportStream_t stream) {
  auto snapshots = std::make_shared<std::vector<std::vector<char>>>(copies.size());
  bool wait = false;
  for (std::size_t i = 0; i < copies.size(); ++i) {
    BatchCopy& c = copies[i];
    wait = wait || c.pageable;
    if (!c.during_call) continue;
    std::vector<char>& held = (*snapshots)[i];
    held.resize(c.width * c.height * c.depth);
    copy_box(Box{held.data(), c.width, c.width * c.height}, c.src, c.width, c.height, c.depth);
    c.src = Box{held.data(), c.width, c.width * c.height};
  }
  Task work = [copies = std::move(copies), snapshots] {
    for (const BatchCopy& c : copies) copy_box(c.dst, c.src, c.width, c.height, c.depth);
  };
  return wait ? enqueue_and_wait(stream, std::move(work)) : enqueue(stream, std::move(work));
}

// CUDA's checks of cudaMemcpyBatchAsync's attribute list: attrsIdxs starts at 0, increases, and
// stays below count; at most count entries; each a valid access order and flags.
inline cuportError_t check_batch_attributes(const cuportMemcpyAttributes* attrs,
                                            const std::size_t* indexes, std::size_t num_attrs,
                                            std::size_t count) {
  if (!attrs || !indexes || num_attrs == 0 || num_attrs > count || indexes[0] != 0)
    return cuportErrorInvalidValue;
  for (std::size_t k = 0; k < num_attrs; ++k) {
    if (k > 0 && indexes[k] <= indexes[k - 1]) return cuportErrorInvalidValue;
    if (indexes[k] >= count) return cuportErrorInvalidValue;
    if (!valid_access_order(attrs[k].srcAccessOrder) || !valid_copy_flags(attrs[k].flags))
      return cuportErrorInvalidValue;
  }
  return cuportSuccess;
}

// The byte box of one cudaMemcpy3DBatchAsync operand for a copy of width elements of
// element bytes by height by depth; false when the operand is invalid or the copy does not fit.
inline bool operand_box(const cuportMemcpy3DOperand& operand, std::size_t element,
                        const cuportExtent& extent, Box* box, bool* pageable_memory) {
  const std::size_t width = extent.width * element;
  if (operand.type == cuportMemcpyOperandTypeArray) {
    const cuportOffset3D& at = operand.op.array.offset;
    *pageable_memory = false;
    return array_box(operand.op.array.array, cuportPos{at.x, at.y, at.z}, width, extent.height,
                     extent.depth, box);
  }
  if (operand.type != cuportMemcpyOperandTypePointer) return false;
  const auto& p = operand.op.ptr;
  if (!p.ptr || (p.rowLength && p.rowLength < extent.width) ||
      (p.layerHeight && p.layerHeight < extent.height))
    return false;
  const std::size_t pitch = (p.rowLength ? p.rowLength : extent.width) * element;
  const std::size_t slice = pitch * (p.layerHeight ? p.layerHeight : extent.height);
  if (!range_ok(p.ptr, slice * (extent.depth - 1) + pitch * (extent.height - 1) + width))
    return false;
  *box = Box{static_cast<char*>(p.ptr), pitch, slice};
  *pageable_memory = pageable(p.ptr);
  return true;
}

// Bytes per element of an operand: the array's, or 1 for a pointer; 0 for an invalid array.
inline std::size_t operand_element(const cuportMemcpy3DOperand& operand) {
  if (operand.type != cuportMemcpyOperandTypeArray) return 1;
  return ArrayRegistry::instance().valid(operand.op.array.array) ? operand.op.array.array->element
                                                                 : 0;
}

inline cuportError_t plan_3d_batch_op(const cuportMemcpy3DBatchOp& op, BatchCopy* copy) {
  const cuportExtent& e = op.extent;
  if (e.width == 0 || e.height == 0 || e.depth == 0) return cuportErrorInvalidValue;
  if (!valid_access_order(op.srcAccessOrder) || !valid_copy_flags(op.flags))
    return cuportErrorInvalidValue;
  const std::size_t src_element = operand_element(op.src), dst_element = operand_element(op.dst);
  if (src_element == 0 || dst_element == 0) return cuportErrorInvalidValue;
  const bool src_array = op.src.type == cuportMemcpyOperandTypeArray;
  const bool dst_array = op.dst.type == cuportMemcpyOperandTypeArray;
  // The element size comes from the array; two arrays must agree on it.
  if (src_array && dst_array && src_element != dst_element) return cuportErrorInvalidValue;
  const std::size_t element = src_array ? src_element : dst_element;
  bool src_pageable = false, dst_pageable = false;
  if (!operand_box(op.src, element, e, &copy->src, &src_pageable) ||
      !operand_box(op.dst, element, e, &copy->dst, &dst_pageable))
    return cuportErrorInvalidValue;
  copy->width = e.width * element;
  copy->height = e.height;
  copy->depth = e.depth;
  copy->during_call = op.srcAccessOrder == cuportMemcpySrcAccessOrderDuringApiCall;
  copy->pageable = dst_pageable || (src_pageable && !copy->during_call);
  return cuportSuccess;
}

}  // namespace cuport::cpu

inline cuportError_t cuportMemcpyBatchAsync(void* const* dsts, const void* const* srcs,
                                            const std::size_t* sizes, std::size_t count,
                                            cuportMemcpyAttributes* attrs, std::size_t* attrs_idxs,
                                            std::size_t num_attrs, cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!dsts || !srcs || !sizes || count == 0) return record(cuportErrorInvalidValue);
  cuportError_t error = check_batch_attributes(attrs, attrs_idxs, num_attrs, count);
  if (error == cuportSuccess) error = check_batch_stream(stream);
  if (error != cuportSuccess) return record(error);
  std::vector<BatchCopy> copies;
  copies.reserve(count);
  std::size_t attribute = 0;
  for (std::size_t i = 0; i < count; ++i) {
    while (attribute + 1 < num_attrs && attrs_idxs[attribute + 1] <= i) ++attribute;
    if (!dsts[i] || !srcs[i] || sizes[i] == 0 || !range_ok(dsts[i], sizes[i]) ||
        !range_ok(srcs[i], sizes[i]))
      return record(cuportErrorInvalidValue);
    Box dst{static_cast<char*>(dsts[i]), sizes[i], sizes[i]};
    Box src{static_cast<char*>(const_cast<void*>(srcs[i])), sizes[i], sizes[i]};
    const bool during_call =
        attrs[attribute].srcAccessOrder == cuportMemcpySrcAccessOrderDuringApiCall;
    copies.push_back(BatchCopy{dst, src, sizes[i], 1, 1, during_call,
                               pageable(dsts[i]) || (!during_call && pageable(srcs[i]))});
  }
  return record(run_batch(std::move(copies), stream));
}

inline cuportError_t cuportMemcpy3DBatchAsync(std::size_t num_ops, cuportMemcpy3DBatchOp* ops,
                                              unsigned long long flags, cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (num_ops == 0 || !ops || flags != 0) return record(cuportErrorInvalidValue);
  cuportError_t error = check_batch_stream(stream);
  if (error != cuportSuccess) return record(error);
  std::vector<BatchCopy> copies(num_ops);
  for (std::size_t i = 0; i < num_ops; ++i) {
    error = plan_3d_batch_op(ops[i], &copies[i]);
    if (error != cuportSuccess) return record(error);
  }
  return record(run_batch(std::move(copies), stream));
}
