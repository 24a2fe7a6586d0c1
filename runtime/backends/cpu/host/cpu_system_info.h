// cuport CPU backend: what the CPU device reports that the machine decides, read from the system:
// the processor's name and clock (/proc/cpuinfo) and the L2 cache size.
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstring>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace cuport::cpu {

// "model name" and "cpu MHz" from /proc/cpuinfo where the system has it.
inline void cpu_description(char* name, std::size_t size, int* khz) {
  std::snprintf(name, size, "cuport CPU device");
  *khz = 1000000;
  std::FILE* f = std::fopen("/proc/cpuinfo", "r");
  if (!f) return;
  char line[512];
  bool have_name = false, have_clock = false;
  while (std::fgets(line, sizeof line, f) && !(have_name && have_clock)) {
    double mhz;
    if (!have_name && std::strncmp(line, "model name", 10) == 0) {
      const char* colon = std::strchr(line, ':');
      if (colon) {
        std::snprintf(name, size, "cuport CPU (%s", colon + 2);
        std::size_t n = std::strlen(name);
        if (n && name[n - 1] == '\n') name[n - 1] = '\0';
        std::strncat(name, ")", size - std::strlen(name) - 1);
        have_name = true;
      }
    } else if (!have_clock && std::sscanf(line, "cpu MHz : %lf", &mhz) == 1) {
      *khz = static_cast<int>(mhz * 1000.0);
      have_clock = true;
    }
  }
  std::fclose(f);
}

inline int cache_bytes() {
#if defined(_SC_LEVEL2_CACHE_SIZE)
  long l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
  if (l2 > 0) return static_cast<int>(l2);
#endif
  return 4 << 20;
}

}  // namespace cuport::cpu
