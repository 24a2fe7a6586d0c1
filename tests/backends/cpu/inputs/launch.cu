// Kernel launch on the CPU backend: 3-D grids and blocks, static and dynamic shared memory,
// __syncthreads in loops, in device functions and after early returns, and the launch
// configurations CUDA rejects without running anything.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void builtins(int* out) {
  int block = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  int thread = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  int* o = out + 12 * (block * blockDim.x * blockDim.y * blockDim.z + thread);
  o[0] = threadIdx.x; o[1] = threadIdx.y; o[2] = threadIdx.z;
  o[3] = blockIdx.x; o[4] = blockIdx.y; o[5] = blockIdx.z;
  o[6] = blockDim.x; o[7] = blockDim.y; o[8] = blockDim.z;
  o[9] = gridDim.x; o[10] = gridDim.y; o[11] = gridDim.z;
}

__device__ void stage(float* s, int tid, int stride) {
  if (tid < stride) s[tid] += s[tid + stride];
  __syncthreads();  // a barrier inside a device function, called from a loop
}

// Block sums with dynamic shared memory; threads past n return early before any barrier.
__global__ void blockSum(const float* in, float* out, int n) {
  extern __shared__ float sdata[];
  int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + tid;
  sdata[tid] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) stage(sdata, tid, stride);
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// Tiled transpose through a static 2-D shared tile (padded against bank conflicts, as usual).
#define TILE 16
__global__ void transpose(const int* in, int* out, int width, int height) {
  __shared__ int tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < width && y < height) tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < height && y < width) out[y * height + x] = tile[threadIdx.x][threadIdx.y];
}

// Early exit: the exited threads must not hold the others at the barrier.
__global__ void earlyExit(int* out, int live) {
  __shared__ int count;
  if (threadIdx.x == 0) count = 0;
  __syncthreads();
  if (threadIdx.x >= live) return;
  atomicAdd(&count, 1);
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = count;
}

// Two arrays of different types carved from one dynamic allocation (double first: alignment).
__global__ void carve(double* out) {
  extern __shared__ double dyn[];
  int* counts = (int*)&dyn[blockDim.x];
  dyn[threadIdx.x] = threadIdx.x * 0.5;
  counts[threadIdx.x] = threadIdx.x;
  __syncthreads();
  int other = blockDim.x - 1 - threadIdx.x;
  out[blockIdx.x * blockDim.x + threadIdx.x] = dyn[other] + counts[other];
}

// A large struct parameter qualified __grid_constant__ (CUDA 11.7+): const, and its address may
// be taken; every thread reads the launch's values.
struct Table {
  int v[1024];
};
__global__ void sumTable(__grid_constant__ const Table t, int* out) {
  const Table* p = &t;
  int s = 0;
  for (int i = threadIdx.x; i < 1024; i += blockDim.x) s += p->v[i];
  atomicAdd(out, s);
}

// Two kernels of one signature that run differently on the CPU: the first in thread loops, the
// second (a volatile local keeps it on fibers) one CUDA thread at a time.
__global__ void addOne(int* p) { p[blockIdx.x * blockDim.x + threadIdx.x] += 1; }
__global__ void addTwoOnFibers(int* p) {
  volatile int two = 2;
  p[blockIdx.x * blockDim.x + threadIdx.x] += two;
}

int main() {
  dim3 grid(3, 2, 2), block(4, 3, 2);
  const int threads = 3 * 2 * 2 * 4 * 3 * 2;
  int* d;
  cudaMalloc(&d, 12 * threads * sizeof(int));
  builtins<<<grid, block>>>(d);
  static int h[12 * 288];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  FILE* f = fopen("builtins.bin", "wb");
  fwrite(h, sizeof h, 1, f);
  fclose(f);

  const int n = 1000, bs = 256, nb = (n + bs - 1) / bs;
  static float hin[n], hout[nb];
  for (int i = 0; i < n; ++i) hin[i] = (float)(i % 17);
  float *din, *dout;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, nb * sizeof(float));
  cudaMemcpy(din, hin, sizeof hin, cudaMemcpyHostToDevice);
  blockSum<<<nb, bs, bs * sizeof(float)>>>(din, dout, n);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  printf("sums:");
  for (int b = 0; b < nb; ++b) printf(" %.0f", hout[b]);
  printf("\n");

  const int w = 40, hgt = 24;
  static int src[w * hgt], dst[w * hgt];
  for (int i = 0; i < w * hgt; ++i) src[i] = i;
  int *ds, *dd;
  cudaMalloc(&ds, sizeof src);
  cudaMalloc(&dd, sizeof dst);
  cudaMemcpy(ds, src, sizeof src, cudaMemcpyHostToDevice);
  transpose<<<dim3((w + TILE - 1) / TILE, (hgt + TILE - 1) / TILE), dim3(TILE, TILE)>>>(ds, dd, w, hgt);
  cudaMemcpy(dst, dd, sizeof dst, cudaMemcpyDeviceToHost);
  int ok = 1;
  for (int y = 0; y < hgt; ++y)
    for (int x = 0; x < w; ++x) ok &= dst[x * hgt + y] == src[y * w + x];
  printf("transpose: %d\n", ok);

  cudaMemset(d, 0xff, 2 * 64 * sizeof(int));
  earlyExit<<<2, 64>>>(d, 40);
  cudaMemcpy(h, d, 2 * 64 * sizeof(int), cudaMemcpyDeviceToHost);
  int live = 0, dead = 0;
  for (int i = 0; i < 128; ++i) {
    if (i % 64 < 40) live += h[i] == 40;
    else dead += h[i] == -1;
  }
  printf("early exit: %d %d\n", live, dead);

  double* dc;
  cudaMalloc(&dc, 2 * 32 * sizeof(double));
  carve<<<2, 32, 32 * (sizeof(double) + sizeof(int))>>>(dc);
  static double hc[64];
  cudaMemcpy(hc, dc, sizeof hc, cudaMemcpyDeviceToHost);
  double carved = 0;
  for (int i = 0; i < 64; ++i) carved += hc[i];
  printf("carve: %.1f\n", carved);

  static Table table;
  for (int i = 0; i < 1024; ++i) table.v[i] = i % 7;
  const int* dtotal;  // a pointer to const: CUDA's cudaMalloc template takes it too
  cudaMalloc(&dtotal, sizeof(int));
  cudaMemset((void*)dtotal, 0, sizeof(int));
  sumTable<<<2, 64>>>(table, (int*)dtotal);
  int total = 0;
  cudaMemcpy(&total, dtotal, sizeof total, cudaMemcpyDeviceToHost);
  printf("grid constant: %d\n", total);

  // One launch site, the kernel chosen at run time through a pointer (as benchmarks pick one of
  // several kernels): each launch runs the kernel the pointer names, the way that kernel runs.
  int* dcount;
  cudaMalloc(&dcount, 256 * sizeof(int));
  cudaMemset(dcount, 0, 256 * sizeof(int));
  for (int round = 0; round < 4; ++round) {
    void (*kernel)(int*) = round % 2 ? addTwoOnFibers : addOne;
    kernel<<<4, 64>>>(dcount);
  }
  static int hcount[256];
  cudaMemcpy(hcount, dcount, sizeof hcount, cudaMemcpyDeviceToHost);
  int each_six = 1;
  for (int i = 0; i < 256; ++i) each_six &= hcount[i] == 6;
  printf("kernel pointer: %d\n", each_six);
  printf("status: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));

  // Configurations CUDA refuses: nothing runs and the launch reports why.
  builtins<<<1, 1025>>>(d);
  printf("too many threads: %s\n", cudaGetErrorName(cudaGetLastError()));
  builtins<<<dim3(1, 0, 1), 32>>>(d);
  printf("empty grid: %s\n", cudaGetErrorName(cudaGetLastError()));
  builtins<<<1, dim3(1, 1, 65)>>>(d);
  printf("block z: %s\n", cudaGetErrorName(cudaGetLastError()));
  blockSum<<<1, 32, 1 << 20>>>(din, dout, n);
  printf("too much shared: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("after: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
