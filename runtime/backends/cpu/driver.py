"""CPU backend driver: builds portable source with the system C++ compiler (honours CXX)."""

from __future__ import annotations

import dataclasses
import os
import platform
import re
import shlex
import shutil
import subprocess
from functools import cache
from pathlib import Path

from cuport.backends._base import INCLUDE_DIR, Backend, BuildOptions
from cuport.backends.cpu import checked_shared, checks, self_check
from cuport.translator import lowering
from cuport.translator.lowering import loops, vocabulary
from cuport.translator.frontend import cccl

_CANDIDATES = ("g++", "clang++", "c++")
# `#include <thrust/...>`, also with the translator's marker comment before the name.
_THRUST_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*(/\*.*?\*/[ \t]*)?[<"]thrust/', re.M)
INSTALL_HINT = (
    "no C++ compiler found: install one (Debian/Ubuntu: apt-get install g++; "
    "Fedora: dnf install gcc-c++; macOS: xcode-select --install) or set CXX"
)


def _host_cpu() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            return "".join(line for line in fh if line.startswith(("model name", "flags")))
    except OSError:
        return platform.processor() + platform.machine()


@cache
def _is_gcc(command: tuple) -> bool:
    """Whether command is GCC's C++ compiler (clang also defines __GNUC__, so it is ruled out)."""
    try:
        result = subprocess.run(
            [*command, "-dM", "-E", "-x", "c++", os.devnull],
            capture_output=True,
            text=True,
            timeout=60,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    macros = result.stdout
    return result.returncode == 0 and "#define __GNUC__ " in macros and "__clang__" not in macros


@cache
def blas_library() -> str | None:
    """The OpenBLAS that cuport's cuBLAS (and the libraries built on BLAS and LAPACK) call on this
    backend: scipy-openblas32's (a dependency: the OpenBLAS build NumPy and SciPy ship, on PyPI
    for Linux, macOS and Windows), or None when it is not installed. The library headers load it
    with dlopen by this path when a program first needs it, so neither cuport-nvcc nor a build
    system's own link line (CMake's CUDA::cublas) has to name it."""
    try:
        import scipy_openblas32
    except ImportError:
        return None
    path = Path(scipy_openblas32.get_lib_dir()) / scipy_openblas32.get_library(fullname=True)
    return str(path) if path.is_file() else None


def library_macros() -> list[str]:
    """-D values (without the -D) that tell the library headers where their implementations are.
    scipy-openblas32 prefixes its symbols with scipy_ (scipy_cblas_sgemm), so that it never
    clashes with another BLAS in the same process."""
    path = blas_library()
    if path is None:
        return []
    return [f'CUPORT_BLAS_LIBRARY="{path}"', 'CUPORT_BLAS_SYMBOL_PREFIX="scipy_"']


# The headers lowered units include, for the lowering's parse (the CPU backend's own folder and
# the backends' shared one declare global functions such as cpu_math.h's max and simd_video.h's
# __vadd2, which are the runtime's, not the user's).
RUNTIME_HEADERS = lowering.RuntimeHeaders(
    include=INCLUDE_DIR,
    folders=(INCLUDE_DIR, Path(__file__).parent, Path(__file__).parent.parent / "shared"),
)


def checked_sources(sources: dict) -> tuple[dict, str]:
    """A checked build's sources: static __shared__ arrays on checked storage
    (checked_shared.py), each lowered thread loop noting its thread for the reports, and the log
    line that says what the build leaves unchecked."""
    rewritten, kept, changed = 0, 0, {}
    for name, text in sources.items():
        result = checked_shared.rewrite(text)
        rewritten, kept = rewritten + result.rewritten, kept + result.kept
        changed[name] = result.text.replace(
            loops.THREAD_INDEX_DECLARATION, loops.THREAD_INDEX_DECLARATION + CHECK_NOTE
        )
    log = ""
    if kept:
        log = (
            f"cuport check: {kept} static __shared__ declaration(s) keep unchecked storage "
            "(an initializer, a type defined in the declaration); "
            f"{rewritten} are checked"
        )
    return changed, log


# After a lowered thread loop's threadIdx (loops.THREAD_INDEX_DECLARATION): note it.
CHECK_NOTE = f" ::cuport::cpu::check::note_thread({vocabulary.THREAD_INDEX});"


def build_tools(options: BuildOptions) -> str:
    """The tools one build holds: the first of check_builds (a build asked for "all" holds
    memcheck; translate --run --check all builds and runs twice)."""
    return (checks.check_builds(options.check) or [""])[0]


def access_hooks_build(options: BuildOptions) -> bool:
    """Whether the build has racecheck's and initcheck's access hooks (not AddressSanitizer)."""
    return any(t in checks.ACCESS_TOOLS for t in checks.check_tools(build_tools(options)))


def fiber_build(options: BuildOptions) -> bool:
    """Whether the build runs every kernel on fibers: synccheck's does (a lowered warp operation
    takes every lane of the warp, so which lanes reach it, what synccheck judges, is lost).
    racecheck's keeps the lowering, whose thread loops mark the barriers they split at."""
    return any(t in checks.FIBER_TOOLS for t in checks.check_tools(build_tools(options)))


def check_flags(options: BuildOptions, build_folder: Path) -> list[str]:
    """What a checked build compiles with (runtime/backends/cpu/check/), -g for the reports'
    lines, and the build folder's name replaced by the user's own in those lines. memcheck is
    AddressSanitizer (-fsanitize-recover: the program goes on after a report, as under
    compute-sanitizer; use-after-scope poisoning stays: without it a lowered loop's local array
    lost its redzones, though the stencil ran at 6.9x the unchecked time instead of 10.8x).
    racecheck and initcheck are ThreadSanitizer's instrumentation without its runtime
    (cpu_racecheck.h is the runtime; function entry and exit calls are off, unused)."""
    if not options.check:
        return []
    if access_hooks_build(options):
        instrumentation = ["-fsanitize=thread", "--param=tsan-instrument-func-entry-exit=0"]
    else:
        instrumentation = ["-fsanitize=address", "-fsanitize-recover=address"]
    return [
        *instrumentation,
        "-g",
        "-fno-omit-frame-pointer",
        # Return addresses name call sites (synccheck's barriers, the access hooks' callers):
        # a tail call would leave its caller's caller's.
        "-fno-optimize-sibling-calls",
        f'-DCUPORT_CHECK="{build_tools(options)}"',
        f"-ffile-prefix-map={build_folder}={options.source_root or '.'}",
    ]


def check_link_flags(options: BuildOptions, build_folder: Path, compiler: tuple) -> list[str]:
    """What a checked build links with: AddressSanitizer's runtime, whose symbolizer names the
    reports' lines (and whose allocator memcheck's redzones are), in a build with the access
    hooks as well. There, ThreadSanitizer's runtime must stay out (cpu_racecheck.h implements its interface):
    GCC's driver links it wherever -fsanitize=thread is on the command line, so an empty
    libtsan.a in the build folder is the one it finds; Clang has a flag for it."""
    if not access_hooks_build(options):
        return []  # memcheck's -fsanitize=address (check_flags) links ASan's runtime
    if not _is_gcc(compiler):
        return ["-fno-sanitize-link-runtime", "-lasan"]
    (build_folder / "libtsan.a").write_bytes(b"!<arch>\n")
    return [f"-L{build_folder}", "-lasan"]


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

    def optimization_flags(self) -> list[str]:
        """-O3 for the host (lowered kernels vectorize); CUPORT_CPU_PORTABLE=1 drops -march=native.
        With GCC, -fno-tree-loop-distribute-patterns: it would turn a thread loop that copies a
        block's inputs into shared memory into a memcpy call per block, which runs a short copy
        at half the speed of the loop it replaced (the shared-memory reduction took 1.7x as long).
        -fno-strict-aliasing: CUDA code reads and writes one object through pointers of other
        types (a float4 loaded, then used through half2*), which works under nvcc; with C++'s
        type-based aliasing g++ drops such stores and the program computes wrong values."""
        flags = ["-O3", "-fno-strict-aliasing"]
        if os.environ.get("CUPORT_CPU_PORTABLE") != "1":
            flags.append("-march=native")
        if _is_gcc(tuple(self.compiler())):
            flags.append("-fno-tree-loop-distribute-patterns")
        return flags

    def cache_key(self, options: BuildOptions) -> list:
        # The lowering passes (translator/lowering/) shape the compiled code too.
        passes = sorted(Path(lowering.__file__).parent.glob("*.py"))
        lowering_code = b"".join(p.read_bytes() for p in passes)
        # A checked build's sources also go through checked_shared.py and CHECK_NOTE.
        checked = (Path(checked_shared.__file__).read_text(), CHECK_NOTE) if options.check else ()
        return [
            *checked,
            os.environ.get("CXXFLAGS", ""),
            os.environ.get("CUPORT_LOWERING", ""),
            os.environ.get("CUPORT_CPU_PORTABLE", ""),
            *self.optimization_flags(),
            _host_cpu(),  # -march=native code is only valid on the same processor
            lowering_code,
            *self_check.cache_key(),
        ]

    def build(self, sources: dict, main: str, options: BuildOptions):
        """The shared build path, self-checked where kernels are lowered (self_check.py)."""
        options = self.program_options(sources, options)
        if os.environ.get("CUPORT_LOWERING") == "0" or fiber_build(options):
            return super().build(sources, main, options)
        identity = (
            shlex.join(self.compiler()),
            self.compiler_version(),
            *self.optimization_flags(),
            os.environ.get("CXXFLAGS", ""),
            repr(options),
        )
        return self_check.build(super().build, sources, main, options, identity)

    def unsupported(self, capability: str) -> str | None:
        """Why this machine lacks a capability a conformance sample `requires`, or None."""
        if capability == "thrust" and cccl.include_dir() is None:  # cub and cuda-barrier: cuport's
            return "NVIDIA's Thrust headers (pip install nvidia-cuda-cccl) are not installed"
        return None

    def sanitizer_runtime(self, check: str) -> str | None:
        """The sanitizer runtime a process must load first (LD_PRELOAD) to load a shared library
        built with check (the Python library's worker processes): AddressSanitizer's, which a
        checked build links (check_link_flags), as the compiler finds it; None if it finds none."""
        command = tuple(self.compiler())
        name = "libasan.so"
        options = BuildOptions(check=check)
        if not _is_gcc(command) and not access_hooks_build(options):
            name = f"libclang_rt.asan-{platform.machine()}.so"
        try:
            found = subprocess.run(
                [*command, f"-print-file-name={name}"], capture_output=True, text=True, timeout=60
            ).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            return None
        return found if os.path.isabs(found) and os.path.exists(found) else None

    def runtime_link_flags(self) -> list[str]:
        """Threads, and OpenMP's runtime for units that include Thrust (program_options): as
        -lgomp with GCC, so that CMake, which links with the host compiler, finds it on
        cuport-nvcc's link line and links it too (it keeps -l items, not -fopenmp)."""
        openmp = "-lgomp" if _is_gcc(tuple(self.compiler())) else "-fopenmp"
        return ["-pthread", openmp]

    def program_options(self, sources: dict, options: BuildOptions) -> BuildOptions:
        """A program that includes Thrust gets OpenMP, which Thrust's device system runs on
        (cpu_cccl.h picks it when _OPENMP is defined), and -DCUPORT_THRUST=1 (its algorithms
        run at once, so queued work becomes blocking: host/cpu_stream.h). Other programs get
        no OpenMP: their own `#pragma omp` lines stay inert, as under nvcc without -fopenmp."""
        if "CUPORT_THRUST=1" in options.defines:
            return options
        if not any(_THRUST_INCLUDE.search(text) for text in sources.values()):
            return options
        flags, defines = (*options.flags, "-fopenmp"), (*options.defines, "CUPORT_THRUST=1")
        return dataclasses.replace(options, flags=flags, defines=defines)

    def prepare_sources(self, sources, units, options: BuildOptions):
        """Lower eligible kernels to thread loops (translator/lowering/); the rest keep the
        fiber path. A lowered unit is compiled from a twin (self_check.py). A checked build's
        sources then go through checked_sources; racecheck and synccheck run every kernel on fibers
        (fiber_build)."""
        if os.environ.get("CUPORT_LOWERING") == "0":
            prepared, log = sources, ""
        elif fiber_build(options):
            tools = " and ".join(
                t for t in checks.check_tools(build_tools(options)) if t in checks.FIBER_TOOLS
            )
            prepared, log = sources, f"cuport check: every kernel runs on fibers (for {tools})"
        else:
            prepared, log = self_check.prepare(sources, units, options, RUNTIME_HEADERS)
        if options.check:
            prepared, check_log = checked_sources(prepared)
            log = "\n".join(filter(None, [log, check_log]))
        return prepared, log

    def compile_command(self, sources: list[Path], output: Path, options: BuildOptions) -> list:
        command = [
            *self.compiler(),
            "-std=c++17",
            *self.optimization_flags(),
            "-pthread",
            "-fopenmp-simd",  # honours the lowered thread loops' `omp simd` (no OpenMP runtime)
            "-DCUPORT_BACKEND_CPU=1",
            f"-DCUPORT_WARP_SIZE={options.warp_size}",
            *[f"-D{macro}" for macro in library_macros()],
            "-I",
            str(INCLUDE_DIR),
        ]
        command += shlex.split(os.environ.get("CXXFLAGS", ""))
        for folder in options.include_dirs:
            command += ["-I", str(folder)]
        library = cccl.include_dir()  # Thrust and libcu++, found after the user's own folders
        if library is not None:
            command += ["-isystem", str(library)]
        command += [f"-D{d}" for d in options.defines]
        command += list(options.flags)
        command += check_flags(options, output.parent)
        if options.shared_library:
            command += ["-shared", "-fPIC"]
        sources, quoted = self_check.compiled_units(sources)
        command += quoted
        command += ["-x", "c++", *map(str, sources), "-x", "none", "-o", str(output)]
        command += list(options.link_flags)
        if "-c" not in options.flags:
            command += check_link_flags(options, output.parent, tuple(self.compiler()))
        return command
