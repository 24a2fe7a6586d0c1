// Stub for the translator's parser only: nvToolsExt.h is declared by _nvtx.h.
#pragma once
#include "_nvtx.h"
