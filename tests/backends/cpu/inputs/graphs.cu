// CUDA graphs by stream capture on the CPU backend: capture with a fork and join across two
// streams, instantiate, launch several times; nothing runs while capturing.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                   \
  do {                                                                                \
    cudaError_t err_ = (call);                                                        \
    if (err_ != cudaSuccess) {                                                        \
      std::printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      std::exit(1);                                                                   \
    }                                                                                 \
  } while (0)

__global__ void add(float* x, int n, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += v;
}
__global__ void twice(const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = 2 * x[i];
}
__global__ void plus_one(const float* y, float* z, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) z[i] = y[i] + 1;
}
static void count_call(void* counter) { ++*(int*)counter; }

int main() {
  const int n = 1000;
  float *x, *y, *z;
  CHECK(cudaMallocManaged(&x, n * sizeof(float)));
  CHECK(cudaMallocManaged(&y, n * sizeof(float)));
  CHECK(cudaMallocManaged(&z, n * sizeof(float)));
  for (int i = 0; i < n; ++i) x[i] = y[i] = z[i] = 0;
  cudaStream_t s, s2;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  cudaEvent_t fork, join;
  CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
  CHECK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
  int calls = 0;

  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus status;
  CHECK(cudaStreamIsCapturing(s, &status));
  std::printf("capturing: %d\n", (int)status);
  std::printf("sync_while_capturing: %d\n", (int)cudaStreamSynchronize(s));
  add<<<(n + 255) / 256, 256, 0, s>>>(x, n, 1.5f);
  CHECK(cudaEventRecord(fork, s));
  CHECK(cudaStreamWaitEvent(s2, fork, 0));
  twice<<<(n + 255) / 256, 256, 0, s2>>>(x, y, n);
  CHECK(cudaLaunchHostFunc(s2, count_call, &calls));
  CHECK(cudaEventRecord(join, s2));
  CHECK(cudaStreamWaitEvent(s, join, 0));
  plus_one<<<(n + 255) / 256, 256, 0, s>>>(y, z, n);
  cudaGraph_t graph;
  CHECK(cudaStreamEndCapture(s, &graph));
  CHECK(cudaStreamIsCapturing(s2, &status));
  std::printf("captured_branch_released: %d\n", (int)status);
  std::printf("ran_while_capturing: %d\n", x[0] != 0.0f || calls != 0);
  size_t nodes = 0;
  CHECK(cudaGraphGetNodes(graph, nullptr, &nodes));
  std::printf("nodes: %zu\n", nodes);

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  for (int i = 0; i < 3; ++i) CHECK(cudaGraphLaunch(exec, s));
  CHECK(cudaStreamSynchronize(s));
  std::printf("after_three_launches: %g %g %g %d\n", x[7], y[7], z[n - 1], calls);
  std::printf("end_without_capture: %d\n", (int)cudaStreamEndCapture(s, &graph));
  cudaGetLastError();
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  CHECK(cudaStreamDestroy(s));
  CHECK(cudaStreamDestroy(s2));
  std::printf("done: 1\n");
  return 0;
}
