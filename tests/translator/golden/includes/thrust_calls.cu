// RUN: translate %s
// Thrust stays as written (NVIDIA's own Thrust runs on every backend): its headers, algorithms,
// policies, thrust::system_error (which nvcc programs get without including it), and
// thrust::cuda::par.on(stream); the CUDA around it is translated.
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/iterator/counting_iterator.h>

__global__ void scale(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}

int main() {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  try {
    thrust::device_vector<float> v(thrust::counting_iterator<int>(0),
                                   thrust::counting_iterator<int>(1000));
    scale<<<4, 256, 0, stream>>>(thrust::raw_pointer_cast(v.data()), 1000);
    thrust::sort(thrust::cuda::par.on(stream), v.begin(), v.end(), thrust::greater<float>());
  } catch (thrust::system_error& e) {
    return 1;
  }
  cudaStreamDestroy(stream);
  return 0;
}
