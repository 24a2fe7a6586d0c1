// cuport CPU backend: the whole shim on the host, for any C++17 compiler. Included by
// <cuport/runtime.h>; topic headers implement, none of them declares API another one defines.
#pragma once

#include <cmath>
#include <cstdio>

#include "libraries/cpu_cccl.h"  // first: before any header of the program's includes CCCL

// The architecture device code is compiled for, as nvcc's __CUDA_ARCH__: the translator points
// device code's `#if __CUDA_ARCH__` tests here (translator/cuda_arch.py). The CPU device emulates
// compute capability 8.0; build with -DCUPORT_DEVICE_ARCH=N to emulate another.
#ifndef CUPORT_DEVICE_ARCH
#define CUPORT_DEVICE_ARCH 800
#endif

#include "cpu_types.h"
#include "host/cpu_error.h"
#include "host/cpu_logs.h"
#include "host/cpu_memory.h"
#include "host/cpu_memory_host.h"
#include "host/cpu_memory_range.h"
#include "host/cpu_memory_batch.h"
#include "engine/cpu_scheduler.h"
#include "engine/cpu_lowered.h"
#include "engine/cpu_launch.h"
#include "host/cpu_launch_api.h"
#include "host/cpu_device.h"
#include "host/cpu_driver_entry.h"
#include "host/cpu_stream.h"
#include "host/cpu_stream_api.h"
#include "host/cpu_stream_attr.h"
#include "host/cpu_event.h"
#include "host/cpu_ipc.h"
#include "host/cpu_external.h"
#include "host/cpu_graph.h"
#include "host/cpu_user_object.h"
#include "host/cpu_symbol.h"
#include "host/cpu_array.h"
#include "host/cpu_mipmap.h"
#include "host/cpu_memory_nd.h"
#include "host/cpu_memcpy_batch.h"
#include "host/cpu_mempool.h"
#include "host/cpu_mempool_ipc.h"
#include "host/cpu_graph_memory.h"
#include "host/cpu_graph_exec.h"
#include "host/cpu_graph_update.h"
#include "host/cpu_graph_attr.h"
#include "host/cpu_graph_generic.h"
#include "host/cpu_graph_capture.h"
#include "device/cpu_texture.h"
#include "generated/cpu_vector_types.h"
#include "device/cpu_math.h"
#include "device/cpu_intrinsics.h"
#include "device/cpu_fp16.h"
#include "device/cpu_atomics.h"
#include "device/cpu_warp.h"
#include "device/cpu_device_runtime.h"
#include "device/cpu_cooperative_groups.h"
#include "host/cpu_launch_ex.h"
#include "host/cpu_device_caps.h"
#include "check/cpu_memcheck.h"
#include "check/cpu_synccheck.h"
#include "check/cpu_racecheck.h"

// A unit that includes Thrust (the driver compiles it with -DCUPORT_THRUST=1) makes the program's
// queued work blocking: see launch_blocking() in host/cpu_stream.h.
#ifdef CUPORT_THRUST
namespace cuport::cpu {
inline const bool thrust_launches_block = (launch_blocking().store(true), true);
}  // namespace cuport::cpu
#endif
