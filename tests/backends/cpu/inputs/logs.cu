// The error log on the CPU backend: a kernel's fault is a log message that callbacks receive and
// the dump calls return, from an iterator or all of it, after the sticky error too.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

static int received = 0;
static int received_level = -1;
static std::string received_text;
static void on_log(void* data, cudaLogLevel level, char* message, size_t length) {
  ++*(int*)data;
  received_level = (int)level;
  received_text.assign(message, length);
}

__global__ void write_null(int* p) { p[threadIdx.x] = 1; }

int main(int argc, char** argv) {
  cudaLogsCallbackHandle handle;
  std::printf("register: %s\n", name(cudaLogsRegisterCallback(on_log, &received, &handle)));
  cudaLogIterator it;
  std::printf("current: %s\n", name(cudaLogsCurrent(&it, 0)));

  write_null<<<1, 32>>>(nullptr);
  std::printf("sync: %s\n", name(cudaDeviceSynchronize()));
  void* p;
  std::printf("malloc_after_fault: %s\n", name(cudaMalloc(&p, 16)));  // sticky

  std::printf("callback_calls: %d\n", received);
  std::printf("callback_level: %d\n", received_level);
  std::printf("callback_names_the_fault: %d\n",
              received_text.find("illegal memory access") != std::string::npos);

  char buffer[4096];
  size_t size = sizeof buffer;
  std::printf("dump: %s\n", name(cudaLogsDumpToMemory(&it, buffer, &size, 0)));
  std::printf("dump_is_the_message: %d\n",
              size == received_text.size() + 1 && std::strncmp(buffer, received_text.c_str(),
                                                               received_text.size()) == 0 &&
                  buffer[size - 1] == '\n' && buffer[size] == '\0');
  size = sizeof buffer;
  cudaError_t again = cudaLogsDumpToMemory(&it, buffer, &size, 0);  // nothing new since
  std::printf("dump_again: %s %zu\n", name(again), size);

  const char* path = argc > 1 ? argv[1] : "logs.txt";
  std::printf("dump_to_file: %s\n", name(cudaLogsDumpToFile(nullptr, path, 0)));
  std::FILE* f = std::fopen(path, "r");
  char line[2048] = {0};
  if (f) {
    if (!std::fgets(line, sizeof line, f)) line[0] = '\0';
    std::fclose(f);
  }
  std::printf("file_has_the_message: %d\n", received_text == std::string(line, std::strcspn(line, "\n")));

  cudaLogIterator start = 0;
  size = 8;
  cudaError_t small = cudaLogsDumpToMemory(&start, buffer, &size, 0);
  std::printf("buffer_too_small: %s %zu %u\n", name(small), size, start);
  size = sizeof buffer;
  std::printf("dump_flags: %s\n", name(cudaLogsDumpToMemory(nullptr, buffer, &size, 1)));
  std::printf("current_null: %s\n", name(cudaLogsCurrent(nullptr, 0)));
  std::printf("unregister: %s\n", name(cudaLogsUnregisterCallback(handle)));
  std::printf("unregister_again: %s\n", name(cudaLogsUnregisterCallback(handle)));
  std::printf("register_null: %s\n", name(cudaLogsRegisterCallback(nullptr, nullptr, nullptr)));
  return 0;
}
