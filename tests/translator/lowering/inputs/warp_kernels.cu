// Warp operations in the shapes the CPU lowering splits into thread loops: shuffles in helper
// functions (inlined first), votes, scans, guarded and exited lanes, __syncwarp. Every result
// is defined by CUDA's rules, so the lowered and fiber paths must print the same.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "rows.cuh"

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      std::printf("error %s at line %d\n", cudaGetErrorString(e_), __LINE__); \
      return 1;                                                                \
    }                                                                          \
  } while (0)

template <typename T>
__device__ T warpReduceSum(T val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

// The classic two-stage block reduction, helpers calling helpers.
template <typename T>
__device__ T blockReduceSum(T val) {
  static __shared__ T shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  val = warpReduceSum(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0;
  if (wid == 0) val = warpReduceSum(val);
  return val;
}

__global__ void block_reduce(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int total = blockReduceSum<int>(v);
  if (threadIdx.x == 0) out[blockIdx.x] = total;
}

// Every lane gets the warp's total (butterfly), and lane 0's value (broadcast) in a block
// whose second warp is partial.
__global__ void butterfly(const int* in, int* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];
  int first = __shfl_sync(0xffffffff, v, 0);
  for (int mask = 16; mask >= 1; mask >>= 1) v += __shfl_xor_sync(0xffffffff, v, mask, 32);
  out[t] = v * 1000 + first;
}

// Inclusive scan within each warp.
__global__ void warp_scan(const int* in, int* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[t];
  for (int offset = 1; offset < 32; offset <<= 1) {
    int up = __shfl_up_sync(0xffffffff, v, offset);
    if (lane >= offset) v += up;
  }
  out[t] = v;
}

// Votes, one of them by the even lanes only (the odd lanes are not in the ballot).
__global__ void votes(const int* in, int* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int p = in[t] % 3 == 0;
  unsigned all_lanes = __ballot_sync(0xffffffff, p);
  int any = __any_sync(0xffffffff, in[t] > 90);
  int all = __all_sync(0xffffffff, in[t] >= 0);
  int even = -1;
  if (threadIdx.x % 2 == 0) even = __popc(__ballot_sync(0x55555555, p));
  out[t] = __popc(all_lanes) * 10000 + any * 1000 + all * 100 + even;
}

// Threads past n leave early; whole warps of the last block have left before the shuffles.
__global__ void early_exit(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = warpReduceSum(in[i]);
  if ((threadIdx.x & 31) == 0) out[i / 32] = v;
}

// Lanes exchange through shared memory, ordered by __syncwarp.
__global__ void syncwarp_exchange(const int* in, int* out) {
  __shared__ int slots[64];
  int t = threadIdx.x;
  slots[t] = in[blockIdx.x * 64 + t] * 3;
  __syncwarp();
  out[blockIdx.x * 64 + t] = slots[t ^ 1] - slots[t];
}

// Segments of 8 lanes (width 8) in blocks of 36 threads: the second warp has 4 lanes; a lane
// whose source is outside its segment reads its own value, one whose source is past the warp's
// end reads 0 (undefined in CUDA; what the fiber path gives).
__global__ void segments(const int* in, int* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];
  int down = __shfl_down_sync(0xffffffff, v, 3, 8);
  int up = __shfl_up_sync(0xffffffff, v, 2, 8);
  out[t] = down * 1000 + up;
}

template <class T>
static T* device_copy(const std::vector<T>& host) {
  T* device = nullptr;
  if (cudaMalloc(&device, host.size() * sizeof(T)) != cudaSuccess) return nullptr;
  cudaMemcpy(device, host.data(), host.size() * sizeof(T), cudaMemcpyHostToDevice);
  return device;
}

template <class T>
static std::vector<T> host_copy(const T* device, std::size_t count) {
  std::vector<T> host(count);
  cudaMemcpy(host.data(), device, count * sizeof(T), cudaMemcpyDeviceToHost);
  return host;
}

int main() {
  const int n = 5000, blocks = (n + 255) / 256;
  std::vector<int> values(n);
  for (int i = 0; i < n; ++i) values[i] = (i * 13) % 101;
  int* in = device_copy(values);
  int* sums = device_copy(std::vector<int>(blocks, -1));
  block_reduce<<<blocks, 256>>>(in, sums, n);
  CHECK(cudaGetLastError());
  print("block_reduce", host_copy(sums, blocks));

  int* out = device_copy(std::vector<int>(n, -1));
  butterfly<<<4, 64>>>(in, out);
  CHECK(cudaGetLastError());
  print("butterfly", host_copy(out, 256));

  warp_scan<<<3, 96>>>(in, out);
  CHECK(cudaGetLastError());
  print("warp_scan", host_copy(out, 288));

  votes<<<2, 128>>>(in, out);
  CHECK(cudaGetLastError());
  print("votes", host_copy(out, 256));

  std::vector<float> floats(320);
  for (int i = 0; i < 320; ++i) floats[i] = static_cast<float>(i % 9) * 0.5f;
  float* fin = device_copy(floats);
  float* fout = device_copy(std::vector<float>(16, -1.0f));
  early_exit<<<3, 128>>>(fin, fout, 320);
  CHECK(cudaGetLastError());
  print("early_exit", host_copy(fout, 16));

  segments<<<2, 36>>>(in, out);
  CHECK(cudaGetLastError());
  print("segments", host_copy(out, 72));

  syncwarp_exchange<<<2, 64>>>(in, out);
  CHECK(cudaDeviceSynchronize());
  print("syncwarp_exchange", host_copy(out, 128));
  std::printf("done\n");
  return 0;
}
