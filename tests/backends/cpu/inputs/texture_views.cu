// Texture objects with a resource view on the CPU backend: a range of layers of a layered array
// becomes layers 0.., a view format of the same size reinterprets the texels, and
// cudaGetTextureObjectResourceViewDesc returns the view given at creation (a zeroed one when there
// was none: CUDA 13.0 answers so on an H200, though its documentation says cudaErrorInvalidValue).
#include <cuda_runtime.h>
#include <cstdio>

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

__global__ void read_layer0(cudaTextureObject_t t, float* out) {
  out[threadIdx.x] = tex2DLayered<float>(t, threadIdx.x + 0.5f, 0.5f, 0);
}

__global__ void read_bits(cudaTextureObject_t t, unsigned* out) {
  out[threadIdx.x] = tex2D<unsigned>(t, threadIdx.x + 0.5f, 0.5f);
}

int main() {
  const int W = 4, H = 2, L = 3;
  float host[L * H * W];
  for (int i = 0; i < L * H * W; ++i) host[i] = (float)i;
  cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
  cudaArray_t layered, plain;
  if (cudaMalloc3DArray(&layered, &fdesc, make_cudaExtent(W, H, L), cudaArrayLayered)) return 1;
  cudaMemcpy3DParms p = {};
  p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, H);
  p.dstArray = layered;
  p.extent = make_cudaExtent(W, H, L);
  p.kind = cudaMemcpyHostToDevice;
  if (cudaMemcpy3D(&p)) return 1;
  if (cudaMallocArray(&plain, &fdesc, W, H)) return 1;
  cudaMemcpy2DToArray(plain, 0, 0, host, W * sizeof(float), W * sizeof(float), H,
                      cudaMemcpyHostToDevice);

  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = layered;
  cudaTextureDesc tex = {};
  tex.addressMode[0] = tex.addressMode[1] = cudaAddressModeClamp;
  tex.filterMode = cudaFilterModePoint;
  tex.readMode = cudaReadModeElementType;
  cudaResourceViewDesc view = {};
  view.format = cudaResViewFormatFloat1;
  view.width = W;
  view.height = H;
  view.depth = L;
  view.firstLayer = 1;
  view.lastLayer = 2;
  cudaTextureObject_t layers12 = 0;
  std::printf("create_layers: %s\n", name(cudaCreateTextureObject(&layers12, &res, &tex, &view)));
  float* out;
  cudaMallocManaged(&out, W * sizeof(float));
  read_layer0<<<1, W>>>(layers12, out);
  cudaDeviceSynchronize();
  std::printf("layer0_of_view: %g %g %g %g\n", out[0], out[1], out[2], out[3]);
  cudaResourceViewDesc got = {};
  cudaError_t error = cudaGetTextureObjectResourceViewDesc(&got, layers12);
  std::printf("get_view: %s %d %zu %zu %zu %u %u %u %u\n", name(error), (int)got.format, got.width,
              got.height, got.depth, got.firstMipmapLevel, got.lastMipmapLevel, got.firstLayer,
              got.lastLayer);

  // The float texels of the plain array read as their bit patterns.
  res.res.array.array = plain;
  view = {};
  view.format = cudaResViewFormatUnsignedInt1;
  view.width = W;
  view.height = H;
  cudaTextureObject_t bits = 0;
  std::printf("create_bits: %s\n", name(cudaCreateTextureObject(&bits, &res, &tex, &view)));
  unsigned* bits_out;
  cudaMallocManaged(&bits_out, W * sizeof(unsigned));
  read_bits<<<1, W>>>(bits, bits_out);
  cudaDeviceSynchronize();
  std::printf("bits: %#x %#x\n", bits_out[1], bits_out[2]);  // 1.0f, 2.0f

  cudaTextureObject_t no_view = 0, refused = 0;
  cudaCreateTextureObject(&no_view, &res, &tex, nullptr);
  got.width = got.lastLayer = 99;
  error = cudaGetTextureObjectResourceViewDesc(&got, no_view);
  std::printf("no_view: %s %d %zu %u\n", name(error), (int)got.format, got.width, got.lastLayer);
  std::printf("null_out: %s\n", name(cudaGetTextureObjectResourceViewDesc(nullptr, bits)));
  view.format = cudaResViewFormatUnsignedShort1;  // 2 bytes a texel: not the array's 4
  std::printf("size_changing_format: %s\n",
              name(cudaCreateTextureObject(&refused, &res, &tex, &view)));
  view.format = cudaResViewFormatUnsignedBlockCompressed1;
  std::printf("block_compressed: %s\n", name(cudaCreateTextureObject(&refused, &res, &tex, &view)));
  view.format = cudaResViewFormatNone;
  view.width = W / 2;
  std::printf("other_width: %s\n", name(cudaCreateTextureObject(&refused, &res, &tex, &view)));
  view.width = W;
  view.lastLayer = 1;  // layers of an array that has none
  std::printf("layer_of_plain: %s\n", name(cudaCreateTextureObject(&refused, &res, &tex, &view)));
  view.lastLayer = 0;
  view.lastMipmapLevel = 1;
  std::printf("mip_of_plain: %s\n", name(cudaCreateTextureObject(&refused, &res, &tex, &view)));
  view.lastMipmapLevel = 0;
  cudaResourceDesc linear = {};
  linear.resType = cudaResourceTypeLinear;
  linear.res.linear.devPtr = out;
  linear.res.linear.desc = fdesc;
  linear.res.linear.sizeInBytes = W * sizeof(float);
  view.height = 0;
  std::printf("view_of_linear: %s\n",
              name(cudaCreateTextureObject(&refused, &linear, &tex, &view)));
  cudaDestroyTextureObject(bits);
  std::printf("destroyed: %s\n", name(cudaGetTextureObjectResourceViewDesc(&got, bits)));
  cudaGetLastError();
  cudaDestroyTextureObject(layers12);
  cudaDestroyTextureObject(no_view);
  cudaFreeArray(layered);
  cudaFreeArray(plain);
  cudaFree(out);
  cudaFree(bits_out);
  return 0;
}
