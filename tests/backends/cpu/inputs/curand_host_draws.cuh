// The cuRAND host-API draws that test_curand_host.py compares: curand_host.cu makes them through
// cuport, tests/backends/cpu/curand_reference/host_reference.cpp through NVIDIA's libcurand (its
// host generators, curandCreateGeneratorHost, run on a CPU). One line per generator, ordering,
// seed and distribution: the first four values and an FNV-1a hash of the bits of all
// kHostDraws values (10,000); Sobol32's draws; then statuses of bad calls.
#pragma once
#include <stdio.h>
#include <string.h>

#include <vector>

constexpr size_t kHostDraws = 10000;

struct HostGenerator {
  const char* name;
  curandRngType_t type;
  curandOrdering_t ordering;
};

constexpr HostGenerator kHostGenerators[] = {
    {"default", CURAND_RNG_PSEUDO_DEFAULT, CURAND_ORDERING_PSEUDO_DEFAULT},
    {"xorwow-legacy", CURAND_RNG_PSEUDO_XORWOW, CURAND_ORDERING_PSEUDO_LEGACY},
    {"mrg32k3a", CURAND_RNG_PSEUDO_MRG32K3A, CURAND_ORDERING_PSEUDO_DEFAULT},
    {"mrg32k3a-best", CURAND_RNG_PSEUDO_MRG32K3A, CURAND_ORDERING_PSEUDO_BEST},
    {"mrg32k3a-legacy", CURAND_RNG_PSEUDO_MRG32K3A, CURAND_ORDERING_PSEUDO_LEGACY},
    {"philox", CURAND_RNG_PSEUDO_PHILOX4_32_10, CURAND_ORDERING_PSEUDO_DEFAULT},
};
// Both halves of the second seed are set: cuRAND seeds with each.
constexpr unsigned long long kHostSeeds[] = {1234ull, 0x0123456789ABCDEFull};

inline unsigned long long value_bits(unsigned int v) { return v; }
inline unsigned long long value_bits(unsigned long long v) { return v; }
inline unsigned long long value_bits(float v) {
  unsigned int u;
  memcpy(&u, &v, sizeof u);
  return u;
}
inline unsigned long long value_bits(double v) {
  unsigned long long u;
  memcpy(&u, &v, sizeof u);
  return u;
}

template <typename T>
void print_values(const char* generator, const char* what, const char* variant, const T* values,
                  size_t n) {
  unsigned long long hash = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < n; ++i) {
    const unsigned long long bits = value_bits(values[i]);
    for (int b = 0; b < 64; b += 8) hash = (hash ^ (bits >> b & 0xff)) * 0x100000001b3ull;
  }
  printf("%s %s %s:", generator, what, variant);
  for (size_t i = 0; i < 4 && i < n; ++i) printf(" %llx", value_bits(values[i]));
  printf(" fnv %016llx\n", hash);
}

// Each distribution's values for a generator, into host memory `out` (kHostDraws of them), drawn
// in the calls of `sizes` (0-terminated; their sum is kHostDraws).
template <typename Make>
void draw_all(const HostGenerator& g, const char* variant, Make make, const size_t* sizes) {
  std::vector<unsigned int> bits(kHostDraws);
  std::vector<float> f(kHostDraws);
  std::vector<double> d(kHostDraws);
  // One distribution: a generator from make, the calls of sizes, the values' line.
  auto draw = [&](const char* what, auto* out, auto call) {
    curandGenerator_t gen = make();
    size_t done = 0;
    for (const size_t* s = sizes; *s; done += *s, ++s) {
      if (call(gen, out + done, *s) != CURAND_STATUS_SUCCESS) printf("generation failed\n");
    }
    curandDestroyGenerator(gen);
    print_values(g.name, what, variant, out, kHostDraws);
  };
  using Gen = curandGenerator_t;
  draw("bits", bits.data(), [](Gen h, unsigned* o, size_t n) { return curandGenerate(h, o, n); });
  draw("uniform", f.data(),
       [](Gen h, float* o, size_t n) { return curandGenerateUniform(h, o, n); });
  draw("uniform_double", d.data(),
       [](Gen h, double* o, size_t n) { return curandGenerateUniformDouble(h, o, n); });
  draw("normal", f.data(),
       [](Gen h, float* o, size_t n) { return curandGenerateNormal(h, o, n, 1.5f, 2.0f); });
  draw("normal_double", d.data(),
       [](Gen h, double* o, size_t n) { return curandGenerateNormalDouble(h, o, n, 1.5, 2.0); });
  draw("log_normal", f.data(),
       [](Gen h, float* o, size_t n) { return curandGenerateLogNormal(h, o, n, 0.5f, 0.25f); });
  draw("log_normal_double", d.data(), [](Gen h, double* o, size_t n) {
    return curandGenerateLogNormalDouble(h, o, n, 0.5, 0.25);
  });
}

inline curandGenerator_t host_generator(const HostGenerator& g, unsigned long long seed,
                                        unsigned long long offset) {
  curandGenerator_t gen = nullptr;
  curandCreateGeneratorHost(&gen, g.type);
  curandSetPseudoRandomGeneratorSeed(gen, seed);
  curandSetGeneratorOrdering(gen, g.ordering);
  if (offset) curandSetGeneratorOffset(gen, offset);
  return gen;
}

inline void draw_known_answers() {
  static const size_t one_call[] = {kHostDraws, 0};
  // Calls whose lengths leave the subsequences at different positions (even, for normals).
  static const size_t split[] = {1002, 4098, 2, 4898, 0};
  for (const HostGenerator& g : kHostGenerators) {
    for (unsigned long long seed : kHostSeeds) {
      char variant[64];
      snprintf(variant, sizeof variant, "seed=%llx", seed);
      draw_all(g, variant, [&] { return host_generator(g, seed, 0); }, one_call);
    }
    draw_all(g, "seed=4d2,offset=5001,split",
             [&] { return host_generator(g, 1234ull, 5001ull); }, split);
  }
  // One generator drawing different distributions in turn: they share its position.
  for (const HostGenerator& g : kHostGenerators) {
    curandGenerator_t gen = host_generator(g, 77ull, 3ull);
    unsigned int bits[1001];
    float f[1000];
    double d[1002];
    curandGenerate(gen, bits, 1001);
    curandGenerateNormal(gen, f, 1000, 0.0f, 1.0f);
    curandGenerateUniformDouble(gen, d, 1001);
    curandGenerateNormalDouble(gen, d, 1002, 0.0, 1.0);
    print_values(g.name, "mixed", "seed=4d,offset=3", d, 1002);
    curandDestroyGenerator(gen);
  }
  // A new seed or ordering after drawing: NVIDIA's generators keep (their idea of) the position.
  for (const HostGenerator& g : kHostGenerators) {
    curandGenerator_t gen = host_generator(g, 99ull, 0ull);
    unsigned int bits[5000];
    float f[1000];
    double d[999];
    curandGenerate(gen, bits, 1001);
    curandSetPseudoRandomGeneratorSeed(gen, 7ull);
    curandGenerateNormal(gen, f, 1000, 0.0f, 1.0f);
    print_values(g.name, "reseeded", "normal", f, 1000);
    curandSetPseudoRandomGeneratorSeed(gen, 7ull);  // the same seed again
    curandGenerateUniformDouble(gen, d, 999);
    print_values(g.name, "reseeded", "uniform_double", d, 999);
    curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_LEGACY);
    curandGenerate(gen, bits, 5000);
    print_values(g.name, "reordered", "bits", bits, 5000);
    curandDestroyGenerator(gen);
  }
}

// Sobol32: integers and uniforms of 1 and 3 dimensions, from point 0 and from an offset, in two
// calls; the direction vectors' hash (their 20,000 x 32 words).
inline void draw_sobol() {
  for (unsigned dimensions : {1u, 3u}) {
    for (unsigned long long offset : {0ull, 1001ull}) {
      char variant[64];
      snprintf(variant, sizeof variant, "dimensions=%u,offset=%llu", dimensions, offset);
      const size_t n = 3000 * dimensions, half = 1000 * dimensions;
      std::vector<unsigned int> bits(n);
      std::vector<float> f(n);
      std::vector<double> d(n);
      curandGenerator_t gen[3];
      for (curandGenerator_t& g : gen) {
        curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL32);
        curandSetQuasiRandomGeneratorDimensions(g, dimensions);
        if (offset) curandSetGeneratorOffset(g, offset);
      }
      curandGenerate(gen[0], bits.data(), half);
      curandGenerate(gen[0], bits.data() + half, n - half);
      curandGenerateUniform(gen[1], f.data(), n);
      curandGenerateUniformDouble(gen[2], d.data(), n);
      print_values("sobol32", "bits", variant, bits.data(), n);
      print_values("sobol32", "uniform", variant, f.data(), n);
      print_values("sobol32", "uniform_double", variant, d.data(), n);
      for (curandGenerator_t g : gen) curandDestroyGenerator(g);
    }
  }
  // Sobol64: 2 dimensions from point 7.
  {
    const size_t n = 6000;
    std::vector<unsigned long long> bits(n);
    std::vector<float> f(n);
    std::vector<double> d(n);
    curandGenerator_t gen[3];
    for (curandGenerator_t& g : gen) {
      curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL64);
      curandSetQuasiRandomGeneratorDimensions(g, 2);
      curandSetGeneratorOffset(g, 7);
    }
    curandGenerateLongLong(gen[0], bits.data(), 2000);
    curandGenerateLongLong(gen[0], bits.data() + 2000, n - 2000);
    curandGenerateUniform(gen[1], f.data(), n);
    curandGenerateUniformDouble(gen[2], d.data(), n);
    print_values("sobol64", "bits", "dimensions=2,offset=7", bits.data(), n);
    print_values("sobol64", "uniform", "dimensions=2,offset=7", f.data(), n);
    print_values("sobol64", "uniform_double", "dimensions=2,offset=7", d.data(), n);
    unsigned int u[2];
    printf("status sobol64 generate(32 bits): %d\n", curandGenerate(gen[0], u, 2));
    for (curandGenerator_t g : gen) curandDestroyGenerator(g);
    curandDirectionVectors64_t* vectors64 = nullptr;
    printf("status direction vectors 64: %d\n",
           curandGetDirectionVectors64(&vectors64, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
    print_values("sobol64", "direction_vectors", "joe-kuo-6", &vectors64[0][0], 20000 * 64);
  }
  curandDirectionVectors32_t* vectors = nullptr;
  printf("status direction vectors: %d\n",
         curandGetDirectionVectors32(&vectors, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
  print_values("sobol32", "direction_vectors", "joe-kuo-6", &vectors[0][0], 20000 * 32);
  curandGenerator_t gen = nullptr;
  unsigned int u[4];
  curandCreateGeneratorHost(&gen, CURAND_RNG_QUASI_DEFAULT);
  printf("status sobol seed: %d\n", curandSetPseudoRandomGeneratorSeed(gen, 1ull));
  printf("status sobol dimensions 0: %d\n", curandSetQuasiRandomGeneratorDimensions(gen, 0));
  printf("status sobol dimensions 20001: %d\n",
         curandSetQuasiRandomGeneratorDimensions(gen, 20001));
  printf("status sobol ordering(pseudo): %d\n",
         curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_DEFAULT));
  printf("status sobol ordering(quasi): %d\n",
         curandSetGeneratorOrdering(gen, CURAND_ORDERING_QUASI_DEFAULT));
  curandSetQuasiRandomGeneratorDimensions(gen, 3);
  printf("status sobol n not a multiple of dimensions: %d\n", curandGenerate(gen, u, 4));
  curandDestroyGenerator(gen);
  curandCreateGeneratorHost(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  printf("status pseudo dimensions: %d\n", curandSetQuasiRandomGeneratorDimensions(gen, 2));
  unsigned long long wide[2];
  printf("status pseudo long long: %d\n", curandGenerateLongLong(gen, wide, 2));
  curandDestroyGenerator(gen);
}

// Statuses of bad calls, as the library documents them.
inline void print_statuses() {
  curandGenerator_t gen = nullptr;
  float f[4];
  double d[4];
  unsigned int u[4];
  int value = 0;
  printf("status create(type 7): %d\n", curandCreateGeneratorHost(&gen, (curandRngType_t)7));
  curandCreateGeneratorHost(&gen, CURAND_RNG_PSEUDO_XORWOW);
  printf("status normal(odd n): %d\n", curandGenerateNormal(gen, f, 3, 0.0f, 1.0f));
  printf("status normal_double(odd n): %d\n", curandGenerateNormalDouble(gen, d, 3, 0.0, 1.0));
  printf("status log_normal(odd n): %d\n", curandGenerateLogNormal(gen, f, 1, 0.0f, 1.0f));
  printf("status log_normal_double(odd n): %d\n",
         curandGenerateLogNormalDouble(gen, d, 3, 0.0, 1.0));
  printf("status generate(n=0): %d\n", curandGenerate(gen, u, 0));
  printf("status ordering(quasi): %d\n",
         curandSetGeneratorOrdering(gen, CURAND_ORDERING_QUASI_DEFAULT));
  printf("status ordering(dynamic, host): %d\n",
         curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_DYNAMIC));
  printf("status ordering(999): %d\n", curandSetGeneratorOrdering(gen, (curandOrdering_t)999));
  curandDestroyGenerator(gen);
  curandCreateGeneratorHost(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10);
  printf("status philox normal(odd n): %d\n", curandGenerateNormal(gen, f, 3, 0.0f, 1.0f));
  printf("status philox ordering(seeded): %d\n",
         curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_SEEDED));
  curandDestroyGenerator(gen);
  curandCreateGeneratorHost(&gen, CURAND_RNG_PSEUDO_MRG32K3A);
  printf("status mrg32k3a ordering(seeded): %d\n",
         curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_SEEDED));
  curandDestroyGenerator(gen);
  printf("status version: %d\n", curandGetVersion(&value));
  printf("version: %d\n", value);
  const libraryPropertyType properties[] = {MAJOR_VERSION, MINOR_VERSION, PATCH_LEVEL};
  for (libraryPropertyType p : properties) {
    printf("status property %d: %d", (int)p, curandGetProperty(p, &value));
    printf(" value %d\n", value);
  }
  printf("status property 9: %d\n", curandGetProperty((libraryPropertyType)9, &value));
}
