// Stub for the translator's parser only: CUB declares all its names in cub.cuh's stub.
#pragma once
#include "../cub.cuh"
