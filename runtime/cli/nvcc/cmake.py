"""What cuport-nvcc prints for --version and -v, in the shapes CMake's CUDA support parses.

CMake (Modules/CMakeDetermineCUDACompiler.cmake) identifies nvcc by a line of its --version
text and finds the toolkit and the host link line in `#$ NAME=value` lines of -v output.
Nothing here compiles; it only describes cuport-nvcc in nvcc's words.
"""

from __future__ import annotations

import os
import shlex

from cuport._version import __version__
from cuport.cli.nvcc import toolkit
from cuport.cli.nvcc.toolkit import CUDA_VERSION

# CMake's default CUDA architecture comes from an "-arch compute_NN" in the -v output; cuport
# accepts any architecture and ignores it off NVIDIA hardware, so it names a common one.
DEFAULT_ARCH = "52"


def version_text(backend: str) -> str:
    """--version: cuport's identity first, then the line CMake matches to pick nvcc's rules."""
    major, minor, build = CUDA_VERSION
    return (
        f"cuport-nvcc {__version__}: translates CUDA and builds it for the "
        f"{backend} backend (an nvcc-compatible driver; not NVIDIA's nvcc)\n"
        "nvcc: NVIDIA (R) Cuda compiler driver\n"
        f"Cuda compilation tools, release {major}.{minor}, V{major}.{minor}.{build}\n"
    )


def verbose_lines(backend: str) -> str:
    """The `#$ NAME=value` lines nvcc -v prints first; CMake reads TOP, NVVMIR_LIBRARY_DIR,
    PATH, INCLUDES and LIBRARIES from them. TOP is cuport's toolkit folder for the backend, so
    find_package(CUDAToolkit) finds CUDA there (toolkit.py)."""
    top = toolkit.root(backend)
    lines = [
        f"TOP={top}",
        f"NVVMIR_LIBRARY_DIR={top / 'nvvm' / 'libdevice'}",
        f"PATH={os.environ.get('PATH', '')}",
        f"INCLUDES={shlex.quote('-I' + str(top / 'include'))}",
        # CMake takes the link line containing this as the host link line; the folder is
        # also where CMake's own links find -lcudart_static and friends (empty libraries).
        f"LIBRARIES= {shlex.quote('-L' + str(top / 'lib64'))}",
        f"CUPORT_DEVICE=host code; nvcc's -arch compute_{DEFAULT_ARCH} is accepted and ignored",
    ]
    return "".join(f"#$ {line}\n" for line in lines)
