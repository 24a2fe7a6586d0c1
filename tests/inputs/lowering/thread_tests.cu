// Per-thread tests that the CPU lowering turns into loop ranges: a test on the thread's index
// inside a region (folded to true where every thread of the block passes it), and a test on a
// warp's lane (`lane == 0`: every 32nd thread) before a barrier. main prints each result as a
// row; tests/test_cpu_lowering.py compares them with NumPy and with the fiber path.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#define BLOCK 128

// A block sum whose loads read zero past n: the last block is partly past it (not folded).
__global__ void folded_load(const float* in, float* sums, int n) {
  __shared__ float s[BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (threadIdx.x == 0) {
    float total = 0.0f;
    for (int t = 0; t < BLOCK; ++t) total += s[t];
    sums[blockIdx.x] = total;
  }
}

// Two tests folded together, one of them `>=`, in a region with other statements.
__global__ void folded_pair(int* out, int lo, int hi) {
  __shared__ int s[BLOCK];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int inside = (i >= lo) + 2 * (i < hi);
  s[threadIdx.x] = inside;
  __syncthreads();
  out[i] = s[blockDim.x - 1 - threadIdx.x];
}

// Warp sums: lane 0 of each warp writes its warp's total, then thread 0 adds the warps'.
__global__ void lane_zero(const int* in, int* out) {
  __shared__ int warp_totals[BLOCK / 32];
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  if (lane == 0) {
    int total = 0;
    for (int l = 0; l < warpSize; ++l) total += in[blockIdx.x * blockDim.x + threadIdx.x + l];
    warp_totals[warp] = total;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    int total = 0;
    for (int w = 0; w < BLOCK / 32; ++w) total += warp_totals[w];
    out[blockIdx.x] = total;
  }
}

// Residue tests of every form: %, & with a mask of low bits, a mask that is not one (tested per
// thread), a residue and modulus from the host (negative, too large), an offset index.
__global__ void residues(int* out, int m, int r, int mask) {
  __shared__ int s[BLOCK];
  s[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int by_mod = i % m;
  if (by_mod == r) s[threadIdx.x] += 1;
  __syncthreads();
  if ((threadIdx.x & mask) == 3) s[threadIdx.x] += 10;
  __syncthreads();
  unsigned char narrow = threadIdx.x % 300;
  if (narrow == 44) s[threadIdx.x] += 100;
  __syncthreads();
  out[i] = s[threadIdx.x];
}

template <class T>
static void print(const char* name, const std::vector<T>& values) {
  std::printf("%s", name);
  for (T v : values) std::printf(" %.9g", static_cast<double>(v));
  std::printf("\n");
}

int main() {
  const int blocks = 3, n = blocks * BLOCK - 37;
  std::vector<float> hin(blocks * BLOCK, 1000.0f), hsums(blocks);
  for (int i = 0; i < n; ++i) hin[i] = static_cast<float>(i % 17) - 4.0f;
  float *in, *sums;
  cudaMalloc(&in, hin.size() * sizeof(float));
  cudaMalloc(&sums, blocks * sizeof(float));
  cudaMemcpy(in, hin.data(), hin.size() * sizeof(float), cudaMemcpyHostToDevice);
  folded_load<<<blocks, BLOCK>>>(in, sums, n);
  cudaMemcpy(hsums.data(), sums, blocks * sizeof(float), cudaMemcpyDeviceToHost);
  print("folded_load", hsums);

  int* out;
  std::vector<int> hout(blocks * BLOCK);
  cudaMalloc(&out, hout.size() * sizeof(int));
  const int pairs[][2] = {{0, blocks * BLOCK}, {50, 300}, {-5, 128}, {200, 100}};
  for (const auto& pair : pairs) {
    folded_pair<<<blocks, BLOCK>>>(out, pair[0], pair[1]);
    cudaMemcpy(hout.data(), out, hout.size() * sizeof(int), cudaMemcpyDeviceToHost);
    print("folded_pair", hout);
  }

  std::vector<int> hvalues(blocks * BLOCK + 32);
  for (size_t i = 0; i < hvalues.size(); ++i) hvalues[i] = static_cast<int>(i * 7 % 11);
  int* values;
  cudaMalloc(&values, hvalues.size() * sizeof(int));
  cudaMemcpy(values, hvalues.data(), hvalues.size() * sizeof(int), cudaMemcpyHostToDevice);
  std::vector<int> htotals(blocks);
  lane_zero<<<blocks, BLOCK>>>(values, out);
  cudaMemcpy(htotals.data(), out, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  print("lane_zero", htotals);

  const int cases[][3] = {{32, 0, 7}, {5, 3, 3}, {7, 9, 15}, {-6, 2, 5}, {1000, 300, 31},
                          {3, -1, 7}, {1, 0, -1}};
  for (const auto& c : cases) {
    residues<<<blocks, BLOCK>>>(out, c[0], c[1], c[2]);
    cudaMemcpy(hout.data(), out, hout.size() * sizeof(int), cudaMemcpyDeviceToHost);
    print("residues", hout);
  }

#ifdef CUPORT_BACKEND_CPU
  // The threads residue_threads() picks, checked against every thread's test by the Python side:
  // threads, modulus, residue, offset, mask (the modulus is warpSize where it is 0 here).
  const int picks[][5] = {{128, 0, 0, 0, 0},   {128, 0, 5, 64, 0}, {100, 7, 3, 1000, 0},
                          {64, 15, 4, 3, 1},    {64, 12, 4, 0, 1},  {32, 40, 39, 1, 0},
                          {256, 3, 2, 2147483647, 0}};
  for (const auto& c : picks) {
    ::cuport::cpu::ThreadStride r =
        c[1] == 0 ? ::cuport::cpu::residue_threads<int, int>(c[0], warpSize, c[2], c[3], c[4])
                  : ::cuport::cpu::residue_threads<int, int>(c[0], c[1], c[2], c[3], c[4]);
    std::printf("residue_pick %d %d %d %d\n", r.begin, r.end, r.step, r.exact ? 1 : 0);
  }
#endif
  return 0;
}
