// Threads of one block that wait for each other without a barrier, as GPU code may: every
// thread of a block makes progress on a GPU. Prints each case's result; each must be PASS.
#include <cstdio>

// Thread 0 spins on a flag thread 31 (of the same warp) sets.
__global__ void flag_wait(volatile int* flag, int* out) {
  if (threadIdx.x == 0) {
    while (flag[0] == 0) {
    }
    out[0] = 1;
  } else if (threadIdx.x == 31) {
    flag[0] = 1;
  }
}

// A lock taken in turn by every thread of the block (a spin on atomicCAS with an empty body).
__global__ void lock_in_turn(int* lock, int* count) {
  while (atomicCAS(lock, 0, 1) != 0);
  const int seen = *(volatile int*)count;
  *(volatile int*)count = seen + 1;
  __threadfence();
  atomicExch(lock, 0);
}

// A fixed point over volatile memory (ECL-MIS's shape): thread i waits until thread i - 1 has
// published, so the last thread of 64 finishes only after the other 63 did.
__global__ void chain(volatile int* done, int* order) {
  const int i = threadIdx.x;
  int waiting;
  do {
    waiting = 0;
    if (i > 0 && done[i - 1] == 0) {
      waiting = 1;
    } else if (done[i] == 0) {
      order[i] = i == 0 ? 1 : order[i - 1] + 1;
      done[i] = 1;
    }
  } while (waiting);
}

int main() {
  int *flag, *out, *lock, *count, *done, *order;
  cudaMallocManaged(&flag, sizeof(int));
  cudaMallocManaged(&out, sizeof(int));
  cudaMallocManaged(&lock, sizeof(int));
  cudaMallocManaged(&count, sizeof(int));
  cudaMallocManaged(&done, 64 * sizeof(int));
  cudaMallocManaged(&order, 64 * sizeof(int));
  *flag = 0, *out = 0, *lock = 0, *count = 0;
  for (int i = 0; i < 64; ++i) done[i] = 0, order[i] = 0;
  flag_wait<<<1, 32>>>(flag, out);
  lock_in_turn<<<1, 64>>>(lock, count);
  chain<<<1, 64>>>(done, order);
  cudaDeviceSynchronize();
  std::printf("flag_wait %s\n", *out == 1 ? "PASS" : "FAIL");
  std::printf("lock_in_turn %s\n", *count == 64 ? "PASS" : "FAIL");
  std::printf("chain %s\n", order[63] == 64 ? "PASS" : "FAIL");
  return 0;
}
