// cuport CPU backend: the whole shim on the host, for any C++17 compiler. Included by
// <cuport/runtime.h>; topic headers implement, none of them declares API another one defines.
#pragma once

#include <cmath>
#include <cstdio>

#include "cpu_types.h"
#include "cpu_error.h"
#include "cpu_memory.h"
#include "cpu_memory_host.h"
#include "cpu_scheduler.h"
#include "cpu_lowered.h"
#include "cpu_launch.h"
#include "cpu_launch_api.h"
#include "cpu_device.h"
#include "cpu_stream.h"
#include "cpu_stream_api.h"
#include "cpu_event.h"
#include "cpu_graph.h"
#include "cpu_symbol.h"
#include "cpu_array.h"
#include "cpu_memory_nd.h"
#include "cpu_mempool.h"
#include "cpu_texture.h"
#include "cpu_vector_types.h"
#include "cpu_math.h"
#include "cpu_intrinsics.h"
#include "cpu_fp16.h"
#include "cpu_atomics.h"
#include "cpu_warp.h"
#include "cpu_device_runtime.h"
#include "cpu_cooperative_groups.h"
