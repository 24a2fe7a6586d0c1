// CUDA 13's atomic capability queries on the CPU backend: the operations the device's atomics
// support with host memory (the same memory), CUDA's codes for bad arguments and for the missing
// peer, and a kernel and a host thread adding atomically to one counter at the same time.
#include <cuda_runtime.h>
#include <cstdio>
#include <thread>

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

__global__ void add_ones(unsigned long long* counter, int per_thread) {
  for (int i = 0; i < per_thread; ++i) atomicAdd(counter, 1ull);
}

int main() {
  const cudaAtomicOperation ops[] = {
      cudaAtomicOperationIntegerAdd, cudaAtomicOperationIntegerMin,
      cudaAtomicOperationIntegerMax, cudaAtomicOperationIntegerIncrement,
      cudaAtomicOperationIntegerDecrement, cudaAtomicOperationAnd,
      cudaAtomicOperationOr, cudaAtomicOperationXOR,
      cudaAtomicOperationExchange, cudaAtomicOperationCAS,
      cudaAtomicOperationFloatAdd, cudaAtomicOperationFloatMin,
      cudaAtomicOperationFloatMax};
  const unsigned count = sizeof(ops) / sizeof(ops[0]);
  unsigned caps[count];
  std::printf("host: %s\n", name(cudaDeviceGetHostAtomicCapabilities(caps, ops, count, 0)));
  for (unsigned i = 0; i < count; ++i) std::printf("op%u: %#x\n", (unsigned)ops[i], caps[i]);

  unsigned untouched[2] = {77, 77};
  cudaAtomicOperation bad[2] = {cudaAtomicOperationIntegerAdd, (cudaAtomicOperation)13};
  std::printf("bad_op: %s %u\n", name(cudaDeviceGetHostAtomicCapabilities(untouched, bad, 2, 0)),
              untouched[0]);
  std::printf("null_caps: %s\n", name(cudaDeviceGetHostAtomicCapabilities(nullptr, ops, 1, 0)));
  std::printf("null_ops: %s\n", name(cudaDeviceGetHostAtomicCapabilities(caps, nullptr, 1, 0)));
  std::printf("zero_count: %s\n", name(cudaDeviceGetHostAtomicCapabilities(caps, ops, 0, 0)));
  std::printf("other_device: %s\n", name(cudaDeviceGetHostAtomicCapabilities(caps, ops, 1, 1)));
  std::printf("p2p_same: %s\n", name(cudaDeviceGetP2PAtomicCapabilities(caps, ops, 1, 0, 0)));
  std::printf("p2p_other: %s\n", name(cudaDeviceGetP2PAtomicCapabilities(caps, ops, 1, 0, 1)));
  cudaGetLastError();

  // The answer above says 64-bit unsigned add is atomic across the link: a kernel and a host
  // thread add to one managed counter concurrently and no addition is lost.
  unsigned long long* counter;
  if (cudaMallocManaged(&counter, sizeof(*counter)) != cudaSuccess) return 1;
  *counter = 0;
  add_ones<<<8, 64>>>(counter, 500);
  std::thread host([counter] {
    for (int i = 0; i < 256000; ++i) __atomic_fetch_add(counter, 1ull, __ATOMIC_SEQ_CST);
  });
  host.join();
  std::printf("sync: %s\n", name(cudaDeviceSynchronize()));
  std::printf("counter: %llu\n", *counter);
  cudaFree(counter);
  return 0;
}
