// IPC on the CPU backend, across two processes: the parent exports device memory and events,
// starts itself as the child with the handles (hex) on its command line, and both work on the
// same bytes, each waiting for the other's event records. Then CUDA's error codes.
#include <cuda_runtime.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include "check.cuh"

static const int n = 1024;

__global__ void fill(int* x, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = v;
}
__global__ void add(int* x, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += v;
}

static void sleep_ms(void* ms) {
  std::this_thread::sleep_for(std::chrono::milliseconds((long)(size_t)ms));
}

template <class Handle>
static std::string to_hex(const Handle& h) {
  std::string out;
  char byte[3];
  for (unsigned char c : h.reserved) {
    std::snprintf(byte, sizeof byte, "%02x", c);
    out += byte;
  }
  return out;
}

template <class Handle>
static Handle from_hex(const char* text) {
  Handle h;
  for (size_t i = 0; i < sizeof h.reserved; ++i) {
    unsigned value;
    std::sscanf(text + 2 * i, "%2x", &value);
    h.reserved[i] = (char)value;
  }
  return h;
}

static long host_sum(const int* d) {
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  long sum = 0;
  for (int v : h) sum += v;
  return sum;
}

// argv: child <memory> <ready event> <done event> <freed block's handle> <pipe fd>
static int child(char** argv) {
  int* d = nullptr;
  CHECK(cudaIpcOpenMemHandle((void**)&d, from_hex<cudaIpcMemHandle_t>(argv[2]),
                             cudaIpcMemLazyEnablePeerAccess));
  cudaEvent_t ready, done;
  CHECK(cudaIpcOpenEventHandle(&ready, from_hex<cudaIpcEventHandle_t>(argv[3])));
  CHECK(cudaIpcOpenEventHandle(&done, from_hex<cudaIpcEventHandle_t>(argv[4])));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  // The parent's fill (7, after 300 ms) is recorded on `ready`: this stream waits for it.
  CHECK(cudaStreamWaitEvent(s, ready, 0));
  add<<<n / 256, 256, 0, s>>>(d, 1);
  CHECK(cudaStreamSynchronize(s));
  std::printf("child_sum_after_wait: %ld\n", host_sum(d));
  // Then 10 more, after 300 ms, recorded on `done` for the parent to wait for.
  CHECK(cudaLaunchHostFunc(s, sleep_ms, (void*)300));
  add<<<n / 256, 256, 0, s>>>(d, 10);
  CHECK(cudaEventRecord(done, s));
  int pipe_fd = std::atoi(argv[6]);
  if (write(pipe_fd, "r", 1) != 1) return 3;

  void* again = nullptr;
  CHECK(cudaIpcOpenMemHandle(&again, from_hex<cudaIpcMemHandle_t>(argv[2]), 0));
  std::printf("child_open_twice_same_pointer: %d\n", again == (void*)d);
  cudaPointerAttributes attributes;
  CHECK(cudaPointerGetAttributes(&attributes, d));
  std::printf("child_pointer_type: %d\n", (int)attributes.type);
  void* stale = nullptr;
  std::printf("child_open_freed: %s\n",
              cudaGetErrorName(cudaIpcOpenMemHandle(&stale, from_hex<cudaIpcMemHandle_t>(argv[5]),
                                                    cudaIpcMemLazyEnablePeerAccess)));
  std::printf("child_open_own_event: %s\n", cudaGetErrorName([&] {
                cudaIpcEventHandle_t own;
                cudaIpcGetEventHandle(&own, done);  // an opened event can be exported again
                cudaEvent_t unused;
                return cudaIpcOpenEventHandle(&unused, own);
              }()));
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaIpcCloseMemHandle(d));
  CHECK(cudaIpcCloseMemHandle(again));
  std::printf("child_close_third_time: %s\n", cudaGetErrorName(cudaIpcCloseMemHandle(d)));
  std::printf("child_last_error_cleared: %s\n", cudaGetErrorName(cudaGetLastError()));
  CHECK(cudaEventDestroy(ready));
  CHECK(cudaEventDestroy(done));
  std::fflush(stdout);
  return 0;
}

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "child") == 0) return child(argv);

  int* d;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  fill<<<n / 256, 256>>>(d, 1);
  cudaIpcMemHandle_t memory;
  CHECK(cudaIpcGetMemHandle(&memory, d));
  std::printf("contents_kept_by_export: %ld\n", host_sum(d));
  cudaIpcMemHandle_t memory_again;
  CHECK(cudaIpcGetMemHandle(&memory_again, d));
  std::printf("handle_stable: %d\n", std::memcmp(&memory, &memory_again, sizeof memory) == 0);

  int* freed;
  CHECK(cudaMalloc(&freed, 64));
  cudaIpcMemHandle_t freed_handle;
  CHECK(cudaIpcGetMemHandle(&freed_handle, freed));
  CHECK(cudaFree(freed));

  cudaEvent_t ready, done;
  CHECK(cudaEventCreateWithFlags(&ready, cudaEventInterprocess | cudaEventDisableTiming));
  CHECK(cudaEventCreate(&done, cudaEventInterprocess | cudaEventDisableTiming));  // C++ overload
  cudaIpcEventHandle_t ready_handle, done_handle;
  CHECK(cudaIpcGetEventHandle(&ready_handle, ready));
  CHECK(cudaIpcGetEventHandle(&done_handle, done));

  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  CHECK(cudaLaunchHostFunc(s, sleep_ms, (void*)300));
  fill<<<n / 256, 256, 0, s>>>(d, 7);
  CHECK(cudaEventRecord(ready, s));

  int fds[2];
  if (pipe(fds) != 0) return 2;
  std::string args[] = {to_hex(memory), to_hex(ready_handle), to_hex(done_handle),
                        to_hex(freed_handle), std::to_string(fds[1])};
  std::fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    char child_arg[] = "child";
    char* child_argv[] = {argv[0],         child_arg,       &args[0][0], &args[1][0],
                          &args[2][0],     &args[3][0],     &args[4][0], nullptr};
    execv("/proc/self/exe", child_argv);
    _exit(127);
  }
  close(fds[1]);
  char byte;
  if (read(fds[0], &byte, 1) != 1) return 2;  // the child has recorded `done`
  std::printf("done_pending_in_parent: %s\n", cudaGetErrorName(cudaEventQuery(done)));
  int* out;
  CHECK(cudaMalloc(&out, n * sizeof(int)));
  CHECK(cudaStreamWaitEvent(s, done, 0));
  CHECK(cudaMemcpyAsync(out, d, n * sizeof(int), cudaMemcpyDeviceToDevice, s));
  CHECK(cudaStreamSynchronize(s));
  std::printf("parent_sum_after_wait: %ld\n", host_sum(out));
  CHECK(cudaEventSynchronize(done));
  std::printf("done_query_after_sync: %s\n", cudaGetErrorName(cudaEventQuery(done)));
  int status = 0;
  waitpid(pid, &status, 0);
  std::printf("child_exit: %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1);

  // CUDA's error codes.
  cudaIpcMemHandle_t h;
  int host[4];
  std::printf("get_null: %s\n", cudaGetErrorName(cudaIpcGetMemHandle(&h, nullptr)));
  std::printf("get_host_memory: %s\n", cudaGetErrorName(cudaIpcGetMemHandle(&h, host)));
  std::printf("get_no_handle: %s\n", cudaGetErrorName(cudaIpcGetMemHandle(nullptr, d)));
  void* p;
  std::printf("open_own: %s\n",
              cudaGetErrorName(cudaIpcOpenMemHandle(&p, memory, cudaIpcMemLazyEnablePeerAccess)));
  cudaIpcMemHandle_t zero;
  std::memset(&zero, 0, sizeof zero);
  std::printf("open_zero_handle: %s\n", cudaGetErrorName(cudaIpcOpenMemHandle(&p, zero, 1)));
  std::printf("open_bad_flags: %s\n", cudaGetErrorName(cudaIpcOpenMemHandle(&p, memory, 2)));
  std::printf("close_not_opened: %s\n", cudaGetErrorName(cudaIpcCloseMemHandle(d)));
  cudaEvent_t plain, opened;
  CHECK(cudaEventCreateWithFlags(&plain, cudaEventDisableTiming));
  cudaIpcEventHandle_t eh;
  std::printf("event_not_interprocess: %s\n", cudaGetErrorName(cudaIpcGetEventHandle(&eh, plain)));
  std::printf("event_with_timing: %s\n",
              cudaGetErrorName(cudaEventCreateWithFlags(&opened, cudaEventInterprocess)));
  std::printf("open_own_event: %s\n", cudaGetErrorName(cudaIpcOpenEventHandle(&opened, ready_handle)));
  cudaIpcEventHandle_t zero_event;
  std::memset(&zero_event, 0, sizeof zero_event);
  std::printf("open_zero_event: %s\n", cudaGetErrorName(cudaIpcOpenEventHandle(&opened, zero_event)));
  std::printf("open_memory_as_event: %s\n", cudaGetErrorName([&] {
                cudaIpcEventHandle_t as_event;
                std::memcpy(&as_event, &memory, sizeof as_event);
                return cudaIpcOpenEventHandle(&opened, as_event);
              }()));
  int supported = 0;
  CHECK(cudaDeviceGetAttribute(&supported, cudaDevAttrIpcEventSupport, 0));
  std::printf("ipc_event_support: %d\n", supported);
  cudaGetLastError();
  CHECK(cudaFree(d));
  CHECK(cudaFree(out));
  return 0;
}
