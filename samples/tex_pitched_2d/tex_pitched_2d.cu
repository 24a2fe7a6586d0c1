// Textures over linear memory: a 2D texture bound to pitched memory (cudaMallocPitch +
// cudaMemcpy2D, cudaResourceTypePitch2D) sampled with an offset so border clamping shows, and a
// 1D texture over plain device memory (cudaResourceTypeLinear) read with tex1Dfetch as a gather.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(call)                                                                    \
  do {                                                                                 \
    cudaError_t err = call;                                                            \
    if (err != cudaSuccess) {                                                          \
      fprintf(stderr, "CUDA error %d: %s (%s:%d)\n", err, cudaGetErrorString(err), __FILE__, \
              __LINE__);                                                               \
      exit(1);                                                                         \
    }                                                                                  \
  } while (0)

__global__ void shiftRead(cudaTextureObject_t tex2d, float* out, size_t outPitch, int w, int h,
                          int shiftX, int shiftY) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float* row = (float*)((char*)out + y * outPitch);
    row[x] = tex2D<float>(tex2d, x + shiftX + 0.5f, y + shiftY + 0.5f);
  }
}

__global__ void gather(cudaTextureObject_t tex1d, const int* idx, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<int>(tex1d, idx[i]);
}

int main(int argc, char** argv) {
  int w = argc > 1 ? atoi(argv[1]) : 1000;
  int h = argc > 2 ? atoi(argv[2]) : 600;
  std::vector<float> img(w * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y * w + x] = (float)(y * 1000 + x);
  float *dImg, *dOut;
  size_t pitch, outPitch;
  CHECK(cudaMallocPitch((void**)&dImg, &pitch, w * sizeof(float), h));
  CHECK(cudaMallocPitch((void**)&dOut, &outPitch, w * sizeof(float), h));
  CHECK(cudaMemcpy2D(dImg, pitch, img.data(), w * sizeof(float), w * sizeof(float), h,
                     cudaMemcpyHostToDevice));
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof(rd));
  rd.resType = cudaResourceTypePitch2D;
  rd.res.pitch2D.devPtr = dImg;
  rd.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  rd.res.pitch2D.width = w;
  rd.res.pitch2D.height = h;
  rd.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc td;
  memset(&td, 0, sizeof(td));
  td.addressMode[0] = cudaAddressModeClamp;
  td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModePoint;
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex2d;
  CHECK(cudaCreateTextureObject(&tex2d, &rd, &td, NULL));
  dim3 block(32, 8), grid((w + 31) / 32, (h + 7) / 8);
  shiftRead<<<grid, block>>>(tex2d, dOut, outPitch, w, h, 5, -3);
  CHECK(cudaGetLastError());
  std::vector<float> shifted(w * h);
  CHECK(cudaMemcpy2D(shifted.data(), w * sizeof(float), dOut, outPitch, w * sizeof(float), h,
                     cudaMemcpyDeviceToHost));

  const int tableSize = 4096, n = 10000;
  std::vector<int> table(tableSize), idx(n), gathered(n);
  for (int i = 0; i < tableSize; ++i) table[i] = i * i - 7 * i;
  unsigned s = 9u;
  for (auto& v : idx) {
    s = s * 1664525u + 1013904223u;
    v = (int)(s % tableSize);
  }
  int *dTable, *dIdx, *dGathered;
  CHECK(cudaMalloc(&dTable, tableSize * sizeof(int)));
  CHECK(cudaMalloc(&dIdx, n * sizeof(int)));
  CHECK(cudaMalloc(&dGathered, n * sizeof(int)));
  CHECK(cudaMemcpy(dTable, table.data(), tableSize * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dIdx, idx.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  cudaResourceDesc rl;
  memset(&rl, 0, sizeof(rl));
  rl.resType = cudaResourceTypeLinear;
  rl.res.linear.devPtr = dTable;
  rl.res.linear.desc = cudaCreateChannelDesc<int>();
  rl.res.linear.sizeInBytes = tableSize * sizeof(int);
  cudaTextureDesc tl;
  memset(&tl, 0, sizeof(tl));
  tl.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex1d;
  CHECK(cudaCreateTextureObject(&tex1d, &rl, &tl, NULL));
  gather<<<(n + 255) / 256, 256>>>(tex1d, dIdx, dGathered, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(gathered.data(), dGathered, n * sizeof(int), cudaMemcpyDeviceToHost));

  printf("pitch %zu bytes for a %zu-byte row\n", pitch, w * sizeof(float));
  FILE* f = fopen("shifted.bin", "wb");
  fwrite(shifted.data(), sizeof(float), shifted.size(), f);
  fclose(f);
  f = fopen("gathered.bin", "wb");
  fwrite(gathered.data(), sizeof(int), n, f);
  fclose(f);
  CHECK(cudaDestroyTextureObject(tex2d));
  CHECK(cudaDestroyTextureObject(tex1d));
  CHECK(cudaFree(dImg));
  CHECK(cudaFree(dOut));
  CHECK(cudaFree(dTable));
  CHECK(cudaFree(dIdx));
  CHECK(cudaFree(dGathered));
  printf("PASSED\n");
  return 0;
}
