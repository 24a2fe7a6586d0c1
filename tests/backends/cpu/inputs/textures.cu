// Texture and surface objects on the CPU backend: linear, pitched and array resources; point
// and linear filtering; wrap/clamp/mirror/border; normalized coordinates; element-type and
// normalized-float reads; layered, 3D and cubemap arrays; surface writes and reads.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <vector>

#define CHECK(call)                                                                   \
  do {                                                                                \
    cudaError_t err_ = (call);                                                        \
    if (err_ != cudaSuccess) {                                                        \
      std::printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      std::exit(1);                                                                   \
    }                                                                                 \
  } while (0)

__global__ void fetch_linear(cudaTextureObject_t t, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<int>(t, i - 2);  // two reads before the start: zero
}

// Sample a 2D texture at (xs[i], ys[i]) for each i.
__global__ void sample2d(cudaTextureObject_t t, const float* xs, const float* ys, float* out,
                         int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float>(t, xs[i], ys[i]);
}

__global__ void sample2d_uchar4(cudaTextureObject_t t, float4* out, int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) out[y * w + x] = tex2D<float4>(t, x + 0.5f, y + 0.5f);
}

__global__ void sample1d(cudaTextureObject_t t, const float* xs, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1D<float>(t, xs[i]);
}

__global__ void sample3d(cudaTextureObject_t t, float* out, int w, int h, int d) {
  int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
  out[(z * h + y) * w + x] = tex3D<float>(t, x + 0.5f, y + 0.5f, z + 0.5f);
}

__global__ void sample_layered(cudaTextureObject_t t, float* out, int w, int h, int layers) {
  int x = threadIdx.x, y = blockIdx.x, l = blockIdx.y;
  out[(l * h + y) * w + x] = tex2DLayered<float>(t, x + 0.5f, y + 0.5f, l);
}

// Fetch a (layered) cubemap along each direction (dirs holds x, y, z triples).
__global__ void sample_cubemap(cudaTextureObject_t t, const float* dirs, float* out, int n,
                               int cube) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = dirs[3 * i], y = dirs[3 * i + 1], z = dirs[3 * i + 2];
  out[i] = cube < 0 ? texCubemap<float>(t, x, y, z) : texCubemapLayered<float>(t, x, y, z, cube);
}

__global__ void surface_invert(cudaSurfaceObject_t s, int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) {
    float v = surf2Dread<float>(s, x * sizeof(float), y);
    surf2Dwrite(-v * 2.0f, s, x * sizeof(float), y);
  }
}

static void save(const char* name, const void* data, size_t bytes) {
  FILE* f = std::fopen(name, "wb");
  std::fwrite(data, 1, bytes, f);
  std::fclose(f);
}

template <class T>
static std::vector<T> download(const T* d, size_t n) {
  std::vector<T> h(n);
  CHECK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return h;
}

static cudaTextureObject_t make_texture(const cudaResourceDesc& res, cudaTextureAddressMode mode,
                                        cudaTextureFilterMode filter, int normalized,
                                        cudaTextureReadMode read = cudaReadModeElementType) {
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = mode;
  td.filterMode = filter;
  td.readMode = read;
  td.normalizedCoords = normalized;
  td.borderColor[0] = -7.0f;
  cudaTextureObject_t t = 0;
  CHECK(cudaCreateTextureObject(&t, &res, &td, nullptr));
  return t;
}

int main() {
  // tex1Dfetch over linear memory.
  const int n = 64;
  std::vector<int> lin(n);
  for (int i = 0; i < n; ++i) lin[i] = i * i;
  int *dlin, *dout;
  CHECK(cudaMalloc(&dlin, n * sizeof(int)));
  CHECK(cudaMalloc(&dout, n * sizeof(int)));
  CHECK(cudaMemcpy(dlin, lin.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  cudaResourceDesc rl = {};
  rl.resType = cudaResourceTypeLinear;
  rl.res.linear.devPtr = dlin;
  rl.res.linear.desc = cudaCreateChannelDesc<int>();
  rl.res.linear.sizeInBytes = n * sizeof(int);
  cudaTextureObject_t tl = make_texture(rl, cudaAddressModeClamp, cudaFilterModePoint, 0);
  fetch_linear<<<1, n>>>(tl, dout, n);
  save("fetch.bin", download(dout, n).data(), n * sizeof(int));

  // A 2D float image in a CUDA array and in pitched memory, sampled at given points.
  const int W = 8, H = 6;
  std::vector<float> img(W * H);
  for (int i = 0; i < W * H; ++i) img[i] = (float)((i * 7) % 23) - 5.0f;
  cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
  cudaArray_t arr;
  CHECK(cudaMallocArray(&arr, &fdesc, W, H));
  CHECK(cudaMemcpy2DToArray(arr, 0, 0, img.data(), W * sizeof(float), W * sizeof(float), H,
                            cudaMemcpyHostToDevice));
  float* pitched;
  size_t pitch;
  CHECK(cudaMallocPitch(&pitched, &pitch, W * sizeof(float), H));
  CHECK(cudaMemcpy2D(pitched, pitch, img.data(), W * sizeof(float), W * sizeof(float), H,
                     cudaMemcpyHostToDevice));

  const int m = 64;
  std::vector<float> xs(m), ys(m);
  for (int i = 0; i < m; ++i) {
    xs[i] = -3.3f + i * 0.37f;  // runs past both edges
    ys[i] = 7.9f - i * 0.29f;
  }
  std::vector<float> nxs(m), nys(m);
  for (int i = 0; i < m; ++i) {
    nxs[i] = xs[i] / W;
    nys[i] = ys[i] / H;
  }
  float *dxs, *dys, *dnx, *dny, *dres;
  CHECK(cudaMalloc(&dxs, m * sizeof(float)));
  CHECK(cudaMalloc(&dys, m * sizeof(float)));
  CHECK(cudaMalloc(&dnx, m * sizeof(float)));
  CHECK(cudaMalloc(&dny, m * sizeof(float)));
  CHECK(cudaMalloc(&dres, 4 * W * H * 4 * sizeof(float)));
  CHECK(cudaMemcpy(dxs, xs.data(), m * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dys, ys.data(), m * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dnx, nxs.data(), m * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dny, nys.data(), m * sizeof(float), cudaMemcpyHostToDevice));
  save("coords.bin", xs.data(), m * sizeof(float));
  save("coords_y.bin", ys.data(), m * sizeof(float));

  cudaResourceDesc ra = {};
  ra.resType = cudaResourceTypeArray;
  ra.res.array.array = arr;
  cudaResourceDesc rp = {};
  rp.resType = cudaResourceTypePitch2D;
  rp.res.pitch2D.devPtr = pitched;
  rp.res.pitch2D.desc = fdesc;
  rp.res.pitch2D.width = W;
  rp.res.pitch2D.height = H;
  rp.res.pitch2D.pitchInBytes = pitch;

  // Case name -> (resource, mode, filter, normalized).
  struct Case {
    const char* file;
    const cudaResourceDesc* res;
    cudaTextureAddressMode mode;
    cudaTextureFilterMode filter;
    int normalized;
  } cases[] = {
      {"array_point_clamp.bin", &ra, cudaAddressModeClamp, cudaFilterModePoint, 0},
      {"array_linear_clamp.bin", &ra, cudaAddressModeClamp, cudaFilterModeLinear, 0},
      {"array_point_border.bin", &ra, cudaAddressModeBorder, cudaFilterModePoint, 0},
      {"array_linear_border.bin", &ra, cudaAddressModeBorder, cudaFilterModeLinear, 0},
      {"array_point_wrap_norm.bin", &ra, cudaAddressModeWrap, cudaFilterModePoint, 1},
      {"array_linear_wrap_norm.bin", &ra, cudaAddressModeWrap, cudaFilterModeLinear, 1},
      {"array_point_mirror_norm.bin", &ra, cudaAddressModeMirror, cudaFilterModePoint, 1},
      {"array_linear_mirror_norm.bin", &ra, cudaAddressModeMirror, cudaFilterModeLinear, 1},
      {"pitch_linear_clamp.bin", &rp, cudaAddressModeClamp, cudaFilterModeLinear, 0},
      {"pitch_point_clamp_norm.bin", &rp, cudaAddressModeClamp, cudaFilterModePoint, 1},
  };
  for (const Case& c : cases) {
    cudaTextureObject_t t = make_texture(*c.res, c.mode, c.filter, c.normalized);
    sample2d<<<1, m>>>(t, c.normalized ? dnx : dxs, c.normalized ? dny : dys, dres, m);
    save(c.file, download(dres, m).data(), m * sizeof(float));
    CHECK(cudaDestroyTextureObject(t));
  }

  // 1D array, linear filter, clamp.
  cudaArray_t arr1;
  CHECK(cudaMallocArray(&arr1, &fdesc, W));
  CHECK(cudaMemcpyToArray(arr1, 0, 0, img.data(), W * sizeof(float), cudaMemcpyHostToDevice));
  cudaResourceDesc r1 = {};
  r1.resType = cudaResourceTypeArray;
  r1.res.array.array = arr1;
  cudaTextureObject_t t1 = make_texture(r1, cudaAddressModeClamp, cudaFilterModeLinear, 0);
  sample1d<<<1, m>>>(t1, dxs, dres, m);
  save("array1d_linear.bin", download(dres, m).data(), m * sizeof(float));

  // uchar4 image read as normalized float.
  std::vector<uchar4> rgba(W * H);
  for (int i = 0; i < W * H; ++i)
    rgba[i] = make_uchar4(i * 5 % 256, 255 - i, (i * 37) % 256, 128);
  cudaChannelFormatDesc cdesc = cudaCreateChannelDesc<uchar4>();
  cudaArray_t carr;
  CHECK(cudaMallocArray(&carr, &cdesc, W, H));
  CHECK(cudaMemcpy2DToArray(carr, 0, 0, rgba.data(), W * sizeof(uchar4), W * sizeof(uchar4), H,
                            cudaMemcpyHostToDevice));
  cudaResourceDesc rc = {};
  rc.resType = cudaResourceTypeArray;
  rc.res.array.array = carr;
  cudaTextureObject_t tc =
      make_texture(rc, cudaAddressModeClamp, cudaFilterModePoint, 0, cudaReadModeNormalizedFloat);
  sample2d_uchar4<<<H, W>>>(tc, (float4*)dres, W, H);
  save("uchar4_normalized.bin", download(dres, 4 * W * H).data(), 4 * W * H * sizeof(float));
  save("uchar4_input.bin", rgba.data(), W * H * sizeof(uchar4));

  // 3D array with cudaMemcpy3D, and a layered 2D array.
  const int D = 3;
  std::vector<float> vol(W * H * D);
  for (int i = 0; i < W * H * D; ++i) vol[i] = (float)(i % 17) * 0.25f;
  cudaArray_t arr3, arrl;
  CHECK(cudaMalloc3DArray(&arr3, &fdesc, make_cudaExtent(W, H, D)));
  CHECK(cudaMalloc3DArray(&arrl, &fdesc, make_cudaExtent(W, H, D), cudaArrayLayered));
  for (cudaArray_t target : {arr3, arrl}) {
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(vol.data(), W * sizeof(float), W, H);
    p.dstArray = target;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
  }
  cudaResourceDesc r3 = {};
  r3.resType = cudaResourceTypeArray;
  r3.res.array.array = arr3;
  cudaTextureObject_t t3 = make_texture(r3, cudaAddressModeClamp, cudaFilterModePoint, 0);
  sample3d<<<dim3(H, D), W>>>(t3, dres, W, H, D);
  save("volume.bin", download(dres, W * H * D).data(), W * H * D * sizeof(float));
  r3.res.array.array = arrl;
  cudaTextureObject_t tly = make_texture(r3, cudaAddressModeClamp, cudaFilterModePoint, 0);
  sample_layered<<<dim3(H, D), W>>>(tly, dres, W, H, D);
  save("layered.bin", download(dres, W * H * D).data(), W * H * D * sizeof(float));
  save("volume_input.bin", vol.data(), vol.size() * sizeof(float));

  // Cubemaps: one (6 faces of C x C) and a layered one of two cubes, sampled along M directions
  // that cover every face, edges and corners included.
  const int C = 4;
  std::vector<float> faces(C * C * 12), dirs(3 * m);
  for (int i = 0; i < C * C * 12; ++i) faces[i] = (float)((i * 7) % 23) * 0.5f;
  for (int i = 0; i < 3 * m; ++i) dirs[i] = (float)((i * i * 7 + i * 3) % 23 - 11) / 4.0f;
  dirs[0] = dirs[1] = dirs[2] = 1.0f;  // a corner: ties go to x, as the guide's table orders them
  float* ddirs;
  CHECK(cudaMalloc(&ddirs, dirs.size() * sizeof(float)));
  CHECK(cudaMemcpy(ddirs, dirs.data(), dirs.size() * sizeof(float), cudaMemcpyHostToDevice));
  cudaArray_t cube, cubes;
  CHECK(cudaMalloc3DArray(&cube, &fdesc, make_cudaExtent(C, C, 6), cudaArrayCubemap));
  CHECK(cudaMalloc3DArray(&cubes, &fdesc, make_cudaExtent(C, C, 12),
                          cudaArrayCubemap | cudaArrayLayered));
  for (cudaArray_t target : {cube, cubes}) {
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(faces.data(), C * sizeof(float), C, C);
    p.dstArray = target;
    p.extent = make_cudaExtent(C, C, target == cube ? 6 : 12);
    p.kind = cudaMemcpyHostToDevice;
    CHECK(cudaMemcpy3D(&p));
  }
  cudaResourceDesc rcube = {};
  rcube.resType = cudaResourceTypeArray;
  rcube.res.array.array = cube;
  cudaTextureObject_t tcube = make_texture(rcube, cudaAddressModeClamp, cudaFilterModePoint, 1);
  sample_cubemap<<<1, m>>>(tcube, ddirs, dres, m, -1);
  save("cubemap.bin", download(dres, m).data(), m * sizeof(float));
  rcube.res.array.array = cubes;
  cudaTextureObject_t tcubes = make_texture(rcube, cudaAddressModeClamp, cudaFilterModePoint, 1);
  sample_cubemap<<<1, m>>>(tcubes, ddirs, dres, m, 1);
  save("cubemap_layered.bin", download(dres, m).data(), m * sizeof(float));
  save("cubemap_faces.bin", faces.data(), faces.size() * sizeof(float));
  save("cubemap_dirs.bin", dirs.data(), dirs.size() * sizeof(float));
  cudaArray_t bad_cube;
  std::printf("cubemap_not_square: %d\n",
              (int)cudaMalloc3DArray(&bad_cube, &fdesc, make_cudaExtent(C, C + 1, 6),
                                     cudaArrayCubemap));
  std::printf("cubemap_five_faces: %d\n",
              (int)cudaMalloc3DArray(&bad_cube, &fdesc, make_cudaExtent(C, C, 5),
                                     cudaArrayCubemap));
  cudaGetLastError();
  CHECK(cudaDestroyTextureObject(tcube));
  CHECK(cudaDestroyTextureObject(tcubes));
  CHECK(cudaFreeArray(cube));
  CHECK(cudaFreeArray(cubes));
  CHECK(cudaFree(ddirs));

  // Surface: read, write back -2x, then copy the array out.
  cudaArray_t sarr;
  CHECK(cudaMallocArray(&sarr, &fdesc, W, H, cudaArraySurfaceLoadStore));
  CHECK(cudaMemcpy2DToArray(sarr, 0, 0, img.data(), W * sizeof(float), W * sizeof(float), H,
                            cudaMemcpyHostToDevice));
  cudaResourceDesc rs = {};
  rs.resType = cudaResourceTypeArray;
  rs.res.array.array = sarr;
  cudaSurfaceObject_t surf;
  CHECK(cudaCreateSurfaceObject(&surf, &rs));
  surface_invert<<<H, W>>>(surf, W, H);
  std::vector<float> sback(W * H);
  CHECK(cudaMemcpy2DFromArray(sback.data(), W * sizeof(float), sarr, 0, 0, W * sizeof(float), H,
                              cudaMemcpyDeviceToHost));
  save("surface.bin", sback.data(), sback.size() * sizeof(float));
  save("image.bin", img.data(), img.size() * sizeof(float));

  // Invalid uses are reported.
  cudaSurfaceObject_t bad_surf;
  std::printf("surface_needs_flag: %d\n", (int)cudaCreateSurfaceObject(&bad_surf, &ra));
  cudaResourceDesc rbad = rp;
  rbad.res.pitch2D.pitchInBytes = W * sizeof(float) + 4;
  cudaTextureDesc td = {};
  cudaTextureObject_t tbad;
  std::printf("bad_pitch: %d\n", (int)cudaCreateTextureObject(&tbad, &rbad, &td, nullptr));
  std::printf("null_desc: %d\n", (int)cudaCreateTextureObject(&tbad, &ra, nullptr, nullptr));
  cudaGetLastError();
  CHECK(cudaDestroySurfaceObject(surf));
  for (cudaTextureObject_t t : {tl, t1, tc, t3, tly}) CHECK(cudaDestroyTextureObject(t));
  for (cudaArray_t a : {arr, arr1, carr, arr3, arrl, sarr}) CHECK(cudaFreeArray(a));
  std::printf("done: 1\n");
  return 0;
}
