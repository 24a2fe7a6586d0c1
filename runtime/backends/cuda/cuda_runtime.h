// cuport CUDA backend: the shim mapped back onto the CUDA runtime, built with nvcc, so portable
// source keeps running on NVIDIA GPUs. Included by <cuport/runtime.h>; topic headers implement.
// Device-side names (threadIdx, atomicAdd, __shfl_down_sync, ...) are CUDA's own here.
#pragma once

#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda_fp16.h>
#include <cuda_profiler_api.h>
#include <math_constants.h>

#include <cstddef>

// Device code's `#if __CUDA_ARCH__` tests read this (translator/cuda_arch.py): nvcc's own value,
// defined in its device passes only.
#if defined(__CUDA_ARCH__) && !defined(CUPORT_DEVICE_ARCH)
#define CUPORT_DEVICE_ARCH __CUDA_ARCH__
#endif

#include "generated/cuda_api.h"
#include "cuda_launch.h"

// What the translator puts at the top of a loop that waits for another thread
// (translator/spin_loops.py): the CPU backend's fibers switch there; a GPU's threads progress
// on their own.
__host__ __device__ inline void cuportSpinPoint() {}
