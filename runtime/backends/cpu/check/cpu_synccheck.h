// cuport CPU backend: synccheck. On the fiber path every thread of a block is a fiber the
// scheduler parks at __syncthreads; a checked build notes where each one called it (the call's
// return address: __syncthreads is not inlined there) and, when the barrier releases, reports
// threads that waited at different calls: code whose barrier sits in divergent branches, which
// a GPU runs as undefined behaviour (it hangs or mixes the two barriers). Threads that exited
// count as arrived, as on a GPU since Volta, and are not reported. Warp operations (not inlined
// in a checked build either) are checked for what CUDA requires of their masks: the calling
// lane in the mask (__syncwarp, shuffles, votes, match, reduce), and a shuffle's source lane
// among the lanes taking part, else the value read is undefined. A synccheck build runs every
// kernel on fibers (driver.fiber_build): a lowered kernel runs a warp operation for every lane of
// the warp at once, so which lanes reach it is not known there.
#pragma once

#include "../engine/cpu_scheduler.h"
#include "cpu_memcheck.h"  // call_site, running_thread, triple

namespace cuport::cpu::check {

#if defined(CUPORT_CHECK)
// A barrier's call site (cpu_memcheck.h's call_site); none where a barrier other than
// __syncthreads was reached.
inline std::string site_text(const void* site) {
  return site ? call_site(site) : "(a barrier other than __syncthreads)";
}

// A lane mask as CUDA code writes it: 0xffff0000.
inline std::string hex_mask(unsigned long long mask) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%llx", mask);
  return text;
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
inline void warp_mask_names_caller(const char* name, const void* site, Mask mask) {
#if defined(CUPORT_CHECK)
  if (!enabled(synccheck) || !current_thread) return;
  const unsigned lane = current_thread->lane;
  if ((static_cast<unsigned long long>(mask) >> lane) & 1ull) return;
  const std::string where = site_text(site);
  if (!Reporter::instance().first_time(std::string(name) + " mask " + where)) return;
  const bool barrier = std::strcmp(name, "__syncwarp") == 0;
  Reporter::instance().error({
      std::string(barrier ? "Barrier error detected: " : "Invalid arguments: ") + name + "(" +
          hex_mask(mask) + ") called by lane " + std::to_string(lane) +
          ", which its mask leaves out",
      "at " + where,
      running_thread(),
  });
#else
  (void)name, (void)site, (void)mask;
#endif
}

// The caller's shuffle (name at site, with mask) read source lane, which did not take part in
// it: exited, left out of the mask, past the block's last thread, or at another warp operation.
// CUDA leaves the value undefined (a GPU returns whatever the lane's register holds).
inline void undefined_shuffle_read(const char* name, const void* site, unsigned long long mask,
                                   unsigned source) {
#if defined(CUPORT_CHECK)
  if (!enabled(synccheck) || !current_thread) return;
  const std::string where = site_text(site);
  if (!Reporter::instance().first_time(std::string(name) + " read " + where)) return;
  const unsigned warp = current_thread->warp;
  const char* why = !((mask >> source) & 1ull) ? "its mask leaves it out"
                    : !((current_scheduler->lanes_present(warp) >> source) & 1ull)
                        ? "it is past the block's last thread"
                    : !((current_scheduler->live_lanes(warp) >> source) & 1ull)
                        ? "it had exited"
                        : "it did not reach this shuffle with the same mask";
  Reporter::instance().error({
      std::string("Invalid shuffle: ") + name + "(" + hex_mask(mask) + ") in lane " +
          std::to_string(current_thread->lane) + " read lane " + std::to_string(source) +
          ", which did not take part (" + why + "): the value read is undefined",
      "at " + where,
      running_thread(),
  });
#else
  (void)name, (void)site, (void)mask, (void)source;
#endif
}

}  // namespace cuport::cpu::check
