// initcheck's seeded bugs: `initcheck CASE` runs one with its bug, `initcheck CASE fixed` the
// same code corrected. The reports expected of each bug are in initcheck.expected; a fixed run
// reports nothing.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void scale(const float* in, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * in[i];
}

// Each thread adds to a total the program never zeroed.
__global__ void accumulate(const int* in, int* total) { atomicAdd(total, in[threadIdx.x]); }

// Reads the element past what the previous kernel wrote (a stencil's right neighbour).
__global__ void fill(float* data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = 1.0f + i;
}
__global__ void right_neighbour(const float* data, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = data[i] + data[i + 1];
}

// A 2D image of which cudaMemcpy2D filled every row but the last.
__global__ void row_sums(const unsigned char* image, size_t pitch, int* sums, int width) {
  const unsigned char* row = image + threadIdx.x * pitch;
  int sum = 0;
  for (int x = 0; x < width; ++x) sum += row[x];
  sums[threadIdx.x] = sum;
}

// A template kernel reading a struct's field the host never set.
struct Particle {
  float x, v, mass;
};
template <class T>
__global__ void kinetic(const T* particles, float* energy) {
  const T& p = particles[threadIdx.x];
  energy[threadIdx.x] = 0.5f * p.mass * p.v * p.v;
}

int main(int argc, char** argv) {
  const char* which = argc > 1 ? argv[1] : "";
  const bool fixed = argc > 2 && std::strcmp(argv[2], "fixed") == 0;
  float host[256];
  for (int i = 0; i < 256; ++i) host[i] = 0.5f * i;
  if (std::strcmp(which, "never_copied") == 0) {
    float *in, *out;
    cudaMalloc(&in, 256 * sizeof(float));
    cudaMalloc(&out, 256 * sizeof(float));
    if (fixed) cudaMemcpy(in, host, 256 * sizeof(float), cudaMemcpyHostToDevice);
    scale<<<2, 128>>>(in, out, 256);
    cudaMemcpy(host, out, 256 * sizeof(float), cudaMemcpyDeviceToHost);
    cudaFree(in);
    cudaFree(out);
  } else if (std::strcmp(which, "not_zeroed") == 0) {
    int *in, *total;
    cudaMalloc(&in, 64 * sizeof(int));
    cudaMalloc(&total, sizeof(int));
    cudaMemset(in, 0, 64 * sizeof(int));
    if (fixed) cudaMemset(total, 0, sizeof(int));
    accumulate<<<1, 64>>>(in, total);
    cudaDeviceSynchronize();
    cudaFree(in);
    cudaFree(total);
  } else if (std::strcmp(which, "one_past_written") == 0) {
    float *data, *out;
    const int n = 200;
    cudaMalloc(&data, 256 * sizeof(float));
    cudaMalloc(&out, 256 * sizeof(float));
    fill<<<1, 256>>>(data, fixed ? n + 1 : n);
    right_neighbour<<<1, 256>>>(data, out, n);
    cudaDeviceSynchronize();
    cudaFree(data);
    cudaFree(out);
  } else if (std::strcmp(which, "pitched_rows") == 0) {
    unsigned char* image;
    int* sums;
    size_t pitch;
    unsigned char rows[8][60];
    std::memset(rows, 3, sizeof rows);
    cudaMallocPitch((void**)&image, &pitch, 60, 8);
    cudaMalloc(&sums, 8 * sizeof(int));
    cudaMemcpy2D(image, pitch, rows, 60, 60, fixed ? 8 : 7, cudaMemcpyHostToDevice);
    row_sums<<<1, 8>>>(image, pitch, sums, 60);
    cudaDeviceSynchronize();
    cudaFree(image);
    cudaFree(sums);
  } else if (std::strcmp(which, "struct_field") == 0) {
    Particle* particles;
    float* energy;
    Particle staged[32];
    for (int i = 0; i < 32; ++i) staged[i] = Particle{1.0f * i, 0.5f, 2.0f};
    cudaMalloc(&particles, 32 * sizeof(Particle));
    cudaMalloc(&energy, 32 * sizeof(float));
    // The bug copies only the first two fields of each particle: mass stays unset.
    for (int i = 0; i < 32; ++i)
      cudaMemcpy(particles + i, staged + i, fixed ? sizeof(Particle) : 2 * sizeof(float),
                 cudaMemcpyHostToDevice);
    kinetic<Particle><<<1, 32>>>(particles, energy);
    cudaDeviceSynchronize();
    cudaFree(particles);
    cudaFree(energy);
  } else {
    std::fprintf(stderr, "usage: initcheck CASE [fixed]\n");
    return 2;
  }
  std::printf("%s: %s\n", which, cudaGetErrorString(cudaGetLastError()));
  return 0;
}
