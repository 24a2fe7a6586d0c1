// Stub for the translator's parser only: vector_types.h is declared by cuda_runtime.h.
#pragma once
#include "cuda_runtime.h"
