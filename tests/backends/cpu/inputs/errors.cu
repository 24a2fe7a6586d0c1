// Error reporting on the CPU backend: invalid launches rejected without running, last error vs
// peek, invalid arguments and handles reported (never a crash). Prints `name: code` lines.
#include <cuda_runtime.h>
#include <cstdio>

__constant__ float weights[16];

__global__ void mark(int* x) { x[blockIdx.x * blockDim.x + threadIdx.x] = 1; }
__global__ void uses_shared(int* x) {
  extern __shared__ int s[];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  x[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}

static void report(const char* what, cudaError_t e) { std::printf("%s: %d\n", what, (int)e); }

int main() {
  int* d;
  cudaMalloc(&d, 4096 * sizeof(int));
  cudaMemset(d, 0, 4096 * sizeof(int));

  mark<<<1, 1025>>>(d);
  report("block_too_large_peek", cudaPeekAtLastError());
  report("block_too_large_get", cudaGetLastError());
  report("after_get", cudaGetLastError());
  mark<<<0, 32>>>(d);
  report("zero_grid", cudaGetLastError());
  mark<<<dim3(1, 1, 1), dim3(1, 1, 65)>>>(d);
  report("block_z_too_large", cudaGetLastError());
  uses_shared<<<1, 32, 64 * 1024>>>(d);
  report("too_much_shared", cudaGetLastError());
  int h[4096];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int touched = 0;
  for (int i = 0; i < 4096; ++i) touched += h[i];
  std::printf("invalid_launches_ran: %d\n", touched);
  uses_shared<<<1, 32, 32 * sizeof(int)>>>(d);
  report("valid_launch", cudaGetLastError());
  cudaMemcpy(h, d, 32 * sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("shared_result: %d %d\n", h[0], h[31]);

  // Invalid arguments.
  report("malloc_null", cudaMalloc((void**)nullptr, 16));
  report("memcpy_bad_kind", cudaMemcpy(h, d, 16, (cudaMemcpyKind)7));
  report("memcpy_null", cudaMemcpy(nullptr, d, 16, cudaMemcpyDeviceToHost));
  report("memcpy_past_end", cudaMemcpy(h, d + 4000, 400 * sizeof(int), cudaMemcpyDeviceToHost));
  report("memset_null", cudaMemset(nullptr, 0, 16));
  int local;
  report("free_not_allocated", cudaFree(&local));
  report("free_interior", cudaFree(d + 1));
  report("free_host_with_free", cudaFreeHost(d));
  report("set_device_bad", cudaSetDevice(3));
  cudaDeviceProp prop;
  report("props_bad_device", cudaGetDeviceProperties(&prop, 1));
  report("stream_bad_handle", cudaStreamSynchronize((cudaStream_t)&local));
  report("stream_destroy_bad", cudaStreamDestroy((cudaStream_t)&local));
  report("event_bad_handle", cudaEventRecord((cudaEvent_t)&local, 0));
  report("event_query_bad", cudaEventQuery((cudaEvent_t)nullptr));
  report("stream_create_null", cudaStreamCreate(nullptr));
  report("host_unregister_unknown", cudaHostUnregister(&local));
  report("host_func_null", cudaLaunchHostFunc(0, nullptr, nullptr));
  void* huge = nullptr;
  report("malloc_too_large", cudaMalloc(&huge, (size_t)1 << 52));
  report("not_sticky_after_oom", cudaMemset(d, 0, 16));
  float w[32] = {0};
  report("symbol_too_large", cudaMemcpyToSymbol(weights, w, sizeof w));
  report("symbol_offset_past_end", cudaMemcpyToSymbol(weights, w, 8, 60));
  report("symbol_bad_kind", cudaMemcpyToSymbol(weights, w, 8, 0, cudaMemcpyDeviceToHost));
  report("symbol_ok", cudaMemcpyToSymbol(weights, w, sizeof(float) * 16));
  int* pinned;
  cudaMallocHost(&pinned, 64);
  report("free_pinned_with_free", cudaFree(pinned));
  int reg[16];
  cudaHostRegister(reg, sizeof reg, 0);
  report("register_twice", cudaHostRegister(reg, sizeof reg, 0));
  cudaHostUnregister(reg);
  cudaFreeHost(pinned);
  report("memcpy2d_bad_pitch", cudaMemcpy2D(d, 16, h, 64, 32, 2, cudaMemcpyHostToDevice));
  report("launch_bad_stream_before", cudaGetLastError());
  mark<<<1, 1, 0, (cudaStream_t)&local>>>(d);
  report("launch_bad_stream", cudaGetLastError());
  std::printf("error_string: %s\n", cudaGetErrorString(cudaErrorInvalidConfiguration));
  std::printf("error_name: %s\n", cudaGetErrorName(cudaErrorInvalidValue));
  cudaMemset(nullptr, 0, 4);
  cudaSetDevice(9);
  report("last_error_is_latest", cudaGetLastError());
  report("cleared", cudaGetLastError());
  report("sync_ok", cudaDeviceSynchronize());
  cudaFree(d);
  std::printf("done: 1\n");
  return 0;
}
