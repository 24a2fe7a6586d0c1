// Stub for the translator's parser only: texture_fetch_functions.h is declared by cuda_runtime.h.
#pragma once
#include "cuda_runtime.h"
