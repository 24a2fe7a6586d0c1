// 3D pitched memory: cudaMalloc3D with a cudaExtent, cudaMemcpy3D from a host cudaPitchedPtr,
// cudaMemset3D, and a 7-point Laplacian kernel that walks slices (pitch * height bytes) and rows
// (pitch bytes).
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                   \
  do {                                                                                     \
    cudaError_t err = call;                                                                \
    if (err != cudaSuccess) {                                                              \
      fprintf(stderr, "CUDA error %s (%s:%d)\n", cudaGetErrorString(err), __FILE__, __LINE__); \
      exit(1);                                                                             \
    }                                                                                      \
  } while (0)

__device__ __forceinline__ int at(cudaPitchedPtr p, int x, int y, int z, int h) {
  char* slice = (char*)p.ptr + (size_t)z * p.pitch * h;
  return ((int*)(slice + (size_t)y * p.pitch))[x];
}

__global__ void laplacian(cudaPitchedPtr in, cudaPitchedPtr out, int w, int h, int d) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x <= 0 || y <= 0 || z <= 0 || x >= w - 1 || y >= h - 1 || z >= d - 1) return;
  int v = -6 * at(in, x, y, z, h) + at(in, x - 1, y, z, h) + at(in, x + 1, y, z, h) +
          at(in, x, y - 1, z, h) + at(in, x, y + 1, z, h) + at(in, x, y, z - 1, h) +
          at(in, x, y, z + 1, h);
  char* slice = (char*)out.ptr + (size_t)z * out.pitch * h;
  ((int*)(slice + (size_t)y * out.pitch))[x] = v;
}

int main(int argc, char** argv) {
  int w = argc > 1 ? atoi(argv[1]) : 128;
  int h = argc > 2 ? atoi(argv[2]) : 96;
  int d = argc > 3 ? atoi(argv[3]) : 64;
  std::vector<int> host((size_t)w * h * d);
  for (int z = 0; z < d; ++z)
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) host[((size_t)z * h + y) * w + x] = (x * x + 3 * y * z) % 1000;

  cudaExtent extent = make_cudaExtent(w * sizeof(int), h, d);
  cudaPitchedPtr dIn, dOut;
  CUDA_CHECK(cudaMalloc3D(&dIn, extent));
  CUDA_CHECK(cudaMalloc3D(&dOut, extent));
  CUDA_CHECK(cudaMemset3D(dOut, 0, extent));

  cudaMemcpy3DParms up = {0};
  up.srcPtr = make_cudaPitchedPtr(host.data(), w * sizeof(int), w, h);
  up.dstPtr = dIn;
  up.extent = extent;
  up.kind = cudaMemcpyHostToDevice;
  CUDA_CHECK(cudaMemcpy3D(&up));

  dim3 block(16, 8, 4);
  dim3 grid((w + 15) / 16, (h + 7) / 8, (d + 3) / 4);
  laplacian<<<grid, block>>>(dIn, dOut, w, h, d);
  CUDA_CHECK(cudaGetLastError());

  std::vector<int> result(host.size());
  cudaMemcpy3DParms down = {0};
  down.srcPtr = dOut;
  down.dstPtr = make_cudaPitchedPtr(result.data(), w * sizeof(int), w, h);
  down.extent = extent;
  down.kind = cudaMemcpyDeviceToHost;
  CUDA_CHECK(cudaMemcpy3D(&down));
  printf("pitch %zu for %zu-byte rows, xsize %zu ysize %zu\n", dIn.pitch, w * sizeof(int), dIn.xsize,
         dIn.ysize);
  FILE* f = fopen("laplacian.bin", "wb");
  fwrite(result.data(), sizeof(int), result.size(), f);
  fclose(f);
  CUDA_CHECK(cudaFree(dIn.ptr));
  CUDA_CHECK(cudaFree(dOut.ptr));
  printf("PASSED\n");
  return 0;
}
