// cuport CPU backend: the name of the function at an address, from the symbol table of the file it
// was loaded from (the program or a shared library), for fault reports and cudaFuncGetName.
//
// dladdr only sees exported symbols, which a program's kernels are not; the file's own .symtab
// has every function, static ones included (unless the file was stripped: then .dynsym).
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

#if defined(__linux__)
#include <cxxabi.h>
#include <elf.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace cuport::cpu {

struct FunctionName {
  std::string mangled;  // empty when unknown
  std::uintptr_t offset = 0;  // of the address from the function's start
};

#if defined(__linux__)
// The mapped file holding address, and the address its first mapping starts at (/proc/self/maps).
inline bool mapped_file(std::uintptr_t address, std::string& path, std::uintptr_t& base) {
  std::FILE* maps = std::fopen("/proc/self/maps", "r");
  if (!maps) return false;
  char line[4096];
  std::map<std::string, std::uintptr_t> first_start;
  bool found = false;
  while (std::fgets(line, sizeof line, maps)) {
    unsigned long long start = 0, end = 0, offset = 0;
    char perms[8] = {}, file[4096] = {};
    if (std::sscanf(line, "%llx-%llx %7s %llx %*s %*s %4095[^\n]", &start, &end, perms, &offset,
                    file) < 4)
      continue;
    const char* name = file;
    while (*name == ' ') ++name;
    if (*name != '/') continue;
    auto known = first_start.find(name);
    if (known == first_start.end()) known = first_start.emplace(name, start - offset).first;
    if (address >= start && address < end) {
      path = name;
      base = known->second;
      found = true;
      break;
    }
  }
  std::fclose(maps);
  return found;
}

// The function symbol of the ELF file at path, loaded at base, that contains address; empty if
// none. A position-independent file's symbols are relative to where it was loaded.
inline FunctionName elf_function_at(const std::string& path, std::uintptr_t address,
                                    std::uintptr_t base) {
  FunctionName result;
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return result;
  struct stat info {};
  void* map = MAP_FAILED;
  if (::fstat(fd, &info) == 0 && info.st_size > static_cast<off_t>(sizeof(Elf64_Ehdr)))
    map = ::mmap(nullptr, static_cast<std::size_t>(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
  ::close(fd);
  if (map == MAP_FAILED) return result;
  const auto* bytes = static_cast<const unsigned char*>(map);
  const std::size_t size = static_cast<std::size_t>(info.st_size);
  const auto* header = static_cast<const Elf64_Ehdr*>(map);
  const bool elf64 = std::memcmp(header->e_ident, ELFMAG, SELFMAG) == 0 &&
                     header->e_ident[EI_CLASS] == ELFCLASS64;
  if (elf64 && header->e_shoff && header->e_shoff + header->e_shnum * sizeof(Elf64_Shdr) <= size) {
    const std::uintptr_t value = header->e_type == ET_DYN ? address - base : address;
    const auto* sections = reinterpret_cast<const Elf64_Shdr*>(bytes + header->e_shoff);
    for (unsigned kind : {unsigned(SHT_SYMTAB), unsigned(SHT_DYNSYM)}) {
      for (unsigned s = 0; s < header->e_shnum && result.mangled.empty(); ++s) {
        const Elf64_Shdr& table = sections[s];
        if (table.sh_type != kind || table.sh_link >= header->e_shnum) continue;
        const Elf64_Shdr& strings = sections[table.sh_link];
        if (table.sh_offset + table.sh_size > size || strings.sh_offset + strings.sh_size > size)
          continue;
        const auto* symbols = reinterpret_cast<const Elf64_Sym*>(bytes + table.sh_offset);
        const std::size_t count = table.sh_size / sizeof(Elf64_Sym);
        for (std::size_t i = 0; i < count; ++i) {
          const Elf64_Sym& symbol = symbols[i];
          if (ELF64_ST_TYPE(symbol.st_info) != STT_FUNC || symbol.st_shndx == SHN_UNDEF) continue;
          const bool inside = value >= symbol.st_value &&
                              (value < symbol.st_value + symbol.st_size ||
                               (symbol.st_size == 0 && value == symbol.st_value));
          if (!inside || symbol.st_name >= strings.sh_size) continue;
          result.mangled = reinterpret_cast<const char*>(bytes + strings.sh_offset + symbol.st_name);
          result.offset = value - symbol.st_value;
          break;
        }
      }
      if (!result.mangled.empty()) break;
    }
  }
  ::munmap(map, size);
  return result;
}
#endif

// The function containing address (its mangled name, as the symbol table spells it), cached.
inline FunctionName function_at(const void* address) {
  static std::mutex mutex;
  static std::map<const void*, FunctionName>* cache = new std::map<const void*, FunctionName>();
  std::lock_guard<std::mutex> lock(mutex);
  auto known = cache->find(address);
  if (known != cache->end()) return known->second;
  FunctionName result;
#if defined(__linux__)
  std::string path;
  std::uintptr_t base = 0;
  const auto where = reinterpret_cast<std::uintptr_t>(address);
  if (mapped_file(where, path, base)) result = elf_function_at(path, where, base);
#endif
  (*cache)[address] = result;
  return result;
}

// A mangled name as C++ spells it ("vectorAdd(float const*, float*, int)"), else as it is.
inline std::string demangled(const std::string& mangled) {
#if defined(__linux__)
  int status = 0;
  char* text = abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status);
  if (status == 0 && text) {
    std::string readable(text);
    std::free(text);
    return readable;
  }
#endif
  return mangled;
}

}  // namespace cuport::cpu
