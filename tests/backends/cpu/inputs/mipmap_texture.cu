// Textures over a mipmapped array on the CPU backend: tex2DLod reads the level of detail it is
// given (each level filled with its own value), clamped to the texture's mipmap level range and
// the levels that exist, blending two levels with a linear mipmap filter; tex2D reads level 0.
#include <cuda_runtime.h>
#include <cstdio>

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

__global__ void read_lods(cudaTextureObject_t t, const float* lods, float* out, int count) {
  int i = threadIdx.x;
  if (i < count) out[i] = tex2DLod<float>(t, 0.3f, 0.6f, lods[i]);
  if (i == 0) out[count] = tex2D<float>(t, 0.3f, 0.6f);
}

int main() {
  const int levels = 4;  // 8x8, 4x4, 2x2, 1x1
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaMipmappedArray_t mipmap;
  if (cudaMallocMipmappedArray(&mipmap, &desc, make_cudaExtent(8, 8, 0), levels)) return 1;
  for (int level = 0; level < levels; ++level) {
    cudaArray_t array;
    cudaGetMipmappedArrayLevel(&array, mipmap, level);
    int side = 8 >> level;
    float values[64];
    for (int i = 0; i < side * side; ++i) values[i] = 10.0f * (level + 1);
    cudaMemcpy2DToArray(array, 0, 0, values, side * sizeof(float), side * sizeof(float), side,
                        cudaMemcpyHostToDevice);
  }
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeMipmappedArray;
  res.res.mipmap.mipmap = mipmap;
  cudaTextureDesc tex = {};
  tex.addressMode[0] = tex.addressMode[1] = cudaAddressModeClamp;
  tex.filterMode = cudaFilterModePoint;
  tex.mipmapFilterMode = cudaFilterModePoint;
  tex.normalizedCoords = 1;
  tex.maxMipmapLevelClamp = levels - 1;

  const int count = 6;
  float lods_host[count] = {0.0f, 1.0f, 2.0f, 3.0f, 1.25f, 9.0f};
  float *lods, *out;
  cudaMallocManaged(&lods, sizeof(lods_host));
  cudaMallocManaged(&out, (count + 1) * sizeof(float));
  for (int i = 0; i < count; ++i) lods[i] = lods_host[i];
  auto run = [&](const char* key) {
    cudaTextureObject_t object = 0;
    cudaError_t error = cudaCreateTextureObject(&object, &res, &tex, nullptr);
    read_lods<<<1, 32>>>(object, lods, out, count);
    cudaDeviceSynchronize();
    std::printf("%s: %s", key, name(error));
    for (int i = 0; i <= count; ++i) std::printf(" %g", out[i]);
    std::printf("\n");
    cudaDestroyTextureObject(object);
  };
  run("point");  // lods 0, 1, 2, 3, 1.25 (nearest: 1), 9 (the last level); then tex2D
  tex.mipmapFilterMode = cudaFilterModeLinear;
  run("linear");  // 1.25 blends levels 1 and 2
  tex.minMipmapLevelClamp = 1;
  tex.maxMipmapLevelClamp = 2;
  run("clamped");
  tex.maxMipmapLevelClamp = 0;  // CUDA's zero default: every fetch reads level 0
  tex.minMipmapLevelClamp = 0;
  run("default_clamp");

  cudaFreeMipmappedArray(mipmap);
  cudaFree(lods);
  cudaFree(out);
  return 0;
}
