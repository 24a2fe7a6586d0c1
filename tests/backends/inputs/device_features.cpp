// Portable source (already translated) that touches every device-side feature the rocm and cuda
// shims must compile: warp _sync functions with 32-bit masks, atomics, cooperative groups, fp16,
// SIMD video intrinsics, alignment qualifiers, dynamic shared memory, template and argument-less
// kernel launches. Built, never run, in tests.
#include <cuport/runtime.h>

#include <cstdio>

namespace cg = cooperative_groups;

template <class T>
__global__ void reduce(const T* in, T* out, int n) {
  CUPORT_DYNAMIC_SHARED(T, partial);
  T sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) sum += in[i];
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    sum += __shfl_down_sync(0xffffffff, sum, offset);
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x / warpSize;
  if (lane == 0) partial[warp] = sum;
  __syncthreads();
  if (threadIdx.x == 0) {
    T total = 0;
    for (int w = 0; w < (int)(blockDim.x + warpSize - 1) / warpSize; ++w) total += partial[w];
    atomicAdd(out, total);
  }
}

__global__ void votes(const int* in, unsigned long long* ballots, int* flags) {
  int v = in[threadIdx.x];
  unsigned long long b = __ballot_sync(0xffffffffu, v > 0);
  int any = __any_sync(0xffffffffu, v > 0);
  int all = __all_sync(0xffffffffu, v > 0);
  int up = __shfl_up_sync(0xffffffffu, v, 1);
  int x = __shfl_xor_sync(0xffffffffu, v, 1);
  int s = __shfl_sync(0xffffffffu, v, 0);
  __syncwarp();
  unsigned long long active = __activemask();
  if (threadIdx.x == 0) {
    ballots[0] = b;
    ballots[1] = active;
  }
  atomicMax(&flags[0], any + all + up + x + s);
  atomicMin(&flags[1], v);
  atomicExch(&flags[2], v);
  atomicCAS(&flags[3], 0, v);
  atomicOr(&flags[4], v);
  atomicAnd(&flags[5], v);
  atomicXor(&flags[6], v);
  atomicSub(&flags[7], 1);
  atomicInc(reinterpret_cast<unsigned int*>(&flags[8]), 100u);
  __threadfence();
}

__global__ void groups(float* data) {
  cg::thread_block block = cg::this_thread_block();
  float v = data[block.thread_rank()];
  block.sync();
  data[block.thread_rank()] = v * 2.0f;
}

__global__ void halves(__half* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = __float2half(__half2float(data[i]) * 2.0f + sqrtf(1.0f) + __expf(0.0f));
}

// HIP has no SIMD video intrinsics: the rocm backend takes cuport's (backends/shared).
__global__ void simd_video(const unsigned int* in, unsigned int* out) {
  struct __builtin_align__(8) Pair { unsigned int a, b; };
  __shared__ __align__(16) Pair pairs[32];
  unsigned int v = in[threadIdx.x];
  pairs[threadIdx.x % 32] = Pair{v, ~v};
  __syncthreads();
  Pair p = pairs[(threadIdx.x + 1) % 32];
  out[threadIdx.x] = __vmaxs4(p.a, 0) + __vadd2(p.a, p.b) + __vsadu4(p.a, p.b) +
                     __vcmpgtu2(p.a, p.b) + __vsetles4(p.a, p.b) + __vabsss2(p.a);
}

__constant__ float scale[4];

__global__ void no_args() {
  // Index variables passed straight to a variadic function (HIP's are property objects).
  printf("block %u of %u, thread %u of %u\n", blockIdx.x, gridDim.x, threadIdx.x, blockDim.x);
  dim3 block = blockDim;
  uint3 thread = threadIdx;
  int pred = 0;
  unsigned long long same = __match_any_sync(0xffffffffu, thread.x / 2);
  unsigned long long all = __match_all_sync(0xffffffffu, block.x, &pred);
  if (pred && same && all) printf("matched\n");
}

int main() {
  float *in = nullptr, *out = nullptr;
  if (cuportMalloc(&in, 1024 * sizeof(float)) != cuportSuccess) return 2;
  cuportMalloc(&out, sizeof(float));
  cuportMemset(out, 0, sizeof(float));
  int threads = 256;
  cuportLaunchKernelGGL((reduce<float>), dim3(4), dim3(threads), threads * sizeof(float), 0, in,
                        out, 1024);
  cuportLaunchKernelGGL(no_args, 1, 1, 0, 0);
  cuportLaunchKernelGGL(groups, 1, 64, 0, 0, in);
  auto* words = reinterpret_cast<unsigned int*>(in);
  cuportLaunchKernelGGL(simd_video, 1, 32, 0, 0, words, words + 32);
  __half half_one = __float2half_rn(1.0f);  // fp16 bit casts on the host, as CUDA allows
  if (__half_as_ushort(half_one) != 0x3c00) return 3;
  float h = 0;
  cuportMemcpy(&h, out, sizeof(float), cuportMemcpyDeviceToHost);
  cuportError_t status = cuportDeviceSynchronize();
  std::printf("%s %g\n", cuportGetErrorString(status), h);
  cuportFree(in);
  cuportFree(out);
  return status == cuportSuccess ? 0 : 1;
}
