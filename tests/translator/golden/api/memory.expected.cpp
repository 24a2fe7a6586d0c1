// RUN: translate %s
#include <cuport/runtime.h>

__constant__ float table[16];
__device__ int flag;

int main() {
  float host[16] = {};
  float *d = nullptr, *pinned = nullptr, *managed = nullptr;
  cuportMalloc((void**)&d, sizeof(host));
  cuportMallocHost((void**)&pinned, sizeof(host));
  cuportMallocManaged(&managed, sizeof(host), cuportMemAttachGlobal);
  cuportMemcpyToSymbol(table, host, sizeof(host));
  int one = 1;
  cuportMemcpyToSymbol(flag, &one, sizeof(int), 0, cuportMemcpyHostToDevice);
  cuportMemcpyFromSymbol(host, table, sizeof(host));
  cuportMemsetAsync(d, 0, sizeof(host), 0);
  cuportMemcpyAsync(pinned, d, sizeof(host), cuportMemcpyDeviceToHost, 0);
  cuportDeviceSynchronize();
  cuportFreeHost(pinned);
  cuportFree(managed);
  cuportFree(d);
  return 0;
}
