// Stub for the translator's parser only: sm_30_intrinsics.h is declared by cuda_runtime.h.
#pragma once
#include "cuda_runtime.h"
