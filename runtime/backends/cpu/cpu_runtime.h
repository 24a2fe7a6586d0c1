// cuport CPU backend: the whole shim on the host, for any C++17 compiler. Included by
// <cuport/runtime.h>; topic headers implement, none of them declares API another one defines.
#pragma once

#include <cmath>
#include <cstdio>

#include "cpu_types.h"
#include "cpu_error.h"
#include "cpu_memory.h"
#include "cpu_scheduler.h"
#include "cpu_launch.h"
#include "cpu_device.h"
#include "cpu_stream.h"
#include "cpu_event.h"
#include "cpu_symbol.h"
