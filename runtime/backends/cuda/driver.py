"""CUDA backend driver: builds portable source with nvcc for NVIDIA GPUs.

Finds the CUDA toolkit (for cuport-nvcc and the tools too) and knows the compiler, its flags and
the target list; runs nothing on the GPU except a device probe.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

from cuport.backends import _gpu
from cuport.backends._base import INCLUDE_DIR, Backend, BuildOptions

DEFAULT_ARCH = "sm_80"
ARCH_ENV = "CUPORT_CUDA_ARCH"
_FALLBACK = "/usr/local/cuda/bin/nvcc"  # the toolkit installer's default location
ARCH_PATTERN = r"sm_[0-9]{2,3}[af]?"
INSTALL_HINT = (
    "nvcc not found: install the CUDA toolkit (https://developer.nvidia.com/cuda-downloads) or "
    "NVIDIA's wheels (pip install 'cuport[cuda]'), put nvcc on PATH or set CUDA_HOME"
)


def nvcc_candidates() -> list[Path]:
    """Every nvcc found, in the order the backend picks one.

    CUDA_HOME, CUDA_PATH, PATH and the installer's default come first, as before wheels existed:
    a toolkit installed on purpose beats one a pip dependency may have brought along. NVIDIA's
    wheels (nvidia/cuNN/ in this Python's environment, newest CUDA first) come last, so
    `pip install 'cuport[cuda]'` gives a working backend with no PATH set-up.
    """
    found = [
        Path(os.environ[var], "bin", "nvcc")
        for var in ("CUDA_HOME", "CUDA_PATH")
        if os.environ.get(var)
    ]
    on_path = shutil.which("nvcc")
    found += [Path(on_path)] if on_path else []
    found += [Path(_FALLBACK), *_wheel_nvccs()]
    return [path for path in found if path.is_file() and not _is_cuport_nvcc(path)]


def _wheel_nvccs() -> list[Path]:
    found = {}
    for entry in filter(None, sys.path):
        for nvcc in Path(entry, "nvidia").glob("cu*/bin/nvcc"):
            major = re.fullmatch(r"cu(\d+)", nvcc.parent.parent.name)
            if major:
                found.setdefault(nvcc, int(major.group(1)))
    return sorted(found, key=lambda nvcc: -found[nvcc])


def _is_cuport_nvcc(path: Path) -> bool:
    """Whether path starts cuport-nvcc (its toolkit folder's bin/nvcc, or its own script): as this
    backend's compiler it would call itself without end."""
    try:
        with path.open("rb") as file:
            head = file.read(1024)
    except OSError:
        return False
    return head.startswith(b"#!") and b"cuport.cli.nvcc" in head


def toolkit_root(nvcc: Path) -> Path:
    """The folder nvcc's own profile calls TOP (its bin/'s parent, links followed)."""
    return nvcc.resolve().parent.parent


def library_dir(root: Path) -> Path:
    """A toolkit's library folder: lib64/ as the installer lays it out, else lib/ (the wheels)."""
    return root / "lib64" if (root / "lib64").is_dir() else root / "lib"


def headers() -> Path | None:
    """The include folder of the first toolkit found that has CUDA's runtime headers."""
    for nvcc in nvcc_candidates():
        include = toolkit_root(nvcc) / "include"
        if (include / "cuda_runtime_api.h").is_file():
            return include
    return None


class CUDABackend(Backend):
    name = "cuda"
    output_suffix = ""

    def compiler(self) -> list[str]:
        found = nvcc_candidates()
        if not found:
            return []
        libraries = library_dir(toolkit_root(found[0]))
        # nvcc's profile adds -L for lib64/ only; NVIDIA's wheels install the runtime in lib/.
        if libraries.name == "lib" and (libraries / "libcudart_static.a").is_file():
            return [str(found[0]), f"-L{libraries}"]
        return [str(found[0])]

    def library_flag(self, name: str) -> str:
        """-lNAME, or -l:libNAME.so.N where the toolkit's library folder holds only that file:
        NVIDIA's wheels ship libcudart.so.13 without the libcudart.so link an installer makes."""
        found = nvcc_candidates()
        if found:
            folder = library_dir(toolkit_root(found[0]))
            versioned = sorted(folder.glob(f"lib{name}.so.*"))
            unversioned = [folder / f"lib{name}.so", folder / f"lib{name}.a"]
            if versioned and not any(path.exists() for path in unversioned):
                return f"-l:{versioned[0].name}"
        return f"-l{name}"

    def available(self) -> str | None:
        return None if self.compiler() else INSTALL_HINT

    def archs(self, options: BuildOptions | None = None) -> tuple[str, ...]:
        """The GPU targets: -arch/-gencode in options.flags, else CUPORT_CUDA_ARCH, else sm_80."""
        flags = options.flags if options else ()
        if any(f.startswith(("-arch", "--gpu-architecture", "-gencode")) for f in flags):
            return ()  # the caller chose; its flags go through unchanged
        return _gpu.targets(ARCH_ENV, DEFAULT_ARCH, ARCH_PATTERN, "CUDA GPU architecture")

    def cache_key(self, options: BuildOptions) -> list:
        return [",".join(self.archs(options))]

    def compile_command(self, sources: list[Path], output: Path, options: BuildOptions) -> list:
        archs = self.archs(options)
        command = [*self.compiler()]
        if len(archs) == 1:
            command.append(f"-arch={archs[0]}")  # SASS for it plus PTX for newer GPUs
        for arch in archs if len(archs) > 1 else ():
            number = arch[3:]
            command.append(f"-gencode=arch=compute_{number},code=sm_{number}")
        command += ["-std=c++17", "-O2", "-DCUPORT_BACKEND_CUDA=1", "-I", str(INCLUDE_DIR)]
        for folder in options.include_dirs:
            command += ["-I", str(folder)]
        command += [f"-D{d}" for d in options.defines]
        command += list(options.flags)
        if len(sources) > 1:
            # Separate units may call each other's device functions and share device variables.
            command.append("-rdc=true")
        if options.shared_library:
            command += ["-shared", "-Xcompiler", "-fPIC"]
        command += ["-x", "cu", *map(str, sources), "-o", str(output)]
        command += list(options.link_flags)
        return command

    def can_run(self) -> str | None:
        if self.available():
            return self.available()
        if not Path("/dev/nvidiactl").exists() and not shutil.which("nvidia-smi"):
            return (
                "no NVIDIA GPU: no driver (/dev/nvidiactl and nvidia-smi are missing), so a "
                "program built for cuda would fail with cudaErrorNoDevice; the build itself is fine"
            )
        reason = _gpu.probe(self, " ".join(self.compiler()) + ",".join(self.archs()))
        return f"no usable NVIDIA GPU: {reason}" if reason else None
