// RUN: translate %s
#include <cuport/runtime.h>

#if 0
static void old_path(float* p) { cuportMalloc(&p, 4); cuportFree(p); }
#endif

#ifdef CUPORT_DEVICE_ARCH
#define WHERE 1
#else
#define WHERE 0
#endif

#if defined(CUPORT_CUDART_VERSION) && CUPORT_CUDART_VERSION >= 11000
static cuportError_t sync_all() { return cuportDeviceSynchronize(); }
#elif defined(NO_SUCH_MACRO)
static cuportError_t sync_all() { return cuportGetLastError(); }
#else
static int sync_all() { return cuportSuccess; }
#endif

__global__ void k(int* x) {
#if CUPORT_DEVICE_ARCH >= 700
  x[threadIdx.x] = WHERE;
#else
  x[blockIdx.x] = WHERE;
#endif
}

void go(int* x) {
#ifndef SKIP_LAUNCH
  cuportLaunchKernelGGL(k, 1, 1, 0, 0, x);
#else
  cuportLaunchKernelGGL(k, 2, 2, 0, 0, x);
#endif
  sync_all();
}
