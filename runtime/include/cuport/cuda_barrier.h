// cuport portable runtime: libcu++'s asynchronous barriers and pipelines (cuda/barrier,
// cuda/pipeline): cuda::barrier, cuda::pipeline, cuda::pipeline_shared_state, cuda::make_pipeline,
// cuda::memcpy_async with a barrier or a pipeline, cuda::aligned_size_t.
//
// The CUDA backend uses the toolkit's libcu++. The CPU backend gets its own (cpu_barrier_pipeline.h):
// copies happen when memcpy_async is called, and the barriers' phases and the pipelines' stages
// make threads wait for each other as on a GPU, with the block's threads on fibers. The ROCm
// backend has no mapping yet (the table marks the names rocm = "no", CP1052).
#pragma once

#include "runtime.h"

#if defined(CUPORT_BACKEND_CUDA)
#include <cuda/barrier>
#include <cuda/pipeline>
#elif defined(CUPORT_BACKEND_ROCM)
#error "cuport: libcu++'s cuda/barrier and cuda/pipeline have no ROCm mapping yet (issue 23)"
#else
#include "../../backends/cpu/device/cpu_barrier_pipeline.h"
#endif
