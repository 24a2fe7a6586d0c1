// Host entry points of the program's kernels (each defined in its own .cu file).
#pragma once

// out[i] = clamp(in[i] * scale, -limit, limit), over a grid-stride loop.
void launch_scale_clamp(const float* d_in, float* d_out, int n, float scale, float limit);

// partial[b] = sum of block b's slice of in; returns the number of blocks used.
int launch_block_sums(const float* d_in, float* d_partial, int n);
