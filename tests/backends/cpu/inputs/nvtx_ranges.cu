// NVTX annotations as programs write them (cudaGraphsPerfScaling's Tracer, named streams, event
// attributes): they build unchanged and behave as NVTX does with no profiler attached.
// Prints `key: value`.
#include <cstdio>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>

struct Tracer {  // an RAII range, as the sample writes it
  explicit Tracer(const char* name) { nvtxRangePushA(name); }
  ~Tracer() { nvtxRangePop(); }
};

__global__ void scale(float* x, float s) { x[threadIdx.x] *= s; }

int main() {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  nvtxNameCudaStreamA(stream, "work");
  nvtxNameOsThreadA(0, "main");
  nvtxEventAttributes_t attributes = {};
  attributes.version = NVTX_VERSION;
  attributes.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  attributes.colorType = NVTX_COLOR_ARGB;
  attributes.color = 0xFF00FF00u;
  attributes.messageType = NVTX_MESSAGE_TYPE_ASCII;
  attributes.message.ascii = "scale";
  nvtxRangeId_t id = nvtxRangeStartEx(&attributes);
  float host[32], *device;
  for (int i = 0; i < 32; i++) host[i] = float(i);
  cudaMalloc(&device, sizeof host);
  cudaMemcpyAsync(device, host, sizeof host, cudaMemcpyHostToDevice, stream);
  {
    Tracer trace("launch");
    scale<<<1, 32, 0, stream>>>(device, 2.0f);
  }
  nvtxMarkA("launched");
  cudaMemcpyAsync(host, device, sizeof host, cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  nvtxRangeEnd(id);
  nvtxDomainHandle_t domain = nvtxDomainCreateA("cuport");
  printf("push: %d\n", nvtxRangePushA("outer"));
  printf("pop: %d\n", nvtxRangePop());
  printf("domain_null: %d\n", domain == nullptr);
  nvtxDomainDestroy(domain);
  printf("x31: %g\n", host[31]);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
