// Memory pools shared between processes on the CPU backend: the parent creates a pool with
// cudaMemHandleTypePosixFileDescriptor, allocates from it, exports the pool (a file descriptor,
// inherited by the child it starts) and a pointer (hex on the child's command line); the child
// imports both, reads the parent's bytes, adds to them and frees its mapping; the parent sees the
// child's writes. Then CUDA's error codes.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "check.cuh"

static const int n = 1024;

__global__ void iota3(int* x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = 3 * i;
}
__global__ void add(int* x, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += v;
}

static long host_sum(const int* d) {
  int h[n];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  long sum = 0;
  for (int v : h) sum += v;
  return sum;
}

static std::string to_hex(const cudaMemPoolPtrExportData& data) {
  std::string out;
  char byte[3];
  for (unsigned char c : data.reserved) {
    std::snprintf(byte, sizeof byte, "%02x", c);
    out += byte;
  }
  return out;
}

static cudaMemPoolPtrExportData from_hex(const char* text) {
  cudaMemPoolPtrExportData data;
  for (size_t i = 0; i < sizeof data.reserved; ++i) {
    unsigned value;
    std::sscanf(text + 2 * i, "%2x", &value);
    data.reserved[i] = (unsigned char)value;
  }
  return data;
}

// argv: child <pool fd> <exported pointer>
static int child(char** argv) {
  int fd = std::atoi(argv[2]);
  cudaMemPool_t pool;
  CHECK(cudaMemPoolImportFromShareableHandle(&pool, (void*)(intptr_t)fd,
                                             cudaMemHandleTypePosixFileDescriptor, 0));
  close(fd);
  cudaMemPoolPtrExportData data = from_hex(argv[3]);
  int* d = nullptr;
  CHECK(cudaMemPoolImportPointer((void**)&d, pool, &data));
  std::printf("child_sum: %ld\n", host_sum(d));
  add<<<n / 256, 256>>>(d, 1);
  CHECK(cudaDeviceSynchronize());
  cudaMemPoolPtrExportData other_pool = data;
  other_pool.reserved[48] ^= 0xff;  // names another pool of the exporter
  void* refused = nullptr;
  std::printf("child_wrong_pool: %s\n",
              name(cudaMemPoolImportPointer(&refused, pool, &other_pool)));
  cudaMemPool_t own;
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  CHECK(cudaMemPoolCreate(&own, &props));
  std::printf("child_not_imported_pool: %s\n",
              name(cudaMemPoolImportPointer(&refused, own, &data)));
  std::printf("child_free: %s\n", name(cudaFree(d)));
  std::printf("child_free_again: %s\n", name(cudaFree(d)));
  cudaGetLastError();
  return 0;
}

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "child") == 0) return child(argv);
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  cudaMemPool_t pool, private_pool;
  CHECK(cudaMemPoolCreate(&pool, &props));
  props.handleTypes = cudaMemHandleTypeNone;
  CHECK(cudaMemPoolCreate(&private_pool, &props));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  int* d;
  CHECK(cudaMallocFromPoolAsync((void**)&d, n * sizeof(int), pool, s));
  iota3<<<n / 256, 256, 0, s>>>(d);
  CHECK(cudaStreamSynchronize(s));

  int fd = -1;
  std::printf("export_pool: %s\n", name(cudaMemPoolExportToShareableHandle(
                                       &fd, pool, cudaMemHandleTypePosixFileDescriptor, 0)));
  cudaMemPoolPtrExportData data;
  std::printf("export_pointer: %s\n", name(cudaMemPoolExportPointer(&data, d)));
  std::printf("contents_kept: %ld\n", host_sum(d));

  // CUDA's codes in the exporter.
  int other_fd = -1;
  std::printf("private_pool_export: %s\n",
              name(cudaMemPoolExportToShareableHandle(
                  &other_fd, private_pool, cudaMemHandleTypePosixFileDescriptor, 0)));
  std::printf("fabric_export: %s\n", name(cudaMemPoolExportToShareableHandle(
                                         &other_fd, pool, cudaMemHandleTypeFabric, 0)));
  std::printf("export_flags: %s\n", name(cudaMemPoolExportToShareableHandle(
                                        &other_fd, pool, cudaMemHandleTypePosixFileDescriptor, 1)));
  int* plain;
  CHECK(cudaMalloc(&plain, 64));
  int* private_block;
  CHECK(cudaMallocFromPoolAsync((void**)&private_block, 64, private_pool, s));
  CHECK(cudaStreamSynchronize(s));
  cudaMemPoolPtrExportData unused;
  std::printf("export_plain_pointer: %s\n", name(cudaMemPoolExportPointer(&unused, plain)));
  std::printf("export_private_pointer: %s\n",
              name(cudaMemPoolExportPointer(&unused, private_block)));
  std::printf("export_null_data: %s\n", name(cudaMemPoolExportPointer(nullptr, d)));
  cudaMemPool_t self_import;
  std::printf("import_own_pool: %s\n",
              name(cudaMemPoolImportFromShareableHandle(&self_import, (void*)(intptr_t)fd,
                                                        cudaMemHandleTypePosixFileDescriptor, 0)));
  void* own_pointer = nullptr;
  std::printf("import_own_pointer: %s\n",
              name(cudaMemPoolImportPointer(&own_pointer, self_import, &data)));
  std::printf("import_bad_fd: %s\n",
              name(cudaMemPoolImportFromShareableHandle(&self_import, (void*)(intptr_t)-1,
                                                        cudaMemHandleTypePosixFileDescriptor, 0)));
  void* refused;
  std::printf("import_into_own_pool: %s\n", name(cudaMemPoolImportPointer(&refused, pool, &data)));
  cudaGetLastError();

  // The child inherits the pool's descriptor, as if it had been sent over a Unix socket.
  fcntl(fd, F_SETFD, 0);
  std::string args[] = {std::to_string(fd), to_hex(data)};
  std::fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    char child_arg[] = "child";
    char* child_argv[] = {argv[0], child_arg, &args[0][0], &args[1][0], nullptr};
    execv("/proc/self/exe", child_argv);
    _exit(127);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  std::printf("child_exit: %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  std::printf("parent_sum_after_child: %ld\n", host_sum(d));
  close(fd);
  CHECK(cudaFreeAsync(d, s));
  CHECK(cudaStreamSynchronize(s));
  return 0;
}
