// cuport CPU backend: __device__/__constant__/__managed__ variables as symbols. On the CPU such a
// variable is an ordinary global, so the symbol is the variable itself (a template on its type,
// as CUDA's C++ API), and its size is checked against the copy like CUDA checks it.
#pragma once

#include <cstring>

#include "cpu_error.h"
#include "cpu_memory.h"
#include "cpu_stream.h"

namespace cuport::cpu {

inline cuportError_t check_symbol_copy(std::size_t size, std::size_t count, std::size_t offset,
                                       const void* other, cuportMemcpyKind kind, bool to_symbol) {
  if (!valid_kind(kind)) return cuportErrorInvalidMemcpyDirection;
  bool host_side = to_symbol ? kind == cuportMemcpyDeviceToHost : kind == cuportMemcpyHostToDevice;
  if (host_side || kind == cuportMemcpyHostToHost) return cuportErrorInvalidMemcpyDirection;
  if (offset > size || count > size - offset) return cuportErrorInvalidValue;
  if (count && !other) return cuportErrorInvalidValue;
  return cuportSuccess;
}

}  // namespace cuport::cpu

// The C form: symbol is the variable's address (no size is known, so none is checked).
inline cuportError_t cuportMemcpyToSymbol(const void* symbol, const void* src, std::size_t count,
                                          std::size_t offset = 0,
                                          cuportMemcpyKind kind = cuportMemcpyHostToDevice) {
  CUPORT_CONTEXT_CALL();
  if (!symbol) return cuport::cpu::record(cuportErrorInvalidSymbol);
  return cuportMemcpy(static_cast<char*>(const_cast<void*>(symbol)) + offset, src, count, kind);
}

template <class T>
inline cuportError_t cuportMemcpyToSymbol(const T& symbol, const void* src, std::size_t count,
                                          std::size_t offset = 0,
                                          cuportMemcpyKind kind = cuportMemcpyHostToDevice) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  cuportError_t error = check_symbol_copy(sizeof(T), count, offset, src, kind, true);
  if (error != cuportSuccess) return record(error);
  char* dst = reinterpret_cast<char*>(const_cast<T*>(&symbol)) + offset;
  return cuportMemcpy(dst, src, count, cuportMemcpyDefault);
}

template <class T>
inline cuportError_t cuportMemcpyToSymbolAsync(const T& symbol, const void* src,
                                               std::size_t count, std::size_t offset = 0,
                                               cuportMemcpyKind kind = cuportMemcpyHostToDevice,
                                               cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  cuportError_t error = check_symbol_copy(sizeof(T), count, offset, src, kind, true);
  if (error != cuportSuccess) return record(error);
  char* dst = reinterpret_cast<char*>(const_cast<T*>(&symbol)) + offset;
  return cuportMemcpyAsync(dst, src, count, cuportMemcpyDefault, stream);
}

inline cuportError_t cuportMemcpyFromSymbol(void* dst, const void* symbol, std::size_t count,
                                            std::size_t offset = 0,
                                            cuportMemcpyKind kind = cuportMemcpyDeviceToHost) {
  CUPORT_CONTEXT_CALL();
  if (!symbol) return cuport::cpu::record(cuportErrorInvalidSymbol);
  return cuportMemcpy(dst, static_cast<const char*>(symbol) + offset, count, kind);
}

template <class T>
inline cuportError_t cuportMemcpyFromSymbol(void* dst, const T& symbol, std::size_t count,
                                            std::size_t offset = 0,
                                            cuportMemcpyKind kind = cuportMemcpyDeviceToHost) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  cuportError_t error = check_symbol_copy(sizeof(T), count, offset, dst, kind, false);
  if (error != cuportSuccess) return record(error);
  const char* src = reinterpret_cast<const char*>(&symbol) + offset;
  return cuportMemcpy(dst, src, count, cuportMemcpyDefault);
}

template <class T>
inline cuportError_t cuportMemcpyFromSymbolAsync(void* dst, const T& symbol, std::size_t count,
                                                 std::size_t offset = 0,
                                                 cuportMemcpyKind kind = cuportMemcpyDeviceToHost,
                                                 cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  cuportError_t error = check_symbol_copy(sizeof(T), count, offset, dst, kind, false);
  if (error != cuportSuccess) return record(error);
  const char* src = reinterpret_cast<const char*>(&symbol) + offset;
  return cuportMemcpyAsync(dst, src, count, cuportMemcpyDefault, stream);
}

template <class T>
inline cuportError_t cuportGetSymbolAddress(void** address, const T& symbol) {
  CUPORT_CONTEXT_CALL();
  if (!address) return cuport::cpu::record(cuportErrorInvalidValue);
  *address = const_cast<void*>(static_cast<const void*>(&symbol));
  return cuportSuccess;
}

template <class T, class U>
inline cuportError_t cuportGetSymbolAddress(U** address, const T& symbol) {
  CUPORT_CONTEXT_CALL();
  return cuportGetSymbolAddress(cuport::cpu::out_pointer(address), symbol);
}

template <class T>
inline cuportError_t cuportGetSymbolSize(std::size_t* size, const T& symbol) {
  CUPORT_CONTEXT_CALL();
  (void)symbol;
  if (!size) return cuport::cpu::record(cuportErrorInvalidValue);
  *size = sizeof(T);
  return cuportSuccess;
}
