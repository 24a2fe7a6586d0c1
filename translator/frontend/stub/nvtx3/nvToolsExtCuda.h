// Stub for the translator's parser only: nvtx3/nvToolsExtCuda.h is declared by _nvtx.h.
#pragma once
#include "../_nvtx.h"
