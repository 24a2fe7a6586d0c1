// External memory and semaphores on the CPU backend (Linux fds): memory another API shares as a
// memfd is mapped as device memory; an eventfd is a binary semaphore and a shared file's first
// 8 bytes a timeline semaphore, signalled and waited on in stream order, also by another
// process. Then CUDA's error codes.
#include <cuda_runtime.h>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include "check.cuh"

#define SHOW(key, call) std::printf("%s: %s\n", key, cudaGetErrorName(call))

static const size_t kBytes = 1 << 20;
static const int n = 1024;

__global__ void add(int* x, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += v;
}

static int shared_file(size_t bytes) {
  int fd = memfd_create("external-test", 0);
  if (fd < 0 || ftruncate(fd, (off_t)bytes) != 0) std::exit(2);
  return fd;
}

static long sum(const int* x) {
  long total = 0;
  for (int i = 0; i < n; ++i) total += x[i];
  return total;
}

static long sum_device(const int* d) {
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  return sum(h);
}

static void sleep_ms(void* ms) {
  std::this_thread::sleep_for(std::chrono::milliseconds((long)(size_t)ms));
}

static void memory() {
  // The "other API": it made the file and sees it through its own mapping.
  int fd = shared_file(kBytes);
  int* host = (int*)mmap(nullptr, kBytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  for (size_t i = 0; i < kBytes / sizeof(int); ++i) host[i] = 1;

  cudaExternalMemoryHandleDesc desc;
  std::memset(&desc, 0, sizeof desc);
  desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
  desc.handle.fd = fd;
  desc.size = kBytes;
  cudaExternalMemory_t memory;
  CHECK(cudaImportExternalMemory(&memory, &desc));

  // A buffer at an offset that is not a page boundary: 4096 + 256 bytes in (int 1088).
  cudaExternalMemoryBufferDesc buffer_desc;
  std::memset(&buffer_desc, 0, sizeof buffer_desc);
  buffer_desc.offset = 4096 + 256;
  buffer_desc.size = n * sizeof(int);
  int* d = nullptr;
  CHECK(cudaExternalMemoryGetMappedBuffer((void**)&d, memory, &buffer_desc));
  add<<<n / 256, 256>>>(d, 4);
  CHECK(cudaDeviceSynchronize());
  std::printf("other_api_sees_kernel_writes: %ld\n", sum(host + 1088));
  std::printf("bytes_before_untouched: %d\n", host[1087]);
  cudaPointerAttributes attributes;
  CHECK(cudaPointerGetAttributes(&attributes, d));
  std::printf("buffer_memory_type: %d\n", (int)attributes.type);
  host[1088] = 100;  // and the kernel's memory sees the other API's writes
  int first = 0;
  CHECK(cudaMemcpy(&first, d, sizeof first, cudaMemcpyDeviceToHost));
  std::printf("device_sees_other_api_writes: %d\n", first);

  // Destroying the memory object leaves mapped buffers usable until cudaFree, as in CUDA.
  CHECK(cudaDestroyExternalMemory(memory));
  add<<<n / 256, 256>>>(d, 1);
  CHECK(cudaDeviceSynchronize());
  std::printf("buffer_after_destroy: %d\n", host[1089]);
  SHOW("free_buffer", cudaFree(d));
  SHOW("free_buffer_twice", cudaFree(d));
  SHOW("destroy_twice", cudaDestroyExternalMemory(memory));

  // Errors.
  SHOW("import_null_desc", cudaImportExternalMemory(&memory, nullptr));
  cudaExternalMemoryHandleDesc bad = desc;
  bad.handle.fd = shared_file(kBytes);
  bad.size = 0;
  SHOW("import_size_zero", cudaImportExternalMemory(&memory, &bad));
  bad.size = 2 * kBytes;
  SHOW("import_larger_than_file", cudaImportExternalMemory(&memory, &bad));
  bad.size = kBytes;
  bad.flags = 2;
  SHOW("import_bad_flags", cudaImportExternalMemory(&memory, &bad));
  bad.flags = cudaExternalMemoryDedicated;
  bad.type = cudaExternalMemoryHandleTypeOpaqueWin32;
  SHOW("import_win32", cudaImportExternalMemory(&memory, &bad));
  bad.type = cudaExternalMemoryHandleTypeOpaqueFd;
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) std::exit(2);
  int kept = bad.handle.fd;
  bad.handle.fd = pipe_fds[0];
  SHOW("import_pipe", cudaImportExternalMemory(&memory, &bad));
  bad.handle.fd = kept;
  CHECK(cudaImportExternalMemory(&memory, &bad));
  buffer_desc.offset = kBytes - 16;
  buffer_desc.size = 32;
  SHOW("map_past_end", cudaExternalMemoryGetMappedBuffer((void**)&d, memory, &buffer_desc));
  buffer_desc.offset = 0;
  buffer_desc.size = 0;
  SHOW("map_size_zero", cudaExternalMemoryGetMappedBuffer((void**)&d, memory, &buffer_desc));
  buffer_desc.size = 64;
  buffer_desc.flags = 1;
  SHOW("map_bad_flags", cudaExternalMemoryGetMappedBuffer((void**)&d, memory, &buffer_desc));
  buffer_desc.flags = 0;
  SHOW("map_null_pointer", cudaExternalMemoryGetMappedBuffer(nullptr, memory, &buffer_desc));
  CHECK(cudaDestroyExternalMemory(memory));
  SHOW("map_destroyed", cudaExternalMemoryGetMappedBuffer((void**)&d, memory, &buffer_desc));
}

static void semaphores() {
  int* d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMemset(d, 0, n * sizeof(int)));
  cudaStream_t waiter, signaller;
  CHECK(cudaStreamCreateWithFlags(&waiter, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&signaller, cudaStreamNonBlocking));

  // Binary: the waiting stream's kernel runs only after the other stream's signal (300 ms late).
  cudaExternalSemaphoreHandleDesc desc;
  std::memset(&desc, 0, sizeof desc);
  desc.type = cudaExternalSemaphoreHandleTypeOpaqueFd;
  desc.handle.fd = eventfd(0, 0);
  cudaExternalSemaphore_t binary;
  CHECK(cudaImportExternalSemaphore(&binary, &desc));
  cudaExternalSemaphoreWaitParams wait_params;
  std::memset(&wait_params, 0, sizeof wait_params);
  cudaExternalSemaphoreSignalParams signal_params;
  std::memset(&signal_params, 0, sizeof signal_params);
  CHECK(cudaWaitExternalSemaphoresAsync(&binary, &wait_params, 1, waiter));
  add<<<n / 256, 256, 0, waiter>>>(d, 1);
  CHECK(cudaLaunchHostFunc(signaller, sleep_ms, (void*)300));
  CHECK(cudaSignalExternalSemaphoresAsync(&binary, &signal_params, 1, signaller));
  std::printf("binary_pending: %s\n", cudaGetErrorName(cudaStreamQuery(waiter)));
  CHECK(cudaStreamSynchronize(waiter));
  std::printf("binary_after_signal: %d\n", (int)(sum_device(d) == n));
  CHECK(cudaDestroyExternalSemaphore(binary));

  // Timeline: another process raises the counter to 5 after 300 ms; the stream waits for 5.
  int counter_fd = shared_file(sizeof(uint64_t));
  int child_fd = dup(counter_fd);
  pid_t child = fork();
  if (child == 0) {
    auto* counter = (std::atomic<uint64_t>*)mmap(nullptr, sizeof(uint64_t),
                                                  PROT_READ | PROT_WRITE, MAP_SHARED, child_fd, 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    counter->store(5);
    _exit(0);
  }
  desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
  desc.handle.fd = counter_fd;
  cudaExternalSemaphore_t timeline;
  CHECK(cudaImportExternalSemaphore(&timeline, &desc));
  wait_params.params.fence.value = 5;
  CHECK(cudaWaitExternalSemaphoresAsync(&timeline, &wait_params, 1, waiter));
  add<<<n / 256, 256, 0, waiter>>>(d, 1);
  std::printf("timeline_pending: %s\n", cudaGetErrorName(cudaStreamQuery(waiter)));
  CHECK(cudaStreamSynchronize(waiter));
  std::printf("timeline_after_other_process: %d\n", (int)(sum_device(d) == 2 * n));
  int status = 0;
  waitpid(child, &status, 0);
  // Our signals raise the shared counter; a lower value does not lower it.
  auto* counter = (std::atomic<uint64_t>*)mmap(nullptr, sizeof(uint64_t), PROT_READ,
                                                MAP_SHARED, child_fd, 0);
  signal_params.params.fence.value = 9;
  CHECK(cudaSignalExternalSemaphoresAsync(&timeline, &signal_params, 1, signaller));
  signal_params.params.fence.value = 3;
  CHECK(cudaSignalExternalSemaphoresAsync(&timeline, &signal_params, 1, signaller));
  CHECK(cudaStreamSynchronize(signaller));
  std::printf("timeline_counter: %llu\n", (unsigned long long)counter->load());

  // Errors.
  desc.type = cudaExternalSemaphoreHandleTypeOpaqueFd;
  desc.handle.fd = shared_file(64);
  SHOW("binary_not_eventfd", cudaImportExternalSemaphore(&binary, &desc));
  desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
  desc.handle.fd = eventfd(0, 0);
  SHOW("timeline_not_file", cudaImportExternalSemaphore(&binary, &desc));
  desc.type = cudaExternalSemaphoreHandleTypeD3D12Fence;
  SHOW("import_d3d12", cudaImportExternalSemaphore(&binary, &desc));
  desc.type = cudaExternalSemaphoreHandleTypeOpaqueFd;
  desc.flags = 1;
  SHOW("sem_import_bad_flags", cudaImportExternalSemaphore(&binary, &desc));
  SHOW("sem_import_null_desc", cudaImportExternalSemaphore(&binary, nullptr));
  signal_params.flags = cudaExternalSemaphoreSignalSkipNvSciBufMemSync;
  SHOW("signal_nvsci_flag", cudaSignalExternalSemaphoresAsync(&timeline, &signal_params, 1, 0));
  signal_params.flags = 0;
  SHOW("signal_null_arrays", cudaSignalExternalSemaphoresAsync(nullptr, nullptr, 1, 0));
  CHECK(cudaDestroyExternalSemaphore(timeline));
  SHOW("signal_destroyed", cudaSignalExternalSemaphoresAsync(&timeline, &signal_params, 1, 0));
  SHOW("wait_destroyed", cudaWaitExternalSemaphoresAsync(&timeline, &wait_params, 1, 0));
  SHOW("semaphore_destroy_twice", cudaDestroyExternalSemaphore(timeline));
  CHECK(cudaFree(d));
}

static void signal_later(void* semaphore) {
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  cudaExternalSemaphoreSignalParams signal;
  std::memset(&signal, 0, sizeof signal);
  cudaExternalSemaphore_t s = (cudaExternalSemaphore_t)semaphore;
  // From a host thread of its own: a stream's host function may not call the runtime.
  std::thread([s, signal] { CHECK(cudaSignalExternalSemaphoresAsync(&s, &signal, 1, 0)); }).join();
}

// Graph nodes: wait (binary) -> memset -> signal (timeline), launched twice with new values.
static void graph_nodes() {
  cudaExternalSemaphoreHandleDesc desc;
  std::memset(&desc, 0, sizeof desc);
  desc.type = cudaExternalSemaphoreHandleTypeOpaqueFd;
  desc.handle.fd = eventfd(0, 0);
  cudaExternalSemaphore_t gate;
  CHECK(cudaImportExternalSemaphore(&gate, &desc));
  int counter_fd = shared_file(sizeof(uint64_t));
  auto* counter = (std::atomic<uint64_t>*)mmap(nullptr, sizeof(uint64_t), PROT_READ,
                                                MAP_SHARED, counter_fd, 0);
  desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
  desc.handle.fd = counter_fd;
  cudaExternalSemaphore_t timeline;
  CHECK(cudaImportExternalSemaphore(&timeline, &desc));
  int* d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMemset(d, 0, n * sizeof(int)));

  cudaGraph_t graph;
  CHECK(cudaGraphCreate(&graph, 0));
  cudaExternalSemaphoreWaitParams wait_params;
  std::memset(&wait_params, 0, sizeof wait_params);
  cudaExternalSemaphoreWaitNodeParams wait_node = {&gate, &wait_params, 1};
  cudaGraphNode_t wait, set, signal, generic;
  CHECK(cudaGraphAddExternalSemaphoresWaitNode(&wait, graph, nullptr, 0, &wait_node));
  cudaMemsetParams memset_params = {};
  memset_params.dst = d;
  memset_params.value = 1;
  memset_params.elementSize = 4;
  memset_params.width = n;
  memset_params.height = 1;
  CHECK(cudaGraphAddMemsetNode(&set, graph, &wait, 1, &memset_params));
  cudaExternalSemaphoreSignalParams signal_params;
  std::memset(&signal_params, 0, sizeof signal_params);
  signal_params.params.fence.value = 20;
  cudaExternalSemaphoreSignalNodeParams signal_node = {&timeline, &signal_params, 1};
  CHECK(cudaGraphAddExternalSemaphoresSignalNode(&signal, graph, &set, 1, &signal_node));

  cudaExternalSemaphoreSignalNodeParams got;
  CHECK(cudaGraphExternalSemaphoresSignalNodeGetParams(signal, &got));
  std::printf("node_params: %u %d %llu\n", got.numExtSems, (int)(got.extSemArray[0] == timeline),
              got.paramsArray[0].params.fence.value);

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&exec, graph, 0));
  cudaStream_t stream, other;
  CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking));
  CHECK(cudaGraphLaunch(exec, stream));
  std::printf("graph_waits: %s %d\n", cudaGetErrorName(cudaStreamQuery(stream)),
              (int)counter->load());
  CHECK(cudaLaunchHostFunc(other, signal_later, gate));
  CHECK(cudaStreamSynchronize(stream));
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("graph_ran: %d %llu\n", (int)(h[n - 1] == 1),
              (unsigned long long)counter->load());

  // The graph's node and the executable's copy change separately, as in CUDA.
  signal_params.params.fence.value = 30;
  CHECK(cudaGraphExternalSemaphoresSignalNodeSetParams(signal, &signal_node));
  signal_params.params.fence.value = 40;
  CHECK(cudaGraphExecExternalSemaphoresSignalNodeSetParams(exec, signal, &signal_node));
  CHECK(cudaGraphLaunch(exec, stream));
  CHECK(cudaLaunchHostFunc(other, signal_later, gate));
  CHECK(cudaStreamSynchronize(stream));
  CHECK(cudaGraphExternalSemaphoresSignalNodeGetParams(signal, &got));
  std::printf("exec_set_params: %llu %llu\n", (unsigned long long)counter->load(),
              got.paramsArray[0].params.fence.value);

  // The generic API adds the same kind of node.
  cudaGraphNodeParams generic_params = {};
  std::memset(&generic_params, 0, sizeof generic_params);
  generic_params.type = cudaGraphNodeTypeExtSemaphoreSignal;
  signal_params.params.fence.value = 50;
  generic_params.extSemSignal.extSemArray = &timeline;
  generic_params.extSemSignal.paramsArray = &signal_params;
  generic_params.extSemSignal.numExtSems = 1;
  CHECK(cudaGraphAddNode(&generic, graph, &signal, 1, &generic_params));
  cudaGraphNodeType type;
  CHECK(cudaGraphNodeGetType(generic, &type));
  std::printf("generic_node_type: %d\n", (int)type);

  // Errors.
  SHOW("node_null_params", cudaGraphAddExternalSemaphoresSignalNode(&generic, graph, nullptr, 0, nullptr));
  signal_node.numExtSems = 0;
  SHOW("node_no_semaphores", cudaGraphAddExternalSemaphoresSignalNode(&generic, graph, nullptr, 0, &signal_node));
  signal_node.numExtSems = 1;
  signal_params.flags = 1;
  SHOW("node_bad_flags", cudaGraphAddExternalSemaphoresSignalNode(&generic, graph, nullptr, 0, &signal_node));
  signal_params.flags = 0;
  SHOW("node_get_wrong_type", cudaGraphExternalSemaphoresSignalNodeGetParams(set, &got));
  SHOW("node_set_wrong_type", cudaGraphExternalSemaphoresWaitNodeSetParams(signal, &wait_node));
  CHECK(cudaGraphExecDestroy(exec));
  CHECK(cudaGraphDestroy(graph));
  CHECK(cudaDestroyExternalSemaphore(gate));
  cudaExternalSemaphore_t dead = timeline;
  CHECK(cudaDestroyExternalSemaphore(timeline));
  CHECK(cudaGraphCreate(&graph, 0));
  cudaExternalSemaphoreSignalNodeParams dead_node = {&dead, &signal_params, 1};
  SHOW("node_destroyed_semaphore", cudaGraphAddExternalSemaphoresSignalNode(&generic, graph, nullptr, 0, &dead_node));
  CHECK(cudaGraphDestroy(graph));
  CHECK(cudaFree(d));
}

int main() {
  memory();
  semaphores();
  graph_nodes();
  return 0;
}
