// fp16/bf16 arithmetic, texture and surface objects, math constants and intrinsics.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <math_constants.h>
#include <cstdio>

using namespace std;

__global__ void axpy_half(const __half* x, __half* y, __half a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __hfma(a, x[i], y[i]);
  __half2 p = __floats2half2_rn(1.0f, 2.0f);
  p = __hmul2(p, __half2half2(a));
  float lo = __low2float(p) + __half2float(hsqrt(a));
  half h = __float2half(lo);
  h += __float2half(1.0f);
  __nv_bfloat16 b = __float2bfloat16(lo * CUDART_PI_F);
  float back = __bfloat162float(b) + (float)h;
  if (back > CUDART_INF_F) y[0] = __float2half(0.0f);
}

__global__ void sample(cudaTextureObject_t tex, cudaSurfaceObject_t surf, float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float v = tex2D<float>(tex, x + 0.5f, y + 0.5f) + tex1Dfetch<float>(tex, x);
  float4 s = surf2Dread<float4>(surf, x * sizeof(float4), y);
  surf2Dwrite(make_float4(v, s.y, s.z, s.w), surf, x * sizeof(float4), y);
  out[y * w + x] = v + __fdividef(1.0f, 1.0f + __expf(-v)) + __saturatef(v) + min(v, 1.0f) +
                   max(x, y) + __int_as_float(__float_as_int(v)) + __brev(x) + __clz(y) +
                   __ffs(x) + __mul24(x, y) + __umulhi(x, y) + sinpif(v) + normcdff(v) + erfinvf(0.5f);
  long long t = clock64();
  unsigned int c = (unsigned int)clock();
  if (t < 0 && c == 0) __trap();
}

int main() {
  int w = 64, h = 64;
  cudaChannelFormatDesc desc = cudaCreateChannelDesc(32, 32, 32, 32, cudaChannelFormatKindFloat);
  cudaArray_t array;
  cudaMallocArray(&array, &desc, w, h, cudaArraySurfaceLoadStore);
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = array;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 0;
  cudaTextureObject_t tex = 0;
  cudaCreateTextureObject(&tex, &res, &td, nullptr);
  cudaSurfaceObject_t surf = 0;
  cudaCreateSurfaceObject(&surf, &res);
  float* out;
  cudaMalloc(&out, w * h * sizeof(float));
  dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
  sample<<<grid, block>>>(tex, surf, out, w, h);
  cudaMemcpy2DToArray(array, 0, 0, out, w * sizeof(float), w * sizeof(float), h, cudaMemcpyDeviceToDevice);
  cudaDestroyTextureObject(tex);
  cudaDestroySurfaceObject(surf);
  cudaFreeArray(array);
  cudaFree(out);
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
