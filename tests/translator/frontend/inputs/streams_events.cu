// Host-side runtime API as real programs use it: streams, events, pinned memory, symbols, graphs.
#include <cuda_runtime.h>
#include <cuda_profiler_api.h>
#include <iostream>
#include <algorithm>

__constant__ float coeffs[16];
__device__ int counter;

__global__ void scale(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * coeffs[i % 16] + __ldg(&x[i]);
}

static void CUDART_CB on_done(cudaStream_t stream, cudaError_t status, void* user) { (void)stream; (void)status; (void)user; }
static void host_fn(void* user) { (void)user; }

int main() {
  int count = 0, dev = 0, runtime = 0, driver = 0;
  cudaGetDeviceCount(&count);
  cudaSetDevice(dev);
  cudaRuntimeGetVersion(&runtime);
  cudaDriverGetVersion(&driver);
  int sms = 0;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev);
  size_t free_b = 0, total_b = 0;
  cudaMemGetInfo(&free_b, &total_b);
  float h_coeffs[16];
  std::fill(h_coeffs, h_coeffs + 16, 2.0f);
  cudaMemcpyToSymbol(coeffs, h_coeffs, sizeof(h_coeffs));
  int zero = 0;
  cudaMemcpyToSymbol(counter, &zero, sizeof(int), 0, cudaMemcpyHostToDevice);
  const int n = 1 << 16;
  float *h, *d;
  cudaMallocHost(&h, n * sizeof(float));
  cudaHostAlloc((void**)&h, n * sizeof(float), cudaHostAllocDefault | cudaHostAllocPortable);
  cudaMalloc(&d, n * sizeof(float));
  cudaStream_t s1, s2;
  cudaStreamCreate(&s1);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreateWithFlags(&stop, cudaEventDisableTiming);
  cudaProfilerStart();
  cudaEventRecord(start, s1);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s1);
  scale<<<(n + 255) / 256, 256, 0, s1>>>(d, n);
  cudaStreamAddCallback(s1, on_done, nullptr, 0);
  cudaLaunchHostFunc(s2, host_fn, nullptr);
  cudaStreamWaitEvent(s2, start, 0);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s1);
  cudaEventRecord(stop, s1);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  cudaStreamQuery(s2);
  cudaStreamSynchronize(s2);
  cudaProfilerStop();

  cudaGraph_t graph;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
  scale<<<1, 256, 0, s1>>>(d, 256);
  cudaStreamEndCapture(s1, &graph);
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphLaunch(exec, s1);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);

  int min_grid = 0, block = 0;
  cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, scale, 0, 0);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, scale);
  cudaFuncSetCacheConfig(scale, cudaFuncCachePreferL1);
  void* args[] = {&d, (void*)&n};
  cudaLaunchKernel((const void*)scale, dim3(1), dim3(256), args, 0, s1);
  cudaPointerAttributes pattr;
  cudaPointerGetAttributes(&pattr, d);
  float* managed = nullptr;
  cudaMallocManaged(&managed, 1024, cudaMemAttachGlobal);
  cudaMemPrefetchAsync(managed, 1024, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, s1);
  cudaThreadSynchronize();
  std::cout << ms << " " << count << " " << cudaGetErrorName(cudaPeekAtLastError()) << "\n";
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
  cudaFree(managed);
  cudaFreeHost(h);
  cudaFree(d);
  cudaDeviceReset();
  return 0;
}
