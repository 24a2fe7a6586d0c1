// 3x3 box blur reading a cudaArray through a texture object: point sampling, unnormalized
// coordinates, clamp addressing at the borders (the texture unit handles the edges).
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define checkCudaErrors(call)                                                            \
  do {                                                                                   \
    cudaError_t err = (call);                                                            \
    if (err != cudaSuccess) {                                                            \
      fprintf(stderr, "checkCudaErrors() failed at %s:%d: %s\n", __FILE__, __LINE__,     \
              cudaGetErrorString(err));                                                  \
      exit(EXIT_FAILURE);                                                                \
    }                                                                                    \
  } while (0)

__global__ void boxBlur(cudaTextureObject_t tex, float* out, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  float sum = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) sum += tex2D<float>(tex, x + dx + 0.5f, y + dy + 0.5f);
  out[y * width + x] = sum / 9.0f;
}

int main(int argc, char** argv) {
  int width = argc > 1 ? atoi(argv[1]) : 512;
  int height = argc > 2 ? atoi(argv[2]) : 512;
  std::vector<float> img((size_t)width * height);
  unsigned s = 600613u;
  for (auto& p : img) {
    s = s * 1664525u + 1013904223u;
    p = (float)(s >> 24);
  }
  cudaChannelFormatDesc channelDesc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  cudaArray_t cuArray;
  checkCudaErrors(cudaMallocArray(&cuArray, &channelDesc, width, height));
  checkCudaErrors(cudaMemcpy2DToArray(cuArray, 0, 0, img.data(), width * sizeof(float),
                                      width * sizeof(float), height, cudaMemcpyHostToDevice));
  struct cudaResourceDesc resDesc;
  memset(&resDesc, 0, sizeof(resDesc));
  resDesc.resType = cudaResourceTypeArray;
  resDesc.res.array.array = cuArray;
  struct cudaTextureDesc texDesc;
  memset(&texDesc, 0, sizeof(texDesc));
  texDesc.addressMode[0] = cudaAddressModeClamp;
  texDesc.addressMode[1] = cudaAddressModeClamp;
  texDesc.filterMode = cudaFilterModePoint;
  texDesc.readMode = cudaReadModeElementType;
  texDesc.normalizedCoords = 0;
  cudaTextureObject_t texObj = 0;
  checkCudaErrors(cudaCreateTextureObject(&texObj, &resDesc, &texDesc, NULL));

  float* d_out;
  checkCudaErrors(cudaMalloc(&d_out, img.size() * sizeof(float)));
  dim3 block(16, 16);
  dim3 grid((width + 15) / 16, (height + 15) / 16);
  boxBlur<<<grid, block>>>(texObj, d_out, width, height);
  checkCudaErrors(cudaGetLastError());
  std::vector<float> out(img.size());
  checkCudaErrors(cudaMemcpy(out.data(), d_out, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
  FILE* f = fopen("blur.bin", "wb");
  fwrite(out.data(), sizeof(float), out.size(), f);
  fclose(f);
  checkCudaErrors(cudaDestroyTextureObject(texObj));
  checkCudaErrors(cudaFreeArray(cuArray));
  checkCudaErrors(cudaFree(d_out));
  printf("box blur %dx%d through a texture object\nPASSED\n", width, height);
  return 0;
}
