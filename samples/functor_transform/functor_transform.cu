// Generic kernels parameterized by functors (the Thrust idiom without Thrust): unary and binary
// transforms and a block reduction, each templated on the element type and the operation,
// instantiated for several functor types including a stateful one and a templated one.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                   \
  do {                                                                                     \
    cudaError_t err_ = (call);                                                             \
    if (err_ != cudaSuccess) {                                                             \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      std::exit(1);                                                                        \
    }                                                                                      \
  } while (0)

struct Affine {
  float a, b;
  __host__ __device__ float operator()(float x) const { return a * x + b; }
};

template <typename T>
struct Square {
  __host__ __device__ T operator()(T x) const { return x * x; }
};

struct ClampTo {
  int lo, hi;
  __host__ __device__ int operator()(int x) const { return x < lo ? lo : (x > hi ? hi : x); }
};

template <typename T>
struct Plus {
  __host__ __device__ T operator()(T a, T b) const { return a + b; }
  static __host__ __device__ T identity() { return T(0); }
};

template <typename T>
struct Maximum {
  __host__ __device__ T operator()(T a, T b) const { return a > b ? a : b; }
  static __host__ __device__ T identity() { return T(-2147483647 - 1); }
};

template <typename T, typename UnaryOp>
__global__ void transform(const T* __restrict__ in, T* __restrict__ out, int n, UnaryOp op) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    out[i] = op(in[i]);
}

template <typename T, typename BinaryOp>
__global__ void zipWith(const T* a, const T* b, T* out, int n, BinaryOp op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = op(a[i], b[i]);
}

template <typename T, typename ReduceOp, int BLOCK>
__global__ void reduce(const T* in, T* blockOut, int n, ReduceOp op) {
  __shared__ T s[BLOCK];
  T acc = ReduceOp::identity();
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x) acc = op(acc, in[i]);
  s[threadIdx.x] = acc;
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride) s[threadIdx.x] = op(s[threadIdx.x], s[threadIdx.x + stride]);
    __syncthreads();
  }
  if (threadIdx.x == 0) blockOut[blockIdx.x] = s[0];
}

template <typename T>
static void save(const char* name, const std::vector<T>& v) {
  FILE* f = fopen(name, "wb");
  fwrite(v.data(), sizeof(T), v.size(), f);
  fclose(f);
}

int main(int argc, char** argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  std::vector<float> hf(n);
  std::vector<int> hi(n), hj(n);
  unsigned s = 1000003u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    hi[i] = (int)(s >> 16) - 32768;
    hj[i] = (int)(s & 0xffff) - 32768;
    hf[i] = (float)(hi[i] / 16) * 0.5f;
  }
  float *df, *dfOut;
  int *di, *dj, *diOut, *dBlocks;
  CUDA_CHECK(cudaMalloc(&df, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dfOut, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&di, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dj, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&diOut, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dBlocks, 64 * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(df, hf.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(di, hi.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dj, hj.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  std::vector<float> affine(n);
  std::vector<int> squares(n), clamped(n), sums(n), blockMax(64), blockSum(64);
  transform<<<128, 256>>>(df, dfOut, n, Affine{4.0f, 0.25f});
  CUDA_CHECK(cudaMemcpy(affine.data(), dfOut, n * sizeof(float), cudaMemcpyDeviceToHost));
  transform<<<128, 256>>>(dj, diOut, n, ClampTo{-1000, 1000});
  CUDA_CHECK(cudaMemcpy(clamped.data(), diOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  transform<<<128, 256>>>(diOut, diOut, n, Square<int>());
  CUDA_CHECK(cudaMemcpy(squares.data(), diOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  zipWith<<<(n + 255) / 256, 256>>>(di, dj, diOut, n, Plus<int>());
  CUDA_CHECK(cudaMemcpy(sums.data(), diOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  reduce<int, Maximum<int>, 128><<<64, 128>>>(di, dBlocks, n, Maximum<int>());
  CUDA_CHECK(cudaMemcpy(blockMax.data(), dBlocks, 64 * sizeof(int), cudaMemcpyDeviceToHost));
  reduce<int, Plus<int>, 256><<<64, 256>>>(dj, dBlocks, n, Plus<int>());
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(blockSum.data(), dBlocks, 64 * sizeof(int), cudaMemcpyDeviceToHost));

  int bad = 0;
  Affine hostAffine{4.0f, 0.25f};
  for (int i = 0; i < n; ++i) bad += affine[i] != hostAffine(hf[i]);
  save("affine.bin", affine);
  save("clamped.bin", clamped);
  save("squares.bin", squares);
  save("sums.bin", sums);
  save("block_max.bin", blockMax);
  save("block_sum.bin", blockSum);
  cudaFree(df);
  cudaFree(dfOut);
  cudaFree(di);
  cudaFree(dj);
  cudaFree(diOut);
  cudaFree(dBlocks);
  printf("%s\n", bad ? "FAILED" : "PASSED");
  return bad ? 1 : 0;
}
