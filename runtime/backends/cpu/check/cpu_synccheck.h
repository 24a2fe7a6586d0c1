// cuport CPU backend: synccheck. On the fiber path every thread of a block is a fiber the
// scheduler parks at __syncthreads; a checked build notes where each one called it (the call's
// return address: __syncthreads is not inlined there) and, when the barrier releases, reports
// threads that waited at different calls: code whose barrier sits in divergent branches, which
// a GPU runs as undefined behaviour (it hangs or mixes the two barriers). Threads that exited
// count as arrived, as on a GPU since Volta, and are not reported. A __syncwarp(mask) whose mask
// leaves out the lane that calls it is reported too (CUDA requires the caller in the mask).
// Both are the fiber path's checks: a lowered kernel has no divergent barriers (the lowering
// splits only at barriers every thread reaches, docs/lowering.md) and runs a __syncwarp as a
// point where every lane of the warp meets, its mask unread.
#pragma once

#include "cpu_memcheck.h"  // call_site, running_thread, triple

namespace cuport::cpu::check {

#if defined(CUPORT_CHECK)
// A barrier's call site (cpu_memcheck.h's call_site); none where a barrier other than
// __syncthreads was reached.
inline std::string site_text(const void* site) {
  return site ? call_site(site) : "(a barrier other than __syncthreads)";
}

#endif

template <class Arrivals>
inline void divergent_barrier(const Arrivals& arrivals, uint3 block) {
#if defined(CUPORT_CHECK)
  if (!enabled(synccheck) || arrivals.empty()) return;
  const BarrierArrival& first = arrivals.front();
  for (const BarrierArrival& other : arrivals) {
    if (other.site == first.site) continue;
    const std::string one = site_text(first.site), two = site_text(other.site);
    if (one == two) continue;
    if (!Reporter::instance().first_time("barrier " + one + " | " + two)) return;
    Reporter::instance().error({
        "Barrier error detected: threads of a block wait at different __syncthreads()",
        "thread " + triple(first.thread) + " at " + one,
        "thread " + triple(other.thread) + " at " + two,
        "in block " + triple(block) +
            " (a barrier in divergent code: every thread of the block must reach the same one)",
    });
    return;
  }
#else
  (void)arrivals, (void)block;
#endif
}

template <class Mask>
inline void syncwarp_mask(Mask mask, const void* site) {
#if defined(CUPORT_CHECK)
  if (!enabled(synccheck) || !current_thread) return;
  const unsigned lane = current_thread->lane;
  if ((static_cast<unsigned long long>(mask) >> lane) & 1ull) return;
  const std::string where = site_text(site);
  if (!Reporter::instance().first_time("syncwarp " + where)) return;
  char text[40];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(mask));
  Reporter::instance().error({
      std::string("Barrier error detected: __syncwarp(") + text + ") called by lane " +
          std::to_string(lane) + ", which its mask leaves out",
      "at " + where,
      running_thread(),
  });
#else
  (void)mask, (void)site;
#endif
}

}  // namespace cuport::cpu::check
