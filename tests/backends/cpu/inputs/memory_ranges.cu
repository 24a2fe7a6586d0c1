// cudaMemRangeGetAttribute(s) after cudaMemAdvise and cudaMemPrefetchAsync on managed memory, and
// cudaMemcpy3DPeer(Async), with the values and error codes CUDA documents for one device.
// Prints "key: value" lines.
#include <cuda_runtime.h>
#include <cstdio>

static int get(cudaMemRangeAttribute attribute, const void* ptr, size_t count) {
  int value = 12345;
  cudaError_t error = cudaMemRangeGetAttribute(&value, sizeof value, attribute, ptr, count);
  return error == cudaSuccess ? value : -1000 - static_cast<int>(error);
}

int main() {
  const size_t page = 4096, pages = 8;
  char* managed = nullptr;
  cudaMallocManaged(&managed, pages * page);

  std::printf("fresh read_mostly: %d\n", get(cudaMemRangeAttributeReadMostly, managed, page));
  std::printf("fresh preferred: %d\n", get(cudaMemRangeAttributePreferredLocation, managed, page));
  std::printf("fresh preferred_type: %d\n",
              get(cudaMemRangeAttributePreferredLocationType, managed, page));
  std::printf("fresh prefetch: %d\n", get(cudaMemRangeAttributeLastPrefetchLocation, managed, page));

  // Read-mostly on pages 0-3 only: a range inside them has it, one reaching page 4 does not.
  cudaMemAdvise(managed, 4 * page, cudaMemAdviseSetReadMostly, 0);
  std::printf("read_mostly inside: %d\n",
              get(cudaMemRangeAttributeReadMostly, managed + 100, 2 * page));
  std::printf("read_mostly across: %d\n",
              get(cudaMemRangeAttributeReadMostly, managed + 3 * page, 2 * page));
  cudaMemAdvise(managed, page, cudaMemAdviseUnsetReadMostly, 0);
  std::printf("read_mostly unset: %d\n", get(cudaMemRangeAttributeReadMostly, managed, 4 * page));
  std::printf("read_mostly rest: %d\n",
              get(cudaMemRangeAttributeReadMostly, managed + page, 3 * page));

  cudaMemAdvise(managed, pages * page, cudaMemAdviseSetPreferredLocation, 0);
  std::printf("preferred device: %d\n",
              get(cudaMemRangeAttributePreferredLocation, managed, pages * page));
  cudaMemAdvise(managed + 2 * page, page, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId);
  std::printf("preferred host page: %d\n",
              get(cudaMemRangeAttributePreferredLocation, managed + 2 * page, page));
  std::printf("preferred mixed: %d\n",
              get(cudaMemRangeAttributePreferredLocation, managed, pages * page));
  std::printf("preferred type device: %d\n",
              get(cudaMemRangeAttributePreferredLocationType, managed, page));
  std::printf("preferred id device: %d\n",
              get(cudaMemRangeAttributePreferredLocationId, managed, page));
  std::printf("preferred type host: %d\n",
              get(cudaMemRangeAttributePreferredLocationType, managed + 2 * page, page));

  int accessed[3] = {7, 7, 7};
  cudaMemAdvise(managed, pages * page, cudaMemAdviseSetAccessedBy, 0);
  cudaError_t error = cudaMemRangeGetAttribute(accessed, sizeof accessed,
                                               cudaMemRangeAttributeAccessedBy, managed, page);
  std::printf("accessed_by: %s %d %d %d\n", cudaGetErrorName(error), accessed[0], accessed[1],
              accessed[2]);

  cudaMemPrefetchAsync(managed, pages * page, 0, 0);
  cudaMemPrefetchAsync(managed + 5 * page, page, cudaCpuDeviceId, 0);
  std::printf("prefetch device: %d\n",
              get(cudaMemRangeAttributeLastPrefetchLocation, managed, 5 * page));
  std::printf("prefetch host: %d\n",
              get(cudaMemRangeAttributeLastPrefetchLocation, managed + 5 * page, 10));
  std::printf("prefetch mixed: %d\n",
              get(cudaMemRangeAttributeLastPrefetchLocation, managed, pages * page));
  std::printf("prefetch type host: %d\n",
              get(cudaMemRangeAttributeLastPrefetchLocationType, managed + 5 * page, 10));

  // Several at once.
  int read_mostly = -1, preferred = -1;
  void* data[2] = {&read_mostly, &preferred};
  size_t sizes[2] = {sizeof(int), sizeof(int)};
  cudaMemRangeAttribute which[2] = {cudaMemRangeAttributeReadMostly,
                                    cudaMemRangeAttributePreferredLocation};
  error = cudaMemRangeGetAttributes(data, sizes, which, 2, managed + page, page);
  std::printf("attributes: %s %d %d\n", cudaGetErrorName(error), read_mostly, preferred);

  // Errors: not managed memory, past the allocation, a wrong size, an unknown attribute.
  char* device = nullptr;
  cudaMalloc(&device, page);
  int value = 0;
  std::printf("device memory: %s\n",
              cudaGetErrorName(cudaMemRangeGetAttribute(&value, sizeof value,
                                                        cudaMemRangeAttributeReadMostly, device,
                                                        page)));
  std::printf("past the end: %s\n",
              cudaGetErrorName(cudaMemRangeGetAttribute(&value, sizeof value,
                                                        cudaMemRangeAttributeReadMostly, managed,
                                                        pages * page + 1)));
  std::printf("wrong size: %s\n",
              cudaGetErrorName(cudaMemRangeGetAttribute(&value, 8,
                                                        cudaMemRangeAttributeReadMostly, managed,
                                                        page)));
  std::printf("unknown attribute: %s\n",
              cudaGetErrorName(cudaMemRangeGetAttribute(
                  &value, sizeof value, static_cast<cudaMemRangeAttribute>(99), managed, page)));
  cudaGetLastError();

  // cudaMemcpy3DPeer: a 3D box between two pitched allocations of device 0.
  const size_t width = 16, height = 4, depth = 3;
  cudaPitchedPtr src, dst;
  cudaMalloc3D(&src, make_cudaExtent(width, height, depth));
  cudaMalloc3D(&dst, make_cudaExtent(width, height, depth));
  char host[depth][height][width];
  for (size_t z = 0; z < depth; ++z)
    for (size_t y = 0; y < height; ++y)
      for (size_t x = 0; x < width; ++x) host[z][y][x] = static_cast<char>(x + 16 * y + 64 * z);
  cudaMemcpy3DParms in = {};
  in.srcPtr = make_cudaPitchedPtr(host, width, width, height);
  in.dstPtr = src;
  in.extent = make_cudaExtent(width, height, depth);
  in.kind = cudaMemcpyHostToDevice;
  cudaMemcpy3D(&in);
  cudaMemcpy3DPeerParms peer = {};
  peer.srcPtr = src;
  peer.dstPtr = dst;
  peer.srcDevice = 0;
  peer.dstDevice = 0;
  peer.extent = make_cudaExtent(width, height, depth);
  std::printf("peer copy: %s\n", cudaGetErrorName(cudaMemcpy3DPeer(&peer)));
  char back[depth][height][width] = {};
  cudaMemcpy3DParms out = {};
  out.srcPtr = dst;
  out.dstPtr = make_cudaPitchedPtr(back, width, width, height);
  out.extent = make_cudaExtent(width, height, depth);
  out.kind = cudaMemcpyDeviceToHost;
  cudaMemcpy3D(&out);
  int same = 1;
  for (size_t z = 0; z < depth; ++z)
    for (size_t y = 0; y < height; ++y)
      for (size_t x = 0; x < width; ++x) same &= back[z][y][x] == host[z][y][x];
  std::printf("peer copy same: %d\n", same);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  std::printf("peer async: %s\n", cudaGetErrorName(cudaMemcpy3DPeerAsync(&peer, stream)));
  std::printf("peer async sync: %s\n", cudaGetErrorName(cudaStreamSynchronize(stream)));
  peer.dstDevice = 1;
  std::printf("peer other device: %s\n", cudaGetErrorName(cudaMemcpy3DPeer(&peer)));
  std::printf("peer null: %s\n", cudaGetErrorName(cudaMemcpy3DPeer(nullptr)));
  return 0;
}
