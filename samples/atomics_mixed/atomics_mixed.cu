// The integer atomic family on global and shared memory: atomicSub, atomicExch, atomicInc and
// atomicDec (wrapping counters), atomicAnd/Or/Xor, atomicMin/Max on unsigned, and atomicAdd on
// unsigned long long. Every final value is independent of the order threads arrive in.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(call)                                                          \
  do {                                                                            \
    cudaError_t err = (call);                                                     \
    if (err != cudaSuccess) {                                                     \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
      exit(1);                                                                    \
    }                                                                             \
  } while (0)

struct Counters {
  int sub;
  unsigned int inc;
  unsigned int dec;
  unsigned int andBits;
  unsigned int orBits;
  unsigned int xorBits;
  unsigned int minU;
  unsigned int maxU;
  int exch;
  unsigned long long exchSum;  // sum of every value atomicExch returned
};

__global__ void hammer(Counters* c, int n, unsigned int* blockXor) {
  __shared__ unsigned int sXor;
  if (threadIdx.x == 0) sXor = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned int h = (unsigned int)i * 2654435761u;
    atomicSub(&c->sub, i % 7);
    atomicInc(&c->inc, 999u);        // counts modulo 1000
    atomicDec(&c->dec, 4095u);       // counts down, wrapping to 4095 after 0
    atomicAnd(&c->andBits, h | 0x0f0f0f0fu);
    atomicOr(&c->orBits, h & 0x00ff0000u);
    atomicXor(&c->xorBits, h);
    atomicMin(&c->minU, h);
    atomicMax(&c->maxU, h);
    int old = atomicExch(&c->exch, i);
    atomicAdd(&c->exchSum, (unsigned long long)old);
    atomicXor(&sXor, h);
  }
  __syncthreads();
  if (threadIdx.x == 0) blockXor[blockIdx.x] = sXor;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  const int threads = 256, blocks = (n + threads - 1) / threads;
  Counters init = {0, 0u, 100u, 0xffffffffu, 0u, 0u, 0xffffffffu, 0u, -1, 0ull};
  Counters* dc;
  unsigned int* dBlockXor;
  CUDA_CHECK(cudaMalloc(&dc, sizeof(Counters)));
  CUDA_CHECK(cudaMalloc(&dBlockXor, blocks * sizeof(unsigned int)));
  CUDA_CHECK(cudaMemcpy(dc, &init, sizeof(Counters), cudaMemcpyHostToDevice));
  hammer<<<blocks, threads>>>(dc, n, dBlockXor);
  CUDA_CHECK(cudaGetLastError());
  Counters c;
  CUDA_CHECK(cudaMemcpy(&c, dc, sizeof(Counters), cudaMemcpyDeviceToHost));
  unsigned int* bx = (unsigned int*)malloc(blocks * sizeof(unsigned int));
  CUDA_CHECK(cudaMemcpy(bx, dBlockXor, blocks * sizeof(unsigned int), cudaMemcpyDeviceToHost));
  unsigned int folded = 0;
  for (int b = 0; b < blocks; ++b) folded ^= bx[b];
  // Every index was written once and every old value read once: the last writer is what remains.
  long long exchCheck = (long long)c.exchSum + c.exch - (-1) - (long long)n * (n - 1) / 2;
  printf("sub: %d\ninc: %u\ndec: %u\nand: %08x\nor: %08x\nxor: %08x\nmin: %u\nmax: %u\n", c.sub,
         c.inc, c.dec, c.andBits, c.orBits, c.xorBits, c.minU, c.maxU);
  printf("exch balance: %lld\n", exchCheck);
  printf("block xor fold: %08x\n", folded);
  free(bx);
  cudaFree(dc);
  cudaFree(dBlockXor);
  printf("%s\n", exchCheck == 0 && folded == c.xorBits ? "PASSED" : "FAILED");
  return 0;
}
