// cuport CPU backend: batched prefetches and discards (cudaMemPrefetchBatchAsync,
// cudaMemDiscardBatchAsync, cudaMemDiscardAndPrefetchBatchAsync). Each operation is checked and
// handled as cudaMemPrefetchAsync handles one (cpu_memory_host.h): the CPU device's memory is the
// host's, so a prefetch only records where the range was sent (cudaMemRangeGetAttribute reports
// it). A discard leaves the bytes as they are: CUDA makes a discarded range's contents
// indeterminate, and the old contents are one such value.
#pragma once

#include <cstddef>

#include "cpu_error.h"
#include "cpu_memory_host.h"
#include "cpu_memory_range.h"
#include "cpu_stream.h"

namespace cuport::cpu {

// CUDA's checks shared by the three: ranges given, reserved flags zero, and a stream that is not
// the legacy NULL stream.
inline cuportError_t check_batch(void** ptrs, std::size_t* sizes, std::size_t count,
                                 unsigned long long flags, cuportStream_t stream) {
  if (!ptrs || !sizes || count == 0 || flags != 0) return cuportErrorInvalidValue;
  auto found = StreamRegistry::instance().resolve(stream);
  if (!found) return cuportErrorInvalidResourceHandle;
  if (found->legacy) return cuportErrorInvalidValue;
  for (std::size_t i = 0; i < count; ++i)
    if (!ptrs[i] || sizes[i] == 0) return cuportErrorInvalidValue;
  return cuportSuccess;
}

// locations[k] applies to operations indexes[k] .. indexes[k+1]-1 (the last one to the end):
// indexes start at 0, increase, stay below count, and there are at most count of them.
inline cuportError_t check_locations(std::size_t count, const cuportMemLocation* locations,
                                     const std::size_t* indexes, std::size_t num_locations) {
  if (!locations || !indexes || num_locations == 0 || num_locations > count || indexes[0] != 0)
    return cuportErrorInvalidValue;
  for (std::size_t k = 0; k < num_locations; ++k) {
    if (k && indexes[k] <= indexes[k - 1]) return cuportErrorInvalidValue;
    if (indexes[k] >= count) return cuportErrorInvalidValue;
    const cuportMemLocation& where = locations[k];
    if (where.type == cuportMemLocationTypeDevice && where.id != 0) return cuportErrorInvalidDevice;
    if (where.type != cuportMemLocationTypeDevice && where.type != cuportMemLocationTypeHost &&
        where.type != cuportMemLocationTypeHostNuma &&
        where.type != cuportMemLocationTypeHostNumaCurrent)
      return cuportErrorInvalidValue;
  }
  return cuportSuccess;
}

inline void prefetch_batch(void** ptrs, std::size_t* sizes, std::size_t count,
                           const cuportMemLocation* locations, const std::size_t* indexes,
                           std::size_t num_locations) {
  std::size_t k = 0;
  for (std::size_t i = 0; i < count; ++i) {
    while (k + 1 < num_locations && indexes[k + 1] <= i) ++k;
    remember_prefetch(ptrs[i], sizes[i], locations[k]);
  }
}

}  // namespace cuport::cpu

inline cuportError_t cuportMemPrefetchBatchAsync(void** ptrs, std::size_t* sizes, std::size_t count,
                                                 cuportMemLocation* locations, std::size_t* indexes,
                                                 std::size_t num_locations, unsigned long long flags,
                                                 cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  cuportError_t error = check_batch(ptrs, sizes, count, flags, stream);
  if (error == cuportSuccess) error = check_locations(count, locations, indexes, num_locations);
  if (error != cuportSuccess) return record(error);
  prefetch_batch(ptrs, sizes, count, locations, indexes, num_locations);
  return cuportSuccess;
}

inline cuportError_t cuportMemDiscardBatchAsync(void** ptrs, std::size_t* sizes, std::size_t count,
                                                unsigned long long flags, cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  return record(check_batch(ptrs, sizes, count, flags, stream));
}

inline cuportError_t cuportMemDiscardAndPrefetchBatchAsync(
    void** ptrs, std::size_t* sizes, std::size_t count, cuportMemLocation* locations,
    std::size_t* indexes, std::size_t num_locations, unsigned long long flags,
    cuportStream_t stream) {
  CUPORT_CONTEXT_CALL();
  return cuportMemPrefetchBatchAsync(ptrs, sizes, count, locations, indexes, num_locations, flags,
                                     stream);
}
