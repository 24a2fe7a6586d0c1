// Stream attributes on the CPU backend: CUDA's defaults, each stream attribute set and read back,
// copied to another stream, work on a stream with an access policy window, and CUDA's codes.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include "check.cuh"

__global__ void twice(int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = 2 * i;
}

static void print_window(const char* key, const cudaAccessPolicyWindow& w, const void* base) {
  std::printf("%s: %d %zu %.2f %d %d\n", key, w.base_ptr == base, w.num_bytes, w.hitRatio,
              (int)w.hitProp, (int)w.missProp);
}

int main() {
  cudaStream_t s, copy;
  CHECK(cudaStreamCreate(&s));
  CHECK(cudaStreamCreateWithPriority(&copy, cudaStreamNonBlocking, 0));
  cudaStreamAttrValue v;

  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  print_window("default_window", v.accessPolicyWindow, nullptr);
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v));
  std::printf("default_sync_policy: %d\n", (int)v.syncPolicy);
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributePriority, &v));
  std::printf("default_priority: %d\n", v.priority);
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributeMemSyncDomain, &v));
  std::printf("default_domain: %d\n", (int)v.memSyncDomain);
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributeMemSyncDomainMap, &v));
  std::printf("default_domain_map: %d %d\n", v.memSyncDomainMap.default_, v.memSyncDomainMap.remote);

  const int n = 1 << 16;
  int* d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  cudaStreamAttrValue set = {};
  set.accessPolicyWindow.base_ptr = d;
  set.accessPolicyWindow.num_bytes = n * sizeof(int);
  set.accessPolicyWindow.hitRatio = 0.6f;
  set.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  set.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  CHECK(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &set));
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  print_window("window", v.accessPolicyWindow, d);

  set.syncPolicy = cudaSyncPolicyBlockingSync;
  CHECK(cudaStreamSetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &set));
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v));
  std::printf("sync_policy: %d\n", (int)v.syncPolicy);

  int priority = 0;
  set.priority = -3;
  CHECK(cudaStreamSetAttribute(s, cudaStreamAttributePriority, &set));
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributePriority, &v));
  CHECK(cudaStreamGetPriority(s, &priority));
  std::printf("priority: %d %d\n", v.priority, priority);
  set.priority = -100;
  CHECK(cudaStreamSetAttribute(s, cudaStreamAttributePriority, &set));
  CHECK(cudaStreamGetPriority(s, &priority));
  std::printf("priority_clamped: %d\n", priority);

  set.memSyncDomain = cudaLaunchMemSyncDomainRemote;
  CHECK(cudaStreamSetAttribute(s, cudaStreamAttributeMemSyncDomain, &set));
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributeMemSyncDomain, &v));
  std::printf("domain: %d\n", (int)v.memSyncDomain);
  set.memSyncDomainMap.default_ = 1;
  set.memSyncDomainMap.remote = 0;
  CHECK(cudaStreamSetAttribute(s, cudaStreamAttributeMemSyncDomainMap, &set));
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributeMemSyncDomainMap, &v));
  std::printf("domain_map: %d %d\n", v.memSyncDomainMap.default_, v.memSyncDomainMap.remote);

  // Work still runs as usual on a stream with a window.
  twice<<<n / 256, 256, 0, s>>>(d, n);
  CHECK(cudaCtxResetPersistingL2Cache());
  CHECK(cudaStreamSynchronize(s));
  int last = 0;
  CHECK(cudaMemcpy(&last, d + n - 1, sizeof last, cudaMemcpyDeviceToHost));
  std::printf("work_with_window: %d\n", last);

  CHECK(cudaStreamCopyAttributes(copy, s));
  CHECK(cudaStreamGetAttribute(copy, cudaStreamAttributeAccessPolicyWindow, &v));
  print_window("copied_window", v.accessPolicyWindow, d);
  CHECK(cudaStreamGetAttribute(copy, cudaStreamAttributeSynchronizationPolicy, &v));
  CHECK(cudaStreamGetPriority(copy, &priority));
  cudaStreamAttrValue domain;
  CHECK(cudaStreamGetAttribute(copy, cudaStreamAttributeMemSyncDomain, &domain));
  std::printf("copied_policy_priority_domain: %d %d %d\n", (int)v.syncPolicy, priority,
              (int)domain.memSyncDomain);

  // CUDA's codes. A rejected value leaves the attribute as it was.
  std::printf("null_value: %s\n",
              cudaGetErrorName(cudaStreamSetAttribute(s, cudaStreamAttributePriority, nullptr)));
  std::printf("get_null_value: %s\n",
              cudaGetErrorName(cudaStreamGetAttribute(s, cudaStreamAttributePriority, nullptr)));
  std::printf("launch_only_attribute: %s\n",
              cudaGetErrorName(cudaStreamSetAttribute(s, cudaLaunchAttributeCooperative, &set)));
  std::printf("get_launch_only_attribute: %s\n",
              cudaGetErrorName(cudaStreamGetAttribute(s, cudaLaunchAttributeClusterDimension, &v)));
  cudaStreamAttrValue bad = {};
  bad.accessPolicyWindow.hitRatio = 1.5f;
  std::printf("hit_ratio_above_one: %s\n",
              cudaGetErrorName(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &bad)));
  bad.accessPolicyWindow.hitRatio = 0.5f;
  bad.accessPolicyWindow.missProp = cudaAccessPropertyPersisting;
  std::printf("persisting_miss: %s\n",
              cudaGetErrorName(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &bad)));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  bad.accessPolicyWindow.missProp = cudaAccessPropertyNormal;
  bad.accessPolicyWindow.num_bytes = (size_t)prop.accessPolicyMaxWindowSize + 1;
  std::printf("window_too_large: %s\n",
              cudaGetErrorName(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &bad)));
  bad.syncPolicy = (cudaSynchronizationPolicy)0;
  std::printf("sync_policy_zero: %s\n",
              cudaGetErrorName(cudaStreamSetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &bad)));
  bad.memSyncDomain = (cudaLaunchMemSyncDomain)2;
  std::printf("domain_two: %s\n",
              cudaGetErrorName(cudaStreamSetAttribute(s, cudaStreamAttributeMemSyncDomain, &bad)));
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
  print_window("window_after_rejections", v.accessPolicyWindow, d);
  cudaGetLastError();

  int window_max = 0, persisting_max = 0;
  CHECK(cudaDeviceGetAttribute(&window_max, cudaDevAttrMaxAccessPolicyWindowSize, 0));
  CHECK(cudaDeviceGetAttribute(&persisting_max, cudaDevAttrMaxPersistingL2CacheSize, 0));
  std::printf("max_window: %d\n", window_max);
  std::printf("persisting_l2: %d\n", persisting_max);
  CHECK(cudaFree(d));
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaStreamDestroy(copy));
  return 0;
}
