// Not self-contained, as project headers often are: `cg` and float3's `+=` come from the file
// that includes it (butterfly_exchange.cu).
inline __device__ void butterfly_sums(float3* sums, cg::thread_group tile) {
  const int idx = threadIdx.x;
  sums[idx] += sums[idx ^ 8];
  cg::sync(tile);
  sums[idx] += sums[idx ^ 4];
  cg::sync(tile);
  sums[idx] += sums[idx ^ 2];
  cg::sync(tile);
  sums[idx] += sums[idx ^ 1];
}
