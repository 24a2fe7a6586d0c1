// Counter-based random numbers: Philox-4x32-10 (Salmon et al., SC'11) in device code. Thread i
// encrypts counter (i, round, 0, 0) under a 64-bit key, so streams are reproducible whatever the
// launch shape. Writes the raw words and a per-block count of words whose top bit is set.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                              \
  do {                                                                                \
    cudaError_t s_ = (call);                                                          \
    if (s_ != cudaSuccess) {                                                          \
      fprintf(stderr, "%s failed at %s:%d: %s\n", #call, __FILE__, __LINE__,        \
              cudaGetErrorString(s_));                                                \
      exit(1);                                                                        \
    }                                                                                 \
  } while (0)

namespace philox {
constexpr uint32_t M0 = 0xD2511F53u;
constexpr uint32_t M1 = 0xCD9E8D57u;
constexpr uint32_t W0 = 0x9E3779B9u;
constexpr uint32_t W1 = 0xBB67AE85u;

__device__ __forceinline__ uint4 round(uint4 c, uint2 k) {
  uint32_t hi0 = __umulhi(M0, c.x), lo0 = M0 * c.x;
  uint32_t hi1 = __umulhi(M1, c.z), lo1 = M1 * c.z;
  return make_uint4(hi1 ^ c.y ^ k.x, lo1, hi0 ^ c.w ^ k.y, lo0);
}

__device__ uint4 philox4x32_10(uint4 counter, uint2 key) {
#pragma unroll
  for (int r = 0; r < 10; ++r) {
    counter = round(counter, key);
    key.x += W0;
    key.y += W1;
  }
  return counter;
}
}  // namespace philox

__global__ void generate(uint4* out, unsigned int* topBits, int perThread, unsigned long long seed) {
  __shared__ unsigned int blockCount;
  if (threadIdx.x == 0) blockCount = 0;
  __syncthreads();
  const unsigned int gid = blockIdx.x * blockDim.x + threadIdx.x;
  const uint2 key = make_uint2((uint32_t)seed, (uint32_t)(seed >> 32));
  unsigned int mine = 0;
  for (int r = 0; r < perThread; ++r) {
    uint4 v = philox::philox4x32_10(make_uint4(gid, (unsigned)r, 0u, 0u), key);
    out[(size_t)gid * perThread + r] = v;
    mine += (v.x >> 31) + (v.y >> 31) + (v.z >> 31) + (v.w >> 31);
  }
  atomicAdd(&blockCount, mine);
  __syncthreads();
  if (threadIdx.x == 0) topBits[blockIdx.x] = blockCount;
}

int main(int argc, char** argv) {
  const int blocks = argc > 1 ? atoi(argv[1]) : 64;
  const int perThread = argc > 2 ? atoi(argv[2]) : 16;
  const int threads = 128;
  const unsigned long long seed = 0x123456789abcdefULL;
  size_t words = (size_t)blocks * threads * perThread;
  uint4* dOut;
  unsigned int* dTop;
  CUDA_CHECK(cudaMalloc(&dOut, words * sizeof(uint4)));
  CUDA_CHECK(cudaMalloc(&dTop, blocks * sizeof(unsigned int)));
  generate<<<blocks, threads>>>(dOut, dTop, perThread, seed);
  CUDA_CHECK(cudaGetLastError());
  std::vector<uint4> out(words);
  std::vector<unsigned int> top(blocks);
  CUDA_CHECK(cudaMemcpy(out.data(), dOut, words * sizeof(uint4), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(top.data(), dTop, blocks * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  unsigned long long ones = 0;
  for (unsigned int t : top) ones += t;
  double frac = (double)ones / (4.0 * words);
  printf("fraction of words with the top bit set: %.4f\n", frac);
  FILE* f = fopen("philox.bin", "wb");
  fwrite(out.data(), sizeof(uint4), words, f);
  fclose(f);
  f = fopen("topbits.bin", "wb");
  fwrite(top.data(), sizeof(unsigned int), blocks, f);
  fclose(f);
  cudaFree(dOut);
  cudaFree(dTop);
  bool ok = frac > 0.45 && frac < 0.55;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
