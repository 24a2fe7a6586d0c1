// cuport portable runtime: NVTX, the NVIDIA Tools Extension's C API (nvToolsExt.h and nvtx3/).
//
// Programs mark ranges and name threads for a profiler (Nsight Systems). NVTX is written to cost
// nothing when no profiler is attached: every call then returns at once, with the values below.
// That is what this header gives on every backend, except that the CUDA backend uses the real
// NVTX when its toolkit has it, so a profiler attached there still sees the program's ranges.
#pragma once

#include "runtime.h"

#if defined(CUPORT_BACKEND_CUDA) && defined(__has_include)
#if __has_include(<nvtx3/nvToolsExt.h>)
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCuda.h>
#include <nvtx3/nvToolsExtCudaRt.h>
#define CUPORT_NVTX_FROM_TOOLKIT 1
#endif
#endif

#ifndef CUPORT_NVTX_FROM_TOOLKIT
#include <stddef.h>
#include <stdint.h>

#define NVTX_VERSION 3
#define NVTX_SUCCESS 0
#define NVTX_FAIL 1
#define NVTX_NO_PUSH_POP_TRACKING ((int)-2)  // what a push or pop returns with no tool attached
#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxEventAttributes_t)))

typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st* nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st* nvtxStringHandle_t;

typedef enum nvtxColorType_t { NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1 } nvtxColorType_t;
typedef enum nvtxMessageType_t {
  NVTX_MESSAGE_UNKNOWN = 0,
  NVTX_MESSAGE_TYPE_ASCII = 1,
  NVTX_MESSAGE_TYPE_UNICODE = 2,
  NVTX_MESSAGE_TYPE_REGISTERED = 3
} nvtxMessageType_t;
typedef enum nvtxPayloadType_t {
  NVTX_PAYLOAD_UNKNOWN = 0,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
  NVTX_PAYLOAD_TYPE_INT64 = 2,
  NVTX_PAYLOAD_TYPE_DOUBLE = 3,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
  NVTX_PAYLOAD_TYPE_INT32 = 5,
  NVTX_PAYLOAD_TYPE_FLOAT = 6
} nvtxPayloadType_t;

typedef union nvtxMessageValue_t {
  const char* ascii;
  const wchar_t* unicode;
  nvtxStringHandle_t registered;
} nvtxMessageValue_t;

// NVTX's event attributes, field for field, so designated and positional initializers compile.
typedef struct nvtxEventAttributes_v2 {
  uint16_t version;
  uint16_t size;
  uint32_t category;
  int32_t colorType;
  uint32_t color;
  int32_t payloadType;
  int32_t reserved0;
  union payload_t {
    uint64_t ullValue;
    int64_t llValue;
    double dValue;
    uint32_t uiValue;
    int32_t iValue;
    float fValue;
  } payload;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxEventAttributes_v2;
typedef struct nvtxEventAttributes_v2 nvtxEventAttributes_t;

// Markers and ranges.
inline void nvtxMarkEx(const nvtxEventAttributes_t*) {}
inline void nvtxMarkA(const char*) {}
inline void nvtxMarkW(const wchar_t*) {}
inline nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t*) { return 0; }
inline nvtxRangeId_t nvtxRangeStartA(const char*) { return 0; }
inline nvtxRangeId_t nvtxRangeStartW(const wchar_t*) { return 0; }
inline void nvtxRangeEnd(nvtxRangeId_t) {}
inline int nvtxRangePushEx(const nvtxEventAttributes_t*) { return NVTX_NO_PUSH_POP_TRACKING; }
inline int nvtxRangePushA(const char*) { return NVTX_NO_PUSH_POP_TRACKING; }
inline int nvtxRangePushW(const wchar_t*) { return NVTX_NO_PUSH_POP_TRACKING; }
inline int nvtxRangePop() { return NVTX_NO_PUSH_POP_TRACKING; }

// Names for categories and threads.
inline void nvtxNameCategoryA(uint32_t, const char*) {}
inline void nvtxNameCategoryW(uint32_t, const wchar_t*) {}
inline void nvtxNameOsThreadA(uint32_t, const char*) {}
inline void nvtxNameOsThreadW(uint32_t, const wchar_t*) {}

// Domains: with no tool attached none is created, and the domain calls do nothing.
inline nvtxDomainHandle_t nvtxDomainCreateA(const char*) { return nullptr; }
inline nvtxDomainHandle_t nvtxDomainCreateW(const wchar_t*) { return nullptr; }
inline void nvtxDomainDestroy(nvtxDomainHandle_t) {}
inline void nvtxDomainMarkEx(nvtxDomainHandle_t, const nvtxEventAttributes_t*) {}
inline nvtxRangeId_t nvtxDomainRangeStartEx(nvtxDomainHandle_t, const nvtxEventAttributes_t*) {
  return 0;
}
inline void nvtxDomainRangeEnd(nvtxDomainHandle_t, nvtxRangeId_t) {}
inline int nvtxDomainRangePushEx(nvtxDomainHandle_t, const nvtxEventAttributes_t*) {
  return NVTX_NO_PUSH_POP_TRACKING;
}
inline int nvtxDomainRangePop(nvtxDomainHandle_t) { return NVTX_NO_PUSH_POP_TRACKING; }
inline void nvtxDomainNameCategoryA(nvtxDomainHandle_t, uint32_t, const char*) {}
inline void nvtxDomainNameCategoryW(nvtxDomainHandle_t, uint32_t, const wchar_t*) {}
inline nvtxStringHandle_t nvtxDomainRegisterStringA(nvtxDomainHandle_t, const char*) {
  return nullptr;
}
inline nvtxStringHandle_t nvtxDomainRegisterStringW(nvtxDomainHandle_t, const wchar_t*) {
  return nullptr;
}
inline void nvtxInitialize(const void*) {}

// Names for CUDA runtime objects (nvToolsExtCudaRt.h).
inline void nvtxNameCudaDeviceA(int, const char*) {}
inline void nvtxNameCudaDeviceW(int, const wchar_t*) {}
inline void nvtxNameCudaStreamA(cuportStream_t, const char*) {}
inline void nvtxNameCudaStreamW(cuportStream_t, const wchar_t*) {}
inline void nvtxNameCudaEventA(cuportEvent_t, const char*) {}
inline void nvtxNameCudaEventW(cuportEvent_t, const wchar_t*) {}
#endif
