// Stub for the translator's parser only: cuda_profiler_api.h is declared by cuda_runtime.h.
#pragma once
#include "cuda_runtime.h"
