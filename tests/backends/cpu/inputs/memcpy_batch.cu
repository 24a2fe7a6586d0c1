// Batched copies of CUDA 13 on the CPU backend: cudaMemcpyBatchAsync between pointers, with a
// source read during the call and another in stream order, and cudaMemcpy3DBatchAsync between
// pitched pointers and a CUDA array; CUDA's cudaErrorInvalidValue for malformed batches, which
// copy nothing.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

static volatile int released = 0;
static void CUDART_CB hold(void*) {
  while (!released) {
  }
}

int main() {
  cudaStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  int *device, *pinned;
  cudaMalloc(&device, 4 * 4 * sizeof(int));
  cudaMallocHost(&pinned, 4 * sizeof(int));
  cudaMemset(device, 0, 3 * 4 * sizeof(int));
  int on_stack[4] = {1, 2, 3, 4}, device_source[4] = {5, 6, 7, 8};
  cudaMemcpy(device + 12, device_source, sizeof(device_source), cudaMemcpyHostToDevice);
  for (int i = 0; i < 4; ++i) pinned[i] = 10 + i;

  // The stream is held until `released`: copies in stream order see the sources as they are
  // then; a source read during the call is the one the call saw.
  cudaLaunchHostFunc(stream, hold, nullptr);
  void* dsts[3] = {device, device + 4, device + 8};
  const void* srcs[3] = {on_stack, pinned, device + 12};
  size_t sizes[3] = {sizeof(on_stack), 4 * sizeof(int), 4 * sizeof(int)};
  cudaMemcpyAttributes attrs[2] = {};
  attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderDuringApiCall;
  attrs[1].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  attrs[1].flags = cudaMemcpyFlagPreferOverlapWithCompute;
  size_t idxs[2] = {0, 1};
  std::printf("batch: %s\n", name(cudaMemcpyBatchAsync(dsts, srcs, sizes, 3, attrs, idxs, 2, stream)));
  for (int i = 0; i < 4; ++i) on_stack[i] = -1;
  for (int i = 0; i < 4; ++i) pinned[i] = 20 + i;
  released = 1;
  cudaStreamSynchronize(stream);
  int result[12];
  cudaMemcpy(result, device, sizeof(result), cudaMemcpyDeviceToHost);
  std::printf("during_call:");
  for (int i = 0; i < 4; ++i) std::printf(" %d", result[i]);
  std::printf("\nstream_order:");
  for (int i = 4; i < 8; ++i) std::printf(" %d", result[i]);
  std::printf("\ndevice_to_device:");
  for (int i = 8; i < 12; ++i) std::printf(" %d", result[i]);
  std::printf("\n");

  // Malformed batches: nothing is copied.
  int marker[4] = {7, 7, 7, 7};
  const void* marker_src[3] = {marker, marker, marker};
  std::printf("legacy_stream: %s\n", name(cudaMemcpyBatchAsync(dsts, marker_src, sizes, 3, attrs, idxs, 2, 0)));
  std::printf("zero_count: %s\n", name(cudaMemcpyBatchAsync(dsts, marker_src, sizes, 0, attrs, idxs, 2, stream)));
  size_t bad_first[2] = {1, 2};
  std::printf("first_index_not_0: %s\n", name(cudaMemcpyBatchAsync(dsts, marker_src, sizes, 3, attrs, bad_first, 2, stream)));
  size_t not_increasing[2] = {0, 0};
  std::printf("indexes_not_increasing: %s\n", name(cudaMemcpyBatchAsync(dsts, marker_src, sizes, 3, attrs, not_increasing, 2, stream)));
  size_t past_end[2] = {0, 3};
  std::printf("index_past_end: %s\n", name(cudaMemcpyBatchAsync(dsts, marker_src, sizes, 3, attrs, past_end, 2, stream)));
  attrs[1].srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
  std::printf("invalid_order: %s\n", name(cudaMemcpyBatchAsync(dsts, marker_src, sizes, 3, attrs, idxs, 2, stream)));
  attrs[1].srcAccessOrder = cudaMemcpySrcAccessOrderAny;
  attrs[1].flags = 2;
  std::printf("unknown_flag: %s\n", name(cudaMemcpyBatchAsync(dsts, marker_src, sizes, 3, attrs, idxs, 2, stream)));
  attrs[1].flags = 0;
  size_t with_zero[3] = {sizes[0], 0, sizes[2]};
  std::printf("zero_size: %s\n", name(cudaMemcpyBatchAsync(dsts, marker_src, with_zero, 3, attrs, idxs, 2, stream)));
  void* with_null[3] = {device, nullptr, device + 8};
  std::printf("null_dst: %s\n", name(cudaMemcpyBatchAsync(with_null, marker_src, sizes, 3, attrs, idxs, 2, stream)));
  cudaStreamSynchronize(stream);
  cudaMemcpy(result, device, sizeof(result), cudaMemcpyDeviceToHost);
  std::printf("untouched: %d %d %d\n", result[0], result[4], result[8]);

  // 3D: a 4x3x2 box of floats from rows padded to 6 elements into a 5x4x3 array at (1,1,1),
  // then back out into packed rows.
  const int W = 4, H = 3, D = 2, ROW = 6;
  float padded[D * H * ROW], packed[D * H * W];
  for (int i = 0; i < D * H * ROW; ++i) padded[i] = (float)i;
  cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
  cudaArray_t array, bytes_array;
  cudaMalloc3DArray(&array, &fdesc, make_cudaExtent(5, 4, 3));
  cudaChannelFormatDesc cdesc = cudaCreateChannelDesc<unsigned char>();
  cudaMalloc3DArray(&bytes_array, &cdesc, make_cudaExtent(5, 4, 3));
  cudaMemcpy3DBatchOp ops[2] = {};
  ops[0].src.type = cudaMemcpyOperandTypePointer;
  ops[0].src.op.ptr.ptr = padded;
  ops[0].src.op.ptr.rowLength = ROW;
  ops[0].dst.type = cudaMemcpyOperandTypeArray;
  ops[0].dst.op.array.array = array;
  ops[0].dst.op.array.offset = {1, 1, 1};
  ops[0].extent = make_cudaExtent(W, H, D);
  ops[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  std::printf("to_array: %s\n", name(cudaMemcpy3DBatchAsync(1, ops, 0, stream)));
  ops[1].src = ops[0].dst;
  ops[1].dst.type = cudaMemcpyOperandTypePointer;
  ops[1].dst.op.ptr.ptr = packed;
  ops[1].extent = ops[0].extent;
  ops[1].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
  std::printf("from_array: %s\n", name(cudaMemcpy3DBatchAsync(1, ops + 1, 0, stream)));
  cudaStreamSynchronize(stream);
  bool same = true;
  for (int z = 0; z < D; ++z)
    for (int y = 0; y < H; ++y)
      for (int x = 0; x < W; ++x) same = same && packed[(z * H + y) * W + x] == padded[(z * H + y) * ROW + x];
  std::printf("round_trip: %d\n", same);

  cudaMemcpy3DBatchOp bad = ops[0];
  std::printf("3d_flags: %s\n", name(cudaMemcpy3DBatchAsync(1, ops, 1, stream)));
  std::printf("3d_zero_ops: %s\n", name(cudaMemcpy3DBatchAsync(0, ops, 0, stream)));
  std::printf("3d_legacy_stream: %s\n", name(cudaMemcpy3DBatchAsync(1, ops, 0, 0)));
  bad.extent.depth = 0;
  std::printf("3d_zero_extent: %s\n", name(cudaMemcpy3DBatchAsync(1, &bad, 0, stream)));
  bad = ops[0];
  bad.src.op.ptr.rowLength = W - 1;
  std::printf("3d_short_rows: %s\n", name(cudaMemcpy3DBatchAsync(1, &bad, 0, stream)));
  bad = ops[0];
  bad.dst.op.array.offset = {2, 1, 1};  // 2 + 4 > 5 elements a row
  std::printf("3d_outside_array: %s\n", name(cudaMemcpy3DBatchAsync(1, &bad, 0, stream)));
  bad = ops[0];
  bad.src = ops[0].dst;
  bad.dst.op.array.array = bytes_array;
  std::printf("3d_element_mismatch: %s\n", name(cudaMemcpy3DBatchAsync(1, &bad, 0, stream)));
  bad = ops[0];
  bad.src.type = (cudaMemcpy3DOperandType)0;
  std::printf("3d_bad_type: %s\n", name(cudaMemcpy3DBatchAsync(1, &bad, 0, stream)));
  bad = ops[0];
  bad.srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
  std::printf("3d_invalid_order: %s\n", name(cudaMemcpy3DBatchAsync(1, &bad, 0, stream)));
  cudaFreeArray(bytes_array);
  bad = ops[0];
  bad.dst.op.array.array = bytes_array;
  std::printf("3d_freed_array: %s\n", name(cudaMemcpy3DBatchAsync(1, &bad, 0, stream)));
  cudaGetLastError();
  cudaFreeArray(array);
  cudaFree(device);
  cudaFreeHost(pinned);
  cudaStreamDestroy(stream);
  return 0;
}
