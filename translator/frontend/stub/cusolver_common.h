// Stub for the translator's parser only: cusolver_common.h comes with cusolverDn.h.
#pragma once
#include "cusolverDn.h"
