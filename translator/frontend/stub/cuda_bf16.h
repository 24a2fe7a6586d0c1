// Stub for the translator's parser only: cuda_bf16.h is declared by _cuda_fp16.h.
#pragma once
#include "_cuda_fp16.h"
