// Stub for the translator's parser only: NVTX's C API (nvToolsExt.h, nvToolsExtCuda.h,
// nvToolsExtCudaRt.h, with or without nvtx3/), declared for parsing; the names stay as they are.
#pragma once
#include "cuda_runtime.h"
#include <stdint.h>
#include <wchar.h>

#define NVTX_VERSION 3
#define NVTX_SUCCESS 0
#define NVTX_FAIL 1
#define NVTX_NO_PUSH_POP_TRACKING ((int)-2)
#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxEventAttributes_t)))
typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st* nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st* nvtxStringHandle_t;
enum nvtxColorType_t { NVTX_COLOR_UNKNOWN, NVTX_COLOR_ARGB };
enum nvtxMessageType_t { NVTX_MESSAGE_UNKNOWN, NVTX_MESSAGE_TYPE_ASCII, NVTX_MESSAGE_TYPE_UNICODE, NVTX_MESSAGE_TYPE_REGISTERED };
enum nvtxPayloadType_t { NVTX_PAYLOAD_UNKNOWN, NVTX_PAYLOAD_TYPE_UNSIGNED_INT64, NVTX_PAYLOAD_TYPE_INT64, NVTX_PAYLOAD_TYPE_DOUBLE, NVTX_PAYLOAD_TYPE_UNSIGNED_INT32, NVTX_PAYLOAD_TYPE_INT32, NVTX_PAYLOAD_TYPE_FLOAT };
union nvtxMessageValue_t { const char* ascii; const wchar_t* unicode; nvtxStringHandle_t registered; };
struct nvtxEventAttributes_v2 {
  uint16_t version, size;
  uint32_t category;
  int32_t colorType;
  uint32_t color;
  int32_t payloadType, reserved0;
  union payload_t { uint64_t ullValue; int64_t llValue; double dValue; uint32_t uiValue; int32_t iValue; float fValue; } payload;
  int32_t messageType;
  nvtxMessageValue_t message;
};
typedef nvtxEventAttributes_v2 nvtxEventAttributes_t;

void nvtxMarkEx(const nvtxEventAttributes_t*);
void nvtxMarkA(const char*);
void nvtxMarkW(const wchar_t*);
nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t*);
nvtxRangeId_t nvtxRangeStartA(const char*);
nvtxRangeId_t nvtxRangeStartW(const wchar_t*);
void nvtxRangeEnd(nvtxRangeId_t);
int nvtxRangePushEx(const nvtxEventAttributes_t*);
int nvtxRangePushA(const char*);
int nvtxRangePushW(const wchar_t*);
int nvtxRangePop();
void nvtxNameCategoryA(uint32_t, const char*);
void nvtxNameCategoryW(uint32_t, const wchar_t*);
void nvtxNameOsThreadA(uint32_t, const char*);
void nvtxNameOsThreadW(uint32_t, const wchar_t*);
nvtxDomainHandle_t nvtxDomainCreateA(const char*);
nvtxDomainHandle_t nvtxDomainCreateW(const wchar_t*);
void nvtxDomainDestroy(nvtxDomainHandle_t);
void nvtxDomainMarkEx(nvtxDomainHandle_t, const nvtxEventAttributes_t*);
nvtxRangeId_t nvtxDomainRangeStartEx(nvtxDomainHandle_t, const nvtxEventAttributes_t*);
void nvtxDomainRangeEnd(nvtxDomainHandle_t, nvtxRangeId_t);
int nvtxDomainRangePushEx(nvtxDomainHandle_t, const nvtxEventAttributes_t*);
int nvtxDomainRangePop(nvtxDomainHandle_t);
void nvtxDomainNameCategoryA(nvtxDomainHandle_t, uint32_t, const char*);
void nvtxDomainNameCategoryW(nvtxDomainHandle_t, uint32_t, const wchar_t*);
nvtxStringHandle_t nvtxDomainRegisterStringA(nvtxDomainHandle_t, const char*);
nvtxStringHandle_t nvtxDomainRegisterStringW(nvtxDomainHandle_t, const wchar_t*);
void nvtxInitialize(const void*);
void nvtxNameCudaDeviceA(int, const char*);
void nvtxNameCudaDeviceW(int, const wchar_t*);
void nvtxNameCudaStreamA(cudaStream_t, const char*);
void nvtxNameCudaStreamW(cudaStream_t, const wchar_t*);
void nvtxNameCudaEventA(cudaEvent_t, const char*);
void nvtxNameCudaEventW(cudaEvent_t, const wchar_t*);
