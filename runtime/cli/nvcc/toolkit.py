"""A folder laid out like a CUDA toolkit whose nvcc is cuport-nvcc: `cuport-nvcc --cuport-toolkit-root`.

Build systems find CUDA by its layout (CMake's FindCUDAToolkit and `project(... CUDA)`, Makefiles
that call `nvcc` by name, CUDA_PATH/CUDA_HOME), so cuport presents one, as ccache's masquerade
folder does for a compiler:

    bin/nvcc         runs cuport-nvcc for the folder's backend
    include/         CUDA's header names, for host C++ the build compiles without cuport-nvcc
                     (CMake compiles .cpp files with the C++ compiler): each includes cuport's
                     runtime header and spells CUDA's names as cuport's (from the API table)
    lib64/           the libraries builds link (libcudart, libcudart_static, libcuda, ...): empty,
                     since each object cuport-nvcc makes carries the runtime it needs
    nvvm/libdevice/  present because CMake looks for it

The folder is made once per content (cuport's version, the backend, this Python, the table and
the runtime's headers) in the cache folder, written to a temporary folder and renamed into place,
with a manifest of its files' hashes that is checked each time it is used (a damaged folder is
made again). When the cache folder cannot be used, the toolkit goes to a folder of the system's
temporary folder (said once on stderr), since build systems keep its path for later runs.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
import sys
import tempfile
from pathlib import Path

import jinja2
from cuport import _cache, _files
from cuport._version import __version__
from cuport.backends._base import INCLUDE_DIR, RUNTIME_DIR
from cuport.backends.cpu import driver as cpu_driver
from cuport.cli.nvcc.options import CUDA_MATH_LIBS, CUDA_RUNTIME_LIBS
from cuport.translator import api

# The CUDA release cuport-nvcc presents itself as (CMake's identification, nvcc --version,
# the toolkit's version.json).
CUDA_VERSION = (12, 0, 0)
_SHARED = ("cudart", "cuda")

_TEMPLATES = jinja2.Environment(
    loader=jinja2.FileSystemLoader(str(Path(__file__).resolve().parents[2] / "templates")),
    keep_trailing_newline=True,
    undefined=jinja2.StrictUndefined,
)


_MANIFEST = "cuport-manifest.json"


def root(backend: str) -> Path:
    """The toolkit folder for backend, made on first use; raises _files.OutputError when no
    folder can hold it."""
    parent = _cache.folder("toolkit")
    if parent is None:
        parent = Path(tempfile.gettempdir()) / f"cuport-toolkit-{os.getuid()}"
        if not _WARNED:
            _WARNED.append(parent)
            print(
                f"cuport-nvcc: warning: the toolkit folder is made in {parent} instead",
                file=sys.stderr,
            )
    folder = parent / f"{backend}-{_content_key(backend)[:16]}"
    if not _intact(folder):
        try:
            _make(folder, backend)
        except OSError as exc:
            raise _files.OutputError(
                f"cannot write the toolkit folder {folder}: {exc.strerror or exc}"
            ) from None
    return folder


_WARNED: list = []


def _intact(folder: Path) -> bool:
    """True when every file the manifest lists has the hash it had when the folder was made."""
    try:
        manifest = json.loads((folder / _MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    for name, digest in manifest.items():
        if _cache.file_digest(folder / name) != digest:
            return False
    return True


def _write_manifest(work: Path) -> None:
    files = sorted(p for p in work.rglob("*") if p.is_file())
    manifest = {str(p.relative_to(work)): _cache.file_digest(p) for p in files}
    (work / _MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")


def _content_key(backend: str) -> str:
    digest = hashlib.sha256()
    parts = (__version__, backend, sys.executable, str(RUNTIME_DIR), *cpu_driver.library_macros())
    for part in parts:
        digest.update(part.encode() + b"\0")
    for path in sorted(api.TABLE_DIR.glob("*.toml")):
        digest.update(path.read_bytes())
    template = Path(_TEMPLATES.loader.searchpath[0]) / "toolkit_cuda.h.j2"
    digest.update(template.read_bytes())
    digest.update(Path(__file__).read_bytes())
    return digest.hexdigest()


def _make(folder: Path, backend: str) -> None:
    folder.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(dir=folder.parent, prefix=".tmp-"))
    try:
        _write_nvcc(work, backend)
        _write_headers(work / "include", backend)
        _write_libraries(work / "lib64")
        (work / "nvvm" / "libdevice").mkdir(parents=True)
        major, minor, patch = CUDA_VERSION
        version = {"cuda": {"name": "CUDA SDK", "version": f"{major}.{minor}.{patch}"}}
        (work / "version.json").write_text(json.dumps(version, indent=2) + "\n")
        _write_manifest(work)
        if folder.exists():  # damaged: moved aside, then replaced
            old = Path(tempfile.mkdtemp(dir=folder.parent, prefix=".old-"))
            os.replace(folder, old / "toolkit")
            shutil.rmtree(old, ignore_errors=True)
        try:
            os.replace(work, folder)
        except OSError:  # another process made it first: theirs is the same content
            if not _intact(folder):
                raise
    finally:
        if work.exists():
            shutil.rmtree(work, ignore_errors=True)


def _write_nvcc(work: Path, backend: str) -> None:
    script = work / "bin" / "nvcc"
    script.parent.mkdir(parents=True)
    command = shlex.join([sys.executable, "-m", "cuport.cli.nvcc.cli"])
    script.write_text(
        "#!/bin/sh\n"
        f"# cuport's toolkit folder ({backend} backend): nvcc is cuport-nvcc.\n"
        f"CUPORT_BACKEND={shlex.quote(backend)} "
        f'exec {command} "$@"\n'
    )
    script.chmod(0o755)


def _write_headers(include: Path, backend: str) -> None:
    """One header per CUDA header name the table maps, each including cuport_cuda.h."""
    table = api.load()
    names = []
    headers = []
    for entry in table.entries():
        if entry.kind == "header":
            if entry.status.get(backend) != "no" and entry.shim:
                headers.append((entry.name, entry.shim))
            continue
        if not entry.shim or entry.shim == entry.name or entry.status.get(backend) == "no":
            continue
        if table.by_shim.get(entry.shim) is not entry and not (entry.removed or entry.deprecated):
            continue
        if entry.name.isidentifier() and entry.shim.isidentifier():
            names.append((entry.name, entry.shim))
    aliases = sorted(names)
    include.mkdir(parents=True)
    # Where the CPU backend's library headers find their implementations (cuBLAS's OpenBLAS),
    # as cuport-nvcc's compiles say it with -D.
    macros = [m.split("=", 1) for m in cpu_driver.library_macros()] if backend == "cpu" else []
    text = _TEMPLATES.get_template("toolkit_cuda.h.j2").render(
        backend=backend,
        macros=macros,
        runtime_header=str(INCLUDE_DIR / "cuport" / "runtime.h"),
        aliases=aliases,
    )
    (include / "cuport_cuda.h").write_text(text)
    for name, shim in sorted(headers):
        path = include / name
        path.parent.mkdir(parents=True, exist_ok=True)
        relative = os.path.relpath(include / "cuport_cuda.h", path.parent)
        # A header with a shim of its own (cuport/nvtx.h) adds it to the runtime's names.
        extra = f'#include "{INCLUDE_DIR / shim}"\n' if shim != "cuport/runtime.h" else ""
        path.write_text(
            f"// cuport toolkit: {name} for host code compiled without cuport-nvcc.\n"
            f'#pragma once\n#include "{relative}"\n{extra}'
        )


def _write_libraries(lib: Path) -> None:
    lib.mkdir(parents=True)
    (lib / "stubs").mkdir()
    for name in CUDA_RUNTIME_LIBS:
        # An ar archive with no members, and for shared names an empty GNU ld script: both link
        # as nothing, and CMake's find_library finds them.
        (lib / f"lib{name}.a").write_bytes(b"!<arch>\n")
        if name in _SHARED:
            script = b"/* cuport: the runtime is in each object cuport-nvcc makes */\n"
            (lib / f"lib{name}.so").write_bytes(script)
            (lib / "stubs" / f"lib{name}.so").write_bytes(script)
    for name in CUDA_MATH_LIBS:
        # CMake's CUDA::cublas, CUDA::cufft, ... link these; cuport's headers carry the code.
        (lib / f"lib{name}.a").write_bytes(b"!<arch>\n")
        script = b"/* cuport: the library's code is in cuport's headers */\n"
        (lib / f"lib{name}.so").write_bytes(script)
