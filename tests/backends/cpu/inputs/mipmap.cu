// Mipmapped arrays on the CPU backend: levels are CUDA arrays with CUDA's extents (halved per
// level, at least 1; layers kept), copies to and from a level round-trip, and CUDA's codes for
// bad levels, handles, and the sparse / deferred-mapping queries of arrays that are neither.
#include <cuda_runtime.h>
#include <cstdio>

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

static void print_level(const char* key, cudaMipmappedArray_t mipmap, unsigned level) {
  cudaArray_t array = nullptr;
  cudaError_t error = cudaGetMipmappedArrayLevel(&array, mipmap, level);
  cudaExtent extent = {};
  cudaChannelFormatDesc desc = {};
  unsigned flags = 0;
  if (error == cudaSuccess) cudaArrayGetInfo(&desc, &extent, &flags, array);
  std::printf("%s: %s %zux%zux%zu\n", key, name(error), extent.width, extent.height, extent.depth);
}

int main() {
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaMipmappedArray_t mipmap;
  std::printf("malloc: %s\n",
              name(cudaMallocMipmappedArray(&mipmap, &desc, make_cudaExtent(64, 64, 0), 7)));
  print_level("level0", mipmap, 0);
  print_level("level2", mipmap, 2);
  print_level("level6", mipmap, 6);
  print_level("level7", mipmap, 7);

  // A 16x16 level round-trips a copy.
  cudaArray_t level2;
  cudaGetMipmappedArrayLevel(&level2, mipmap, 2);
  float in[16 * 16], out[16 * 16];
  for (int i = 0; i < 16 * 16; ++i) in[i] = 0.5f * i;
  cudaMemcpy2DToArray(level2, 0, 0, in, 16 * sizeof(float), 16 * sizeof(float), 16,
                      cudaMemcpyHostToDevice);
  cudaMemcpy2DFromArray(out, 16 * sizeof(float), level2, 0, 0, 16 * sizeof(float), 16,
                        cudaMemcpyDeviceToHost);
  bool same = true;
  for (int i = 0; i < 16 * 16; ++i) same = same && out[i] == in[i];
  std::printf("round_trip: %d\n", same);
  std::printf("too_wide: %s\n", name(cudaMemcpy2DToArray(level2, 0, 0, in, 17 * sizeof(float),
                                                          17 * sizeof(float), 16,
                                                          cudaMemcpyHostToDevice)));

  // A 3D chain halves depth too; a layered one keeps its layers.
  cudaMipmappedArray_t volume, layered;
  cudaMallocMipmappedArray(&volume, &desc, make_cudaExtent(8, 4, 2), 4);
  print_level("volume_level1", volume, 1);
  print_level("volume_level3", volume, 3);
  cudaMallocMipmappedArray(&layered, &desc, make_cudaExtent(8, 8, 5), 2, cudaArrayLayered);
  print_level("layered_level1", layered, 1);

  // numLevels is clamped to the full chain (7 levels for 64x64) and to at least 1.
  cudaMipmappedArray_t clamped = nullptr, refused = nullptr;
  std::printf("too_many_levels: %s\n",
              name(cudaMallocMipmappedArray(&clamped, &desc, make_cudaExtent(64, 64, 0), 9)));
  print_level("too_many_last", clamped, 6);
  print_level("too_many_past", clamped, 7);
  cudaFreeMipmappedArray(clamped);
  std::printf("zero_levels: %s\n",
              name(cudaMallocMipmappedArray(&clamped, &desc, make_cudaExtent(64, 64, 0), 0)));
  print_level("zero_levels_first", clamped, 0);
  print_level("zero_levels_past", clamped, 1);
  cudaFreeMipmappedArray(clamped);
  std::printf("sparse_flag: %s\n", name(cudaMallocMipmappedArray(&refused, &desc, make_cudaExtent(64, 64, 0), 2, cudaArraySparse)));
  cudaArray_t level;
  std::printf("null_mipmap: %s\n", name(cudaGetMipmappedArrayLevel(&level, nullptr, 0)));
  std::printf("null_out: %s\n", name(cudaGetMipmappedArrayLevel(nullptr, mipmap, 0)));

  cudaArrayMemoryRequirements requirements;
  cudaArraySparseProperties sparse;
  std::printf("requirements: %s\n",
              name(cudaMipmappedArrayGetMemoryRequirements(&requirements, mipmap, 0)));
  std::printf("requirements_other_device: %s\n",
              name(cudaMipmappedArrayGetMemoryRequirements(&requirements, mipmap, 1)));
  std::printf("sparse: %s\n", name(cudaMipmappedArrayGetSparseProperties(&sparse, mipmap)));

  // A texture over a mipmapped array (its fetches: mipmap_texture.cu).
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeMipmappedArray;
  res.res.mipmap.mipmap = mipmap;
  cudaTextureDesc tex = {};
  tex.normalizedCoords = 1;
  cudaTextureObject_t object = 0;
  std::printf("texture: %s\n", name(cudaCreateTextureObject(&object, &res, &tex, nullptr)));
  cudaDestroyTextureObject(object);

  std::printf("free: %s\n", name(cudaFreeMipmappedArray(mipmap)));
  std::printf("free_again: %s\n", name(cudaFreeMipmappedArray(mipmap)));
  std::printf("freed_level: %s\n", name(cudaGetMipmappedArrayLevel(&level, mipmap, 0)));
  std::printf("free_null: %s\n", name(cudaFreeMipmappedArray(nullptr)));
  cudaFreeMipmappedArray(volume);
  cudaFreeMipmappedArray(layered);
  cudaGetLastError();
  return 0;
}
