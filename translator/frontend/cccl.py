"""Where NVIDIA's C++ libraries (CCCL: Thrust, libcu++, CUB) are on this machine.

cuport uses NVIDIA's own Thrust and libcu++ rather than re-implementing them: both are
header-only, open source, and compile with a host compiler when CCCL's compiler detection sees
no CUDA compiler (Thrust then runs on its OpenMP or C++ device system). They come from the
`nvidia-cuda-cccl` wheel, a dependency: the translator parses them (so code using them resolves)
and the CPU backend compiles them. The CUDA backend's nvcc has its own copy; ROCm has rocThrust.
"""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

# The wheel installs its headers under nvidia/cu<major>/include/cccl: thrust/, cub/, cuda/, nv/.
_LAYOUTS = ("cu13/include/cccl", "cu12/include/cccl", "cuda_cccl/include")


@functools.cache
def include_dir() -> Path | None:
    """The folder holding thrust/, cuda/std/ and nv/ from the nvidia-cuda-cccl wheel, or None
    when the wheel is not installed (Thrust and libcu++ are then unavailable on the CPU)."""
    try:
        spec = importlib.util.find_spec("nvidia")
    except (ImportError, ValueError):
        return None
    for root in (spec.submodule_search_locations or []) if spec else []:
        for layout in _LAYOUTS:
            folder = Path(root) / layout
            if (folder / "thrust" / "version.h").is_file():
                return folder
    return None
