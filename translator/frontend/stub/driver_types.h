// Stub for the translator's parser only: driver_types.h is declared by cuda_runtime.h.
#pragma once
#include "cuda_runtime.h"
