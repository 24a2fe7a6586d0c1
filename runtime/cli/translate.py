"""The `translate` command: CUDA files in, portable source (or a built, running program) out.

Exit codes: 0 ok; 1 translated, but unsupported constructs are left; 2 usage or input error;
3 build failure; under --run, any other code is the program's own.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from cuport import _files, translator
from cuport.backends.cpu.checks import CHECK_CHOICES, check_builds
from cuport.cli import _supervisor
from cuport.translator import pipeline, translation
from cuport.translator.frontend.parse import ParserUnavailable

EXIT_OK = 0
EXIT_UNSUPPORTED = 1
EXIT_INPUT = 2
EXIT_BUILD = 3

_EPILOG = """\
exit codes: 0 ok; 1 translated with unsupported constructs left; 2 usage or input error;
3 build failure; with --run, any other code is the program's own.

examples:
  translate kernel.cu                      print the portable source
  translate kernel.cu -o kernel.cpp        write it (atomically; the input is never touched)
  translate kernel.cu --run -- 1024        translate, build for the CPU, run with arguments
  translate kernel.cu --build -o kernel    translate and build a program
  translate src/ --out-root ported/        translate a project tree (mirrored, in parallel)
  translate --query-api cudaMemcpyAsync    how cuport maps a CUDA name, per backend
  translate --coverage                     API coverage per family and backend
"""


class UsageError(Exception):
    pass




def _environment_warp_size() -> int:
    """CUPORT_WARP_SIZE when it names a warp size, as cuport-nvcc and the Python library read it
    (a build setting: the built program cannot widen its warps at run time); else 32."""
    from os import environ

    value = environ.get("CUPORT_WARP_SIZE")
    return int(value) if value in ("32", "64") else 32


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="translate",
        description="Translate CUDA C/C++ to cuport portable source, and optionally build and run it.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "inputs",
        nargs="*",
        metavar="FILE",
        help="CUDA source files (.cu, ...) or, with --out-root, folders",
    )
    parser.add_argument("-o", "--output", metavar="OUT", help="write the result to OUT")
    action = parser.add_mutually_exclusive_group()
    action.add_argument("--run", action="store_true", help="build for --backend and run")
    action.add_argument("--build", action="store_true", help="build for --backend (-o EXE)")
    parser.add_argument(
        "--backend",
        default="cpu",
        help="cpu (default), rocm or cuda: what to build for, and "
        "whose unsupported names to report",
    )
    parser.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR")
    parser.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VAL]")
    parser.add_argument("--report", metavar="FILE.json", help="write a machine-readable report")
    parser.add_argument(
        "--out-root", metavar="DIR", help="project mode: write translated trees/files under DIR"
    )
    parser.add_argument(
        "-p", dest="compile_commands", metavar="compile_commands.json", help="per-file -I/-D flags"
    )
    parser.add_argument(
        "-j", "--jobs", type=int, default=None, metavar="N", help="worker processes"
    )
    parser.add_argument(
        "--print-stats", action="store_true", help="print converted/unconverted counts"
    )
    parser.add_argument(
        "--warp-size",
        type=int,
        choices=(32, 64),
        default=_environment_warp_size(),
        help="lanes per warp of the CPU build (default: CUPORT_WARP_SIZE when 32 or 64, else 32)",
    )
    parser.add_argument(
        "--check",
        choices=CHECK_CHOICES,
        help="with --run/--build on the cpu backend: build with cuport check's tool "
        "(compute-sanitizer's memcheck: out-of-bounds and freed memory in kernels, invalid "
        "frees; racecheck: shared-memory races; initcheck: reads of device memory nothing "
        "wrote; synccheck: barriers in divergent code; all: --run runs a memcheck and "
        "synccheck build, then a racecheck and initcheck one; docs/check.md)",
    )
    parser.add_argument(
        "--error-exitcode",
        type=int,
        default=0,
        metavar="N",
        help="with --check: the program's exit status when an error was reported",
    )
    parser.add_argument(
        "--leak-check",
        choices=("no", "full"),
        default="no",
        help="with --check memcheck: report device memory never freed, at exit",
    )
    parser.add_argument(
        "--query-api", metavar="NAME", help="print what cuport does with a CUDA name, and exit"
    )
    parser.add_argument(
        "--coverage", action="store_true", help="print API coverage per family and backend"
    )
    parser.add_argument("--version", action="version", version=f"cuport {translator.__version__}")
    return parser


def _split_program_args(argv: list[str]) -> tuple[list[str], list[str]]:
    if "--" in argv:
        at = argv.index("--")
        return argv[:at], argv[at + 1 :]
    return argv, []


def _error(message: str) -> None:
    print(f"translate: error: {message}", file=sys.stderr)


def _check_input(path: str, allow_dir: bool = False) -> None:
    candidate = Path(path)
    if not candidate.exists():
        raise UsageError(f"{path}: no such file")
    if candidate.is_dir() and allow_dir:
        return
    if candidate.is_dir():
        raise UsageError(f"{path}: is a directory; give the .cu files to translate")
    if candidate.suffix.lower() not in pipeline.SOURCE_SUFFIXES:
        raise UsageError(
            f"{path}: not a CUDA or C++ source file (expected one of "
            f"{' '.join(pipeline.SOURCE_SUFFIXES)})"
        )


def _print_stats(results) -> None:
    from cuport.translator import report

    sys.stderr.write(report.format_stats(results))


def _translation_status(results) -> int:
    if any(d.severity == "error" for r in results for d in r.diagnostics):
        return EXIT_INPUT
    if any(r.unsupported for r in results):
        return EXIT_UNSUPPORTED
    return EXIT_OK


def _build(args, program_args: list[str]) -> int:
    from cuport import backends

    backend = backends.get(args.backend)
    program = pipeline.translate_program(args.inputs, args.include_dirs, args.defines, backend.name)
    for diag in program.diagnostics:
        print(diag.format(), file=sys.stderr)
    if args.report:
        _write_report(Path(args.report), program.results)
    if args.print_stats:
        _print_stats(program.results)
    # A checked run of memcheck and racecheck is two builds (docs/check.md); --build makes
    # the first.
    checks = check_builds(args.check) if args.check else [""]
    status = 0
    for check in checks if args.run else checks[:1]:
        options = backends.BuildOptions(
            include_dirs=tuple(args.include_dirs),
            defines=tuple(args.defines),
            warp_size=args.warp_size,
            check=check,
        )
        try:
            built = backend.build_program(program, options)
        except backends.BackendError as exc:
            _error(str(exc))
            if exc.log:
                print(exc.log.rstrip(), file=sys.stderr)
            return exc.exit_code
        if args.build:
            target = Path(args.output or Path(args.inputs[0]).with_suffix("").name)
            _files.install(built.path, target, inputs=args.inputs, mode=_files.PROGRAM_MODE)
            return _translation_status(program.results)
        try:
            code = backend.run(built.path, program_args, env=_check_environment(args))
        except backends.BackendError as exc:
            _error(str(exc))
            return exc.exit_code
        status = status or code
    return status


def _check_environment(args) -> dict:
    """What a checked program reads at run time (runtime/backends/cpu/check/cpu_check.h)."""
    if not args.check:
        return {}
    return {
        "CUPORT_CHECK": args.check,
        "CUPORT_CHECK_ERROR_EXITCODE": str(args.error_exitcode),
        "CUPORT_CHECK_LEAKS": args.leak_check,
    }


def _write_report(path: Path, results) -> None:
    from cuport.translator import report

    data = json.dumps(report.build(results), indent=2) + "\n"
    _files.write(path, data.encode("utf-8"), inputs=[r.path for r in results])


def _translate(args) -> int:
    if args.output and len(args.inputs) > 1:
        raise UsageError("-o takes one input file; translate files one at a time")
    if args.output:
        _files.check_not_input(args.output, args.inputs)
    results = []
    commands = {}
    if args.compile_commands:
        from cuport.translator import project

        commands = project.load_compile_commands(args.compile_commands)
    for name in args.inputs:
        flags = commands.get(str(Path(name).resolve()))
        include_dirs = [*args.include_dirs, *(flags.include_dirs if flags else ())]
        defines = [*args.defines, *(flags.defines if flags else ())]
        result = translator.translate_file(name, include_dirs, defines, args.backend)
        results.append(result)
        for diag in result.diagnostics:
            print(diag.format(), file=sys.stderr)
        if args.output:
            _files.write(args.output, translation.encoded(result.code), inputs=args.inputs)
        else:
            _files.write_stdout(translation.encoded(result.code))
    if args.report:
        _write_report(Path(args.report), results)
    if args.print_stats:
        _print_stats(results)
    return _translation_status(results)


def _api_info(args) -> int:
    """--query-api NAME and --coverage: answers from the API table, no input files needed."""
    from cuport.translator import api
    from cuport.translator.api import coverage, query

    table = api.load()
    status = EXIT_OK
    if args.query_api:
        text, found = query.lookup(table, args.query_api)
        sys.stdout.write(text)
        status = EXIT_OK if found else EXIT_INPUT
    if args.coverage:
        sys.stdout.write(coverage.format_summary(coverage.summary(table)))
    return status


def main(argv: list[str] | None = None) -> int:
    """The command: run() in a supervised child, so a parser crash is a diagnostic, exit 2."""
    argv = list(sys.argv[1:] if argv is None else argv)
    return _supervisor.run_supervised("translate", lambda: run(argv))


def run(argv: list[str]) -> int:
    """The command's work in this process; returns the exit code."""
    own, program_args = _split_program_args(argv)
    parser = _parser()
    try:
        args = parser.parse_args(own)
    except SystemExit as exc:  # argparse printed its message (or --help/--version)
        return EXIT_INPUT if exc.code not in (0, None) else EXIT_OK
    try:
        if args.query_api or args.coverage:
            status = _api_info(args)
            _files.flush_stdout()
            return status
        if not args.inputs:
            raise UsageError("no input files (try: translate kernel.cu)")
        if program_args and not args.run:
            raise UsageError("program arguments after '--' need --run")
        if args.check and not (args.run or args.build):
            raise UsageError("--check builds a checked program: add --run or --build")
        if args.check and args.backend != "cpu":
            raise UsageError(
                f"--check runs on the cpu backend (not {args.backend}): on an NVIDIA GPU use "
                "compute-sanitizer"
            )
        for name in args.inputs:
            _check_input(name, allow_dir=bool(args.out_root) and not (args.run or args.build))
        if args.out_root and not (args.run or args.build):
            from cuport.cli import _project as _cli_project

            return _cli_project.translate_to_out_root(args)
        if args.run or args.build:
            status = _build(args, program_args)
        else:
            status = _translate(args)
        _files.flush_stdout()
        return status
    except UsageError as exc:
        _error(str(exc))
        return EXIT_INPUT
    except translator.TranslationError as exc:
        _error(str(exc))
        return EXIT_INPUT
    except ParserUnavailable as exc:
        _error(f"{exc}")
        return EXIT_INPUT
    except _files.OutputError as exc:
        _error(str(exc))
        return EXIT_INPUT
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
