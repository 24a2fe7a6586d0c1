// Launches with a cudaLaunchConfig_t on the CPU backend: cudaLaunchKernelEx (arguments converted
// to the parameter types), cudaLaunchKernelExC, the cooperative attribute (grid-wide sync), a
// launch completion event, hint attributes, and CUDA's codes for bad configurations.
#include <cooperative_groups.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include "check.cuh"

namespace cg = cooperative_groups;

__global__ void scale(int* x, int n, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = (int)(i * factor);
}

// Each block writes its index, the grid syncs, then block 0 thread 0 sums every block's value.
__global__ void grid_sum(int* slots, int* total) {
  cg::grid_group grid = cg::this_grid();
  if (threadIdx.x == 0) slots[blockIdx.x] = blockIdx.x + 1;
  grid.sync();
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    int sum = 0;
    for (unsigned b = 0; b < gridDim.x; ++b) sum += slots[b];
    *total = sum;
  }
}

__global__ void mixed(int a, double b, char c, float4 d, int* p) {}

int main() {
  const int n = 1000;
  int* d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));

  cudaLaunchConfig_t config = {};
  config.gridDim = dim3((n + 127) / 128);
  config.blockDim = dim3(128);
  config.stream = s;
  cudaLaunchAttribute attrs[4];
  attrs[0].id = cudaLaunchAttributePriority;
  attrs[0].val.priority = -1;
  attrs[1].id = cudaLaunchAttributeAccessPolicyWindow;
  attrs[1].val.accessPolicyWindow = {d, n * sizeof(int), 1.0f, cudaAccessPropertyPersisting,
                                     cudaAccessPropertyNormal};
  cudaEvent_t completed;
  CHECK(cudaEventCreateWithFlags(&completed, cudaEventDisableTiming));
  attrs[2].id = cudaLaunchAttributeLaunchCompletionEvent;
  attrs[2].val.launchCompletionEvent.event = completed;
  attrs[2].val.launchCompletionEvent.flags = 0;
  attrs[3].id = cudaLaunchAttributeMemSyncDomain;
  attrs[3].val.memSyncDomain = cudaLaunchMemSyncDomainDefault;
  config.attrs = attrs;
  config.numAttrs = 4;

  // An int where the kernel takes a float, a double for a float: converted as in a call.
  CHECK(cudaLaunchKernelEx(&config, scale, d, n, 2.5));
  CHECK(cudaEventSynchronize(completed));  // recorded once the grid is done
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("launch_ex: %d %d %d\n", h[0], h[1], h[999]);

  float factor = 3.0f;
  int count = n;
  void* args[] = {&d, &count, &factor};
  config.numAttrs = 0;
  CHECK(cudaLaunchKernelExC(&config, scale, args));
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("launch_ex_c: %d %d\n", h[1], h[999]);

  int *slots, *total;
  CHECK(cudaMalloc(&slots, 8 * sizeof(int)));
  CHECK(cudaMalloc(&total, sizeof(int)));
  cudaLaunchConfig_t coop = {};
  coop.gridDim = dim3(8);
  coop.blockDim = dim3(32);
  coop.stream = s;
  cudaLaunchAttribute cooperative;
  cooperative.id = cudaLaunchAttributeCooperative;
  cooperative.val.cooperative = 1;
  coop.attrs = &cooperative;
  coop.numAttrs = 1;
  CHECK(cudaLaunchKernelEx(&coop, grid_sum, slots, total));
  int sum = 0;
  CHECK(cudaMemcpy(&sum, total, sizeof sum, cudaMemcpyDeviceToHost));
  std::printf("cooperative_sum: %d\n", sum);

  // CUDA's codes.
  std::printf("null_config: %s\n", name(cudaLaunchKernelExC(nullptr, scale, args)));
  config.numAttrs = 1;
  config.attrs = nullptr;
  std::printf("attrs_missing: %s\n", name(cudaLaunchKernelExC(&config, scale, args)));
  cudaLaunchAttribute one;
  config.attrs = &one;
  one.id = cudaLaunchAttributeSynchronizationPolicy;  // valid for streams only
  one.val.syncPolicy = cudaSyncPolicySpin;
  std::printf("stream_only_attribute: %s\n", name(cudaLaunchKernelExC(&config, scale, args)));
  one.id = cudaLaunchAttributeClusterDimension;
  one.val.clusterDim.x = 2;
  one.val.clusterDim.y = 1;
  one.val.clusterDim.z = 1;
  std::printf("cluster_of_two: %s\n", name(cudaLaunchKernelExC(&config, scale, args)));
  one.val.clusterDim.x = 0;
  std::printf("cluster_of_zero: %s\n", name(cudaLaunchKernelExC(&config, scale, args)));
  one.val.clusterDim.x = 1;
  std::printf("cluster_of_one: %s\n", name(cudaLaunchKernelExC(&config, scale, args)));
  cudaEvent_t timed;
  CHECK(cudaEventCreate(&timed));
  one.id = cudaLaunchAttributeLaunchCompletionEvent;
  one.val.launchCompletionEvent.event = timed;
  std::printf("timed_completion_event: %s\n", name(cudaLaunchKernelExC(&config, scale, args)));
  one.id = cudaLaunchAttributePreferredSharedMemoryCarveout;
  one.val.sharedMemCarveout = 101;
  std::printf("carveout_over_100: %s\n", name(cudaLaunchKernelExC(&config, scale, args)));
  config.numAttrs = 0;
  config.blockDim = dim3(2048);
  std::printf("block_too_large: %s\n", name(cudaLaunchKernelExC(&config, scale, args)));
  config.blockDim = dim3(128);
  std::printf("void_kernel: %s\n", name(cudaLaunchKernelExC(&config, (const void*)scale, args)));
  std::printf("set_double: %s\n", name([] {
                double value = 1.5;
                return cudaSetDoubleForDevice(&value);
              }()));
  for (size_t i = 0; i < 5; ++i) {
    size_t offset = 0, size = 0;
    CHECK(cudaFuncGetParamInfo(mixed, i, &offset, &size));
    std::printf("param_%zu: %zu %zu\n", i, offset, size);
  }
  size_t offset = 0, size = 0;
  std::printf("param_past_end: %s\n", name(cudaFuncGetParamInfo(mixed, 5, &offset, &size)));
  std::printf("param_void_kernel: %s\n",
              name(cudaFuncGetParamInfo((const void*)mixed, 0, &offset, &size)));
  cudaGetLastError();
  CHECK(cudaStreamSynchronize(s));
  std::printf("usable_after_errors: %s\n", name(cudaDeviceSynchronize()));
  return 0;
}
