"""Parse nvcc's command line into an Invocation: what to build, from what, with which flags.

Only parsing and classification live here; nothing is translated, compiled or written.
"""

from __future__ import annotations

import os
import shlex
from dataclasses import dataclass, field
from pathlib import Path

from cuport.backends.cpu.checks import CHECK_CHOICES
from cuport.cli.nvcc._option_table import ARCH_KIND, FLAGS, GLUED, LIST_VALUED, VALUED

SOURCE_LANGS = {
    ".cu": "cu",
    ".cpp": "cpp",
    ".cc": "cpp",
    ".cxx": "cpp",
    ".c++": "cpp",
    ".cp": "cpp",
    ".C": "cpp",
    ".c": "c",
}
OBJECT_SUFFIXES = (".o", ".obj")
LIBRARY_SUFFIXES = (".a", ".so", ".lib")
X_LANGS = {"cu": "cu", "cuda": "cu", "c++": "cpp", "cpp": "cpp", "c": "c", "none": None}
# Libraries that are the CUDA runtime itself: the backend's runtime replaces them.
CUDA_RUNTIME_LIBS = ("cudart", "cudart_static", "cuda", "cudadevrt", "culibos")
# CUDA's math libraries, shared and static names (what CMake's CUDA::cublas and friends link).
# On the CPU backend their code comes with cuport's headers (the BLAS they call is loaded when
# first used), so linking them adds nothing; the ROCm backend maps none of them yet (their headers
# stop there with #error), and the cuda backend links NVIDIA's.
CUDA_MATH_LIBS = tuple(
    f"{name}{suffix}"
    # File names (libcurand.so), written as one string: the table's checks look for API names
    # (curand() is a device function) in string constants.
    for name in "cublas cublasLt cufft cufftw curand cusparse cusolver".split()
    for suffix in ("", "_static")
)



class UsageError(Exception):
    """A command line cuport-nvcc cannot accept; the message is one line naming the culprit."""


@dataclass
class Input:
    path: str
    kind: str  # cu | cpp | c | obj | lib


@dataclass
class Invocation:
    """Everything one cuport-nvcc command line asks for."""

    inputs: list = field(default_factory=list)
    output: str | None = None
    mode: str = "link"  # link | compile | lib | dlink | deps | preprocess | version | help
    # | toolkit_root
    include_dirs: list = field(default_factory=list)
    system_include_dirs: list = field(default_factory=list)
    pre_includes: list = field(default_factory=list)
    macros: list = field(default_factory=list)  # "-DNAME[=V]" or "-UNAME", in order
    lib_dirs: list = field(default_factory=list)
    libs: list = field(default_factory=list)
    std: str | None = None
    opt: str | None = None
    debug: bool = False
    device_debug: bool = False
    lineinfo: bool = False
    archs: list = field(default_factory=list)  # ("arch"|"code"|"gencode", value), as written
    host_flags: list = field(default_factory=list)
    linker_flags: list = field(default_factory=list)
    rdc: bool = False
    fast_math: bool = False
    shared: bool = False
    ccbin: str | None = None
    deps: str | None = None  # None | "M" | "MM"
    deps_with_compile: bool = False
    dep_file: str | None = None
    dep_targets: list = field(default_factory=list)
    dep_phony: bool = False
    verbose: bool = False
    dryrun: bool = False
    forward_unknown: bool = False
    werror: bool = False
    backend: str | None = None
    warp_size: int | None = None
    check: str = ""  # cuport check's tools (--cuport-check=memcheck): compile and link with them
    warnings: list = field(default_factory=list)  # messages about options ignored

    @property
    def defines(self) -> list[str]:
        """NAME[=VALUE] of every -D, in order (the translator takes these)."""
        return [m[2:] for m in self.macros if m.startswith("-D")]


def expand_response_files(argv: list[str], depth: int = 0) -> list[str]:
    """Replace @FILE and --options-file FILE (-optf) by the options written in FILE."""
    if depth > 16:
        raise UsageError("response files nest too deeply (a file includes itself?)")
    out: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        name = None
        if arg.startswith("@") and len(arg) > 1:
            name = arg[1:]
        elif arg in ("--options-file", "-optf"):
            if i + 1 >= len(argv):
                raise UsageError(f"option '{arg}' needs a file name")
            i += 1
            name = argv[i]
        elif arg.startswith(("--options-file=", "-optf=")):
            name = arg.split("=", 1)[1]
        if name is None:
            out.append(arg)
        else:
            try:
                text = Path(name).read_text(encoding="utf-8")
            except OSError as exc:
                raise UsageError(f"cannot read options file '{name}': {exc.strerror}") from None
            out.extend(expand_response_files(shlex.split(text, comments=False), depth + 1))
        i += 1
    return out


def _split_list(value: str) -> list[str]:
    return [v for v in value.split(",") if v]


def _split_host(value: str) -> list[str]:
    # nvcc pastes these into the host command line, so both commas and spaces separate.
    return [w for part in value.split(",") for w in shlex.split(part)]


def _lookup(arg: str) -> tuple[str, str | None, str | None]:
    """(action, value or None, canonical name) for one option word; action '' if unknown."""
    body = arg.lstrip("-")
    name, eq, value = body.partition("=")
    if name in FLAGS and not eq:
        return FLAGS[name], None, name
    if name in VALUED:
        return VALUED[name], (value if eq else None), name
    if arg.startswith("-") and not arg.startswith("--"):
        for short in GLUED:
            if body.startswith(short) and len(body) > len(short):
                return VALUED[short], body[len(short) :], short
    return "", None, None


def _classify(path: str, forced: str | None) -> Input:
    suffix = Path(path).suffix
    if forced and suffix not in OBJECT_SUFFIXES + LIBRARY_SUFFIXES:
        return Input(path, forced)
    if suffix in SOURCE_LANGS:
        return Input(path, SOURCE_LANGS[suffix])
    if suffix in OBJECT_SUFFIXES:
        return Input(path, "obj")
    if suffix in LIBRARY_SUFFIXES or ".so." in Path(path).name:
        return Input(path, "lib")
    raise UsageError(f"don't know what to do with '{path}' (use -x cu for CUDA source)")


def parse(argv: list[str], environ: dict | None = None) -> Invocation:
    """Parse a command line (without the program name) as nvcc would."""
    env = os.environ if environ is None else environ
    args = expand_response_files(list(argv))
    inv = Invocation()
    forced_lang: str | None = None
    positional: list[tuple[str, str | None]] = []
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if not arg.startswith("-") or arg == "-":
            positional.append((arg, forced_lang))
            continue
        action, value, name = _lookup(arg)
        if not action:
            if inv.forward_unknown:
                inv.host_flags.append(arg)
                continue
            if arg.startswith("-W"):
                inv.warnings.append(f"ignoring unknown warning option '{arg}'")
                continue
            raise UsageError(f"unknown option '{arg}'")
        if name in VALUED and value is None and action in VALUED.values():
            if i >= len(args):
                raise UsageError(f"option '{arg}' needs a value")
            value = args[i]
            i += 1
        if action == "lang":
            if value not in X_LANGS:
                raise UsageError(f"unknown language '{value}' for option '-x'")
            forced_lang = X_LANGS[value]
            continue
        _apply(inv, action, value, arg, name or "")
    for path, lang in positional:
        inv.inputs.append(_classify(path, lang))
    if inv.backend is None:
        inv.backend = env.get("CUPORT_BACKEND") or "cpu"
    if not inv.check and env.get("CUPORT_CHECK") in CHECK_CHOICES:
        inv.check = env["CUPORT_CHECK"]  # a checked build of a project, its build files as they are
    if inv.warp_size is None and env.get("CUPORT_WARP_SIZE") in ("32", "64"):
        inv.warp_size = int(env["CUPORT_WARP_SIZE"])  # the widest warp the build supports
    # A CUDA toolkit's own include folder (-I$CUDA_HOME/include) would hand the translator and
    # the compiler NVIDIA's headers; cuport's runtime header replaces them, as nvcc's own does.
    inv.include_dirs = [d for d in inv.include_dirs if not _toolkit_headers(d)]
    inv.system_include_dirs = [d for d in inv.system_include_dirs if not _toolkit_headers(d)]
    if inv.mode == "link" and inv.deps and not inv.deps_with_compile:
        inv.mode = "deps"
    if inv.mode not in ("version", "help", "toolkit_root") and not inv.inputs:
        raise UsageError("no input files")
    return inv


def backend_of(argv: list[str], environ: dict | None = None) -> str:
    """The backend a command line asks for, without parsing the rest of it."""
    env = os.environ if environ is None else environ
    chosen = env.get("CUPORT_BACKEND") or "cpu"
    for i, arg in enumerate(argv):
        if arg.startswith("--cuport-backend="):
            chosen = arg.split("=", 1)[1]
        elif arg == "--cuport-backend" and i + 1 < len(argv):
            chosen = argv[i + 1]
    return chosen


def _toolkit_headers(folder: str) -> bool:
    return (Path(folder) / "cuda_runtime_api.h").is_file()


def _apply(inv: Invocation, action: str, value: str | None, arg: str, name: str) -> None:
    """Record one option's effect on inv."""
    v = value or ""
    if action in ("compile", "dlink", "lib", "preprocess", "version", "help", "toolkit_root"):
        inv.mode = action
    elif action == "link":
        inv.mode = "link"
    elif action == "compile_rdc":
        inv.mode = "compile"
        inv.rdc = True
    elif action in ("deps_M", "deps_MM"):
        inv.deps = action[5:]
    elif action in ("deps_MD", "deps_MMD"):
        inv.deps = "M" if action == "deps_MD" else "MM"
        inv.deps_with_compile = True
    elif action == "deps_MP":
        inv.dep_phony = True
    elif action in ("debug", "device_debug", "lineinfo", "verbose", "dryrun", "shared"):
        setattr(inv, action, True)
    elif action == "fast_math":
        inv.fast_math = True
    elif action == "forward_unknown":
        inv.forward_unknown = True
    elif action == "werror":
        inv.werror = True
    elif action == "no_warnings":
        inv.host_flags.append("-w")
    elif action == "host_flag":
        inv.host_flags.append(arg.replace("--", "-", 1) if arg.startswith("--") else arg)
    elif action == "unsupported":
        raise UsageError(f"option '{arg}' asks for NVIDIA device code, which cuport does not make")
    elif action == "output":
        inv.output = v
    elif action in LIST_VALUED:
        target = {
            "include": inv.include_dirs,
            "system_include": inv.system_include_dirs,
            "lib_dir": inv.lib_dirs,
            "library": inv.libs,
            "arch": inv.archs,
            "pre_include": inv.pre_includes,
        }[action]
        # -gencode values contain commas inside one value (arch=..,code=..): keep them whole.
        target.extend([(ARCH_KIND[name], v)] if action == "arch" else _split_list(v))
    elif action == "define":
        inv.macros.append(f"-D{v}")
    elif action == "undefine":
        inv.macros.append(f"-U{v}")
    elif action == "std":
        inv.std = v
    elif action == "opt":
        if v not in ("0", "1", "2", "3", "s", "fast", "g"):
            raise UsageError(f"bad optimization level in '{arg}'")
        inv.opt = v
    elif action == "xcompiler":
        inv.host_flags.extend(_split_host(v))
    elif action == "xlinker":
        inv.linker_flags.extend(_split_list(v))
    elif action == "rdc":
        if v not in ("true", "false"):
            raise UsageError(f"option '{arg}' takes true or false")
        inv.rdc = v == "true"
    elif action == "ccbin":
        inv.ccbin = v
    elif action == "dep_file":
        inv.dep_file = v
    elif action == "dep_target":
        inv.dep_targets.append(v)
    elif action == "werror_kinds":
        if "all-warnings" in _split_list(v):
            inv.werror = True
            inv.host_flags.append("-Werror")
    elif action == "backend":
        inv.backend = v
    elif action == "warp_size":
        if v not in ("32", "64"):
            raise UsageError(f"option '{arg}' takes 32 or 64")
        inv.warp_size = int(v)
    elif action == "check":
        if v not in CHECK_CHOICES:
            raise UsageError(f"option '{arg}' takes {', '.join(CHECK_CHOICES[:-1])} or all")
        inv.check = v
    elif action == "ignore":
        pass
    else:  # pragma: no cover - every table action is handled above
        raise AssertionError(action)
