// Dynamic shared memory, sized at launch: one extern __shared__ byte buffer carved into arrays of
// different types, and the SharedMemory<T> helper from NVIDIA's samples that gives templated
// kernels a typed view of extern shared memory (a plain `extern __shared__ T s[]` in a template
// would redeclare one symbol with different types).
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define checkCudaErrors(call)                                                          \
  do {                                                                                 \
    cudaError_t e = (call);                                                            \
    if (e != cudaSuccess) {                                                            \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e));       \
      exit(EXIT_FAILURE);                                                              \
    }                                                                                  \
  } while (0)

template <class T>
struct SharedMemory {
  __device__ inline operator T*() {
    extern __shared__ int __smem[];
    return (T*)__smem;
  }
  __device__ inline operator const T*() const {
    extern __shared__ int __smem[];
    return (T*)__smem;
  }
};

template <>
struct SharedMemory<double> {
  __device__ inline operator double*() {
    extern __shared__ double __smem_d[];
    return (double*)__smem_d;
  }
  __device__ inline operator const double*() const {
    extern __shared__ double __smem_d[];
    return (double*)__smem_d;
  }
};

// Reverse each block's chunk through shared memory, in any element type.
template <typename T>
__global__ void reverseChunks(const T* in, T* out, int n) {
  T* sdata = SharedMemory<T>();
  int base = blockIdx.x * blockDim.x;
  int i = base + threadIdx.x;
  if (i < n) sdata[threadIdx.x] = in[i];
  __syncthreads();
  int count = min((int)blockDim.x, n - base);
  if ((int)threadIdx.x < count) out[base + threadIdx.x] = sdata[count - 1 - threadIdx.x];
}

// Two arrays of different types in one dynamic allocation: keys first, then counts.
__global__ void keyCounts(const float* values, int n, int buckets, int* outCounts, float* outSums) {
  extern __shared__ unsigned char smem[];
  float* sums = reinterpret_cast<float*>(smem);
  int* counts = reinterpret_cast<int*>(sums + buckets);
  for (int b = threadIdx.x; b < buckets; b += blockDim.x) {
    sums[b] = 0.0f;
    counts[b] = 0;
  }
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    int b = (int)values[i] % buckets;
    atomicAdd(&counts[b], 1);
    atomicAdd(&sums[b], values[i]);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < buckets; b += blockDim.x) {
    atomicAdd(&outCounts[b], counts[b]);
    atomicAdd(&outSums[b], sums[b]);
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  int buckets = argc > 2 ? atoi(argv[2]) : 37;
  std::vector<double> hd(n), rd(n);
  std::vector<int> hi(n), ri(n);
  std::vector<float> hf(n);
  for (int i = 0; i < n; ++i) {
    hd[i] = i * 0.5;
    hi[i] = i * 3 - 7;
    hf[i] = (float)(i % 1000);
  }
  double *dd, *dd2;
  int *di, *di2, *dCounts;
  float *df, *dSums;
  checkCudaErrors(cudaMalloc(&dd, n * sizeof(double)));
  checkCudaErrors(cudaMalloc(&dd2, n * sizeof(double)));
  checkCudaErrors(cudaMalloc(&di, n * sizeof(int)));
  checkCudaErrors(cudaMalloc(&di2, n * sizeof(int)));
  checkCudaErrors(cudaMalloc(&df, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&dCounts, buckets * sizeof(int)));
  checkCudaErrors(cudaMalloc(&dSums, buckets * sizeof(float)));
  checkCudaErrors(cudaMemcpy(dd, hd.data(), n * sizeof(double), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(di, hi.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemcpy(df, hf.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemset(dCounts, 0, buckets * sizeof(int)));
  checkCudaErrors(cudaMemset(dSums, 0, buckets * sizeof(float)));

  const int t1 = 192, t2 = 100;
  reverseChunks<double><<<(n + t1 - 1) / t1, t1, t1 * sizeof(double)>>>(dd, dd2, n);
  checkCudaErrors(cudaGetLastError());
  reverseChunks<int><<<(n + t2 - 1) / t2, t2, t2 * sizeof(int)>>>(di, di2, n);
  checkCudaErrors(cudaGetLastError());
  size_t smem = buckets * (sizeof(float) + sizeof(int));
  keyCounts<<<16, 128, smem>>>(df, n, buckets, dCounts, dSums);
  checkCudaErrors(cudaGetLastError());

  std::vector<int> counts(buckets);
  std::vector<float> sums(buckets);
  checkCudaErrors(cudaMemcpy(rd.data(), dd2, n * sizeof(double), cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(ri.data(), di2, n * sizeof(int), cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(counts.data(), dCounts, buckets * sizeof(int), cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(sums.data(), dSums, buckets * sizeof(float), cudaMemcpyDeviceToHost));
  FILE* f = fopen("reversed_f64.bin", "wb");
  fwrite(rd.data(), sizeof(double), n, f);
  fclose(f);
  f = fopen("reversed_i32.bin", "wb");
  fwrite(ri.data(), sizeof(int), n, f);
  fclose(f);
  f = fopen("counts.bin", "wb");
  fwrite(counts.data(), sizeof(int), buckets, f);
  fclose(f);
  f = fopen("sums.bin", "wb");
  fwrite(sums.data(), sizeof(float), buckets, f);
  fclose(f);
  cudaFree(dd);
  cudaFree(dd2);
  cudaFree(di);
  cudaFree(di2);
  cudaFree(df);
  cudaFree(dCounts);
  cudaFree(dSums);
  printf("PASSED\n");
  return 0;
}
