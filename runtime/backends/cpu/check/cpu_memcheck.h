// cuport CPU backend: memcheck, on AddressSanitizer. A checked build compiles the program with
// -fsanitize=address (every load and store tested against shadow memory), device allocations
// come from the C heap at their exact size (so the byte past the end is a redzone ASan knows),
// a freed one stays in ASan's quarantine (a later access is a use after free), and the dynamic
// shared memory past the launch's size is poisoned. When ASan finds a bad access in device code,
// __asan_on_error (below) writes compute-sanitizer's report instead of ASan's: the access, the
// kernel and the user's line, the thread and block, and where the address lies against
// cuport's allocation table. Host-side: cudaFree of a pointer that is not an allocation (a
// double or invalid free) and, at exit with CUPORT_CHECK_LEAKS=full, every allocation never
// freed.
#pragma once

#include "cpu_check.h"

#if defined(CUPORT_CHECK)
#include <execinfo.h>
#include <fcntl.h>
#endif

namespace cuport::cpu::check {

#if defined(CUPORT_CHECK)

// The frame of the user's code an instruction belongs to: the innermost inlined frame outside
// cuport's runtime headers, as "function", "file:line".
struct SourceFrame {
  std::string function = "(unknown)";
  std::string location = "(unknown)";
};

// Whether a frame's file is one of cuport's runtime headers: they are all reached through the
// include folder this header was (…/include/cuport/, installed or in a checkout).
inline bool in_runtime(const std::string& location) {
  static const std::string root = [] {
    const std::string file = __FILE__;
    const std::size_t at = file.find("include/cuport/");
    return at == std::string::npos ? std::string() : file.substr(0, at + 15);
  }();
  return !root.empty() && location.compare(0, root.size(), root) == 0;
}

// Calls visit(function, where) for each frame symbolizing pc gives (one per inlined function,
// innermost first; where as format's second field spells it) until visit returns true; true
// then.
template <class Visit>
inline bool visit_frames(const void* pc, const char* format, Visit&& visit) {
  char text[4096] = {};
  // Frames come as "function\x1fwhere", each ended by '\0' ("\0\0" after the last).
  __sanitizer_symbolize_pc(const_cast<void*>(pc), format, text, sizeof text - 1);
  for (const char* frame = text; *frame; frame += std::strlen(frame) + 1) {
    const char* separator = std::strchr(frame, '\x1f');
    if (separator && visit(std::string(frame, separator), std::string(separator + 1)))
      return true;
  }
  return false;
}

// Whether a function is the body a lowered kernel runs its threads in (a generic lambda of the
// kernel, translator/lowering/): a report names the kernel instead.
inline bool lowered_body(const std::string& function) {
  return function.rfind("operator()<std::integral_constant", 0) == 0 ||
         function.find("::{lambda(auto:1, auto:2)") != std::string::npos ||  // GCC's name
         (function.find("::$_") != std::string::npos &&  // Clang's: kernel(...)::$_0::operator()
          function.find("::operator()<std::integral_constant") != std::string::npos);
}

// The kernel whose lowered body is running (at a line of file), as its symbol spells it (with
// its parameter types, as the fiber path's frames name it): the first frame up the stack in the
// same file that is not a lowered body (the kernel holds its body); else as the launch spelled it.
inline std::string running_kernel_signature(const std::string& file) {
  void* frames[64];
  const int count = ::backtrace(frames, 64);
  std::string kernel;
  for (int i = 1; i < count; ++i) {
    // A return address: the call is the instruction before it.
    const bool found = visit_frames(
        static_cast<char*>(frames[i]) - 1, "%f\x1f%s",
        [&](const std::string& function, const std::string& where) {
          if (where != file || lowered_body(function)) return false;
          kernel = function;
          return true;
        });
    if (found) return kernel;
  }
  return kernel_display_name(running_kernel);
}

inline SourceFrame user_frame(const void* pc) {
  SourceFrame first, found;
  bool have_first = false;
  const bool in_user_code = visit_frames(
      pc, "%f\x1f%s:%l", [&](const std::string& function, const std::string& location) {
        if (in_runtime(location)) {
          if (!have_first) first = SourceFrame{function, location}, have_first = true;
          return false;
        }
        found = SourceFrame{function, location};
        if (lowered_body(function))
          found.function = running_kernel_signature(location.substr(0, location.rfind(':')));
        return true;
      });
  return in_user_code ? found : first;
}

// The call a return address returns to, as "function in file:line" (the call is the
// instruction before it), symbolized once per address: a loop the compiler peeled or unrolled
// makes one call of the source from several addresses.
inline std::string call_site(const void* return_address) {
  static thread_local std::vector<std::pair<const void*, std::string>> known;
  for (const auto& entry : known)
    if (entry.first == return_address) return entry.second;
  const SourceFrame frame = user_frame(static_cast<const char*>(return_address) - 1);
  known.emplace_back(return_address, frame.function + " in " + frame.location);
  return known.back().second;
}

// Where the address lies, in compute-sanitizer's words, against cuport's allocation table.
inline std::string where_address_lies(const void* address, const char* description) {
  const char* at = static_cast<const char*>(address);
  if (std::strcmp(description, "heap-use-after-free") == 0) {
    std::uintptr_t begin = 0, end = 0;
    if (freed_mapping_of(address, begin, end)) {
      const auto* base = reinterpret_cast<const char*>(begin);
      return "and is " + std::to_string(at - base) + " bytes into the allocation at " +
             hex(base) + " of size " + std::to_string(end - begin) +
             " bytes that cudaFree released";
    }
    return "and is in memory that was freed";
  }
  const auto numeric = reinterpret_cast<std::uintptr_t>(address);
  if (numeric < 65536) return "and is a null pointer plus " + std::to_string(numeric) + " bytes";
  Allocation below{}, above{};
  AllocationRegistry::instance().neighbours(address, below, above);
  const std::size_t after = below.base ? at - (below.base + below.size) : ~std::size_t(0);
  const std::size_t before = above.base ? above.base - at : ~std::size_t(0);
  if (!below.base && !above.base) return "and is not near any allocation";
  if (after <= before)
    return "and is " + std::to_string(after) + " bytes after the nearest allocation at " +
           hex(below.base) + " of size " + std::to_string(below.size) + " bytes";
  return "and is " + std::to_string(before) + " bytes before the nearest allocation at " +
         hex(above.base) + " of size " + std::to_string(above.size) + " bytes";
}

// "(x,y,z)", as reports write a thread or a block.
inline std::string triple(uint3 index) {
  return "(" + std::to_string(index.x) + "," + std::to_string(index.y) + "," +
         std::to_string(index.z) + ")";
}

// "by thread (x,y,z) in block (x,y,z)"; a thread the run cannot name is (?).
inline std::string thread_and_block(const uint3* thread, uint3 block) {
  return "by thread " + (thread ? triple(*thread) : std::string("(?)")) + " in block " +
         triple(block);
}

// The thread a lowered kernel's loop noted (lowered_thread) as (x,y,z), and its block (x counts
// across a batch's blocks); false where none is noted.
CUPORT_UNHOOKED inline bool noted_thread(uint3& thread, uint3& block) {
  const std::uint64_t note = lowered_thread;
  if (!(note >> 63)) return false;
  const unsigned width = current_block_dim.x ? current_block_dim.x : 1;
  const unsigned x = unsigned(note);
  thread = uint3{x % width, unsigned(note >> 32) & 0xffffu, unsigned(note >> 48) & 0x7fffu};
  block = uint3{current_block_idx.x + x / width, current_block_idx.y, current_block_idx.z};
  return true;
}

// "by thread ... in block ..." for the thread running device code: a fiber's, or the one a
// lowered loop noted (its x counts across the blocks of a batch: blockIdx.x grows by
// x / blockDim.x).
inline std::string running_thread() {
  if (current_thread) return thread_and_block(&current_thread->thread_idx, current_block_idx);
  uint3 thread, block;
  if (!noted_thread(thread, block)) return thread_and_block(nullptr, current_block_idx);
  return thread_and_block(&thread, block);
}

// The static __shared__ array (of this OS thread) whose redzones hold at, or nullptr. ASan's
// redzones around a heap block are at least 16 bytes before it and 16 to 2048 after.
inline const SharedArray* static_shared_near(const char* at) {
  for (const SharedArray& array : shared_arrays()) {
    const std::size_t after = array.size < 4096 ? 256 : 2048;
    if (at >= array.base - 16 && at < array.base + array.size + after) return &array;
  }
  return nullptr;
}

// ASan found a bad access in device code (current_landing: a block is running on this thread).
// Returns false when the error is not one to report this way (host code, not an access).
inline bool report_device_access() {
  if (!enabled(memcheck) || !current_landing) return false;
  void* address = __asan_get_report_address();
  const char* description = __asan_get_report_description();
  if (!address || !description) return false;
  const bool write = __asan_get_report_access_type() != 0;
  const std::size_t size = __asan_get_report_access_size();
  const char* at = static_cast<const char*>(address);
  // Which memory: the block's dynamic shared buffer, the running thread's stack (a local
  // array), else global memory (an allocation, or a __device__ variable).
  const char* space = "__global__";
  std::string lies;
  const SharedBounds shared = dynamic_shared_bounds;
  const SharedArray* array = static_shared_near(at);
  if (array) {
    space = "__shared__";
    lies = at >= array->base + array->size
               ? "and is " + std::to_string(at - (array->base + array->size)) +
                     " bytes after the __shared__ array " + array->name + " of size " +
                     std::to_string(array->size) + " bytes"
               : "and is " + std::to_string(array->base - at) +
                     " bytes before the __shared__ array " + array->name + " of size " +
                     std::to_string(array->size) + " bytes";
  } else if (shared.buffer && at >= reinterpret_cast<const char*>(shared.buffer) &&
             at < reinterpret_cast<const char*>(shared.buffer) + shared.capacity) {
    space = "__shared__";
    lies = "and is " + std::to_string(at - reinterpret_cast<const char*>(shared.buffer)) +
           " bytes into the dynamic shared memory, of which the launch gave " +
           std::to_string(shared.size) + " bytes";
  } else if (std::strncmp(description, "stack-", 6) == 0) {
    space = "__local__";
    lies = "and is outside the local array it was computed from (" + std::string(description) + ")";
  } else if (std::strncmp(description, "global-", 7) == 0) {
    lies = "and is outside the __device__ variable it was computed from";
  } else {
    lies = where_address_lies(address, description);
  }
  const SourceFrame frame = user_frame(__asan_get_report_pc());
  Reporter::instance().error({
      std::string("Invalid ") + space + (write ? " write" : " read") + " of size " +
          std::to_string(size) + " bytes",
      "at " + frame.function + " in " + frame.location,
      running_thread(),
      "Address " + hex(address) +
          (std::strcmp(description, "heap-use-after-free") == 0 ? " is in freed memory"
                                                                 : " is out of bounds"),
      lies,
  });
  return true;
}

inline void report_faulting_access(const Fault& fault, uint3 block, const uint3* thread) {
  if (!enabled(memcheck) || fault.stack_overflow || fault.signal != SIGSEGV) return;
  const char* access = fault.access == Fault::write  ? "write"
                       : fault.access == Fault::read ? "read"
                                                     : "access";
  const SourceFrame frame = fault.pc ? user_frame(fault.pc) : SourceFrame{};
  Reporter::instance().error({
      std::string("Invalid __global__ ") + access + " (the access faulted)",
      "at " + frame.function + " in " + frame.location,
      thread ? thread_and_block(thread, block) : running_thread(),
      "Address " + hex(fault.address) + " is out of bounds",
      where_address_lies(fault.address, ""),
  });
}

// ASan writes its reports to /dev/null; cuport writes its own for bad accesses in device code,
// and ASan's text for anything else (host code, a corrupted heap), which report_text receives
// once ASan has composed it (the error is still ASan's current one then). __asan_on_error
// (below) reports first where ASan finds it: in a program, not in a library loaded after ASan
// (a Python library's kernel module, whose hook ASan's own weak one precedes); report_text
// reports in its place there.
inline thread_local bool reported_by_cuport = false;
inline thread_local bool on_error_called = false;

inline void report_text(const char* text) {
  if (!on_error_called) reported_by_cuport = report_device_access();
  on_error_called = false;
  // With memcheck off at run time (CUPORT_CHECK=none) the instrumented program runs silent.
  if (!reported_by_cuport && text && enabled(memcheck)) {
    ssize_t written = ::write(2, text, std::strlen(text));
    (void)written;
  }
  reported_by_cuport = false;
}

inline const bool asan_reports_routed = [] {
  static const int quiet = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (quiet >= 0)
    __sanitizer_set_report_fd(reinterpret_cast<void*>(static_cast<std::uintptr_t>(quiet)));
  __asan_set_error_report_callback(&report_text);
  return true;
}();

inline void leak_check() {
  const char* level = std::getenv("CUPORT_CHECK_LEAKS");
  if (!enabled(memcheck) || !level || std::strcmp(level, "full") != 0) return;
  std::size_t bytes = 0, count = 0;
  for (const Allocation& leaked : AllocationRegistry::instance().live()) {
    if (leaked.region != Region::device && leaked.region != Region::managed) continue;
    Reporter::instance().error({"Leaked " + std::to_string(leaked.size) + " bytes at " +
                                hex(leaked.base) + " (cudaMalloc" +
                                (leaked.region == Region::managed ? "Managed" : "") +
                                ", never freed)"});
    bytes += leaked.size;
    ++count;
  }
  Reporter::instance().note("LEAK SUMMARY: " + std::to_string(bytes) + " bytes leaked in " +
                            std::to_string(count) + " allocation" + (count == 1 ? "" : "s"));
}

inline const bool leak_check_registered = (Reporter::instance().at_exit(&leak_check), true);

#endif  // CUPORT_CHECK

}  // namespace cuport::cpu::check

#if defined(CUPORT_CHECK)
// AddressSanitizer's hooks: its options (go on after an error, as compute-sanitizer does; no
// leak checking of host memory, which is the program's business; a link by a build system that
// names -lasan after other libraries is accepted) and its error callback.
// `used`: emitted in every unit that includes the runtime, as one definition (inline).
#define CUPORT_ASAN_HOOK extern "C" __attribute__((used, visibility("default"))) inline
CUPORT_ASAN_HOOK const char* __asan_default_options() {
  return "halt_on_error=0:detect_leaks=0:allocator_may_return_null=1:verify_asan_link_order=0";
}

CUPORT_ASAN_HOOK void __asan_on_error() {
  cuport::cpu::check::reported_by_cuport = cuport::cpu::check::report_device_access();
  cuport::cpu::check::on_error_called = true;
}
#endif
