// Conway's Game of Life on a torus: each block loads its tile plus a one-cell halo (wrapping at
// the edges) into shared memory, then applies the rules; two buffers ping-pong per generation.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

#define BX 16
#define BY 16

__global__ void lifeStep(const uint8_t* __restrict__ in, uint8_t* __restrict__ out, int w, int h) {
  __shared__ uint8_t tile[BY + 2][BX + 2];
  int gx = blockIdx.x * BX + threadIdx.x;
  int gy = blockIdx.y * BY + threadIdx.y;
  // Cooperative load of (BX+2) x (BY+2) cells, wrapping around the torus.
  for (int ty = threadIdx.y; ty < BY + 2; ty += BY)
    for (int tx = threadIdx.x; tx < BX + 2; tx += BX) {
      int sx = (blockIdx.x * BX + tx - 1 + w) % w;
      int sy = (blockIdx.y * BY + ty - 1 + h) % h;
      tile[ty][tx] = in[sy * w + sx];
    }
  __syncthreads();
  if (gx >= w || gy >= h) return;
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
  int n = tile[ly - 1][lx - 1] + tile[ly - 1][lx] + tile[ly - 1][lx + 1] + tile[ly][lx - 1] +
          tile[ly][lx + 1] + tile[ly + 1][lx - 1] + tile[ly + 1][lx] + tile[ly + 1][lx + 1];
  uint8_t alive = tile[ly][lx];
  out[gy * w + gx] = (n == 3 || (alive && n == 2)) ? 1 : 0;
}

int main(int argc, char** argv) {
  int w = argc > 1 ? atoi(argv[1]) : 512;
  int h = argc > 2 ? atoi(argv[2]) : 512;
  int generations = argc > 3 ? atoi(argv[3]) : 100;
  std::vector<uint8_t> grid(w * h);
  uint32_t s = 1234567u;
  for (auto& c : grid) {
    s = s * 1664525u + 1013904223u;
    c = (s >> 28) < 5 ? 1 : 0;  // ~31% alive
  }
  uint8_t *a, *b;
  CUDA_CHECK(cudaMalloc(&a, w * h));
  CUDA_CHECK(cudaMalloc(&b, w * h));
  CUDA_CHECK(cudaMemcpy(a, grid.data(), w * h, cudaMemcpyHostToDevice));
  dim3 block(BX, BY);
  dim3 blocks((w + BX - 1) / BX, (h + BY - 1) / BY);
  std::vector<int> population;
  for (int g = 0; g < generations; ++g) {
    lifeStep<<<blocks, block>>>(a, b, w, h);
    CUDA_CHECK(cudaGetLastError());
    uint8_t* t = a;
    a = b;
    b = t;
  }
  CUDA_CHECK(cudaMemcpy(grid.data(), a, w * h, cudaMemcpyDeviceToHost));
  int alive = 0;
  for (auto c : grid) alive += c;
  printf("alive after %d generations: %d\n", generations, alive);
  FILE* f = fopen("board.bin", "wb");
  fwrite(grid.data(), 1, grid.size(), f);
  fclose(f);
  cudaFree(a);
  cudaFree(b);
  printf("PASSED\n");
  return 0;
}
