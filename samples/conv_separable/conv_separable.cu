// Separable convolution (after NVIDIA's convolutionSeparable sample): a row pass and a column
// pass, each staging its tile and apron in shared memory, Gaussian-like weights in __constant__.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define checkCudaErrors(call)                                                      \
  do {                                                                             \
    cudaError_t st = (call);                                                       \
    if (st != cudaSuccess) {                                                       \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorName(st), __FILE__, __LINE__); \
      exit(EXIT_FAILURE);                                                          \
    }                                                                              \
  } while (0)

#define KERNEL_RADIUS 4
#define KERNEL_LENGTH (2 * KERNEL_RADIUS + 1)
#define ROWS_BLOCKDIM_X 32
#define ROWS_BLOCKDIM_Y 4
#define COLUMNS_BLOCKDIM_X 32
#define COLUMNS_BLOCKDIM_Y 8

__constant__ float c_Kernel[KERNEL_LENGTH];

__global__ void convolutionRowsKernel(float* d_Dst, const float* d_Src, int imageW, int imageH) {
  __shared__ float s_Data[ROWS_BLOCKDIM_Y][ROWS_BLOCKDIM_X + 2 * KERNEL_RADIUS];
  const int x = blockIdx.x * ROWS_BLOCKDIM_X + threadIdx.x;
  const int y = blockIdx.y * ROWS_BLOCKDIM_Y + threadIdx.y;
  const int row = min(y, imageH - 1);
  for (int i = threadIdx.x; i < ROWS_BLOCKDIM_X + 2 * KERNEL_RADIUS; i += ROWS_BLOCKDIM_X) {
    int gx = blockIdx.x * ROWS_BLOCKDIM_X + i - KERNEL_RADIUS;
    s_Data[threadIdx.y][i] = (gx >= 0 && gx < imageW) ? d_Src[row * imageW + gx] : 0.0f;
  }
  __syncthreads();
  if (x >= imageW || y >= imageH) return;
  float sum = 0;
  for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
    sum += c_Kernel[KERNEL_RADIUS - j] * s_Data[threadIdx.y][threadIdx.x + KERNEL_RADIUS + j];
  d_Dst[y * imageW + x] = sum;
}

__global__ void convolutionColumnsKernel(float* d_Dst, const float* d_Src, int imageW,
                                         int imageH) {
  __shared__ float s_Data[COLUMNS_BLOCKDIM_X][COLUMNS_BLOCKDIM_Y + 2 * KERNEL_RADIUS + 1];
  const int x = blockIdx.x * COLUMNS_BLOCKDIM_X + threadIdx.x;
  const int y = blockIdx.y * COLUMNS_BLOCKDIM_Y + threadIdx.y;
  const int col = min(x, imageW - 1);
  for (int i = threadIdx.y; i < COLUMNS_BLOCKDIM_Y + 2 * KERNEL_RADIUS; i += COLUMNS_BLOCKDIM_Y) {
    int gy = blockIdx.y * COLUMNS_BLOCKDIM_Y + i - KERNEL_RADIUS;
    s_Data[threadIdx.x][i] = (gy >= 0 && gy < imageH) ? d_Src[gy * imageW + col] : 0.0f;
  }
  __syncthreads();
  if (x >= imageW || y >= imageH) return;
  float sum = 0;
  for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
    sum += c_Kernel[KERNEL_RADIUS - j] * s_Data[threadIdx.x][threadIdx.y + KERNEL_RADIUS + j];
  d_Dst[y * imageW + x] = sum;
}

int main(int argc, char** argv) {
  const int imageW = argc > 1 ? atoi(argv[1]) : 3072;
  const int imageH = argc > 2 ? atoi(argv[2]) : 3072;
  std::vector<float> h_Kernel(KERNEL_LENGTH), h_Input((size_t)imageW * imageH);
  float kernelSum = 0;
  for (int i = 0; i < KERNEL_LENGTH; i++) {
    float d = (float)(i - KERNEL_RADIUS);
    h_Kernel[i] = expf(-d * d / 8.0f);
    kernelSum += h_Kernel[i];
  }
  for (int i = 0; i < KERNEL_LENGTH; i++) h_Kernel[i] /= kernelSum;
  unsigned s = 555u;
  for (auto& v : h_Input) {
    s = s * 1664525u + 1013904223u;
    v = (float)(s >> 28);  // 0..15
  }
  checkCudaErrors(cudaMemcpyToSymbol(c_Kernel, h_Kernel.data(), KERNEL_LENGTH * sizeof(float)));
  float *d_Input, *d_Buffer, *d_Output;
  size_t bytes = h_Input.size() * sizeof(float);
  checkCudaErrors(cudaMalloc((void**)&d_Input, bytes));
  checkCudaErrors(cudaMalloc((void**)&d_Buffer, bytes));
  checkCudaErrors(cudaMalloc((void**)&d_Output, bytes));
  checkCudaErrors(cudaMemcpy(d_Input, h_Input.data(), bytes, cudaMemcpyHostToDevice));
  dim3 rb(ROWS_BLOCKDIM_X, ROWS_BLOCKDIM_Y);
  dim3 rg((imageW + rb.x - 1) / rb.x, (imageH + rb.y - 1) / rb.y);
  convolutionRowsKernel<<<rg, rb>>>(d_Buffer, d_Input, imageW, imageH);
  checkCudaErrors(cudaGetLastError());
  dim3 cb(COLUMNS_BLOCKDIM_X, COLUMNS_BLOCKDIM_Y);
  dim3 cg((imageW + cb.x - 1) / cb.x, (imageH + cb.y - 1) / cb.y);
  convolutionColumnsKernel<<<cg, cb>>>(d_Output, d_Buffer, imageW, imageH);
  checkCudaErrors(cudaGetLastError());
  std::vector<float> h_Output(h_Input.size());
  checkCudaErrors(cudaMemcpy(h_Output.data(), d_Output, bytes, cudaMemcpyDeviceToHost));
  FILE* f = fopen("kernel.bin", "wb");
  fwrite(h_Kernel.data(), sizeof(float), KERNEL_LENGTH, f);
  fclose(f);
  f = fopen("output.bin", "wb");
  fwrite(h_Output.data(), sizeof(float), h_Output.size(), f);
  fclose(f);
  checkCudaErrors(cudaFree(d_Input));
  checkCudaErrors(cudaFree(d_Buffer));
  checkCudaErrors(cudaFree(d_Output));
  printf("convolutionSeparable %dx%d done\nTest passed\n", imageW, imageH);
  return 0;
}
