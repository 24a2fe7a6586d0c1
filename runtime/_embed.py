"""Build and load the Python library's shared libraries: the runtime glue and kernel modules.

Generates C++ from templates/, builds through the backend's cached build (one process compiles,
the others wait on a lock file and reuse its product), loads with ctypes. Launches nothing.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import os
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

import jinja2
from cuport import _cache
from cuport.backends import BackendError, BuildOptions, get
from cuport.errors import CompileError, CudaError

_TEMPLATES = jinja2.Environment(
    loader=jinja2.FileSystemLoader(str(Path(__file__).parent / "templates")),
    keep_trailing_newline=True,
    undefined=jinja2.StrictUndefined,
)
_LOCK = threading.Lock()
_WARP: dict[str, int] = {}  # backend -> the warp size this process's runtime was built with

# Memcpy kinds (the shim keeps CUDA's numbering).
HOST_TO_DEVICE = 1
DEVICE_TO_HOST = 2
DEVICE_TO_DEVICE = 3

_VOIDP = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_INT = ctypes.c_int
_RUNTIME_FUNCTIONS = {
    "cuport_py_malloc": (ctypes.POINTER(_VOIDP), _SIZE),
    "cuport_py_free": (_VOIDP,),
    "cuport_py_memcpy": (_VOIDP, _VOIDP, _SIZE, _INT),
    "cuport_py_memset": (_VOIDP, _INT, _SIZE),
    "cuport_py_device_synchronize": (),
    "cuport_py_device_reset": (),
    "cuport_py_get_last_error": (),
    "cuport_py_stream_create": (ctypes.POINTER(_VOIDP), ctypes.c_uint),
    "cuport_py_stream_destroy": (_VOIDP,),
    "cuport_py_stream_synchronize": (_VOIDP,),
    "cuport_py_stream_query": (_VOIDP,),
    "cuport_py_event_create": (ctypes.POINTER(_VOIDP),),
    "cuport_py_event_destroy": (_VOIDP,),
    "cuport_py_event_record": (_VOIDP, _VOIDP),
    "cuport_py_event_synchronize": (_VOIDP,),
    "cuport_py_event_query": (_VOIDP,),
    "cuport_py_event_elapsed": (ctypes.POINTER(ctypes.c_float), _VOIDP, _VOIDP),
    "cuport_py_code_not_ready": (),
    "cuport_py_code_launch_failure": (),
    "cuport_py_code_launch_timeout": (),
}


@contextlib.contextmanager
def _file_lock(name: str):
    """Hold an exclusive lock on CUPORT_CACHE_DIR/locks/name across processes (POSIX flock);
    without a usable cache there is nothing to share, and no lock."""
    folder = _cache.folder("locks")
    try:
        import fcntl
    except ImportError:  # no flock (Windows): the cache's atomic renames still keep it safe
        folder = None
    if folder is None:
        yield
        return
    with open(folder / f"{name}.lock", "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def build_library(backend: str, sources: dict, main: str, options: BuildOptions):
    """Build a shared library through the compile cache; returns the BuildResult.

    Several processes building the same sources compile once: the first holds a lock named by a
    hash of the request while it builds, the rest wait and then find the product cached.
    """
    driver = get(backend)
    request = _cache.key(
        backend, repr(options), main, *sorted(f"{k}\0{v}" for k, v in sources.items())
    )
    with _file_lock(request):
        try:
            return driver.build(sources, main, options)
        except BackendError as exc:
            raise CompileError(f"{backend}: {exc}", exc.log) from None


class Runtime:
    """The runtime glue of one backend, loaded once per process (RTLD_GLOBAL).

    Every call returns a status; check() turns a failing one into CudaError.
    """

    def __init__(self, backend: str, path: Path):
        self.backend = backend
        self.path = path
        self.lib = ctypes.CDLL(str(path), mode=os.RTLD_GLOBAL | getattr(os, "RTLD_NOW", 2))
        for name, argtypes in _RUNTIME_FUNCTIONS.items():
            function = getattr(self.lib, name)
            function.argtypes = argtypes
            function.restype = _INT
            setattr(self, name[len("cuport_py_") :], function)
        self.lib.cuport_py_error_name.argtypes = (_INT,)
        self.lib.cuport_py_error_name.restype = ctypes.c_char_p
        self.lib.cuport_py_error_string.argtypes = (_INT,)
        self.lib.cuport_py_error_string.restype = ctypes.c_char_p
        self.not_ready = self.code_not_ready()
        self.launch_failure = self.code_launch_failure()
        self.launch_timeout = self.code_launch_timeout()

    def error(self, code: int, context: str = "") -> CudaError:
        name = (self.lib.cuport_py_error_name(code) or b"").decode()
        text = (self.lib.cuport_py_error_string(code) or b"").decode()
        return CudaError(code, name, text, context)

    def check(self, code: int, context: str = "") -> None:
        if code:
            raise self.error(code, context)

    def allocate(self, nbytes: int) -> int:
        pointer = _VOIDP()
        self.check(self.malloc(ctypes.byref(pointer), nbytes), "malloc")
        return pointer.value or 0


def process_warp_size(backend: str, requested: int | None) -> int:
    """The warp size of this process's runtime for backend; one per process (see README)."""
    chosen = _WARP.get(backend)
    if chosen is None:
        chosen = requested or int(os.environ.get("CUPORT_WARP_SIZE", "32") or 32)
    if requested and requested != chosen:
        raise ValueError(
            f"warp_size={requested}: this process already runs {backend} modules built for warp "
            f"size {chosen}; one process uses one warp size (start another process)"
        )
    return chosen


@functools.cache
def runtime_library(backend: str, warp_size: int, check: str = "") -> Path:
    """The runtime glue's shared library for backend, built (not loaded); with check, built with
    cuport check's tools, for the worker processes that run checked modules (_safe.py)."""
    source = _TEMPLATES.get_template("embed_runtime.cpp.j2").render()
    options = BuildOptions(warp_size=warp_size, shared_library=True, check=check)
    built = build_library(
        backend, {"cuport_py_runtime.cpp": source}, "cuport_py_runtime.cpp", options
    )
    return built.path


@functools.cache
def _runtime_for(backend: str, warp_size: int) -> Runtime:
    return Runtime(backend, runtime_library(backend, warp_size))


def runtime(backend: str = "cpu", warp_size: int | None = None) -> Runtime:
    """The loaded runtime glue for backend (built on first use)."""
    with _LOCK:
        size = process_warp_size(backend, warp_size)
        loaded = _runtime_for(backend, size)
        _WARP[backend] = size
        return loaded


@dataclass(frozen=True)
class EntrySpec:
    """What the module template needs for one kernel entry."""

    expression: str
    symbol: str
    sizes: tuple
    offsets: tuple


def module_source(source_name: str, source: str, entries: list[EntrySpec]) -> str:
    """The module unit: the runtime header, the portable source, then one entry per kernel."""
    entries_text = _TEMPLATES.get_template("embed_module.cpp.j2").render(entries=entries)
    return (
        "// GENERATED by runtime/_embed.py: kernel source plus launch entries; do not edit.\n"
        "#include <cuport/runtime.h>\n"
        f'#line 1 "{source_name}"\n'
        f"{source}\n"
        '#line 1 "cuport_py_entries.cpp"\n'
        f"{entries_text}"
    )


def module_link_flags(backend: str) -> tuple:
    """Link flags for a kernel module.

    On ELF systems the module's own functions bind inside it (-Bsymbolic-functions): the CPU
    backend's device-side assert replaces __assert_fail with a weak definition, which in a library
    loaded after the C library would otherwise lose to the C library's (aborting Python). Data
    still binds process-wide, so every module shares the runtime glue's state.
    """
    if backend == "cpu" and sys.platform.startswith("linux"):
        return ("-Wl,-Bsymbolic-functions",)
    return ()


def load_module(path: Path) -> ctypes.CDLL:
    """Load a built kernel module privately (its own symbols never clash with another's)."""
    return ctypes.CDLL(str(path), mode=getattr(os, "RTLD_LOCAL", 0) | getattr(os, "RTLD_NOW", 2))
