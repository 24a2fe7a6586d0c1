// memcheck's seeded bugs in global memory: `memcheck_global CASE` runs one with its bug,
// `memcheck_global CASE fixed` the same kernel corrected. The reports expected of each bug are in
// memcheck_global.expected; a fixed run reports nothing.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float* x, float* y, int slack) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n + slack) y[i] = a * x[i] + y[i];
}

__global__ void shift_left(int n, const int* in, int* out, int first) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i - 1 + first];
}

// 2D: rows of `width` floats, indexed with the pitch the bug gets wrong.
__global__ void transpose(const float* in, float* out, int width, int height, int pitch) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) out[x * height + y] = in[y * pitch + x];
}

__global__ void scale_volume(float* v, int nx, int ny, int nz, int z_end) {
  int x = threadIdx.x, y = threadIdx.y, z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < nx && y < ny && z < z_end) v[(z * ny + y) * nx + x] *= 2.0f;
}

template <typename T>
__global__ void accumulate(const T* in, T* total, int n) {
  T sum = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x) sum += in[i];
  total[threadIdx.x] = sum;
}

__device__ __forceinline__ void store_scaled(float* out, int at, float value) {
  out[at] = 2.0f * value;
}

__global__ void scale_by_helper(const float* in, float* out, int n, int offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) store_scaled(out, i + offset, in[i]);
}

__global__ void histogram(const int* keys, int n, unsigned* bins, int bin_count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[keys[i] % bin_count], 1u);
}

__global__ void grid_stride_copy(const double* in, double* out, int n, int last) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i <= last; i += gridDim.x * blockDim.x)
    out[i] = in[i];
}

__global__ void warp_sums(const int* in, int* sums) {
  int lane = threadIdx.x % 32;
  int value = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2) value += __shfl_down_sync(0xffffffffu, value, offset);
  if (lane == 0) sums[blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32 + 1] = value;
}

int main(int argc, char** argv) {
  const char* which = argc > 1 ? argv[1] : "";
  const bool fixed = argc > 2 && std::strcmp(argv[2], "fixed") == 0;
  const int bug = fixed ? 0 : 1;
  if (std::strcmp(which, "past_end") == 0) {
    int n = 1000;
    float *x, *y;
    cudaMalloc(&x, n * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMemset(x, 0, n * sizeof(float));
    cudaMemset(y, 0, n * sizeof(float));
    saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y, bug);
    cudaDeviceSynchronize();
    cudaFree(x);
    cudaFree(y);
  } else if (std::strcmp(which, "before_start") == 0) {
    int n = 64, *in, *out;
    cudaMalloc(&in, n * sizeof(int));
    cudaMalloc(&out, n * sizeof(int));
    cudaMemset(in, 0, n * sizeof(int));
    shift_left<<<1, 64>>>(n, in, out, 1 - bug);
    cudaDeviceSynchronize();
    cudaFree(in);
    cudaFree(out);
  } else if (std::strcmp(which, "pitch_2d") == 0) {
    int width = 40, height = 24;
    float *in, *out;
    cudaMalloc(&in, width * height * sizeof(float));
    cudaMalloc(&out, width * height * sizeof(float));
    cudaMemset(in, 0, width * height * sizeof(float));
    transpose<<<dim3(3, 2), dim3(16, 16)>>>(in, out, width, height, width + bug);
    cudaDeviceSynchronize();
    cudaFree(in);
    cudaFree(out);
  } else if (std::strcmp(which, "volume_3d") == 0) {
    int nx = 8, ny = 4, nz = 6;
    float* v;
    cudaMalloc(&v, nx * ny * nz * sizeof(float));
    cudaMemset(v, 0, nx * ny * nz * sizeof(float));
    scale_volume<<<dim3(1, 1, 4), dim3(8, 4, 2)>>>(v, nx, ny, nz, nz + bug);
    cudaDeviceSynchronize();
    cudaFree(v);
  } else if (std::strcmp(which, "template") == 0) {
    int n = 100;
    double *in, *total;
    cudaMalloc(&in, (n - bug) * sizeof(double));
    cudaMalloc(&total, 32 * sizeof(double));
    cudaMemset(in, 0, (n - bug) * sizeof(double));
    accumulate<double><<<1, 32>>>(in, total, n);
    cudaDeviceSynchronize();
    cudaFree(in);
    cudaFree(total);
  } else if (std::strcmp(which, "helper") == 0) {
    int n = 128;
    float *in, *out;
    cudaMalloc(&in, n * sizeof(float));
    cudaMalloc(&out, n * sizeof(float));
    cudaMemset(in, 0, n * sizeof(float));
    scale_by_helper<<<2, 64>>>(in, out, n, 2 * bug);
    cudaDeviceSynchronize();
    cudaFree(in);
    cudaFree(out);
  } else if (std::strcmp(which, "atomic") == 0) {
    int n = 256, bin_count = 16;
    int host[256];
    for (int i = 0; i < n; ++i) host[i] = i;
    int* keys;
    unsigned* bins;
    cudaMalloc(&keys, n * sizeof(int));
    cudaMalloc(&bins, (bin_count - bug) * sizeof(unsigned));
    cudaMemcpy(keys, host, sizeof host, cudaMemcpyHostToDevice);
    cudaMemset(bins, 0, (bin_count - bug) * sizeof(unsigned));
    histogram<<<2, 128>>>(keys, n, bins, bin_count);
    cudaDeviceSynchronize();
    cudaFree(keys);
    cudaFree(bins);
  } else if (std::strcmp(which, "grid_stride") == 0) {
    int n = 5000;
    double *in, *out;
    cudaMalloc(&in, n * sizeof(double));
    cudaMalloc(&out, n * sizeof(double));
    cudaMemset(in, 0, n * sizeof(double));
    grid_stride_copy<<<4, 128>>>(in, out, n, n - 1 + bug);
    cudaDeviceSynchronize();
    cudaFree(in);
    cudaFree(out);
  } else if (std::strcmp(which, "warp") == 0) {
    int *in, *sums;
    cudaMalloc(&in, 256 * sizeof(int));
    cudaMalloc(&sums, 8 * sizeof(int));
    cudaMemset(in, 0, 256 * sizeof(int));
    warp_sums<<<2, 128>>>(in, sums - (1 - bug));
    cudaDeviceSynchronize();
    cudaFree(in);
    cudaFree(sums);
  } else if (std::strcmp(which, "managed") == 0) {
    int n = 96;
    float *x, *y;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&y, (n - bug) * sizeof(float));
    for (int i = 0; i < n; ++i) x[i] = 1.0f;
    for (int i = 0; i < n - bug; ++i) y[i] = 1.0f;
    saxpy<<<1, 96>>>(n, 2.0f, x, y, 0);
    cudaDeviceSynchronize();
    cudaFree(x);
    cudaFree(y);
  } else {
    std::fprintf(stderr, "usage: memcheck_global CASE [fixed]\n");
    return 2;
  }
  std::printf("%s: %s\n", which, cudaGetErrorString(cudaGetLastError()));
  return 0;
}
