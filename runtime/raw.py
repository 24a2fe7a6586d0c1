"""CuPy- and Numba-style kernels from CUDA or portable source: RawModule, RawKernel, Function.

Compiles lazily (translate, read signatures, generate launch entries, build a shared library
through the compile cache), memoized per instance and per process. Launching is _args' and
_safe's work; this module decides what to build and wires calls together.
"""

from __future__ import annotations

import ctypes
import struct
import threading
import warnings
from dataclasses import dataclass, field
from pathlib import Path

from cuport import _args, _embed, _signature, translator
from cuport.backends import BuildOptions
from cuport.errors import TranslationDiagnosticError, TranslationWarning
from cuport.translator import pipeline

_COMPILED: dict = {}  # process-wide: compile request -> _Compiled
_DIMS: dict = {}  # _dims_key(grid, block) -> the six unsigned ints of the packet
_COMPILE_LOCK = threading.Lock()
_STRICT_SEVERITIES = ("error", "warning")


def _dims_key(grid, block) -> tuple:
    """grid and block with the type of every dimension: 1.0 == 1 and both hash alike, so a key of
    values alone would let a float grid reuse the dims cached for an int one instead of refusing it."""
    return (
        grid,
        block,
        tuple(map(type, grid)) if type(grid) is tuple else type(grid),
        tuple(map(type, block)) if type(block) is tuple else type(block),
    )


@dataclass
class _Entry:
    expression: str
    symbol: str
    params: tuple
    layout: _args.Layout
    call: object  # the ctypes function
    runtime: _embed.Runtime


@dataclass
class _Compiled:
    backend: str
    runtime: _embed.Runtime
    library: Path
    entries: dict
    unlaunchable: dict  # plain kernel -> why it cannot be launched from Python
    diagnostics: list = field(default_factory=list)
    cached: bool = False  # the library came from the compile cache (no compiler ran)
    check: str = ""  # cuport check's tools the library was built with ("": none)
    check_runtime: Path | None = None  # the runtime glue built with them (worker processes')


def _split_options(options) -> tuple[tuple, tuple, tuple]:
    """Compiler-style options -> (include dirs, defines, other flags passed to the compiler)."""
    include_dirs, defines, flags = [], [], []
    items = list(options)
    while items:
        option = str(items.pop(0))
        for prefix, target in (("-I", include_dirs), ("-D", defines)):
            if option.startswith(prefix):
                value = option[len(prefix) :] or (items.pop(0) if items else "")
                target.append(value)
                break
        else:
            flags.append("-std=" + option[6:] if option.startswith("--std=") else option)
    return tuple(include_dirs), tuple(defines), tuple(flags)


def _report(diagnostics: list, strict: bool) -> None:
    serious = [d for d in diagnostics if d.severity in _STRICT_SEVERITIES]
    if strict and serious:
        raise TranslationDiagnosticError(serious)
    for diag in serious:
        warnings.warn(diag.format(), TranslationWarning, stacklevel=4)


def _check_tools(check: str | None, backend: str) -> str:
    """The tools of check= as one checked build holds them ("" for none); ValueError for a
    value that names no tool, names an unknown one, or needs two builds ("all")."""
    if not check:
        return ""
    from cuport.backends.cpu import checks

    names = [name for name in str(check).split(",") if name]
    unknown = [name for name in names if name not in checks.CHECK_CHOICES]
    if unknown or not names:
        choices = ", ".join(checks.CHECK_TOOLS)
        raise ValueError(f"check={check!r}: name one or more of {choices}, comma-separated")
    if backend != "cpu":
        raise ValueError(f"check={check!r} needs backend='cpu' (cuport check runs on the CPU)")
    builds = checks.check_builds(check)
    if len(builds) != 1:
        raise ValueError(
            f"check={check!r} needs {len(builds)} builds ({' and '.join(builds)}), and a module "
            "is one: make one module for each"
        )
    return builds[0]


def _compile(request: tuple) -> _Compiled:
    backend, code, path, filename, options, expressions, warp_size, strict, check = request
    runtime = _embed.runtime(backend, warp_size)
    include_dirs, defines, flags = _split_options(options)
    if path is not None:
        program = pipeline.translate_program([path], include_dirs, defines, backend)
        sources, main = dict(program.sources), program.units[0]
        diagnostics = program.diagnostics
        filename = str(Path(path).resolve())
        include_dirs = (*include_dirs, str(Path(path).resolve().parent))
    else:
        result = translator.translate(code, filename, include_dirs, defines, backend)
        main = Path(filename).name
        sources = {main: result.compiled_code}
        diagnostics = result.diagnostics
        include_dirs = (*include_dirs, str(Path(filename).resolve().parent))
    _report(diagnostics, strict)
    signatures = _signature.read(code, filename, expressions, include_dirs, defines)
    launchable = {k: v for k, v in signatures.items() if isinstance(v, _signature.Signature)}
    specs, layouts = [], {}
    for index, (name, signature) in enumerate(sorted(launchable.items())):
        layouts[name] = _args.layout(signature.params)
        specs.append(
            _embed.EntrySpec(
                expression=signature.expression,
                symbol=f"cuport_py_launch_{index}",
                sizes=layouts[name].sizes,
                offsets=layouts[name].offsets,
            )
        )
    wrapper = main
    sources[main] = _embed.module_source(main, sources[main], specs)
    build_options = BuildOptions(
        include_dirs=include_dirs,
        defines=defines,
        flags=flags,
        warp_size=_embed.process_warp_size(backend, warp_size),
        shared_library=True,
        link_flags=_embed.module_link_flags(backend),
        check=check,
    )
    built = _embed.build_library(backend, sources, wrapper, build_options)
    # A checked library runs in a worker process (_safe.py) started with the sanitizer's runtime
    # first; loading it here would load that runtime late, which it refuses.
    check_runtime = None
    if check:
        check_runtime = _embed.runtime_library(backend, build_options.warp_size, check)
    library = None if check else _embed.load_module(built.path)
    entries = {}
    for spec in specs:
        call = None
        if library is not None:
            call = getattr(library, spec.symbol)
            call.argtypes = (ctypes.c_char_p,)
            call.restype = ctypes.c_int
        name = spec.expression
        entries[name] = _Entry(
            name, spec.symbol, launchable[name].params, layouts[name], call, runtime
        )
    unlaunchable = {k: str(v) for k, v in signatures.items() if k not in launchable}
    return _Compiled(
        backend,
        runtime,
        built.path,
        entries,
        unlaunchable,
        list(diagnostics),
        built.cached,
        check,
        check_runtime,
    )


class RawModule:
    """A module of kernels from CUDA source (translated first) or portable source.

    code: the source text (CUDA or cuport portable source). Give code or path.
    path: a .cu file to read instead; its quoted project headers are translated with it.
    options: compiler-style options: -I DIR, -D NAME[=VALUE], anything else goes to the compiler.
    backend: "cpu" (default) or another backend that builds shared libraries.
    name_expressions: template kernels to instantiate, e.g. ["scale<float, 128>"]. Plain
        (non-template) kernels, and instantiations the source itself launches outside templates,
        need not be listed.
    strict: raise TranslationDiagnosticError when the translator reports an error or warning
        (otherwise each one is a TranslationWarning).
    safe: run every launch in a worker process, so a crashing kernel raises KernelCrashError
        instead of ending this process (see README, "Safe mode", for its cost).
    timeout: safe mode only: seconds a launch may run before its worker is stopped (a
        KernelCrashError carrying CUDA's launch-timeout error); None waits for ever.
    warp_size: the CPU backend's warp width (32 or 64); one per process.
    filename: the name diagnostics use for code (relative includes resolve from its folder).
    check: cuport check's tools, as `translate --check` takes them ("memcheck", "racecheck",
        "initcheck", "synccheck", or several in one build: "racecheck,initcheck,synccheck"):
        the module is built with them and its launches run in a worker process, as in safe
        mode; a launch whose kernel they find errors in raises CheckError with the reports
        (docs/check.md).

    Compilation happens on the first get_function() or launch, then is reused by every instance
    with the same source and options in this process, and by every process through the cache.

    >>> import numpy as np, cuport
    >>> module = cuport.RawModule(code=r'''
    ... template <typename T, int Scale>
    ... __global__ void scale(T* out, const T* in, T offset, int n) {
    ...   int i = blockIdx.x * blockDim.x + threadIdx.x;
    ...   if (i < n) out[i] = in[i] * Scale + offset;
    ... }
    ... extern "C" __global__ void saxpy(int n, float a, const float* x, float* y) {
    ...   int i = blockIdx.x * blockDim.x + threadIdx.x;
    ...   if (i < n) y[i] = a * x[i] + y[i];
    ... }''', name_expressions=["scale<float, 10>", "scale<int, 3>"])
    >>> out = np.zeros(3, dtype=np.float32)
    >>> module.get_function("scale<float, 10>")((1,), (32,), (out, np.ones(3, np.float32), 0.5, 3))
    >>> out
    array([10.5, 10.5, 10.5], dtype=float32)
    """

    def __init__(
        self,
        code: str | None = None,
        *,
        path: str | Path | None = None,
        options=(),
        backend: str = "cpu",
        name_expressions=(),
        strict: bool = False,
        safe: bool = False,
        timeout: float | None = None,
        warp_size: int | None = None,
        filename: str = "kernel.cu",
        check: str | None = None,
    ):
        self.check = _check_tools(check, backend)
        if timeout is not None and not (safe or self.check):
            raise ValueError("timeout= needs safe=True (only a worker process can be stopped)")
        if (code is None) == (path is None):
            raise TypeError("give exactly one of code= and path=")
        if path is not None:
            path = str(Path(path).resolve())
            code = translator.read_source(path)
        self.code = code
        self.path = path
        self.options = tuple(options)
        self.backend = backend
        self.name_expressions = tuple(name_expressions or ())
        self.strict = strict
        self.safe = safe or bool(self.check)  # a checked module runs in a worker process
        self.timeout = timeout
        self.warp_size = warp_size
        self.filename = filename
        self._compiled: _Compiled | None = None

    def _request(self) -> tuple:
        return (
            self.backend,
            self.code,
            self.path,
            self.filename,
            self.options,
            self.name_expressions,
            self.warp_size,
            self.strict,
            self.check,
        )

    def compile(self) -> RawModule:
        """Compile now (otherwise the first get_function() or launch does); returns self."""
        if self._compiled is None:
            request = self._request()
            with _COMPILE_LOCK:
                compiled = _COMPILED.get(request)
                if compiled is None:
                    compiled = _compile(request)
                    _COMPILED[request] = compiled
            self._compiled = compiled
        return self

    @property
    def library_path(self) -> Path:
        """The built shared library (in the compile cache)."""
        return self.compile()._compiled.library

    @property
    def diagnostics(self) -> list:
        """The translator's diagnostics for this module's source."""
        return self.compile()._compiled.diagnostics

    @property
    def kernels(self) -> list[str]:
        """Names get_function() accepts: every plain kernel and each name expression."""
        return sorted(self.compile()._compiled.entries)

    def get_function(self, name: str) -> Function:
        """The kernel called name (a plain kernel's name or one of the name expressions)."""
        compiled = self.compile()._compiled
        if name not in compiled.entries:
            if name in compiled.unlaunchable:
                raise _signature.SignatureError(compiled.unlaunchable[name])
            known = ", ".join(sorted(compiled.entries)) or "none"
            raise KeyError(
                f"no kernel {name!r} in this module (kernels: {known}); list template "
                "instantiations in name_expressions"
            )
        return Function(self, name)


class Function:
    """A kernel of a RawModule; call it CuPy's way or index it Numba's way.

    k(grid, block, args, shared_mem=0, stream=None)   # CuPy
    k[grid, block, stream, shared_mem](*args)          # Numba (stream, shared_mem optional)

    Arguments follow the kernel's declared parameter types: NumPy arrays and DeviceArrays for
    pointers (a host array is copied in, and copied back unless the pointer is to const), numbers
    converted to the declared type (range-checked), structured scalars for structs.
    """

    def __init__(self, module: RawModule, name: str):
        self.module = module
        self.name = name
        self._entry: _Entry | None = None

    @property
    def params(self) -> tuple:
        """The kernel's parameters as read from the source (runtime._signature.Param)."""
        return self._resolve().params

    def _resolve(self) -> _Entry:
        if self._entry is None:
            self.module.compile()
            self._entry = self.module._compiled.entries[self.name]
        return self._entry

    def __call__(self, grid, block, args, *, shared_mem: int = 0, stream=None) -> None:
        self._launch(grid, block, tuple(args), shared_mem, stream)

    def __getitem__(self, config) -> _Configured:
        if not isinstance(config, tuple) or not 2 <= len(config) <= 4:
            raise TypeError("configure a launch as kernel[grid, block(, stream(, shared_mem))]")
        return _Configured(self, *config)

    def _launch(self, grid, block, args: tuple, shared_mem: int, stream) -> None:
        # The hot path: a cached empty kernel spends a few microseconds here (tools/bench_python.py).
        entry = self._entry or self._resolve()
        params = entry.params
        if len(args) != len(params):
            raise TypeError(f"{self.name} takes {len(params)} arguments, got {len(args)}")
        try:
            dims = _DIMS[_dims_key(grid, block)]
        except (KeyError, TypeError):
            dims = _dims(grid, block)
        stream_handle = stream.ptr if stream else 0
        values = [*dims, shared_mem, stream_handle]
        if self.module.safe:
            from cuport import _safe

            _safe.launch(
                self.module._compiled, entry, values, args, self.module.timeout, self.name
            )
            return
        staged = []
        try:
            if params:
                self._convert(entry, args, values, staged)
            try:
                packet = struct.pack(entry.layout.fmt, *values)
            except (struct.error, OverflowError, TypeError):
                raise _args.explain(params, args) from None
            status = entry.call(packet)
            if status:
                raise entry.runtime.error(status, f"launch of {self.name}")
            if staged:
                self._copy_back(entry.runtime, staged, stream_handle)
        finally:
            for item in staged:
                if item.pointer:
                    entry.runtime.free(item.pointer)

    def _convert(self, entry: _Entry, args: tuple, values: list, staged: list) -> None:
        runtime = entry.runtime
        for index, (param, value) in enumerate(zip(entry.params, args, strict=True)):
            kind = param.kind
            if kind == "scalar":
                values.append(_args.scalar(index, param, value))
            elif kind == "pointer":
                pointer = _args.pointer_value(index, param, value, runtime.backend)
                if pointer is NotImplemented:
                    item = _args.stage(runtime, index, param, value, _embed.HOST_TO_DEVICE)
                    staged.append(item)
                    pointer = item.pointer
                values.append(pointer)
            else:
                values.append(_args.record_bytes(index, param, value))

    def _copy_back(self, runtime: _embed.Runtime, staged: list, stream_handle: int) -> None:
        """Wait for the launch, then copy arrays passed for non-const pointers back."""
        runtime.check(runtime.stream_synchronize(stream_handle), self.name)
        for item in staged:
            if item.copy_back:
                status = runtime.memcpy(
                    item.array.ctypes.data, item.pointer, item.array.nbytes, _embed.DEVICE_TO_HOST
                )
                runtime.check(status, "copy back")


def _dims(grid, block) -> tuple:
    dims = (*_args.dim3(grid, "grid"), *_args.dim3(block, "block"))
    try:
        if len(_DIMS) > 4096:
            _DIMS.clear()
        _DIMS[_dims_key(grid, block)] = dims
    except TypeError:  # a list is not hashable: nothing to remember
        pass
    return dims


class _Configured:
    """A Numba-style configured launch: kernel[grid, block, stream, shared_mem]."""

    __slots__ = ("block", "function", "grid", "shared_mem", "stream")

    def __init__(self, function: Function, grid, block, stream=None, shared_mem: int = 0):
        self.function = function
        self.grid = grid
        self.block = block
        self.stream = stream
        self.shared_mem = shared_mem

    def __call__(self, *args) -> None:
        self.function._launch(self.grid, self.block, args, self.shared_mem, self.stream)


class RawKernel(Function):
    """One kernel from source, CuPy's RawKernel(code, name, options=(), backend=...).

    name: the kernel's name, or a template instantiation such as "scale<float, 128>".
    Every other argument is RawModule's.

    >>> import numpy as np, cuport
    >>> add = cuport.RawKernel(r'''
    ... __global__ void add(const double* a, const double* b, double* c, int n) {
    ...   int i = blockIdx.x * blockDim.x + threadIdx.x;
    ...   if (i < n) c[i] = a[i] + b[i];
    ... }''', "add")
    >>> c = np.zeros(3)
    >>> add[1, 32](np.ones(3), np.arange(3.0), c, 3)
    >>> c
    array([1., 2., 3.])
    """

    def __init__(self, code: str, name: str, options=(), backend: str = "cpu", **kwargs):
        module = RawModule(
            code=code, options=options, backend=backend, name_expressions=(name,), **kwargs
        )
        super().__init__(module, name)
        self.code = code
        self.options = tuple(options)
        self.backend = backend

    def compile(self) -> RawKernel:
        """Compile now instead of at the first launch; returns self."""
        self._resolve()
        return self
