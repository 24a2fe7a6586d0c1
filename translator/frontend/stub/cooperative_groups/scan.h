// Stub for the translator's parser only: cooperative_groups/scan.h is declared by _cuda_cooperative_groups.h.
#pragma once
#include "../_cuda_cooperative_groups.h"
