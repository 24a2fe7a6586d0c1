// Stub for the translator's parser only: channel_descriptor.h is declared by cuda_runtime.h.
#pragma once
#include "cuda_runtime.h"
