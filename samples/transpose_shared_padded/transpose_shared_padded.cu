// Matrix transpose, the coalesced version from "An Efficient Matrix Transpose in CUDA C/C++":
// a 32x32 tile staged in shared memory with one column of padding (no bank conflicts), each
// thread moving TILE_DIM/BLOCK_ROWS elements. The naive copy-transpose runs alongside for timing.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

inline cudaError_t checkCuda(cudaError_t result) {
  if (result != cudaSuccess) {
    fprintf(stderr, "CUDA Runtime Error: %s\n", cudaGetErrorString(result));
    exit(1);
  }
  return result;
}

const int TILE_DIM = 32;
const int BLOCK_ROWS = 8;

__global__ void transposeNaive(float* odata, const float* idata, int width, int height) {
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height) odata[x * height + (y + j)] = idata[(y + j) * width + x];
}

__global__ void transposeNoBankConflicts(float* odata, const float* idata, int width, int height) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < width && y + j < height) tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;  // transposed block offset
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < height && y + j < width) odata[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main(int argc, char** argv) {
  const int width = argc > 1 ? atoi(argv[1]) : 1024;
  const int height = argc > 2 ? atoi(argv[2]) : 768;
  const size_t bytes = (size_t)width * height * sizeof(float);
  std::vector<float> h_in(width * height), h_naive(width * height), h_tiled(width * height);
  for (int j = 0; j < height; ++j)
    for (int i = 0; i < width; ++i) h_in[j * width + i] = (float)(j * width + i) * 0.5f;

  float *d_in, *d_out;
  checkCuda(cudaMalloc(&d_in, bytes));
  checkCuda(cudaMalloc(&d_out, bytes));
  checkCuda(cudaMemcpy(d_in, h_in.data(), bytes, cudaMemcpyHostToDevice));
  dim3 dimGrid((width + TILE_DIM - 1) / TILE_DIM, (height + TILE_DIM - 1) / TILE_DIM, 1);
  dim3 dimBlock(TILE_DIM, BLOCK_ROWS, 1);

  cudaEvent_t startEvent, stopEvent;
  checkCuda(cudaEventCreate(&startEvent));
  checkCuda(cudaEventCreate(&stopEvent));
  float ms;

  checkCuda(cudaEventRecord(startEvent, 0));
  transposeNaive<<<dimGrid, dimBlock>>>(d_out, d_in, width, height);
  checkCuda(cudaEventRecord(stopEvent, 0));
  checkCuda(cudaEventSynchronize(stopEvent));
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  printf("naive transpose: %.3f ms\n", ms);
  checkCuda(cudaMemcpy(h_naive.data(), d_out, bytes, cudaMemcpyDeviceToHost));

  checkCuda(cudaMemset(d_out, 0, bytes));
  checkCuda(cudaEventRecord(startEvent, 0));
  transposeNoBankConflicts<<<dimGrid, dimBlock>>>(d_out, d_in, width, height);
  checkCuda(cudaEventRecord(stopEvent, 0));
  checkCuda(cudaEventSynchronize(stopEvent));
  checkCuda(cudaEventElapsedTime(&ms, startEvent, stopEvent));
  printf("shared-memory transpose: %.3f ms\n", ms);
  checkCuda(cudaMemcpy(h_tiled.data(), d_out, bytes, cudaMemcpyDeviceToHost));

  bool ok = true;
  for (int j = 0; j < height && ok; ++j)
    for (int i = 0; i < width; ++i) {
      float v = h_in[j * width + i];
      if (h_naive[i * height + j] != v || h_tiled[i * height + j] != v) {
        ok = false;
        break;
      }
    }
  FILE* f = fopen("transposed.bin", "wb");
  fwrite(h_tiled.data(), sizeof(float), (size_t)width * height, f);
  fclose(f);
  f = fopen("naive.bin", "wb");
  fwrite(h_naive.data(), sizeof(float), (size_t)width * height, f);
  fclose(f);
  checkCuda(cudaEventDestroy(startEvent));
  checkCuda(cudaEventDestroy(stopEvent));
  checkCuda(cudaFree(d_in));
  checkCuda(cudaFree(d_out));
  printf("%s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
