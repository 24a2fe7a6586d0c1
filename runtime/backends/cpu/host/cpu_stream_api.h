// cuport CPU backend: the stream API (create, destroy, synchronize, query, priorities, host
// functions and callbacks) over the streams of cpu_stream.h.
#pragma once

#include "cpu_error.h"
#include "cpu_stream.h"

inline cuportError_t cuportStreamCreateWithPriority(cuportStream_t* stream, unsigned int flags,
                                                    int priority) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!stream || (flags & ~1u)) return record(cuportErrorInvalidValue);
  // CUDA clamps priorities to [greatest, least] = [-5, 0] (lower is higher priority).
  priority = priority < -5 ? -5 : (priority > 0 ? 0 : priority);
  *stream = reinterpret_cast<cuportStream_t>(
      StreamRegistry::instance().create_stream(flags, priority).get());
  return cuportSuccess;
}

inline cuportError_t cuportStreamCreateWithFlags(cuportStream_t* stream, unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  return cuportStreamCreateWithPriority(stream, flags, 0);
}

inline cuportError_t cuportStreamCreate(cuportStream_t* stream) {
  CUPORT_CONTEXT_CALL();
  return cuportStreamCreateWithPriority(stream, cuportStreamDefault, 0);
}

// Returns at once; work already queued still completes, then the stream is released (as CUDA).
inline cuportError_t cuportStreamDestroy(cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().remove(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  StreamRegistry::instance().retire(std::move(found));
  return cuportSuccess;
}

inline cuportError_t cuportStreamSynchronize(cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (in_stream_worker) return record(cuportErrorNotPermitted);
  if (StreamRegistry::instance().capture_of(found)) return record(cuportErrorStreamCaptureUnsupported);
  found->wait_all();
  return record(sync_status());
}

inline cuportError_t cuportStreamQuery(cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  cuportError_t fault = sync_status();
  if (fault != cuportSuccess) return record(fault);
  if (StreamRegistry::instance().capture_of(found)) return record(cuportErrorStreamCaptureUnsupported);
  return found->done(found->submitted()) ? cuportSuccess : cuportErrorNotReady;
}

inline cuportError_t cuportStreamGetPriority(cuportStream_t stream, int* priority) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (!priority) return record(cuportErrorInvalidValue);
  *priority = found->priority;
  return cuportSuccess;
}

inline cuportError_t cuportStreamGetFlags(cuportStream_t stream, unsigned int* flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (!flags) return record(cuportErrorInvalidValue);
  *flags = found->flags;
  return cuportSuccess;
}

inline cuportError_t cuportDeviceGetStreamPriorityRange(int* least, int* greatest) {
  CUPORT_CONTEXT_CALL();
  if (least) *least = 0;
  if (greatest) *greatest = -5;
  return cuportSuccess;
}

using cuportHostFn_t = void (*)(void* user_data);
using cuportStreamCallback_t = void (*)(cuportStream_t stream, cuportError_t status,
                                        void* user_data);

inline cuportError_t cuportLaunchHostFunc(cuportStream_t stream, cuportHostFn_t fn,
                                          void* user_data) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!fn) return record(cuportErrorInvalidValue);
  return record(enqueue(stream, [fn, user_data] { fn(user_data); }));
}

inline cuportError_t cuportStreamAddCallback(cuportStream_t stream,
                                             cuportStreamCallback_t callback, void* user_data,
                                             unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!callback || flags != 0) return record(cuportErrorInvalidValue);
  return record(enqueue(stream, [stream, callback, user_data] {
    callback(stream, static_cast<cuportError_t>(sticky_error.load()), user_data);
  }));
}

inline cuportError_t cuportStreamGetId(cuportStream_t stream, unsigned long long* id) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return record(cuportErrorInvalidResourceHandle);
  if (!id) return record(cuportErrorInvalidValue);
  *id = reinterpret_cast<unsigned long long>(found.get());
  return cuportSuccess;
}

inline cuportError_t cuportStreamGetDevice(cuportStream_t stream, int* device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!StreamRegistry::instance().resolve(stream)) return record(cuportErrorInvalidResourceHandle);
  if (!device) return record(cuportErrorInvalidValue);
  *device = 0;
  return cuportSuccess;
}

// Managed memory is always coherent on the CPU: attaching it to a stream changes nothing.
inline cuportError_t cuportStreamAttachMemAsync(cuportStream_t stream, void* ptr,
                                                std::size_t length = 0, unsigned int flags = 4) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!StreamRegistry::instance().resolve(stream)) return record(cuportErrorInvalidResourceHandle);
  if (!ptr || (flags != 1 && flags != 2 && flags != 4)) return record(cuportErrorInvalidValue);
  (void)length;
  return cuportSuccess;
}
