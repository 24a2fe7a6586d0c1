// cuport CPU backend: what the CPU device can do, as CUDA 13's capability queries ask it: atomic
// operations between the device and the host or a peer (cudaDeviceGetHostAtomicCapabilities,
// cudaDeviceGetP2PAtomicCapabilities) and thread block clusters (cudaOccupancyMaxActiveClusters,
// cudaOccupancyMaxPotentialClusterSize). Every answer is derived from what the backend does: the
// atomic functions of device/cpu_atomics.h and the device's compute capability 8.0 (device.toml),
// which has no clusters of more than one block (cpu_launch_ex.h refuses such launches).
#pragma once

#include "cpu_device.h"
#include "cpu_device_prop.h"
#include "cpu_error.h"
#include "cpu_launch_attr.h"

enum cuportAtomicOperation {
  cuportAtomicOperationIntegerAdd = 0,
  cuportAtomicOperationIntegerMin = 1,
  cuportAtomicOperationIntegerMax = 2,
  cuportAtomicOperationIntegerIncrement = 3,
  cuportAtomicOperationIntegerDecrement = 4,
  cuportAtomicOperationAnd = 5,
  cuportAtomicOperationOr = 6,
  cuportAtomicOperationXOR = 7,
  cuportAtomicOperationExchange = 8,
  cuportAtomicOperationCAS = 9,
  cuportAtomicOperationFloatAdd = 10,
  cuportAtomicOperationFloatMin = 11,
  cuportAtomicOperationFloatMax = 12,
};

enum cuportAtomicOperationCapability {
  cuportAtomicCapabilitySigned = 1u << 0,
  cuportAtomicCapabilityUnsigned = 1u << 1,
  cuportAtomicCapabilityReduction = 1u << 2,
  cuportAtomicCapabilityScalar32 = 1u << 3,
  cuportAtomicCapabilityScalar64 = 1u << 4,
  cuportAtomicCapabilityScalar128 = 1u << 5,
  cuportAtomicCapabilityVector32x4 = 1u << 6,
};

namespace cuport::cpu {

// The CPU device's memory is the host's and its atomics are the host CPU's, so an atomic on
// either side is atomic for the other: each operation has the widths and signedness that
// device/cpu_atomics.h provides. Integer fetch-and-ops take 32- and 64-bit signed and unsigned
// words; atomicInc/atomicDec only unsigned 32-bit ones; float add/min/max float and double.
// Exchange and CAS return the old value, so they are not reductions. No 128-bit scalar and no
// float4 vector atomics exist in the backend: Scalar128 and Vector32x4 are never set.
inline bool atomic_capabilities(cuportAtomicOperation operation, unsigned int& capabilities) {
  constexpr unsigned both_signs = cuportAtomicCapabilitySigned | cuportAtomicCapabilityUnsigned;
  constexpr unsigned both_widths = cuportAtomicCapabilityScalar32 | cuportAtomicCapabilityScalar64;
  switch (operation) {
    case cuportAtomicOperationIntegerAdd:
    case cuportAtomicOperationIntegerMin:
    case cuportAtomicOperationIntegerMax:
    case cuportAtomicOperationAnd:
    case cuportAtomicOperationOr:
    case cuportAtomicOperationXOR:
      capabilities = both_signs | cuportAtomicCapabilityReduction | both_widths;
      return true;
    case cuportAtomicOperationIntegerIncrement:
    case cuportAtomicOperationIntegerDecrement:
      capabilities = cuportAtomicCapabilityUnsigned | cuportAtomicCapabilityReduction |
                     cuportAtomicCapabilityScalar32;
      return true;
    case cuportAtomicOperationExchange:
    case cuportAtomicOperationCAS:
      capabilities = both_signs | both_widths;
      return true;
    case cuportAtomicOperationFloatAdd:
    case cuportAtomicOperationFloatMin:
    case cuportAtomicOperationFloatMax:
      capabilities = cuportAtomicCapabilityReduction | both_widths;
      return true;
  }
  return false;
}

// CUDA's argument checks shared by both queries; the results are written only when all pass.
inline cuportError_t fill_atomic_capabilities(unsigned int* capabilities,
                                              const cuportAtomicOperation* operations,
                                              unsigned int count) {
  if (!capabilities || !operations || count == 0) return cuportErrorInvalidValue;
  unsigned int ignored = 0;
  for (unsigned int i = 0; i < count; ++i)
    if (!atomic_capabilities(operations[i], ignored)) return cuportErrorInvalidValue;
  for (unsigned int i = 0; i < count; ++i) atomic_capabilities(operations[i], capabilities[i]);
  return cuportSuccess;
}

}  // namespace cuport::cpu

inline cuportError_t cuportDeviceGetHostAtomicCapabilities(unsigned int* capabilities,
                                                           const cuportAtomicOperation* operations,
                                                           unsigned int count, int device) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (device != 0) return record(cuportErrorInvalidDevice);
  cuportError_t error = fill_atomic_capabilities(capabilities, operations, count);
  return error == cuportSuccess ? error : record(error);
}

// A link needs two devices: with one, srcDevice and dstDevice are invalid or the same device,
// and CUDA returns cudaErrorInvalidDevice for both.
inline cuportError_t cuportDeviceGetP2PAtomicCapabilities(unsigned int* capabilities,
                                                          const cuportAtomicOperation* operations,
                                                          unsigned int count, int src_device,
                                                          int dst_device) {
  CUPORT_CONTEXT_CALL();
  (void)capabilities;
  (void)operations;
  (void)count;
  (void)src_device;
  (void)dst_device;
  return cuport::cpu::record(cuportErrorInvalidDevice);
}

namespace cuport::cpu {

// The most blocks a cluster holds on this device: compute capability 8.0 has no thread block
// clusters, so a "cluster" is the one block it always was (cpu_launch_ex.h refuses larger ones
// with cudaErrorNotSupported).
constexpr unsigned kMaxClusterBlocks = 1;

// Threads per block of a configuration, 0 when its block is empty or over the device's limit.
inline int config_block_threads(const cuportLaunchConfig_t& config) {
  const dim3 block = config.cuport_field_blockDim;
  unsigned long long threads = 1ull * block.x * block.y * block.z;
  return threads == 0 || threads > kMaxThreadsPerBlock ? 0 : static_cast<int>(threads);
}

}  // namespace cuport::cpu

// The cluster dimensions in config are ignored (CUDA's rule), and so is the block (CUDA 13.0
// answers a 2048-thread block too); kernels carry no required cluster size on the CPU backend
// (cudaFuncGetAttributes reports 0).
template <class T>
inline cuportError_t cuportOccupancyMaxPotentialClusterSize(int* cluster_size, T* func,
                                                            const cuportLaunchConfig_t* config) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!cluster_size || !config) return record(cuportErrorInvalidValue);
  if (!func) return record(cuportErrorInvalidDeviceFunction);
  *cluster_size = static_cast<int>(kMaxClusterBlocks);
  return cuportSuccess;
}

// Clusters of the size config asks that fit on the device at once: with one block per cluster,
// the blocks resident per multiprocessor (the occupancy calculator's rules, cpu_device.h) times
// the multiprocessor count. Without a cluster size in config a cluster is one block (CUDA 13.0
// answers so on an H200, though the documentation asks for a size); a size the device cannot
// launch (or 0) is cudaErrorInvalidClusterSize.
template <class T>
inline cuportError_t cuportOccupancyMaxActiveClusters(int* clusters, T* func,
                                                      const cuportLaunchConfig_t* config) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!clusters || !config || (config->numAttrs && !config->attrs))
    return record(cuportErrorInvalidValue);
  if (!func) return record(cuportErrorInvalidDeviceFunction);
  const int threads = config_block_threads(*config);
  if (!threads) return record(cuportErrorInvalidValue);
  unsigned long long cluster_blocks = 1;
  for (unsigned i = 0; i < config->numAttrs; ++i)
    if (config->attrs[i].id == cuportLaunchAttributeClusterDimension) {
      const auto& dim = config->attrs[i].val.clusterDim;
      cluster_blocks = 1ull * dim.x * dim.y * dim.z;
    }
  if (cluster_blocks == 0 || cluster_blocks > kMaxClusterBlocks)
    return record(cuportErrorInvalidClusterSize);
  *clusters = active_blocks_per_sm(threads, config->dynamicSmemBytes) *
              device_properties().multiProcessorCount;
  return cuportSuccess;
}
