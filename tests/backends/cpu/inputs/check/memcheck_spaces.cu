// memcheck's seeded bugs in shared and local memory, __device__ variables, freed memory and the
// host API: `memcheck_spaces CASE` runs one with its bug, `memcheck_spaces CASE fixed` corrected.
// The reports expected of each bug are in memcheck_spaces.expected; a fixed run reports nothing.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__device__ int lookup[8];

// The launch gives `launched` floats of dynamic shared memory; the kernel uses blockDim.x + 1.
__global__ void neighbour_sum(const float* in, float* out) {
  extern __shared__ float tile[];
  tile[threadIdx.x] = in[threadIdx.x];
  if (threadIdx.x == 0) tile[blockDim.x] = 0.0f;
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x] + tile[threadIdx.x + 1];
}

// A 2D tile with a halo column; the bug reads one column further, past the last row's end.
template <int Tile>
__global__ void shift_tile(const float* in, float* out, int halo) {
  __shared__ float tile[Tile][Tile + 1];
  const int x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = in[y * Tile + x];
  if (x == Tile - 1) tile[y][Tile] = 0.0f;
  __syncthreads();
  out[y * Tile + x] = tile[y][x + 1] + tile[Tile - 1][x + 1 + halo];
}

// Two arrays in one declaration; the bug's last thread writes one element past the second.
__global__ void pair_sums(float* out, int past) {
  __shared__ float left[32], right[32];
  left[threadIdx.x] = 1.0f;
  right[threadIdx.x + (threadIdx.x == 31 ? past : 0)] = 2.0f;
  __syncthreads();
  out[threadIdx.x] = left[threadIdx.x] + right[threadIdx.x % 31];
}

__global__ void rotate_local(int* out, int period) {
  int window[4] = {1, 2, 3, 4};
  out[threadIdx.x] = window[threadIdx.x % period];
}

__global__ void read_lookup(int* out) { out[threadIdx.x] = lookup[threadIdx.x]; }

__global__ void fill(float* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = 1.0f;
}

int main(int argc, char** argv) {
  const char* which = argc > 1 ? argv[1] : "";
  const bool fixed = argc > 2 && std::strcmp(argv[2], "fixed") == 0;
  const int bug = fixed ? 0 : 1;
  if (std::strcmp(which, "dynamic_shared") == 0) {
    float *in, *out;
    cudaMalloc(&in, 64 * sizeof(float));
    cudaMalloc(&out, 64 * sizeof(float));
    cudaMemset(in, 0, 64 * sizeof(float));
    neighbour_sum<<<1, 64, (65 - bug) * sizeof(float)>>>(in, out);
    cudaDeviceSynchronize();
    cudaFree(in);
    cudaFree(out);
  } else if (std::strcmp(which, "static_shared") == 0) {
    float *in, *out;
    cudaMalloc(&in, 256 * sizeof(float));
    cudaMalloc(&out, 256 * sizeof(float));
    cudaMemset(in, 0, 256 * sizeof(float));
    shift_tile<16><<<1, dim3(16, 16)>>>(in, out, bug);
    cudaDeviceSynchronize();
    cudaFree(in);
    cudaFree(out);
  } else if (std::strcmp(which, "declared_together") == 0) {
    float* out;
    cudaMalloc(&out, 32 * sizeof(float));
    pair_sums<<<1, 32>>>(out, bug);
    cudaDeviceSynchronize();
    cudaFree(out);
  } else if (std::strcmp(which, "local_array") == 0) {
    int* out;
    cudaMalloc(&out, 8 * sizeof(int));
    rotate_local<<<1, 8>>>(out, 4 + bug);
    cudaDeviceSynchronize();
    cudaFree(out);
  } else if (std::strcmp(which, "device_variable") == 0) {
    int* out;
    cudaMalloc(&out, 16 * sizeof(int));
    read_lookup<<<1, 8 + bug>>>(out);
    cudaDeviceSynchronize();
    cudaFree(out);
  } else if (std::strcmp(which, "use_after_free") == 0) {
    float* p;
    cudaMalloc(&p, 256 * sizeof(float));
    if (bug) cudaFree(p);
    fill<<<2, 128>>>(p, 256);
    cudaDeviceSynchronize();
    if (!bug) cudaFree(p);
  } else if (std::strcmp(which, "null_pointer") == 0) {
    float* p;
    cudaMalloc(&p, 64 * sizeof(float));
    fill<<<1, 64>>>(bug ? nullptr : p, 64);
    cudaDeviceSynchronize();
    cudaFree(p);
  } else if (std::strcmp(which, "double_free") == 0) {
    float* p;
    cudaMalloc(&p, 64);
    cudaFree(p);
    if (bug) cudaFree(p);
  } else if (std::strcmp(which, "interior_free") == 0) {
    char* p;
    cudaMalloc(&p, 64);
    cudaFree(p + 16 * bug);
    if (bug) cudaFree(p);
  } else if (std::strcmp(which, "host_pointer_free") == 0) {
    float* host = static_cast<float*>(std::malloc(64));
    float* device;
    cudaMalloc(&device, 64);
    cudaFree(bug ? host : device);
    if (bug) cudaFree(device);
    std::free(host);
  } else if (std::strcmp(which, "free_host_of_device") == 0) {
    float *pinned, *device;
    cudaMallocHost(&pinned, 64);
    cudaMalloc(&device, 64);
    cudaFreeHost(bug ? device : pinned);
    if (bug) cudaFreeHost(pinned);
    cudaFree(device);
  } else if (std::strcmp(which, "leak") == 0) {
    float *kept, *scratch;
    cudaMalloc(&kept, 4096);
    cudaMalloc(&scratch, 1000);
    fill<<<1, 250>>>(scratch, 250);
    cudaDeviceSynchronize();
    cudaFree(kept);
    if (!bug) cudaFree(scratch);
  } else {
    std::fprintf(stderr, "usage: memcheck_spaces CASE [fixed]\n");
    return 2;
  }
  std::printf("%s: %s\n", which, cudaGetErrorString(cudaGetLastError()));
  return 0;
}
