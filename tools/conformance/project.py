"""Build a make/cmake sample with its own build files, cuport-nvcc standing in for nvcc.

Copies the sample into a scratch folder and runs the project's build there; it never edits the
sample and never runs the built program (the runner does).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


@dataclass
class ProjectBuild:
    """A built project program (the runner's view of a build: a path, never cached)."""

    path: Path
    cached: bool = False


def cuport_nvcc() -> str:
    """The cuport-nvcc command as one shell word list (make and cmake take it as a string)."""
    beside = Path(sys.executable).with_name("cuport-nvcc")
    if beside.is_file():
        return str(beside)
    found = shutil.which("cuport-nvcc")
    return found or f"{sys.executable} -m cuport.cli.nvcc.cli"


def missing_tool(build: str) -> str | None:
    """Why this kind of project cannot be built here (make or cmake absent), or None."""
    tool = "make" if build == "make" else "cmake"
    return None if shutil.which(tool) else f"{tool} not found"


def build_project(sample, backend: str, warp_size: int, scratch: Path) -> tuple:
    """(ProjectBuild, None) or (None, log) after building sample in scratch for backend."""
    source = scratch / "src"
    shutil.copytree(sample.folder, source, ignore=shutil.ignore_patterns("__pycache__"))
    env = dict(os.environ, CUPORT_BACKEND=backend, CUPORT_WARP_SIZE=str(warp_size))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    nvcc = cuport_nvcc()
    if sample.build == "make":
        commands = [["make", f"NVCC={nvcc}"]]
        root = source
    else:
        root = scratch / "build"
        commands = [
            ["cmake", "-S", str(source), "-B", str(root), f"-DCMAKE_CUDA_COMPILER={nvcc}"],
            ["cmake", "--build", str(root)],
        ]
    log = ""
    for command in commands:
        try:
            proc = subprocess.run(
                command, cwd=source, env=env, capture_output=True, text=True, timeout=900
            )
        except (OSError, subprocess.SubprocessError) as exc:
            return None, f"{command[0]}: {exc}"
        log += proc.stdout + proc.stderr
        if proc.returncode != 0:
            return None, f"{' '.join(command[:2])} failed (exit {proc.returncode})\n{log}"
    program = root / sample.program
    if not program.is_file():
        return None, f"the build did not produce {sample.program}\n{log}"
    return ProjectBuild(program), None
