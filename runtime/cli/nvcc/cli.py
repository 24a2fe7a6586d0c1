"""The `cuport-nvcc` command: nvcc's command line in, objects, libraries and programs out.

Exit codes: 0 ok; 1 a translation, compile, link or archive step failed (its own output is
shown, as nvcc's is; whatever code the failing tool returned); 2 a command line cuport-nvcc
cannot accept, an input it cannot read, or an output it cannot write (one line naming the
problem; an existing output is left as it was).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from cuport import _files, backends, translator
from cuport.cli import _supervisor
from cuport.cli.nvcc import cmake, deps, options, toolkit
from cuport.cli.nvcc.build import BuildFailed, Driver
from cuport.translator.frontend.parse import ParserUnavailable

EXIT_FAILED = 1
EXIT_USAGE = 2

HELP = """\
usage: cuport-nvcc [nvcc options] FILE...

A drop-in for nvcc: each .cu file (and its project headers) is translated to cuport's portable
source on the fly, then compiled by the chosen backend's compiler; .cpp/.c files go to the host
compiler; objects and libraries are linked with the backend's runtime.

  -c | -dc  compile only       -o FILE      output          -lib   make a static library
  -I -D -U -L -l -std= -O0..3 -g -G -lineinfo -Xcompiler -Xlinker -ccbin -x cu -shared
  -M -MM -MD -MMD -MF -MT -MP   make dependencies naming the original files
  -E                            the translated unit, preprocessed
  -arch -code -gencode          accepted; passed on only to the cuda backend
  @FILE | --options-file FILE   read options from FILE
  --cuport-backend=cpu|rocm|cuda (or CUPORT_BACKEND; default cpu)
  --cuport-werror               translation warnings are errors
  --cuport-warp-size=32|64      the CPU backend's widest warp
  --cuport-check=TOOL           memcheck, racecheck, initcheck, synccheck or all (or
                                CUPORT_CHECK=TOOL): build for cuport check (CPU backend; when
                                compiling and linking), with compute-sanitizer's reports at
                                run time; all is memcheck and synccheck (racecheck and
                                initcheck share a build of their own)
  --cuport-toolkit-root          print a folder laid out like a CUDA toolkit whose bin/nvcc is
                                cuport-nvcc (for CUDAToolkit_ROOT, CUDA_PATH or PATH)
  -v  show each step            --dryrun  show the steps without running them
"""


def _error(message: str) -> None:
    print(f"cuport-nvcc: error: {message}", file=sys.stderr)


def _use_host_compiler(ccbin: str, backend: backends.Backend) -> None:
    """-ccbin names the host compiler; on the CPU backend that compiler builds everything."""
    if backend.name != "cpu":
        return
    path = Path(ccbin)
    if path.is_dir():
        for name in ("g++", "clang++", "c++"):
            if (path / name).is_file():
                path = path / name
                break
    elif path.name in ("gcc", "clang", "cc"):
        sibling = {"gcc": "g++", "clang": "clang++", "cc": "c++"}[path.name]
        path = path.with_name(sibling) if path.parent != Path() else Path(sibling)
    os.environ["CXX"] = str(path)


def _sources(inv: options.Invocation) -> list[options.Input]:
    return [i for i in inv.inputs if i.kind in ("cu", "cpp", "c")]


def _dependencies_only(inv: options.Invocation) -> int:
    from cuport.cli.nvcc import units

    text = ""
    folders = units.project_folders(inv.include_dirs)
    for item in _sources(inv):
        found = units.project_files(Path(item.path), folders)
        found[0] = Path(item.path)
        if inv.deps == "M" and item.kind == "cu":
            found += deps.shim_headers(inv.backend)
        targets = inv.dep_targets or [deps.default_target(item.path, None, False)]
        text += deps.render(targets, found, inv.dep_phony)
    deps.write(text, inv.dep_file or inv.output)
    return 0


def _write_deps(inv: options.Invocation, item: options.Input, found: list, output: str) -> None:
    found = [Path(item.path), *found[1:]]
    if inv.deps == "M" and item.kind == "cu":
        found += deps.shim_headers(inv.backend)
    targets = inv.dep_targets or [deps.default_target(item.path, output, True)]
    destination = inv.dep_file or deps.default_file(output, item.path)
    if not inv.dryrun:
        deps.write(deps.render(targets, found, inv.dep_phony), destination)


def _compile(driver: Driver) -> int:
    inv = driver.inv
    sources = _sources(inv)
    if inv.output and len(sources) > 1:
        raise options.UsageError("-o with -c needs exactly one input file")
    for item in sources:
        output = inv.output or Path(item.path).with_suffix(".o").name
        found = driver.compile_source(item, Path(output))
        if inv.deps_with_compile:
            _write_deps(inv, item, found, output)
    return 0


def _link(driver: Driver) -> int:
    inv = driver.inv
    objects = []
    for item in inv.inputs:
        if item.kind in ("obj", "lib"):
            objects.append(item.path)
            continue
        temp = driver.temp_object(item)
        found = driver.compile_source(item, temp)
        if inv.deps_with_compile:
            _write_deps(inv, item, found, str(Path(item.path).with_suffix(".o").name))
        objects.append(str(temp))
    if inv.mode == "lib":
        driver.archive(objects, inv.output or "a.a")
    elif inv.mode == "dlink":
        driver.device_link(objects, inv.output or "a_dlink.o")
    else:
        driver.link(objects, inv.output or "a.out")
    return 0


def _check_outputs(inv: options.Invocation) -> None:
    """Before any step runs: no output is an input (gcc's "input file is the same as output
    file"), and every output's folder exists (raises cuport._files.OutputError)."""
    inputs = [item.path for item in inv.inputs]
    for output in (inv.output, inv.dep_file):
        if output and output != "-":
            _files.check_not_input(output, inputs)
            _files.check_writable_folder(output)


def run(argv: list[str]) -> int:
    """Run one cuport-nvcc command line (without the program name); returns the exit code."""
    if any(a in ("-v", "--verbose") for a in argv):
        # First, and whatever else the line holds: CMake identifies the compiler from these
        # lines with arguments no real compile would take (`-v __cmake_determine_cuda`).
        sys.stderr.write(cmake.verbose_lines(options.backend_of(argv)))
    inv = options.parse(argv)
    for warning in inv.warnings:
        print(f"cuport-nvcc: warning: {warning}", file=sys.stderr)
    if inv.mode == "help":
        sys.stdout.write(HELP)
        return 0
    if inv.mode == "version":
        sys.stdout.write(cmake.version_text(inv.backend))
        return 0
    if inv.mode == "toolkit_root":
        print(toolkit.root(inv.backend))
        return 0
    try:
        backend = backends.get(inv.backend)
    except backends.BackendError as exc:
        raise options.UsageError(str(exc)) from None
    if inv.ccbin:
        _use_host_compiler(inv.ccbin, backend)
    reason = backend.available()
    if reason:
        _error(reason)
        return EXIT_FAILED
    for item in inv.inputs:
        if not Path(item.path).is_file():
            raise options.UsageError(f"{item.path}: no such file")
    _check_outputs(inv)
    if inv.mode == "deps":
        return _dependencies_only(inv)
    driver = Driver(inv, backend)
    try:
        if inv.mode == "preprocess":
            for item in _sources(inv):
                driver.preprocess(item, inv.output)
            return 0
        if inv.mode == "compile":
            return _compile(driver)
        return _link(driver)
    finally:
        driver.cleanup()


def main(argv: list[str] | None = None) -> int:
    """The command: guarded() in a supervised child, so a parser crash is a diagnostic."""
    argv = list(sys.argv[1:] if argv is None else argv)
    return _supervisor.run_supervised("cuport-nvcc", lambda: guarded(argv))


def guarded(argv: list[str]) -> int:
    """run() with every expected failure turned into its exit code and one line."""
    try:
        status = run(argv)
        _files.flush_stdout()
        return status
    except options.UsageError as exc:
        _error(str(exc))
        return EXIT_USAGE
    except _files.OutputError as exc:
        _error(str(exc))
        return EXIT_USAGE
    except BuildFailed:
        return EXIT_FAILED  # the step's own output said what failed
    except translator.TranslationError as exc:
        _error(str(exc))
        return EXIT_USAGE
    except ParserUnavailable as exc:
        _error(str(exc))
        return EXIT_FAILED
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
