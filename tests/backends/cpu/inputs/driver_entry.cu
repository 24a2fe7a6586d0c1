// Driver entry points on the CPU backend: no driver function exists there, and CUDA's documented
// answer for a function the platform lacks is success, a null pointer and "symbol not found".
#include "check.cuh"

int main() {
  void* function = (void*)1;
  cudaDriverEntryPointQueryResult status = cudaDriverEntryPointSuccess;
  CHECK(cudaGetDriverEntryPointByVersion("cuMemAlloc", &function, 12000, cudaEnableDefault, &status));
  std::printf("by_version: %d %d\n", function == nullptr, (int)status);
  function = (void*)1;
  status = cudaDriverEntryPointSuccess;
  CHECK(cudaGetDriverEntryPoint("cuStreamSynchronize", &function, cudaEnablePerThreadDefaultStream,
                                &status));
  std::printf("deprecated_form: %d %d\n", function == nullptr, (int)status);
  CHECK(cudaGetDriverEntryPoint("cuInit", &function, cudaEnableLegacyStream));  // status optional
  std::printf("null_symbol: %s\n", name(cudaGetDriverEntryPoint(nullptr, &function, 0, &status)));
  std::printf("null_result: %s\n", name(cudaGetDriverEntryPoint("cuInit", nullptr, 0, &status)));
  std::printf("bad_flags: %s\n", name(cudaGetDriverEntryPointByVersion("cuInit", &function, 12000, 4, &status)));
  return 0;
}
