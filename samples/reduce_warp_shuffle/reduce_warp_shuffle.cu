// Block reduction with warp shuffles: each warp reduces with __shfl_down_sync, warp leaders
// park their sums in shared memory, the first warp reduces those. Written for any warpSize (the mask is __activemask(), not 0xffffffff).
#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(x)                                                          \
  do {                                                                         \
    cudaError_t status = (x);                                                  \
    if (status != cudaSuccess) {                                               \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #x,        \
              cudaGetErrorString(status));                                     \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

__inline__ __device__ float warpReduceSum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(__activemask(), val, offset);
  return val;
}

__inline__ __device__ float blockReduceSum(float val) {
  static __shared__ float shared[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  val = warpReduceSum(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  int nwarps = (blockDim.x + warpSize - 1) / warpSize;
  val = (threadIdx.x < nwarps) ? shared[lane] : 0.0f;
  if (wid == 0) val = warpReduceSum(val);
  return val;
}

__global__ void deviceReduceKernel(const float* in, float* blockSums, int n) {
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  sum = blockReduceSum(sum);
  if (threadIdx.x == 0) blockSums[blockIdx.x] = sum;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 24;
  const int threads = 512;
  const int blocks = 64;
  std::vector<float> h(n);
  uint32_t s = 99u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (s >> 8) * (1.0f / 16777216.0f);
  }
  float *d_in, *d_partial, *d_total;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_partial, blocks * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_total, sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  deviceReduceKernel<<<blocks, threads>>>(d_in, d_partial, n);
  CUDA_CHECK(cudaGetLastError());
  deviceReduceKernel<<<1, 1024>>>(d_partial, d_total, blocks);
  CUDA_CHECK(cudaGetLastError());

  std::vector<float> partial(blocks);
  float total = 0.0f;
  CUDA_CHECK(cudaMemcpy(partial.data(), d_partial, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&total, d_total, sizeof(float), cudaMemcpyDeviceToHost));

  double ref = 0.0;
  for (int i = 0; i < n; ++i) ref += h[i];
  double relErr = fabs(total - ref) / ref;
  printf("GPU sum %.6f, CPU sum %.6f, relative error %.3e\n", total, ref, relErr);

  FILE* f = fopen("sums.bin", "wb");
  fwrite(partial.data(), sizeof(float), blocks, f);
  fwrite(&total, sizeof(float), 1, f);
  fclose(f);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_partial));
  CUDA_CHECK(cudaFree(d_total));
  bool ok = relErr < 1e-5;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
