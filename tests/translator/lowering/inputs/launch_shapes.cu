// Block shapes fixed by the launches: a kernel whose every launch in this unit has the same
// constant block gets a lowered body compiled for that shape (launch_shapes.py); a launch with
// another shape (here through cudaLaunchKernel, which the analysis does not see) runs the
// general body. main prints each result as a row; tests/test_cpu_lowering.py compares them
// with NumPy and with the fiber path.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#include "rows.cuh"

#define THREADS 128

__device__ float warp_total(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

// Per-block sums by warp shuffles and shared memory: blockDim is read in the second stage.
__global__ void block_total(const float* in, float* out, int n) {
  __shared__ float warp_sums[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = warp_total(i < n ? in[i] : 0.0f);
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = warp_total(lane < blockDim.x / warpSize ? warp_sums[lane] : 0.0f);
    if (lane == 0) out[blockIdx.x] = v;
  }
}

// 2-D blocks from a local dim3 that the grid's size is computed from.
__global__ void tagged(float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[y * w + x] = x + 1000.0f * y + 0.5f * (blockDim.x * blockDim.y);
}

// Launched with a block the program reads at run time.
__global__ void scaled(float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 3.0f * i + blockDim.x;
}

// Launched with two different constant blocks.
__global__ void offsets(float* out, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[base + i] = static_cast<float>(threadIdx.x);
}

// Launched with variables changed after their initializers: no constant block.
__global__ void widened(float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = static_cast<float>(blockDim.x);
}
__global__ void halved(float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = static_cast<float>(blockDim.x);
}
static void halve(dim3& block) { block.x /= 2; }

// A template launched from a template: the block is a literal all the same.
template <class T>
__global__ void ramp(T* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = T(2) * i;
}

template <class T>
static void launch_ramp(T* out, int n) {
  ramp<T><<<(n + 63) / 64, 64>>>(out, n);
}

int main(int argc, char** argv) {
  const int n = 1000;  // not a multiple of any block size used
  std::vector<float> hin(n);
  for (int i = 0; i < n; ++i) hin[i] = static_cast<float>(i % 7) - 2.5f;
  float *in, *sums;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&sums, n * sizeof(float));
  cudaMemcpy(in, hin.data(), n * sizeof(float), cudaMemcpyHostToDevice);

  block_total<<<(n + THREADS - 1) / THREADS, THREADS>>>(in, sums, n);
  print("block_total_128", download(sums, (n + THREADS - 1) / THREADS));
  int count = n;
  void* args[] = {&in, &sums, &count};
  cudaLaunchKernel(block_total, dim3((n + 63) / 64), dim3(64), args, 0, 0);
  print("block_total_64", download(sums, (n + 63) / 64));

  const int w = 37, h = 11;
  float* grid_out;
  cudaMalloc(&grid_out, w * h * sizeof(float));
  dim3 block(8, 4);  // read by printf (a copy) and to size the grid: never changed
  dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  std::printf("blocks_of_tagged %u %u\n", block.x, block.y);
  tagged<<<grid, block>>>(grid_out, w, h);
  print("tagged", download(grid_out, w * h));

  int threads = argc > 1 ? std::atoi(argv[1]) : 32;
  scaled<<<(n + threads - 1) / threads, threads>>>(sums, n);
  print("scaled", download(sums, n));

  offsets<<<(n + 31) / 32, 32>>>(sums, n / 2, 0);
  offsets<<<(n / 2 + 63) / 64, 64>>>(sums, n / 2, n / 2);
  print("offsets", download(sums, n));

  int width = 16;
  width *= 2;
  widened<<<(n + width - 1) / width, width>>>(sums, n);
  print("widened", download(sums, n));
  dim3 halves(128);
  halve(halves);
  halved<<<(n + halves.x - 1) / halves.x, halves>>>(sums, n);
  print("halved", download(sums, n));

  launch_ramp(sums, n);
  print("ramp", download(sums, n));
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
