// Guards whose test combines (&&, ||, !) tests on a thread's x index with tests the same for a
// whole row of the block (on its y or z index): the CPU lowering finds each row's passing run
// from the tests (guard_rows) instead of a flag per thread, and falls back to the flags where a
// row's passing threads are not one run. main prints each result as a row;
// tests/test_cpu_lowering.py compares them with NumPy and with the fiber path.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "rows.cuh"

// A 5-point stencil over a w x h grid that blocks of 16 x 4 do not divide.
__global__ void edge_stencil(const float* in, float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) return;
  out[y * w + x] = in[y * w + x] + in[y * w + x - 1] + in[y * w + x + 1] +
                   in[(y - 1) * w + x] + in[(y + 1) * w + x];
}

// Columns [lo, hi) of the even rows: a run in the middle of a block's rows, none in odd rows.
__global__ void band(int* out, int w, int lo, int hi) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < lo || !(x < hi) || y % 2 == 1) return;
  out[y * w + x] = 10 * y + x;
}

// Everything but columns (lo, hi): two runs in a row where the notch is inside a block.
__global__ void notch(int* out, int w, int lo, int hi) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > lo && x < hi) return;
  out[y * w + x] = 1 + y;
}

// A 3-D block over a w x h x d box it does not divide; the z test reads threadIdx.z.
__global__ void slab(int* out, int w, int h, int d) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x >= w || y >= h || z >= d) return;
  out[(z * h + y) * w + x] = x + 100 * y + 10000 * z;
}

// A count before the test: each thread adds to it whether or not it passes.
__global__ void counted(int* out, int* count, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  atomicAdd(count, 1);
  if (x >= w || y >= h) return;
  out[y * w + x] = 7;
}

int main() {
  const int w = 45, h = 23;
  const dim3 block(16, 4), grid((w + 15) / 16, (h + 3) / 4);
  std::vector<float> hin(w * h);
  for (int i = 0; i < w * h; ++i) hin[i] = static_cast<float>(i * 7 % 13);
  float *in, *fout;
  cudaMalloc(&in, w * h * sizeof(float));
  cudaMalloc(&fout, w * h * sizeof(float));
  cudaMemcpy(in, hin.data(), w * h * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(fout, 0, w * h * sizeof(float));
  edge_stencil<<<grid, block>>>(in, fout, w, h);
  print("edge_stencil", download(fout, w * h));

  int* out;
  cudaMalloc(&out, 4 * 64 * 64 * sizeof(int));
  const int bands[][2] = {{0, 45}, {3, 40}, {17, 30}, {20, 18}, {-5, 100}};
  for (const auto& b : bands) {
    cudaMemset(out, 0, w * h * sizeof(int));
    band<<<grid, block>>>(out, w, b[0], b[1]);
    print("band", download(out, w * h));
  }
  const int notches[][2] = {{3, 9}, {15, 17}, {-1, 100}, {20, 21}};
  for (const auto& c : notches) {
    cudaMemset(out, 0, 48 * 24 * sizeof(int));
    notch<<<dim3(3, 6), block>>>(out, 48, c[0], c[1]);
    print("notch", download(out, 48 * 24));
  }

  const int sw = 13, sh = 5, sd = 7;
  cudaMemset(out, 0, 1024 * sizeof(int));
  slab<<<dim3(2, 3, 3), dim3(8, 2, 3)>>>(out, sw, sh, sd);
  print("slab", download(out, 1024));  // (past the box too: nothing is written there)

  int* count;
  cudaMalloc(&count, sizeof(int));
  cudaMemset(count, 0, sizeof(int));
  cudaMemset(out, 0, w * h * sizeof(int));
  counted<<<grid, block>>>(out, count, w, h);
  print("counted", download(out, w * h));
  print("count", download(count, 1));
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
