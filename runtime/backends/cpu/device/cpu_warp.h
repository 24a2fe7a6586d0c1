// cuport CPU backend: warp-level primitives (shuffles, votes, match, reduce, lane masks).
//
// Built on the block scheduler's warp rendezvous: every lane named in the mask arrives, the last
// one computes all results at once, so each lane sees the values its peers held at the call, as
// in lockstep. The warp width is the run-time warpSize (32 or 64, up to the build's width).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <type_traits>

#include "../engine/cpu_lowered.h"
#include "../engine/cpu_scheduler.h"

namespace cuport::cpu {

inline unsigned current_lane() { return current_thread->lane; }

inline unsigned long long lane_bit(unsigned lane) { return 1ull << lane; }

// All lanes of the caller's warp that exist (the implicit mask of the legacy non-_sync forms).
inline unsigned long long full_warp_mask() {
  return current_scheduler->lanes_present(current_thread->warp);
}

// ---- combine functions: run once per collective, by the lane that completes it ----

// arg = absolute source lane; out = that lane's input (of an earlier collective where the
// source lane is not a participant: undefined in CUDA, which synccheck reports).
inline void combine_shuffle(WarpState& warp, unsigned long long participants, unsigned) {
  for (unsigned lane = 0; lane < 64; ++lane) {
    if (!((participants >> lane) & 1ull)) continue;
    const unsigned source = warp.arg[lane] & 63;
    warp.out[lane] = warp.in[source];
#if defined(CUPORT_CHECK)
    if (!((participants >> source) & 1ull)) warp.undefined_reads |= 1ull << lane;
#endif
  }
}

inline void combine_ballot(WarpState& warp, unsigned long long participants, unsigned) {
  unsigned long long bits = 0;
  for (unsigned lane = 0; lane < 64; ++lane)
    if (((participants >> lane) & 1ull) && warp.in[lane]) bits |= 1ull << lane;
  for (unsigned lane = 0; lane < 64; ++lane)
    if ((participants >> lane) & 1ull) warp.out[lane] = bits;
}

// arg = value width in bytes is irrelevant here: inputs are compared as stored (zero-extended).
inline void combine_match_any(WarpState& warp, unsigned long long participants, unsigned) {
  for (unsigned lane = 0; lane < 64; ++lane) {
    if (!((participants >> lane) & 1ull)) continue;
    unsigned long long same = 0;
    for (unsigned other = 0; other < 64; ++other)
      if (((participants >> other) & 1ull) && warp.in[other] == warp.in[lane]) same |= 1ull << other;
    warp.out[lane] = same;
  }
}

inline void combine_match_all(WarpState& warp, unsigned long long participants, unsigned) {
  unsigned first = static_cast<unsigned>(__builtin_ctzll(participants));
  bool all = true;
  for (unsigned lane = 0; lane < 64; ++lane)
    if (((participants >> lane) & 1ull) && warp.in[lane] != warp.in[first]) all = false;
  for (unsigned lane = 0; lane < 64; ++lane)
    if ((participants >> lane) & 1ull) warp.out[lane] = all ? participants : 0;
}

enum class ReduceOp { add, min, max, bit_and, bit_or, bit_xor };

template <ReduceOp Op, class T>
void combine_reduce(WarpState& warp, unsigned long long participants, unsigned) {
  bool started = false;
  T acc{};
  for (unsigned lane = 0; lane < 64; ++lane) {
    if (!((participants >> lane) & 1ull)) continue;
    T v = static_cast<T>(warp.in[lane]);
    if (!started) {
      acc = v;
      started = true;
      continue;
    }
    switch (Op) {
      case ReduceOp::add: acc = static_cast<T>(acc + v); break;
      case ReduceOp::min: acc = v < acc ? v : acc; break;
      case ReduceOp::max: acc = v > acc ? v : acc; break;
      case ReduceOp::bit_and: acc = acc & v; break;
      case ReduceOp::bit_or: acc = acc | v; break;
      case ReduceOp::bit_xor: acc = acc ^ v; break;
    }
  }
  for (unsigned lane = 0; lane < 64; ++lane)
    if ((participants >> lane) & 1ull) warp.out[lane] = static_cast<unsigned long long>(acc);
}

// ---- shuffles of any trivially copyable type, 8 bytes per rendezvous ----

// A checked build does not inline the warp operations, so that each one's return address is the
// user's call (synccheck's reports name it); name is the operation, as the user wrote it.
#if defined(CUPORT_CHECK)
#define CUPORT_WARP_OPERATION __attribute__((noinline))
#define CUPORT_WARP_CALL(name) name, __builtin_return_address(0)
#else
#define CUPORT_WARP_OPERATION
#define CUPORT_WARP_CALL(name) name, nullptr
#endif

template <class T>
T shuffle_from(unsigned long long mask, T value, long long source, const char* name,
               const void* site) {
  static_assert(std::is_trivially_copyable<T>::value, "shuffled values must be trivially copyable");
  check::warp_mask_names_caller(name, site, mask);
  constexpr std::size_t kChunks = (sizeof(T) + 7) / 8;
  unsigned long long words[kChunks] = {};
  std::memcpy(words, &value, sizeof(T));
  bool undefined = false;
  for (std::size_t i = 0; i < kChunks; ++i) {
    words[i] = current_scheduler->warp_collective(mask, words[i], source, &combine_shuffle);
#if defined(CUPORT_CHECK)  // (combine_shuffle marks undefined reads in checked builds only)
    undefined = current_scheduler->shuffle_read_undefined() || undefined;
#endif
  }
  // A caller its mask leaves out was reported as that: what it read follows from it.
  if (undefined && ((mask >> current_lane()) & 1ull))
    check::undefined_shuffle_read(name, site, mask, static_cast<unsigned>(source));
  T result;
  std::memcpy(&result, words, sizeof(T));
  return result;
}

// CUDA's segment rule: width splits the warp into segments; sources outside the caller's
// segment (or the warp) leave the caller's own value.
inline int segment_width(int width) {
  int warp = static_cast<int>(warp_size());
  return (width <= 0 || width > warp) ? warp : width;
}

// The lane each shuffle reads, for the fiber path and the lowered one alike.
inline int source_lane_idx(int lane, int srcLane, int width) {
  int w = segment_width(width);
  return (lane / w) * w + (srcLane & (w - 1));
}
inline int source_lane_up(int lane, unsigned delta, int width) {
  int w = segment_width(width);
  return (lane % w) >= static_cast<long long>(delta) ? lane - static_cast<int>(delta) : lane;
}
inline int source_lane_down(int lane, unsigned delta, int width) {
  int w = segment_width(width);
  return (lane % w) + static_cast<long long>(delta) < w ? lane + static_cast<int>(delta) : lane;
}
inline int source_lane_xor(int lane, int laneMask, int width) {
  int w = segment_width(width);
  int source = lane ^ laneMask;
  if (source < 0 || source / w != lane / w || source >= static_cast<int>(warp_size())) return lane;
  return source;
}

inline int caller_lane() { return static_cast<int>(current_lane()); }

}  // namespace cuport::cpu

// Each shuffle in its _sync form and in the pre-Volta form without a mask (the whole warp).
#define CUPORT_CPU_SHUFFLE(name, legacy, Operand, source_lane)                                 \
  template <class T>                                                                           \
  CUPORT_WARP_OPERATION T name(cuport::cpu::lane_mask_t mask, T var, Operand operand,          \
                               int width = warpSize) {                                         \
    using namespace cuport::cpu;                                                               \
    return shuffle_from(mask, var, source_lane(caller_lane(), operand, width),                 \
                        CUPORT_WARP_CALL(#name));                                              \
  }                                                                                            \
  template <class T>                                                                           \
  CUPORT_WARP_OPERATION T legacy(T var, Operand operand, int width = warpSize) {               \
    using namespace cuport::cpu;                                                               \
    return shuffle_from(full_warp_mask(), var, source_lane(caller_lane(), operand, width),     \
                        CUPORT_WARP_CALL(#legacy));                                            \
  }
CUPORT_CPU_SHUFFLE(__shfl_sync, __shfl, int, source_lane_idx)
CUPORT_CPU_SHUFFLE(__shfl_up_sync, __shfl_up, unsigned, source_lane_up)
CUPORT_CPU_SHUFFLE(__shfl_down_sync, __shfl_down, unsigned, source_lane_down)
CUPORT_CPU_SHUFFLE(__shfl_xor_sync, __shfl_xor, int, source_lane_xor)
#undef CUPORT_CPU_SHUFFLE

// ---- votes ----

namespace cuport::cpu {
// The lanes of mask whose predicate holds, each lane's vote counted once all lanes of mask have
// voted.
inline unsigned long long ballot(unsigned long long mask, int predicate, const char* name,
                                 const void* site) {
  check::warp_mask_names_caller(name, site, mask);
  return current_scheduler->warp_collective(mask, predicate != 0, 0, &combine_ballot) & mask;
}
// Whether predicate holds in every lane of mask (the caller included) that has not exited.
inline int all_lanes(unsigned long long mask, int predicate, const char* name, const void* site) {
  const unsigned long long members =
      (mask | lane_bit(current_lane())) & current_scheduler->live_lanes(current_thread->warp);
  return (ballot(mask, predicate, name, site) & members) == members;
}
}  // namespace cuport::cpu

CUPORT_WARP_OPERATION inline cuport::cpu::lane_mask_t __ballot_sync(cuport::cpu::lane_mask_t mask,
                                                                    int predicate) {
  return static_cast<cuport::cpu::lane_mask_t>(
      cuport::cpu::ballot(mask, predicate, CUPORT_WARP_CALL("__ballot_sync")));
}
CUPORT_WARP_OPERATION inline int __any_sync(cuport::cpu::lane_mask_t mask, int predicate) {
  return cuport::cpu::ballot(mask, predicate, CUPORT_WARP_CALL("__any_sync")) != 0;
}
CUPORT_WARP_OPERATION inline int __all_sync(cuport::cpu::lane_mask_t mask, int predicate) {
  return cuport::cpu::all_lanes(mask, predicate, CUPORT_WARP_CALL("__all_sync"));
}
CUPORT_WARP_OPERATION inline int __uni_sync(cuport::cpu::lane_mask_t mask, int predicate) {
  const int yes = cuport::cpu::ballot(mask, predicate, CUPORT_WARP_CALL("__uni_sync")) != 0;
  const int all = cuport::cpu::all_lanes(mask, predicate, CUPORT_WARP_CALL("__uni_sync"));
  return all || !yes;
}
inline cuport::cpu::lane_mask_t __ballot(int predicate) {
  using namespace cuport::cpu;
  return static_cast<lane_mask_t>(ballot(full_warp_mask(), predicate, "__ballot", nullptr));
}
inline int __any(int predicate) {
  using namespace cuport::cpu;
  return ballot(full_warp_mask(), predicate, "__any", nullptr) != 0;
}
inline int __all(int predicate) {
  using namespace cuport::cpu;
  return all_lanes(full_warp_mask(), predicate, "__all", nullptr);
}

// The lanes that reach this call together (see BlockScheduler::active_mask). Not inlined: the
// return address identifies the call site, so lanes in different branches get their own masks.
__attribute__((noinline)) inline cuport::cpu::lane_mask_t __activemask() {
  using namespace cuport::cpu;
  return static_cast<lane_mask_t>(current_scheduler->active_mask(__builtin_return_address(0)));
}

CUPORT_WARP_OPERATION inline void __syncwarp(
    cuport::cpu::lane_mask_t mask = static_cast<cuport::cpu::lane_mask_t>(~0ull)) {
  cuport::cpu::check::warp_mask_names_caller(CUPORT_WARP_CALL("__syncwarp"), mask);
  cuport::cpu::current_scheduler->sync_warp(mask);
}

// ---- match ----

template <class T>
CUPORT_WARP_OPERATION cuport::cpu::lane_mask_t __match_any_sync(cuport::cpu::lane_mask_t mask,
                                                                T value) {
  static_assert(std::is_integral<T>::value || std::is_floating_point<T>::value,
                "__match_any_sync takes int, unsigned, long, long long or float/double");
  using namespace cuport::cpu;
  check::warp_mask_names_caller(CUPORT_WARP_CALL("__match_any_sync"), mask);
  unsigned long long bits = 0;
  std::memcpy(&bits, &value, sizeof(T));
  return static_cast<lane_mask_t>(
      current_scheduler->warp_collective(mask, bits, 0, &combine_match_any) & mask);
}

template <class T>
CUPORT_WARP_OPERATION cuport::cpu::lane_mask_t __match_all_sync(cuport::cpu::lane_mask_t mask,
                                                                T value, int* pred) {
  using namespace cuport::cpu;
  check::warp_mask_names_caller(CUPORT_WARP_CALL("__match_all_sync"), mask);
  unsigned long long bits = 0;
  std::memcpy(&bits, &value, sizeof(T));
  unsigned long long all =
      current_scheduler->warp_collective(mask, bits, 0, &combine_match_all) & mask;
  if (pred) *pred = all != 0;
  return static_cast<lane_mask_t>(all);
}

// ---- reductions (sm_80): unsigned and int forms, as CUDA declares them ----

#define CUPORT_CPU_WARP_REDUCE(name, op, type)                                                \
  CUPORT_WARP_OPERATION inline type name(cuport::cpu::lane_mask_t mask, type value) {         \
    using namespace cuport::cpu;                                                              \
    check::warp_mask_names_caller(CUPORT_WARP_CALL(#name), mask);                             \
    return static_cast<type>(current_scheduler->warp_collective(                              \
        mask, static_cast<unsigned long long>(value), 0, &combine_reduce<ReduceOp::op, type>)); \
  }
CUPORT_CPU_WARP_REDUCE(__reduce_add_sync, add, unsigned)
CUPORT_CPU_WARP_REDUCE(__reduce_add_sync, add, int)
CUPORT_CPU_WARP_REDUCE(__reduce_min_sync, min, unsigned)
CUPORT_CPU_WARP_REDUCE(__reduce_min_sync, min, int)
CUPORT_CPU_WARP_REDUCE(__reduce_max_sync, max, unsigned)
CUPORT_CPU_WARP_REDUCE(__reduce_max_sync, max, int)
CUPORT_CPU_WARP_REDUCE(__reduce_and_sync, bit_and, unsigned)
CUPORT_CPU_WARP_REDUCE(__reduce_or_sync, bit_or, unsigned)
CUPORT_CPU_WARP_REDUCE(__reduce_xor_sync, bit_xor, unsigned)
#undef CUPORT_CPU_WARP_REDUCE

// ---- lane masks relative to the caller (%lanemask_* registers) ----

inline cuport::cpu::lane_mask_t __lanemask_lt() {
  return static_cast<cuport::cpu::lane_mask_t>(cuport::cpu::lane_bit(cuport::cpu::current_lane()) -
                                               1);
}
inline cuport::cpu::lane_mask_t __lanemask_le() {
  unsigned lane = cuport::cpu::current_lane();
  return static_cast<cuport::cpu::lane_mask_t>(lane >= 63 ? ~0ull : (2ull << lane) - 1);
}
inline cuport::cpu::lane_mask_t __lanemask_eq() {
  return static_cast<cuport::cpu::lane_mask_t>(cuport::cpu::lane_bit(cuport::cpu::current_lane()));
}
inline cuport::cpu::lane_mask_t __lanemask_ge() { return ~__lanemask_lt(); }
inline cuport::cpu::lane_mask_t __lanemask_gt() { return ~__lanemask_le(); }
// The caller's lane in its warp (%laneid).
inline unsigned __lane_id() { return cuport::cpu::current_lane(); }

// Warp operations in lowered kernels (fission.py): one thread loop staged every thread's operand
// in `staged` (indexed by linear thread index, `threads` of them); each thread now reads its
// warp's lanes there. Lanes past the end of a partial last warp read as zero, as on the fiber
// path (where they never store an input); a source outside the caller's segment leaves its own.
// Each takes the linear index twice: lin addresses the arrays, lin32 (the same number as an
// unsigned, built by the loop in 32 bits) computes the lane, so that lane tests vectorize eight
// lanes to a register instead of four.
namespace cuport::cpu::lowered {

inline unsigned lane_of(unsigned lin32) { return lin32 % warp_size(); }

template <class T>
T read_lane(const T* staged, std::size_t lin, unsigned lin32, std::size_t threads, int source) {
  std::size_t at = lin - lane_of(lin32) + static_cast<std::size_t>(source);
  return at < threads ? staged[at] : T{};
}

template <class T>
T shfl(const T* staged, std::size_t lin, unsigned lin32, std::size_t threads, int srcLane,
       int width = warpSize) {
  const int source = source_lane_idx(static_cast<int>(lane_of(lin32)), srcLane, width);
  return read_lane(staged, lin, lin32, threads, source);
}
// Up and down read a neighbour at a distance the same for every lane: loaded unconditionally
// (staged arrays have kLaneSlack elements of slack on both sides) so the thread loop vectorizes
// to two contiguous loads and a blend, the same lanes as source_lane_up/down choose.
template <class T>
T shfl_up(const T* staged, std::size_t lin, unsigned lin32, std::size_t threads, unsigned delta,
          int width = warpSize) {
  (void)threads;
  const unsigned w = static_cast<unsigned>(segment_width(width));
  const T other = staged[lin - (delta & (kLaneSlack - 1))];
  return lane_of(lin32) % w >= delta ? other : staged[lin];
}
template <class T>
T shfl_down(const T* staged, std::size_t lin, unsigned lin32, std::size_t threads,
            unsigned delta, int width = warpSize) {
  const unsigned w = static_cast<unsigned>(segment_width(width));
  const unsigned lane = lane_of(lin32) % w;
  (void)threads;
  // Past the last thread, other is the slack, which holds T{} (BlockFrame::alloc_staged).
  const T other = staged[lin + (delta & (kLaneSlack - 1))];
  const bool in_segment = delta < w - lane;  // lane + delta < w, without the sum's overflow
  return in_segment ? other : staged[lin];
}
// A step of a warp reduction run over the lanes below its offset alone (reduction_lanes): the
// source lane, lane + delta (lane ^ delta, delta a power of two, is the same), is in the
// caller's segment when twice delta fits in it (delta <= width / 2: no overflow for a huge
// delta), and then needs no test.
template <class T>
T shfl_down_near(const T* staged, std::size_t lin, unsigned lin32, std::size_t threads,
                 unsigned delta, int width = warpSize) {
  if (delta <= static_cast<unsigned>(segment_width(width)) / 2) return staged[lin + delta];
  return shfl_down(staged, lin, lin32, threads, delta, width);
}
template <class T>
T shfl_xor(const T* staged, std::size_t lin, unsigned lin32, std::size_t threads, int laneMask,
           int width = warpSize) {
  const int source = source_lane_xor(static_cast<int>(lane_of(lin32)), laneMask, width);
  return read_lane(staged, lin, lin32, threads, source);
}
template <class T>
T shfl_xor_near(const T* staged, std::size_t lin, unsigned lin32, std::size_t threads,
                int laneMask, int width = warpSize) {
  const unsigned delta = static_cast<unsigned>(laneMask);
  if (laneMask > 0 && (delta & (delta - 1)) == 0 &&
      delta <= static_cast<unsigned>(segment_width(width)) / 2)
    return staged[lin + delta];
  return shfl_xor(staged, lin, lin32, threads, laneMask, width);
}

// Votes: staged is 0 for a lane that does not take part, 1 for false, 2 for true.
inline unsigned long long votes(const unsigned char* staged, std::size_t lin, unsigned lin32,
                                std::size_t threads, unsigned char value) {
  std::size_t base = lin - lane_of(lin32);
  std::size_t lanes = std::min<std::size_t>(warp_size(), threads - base);
  unsigned long long bits = 0;
  for (std::size_t lane = 0; lane < lanes; ++lane)
    if (staged[base + lane] == value) bits |= 1ull << lane;
  return bits;
}
inline lane_mask_t ballot(const unsigned char* staged, std::size_t lin, unsigned lin32,
                          std::size_t threads, unsigned long long mask) {
  return static_cast<lane_mask_t>(votes(staged, lin, lin32, threads, 2) & mask);
}
inline int any(const unsigned char* staged, std::size_t lin, unsigned lin32, std::size_t threads,
               unsigned long long mask) {
  return (votes(staged, lin, lin32, threads, 2) & mask) != 0;
}
inline int all(const unsigned char* staged, std::size_t lin, unsigned lin32, std::size_t threads,
               unsigned long long mask) {
  return (votes(staged, lin, lin32, threads, 1) & mask) == 0;
}

}  // namespace cuport::cpu::lowered
