// Warp reductions whose results only warps' first lanes read: the CPU lowering runs the code
// between block barriers warp by warp, each step over the lanes still needed (fission.py's
// LaneDemand), where a block's rows are whole warps; elsewhere (48 threads, a lane other than
// the first reading) as usual. main prints each result as a row; tests/test_cpu_lowering.py
// compares them with NumPy and with the fiber path.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

__inline__ __device__ int warp_sum(int v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

// Block sums: each warp's sum, then warp 0 adds those (the shape of most CUDA reductions).
__global__ void block_sum(const int* in, int* out, int n) {
  __shared__ int warp_sums[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  v = warp_sum(v);
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < (blockDim.x + warpSize - 1) / warpSize ? warp_sums[lane] : 0;
    v = warp_sum(v);
    if (lane == 0) out[blockIdx.x] = v;
  }
}

// Row sums of 2-D blocks: x in [0, blockDim.x), read where x is 0.
__global__ void row_sums(const int* in, int* out) {
  int row = blockIdx.x * blockDim.y + threadIdx.y;
  int v = warp_sum(in[row * blockDim.x + threadIdx.x]);
  if (threadIdx.x == 0) out[row] = v;
}

// Warp 0 replaces its sums with the block's total; after a barrier every warp's first lane
// reads v: the warps that skipped the `if` still hold their own sums.
__global__ void total_then_read(const int* in, int* out) {
  __shared__ int warp_sums[32];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = warp_sum(in[t]);
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / warpSize ? warp_sums[lane] : 0;
    v = warp_sum(v);
  }
  __syncthreads();
  if (lane == 0) out[t / warpSize] = v;
}

// Each warp's largest value, by xor steps read only at `(threadIdx.x & 31) == 0`.
__global__ void warp_max(const int* in, int* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];
  for (int mask = 16; mask >= 1; mask >>= 1) v = max(v, __shfl_xor_sync(0xffffffffu, v, mask));
  if ((threadIdx.x & 31) == 0) out[t / 32] = v;
}

// A block's first warp's sum, read by thread 0 alone.
__global__ void first_warp(const int* in, int* out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x] * 3;
  for (unsigned offset = 16; offset > 0; offset >>= 1) v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x == 0) out[blockIdx.x] = v;
}

// Warp sums read after a barrier: every warp's first lane finds its own (an odd number of
// steps leaves each warp's sums in the same one of two arrays).
__global__ void after_barrier(const int* in, int* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
  __syncthreads();
  if (threadIdx.x % warpSize == 0) out[t / warpSize] = v;
}

// A uniform loop before the reduction, its test reading the loop's variable (the loop runs
// around the thread loop, in each warp).
__global__ void loop_first(const int* in, int* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = 0;
  for (int k = 0; k < 4; ++k) {
    if (threadIdx.x < 16 * k) v += in[t];
  }
  v = warp_sum(v);
  if (threadIdx.x % 32 == 0) out[t / 32] = v;
}

// Read at lane k: where k is not 0 the steps need every lane (the test decides at run time).
__global__ void lane_k(const int* in, int* out, int k) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x % 32 == k) out[t / 32] = v;
}

template <class T>
static void print(const char* name, const std::vector<T>& values) {
  std::printf("%s", name);
  for (T v : values) std::printf(" %d", static_cast<int>(v));
  std::printf("\n");
}

int main() {
  const int total = 4096;
  std::vector<int> hin(total);
  for (int i = 0; i < total; ++i) hin[i] = (i * 37 % 101) - 50;
  int *in, *out;
  cudaMalloc(&in, total * sizeof(int));
  cudaMalloc(&out, total * sizeof(int));
  cudaMemcpy(in, hin.data(), total * sizeof(int), cudaMemcpyHostToDevice);

  // Threads per block and n: whole warps (the last block partly past n), and blocks that are
  // not whole warps (a partial last warp).
  const int shapes[][2] = {{256, 1000}, {96, 4000}, {48, 1000}};
  for (const auto& s : shapes) {
    const int blocks = (s[1] + s[0] - 1) / s[0];
    block_sum<<<blocks, s[0]>>>(in, out, s[1]);
    std::vector<int> sums(blocks);
    cudaMemcpy(sums.data(), out, blocks * sizeof(int), cudaMemcpyDeviceToHost);
    print("block_sum", sums);
  }

  // Rows of whole warps, and of half warps (each warp two rows, only x == 0 read).
  const int rows[][2] = {{32, 4}, {64, 2}, {16, 4}};
  for (const auto& r : rows) {
    std::vector<int> sums(total / r[0]);
    row_sums<<<total / (r[0] * r[1]), dim3(r[0], r[1])>>>(in, out);
    cudaMemcpy(sums.data(), out, sums.size() * sizeof(int), cudaMemcpyDeviceToHost);
    print("row_sums", sums);
  }

  std::vector<int> warps(total / 32);
  total_then_read<<<total / 128, 128>>>(in, out);
  cudaMemcpy(warps.data(), out, warps.size() * sizeof(int), cudaMemcpyDeviceToHost);
  print("total_then_read", warps);

  warp_max<<<total / 128, 128>>>(in, out);
  cudaMemcpy(warps.data(), out, warps.size() * sizeof(int), cudaMemcpyDeviceToHost);
  print("warp_max", warps);

  std::vector<int> firsts(total / 64);
  first_warp<<<total / 64, 64>>>(in, out);
  cudaMemcpy(firsts.data(), out, firsts.size() * sizeof(int), cudaMemcpyDeviceToHost);
  print("first_warp", firsts);

  after_barrier<<<total / 256, 256>>>(in, out);
  cudaMemcpy(warps.data(), out, warps.size() * sizeof(int), cudaMemcpyDeviceToHost);
  print("after_barrier", warps);

  loop_first<<<total / 128, 128>>>(in, out);
  cudaMemcpy(warps.data(), out, warps.size() * sizeof(int), cudaMemcpyDeviceToHost);
  print("loop_first", warps);

  for (int k = 0; k < 3; ++k) {
    lane_k<<<total / 128, 128>>>(in, out, k);
    cudaMemcpy(warps.data(), out, warps.size() * sizeof(int), cudaMemcpyDeviceToHost);
    print("lane_k", warps);
  }
  return 0;
}
