// Stub for the translator's parser only: everything lives in cuda_runtime.h.
#pragma once
#include "cuda_runtime.h"
