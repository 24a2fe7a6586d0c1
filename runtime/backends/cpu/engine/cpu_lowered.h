// cuport CPU backend: running kernels that lower.py gave a block-at-a-time body.
//
// A lowered kernel starts with `switch (kernel_entry(true, batches))`: called in block mode it
// runs every thread of its block (or of a batch of blocks) in plain loops (threadIdx a local, so
// the compiler vectorizes), called in thread mode it runs as one CUDA thread on the fiber path.
// A launch in a lowered unit first probes the kernel once (the probe returns before touching
// anything) and remembers the answer per launch site. Kernels that were not lowered answer
// Lowering::none and always take the fiber path.
//
// The names lowered code declares and uses (its locals, and the functions and macros below) are
// listed in one table, cpu_lowered_names.h; translator/lowering/vocabulary.py is its other half.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

#include "cpu_scheduler.h"

namespace cuport::cpu {

// Threads of a barrier-free kernel are independent (CUDA orders nothing between them without a
// barrier or an atomic), so the innermost thread loop may run in SIMD lanes: one lane per CUDA
// thread, as a GPU runs a warp. This is what vectorizes kernels with inner loops (naive SGEMM).
#define CUPORT_THREAD_LOOP_SIMD _Pragma("omp simd")

// Before a warp reduction's loop of halving offsets in a warp phase (warps.py's LaneDemand):
// unrolled, each step's offset, and so the number of lanes it computes, is a constant (warpSize
// is one), so each step's lane loop is whole vectors with no remainder loop (1.3x the speed).
#if defined(__clang__)
#define CUPORT_UNROLL_STEPS _Pragma("unroll 8")
#elif defined(__GNUC__)
#define CUPORT_UNROLL_STEPS _Pragma("GCC unroll 8")
#else
#define CUPORT_UNROLL_STEPS
#endif

// A fact the compiler may rely on (lowered block bodies state the ranges of the built-ins).
#if defined(__GNUC__) || defined(__clang__)
#define CUPORT_ASSUME(condition) \
  do {                           \
    if (!(condition)) __builtin_unreachable(); \
  } while (0)
#else
#define CUPORT_ASSUME(condition) ((void)0)
#endif

// Where the lowering split a block's thread loops at a __syncthreads() or a __syncwarp(): in a
// checked build, racecheck's next phase or the warps' next __syncwarp (check/cpu_racecheck.h);
// nothing otherwise.
#if defined(CUPORT_CHECK)
#define CUPORT_SPLIT_AT_BARRIER() ::cuport::cpu::check::start_race_phase()
#define CUPORT_SPLIT_AT_SYNCWARP() ::cuport::cpu::check::lowered_syncwarp()
#else
#define CUPORT_SPLIT_AT_BARRIER() ((void)0)
#define CUPORT_SPLIT_AT_SYNCWARP() ((void)0)
#endif

#if defined(__GNUC__) || defined(__clang__)
#define CUPORT_FRESH_MEMORY __attribute__((malloc, noinline))
#else
#define CUPORT_FRESH_MEMORY
#endif

// The thread-range helpers below, inlined into every lowered body even where g++ would keep a
// call: with the block shape and the warp size constants they fold into constant loop bounds
// (as calls, the warp-shuffle reduction took 1.17x as long on one core).
#if defined(__GNUC__) || defined(__clang__)
#define CUPORT_FOLDED inline __attribute__((always_inline))
#else
#define CUPORT_FOLDED inline
#endif

// Grids up to this many blocks in x run the block body instantiated for small grids, where
// blockIdx.x * blockDim.x + threadIdx.x (blockDim.x <= 1024) is known to fit in an int with room
// to spare: lane_index()'s no-wrap test then folds away at compile time.
constexpr unsigned kSmallGridX = (1u << 21) - 1;

// Whether s + x, for every thread index x < threads, fits in T without the unsigned sum wrapping:
// then T(s + x) == T(s) + T(x).
template <class T>
inline bool lane_sum_fits(unsigned s, unsigned threads) {
  static_assert(std::is_integral_v<T> && sizeof(T) >= sizeof(unsigned));
  constexpr unsigned long long t_max = std::numeric_limits<T>::max();
  constexpr unsigned limit = t_max < std::numeric_limits<unsigned>::max()
                                 ? static_cast<unsigned>(t_max)
                                 : std::numeric_limits<unsigned>::max();
  return s <= limit - threads;
}

// T(s + x) for a thread index x < threads, where the source converts that unsigned sum to T
// (lane_index.py rewrites `int i = blockIdx.x * blockDim.x + threadIdx.x` into this). When the
// sum fits it adds in T, so i steps by one from thread to thread; the test is the same for every
// thread of the loop, which GCC unswitches on (or folds, for small grids) and vectorizes.
template <class T>
inline T lane_index(unsigned s, unsigned x, unsigned threads) {
  return lane_sum_fits<T>(s, threads) ? static_cast<T>(s) + static_cast<T>(x)
                                      : static_cast<T>(s + x);
}

// Active-thread narrowing: a region `if (i op bound) S`, with i threadIdx.x (or a copy of it, of
// type IndexT), or lane_index<IndexT>(s, threadIdx.x, ...) with s the same for every thread, and
// bound the same for every thread, runs its x loop only over the threads that pass the test.
// (Template parameters have long names: a program may #define a one-letter name such as N or X
// before it includes the runtime, and nvcc's headers accept that.)
enum class Compare { less, less_equal, greater, greater_equal, equal };

// Whether the test can be replaced by a range: IndexT holds every thread index (x < 1024) exactly
// and the bound is a number, so the comparison is the built-in one. Otherwise the region keeps it.
template <class IndexT, class Bound>
inline constexpr bool kNarrows = std::is_integral_v<IndexT> && !std::is_same_v<IndexT, bool> &&
                                 std::numeric_limits<IndexT>::max() >= 1023 &&
                                 std::is_arithmetic_v<Bound>;

struct ThreadRange {
  int begin, end;
};

// The x in [0, threads) for which `IndexT(s + x) op bound` holds, compared as C++ compares them:
// in the common type of IndexT and the bound (a negative bound is huge when that type is
// unsigned). The threads that pass form one run, since IndexT(s + x) grows with x. All threads
// when !kNarrows, or when s + x may not fit in IndexT (the region then keeps the test).
template <class IndexT, Compare op, class Bound>
inline ThreadRange active_threads(unsigned threads, const Bound& bound, unsigned s = 0) {
  const int n = static_cast<int>(threads);
  if constexpr (!kNarrows<IndexT, Bound>) {
    return {0, n};
  } else {
    if (s != 0 && !lane_sum_fits<IndexT>(s, threads)) return {0, n};
    using Common = decltype(IndexT() + bound);
    if constexpr (std::is_integral_v<Common>) {
      // bound - s clamped to [-1, n]: where in the thread range the bound falls. IndexT(s + x) is
      // s + x (it fits), which Common holds exactly; so does s.
      const Common b = static_cast<Common>(bound);
      const Common base = static_cast<Common>(s);
      int at;
      if (b < base) {
        at = -1;
      } else {
        at = b - base >= Common(n) ? n : static_cast<int>(b - base);
      }
      const auto clamp = [n](int v) { return v < 0 ? 0 : v > n ? n : v; };
      if constexpr (op == Compare::less) return {0, clamp(at)};
      if constexpr (op == Compare::less_equal) return {0, clamp(at + 1)};
      if constexpr (op == Compare::greater) return {clamp(at + 1), n};
      if constexpr (op == Compare::greater_equal) return {clamp(at), n};
      if constexpr (op == Compare::equal) {
        return at >= 0 && at < n ? ThreadRange{at, at + 1} : ThreadRange{0, 0};
      }
    } else {  // a floating-point bound: find the run
      auto passes = [&](int x) {
        const IndexT value = static_cast<IndexT>(s + static_cast<unsigned>(x));
        if constexpr (op == Compare::less) return value < bound;
        if constexpr (op == Compare::less_equal) return value <= bound;
        if constexpr (op == Compare::greater) return value > bound;
        if constexpr (op == Compare::greater_equal) return value >= bound;
        if constexpr (op == Compare::equal) return value == bound;
      };
      int begin = 0;
      while (begin < n && !passes(begin)) ++begin;
      int end = begin;
      while (end < n && passes(end)) ++end;
      return {begin, end};
    }
  }
}

// Every step-th thread from begin (below end) passes a test `r == residue`, r = IndexT(s + x) %
// modulus (or & modulus, a mask of low bits: mask), converted to ResultT: a warp's first lanes,
// `lane == 0` with lane = threadIdx.x % warpSize. exact: the threads are those; where it cannot
// tell (types, a modulus that is not positive, a negative residue), all threads with the test kept.
struct ThreadStride {
  int begin, end, step;
  bool exact;
};

// The type of +value (an integer promoted, warpSize's int), or void where + does not apply.
template <class T, class = void>
struct Promoted {
  using type = void;
};
template <class T>
struct Promoted<T, std::void_t<decltype(+std::declval<const T&>())>> {
  using type = decltype(+std::declval<const T&>());
};
template <class T>
inline constexpr bool kInteger = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// A modulus, divisor or bound as a count: false where it is no integer (after promotion) or
// is negative (compared as unsigned, a negative one would be huge), else its value in out.
template <class T>
inline bool count_value(const T& value, unsigned long long& out) {
  using PromotedT = typename Promoted<T>::type;
  if constexpr (!kInteger<PromotedT>) {
    return false;
  } else {
    const PromotedT promoted = +value;
    if constexpr (std::is_signed_v<PromotedT>) {
      if (promoted < 0) return false;
    }
    out = static_cast<unsigned long long>(promoted);
    return true;
  }
}

template <class IndexT, class ResultT, class ModulusT, class ValueT>
CUPORT_FOLDED ThreadStride residue_threads(unsigned threads, const ModulusT& modulus,
                                           const ValueT& residue, unsigned s, bool mask) {
  const int n = static_cast<int>(threads);
  const ThreadStride every{0, n, 1, false};
  if constexpr (!(kInteger<IndexT> && kInteger<ResultT>)) {
    return every;
  } else {
    // IndexT(s + x) is s + x, which is >= 0; with a positive modulus, % and & then compute the
    // remainder of s + x in any of the types C++ may convert them to.
    unsigned long long m = 0, k = 0;
    if (!count_value(modulus, m) || !count_value(residue, k)) return every;
    if (s != 0 && !lane_sum_fits<IndexT>(s, threads)) return every;
    unsigned long long period = m;
    if (mask) {
      if (m == std::numeric_limits<unsigned long long>::max() || (m & (m + 1)) != 0) return every;
      period = m + 1;
    }
    using Widest = unsigned long long;
    if (period == 0 || period - 1 > static_cast<Widest>(std::numeric_limits<ResultT>::max()))
      return every;  // (a remainder ResultT cannot hold would be converted)
    if (k >= period) return {0, 0, 1, true};  // no remainder equals it
    const unsigned long long s_mod = s % period;
    const unsigned long long first = k >= s_mod ? k - s_mod : k + (period - s_mod);
    if (first >= threads) return {0, 0, 1, true};
    return {static_cast<int>(first), n, period >= threads ? n : static_cast<int>(period), true};
  }
}

// active_threads() as a ThreadStride: exact where it names the passing threads (kNarrows, and
// s + x fits in IndexT), else every thread with the test kept.
template <class IndexT, Compare op, class Bound>
CUPORT_FOLDED ThreadStride compared_threads(unsigned threads, const Bound& bound, unsigned s = 0) {
  const int n = static_cast<int>(threads);
  if constexpr (!kNarrows<IndexT, Bound>) {
    return {0, n, 1, false};
  } else {
    if (s != 0 && !lane_sum_fits<IndexT>(s, threads)) return {0, n, 1, false};
    const ThreadRange passing = active_threads<IndexT, op>(threads, bound, s);
    return {passing.begin, passing.end, 1, true};
  }
}

// The threads x < threads for which `q op bound` holds, q = IndexT(s + x) / divisor converted to
// ResultT: one run (a warp, `threadIdx.x / warpSize == 0`). exact as in residue_threads().
template <class IndexT, class ResultT, Compare op, class DivisorT, class ValueT>
CUPORT_FOLDED ThreadStride quotient_threads(unsigned threads, const DivisorT& divisor,
                                            const ValueT& bound, unsigned s) {
  const int n = static_cast<int>(threads);
  const ThreadStride every{0, n, 1, false};
  if constexpr (!(kInteger<IndexT> && kInteger<ResultT>)) {
    return every;
  } else {
    // IndexT(s + x) is s + x >= 0; with a positive divisor, / is the floor of (s + x) / divisor in
    // any of the types C++ may convert them to, and the quotients grow with x.
    using U = unsigned long long;
    U d = 0, k = 0;
    if (!count_value(divisor, d) || d == 0 || !count_value(bound, k)) return every;
    if (s != 0 && !lane_sum_fits<IndexT>(s, threads)) return every;
    const U last = (static_cast<U>(s) + threads - 1) / d;  // the largest quotient
    if (last > static_cast<U>(std::numeric_limits<ResultT>::max())) return every;
    // The first x whose quotient reaches q: q * d - s, clamped to [0, n].
    const auto first_reaching = [&](U q) -> int {
      if (q > last) return n;
      const U x = q * d;  // <= s + threads - 1: no overflow
      return x <= s ? 0 : static_cast<int>(std::min<U>(x - s, threads));
    };
    const U after_k = k > last ? k : k + 1;  // (past last either way: no overflow)
    int begin = 0, end = n;
    if constexpr (op == Compare::less) end = first_reaching(k);
    if constexpr (op == Compare::less_equal) end = first_reaching(after_k);
    if constexpr (op == Compare::greater) begin = first_reaching(after_k);
    if constexpr (op == Compare::greater_equal) begin = first_reaching(k);
    if constexpr (op == Compare::equal) {
      begin = first_reaching(k);
      end = first_reaching(after_k);
    }
    if (begin >= end) return {0, 0, 1, true};
    return {begin, end, 1, true};
  }
}

// The first x >= from among begin, begin + step, ...: a strided range cut to a warp's window
// (step a power of two, a warp's first lanes, without a division).
inline int stride_from(int begin, int step, int from) {
  if (from <= begin) return begin;
  const int distance = from - begin + step - 1;
  if ((step & (step - 1)) == 0) return begin + (distance & -step);
  return begin + distance / step * step;
}

// Whether every thread r names is a warp's first lane (`lane == 0`, `threadIdx.x == 0`), where
// a row holds whole warps (as in a warp window): x % warpSize is then the lane.
inline bool first_lanes(const ThreadStride& r) {
  const int w = static_cast<int>(warp_size());
  if (!r.exact || r.begin >= r.end) return r.exact;
  return r.begin % w == 0 && (r.step % w == 0 || r.begin + r.step >= r.end);
}

// The lanes of each warp a step of a warp reduction computes where only warps' first lanes read
// its result (warps.py's LaneDemand): with offset o > 0 and the offsets to come o/2, o/4, ...,
// 1, a first lane reads (through the steps to come) lanes less than o above it, so the first
// min(o, warpSize) suffice.
template <class OffsetT>
inline int reduction_lanes(const OffsetT& offset) {
  const int w = static_cast<int>(warp_size());
  if (!(offset > 0)) return w;
  return offset < static_cast<OffsetT>(w) ? static_cast<int>(offset) : w;
}

// A guard whose threads are the run r of every row (exact): the flags' summary scan_flags() would
// find, without reading them. Returns whether every thread passes.
inline bool range_rows(const ThreadStride& r, unsigned threads_x, unsigned threads,
                       ThreadRange& span, ThreadRange* rows, bool& dense) {
  span = {r.begin, r.end};
  for (unsigned row = 0; row < threads / threads_x; ++row) rows[row] = {r.begin, r.end};
  dense = true;
  return r.begin == 0 && r.end == static_cast<int>(threads_x);
}

// A guard's test combined from tests whose passing threads of a row form one run (step 1:
// compared_threads, quotient_threads; row_run for a test the same for the whole row) as the
// test combines them with &&, || and !: the run of threads that pass, exact while it is one.
constexpr ThreadStride kUnknownRun{0, 0, 1, false};

inline ThreadStride row_run(bool passes, unsigned threads) {
  return {0, passes ? static_cast<int>(threads) : 0, 1, true};
}

inline ThreadStride run_and(const ThreadStride& a, const ThreadStride& b) {
  if (!a.exact || !b.exact) return kUnknownRun;
  const int begin = std::max(a.begin, b.begin), end = std::min(a.end, b.end);
  return begin < end ? ThreadStride{begin, end, 1, true} : ThreadStride{0, 0, 1, true};
}

inline ThreadStride run_or(const ThreadStride& a, const ThreadStride& b) {
  if (!a.exact || !b.exact) return kUnknownRun;
  if (a.begin >= a.end) return b;
  if (b.begin >= b.end) return a;
  if (std::max(a.begin, b.begin) > std::min(a.end, b.end)) return kUnknownRun;  // two runs
  return {std::min(a.begin, b.begin), std::max(a.end, b.end), 1, true};
}

inline ThreadStride run_not(const ThreadStride& a, unsigned threads) {
  const int n = static_cast<int>(threads);
  if (!a.exact) return kUnknownRun;
  if (a.begin >= a.end) return {0, n, 1, true};
  if (a.begin <= 0 && a.end >= n) return {0, 0, 1, true};
  if (a.begin <= 0) return {a.end, n, 1, true};
  if (a.end >= n) return {0, a.begin, 1, true};
  return kUnknownRun;  // (threads on both sides of the run)
}

// A guard whose threads in row (y, z) of the block are the run row_run(y, z) (per row, as a
// test on threadIdx.y reads it: a stencil's `x > 0 && y > 0 && x < n - 1 && y < n - 1`): the
// summary scan_flags() would find, without flags. Returns whether every thread passes; exact
// is false (the summary unset) where a row's run is unknown.
template <class RowRun>
inline bool guard_rows(dim3 bdim, const RowRun& row_run, ThreadRange& span, ThreadRange* rows,
                       bool& dense, bool& exact) {
  const int n = static_cast<int>(bdim.x);
  int begin = n, end = 0;
  bool all = true;
  std::size_t row = 0;
  for (unsigned z = 0; z < bdim.z; ++z) {
    for (unsigned y = 0; y < bdim.y; ++y, ++row) {
      const ThreadStride run = row_run(y, z);
      exact = run.exact;
      if (!exact) return false;
      if (run.begin >= run.end) {
        rows[row] = {0, 0};
        all = false;
        continue;
      }
      rows[row] = {run.begin, run.end};
      all = all && run.begin == 0 && run.end == n;
      begin = std::min(begin, run.begin);
      end = std::max(end, run.end);
    }
  }
  dense = !all;
  span = all ? ThreadRange{0, n} : ThreadRange{begin < end ? begin : 0, end};
  return all;
}

// Whether `IndexT(s + x) op bound` holds for every thread x < threads, as active_threads()
// decides it (false where it cannot tell): a region's loop then runs a version in which the test
// reads true.
template <class IndexT, Compare op, class Bound>
inline bool all_threads_pass(unsigned threads, const Bound& bound, unsigned s = 0) {
  const ThreadStride passing = compared_threads<IndexT, op>(threads, bound, s);
  return passing.exact && passing.begin == 0 && passing.end == static_cast<int>(threads);
}

// Whether the set flags of a block's guard form at most one run per row of threads_x, as in the
// edge blocks of a 2-D grid (rows cut off at the right edge, whole rows past the bottom one);
// then rows[r] holds row r's run ({b, b} where none is set).
inline bool scan_rows(const int* flags, unsigned threads_x, unsigned threads,
                      ThreadRange* rows) {
  const int n = static_cast<int>(threads_x);
  for (unsigned r = 0; r < threads / threads_x; ++r) {
    const int* row = flags + static_cast<std::size_t>(r) * threads_x;
    int begin = 0;
    while (begin < n && !row[begin]) ++begin;
    int end = begin;
    while (end < n && row[end]) ++end;
    int later = 0;  // (an OR over the rest, not a search: it vectorizes)
    for (int x = end; x < n; ++x) later |= row[x];
    if (later) return false;
    rows[r] = {begin, end};
  }
  return true;
}

// Whether every one of a block's guard flags is set (then its guarded regions skip the test).
// If not: dense says whether the set flags form one run per row (scan_rows; the regions then
// run each row's run untested), and otherwise span is the x (threadIdx.x) range of the threads
// whose flag is set: where only some pass (lanes of a warp), tested loops run over just that.
// A thread that returned earlier never set its flag, so its byte may be stale; its loops skip
// it either way.
inline bool scan_flags(const int* flags, unsigned threads_x, unsigned threads,
                       ThreadRange& span, ThreadRange* rows, bool& dense) {
  int all = 1;
  for (unsigned t = 0; t < threads; ++t) all &= flags[t] != 0;
  dense = false;
  span = {0, static_cast<int>(threads_x)};
  if (all) return true;
  dense = scan_rows(flags, threads_x, threads, rows);
  if (dense) return false;  // (the tested loops test every thread of the full range)
  int begin = static_cast<int>(threads_x), end = 0;
  for (unsigned r = 0; r < threads / threads_x; ++r) {
    const int* row = flags + static_cast<std::size_t>(r) * threads_x;
    for (int x = 0; x < static_cast<int>(threads_x); ++x) {
      if (!row[x]) continue;
      begin = std::min(begin, x);
      end = std::max(end, x + 1);
    }
  }
  span = {begin < end ? begin : 0, end};
  return false;
}

enum class Entry { thread, block, probe };

// What a kernel's probe answers: fibers only, a block per call, or a batch of blocks per call.
enum class Lowering { none, blocks, batches };

inline thread_local Entry entry_mode = Entry::thread;
inline thread_local Lowering probe_answer = Lowering::none;

// Batched bodies (split.py) run current_batch consecutive blocks in x per call, starting at
// blockIdx: blocks that share nothing but global memory, so a uniform loop in the kernel runs
// once around all their threads. At most kMaxBatch, and 1 for any other call.
constexpr unsigned kMaxBatch = 64;
inline thread_local unsigned current_batch = 1;

// The first statement of every kernel in a lowered unit.
inline Entry kernel_entry(bool lowered, bool batches = false) {
  if (entry_mode == Entry::probe) {
    probe_answer = !lowered ? Lowering::none : batches ? Lowering::batches : Lowering::blocks;
  }
  return entry_mode;
}

// Launches in a unit that lower.py processed may probe: all its kernels answer the probe.
#ifdef CUPORT_CPU_LOWERED
static constexpr bool kProbeKernels = true;
#else
static constexpr bool kProbeKernels = false;
#endif

// Whether CUPORT_LOWERING=0 turned lowering off at run time (to measure or compare the paths).
inline bool lowering_enabled() {
  static const bool enabled = [] {
    const char* value = std::getenv("CUPORT_LOWERING");
    return !(value && value[0] == '0');
  }();
  return enabled;
}

// Elements of slack before and after each per-thread array: a lowered shuffle loads its
// neighbour lane's value unconditionally (so the load vectorizes) and then keeps its own where
// the neighbour is outside the warp segment; the slack keeps that load inside the allocation.
constexpr std::size_t kLaneSlack = 64;

// Per-thread storage for values that live across a barrier in a split kernel: one array per
// variable, handed out in the same order for every block and reused (no allocation per block).
class BlockFrame {
 public:
  void reset(unsigned threads) {
    threads_ = threads;
    next_ = 0;
  }
  template <class T>
  T* alloc() {
    std::size_t bytes = sizeof(T) * (threads_ + 2 * kLaneSlack);
    if (next_ == slots_.size()) slots_.emplace_back();
    auto& slot = slots_[next_++];
    std::size_t lines = (bytes + sizeof(CacheLine) - 1) / sizeof(CacheLine);
    if (slot.size() < lines) slot.resize(lines);
    return reinterpret_cast<T*>(slot.data()) + kLaneSlack;
  }
  // alloc(), as a call the compiler takes to return memory nothing else points to (the malloc
  // attribute, kept by not inlining it; the block's arrays are fresh to it). Then a load through
  // another pointer that is the same for every thread stays out of a thread loop that stores
  // into the array: naive SGEMM's A[row * n + k] beside acc (GCC ignores the arrays'
  // __restrict__ there), which took 1.4x as long reloaded for every thread.
  template <class T>
  CUPORT_FRESH_MEMORY T* alloc_unaliased() {
    return alloc<T>();
  }
  // For a warp operation's staged operands: the slack after the last thread reads as T{}, the
  // value a shuffle gets from a lane past the end of a partial last warp (no test per lane).
  template <class T>
  T* alloc_staged() {
    T* data = alloc<T>();
    std::fill_n(data + threads_, kLaneSlack, T{});
    return data;
  }
  template <class T>
  T* alloc_zeroed() {
    T* data = alloc<T>();
    std::memset(static_cast<void*>(data), 0, sizeof(T) * threads_);
    return data;
  }

 private:
  unsigned threads_ = 0;
  std::size_t next_ = 0;
  // Arrays start on a cache line (the slack before them is kLaneSlack * sizeof(T) bytes, a
  // multiple of 64): a thread loop's 64-byte vectors then never straddle two lines (16-byte
  // aligned, tools/bench's cub_block_reduce took 1.4x the hand-written reduction's time on one
  // core instead of 1.2x).
  struct alignas(64) CacheLine {
    unsigned char bytes[64];
  };
  std::vector<std::vector<CacheLine>> slots_;
};

inline BlockFrame& block_frame(unsigned threads) {
  static thread_local BlockFrame frame;
  frame.reset(threads);
  return frame;
}

// A lowered body's block shape (its cuport_bdim_): the launch's, read at run time...
struct AnyBlockShape {
  static dim3 dims() { return current_block_dim; }
};
// ... or the one every launch of the kernel in its unit fixes (launch_shapes.py), a constant
// the compiler counts thread loops with.
template <unsigned width, unsigned height, unsigned depth>
struct FixedBlockShape {
  static constexpr dim3 dims() { return dim3(width, height, depth); }
};

// Run a lowered kernel's block body (a generic lambda) in its instantiation for this launch:
// small grids with the expected fixed shape get the constant one, every other launch the
// general body (still two instantiations, so compile time does not grow with the shape).
template <class Body, class Shape = AnyBlockShape>
inline void run_block_body(Body&& body, Shape = {}) {
  const bool small = current_grid_dim.x <= kSmallGridX;
  if constexpr (std::is_same_v<Shape, AnyBlockShape>) {
    if (small) {
      body(std::true_type{}, AnyBlockShape{});
    } else {
      body(std::false_type{}, AnyBlockShape{});
    }
  } else {
    constexpr dim3 fixed = Shape::dims();
    if (small && current_block_dim.x == fixed.x && current_block_dim.y == fixed.y &&
        current_block_dim.z == fixed.z) {
      body(std::true_type{}, Shape{});
    } else {
      body(std::false_type{}, AnyBlockShape{});
    }
  }
}

template <class Call>
Lowering probe_lowered(Call& call) {
  Entry saved = entry_mode;
  entry_mode = Entry::probe;
  probe_answer = Lowering::none;
  call();
  entry_mode = saved;
  return probe_answer;
}

// Threads per batched call to aim for: enough that a uniform loop's every step streams through
// contiguous memory and a wide row is hundreds of lanes long, few enough that a per-thread
// array of 4-byte values (16 KiB) stays in the L1 cache. Measured on naive SGEMM (32 x 8
// blocks): 1024 -> 1.65x, 2048 -> 1.45x, 4096 -> 1.27x, 8192 -> 1.45x of OpenMP's time.
constexpr unsigned kBatchThreads = 4096;

// Blocks per call for a batched kernel: up to kBatchThreads threads, but never so many that the
// grid has fewer than a few calls per worker to share out.
inline unsigned batch_size(dim3 grid, dim3 block, unsigned workers) {
  const unsigned threads = block.x * block.y * block.z;
  unsigned batch = std::min({kMaxBatch, grid.x, std::max(1u, kBatchThreads / threads)});
  const unsigned long long rows = static_cast<unsigned long long>(grid.y) * grid.z;
  while (batch > 1 && rows * ((grid.x + batch - 1) / batch) < 4ull * workers) batch /= 2;
  return batch;
}

// Every block once, by calls of the lowered kernel in block mode: one block per call, or with
// batch > 1 (a batched kernel) up to batch consecutive blocks in x. spread(work) runs
// work(worker_index) on each OS thread that should take calls (the launch's worker pool).
template <class Call, class Spread>
cuportError_t run_grid_lowered(dim3 grid, dim3 block, std::size_t shared_bytes, Call& call,
                               Spread&& spread, unsigned batch = 1) {
  // Calls, numbered as blocks are with grid.x replaced by the number of batches in a row.
  const unsigned batches_x = (grid.x + batch - 1) / batch;
  const dim3 calls_grid{batches_x, grid.y, grid.z};
  const unsigned long long calls = static_cast<unsigned long long>(batches_x) * grid.y * grid.z;
  // Workers claim runs of consecutive calls: neighbouring blocks touch neighbouring memory, so
  // a run streams through it as a hand-written parallel loop does (one block at a time, two
  // workers interleave and each sees half its cache lines pulled away).
  const unsigned long long chunk = std::max(1ull, calls / (8ull * worker_count()));
  alignas(64) std::atomic<unsigned long long> next{0};
  std::atomic<int> failure{cuportSuccess};
  auto work = [&](unsigned) {
    static thread_local std::vector<unsigned char> shared;
    check::clear_shared_bounds(shared.data(), shared.size());
    const std::size_t wanted = shared_bytes + check::kSharedSlackBytes;  // slack: checked only
    if (shared.size() < wanted) shared.resize(wanted);
    check::mark_shared_bounds(shared.data(), shared_bytes, shared.size());
    current_dynamic_shared = shared.empty() ? nullptr : shared.data();
    current_block_dim = block;
    current_grid_dim = grid;
    const Entry saved = entry_mode;
    entry_mode = Entry::block;
    // A fault in a block body (cpu_fault.h) lands here once per worker and launch: the grid
    // stops (the other workers at their next run of calls).
    FaultLanding landing;
    const bool finished = run_catching_faults(landing, [&] {
      for (;;) {
        if (failure.load(std::memory_order_relaxed) != cuportSuccess) break;
        unsigned long long first = next.fetch_add(chunk, std::memory_order_relaxed);
        if (first >= calls) break;
        unsigned long long last = std::min(calls, first + chunk);
        for (unsigned long long b = first; b < last; ++b) {
          const uint3 at = block_index(b, calls_grid);
          current_block_idx = {at.x * batch, at.y, at.z};
          current_batch = std::min(batch, grid.x - at.x * batch);
#if defined(CUPORT_CHECK)
          check::lowered_thread = 0;
          check::lowered_warp_syncs = 0;
          check::start_race_phase();  // racecheck's first phase; initcheck's reads are checked
#endif
          call();
        }
      }
    });
    check::end_race_phases();
    if (!finished) {
      int expected = cuportSuccess;
      if (failure.compare_exchange_strong(expected, fault_error(landing.fault)))
        report_fault(landing.fault, current_block_idx, current_batch, nullptr);
    }
    current_batch = 1;
    entry_mode = saved;
  };
  if (calls > 1) {
    spread(work);
  } else {
    work(0);
  }
  return static_cast<cuportError_t>(failure.load());
}

}  // namespace cuport::cpu
