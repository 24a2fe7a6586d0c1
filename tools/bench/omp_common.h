// Shared by the hand-written OpenMP references: the same inputs and timing as bench_common.cuh.
#pragma once
#include <omp.h>

#include <chrono>
#include <cstdio>

inline float lcg_float(unsigned& state) {
  state = state * 1664525u + 1013904223u;
  return static_cast<float>(state >> 8) / 16777216.0f;
}

template <class Run>
float time_ms(Run run, int reps) {
  run();
  auto start = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) run();
  auto stop = std::chrono::steady_clock::now();
  return std::chrono::duration<float, std::milli>(stop - start).count() / reps;
}
