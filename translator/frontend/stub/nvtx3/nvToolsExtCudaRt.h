// Stub for the translator's parser only: nvtx3/nvToolsExtCudaRt.h is declared by _nvtx.h.
#pragma once
#include "../_nvtx.h"
