// Per-thread tests that the CPU lowering turns into loop ranges: a test on the thread's index
// inside a region (folded to true where every thread of the block passes it), and a test on a
// warp's lane (`lane == 0`: every 32nd thread) before a barrier. main prints each result as a
// row; tests/test_cpu_lowering.py compares them with NumPy and with the fiber path.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "rows.cuh"

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

// The same test reading an array of its region: left in that region, tested per thread (an
// array cannot live across a split: the kernel would lose its other ranges, the closing if's).
__global__ void lane_array(const int* in, int* out, int n) {
  __shared__ int firsts[BLOCK / 32];
  int lane = threadIdx.x % warpSize;
  int pair[2] = {in[blockIdx.x * blockDim.x + threadIdx.x], 1};
  if (lane == 0) firsts[threadIdx.x / 32] = pair[0] + pair[1];
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = firsts[threadIdx.x / 32];
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

// Tests on a warp's number: guards of warp operations whose threads are whole warps (their flags
// summarized without a scan), and a closing test narrowed to a run of threads.
__global__ void warp_groups(const int* in, int* out, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int warp = threadIdx.x / warpSize;
  if (warp == k) v += __shfl_down_sync(0xffffffffu, v, 1);
  if (warp >= k) v += 100 * __shfl_xor_sync(0xffffffffu, v, 2);
  out[i] = v;
  if (threadIdx.x / 16 < k) out[i] += 1000;
}

// A warp reduction's steps, every lane's value kept, in blocks whose second warp is partial: a
// lane past the block's end reads as zero (the lowering swaps v's array with its staging one).
__global__ void down_partial(const int* in, int* out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];
  for (int offset = 16; offset > 0; offset /= 2) v += __shfl_down_sync(0xffffffffu, v, offset);
  out[t] = v;
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

  lane_array<<<blocks, BLOCK>>>(values, out, blocks * BLOCK);
  cudaMemcpy(hout.data(), out, hout.size() * sizeof(int), cudaMemcpyDeviceToHost);
  print("lane_array", hout);

  const int cases[][3] = {{32, 0, 7}, {5, 3, 3}, {7, 9, 15}, {-6, 2, 5}, {1000, 300, 31},
                          {3, -1, 7}, {1, 0, -1}};
  for (const auto& c : cases) {
    residues<<<blocks, BLOCK>>>(out, c[0], c[1], c[2]);
    cudaMemcpy(hout.data(), out, hout.size() * sizeof(int), cudaMemcpyDeviceToHost);
    print("residues", hout);
  }

  for (int k = -1; k <= 4; ++k) {
    warp_groups<<<blocks, BLOCK>>>(values, out, k);
    cudaMemcpy(hout.data(), out, hout.size() * sizeof(int), cudaMemcpyDeviceToHost);
    print("warp_groups", hout);
  }

  std::vector<int> hpartial(2 * 40);
  down_partial<<<2, 40>>>(values, out);
  cudaMemcpy(hpartial.data(), out, hpartial.size() * sizeof(int), cudaMemcpyDeviceToHost);
  print("down_partial", hpartial);

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
  // quotient_threads(): threads, divisor (warpSize where 0), bound, offset; each comparison.
  const long long quotients[][4] = {{128, 0, 1, 0},  {128, 0, 0, 0},    {100, 7, 3, 5},
                                    {64, 10, 9, 0},  {64, 3, -1, 0},    {256, 5, 2, 2147483647},
                                    {64, 4, 0, 30},  {64, 16, 1LL << 62, 0}};
  for (const auto& c : quotients) {
    const unsigned threads = static_cast<unsigned>(c[0]), s = static_cast<unsigned>(c[3]);
    const int d = c[1] == 0 ? static_cast<int>(warpSize) : static_cast<int>(c[1]);
    const long long k = c[2];
    namespace cpu = ::cuport::cpu;
    const cpu::ThreadStride picks[] = {
        cpu::quotient_threads<int, int, cpu::Compare::less>(threads, d, k, s),
        cpu::quotient_threads<int, int, cpu::Compare::less_equal>(threads, d, k, s),
        cpu::quotient_threads<int, int, cpu::Compare::greater>(threads, d, k, s),
        cpu::quotient_threads<int, int, cpu::Compare::greater_equal>(threads, d, k, s),
        cpu::quotient_threads<int, int, cpu::Compare::equal>(threads, d, k, s)};
    std::printf("quotient_pick");
    for (const auto& r : picks) std::printf(" %d %d %d %d", r.begin, r.end, r.step, r.exact ? 1 : 0);
    std::printf("\n");
  }
#endif
  return 0;
}
