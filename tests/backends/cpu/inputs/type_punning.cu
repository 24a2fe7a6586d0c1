// One object read and written through pointers of other types, as CUDA code does and nvcc
// compiles as written: a float4 loaded whole and rewritten through half2* (HeCBench relu's
// ReluGrad_impl2 idiom), and floats stored as ints and read back as floats. Prints `key: value`.
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>

#define N 4096

__global__ void maskedCopy(const half* __restrict__ gradient, const half* __restrict__ feature,
                           half* __restrict__ out, int count) {
  int index = blockIdx.x * blockDim.x + threadIdx.x;
  if (index < count / 8) {
    float4 gradient8 = reinterpret_cast<const float4*>(gradient)[index];
    float4 feature8 = reinterpret_cast<const float4*>(feature)[index];
    half2* gradient2 = reinterpret_cast<half2*>(&gradient8);
    half2* feature2 = reinterpret_cast<half2*>(&feature8);
    float4 out8;
    half2* out2 = reinterpret_cast<half2*>(&out8);
    const half2 zero = __float2half2_rn(0.f);
    for (int i = 0; i < 4; i++) out2[i] = __hmul2(__hgt2(feature2[i], zero), gradient2[i]);
    reinterpret_cast<float4*>(out)[index] = out8;
  }
}

__global__ void negateBits(float* data, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count) {
    float value = data[i];
    int* bits = reinterpret_cast<int*>(&value);
    *bits ^= 0x80000000;  // flip the sign bit
    data[i] = value * 2.0f;
  }
}

int main() {
  static half gradient[N], feature[N], out[N];
  for (int i = 0; i < N; i++) {
    gradient[i] = __float2half(1.0f + i % 5);
    feature[i] = __float2half(static_cast<float>(i % 3) - 1.0f);
  }
  half *dg, *df, *dout;
  cudaMalloc(&dg, sizeof gradient);
  cudaMalloc(&df, sizeof feature);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(dg, gradient, sizeof gradient, cudaMemcpyHostToDevice);
  cudaMemcpy(df, feature, sizeof feature, cudaMemcpyHostToDevice);
  maskedCopy<<<N / 8 / 128, 128>>>(dg, df, dout, N);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int i = 0; i < N; i++) {
    float want = i % 3 == 2 ? 1.0f + i % 5 : 0.0f;
    if (__half2float(out[i]) != want) ++wrong;
  }
  printf("half2_through_float4_wrong: %d\n", wrong);

  static float values[N];
  for (int i = 0; i < N; i++) values[i] = 0.5f * i;
  float* dv;
  cudaMalloc(&dv, sizeof values);
  cudaMemcpy(dv, values, sizeof values, cudaMemcpyHostToDevice);
  negateBits<<<N / 128, 128>>>(dv, N);
  cudaMemcpy(values, dv, sizeof values, cudaMemcpyDeviceToHost);
  wrong = 0;
  for (int i = 0; i < N; i++)
    if (values[i] != -1.0f * i && !(i == 0 && values[i] == 0.0f)) ++wrong;
  printf("float_through_int_wrong: %d\n", wrong);
  printf("status: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  return 0;
}
