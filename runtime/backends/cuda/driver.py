"""CUDA backend driver: builds portable source with nvcc (PATH or CUDA_HOME) for NVIDIA GPUs.

Knows the compiler, its flags and the target list; runs nothing on the GPU except a device probe.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from cuport.backends import _gpu
from cuport.backends._base import INCLUDE_DIR, Backend, BuildOptions

DEFAULT_ARCH = "sm_80"
ARCH_ENV = "CUPORT_CUDA_ARCH"
_FALLBACK = "/usr/local/cuda/bin/nvcc"  # the toolkit installer's default location
ARCH_PATTERN = r"sm_[0-9]{2,3}[af]?"
INSTALL_HINT = (
    "nvcc not found: install the CUDA toolkit (https://developer.nvidia.com/cuda-downloads), "
    "put nvcc on PATH or set CUDA_HOME"
)


class CUDABackend(Backend):
    name = "cuda"
    output_suffix = ""

    def compiler(self) -> list[str]:
        candidates = []
        for var in ("CUDA_HOME", "CUDA_PATH"):
            if os.environ.get(var):
                candidates.append(str(Path(os.environ[var], "bin", "nvcc")))
        candidates += [shutil.which("nvcc"), _FALLBACK]
        for path in candidates:
            if path and Path(path).is_file():
                return [path]
        return []

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
