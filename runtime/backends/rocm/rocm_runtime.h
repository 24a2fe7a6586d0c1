// cuport ROCm backend: the shim on HIP, built with hipcc (HIP_PLATFORM=amd). Included by
// <cuport/runtime.h>; topic headers implement, none of them declares API another one defines.
// Works with HIP 5.2 (Debian 12) and later: what older HIP lacks is supplied in rocm_warp.h.
#pragma once

// HIP >= 6.2 can define its own __shfl_sync & co., which reject CUDA's 32-bit masks at compile
// time; cuport's versions (rocm_warp.h) accept both, so the program does not depend on the ROCm
// version it meets.
#if !defined(HIP_DISABLE_WARP_SYNC_BUILTINS)
#define HIP_DISABLE_WARP_SYNC_BUILTINS 1
#endif
#undef HIP_ENABLE_WARP_SYNC_BUILTINS

// Build tools that pose as nvcc (cuport-nvcc, CMake's CUDA language) may define __NVCC__ and
// __CUDACC__; HIP's headers would then see two platforms at once and stop.
#pragma push_macro("__NVCC__")
#pragma push_macro("__CUDACC__")
#undef __NVCC__
#undef __CUDACC__
#include <hip/hip_runtime.h>
#if !defined(CUPORT_ROCM_NO_COOPERATIVE_GROUPS)  // see driver.py: HIP 5.2 and -fgpu-rdc
#include <hip/hip_cooperative_groups.h>
#endif
#include <hip/hip_fp16.h>
#pragma pop_macro("__CUDACC__")
#pragma pop_macro("__NVCC__")

#include <cstddef>
#include <type_traits>

// Device code's `#if __CUDA_ARCH__` tests read this (translator/cuda_arch.py). hipcc defines no
// __CUDA_ARCH__; its device passes see the CUDA architecture whose features cuport maps (8.0),
// so a feature HIP lacks is a build error rather than a kernel body silently left out.
#if defined(__HIP_DEVICE_COMPILE__) && !defined(CUPORT_DEVICE_ARCH)
#define CUPORT_DEVICE_ARCH 800
#endif

#include "generated/rocm_api.h"
#include "rocm_launch.h"
#include "rocm_memory.h"
#include "rocm_warp.h"
#include "rocm_builtins.h"
// CUDA's SIMD video intrinsics (__vadd2, __vmaxs4, ...): HIP has none.
#include "../shared/simd_video.h"
// What the translator turns inline PTX into (cuport::ptx::lop3): HIP reads no PTX.
#include "../shared/inline_ptx.h"

// What the translator puts at the top of a loop that waits for another thread
// (translator/spin_loops.py): the CPU backend's fibers switch there; a GPU's threads progress
// on their own.
__host__ __device__ inline void cuportSpinPoint() {}
