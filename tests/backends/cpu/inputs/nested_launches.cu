// Dynamic parallelism on the CPU backend: a kernel launches kernels on streams it creates and
// destroys, recursively (the cdpSimpleQuicksort shape). cudaDeviceSynchronize on the host returns
// only when every descendant grid has finished. Prints `key: value` lines.
#include <cstdio>

#define N 4096
#define LEAF 16

__device__ void insertion_sort(unsigned* data, int left, int right) {
  for (int i = left + 1; i <= right; ++i) {
    unsigned value = data[i];
    int j = i - 1;
    while (j >= left && data[j] > value) {
      data[j + 1] = data[j];
      --j;
    }
    data[j + 1] = value;
  }
}

__global__ void quicksort(unsigned* data, int left, int right, int* grids) {
  atomicAdd(grids, 1);
  if (right - left <= LEAF) {
    insertion_sort(data, left, right);
    return;
  }
  unsigned pivot = data[(left + right) / 2];
  int i = left, j = right;
  while (i <= j) {
    while (data[i] < pivot) ++i;
    while (data[j] > pivot) --j;
    if (i <= j) {
      unsigned t = data[i];
      data[i++] = data[j];
      data[j--] = t;
    }
  }
  if (left < j) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    quicksort<<<1, 1, 0, s>>>(data, left, j, grids);
    cudaStreamDestroy(s);
  }
  if (i < right) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    quicksort<<<1, 1, 0, s>>>(data, i, right, grids);
    cudaStreamDestroy(s);
  }
}

int main() {
  static unsigned values[N];
  unsigned state = 2463534242u;
  for (int i = 0; i < N; i++) {
    state ^= state << 13, state ^= state >> 17, state ^= state << 5;
    values[i] = state % 100000;
  }
  unsigned* data;
  int* grids;
  cudaMalloc(&data, sizeof values);
  cudaMalloc(&grids, sizeof(int));
  cudaMemset(grids, 0, sizeof(int));
  cudaMemcpy(data, values, sizeof values, cudaMemcpyHostToDevice);
  quicksort<<<1, 1>>>(data, 0, N - 1, grids);
  printf("sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  static unsigned sorted[N];
  int count = 0;
  cudaMemcpy(sorted, data, sizeof sorted, cudaMemcpyDeviceToHost);
  cudaMemcpy(&count, grids, sizeof(int), cudaMemcpyDeviceToHost);
  int out_of_order = 0;
  for (int i = 1; i < N; i++) out_of_order += sorted[i - 1] > sorted[i];
  printf("out_of_order: %d\n", out_of_order);
  printf("nested_grids: %d\n", count > 1);
  return 0;
}
