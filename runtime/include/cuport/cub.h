// cuport portable runtime: CUB (cub/cub.cuh and its block, warp and device headers).
//
// The CUDA backend includes NVIDIA's CUB. NVIDIA's CUB is CUDA-only (PTX, warp intrinsics), so
// the CPU backend gets its own, with CUB's names, calling conventions and results:
//   - device-wide algorithms (runtime/backends/cpu/libraries/cpu_cub_device.h): DeviceRadixSort
//     (keys, pairs, descending, bit ranges, DoubleBuffer), DeviceReduce, DeviceScan,
//     DeviceSegmentedReduce, DeviceSegmentedRadixSort, DeviceSegmentedSort, DeviceSelect,
//     DevicePartition, DeviceRunLengthEncode, DeviceHistogram (cpu_cub_histogram.h); the
//     two-phase temporary storage protocol, work ordered on the stream argument;
//   - block and warp collectives (cpu_cub_block.h): BlockReduce, BlockScan, BlockLoad,
//     BlockStore, BlockRadixSort, WarpReduce, WarpScan, on __syncthreads/__syncwarp.
// ROCm: hipCUB has CUB's API, so the header and `namespace cub = hipcub` stand in.
#pragma once

#include "runtime.h"

#if defined(CUPORT_BACKEND_CUDA)
#include <cub/cub.cuh>
#elif defined(CUPORT_BACKEND_ROCM)
#include <hipcub/hipcub.hpp>
namespace cub = hipcub;
#else
#include "../../backends/cpu/libraries/cpu_cub_device.h"
#include "../../backends/cpu/libraries/cpu_cub_histogram.h"
#include "../../backends/cpu/libraries/cpu_cub_block.h"
#endif
