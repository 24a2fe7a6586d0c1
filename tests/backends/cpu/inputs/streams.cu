// Streams and events on the CPU backend: in-order work, asynchrony, queries while pending,
// cross-stream waits, the legacy default stream's implicit ordering, callbacks, timing.
#include <cuda_runtime.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <thread>

#define CHECK(call)                                                                   \
  do {                                                                                \
    cudaError_t err_ = (call);                                                        \
    if (err_ != cudaSuccess) {                                                        \
      std::printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      std::exit(1);                                                                   \
    }                                                                                 \
  } while (0)

static void sleep_ms(void* ms) {
  std::this_thread::sleep_for(std::chrono::milliseconds((long)(size_t)ms));
}
static void set_flag(void* flag) { *(volatile int*)flag = 1; }

static int log_data[8];
static int log_len = 0;
static void CUDART_CB append(cudaStream_t, cudaError_t status, void* value) {
  log_data[log_len++] = (int)(size_t)value + (status == cudaSuccess ? 0 : 1000);
}
static void append_host(void* value) { log_data[log_len++] = (int)(size_t)value; }
static void sync_inside(void* result) { *(int*)result = (int)cudaDeviceSynchronize(); }

__global__ void fill(int* x, int n, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = v;
}
__global__ void add_one(int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1;
}
__global__ void copy_flag(const int* flag, int* out) { *out = *flag; }

int main() {
  const int n = 4096;
  int* d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  cudaStream_t s1, s2, nb;
  CHECK(cudaStreamCreate(&s1));
  CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamDefault));
  CHECK(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking));

  // In order on one stream, asynchronous to the host.
  CHECK(cudaLaunchHostFunc(s1, sleep_ms, (void*)300));
  fill<<<n / 256, 256, 0, s1>>>(d, n, 41);
  add_one<<<n / 256, 256, 0, s1>>>(d, n);
  std::printf("stream_query_pending: %s\n", cudaGetErrorName(cudaStreamQuery(s1)));
  cudaEvent_t pending;
  CHECK(cudaEventCreate(&pending));
  CHECK(cudaEventRecord(pending, s1));
  std::printf("event_query_pending: %s\n", cudaGetErrorName(cudaEventQuery(pending)));
  std::printf("last_error_after_not_ready: %s\n", cudaGetErrorName(cudaGetLastError()));
  CHECK(cudaStreamSynchronize(s1));
  std::printf("stream_query_done: %s\n", cudaGetErrorName(cudaStreamQuery(s1)));
  std::printf("event_query_done: %s\n", cudaGetErrorName(cudaEventQuery(pending)));
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  int ok = 1;
  for (int i = 0; i < n; ++i) ok &= h[i] == 42;
  std::printf("in_order: %d\n", ok);

  // cudaStreamWaitEvent: s2 waits for s1's flag.
  int* flag;
  CHECK(cudaMallocManaged(&flag, sizeof(int)));
  *flag = 0;
  int* seen;
  CHECK(cudaMallocManaged(&seen, 2 * sizeof(int)));
  cudaEvent_t ready;
  CHECK(cudaEventCreateWithFlags(&ready, cudaEventDisableTiming));
  CHECK(cudaLaunchHostFunc(s1, sleep_ms, (void*)200));
  CHECK(cudaLaunchHostFunc(s1, set_flag, flag));
  CHECK(cudaEventRecord(ready, s1));
  CHECK(cudaStreamWaitEvent(s2, ready, 0));
  copy_flag<<<1, 1, 0, s2>>>(flag, seen);
  CHECK(cudaStreamSynchronize(s2));
  std::printf("wait_event_saw_flag: %d\n", seen[0]);
  float unused;
  std::printf("elapsed_without_timing: %s\n",
              cudaGetErrorName(cudaEventElapsedTime(&unused, ready, ready)));

  // Legacy default stream: waits for blocking streams, not for non-blocking ones.
  *flag = 0;
  CHECK(cudaLaunchHostFunc(s1, sleep_ms, (void*)200));
  CHECK(cudaLaunchHostFunc(s1, set_flag, flag));
  copy_flag<<<1, 1>>>(flag, seen);
  CHECK(cudaStreamSynchronize(0));
  std::printf("legacy_waits_for_blocking: %d\n", seen[0]);
  int* flag2;
  CHECK(cudaMallocManaged(&flag2, sizeof(int)));
  *flag2 = 0;
  CHECK(cudaLaunchHostFunc(nb, sleep_ms, (void*)400));
  CHECK(cudaLaunchHostFunc(nb, set_flag, flag2));
  copy_flag<<<1, 1>>>(flag2, seen + 1);
  CHECK(cudaStreamSynchronize(0));
  std::printf("legacy_skips_nonblocking: %d\n", seen[1] == 0);
  // ... and blocking streams wait for earlier legacy work.
  *flag = 0;
  CHECK(cudaLaunchHostFunc(0, sleep_ms, (void*)200));
  CHECK(cudaLaunchHostFunc(0, set_flag, flag));
  copy_flag<<<1, 1, 0, s2>>>(flag, seen);
  CHECK(cudaStreamSynchronize(s2));
  std::printf("blocking_waits_for_legacy: %d\n", seen[0]);
  CHECK(cudaDeviceSynchronize());
  std::printf("device_sync_waited: %d\n", *flag2);

  // Callbacks and host functions run in stream order.
  for (int i = 0; i < 3; ++i) {
    CHECK(cudaStreamAddCallback(s1, append, (void*)(size_t)(2 * i), 0));
    CHECK(cudaLaunchHostFunc(s1, append_host, (void*)(size_t)(2 * i + 1)));
  }
  CHECK(cudaStreamSynchronize(s1));
  std::printf("callback_order:");
  for (int i = 0; i < log_len; ++i) std::printf(" %d", log_data[i]);
  std::printf("\n");

  // Elapsed time measures real time between two events.
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start, s1));
  CHECK(cudaLaunchHostFunc(s1, sleep_ms, (void*)120));
  CHECK(cudaEventRecord(stop, s1));
  CHECK(cudaEventSynchronize(stop));
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  std::printf("elapsed_ms: %.3f\n", ms);
  cudaEvent_t never;
  CHECK(cudaEventCreate(&never));
  std::printf("elapsed_unrecorded: %s\n", cudaGetErrorName(cudaEventElapsedTime(&ms, start, never)));
  std::printf("query_unrecorded: %s\n", cudaGetErrorName(cudaEventQuery(never)));
  cudaGetLastError();

  // Per-thread default stream, priorities.
  fill<<<n / 256, 256, 0, cudaStreamPerThread>>>(d, n, 7);
  CHECK(cudaStreamSynchronize(cudaStreamPerThread));
  CHECK(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("per_thread_stream: %d\n", h[0]);
  int least, greatest, prio;
  CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  cudaStream_t hp;
  CHECK(cudaStreamCreateWithPriority(&hp, cudaStreamNonBlocking, greatest));
  CHECK(cudaStreamGetPriority(hp, &prio));
  unsigned flags;
  CHECK(cudaStreamGetFlags(hp, &flags));
  std::printf("priority: %d %d %d %u\n", least, greatest, prio, flags);

  // Kernel arguments are captured at launch.
  int value = 5;
  CHECK(cudaLaunchHostFunc(s1, sleep_ms, (void*)100));
  fill<<<n / 256, 256, 0, s1>>>(d, n, value);
  value = 6;
  CHECK(cudaStreamSynchronize(s1));
  CHECK(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("args_by_value: %d\n", h[0]);

  // An async copy from pageable memory has consumed its source when it returns.
  CHECK(cudaLaunchHostFunc(s1, sleep_ms, (void*)100));
  int staged = 0;
  for (int i = 0; i < 4; ++i) {
    staged = 10 + i;
    CHECK(cudaMemcpyAsync(d + i, &staged, sizeof(int), cudaMemcpyHostToDevice, s1));
  }
  CHECK(cudaStreamSynchronize(s1));
  CHECK(cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("pageable_async_source: %d %d %d %d\n", h[0], h[1], h[2], h[3]);

  // Destroying a stream with queued work returns at once; the work still completes.
  cudaStream_t doomed;
  CHECK(cudaStreamCreate(&doomed));
  *flag = 0;
  CHECK(cudaLaunchHostFunc(doomed, sleep_ms, (void*)200));
  CHECK(cudaLaunchHostFunc(doomed, set_flag, flag));
  CHECK(cudaStreamDestroy(doomed));
  std::printf("destroy_returned_early: %d\n", *(volatile int*)flag == 0);
  CHECK(cudaDeviceSynchronize());
  std::printf("destroyed_work_completed: %d\n", *flag);

  // A host function must not wait for the device (CUDA: cudaErrorNotPermitted), never deadlock.
  int inside = -1;
  CHECK(cudaLaunchHostFunc(s1, sync_inside, &inside));
  CHECK(cudaStreamSynchronize(s1));
  std::printf("sync_in_host_func: %d\n", inside);

  for (cudaEvent_t e : {pending, ready, start, stop, never}) CHECK(cudaEventDestroy(e));
  for (cudaStream_t s : {s1, s2, nb, hp}) CHECK(cudaStreamDestroy(s));
  CHECK(cudaFree(d));
  std::printf("done: 1\n");
  return 0;
}
