// Stub for the translator's parser only: cufftXt.h's names are declared with cufft.h's.
#pragma once
#include "cufft.h"
