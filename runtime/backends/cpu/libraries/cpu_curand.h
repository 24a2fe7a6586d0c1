// cuport portable runtime, CPU backend: cuRAND's host API (curand.h).
//
// Generators XORWOW (CURAND_RNG_PSEUDO_DEFAULT), MRG32k3a and Philox4_32_10 give the numbers of
// NVIDIA's cuRAND 10.3.10 for the same seed, offset and ordering: integers, uniforms, normals and
// log-normals, in float and double. The generators are the device API's (cuport/curand_kernel.h);
// what this file adds is the layout NVIDIA's host API gives their outputs, which its documentation
// states per generator and ordering, and which tests/backends/cpu/test_curand_host.py checks
// against NVIDIA's libcurand (its host generators run on a CPU):
//   - XORWOW: 4096 subsequences interleaved: output n comes from subsequence n mod 4096. MRG32k3a
//     likewise, with 81920 subsequences (4096 for CURAND_ORDERING_PSEUDO_LEGACY).
//   - Philox4_32_10: 65536 subsequences, each giving four consecutive outputs (one counter value)
//     in turn: output n is word n mod 4 of subsequence (n / 4) mod 65536's counter n / 262144.
//   - Each value of a distribution is drawn as the device API draws it from that subsequence's
//     state (curand_uniform_double, curand_normal2 ...): a normal pair fills two neighbouring
//     outputs. For XORWOW and MRG32k3a the subsequences keep their states from call to call, and
//     the offset skips that many 32-bit outputs, the next value coming from subsequence offset mod
//     4096 (or 81920); Philox's value n depends on nothing but offset + n.
//   - A new offset restarts there; a new seed or ordering keeps the position, the states made
//     again from offset + the values drawn (units, as above). NVIDIA's Philox then continues from
//     offset + (values generated since the offset) / 4; cuport does the same.
// Sobol32 and Sobol64 (CURAND_RNG_QUASI_SOBOL32/64, QUASI_DEFAULT): integers and uniforms,
// n / dimensions points of dimension 0, then of dimension 1 ...; point i is the XOR of the
// direction vectors of i's Gray code's bits, so point 0 is 0; the offset skips points. The vectors
// are derived from Joe and Kuo's published direction numbers (curand_sobol_joe_kuo_6.txt, read on
// first use), the set NVIDIA documents (CURAND_DIRECTION_VECTORS_32/64_JOEKUO6, 20,000 dimensions).
// Not implemented (a status and a one-line message on stderr, never other numbers): the MTGP32,
// MT19937 and scrambled Sobol generators (the scramble constants are NVIDIA's own),
// Sobol normals (NVIDIA's inverse normal CDF is its own erfcinvf),
// CURAND_ORDERING_PSEUDO_SEEDED for XORWOW (its per-thread seeding is not documented),
// curandGeneratePoisson (NVIDIA's host Poisson numbers could not be reproduced: its method is not
// documented). CURAND_ORDERING_PSEUDO_DYNAMIC, which NVIDIA lays out per GPU, is laid out as
// CURAND_ORDERING_PSEUDO_BEST (host generators refuse it, as NVIDIA's).
#pragma once

#ifndef CURAND_H_
#define CURAND_H_  // NVIDIA's guard: helper headers test it (helper_cuda.h's error strings)
#endif

#include <array>
#include <cstddef>
#include <cstdio>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "../../../include/cuport/curand_kernel.h"

#define CURAND_VER_MAJOR 10
#define CURAND_VER_MINOR 3
#define CURAND_VER_PATCH 10
#define CURAND_VER_BUILD 19
#define CURAND_VERSION (CURAND_VER_MAJOR * 1000 + CURAND_VER_MINOR * 100 + CURAND_VER_PATCH)

enum curandStatus {
  CURAND_STATUS_SUCCESS = 0,
  CURAND_STATUS_VERSION_MISMATCH = 100,
  CURAND_STATUS_NOT_INITIALIZED = 101,
  CURAND_STATUS_ALLOCATION_FAILED = 102,
  CURAND_STATUS_TYPE_ERROR = 103,
  CURAND_STATUS_OUT_OF_RANGE = 104,
  CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
  CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
  CURAND_STATUS_LAUNCH_FAILURE = 201,
  CURAND_STATUS_PREEXISTING_FAILURE = 202,
  CURAND_STATUS_INITIALIZATION_FAILED = 203,
  CURAND_STATUS_ARCH_MISMATCH = 204,
  CURAND_STATUS_INTERNAL_ERROR = 999
};
typedef enum curandStatus curandStatus_t;

enum curandRngType {
  CURAND_RNG_TEST = 0,
  CURAND_RNG_PSEUDO_DEFAULT = 100,
  CURAND_RNG_PSEUDO_XORWOW = 101,
  CURAND_RNG_PSEUDO_MRG32K3A = 121,
  CURAND_RNG_PSEUDO_MTGP32 = 141,
  CURAND_RNG_PSEUDO_MT19937 = 142,
  CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
  CURAND_RNG_QUASI_DEFAULT = 200,
  CURAND_RNG_QUASI_SOBOL32 = 201,
  CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,
  CURAND_RNG_QUASI_SOBOL64 = 203,
  CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204
};
typedef enum curandRngType curandRngType_t;

enum curandOrdering {
  CURAND_ORDERING_PSEUDO_BEST = 100,
  CURAND_ORDERING_PSEUDO_DEFAULT = 101,
  CURAND_ORDERING_PSEUDO_SEEDED = 102,
  CURAND_ORDERING_PSEUDO_LEGACY = 103,
  CURAND_ORDERING_PSEUDO_DYNAMIC = 104,
  CURAND_ORDERING_QUASI_DEFAULT = 201
};
typedef enum curandOrdering curandOrdering_t;

enum curandDirectionVectorSet {
  CURAND_DIRECTION_VECTORS_32_JOEKUO6 = 101,
  CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6 = 102,
  CURAND_DIRECTION_VECTORS_64_JOEKUO6 = 103,
  CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6 = 104
};
typedef enum curandDirectionVectorSet curandDirectionVectorSet_t;
typedef unsigned int curandDirectionVectors32_t[32];
typedef unsigned long long curandDirectionVectors64_t[64];

enum curandMethod {
  CURAND_CHOOSE_BEST = 0,
  CURAND_ITR = 1,
  CURAND_KNUTH = 2,
  CURAND_HITR = 3,
  CURAND_M1 = 4,
  CURAND_M2 = 5,
  CURAND_BINARY_SEARCH = 6,
  CURAND_DISCRETE_GAUSS = 7,
  CURAND_REJECTION = 8,
  CURAND_DEVICE_API = 9,
  CURAND_FAST_REJECTION = 10,
  CURAND_3RD = 11,
  CURAND_DEFINITION = 12,
  CURAND_POISSON = 13
};
typedef enum curandMethod curandMethod_t;

// CUDA's library_types.h, which curand.h includes (shared with the other libraries).
#include "../../../include/cuport/library_types.h"

struct curandGenerator_st {
  curandRngType_t type;
  bool host;  // made by curandCreateGeneratorHost
  curandOrdering_t ordering = CURAND_ORDERING_PSEUDO_DEFAULT;
  unsigned long long seed = 0;
  unsigned long long offset = 0;  // in 32-bit outputs
  cuportStream_t stream = nullptr;
  // Values drawn since the offset was set: XORWOW and MRG32k3a count units (a normal pair is
  // one), so the next unit comes from subsequence (offset + drawn) mod the subsequence count;
  // Philox and Sobol count outputs (Sobol: points).
  unsigned long long drawn = 0;
  unsigned dimensions = 1;  // quasi-random generators
  // Philox: values generated since the offset was set, which NVIDIA's Philox reads (divided by
  // 4) as its position after a new seed or ordering.
  unsigned long long generated = 0;
  bool restart = true;  // drawn starts again (from the offset)
  bool seeded = false;  // the states below match seed, offset and ordering
  std::vector<curandStateXORWOW_t> xorwow;
  std::vector<curandStateMRG32k3a_t> mrg32k3a;
};
typedef struct curandGenerator_st* curandGenerator_t;

namespace cuport::curand_host {
constexpr unsigned kXorwowSubsequences = 4096;
constexpr unsigned kMrgSubsequences = 81920;
constexpr unsigned kMrgLegacySubsequences = 4096;
constexpr unsigned long long kPhiloxSubsequences = 65536;

// Live generators, so that a destroyed or made-up handle gets CURAND_STATUS_NOT_INITIALIZED.
struct Registry {
  std::mutex mutex;
  std::set<curandGenerator_t> live;
};
inline Registry& registry() {
  static Registry* const instance = new Registry;
  return *instance;
}
inline bool live(curandGenerator_t generator) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  return r.live.count(generator) != 0;
}

inline void unsupported(const char* function, const char* what) {
  std::fprintf(stderr, "cuport: %s: %s is not implemented on the CPU backend\n", function, what);
}

inline const char* unsupported_type(curandRngType_t type) {
  switch (type) {
    case CURAND_RNG_PSEUDO_MTGP32: return "CURAND_RNG_PSEUDO_MTGP32";
    case CURAND_RNG_PSEUDO_MT19937: return "CURAND_RNG_PSEUDO_MT19937";
    case CURAND_RNG_QUASI_DEFAULT: return "CURAND_RNG_QUASI_DEFAULT";
    case CURAND_RNG_QUASI_SOBOL32: return "CURAND_RNG_QUASI_SOBOL32";
    case CURAND_RNG_QUASI_SCRAMBLED_SOBOL32: return "CURAND_RNG_QUASI_SCRAMBLED_SOBOL32";
    case CURAND_RNG_QUASI_SOBOL64: return "CURAND_RNG_QUASI_SOBOL64";
    case CURAND_RNG_QUASI_SCRAMBLED_SOBOL64: return "CURAND_RNG_QUASI_SCRAMBLED_SOBOL64";
    default: return nullptr;
  }
}

// ------------------------------------------------------------------------------------------
// Sobol's direction vectors: vectors[d][b] is dimension d's vector for bit b of the Gray code.
constexpr unsigned kSobolDimensions = 20000;

// One dimension of Joe and Kuo's numbers: a primitive polynomial of degree s with inner
// coefficients a, and the initial m_1 ... m_s.
struct SobolNumbers {
  unsigned degree, inner, initial[18];
};

// Read once from the data file next to this header; null (and a message) when it cannot be read.
inline const std::vector<SobolNumbers>* sobol_numbers() {
  static const std::vector<SobolNumbers>* const numbers = []() -> std::vector<SobolNumbers>* {
    std::string path = __FILE__;
    path = path.substr(0, path.find_last_of('/') + 1) + "curand_sobol_joe_kuo_6.txt";
    FILE* file = std::fopen(path.c_str(), "r");
    if (file == nullptr) {
      std::fprintf(stderr, "cuport: cuRAND Sobol: cannot read %s\n", path.c_str());
      return nullptr;
    }
    auto* read = new std::vector<SobolNumbers>;
    read->push_back({0, 0, {}});  // dimension 1 has every m = 1 (degree 0 marks it)
    char line[512];
    while (read->size() < kSobolDimensions && std::fgets(line, sizeof line, file)) {
      if (line[0] == '#') continue;
      SobolNumbers n{};
      unsigned d;
      int used = 0;
      if (std::sscanf(line, "%u %u %u%n", &d, &n.degree, &n.inner, &used) != 3) break;
      if (n.degree < 1 || n.degree > 18) break;
      for (unsigned k = 0, at = used; k < n.degree; ++k, at += used) {
        std::sscanf(line + at, "%u%n", &n.initial[k], &used);
      }
      read->push_back(n);
    }
    std::fclose(file);
    if (read->size() != kSobolDimensions) {
      std::fprintf(stderr, "cuport: cuRAND Sobol: %s is incomplete\n", path.c_str());
      delete read;
      return nullptr;
    }
    return read;
  }();
  return numbers;
}

// Joe and Kuo's recurrence: m_k = 2 a_1 m_(k-1) ^ 4 a_2 m_(k-2) ^ ... ^ 2^s m_(k-s) ^ m_(k-s);
// vector b is m_(b+1) shifted to the word's top (b + 1 bits).
template <typename Word>
std::vector<std::array<Word, sizeof(Word) * 8>> sobol_vectors(
    const std::vector<SobolNumbers>& numbers) {
  constexpr unsigned kBits = sizeof(Word) * 8;
  std::vector<std::array<Word, kBits>> vectors(numbers.size());
  for (size_t d = 0; d < numbers.size(); ++d) {
    const SobolNumbers& n = numbers[d];
    Word m[kBits];
    for (unsigned k = 0; k < kBits; ++k) {
      if (n.degree == 0 || k < n.degree) {
        m[k] = n.degree == 0 ? 1 : n.initial[k];
        continue;
      }
      m[k] = m[k - n.degree] ^ (m[k - n.degree] << n.degree);
      for (unsigned i = 1; i < n.degree; ++i) {
        if (n.inner >> (n.degree - 1 - i) & 1) m[k] ^= m[k - i] << i;
      }
    }
    for (unsigned b = 0; b < kBits; ++b) vectors[d][b] = static_cast<Word>(m[b] << (kBits - 1 - b));
  }
  return vectors;
}

// Each word size's vectors, made on first use (null when the numbers cannot be read).
template <typename Word>
const std::vector<std::array<Word, sizeof(Word) * 8>>* sobol_table() {
  static const auto* const table = []() -> const std::vector<std::array<Word, sizeof(Word) * 8>>* {
    const std::vector<SobolNumbers>* numbers = sobol_numbers();
    if (numbers == nullptr) return nullptr;
    return new std::vector<std::array<Word, sizeof(Word) * 8>>(sobol_vectors<Word>(*numbers));
  }();
  return table;
}

// n / dimensions points of each dimension, dimension after dimension, from point offset + drawn.
template <typename Word, typename Out, typename Convert>
void sobol_values(curandGenerator_st& g, Out* out, size_t n, Convert convert) {
  constexpr unsigned kBits = sizeof(Word) * 8;
  const auto& vectors = *sobol_table<Word>();
  const size_t points = n / g.dimensions;
  const unsigned long long first = g.offset + g.drawn;
  for (unsigned d = 0; d < g.dimensions; ++d) {
    const std::array<Word, kBits>& v = vectors[d];
    const unsigned long long gray = first ^ (first >> 1);
    Word x = 0;
    for (unsigned b = 0; b < kBits; ++b) {
      if (gray >> b & 1) x ^= v[b];
    }
    for (size_t i = 0; i < points; ++i) {
      out[d * points + i] = convert(x);
      // The next point's Gray code differs in the lowest set bit of its index.
      x ^= v[__builtin_ctzll(first + i + 1) & (kBits - 1)];
    }
  }
  g.drawn += points;
}

inline bool quasi(const curandGenerator_st& g) {
  return g.type == CURAND_RNG_QUASI_SOBOL32 || g.type == CURAND_RNG_QUASI_SOBOL64;
}

// Sobol32's or Sobol64's points through convert32(unsigned) or convert64(unsigned long long).
template <typename Out, typename Convert32, typename Convert64>
void sobol(curandGenerator_st& g, Out* out, size_t n, Convert32 convert32, Convert64 convert64) {
  if (g.type == CURAND_RNG_QUASI_SOBOL32) sobol_values<unsigned>(g, out, n, convert32);
  if (g.type == CURAND_RNG_QUASI_SOBOL64) sobol_values<unsigned long long>(g, out, n, convert64);
}

inline curandStatus_t create(curandGenerator_t* generator, curandRngType_t type, bool host,
                             const char* function) {
  if (generator == nullptr) return CURAND_STATUS_NOT_INITIALIZED;
  if (type == CURAND_RNG_PSEUDO_DEFAULT) type = CURAND_RNG_PSEUDO_XORWOW;
  if (type == CURAND_RNG_QUASI_DEFAULT) type = CURAND_RNG_QUASI_SOBOL32;
  if (type != CURAND_RNG_PSEUDO_XORWOW && type != CURAND_RNG_PSEUDO_MRG32K3A &&
      type != CURAND_RNG_PSEUDO_PHILOX4_32_10 && type != CURAND_RNG_QUASI_SOBOL32 &&
      type != CURAND_RNG_QUASI_SOBOL64) {
    if (const char* name = unsupported_type(type)) unsupported(function, name);
    return CURAND_STATUS_TYPE_ERROR;
  }
  if ((type == CURAND_RNG_QUASI_SOBOL32 && sobol_table<unsigned>() == nullptr) ||
      (type == CURAND_RNG_QUASI_SOBOL64 && sobol_table<unsigned long long>() == nullptr)) {
    return CURAND_STATUS_INITIALIZATION_FAILED;
  }
  auto* made = new curandGenerator_st;
  made->type = type;
  made->host = host;
  if (quasi(*made)) made->ordering = CURAND_ORDERING_QUASI_DEFAULT;
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.live.insert(made);
  *generator = made;
  return CURAND_STATUS_SUCCESS;
}

// Subsequence s starts position / count + (s < position % count) outputs in, position being
// offset + drawn: the outputs before it are dealt to the subsequences in turn, one each, as
// generation deals 32-bit outputs. (After other draws a subsequence's state is where those left
// it; a new seed or ordering makes the states again from the position, as NVIDIA's do.)
template <typename State>
void seed_states(std::vector<State>& states, unsigned count, const curandGenerator_st& g) {
  states.resize(count);
  const unsigned long long position = g.offset + g.drawn;
  for (unsigned s = 0; s < count; ++s) {
    curand_init(g.seed, s, position / count + (s < position % count ? 1 : 0), &states[s]);
  }
}

inline unsigned mrg_subsequences(const curandGenerator_st& g) {
  return g.ordering == CURAND_ORDERING_PSEUDO_LEGACY ? kMrgLegacySubsequences : kMrgSubsequences;
}

inline void ensure_seeded(curandGenerator_st& g) {
  if (g.seeded) return;
  if (g.restart) {
    g.drawn = 0;
    g.generated = 0;
    g.restart = false;
  }
  if (g.type == CURAND_RNG_PSEUDO_XORWOW) seed_states(g.xorwow, kXorwowSubsequences, g);
  if (g.type == CURAND_RNG_PSEUDO_MRG32K3A) seed_states(g.mrg32k3a, mrg_subsequences(g), g);
  g.seeded = true;
}

// Units of per_unit values, each drawn by draw(state, destination) from the subsequences in turn.
template <int per_unit, typename State, typename Out, typename Draw>
void interleaved(curandGenerator_st& g, std::vector<State>& states, Out* out, size_t n,
                 Draw draw) {
  const unsigned long long first = g.offset + g.drawn;
  const size_t count = states.size();
  for (size_t unit = 0; unit < n / per_unit; ++unit) {
    draw(&states[(first + unit) % count], out + unit * per_unit);
  }
  g.drawn += n / per_unit;
}

// A new seed or ordering: the states are made again from the position. NVIDIA's Philox continues
// from offset + generated / 4 (as if its count of the values generated counted counter values).
inline void reseed(curandGenerator_st& g) {
  if (g.type == CURAND_RNG_PSEUDO_PHILOX4_32_10) g.drawn = g.generated / 4;
  g.seeded = false;
}

// Philox's counter value `block` of subsequence `subsequence`, encrypted under the seed.
inline uint4 philox_block(unsigned long long seed, unsigned long long subsequence,
                          unsigned long long block) {
  const uint4 counter = make_uint4(static_cast<unsigned>(block), static_cast<unsigned>(block >> 32),
                                   static_cast<unsigned>(subsequence),
                                   static_cast<unsigned>(subsequence >> 32));
  const uint2 key = make_uint2(static_cast<unsigned>(seed), static_cast<unsigned>(seed >> 32));
  return cuport::rand::philox4x32_10(counter, key);
}

// Philox output n (past the offset) lies in the group of four n / 4, which is subsequence
// group mod 65536's counter value group / 65536 (times blocks_per_group, which is 2 for doubles
// made of two words: such a group of four values uses two counter values).
// value(block_words, lane) gives the value in lane n mod 4 of its group.
template <typename Out, typename Value>
void philox_values(curandGenerator_st& g, Out* out, size_t n, int blocks_per_group, Value value) {
  const unsigned long long first = g.offset + g.drawn;
  unsigned long long cached_block = ~0ull, cached_subsequence = ~0ull;
  uint4 words{};
  for (size_t i = 0; i < n; ++i) {
    const unsigned long long position = first + i;
    const unsigned long long group = position / 4;
    const int lane = static_cast<int>(position % 4);
    const unsigned long long subsequence = group % kPhiloxSubsequences;
    const unsigned long long block = group / kPhiloxSubsequences * blocks_per_group +
                                     static_cast<unsigned>(lane * blocks_per_group / 4);
    if (block != cached_block || subsequence != cached_subsequence) {
      words = philox_block(g.seed, subsequence, block);
      cached_block = block;
      cached_subsequence = subsequence;
    }
    out[i] = value(words, lane);
  }
  g.drawn += n;
  g.generated += n;
}

inline unsigned word(const uint4& w, int i) {
  return i == 0 ? w.x : i == 1 ? w.y : i == 2 ? w.z : w.w;
}

// Normals scaled as NVIDIA's host generators scale them: z * stddev + mean, not fused (they run
// on the CPU), whatever contraction the compiler is allowed.
template <typename Real>
Real scaled(Real z, Real mean, Real stddev) {
  volatile Real product = z * stddev;
  return product + mean;
}

// A float Box-Muller pair as NVIDIA's host generators make it (unfused, see box_muller).
inline float2 host_normal_pair(curandStateMRG32k3a_t* state) {
  return cuport::rand::normal_pair(state);
}
template <typename State>
float2 host_normal_pair(State* state) {
  return cuport::rand::normal_pair_of_outputs<false>(state);
}

// Every generation: the handle is live, the length is a whole number of units, the stream's
// earlier work is done (generation is in the stream's order on a GPU), the states are seeded.
inline curandStatus_t begin(curandGenerator_t g, size_t n, size_t multiple) {
  if (!live(g)) return CURAND_STATUS_NOT_INITIALIZED;
  if (quasi(*g)) multiple = g->dimensions;  // whole points
  if (n % multiple != 0) return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  ::cuport::cpu::enqueue_and_wait(g->stream, [] {});
  ensure_seeded(*g);
  return CURAND_STATUS_SUCCESS;
}

// Normal (log_normal: exp of it) pairs in float or double, per generator.
template <typename Real>
curandStatus_t normals(curandGenerator_t g, Real* out, size_t n, Real mean, Real stddev,
                       bool log_normal) {
  // Philox takes any count (an odd one ends with half a pair), the others pairs only.
  if (!live(g)) return CURAND_STATUS_NOT_INITIALIZED;
  if (quasi(*g)) {
    unsupported(log_normal ? "curandGenerateLogNormal" : "curandGenerateNormal",
                "a quasi-random generator's normal (NVIDIA's own inverse normal CDF)");
    return CURAND_STATUS_TYPE_ERROR;
  }
  const size_t multiple = g->type == CURAND_RNG_PSEUDO_PHILOX4_32_10 ? 1 : 2;
  if (curandStatus_t status = begin(g, n, multiple)) return status;
  constexpr bool is_double = std::is_same_v<Real, double>;
  auto finish = [&](Real z) {
    const Real v = scaled(z, mean, stddev);
    if constexpr (is_double) {
      return log_normal ? exp(v) : v;
    } else {
      return log_normal ? expf(v) : v;
    }
  };
  auto pair = [&](auto* state, Real* dst) {
    if constexpr (is_double) {
      const double2 z = cuport::rand::normal_pair_double(state);
      dst[0] = finish(z.x), dst[1] = finish(z.y);
    } else {
      const float2 z = host_normal_pair(state);
      dst[0] = finish(z.x), dst[1] = finish(z.y);
    }
  };
  if (g->type == CURAND_RNG_PSEUDO_XORWOW) interleaved<2>(*g, g->xorwow, out, n, pair);
  if (g->type == CURAND_RNG_PSEUDO_MRG32K3A) interleaved<2>(*g, g->mrg32k3a, out, n, pair);
  if (g->type == CURAND_RNG_PSEUDO_PHILOX4_32_10) {
    // Float: a group of four is one counter value, two pairs. Double: a pair takes four words.
    philox_values(*g, out, n, is_double ? 2 : 1, [&](const uint4& w, int lane) {
      if constexpr (is_double) {
        const double2 z = cuport::rand::box_muller_double(w.x, w.y, w.z, w.w);
        return finish(lane % 2 == 0 ? z.x : z.y);
      } else {
        const int first = lane / 2 * 2;
        const float2 z = cuport::rand::box_muller<false>(word(w, first), word(w, first + 1));
        return finish(lane % 2 == 0 ? z.x : z.y);
      }
    });
  }
  return CURAND_STATUS_SUCCESS;
}
}  // namespace cuport::curand_host

inline curandStatus_t curandCreateGenerator(curandGenerator_t* generator,
                                            curandRngType_t rng_type) {
  return cuport::curand_host::create(generator, rng_type, false, "curandCreateGenerator");
}

inline curandStatus_t curandCreateGeneratorHost(curandGenerator_t* generator,
                                                curandRngType_t rng_type) {
  return cuport::curand_host::create(generator, rng_type, true, "curandCreateGeneratorHost");
}

inline curandStatus_t curandDestroyGenerator(curandGenerator_t generator) {
  cuport::curand_host::Registry& r = cuport::curand_host::registry();
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    if (r.live.erase(generator) == 0) return CURAND_STATUS_NOT_INITIALIZED;
  }
  delete generator;
  return CURAND_STATUS_SUCCESS;
}

inline curandStatus_t curandGetVersion(int* version) {
  if (version == nullptr) return CURAND_STATUS_OUT_OF_RANGE;
  *version = CURAND_VERSION;
  return CURAND_STATUS_SUCCESS;
}

inline curandStatus_t curandGetProperty(libraryPropertyType type, int* value) {
  if (value == nullptr) return CURAND_STATUS_OUT_OF_RANGE;
  switch (type) {
    case MAJOR_VERSION: *value = CURAND_VER_MAJOR; return CURAND_STATUS_SUCCESS;
    case MINOR_VERSION: *value = CURAND_VER_MINOR; return CURAND_STATUS_SUCCESS;
    case PATCH_LEVEL: *value = CURAND_VER_PATCH; return CURAND_STATUS_SUCCESS;
    default: return CURAND_STATUS_OUT_OF_RANGE;
  }
}

inline curandStatus_t curandSetStream(curandGenerator_t generator, cuportStream_t stream) {
  if (!cuport::curand_host::live(generator)) return CURAND_STATUS_NOT_INITIALIZED;
  generator->stream = stream;
  return CURAND_STATUS_SUCCESS;
}

// A new seed or ordering keeps the position (see reseed), a new offset restarts from it; the
// states are made again when next used.
inline curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator,
                                                         unsigned long long seed) {
  if (!cuport::curand_host::live(generator)) return CURAND_STATUS_NOT_INITIALIZED;
  if (cuport::curand_host::quasi(*generator)) return CURAND_STATUS_TYPE_ERROR;
  if (seed != generator->seed) {
    generator->seed = seed;
    cuport::curand_host::reseed(*generator);
  }
  return CURAND_STATUS_SUCCESS;
}

inline curandStatus_t curandSetGeneratorOffset(curandGenerator_t generator,
                                               unsigned long long offset) {
  if (!cuport::curand_host::live(generator)) return CURAND_STATUS_NOT_INITIALIZED;
  generator->offset = offset;
  generator->restart = true;
  generator->seeded = false;
  return CURAND_STATUS_SUCCESS;
}

inline curandStatus_t curandSetGeneratorOrdering(curandGenerator_t generator,
                                                 curandOrdering_t order) {
  if (!cuport::curand_host::live(generator)) return CURAND_STATUS_NOT_INITIALIZED;
  if (cuport::curand_host::quasi(*generator)) {
    return order == CURAND_ORDERING_QUASI_DEFAULT ? CURAND_STATUS_SUCCESS
                                                   : CURAND_STATUS_OUT_OF_RANGE;
  }
  switch (order) {
    case CURAND_ORDERING_PSEUDO_BEST:
    case CURAND_ORDERING_PSEUDO_DEFAULT:
    case CURAND_ORDERING_PSEUDO_LEGACY:
      break;
    case CURAND_ORDERING_PSEUDO_DYNAMIC:  // NVIDIA's host generators refuse it too
      if (generator->host) return CURAND_STATUS_OUT_OF_RANGE;
      break;
    case CURAND_ORDERING_PSEUDO_SEEDED:
      if (generator->type != CURAND_RNG_PSEUDO_XORWOW) return CURAND_STATUS_OUT_OF_RANGE;
      cuport::curand_host::unsupported("curandSetGeneratorOrdering",
                                       "CURAND_ORDERING_PSEUDO_SEEDED for XORWOW");
      return CURAND_STATUS_OUT_OF_RANGE;
    default:
      return CURAND_STATUS_OUT_OF_RANGE;
  }
  if (order != generator->ordering) {
    generator->ordering = order;
    cuport::curand_host::reseed(*generator);
  }
  return CURAND_STATUS_SUCCESS;
}

inline curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator,
                                                              unsigned int num_dimensions) {
  using namespace cuport::curand_host;
  if (!live(generator)) return CURAND_STATUS_NOT_INITIALIZED;
  if (!quasi(*generator)) return CURAND_STATUS_TYPE_ERROR;
  if (num_dimensions < 1 || num_dimensions > kSobolDimensions) return CURAND_STATUS_OUT_OF_RANGE;
  generator->dimensions = num_dimensions;
  generator->restart = true;
  generator->seeded = false;
  return CURAND_STATUS_SUCCESS;
}

namespace cuport::curand_host {
// Joe and Kuo's vectors as a table of 20,000 rows of curandDirectionVectors32_t or 64_t.
template <typename Row, typename Word>
curandStatus_t direction_vectors(Row** vectors, bool plain, bool scrambled, const char* function) {
  if (vectors == nullptr) return CURAND_STATUS_OUT_OF_RANGE;
  if (!plain) {
    if (scrambled) unsupported(function, "the scrambled direction vectors (NVIDIA's constants)");
    return CURAND_STATUS_OUT_OF_RANGE;
  }
  const auto* table = sobol_table<Word>();
  if (table == nullptr) return CURAND_STATUS_INITIALIZATION_FAILED;
  static Row* const rows = [table] {
    auto* made = new Row[kSobolDimensions];
    for (unsigned d = 0; d < kSobolDimensions; ++d) {
      for (unsigned b = 0; b < sizeof(Word) * 8; ++b) made[d][b] = (*table)[d][b];
    }
    return made;
  }();
  *vectors = rows;
  return CURAND_STATUS_SUCCESS;
}
}  // namespace cuport::curand_host

inline curandStatus_t curandGetDirectionVectors32(curandDirectionVectors32_t* vectors[],
                                                  curandDirectionVectorSet_t set) {
  return cuport::curand_host::direction_vectors<curandDirectionVectors32_t, unsigned>(
      vectors, set == CURAND_DIRECTION_VECTORS_32_JOEKUO6,
      set == CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6, "curandGetDirectionVectors32");
}

inline curandStatus_t curandGetDirectionVectors64(curandDirectionVectors64_t* vectors[],
                                                  curandDirectionVectorSet_t set) {
  return cuport::curand_host::direction_vectors<curandDirectionVectors64_t, unsigned long long>(
      vectors, set == CURAND_DIRECTION_VECTORS_64_JOEKUO6,
      set == CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6, "curandGetDirectionVectors64");
}

// 32-bit integers from every generator but Sobol64 (curandGenerateLongLong gives its 64 bits).
inline curandStatus_t curandGenerate(curandGenerator_t generator, unsigned int* output_ptr,
                                     size_t num) {
  using namespace cuport::curand_host;
  if (live(generator) && generator->type == CURAND_RNG_QUASI_SOBOL64) {
    return CURAND_STATUS_TYPE_ERROR;
  }
  if (curandStatus_t status = begin(generator, num, 1)) return status;
  auto one = [](auto* state, unsigned int* dst) { *dst = curand(state); };
  curandGenerator_st& g = *generator;
  if (g.type == CURAND_RNG_PSEUDO_XORWOW) interleaved<1>(g, g.xorwow, output_ptr, num, one);
  if (g.type == CURAND_RNG_PSEUDO_MRG32K3A) interleaved<1>(g, g.mrg32k3a, output_ptr, num, one);
  if (g.type == CURAND_RNG_PSEUDO_PHILOX4_32_10) {
    philox_values(g, output_ptr, num, 1, [](const uint4& w, int lane) { return word(w, lane); });
  }
  if (g.type == CURAND_RNG_QUASI_SOBOL32) {
    sobol_values<unsigned>(g, output_ptr, num, [](unsigned x) { return x; });
  }
  return CURAND_STATUS_SUCCESS;
}

inline curandStatus_t curandGenerateLongLong(curandGenerator_t generator,
                                             unsigned long long* output_ptr, size_t num) {
  using namespace cuport::curand_host;
  if (live(generator) && generator->type != CURAND_RNG_QUASI_SOBOL64) {
    return CURAND_STATUS_TYPE_ERROR;
  }
  if (curandStatus_t status = begin(generator, num, 1)) return status;
  sobol_values<unsigned long long>(*generator, output_ptr, num,
                                   [](unsigned long long x) { return x; });
  return CURAND_STATUS_SUCCESS;
}

inline curandStatus_t curandGenerateUniform(curandGenerator_t generator, float* output_ptr,
                                            size_t num) {
  using namespace cuport::curand_host;
  if (curandStatus_t status = begin(generator, num, 1)) return status;
  auto one = [](auto* state, float* dst) { *dst = curand_uniform(state); };
  curandGenerator_st& g = *generator;
  if (g.type == CURAND_RNG_PSEUDO_XORWOW) interleaved<1>(g, g.xorwow, output_ptr, num, one);
  if (g.type == CURAND_RNG_PSEUDO_MRG32K3A) interleaved<1>(g, g.mrg32k3a, output_ptr, num, one);
  if (g.type == CURAND_RNG_PSEUDO_PHILOX4_32_10) {
    philox_values(g, output_ptr, num, 1, [](const uint4& w, int lane) {
      return cuport::rand::uniform_float(word(w, lane));
    });
  }
  // Sobol64's floats are made of its upper 32 bits.
  sobol(g, output_ptr, num, cuport::rand::uniform_float, [](unsigned long long x) {
    return cuport::rand::uniform_float(static_cast<unsigned>(x >> 32));
  });
  return CURAND_STATUS_SUCCESS;
}

// XORWOW's doubles take two outputs, MRG32k3a's one step; Philox's two words (53 bits), a group
// of four doubles taking two counter values, as curand_uniform2_double.
inline curandStatus_t curandGenerateUniformDouble(curandGenerator_t generator, double* output_ptr,
                                                  size_t num) {
  using namespace cuport::curand_host;
  if (curandStatus_t status = begin(generator, num, 1)) return status;
  auto one = [](auto* state, double* dst) { *dst = curand_uniform_double(state); };
  curandGenerator_st& g = *generator;
  if (g.type == CURAND_RNG_PSEUDO_XORWOW) interleaved<1>(g, g.xorwow, output_ptr, num, one);
  if (g.type == CURAND_RNG_PSEUDO_MRG32K3A) interleaved<1>(g, g.mrg32k3a, output_ptr, num, one);
  if (g.type == CURAND_RNG_PSEUDO_PHILOX4_32_10) {
    philox_values(g, output_ptr, num, 2, [](const uint4& w, int lane) {
      const int first = lane % 2 * 2;
      return cuport::rand::uniform_double(word(w, first), word(w, first + 1));
    });
  }
  // Sobol32's doubles have its 32 bits: x / 2^32 plus a whole step, as curand_uniform_double's;
  // Sobol64's its upper 53 bits plus half a step.
  sobol(
      g, output_ptr, num, [](unsigned x) { return cuport::rand::uniform_double(x); },
      [](unsigned long long x) {
        return (x >> 11) * cuport::rand::kTwoPow53InvDouble + cuport::rand::kTwoPow53InvDouble / 2;
      });
  return CURAND_STATUS_SUCCESS;
}

// Normals come in pairs: the count must be even (CURAND_STATUS_LENGTH_NOT_MULTIPLE otherwise).
inline curandStatus_t curandGenerateNormal(curandGenerator_t generator, float* output_ptr,
                                           size_t n, float mean, float stddev) {
  return cuport::curand_host::normals(generator, output_ptr, n, mean, stddev, false);
}

inline curandStatus_t curandGenerateNormalDouble(curandGenerator_t generator, double* output_ptr,
                                                 size_t n, double mean, double stddev) {
  return cuport::curand_host::normals(generator, output_ptr, n, mean, stddev, false);
}

inline curandStatus_t curandGenerateLogNormal(curandGenerator_t generator, float* output_ptr,
                                              size_t n, float mean, float stddev) {
  return cuport::curand_host::normals(generator, output_ptr, n, mean, stddev, true);
}

inline curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t generator,
                                                    double* output_ptr, size_t n, double mean,
                                                    double stddev) {
  return cuport::curand_host::normals(generator, output_ptr, n, mean, stddev, true);
}
