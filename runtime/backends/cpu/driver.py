"""CPU backend driver: builds portable source with the system C++ compiler (honours CXX)."""

from __future__ import annotations

import os
import shlex
import shutil
from pathlib import Path

from runtime.backends._base import INCLUDE_DIR, Backend, BuildOptions

_CANDIDATES = ("g++", "clang++", "c++")
INSTALL_HINT = (
    "no C++ compiler found: install one (Debian/Ubuntu: apt-get install g++; "
    "Fedora: dnf install gcc-c++; macOS: xcode-select --install) or set CXX"
)


class CPUBackend(Backend):
    name = "cpu"
    output_suffix = ""

    def compiler(self) -> list[str]:
        explicit = os.environ.get("CXX")
        if explicit:
            return shlex.split(explicit)
        for candidate in _CANDIDATES:
            path = shutil.which(candidate)
            if path:
                return [path]
        return []

    def available(self) -> str | None:
        command = self.compiler()
        if not command:
            return INSTALL_HINT
        if not shutil.which(command[0]) and not Path(command[0]).is_file():
            return f"C++ compiler {command[0]!r} (from CXX) not found; " + INSTALL_HINT
        return None

    def cache_key(self, options: BuildOptions) -> list:
        return [os.environ.get("CXXFLAGS", "")]

    def compile_command(self, sources: list[Path], output: Path, options: BuildOptions) -> list:
        command = [
            *self.compiler(),
            "-std=c++17",
            "-O2",
            "-pthread",
            "-DCUPORT_BACKEND_CPU=1",
            f"-DCUPORT_WARP_SIZE={options.warp_size}",
            "-I",
            str(INCLUDE_DIR),
        ]
        command += shlex.split(os.environ.get("CXXFLAGS", ""))
        for folder in options.include_dirs:
            command += ["-I", str(folder)]
        command += [f"-D{d}" for d in options.defines]
        command += list(options.flags)
        if options.shared_library:
            command += ["-shared", "-fPIC"]
        command += ["-x", "c++", *map(str, sources), "-x", "none", "-o", str(output)]
        command += list(options.link_flags)
        return command
