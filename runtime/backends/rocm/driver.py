"""ROCm backend driver: builds portable source with hipcc for AMD GPUs (HIP_PLATFORM=amd).

Knows the compiler, its flags and the target list; runs nothing on the GPU except a device probe.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from cuport.backends import _gpu
from cuport.backends._base import INCLUDE_DIR, Backend, BuildOptions

DEFAULT_ARCH = "gfx90a,gfx1030"  # CDNA2 (wave64) and RDNA2 (wave32): both warp sizes, every build
ARCH_ENV = "CUPORT_ROCM_ARCH"
# gfx + 3-4 hex digits, optionally with target features (gfx90a:xnack+, gfx908:sramecc-).
ARCH_PATTERN = r"gfx[0-9a-f]{3,4}(:(xnack|sramecc)[+-])*"
INSTALL_HINT = (
    "hipcc not found: install ROCm (Debian 12 / Ubuntu: apt-get install hipcc libamdhip64-dev "
    "rocm-device-libs), or set HIPCC or ROCM_PATH"
)


def _uses_cooperative_groups(sources: list[Path]) -> bool:
    """Whether the build's files (the units and the headers beside them) name cooperative_groups.

    HIP 5.2's hip_cooperative_groups.h defines a non-inline device function, so with -fgpu-rdc
    every unit that includes it defines it again and the device link fails; it is left out where
    nothing uses it.
    """
    folders = {Path(s).parent for s in sources}
    for folder in folders:
        for path in folder.rglob("*"):
            if path.is_file() and b"cooperative_groups" in path.read_bytes():
                return True
    return False


# Capabilities that are a ROCm library (conformance samples `requires` them): a header it
# installs, and its name.
_LIBRARY_HEADERS = {
    "cub": ("hipcub/hipcub.hpp", "hipCUB"),
    "thrust": ("thrust/version.h", "rocThrust"),
}


class ROCMBackend(Backend):
    name = "rocm"
    output_suffix = ""

    def compiler(self) -> list[str]:
        explicit = os.environ.get("HIPCC")
        candidates = [explicit] if explicit else []
        rocm_path = os.environ.get("ROCM_PATH", "/opt/rocm")
        candidates += [shutil.which("hipcc"), str(Path(rocm_path, "bin", "hipcc"))]
        for path in candidates:
            if path and Path(path).is_file():
                # hipcc targets NVIDIA when it finds nvcc; this backend is AMD, always.
                return ["env", "HIP_PLATFORM=amd", path]
        return []

    def available(self) -> str | None:
        if not self.compiler():
            if os.environ.get("HIPCC"):
                return f"hipcc {os.environ['HIPCC']!r} (from HIPCC) not found; " + INSTALL_HINT
            return INSTALL_HINT
        return None

    def archs(self, options: BuildOptions | None = None) -> tuple[str, ...]:
        """The GPU targets: --offload-arch in options.flags, else CUPORT_ROCM_ARCH, else both defaults."""
        given = [f for f in (options.flags if options else ()) if f.startswith("--offload-arch=")]
        if given:
            return ()  # the caller chose; its flags go through unchanged
        return _gpu.targets(ARCH_ENV, DEFAULT_ARCH, ARCH_PATTERN, "ROCm GPU architecture")

    def cache_key(self, options: BuildOptions) -> list:
        return [",".join(self.archs(options)), os.environ.get("HIPCC_COMPILE_FLAGS_APPEND", "")]

    def compile_command(self, sources: list[Path], output: Path, options: BuildOptions) -> list:
        # One hipcc call for all targets: the host side is compiled once, each GPU ISA once.
        command = [*self.compiler(), *(f"--offload-arch={a}" for a in self.archs(options))]
        command += ["-std=c++17", "-O2", "-DCUPORT_BACKEND_ROCM=1", "-I", str(INCLUDE_DIR)]
        # HIP marks hipError_t [[nodiscard]] and deprecates names CUDA still has (hipProfilerStart);
        # neither says anything about the user's program.
        command += ["-Wno-unused-result", "-Wno-deprecated-declarations"]
        for folder in options.include_dirs:
            command += ["-I", str(folder)]
        command += [f"-D{d}" for d in options.defines]
        command += list(options.flags)
        # Several units, or relocatable device code asked for (cuport-nvcc -rdc=true): units may
        # call each other's device functions and share device variables.
        if len(sources) > 1 or "-fgpu-rdc" in options.flags:
            if "-fgpu-rdc" not in options.flags:
                command.append("-fgpu-rdc")
            if not _uses_cooperative_groups(sources):
                command.append("-DCUPORT_ROCM_NO_COOPERATIVE_GROUPS")
        if options.shared_library:
            command += ["-shared", "-fPIC"]
        command += ["-x", "hip", *map(str, sources), "-x", "none", "-o", str(output)]
        command += list(options.link_flags)
        return command

    def unsupported(self, capability: str) -> str | None:
        """Why this ROCm lacks a capability a conformance sample `requires`, or None."""
        if capability == "cuda-barrier":
            return "libcu++'s cuda::barrier and cuda::pipeline have no ROCm mapping yet"
        if capability in _LIBRARY_HEADERS:
            header, library = _LIBRARY_HEADERS[capability]
            rocm = Path(os.environ.get("ROCM_PATH", "/opt/rocm"))
            folders = (rocm / "include", Path("/usr/include"))
            if not any((folder / header).is_file() for folder in folders):
                return f"{library} is not installed (Debian 12 does not package it)"
        if capability == "cg-collectives":
            match = re.search(r"HIP version: (\d+)\.", self.compiler_version())
            if match and int(match.group(1)) < 6:
                return (
                    f"HIP {match.group(1)}.x cooperative groups lack cg::reduce, "
                    "cg::inclusive_scan and thread_block_tile::meta_group_rank (ROCm 6 has them)"
                )
        return None

    def can_run(self) -> str | None:
        if self.available():
            return self.available()
        if not Path("/dev/kfd").exists():
            return (
                "no AMD GPU: /dev/kfd is missing (no ROCm kernel driver), so a program built "
                "for rocm would fail with hipErrorNoDevice; the build itself is fine"
            )
        reason = _gpu.probe(self, " ".join(self.compiler()) + self.compiler_version())
        return f"no usable AMD GPU: {reason}" if reason else None
