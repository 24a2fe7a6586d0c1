// Pre-CUDA-12 code: texture references, removed thread-management calls. It must still parse so
// that the translator can report each removed API (CP1005) instead of failing (CP0001).
#include <cuda_runtime.h>
#include <cstdio>

texture<float, 1, cudaReadModeElementType> tex_in;
texture<uchar4, 2, cudaReadModeNormalizedFloat> tex_img;
surface<void, 2> surf_out;

__global__ void copy(float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch(tex_in, i) + tex1D(tex_in, i + 0.5f);
  float4 px = tex2D(tex_img, 0.5f, 0.5f);
  surf2Dwrite(px.x, surf_out, 0, 0);
}

int main() {
  const int n = 256;
  float *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n * sizeof(float));
  tex_in.filterMode = cudaFilterModePoint;
  tex_in.normalized = false;
  cudaBindTexture(0, tex_in, d_in, n * sizeof(float));
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaBindTexture(NULL, &tex_in, d_in, &desc, n * sizeof(float));
  copy<<<1, n>>>(d_out, n);
  cudaThreadSynchronize();
  cudaUnbindTexture(tex_in);
  cudaThreadExit();
  printf("done\n");
  return 0;
}
