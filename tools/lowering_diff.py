"""Differential test of the CPU kernel lowering: every kernel built twice, lowered and on fibers
(CUPORT_LOWERING=0), run on the same generated inputs in deterministic mode, compared bit for
bit.

    python tools/lowering_diff.py [--variants N] [--seed S] [--batch K] [--corpus WHAT ...]
                                  [--filter REGEX] [--json FILE] [--keep DIR]

--variants N: N kernels from tools/lowering_variants.py (seed S), K per compiled program.
--corpus: samples (samples/*/), tests (the lowering's and the CPU backend's test inputs),
corpora (the .cu files of /tmp/corpora's cuda-samples and HeCBench, when present), or a path
(a .cu file or a folder of them). A corpus kernel is launched by a harness appended to its
file (the file's own main renamed): each pointer parameter gets a buffer of its type filled
from a fixed seed, each number a small constant; templates, and parameters of other types,
are skipped and counted.

Reported as failures: a kernel whose lowered build the compiler rejected (the CPU backend's
self-check put it back on fibers), a pass's internal error, and a kernel whose buffers differ
between the two builds, or that fails in one build only. Exit status 1 when there is any.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import lowering_variants
from cuport import backends
from cuport.backends.cpu.driver import RUNTIME_HEADERS
from cuport.translator.lowering import launch_shapes, lower, source
from cuport.translator.pipeline import translate_program

REPO = Path(__file__).resolve().parents[1]
CORPORA = Path("/tmp/corpora")
REJECTED = "lowering produced code the compiler rejected"
RUN_TIMEOUT = 60  # seconds per program run (a kernel looping on generated data stops there)
# A corpus kernel's launch: grid, block where no constant launch in its file says, dynamic
# shared memory, elements per buffer, the value of each integer and floating-point parameter.
GRID = "dim3(3, 2, 1)"
BLOCK = (64, 1, 1)
DYNAMIC_SHARED = 16384
ELEMENTS = 1 << 16
INTEGER, REAL = 64, 0.75

# C++ for both kinds of harness: deterministic fill, and a digest of a buffer's bytes.
HARNESS_HEAD = r"""
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
static unsigned cuport_diff_state = 1u;
static void cuport_diff_seed(unsigned seed) { cuport_diff_state = seed * 2654435761u + 12345u; }
static unsigned cuport_diff_next() {
  cuport_diff_state = cuport_diff_state * 1664525u + 1013904223u;
  return cuport_diff_state >> 8;
}
template <typename T> static void cuport_diff_fill(T* p, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    if (T(0.5) != T(0)) p[i] = T(float(cuport_diff_next() % 2001) / 64.0f - 15.0f);
    else p[i] = T(cuport_diff_next() % 64);
  }
}
static void cuport_diff_fill_bytes(void* p, size_t bytes) {
  unsigned char* b = static_cast<unsigned char*>(p);
  for (size_t i = 0; i < bytes; ++i) b[i] = static_cast<unsigned char>(cuport_diff_next() % 8);
}
static unsigned long long cuport_diff_digest(const void* p, size_t bytes) {
  const unsigned char* b = static_cast<const unsigned char*>(p);
  unsigned long long h = 1469598103934665603ull;
  for (size_t i = 0; i < bytes; ++i) { h ^= b[i]; h *= 1099511628211ull; }
  return h;
}
"""


@dataclass
class Kernel:
    """One kernel's outcome: where it comes from, whether it was lowered (and why not), and
    the verdict: match, differs, rejected, internal, skipped (with why)."""

    program: str
    name: str
    lowered: bool = False
    reason: str = ""
    verdict: str = "match"
    detail: str = ""
    features: str = ""


@dataclass
class Program:
    """A CUDA program the harness builds twice: its text, where it stands (for includes), the
    kernels it launches in order (index -> name), and what is known of each."""

    label: str
    text: str
    folder: Path
    launched: list = field(default_factory=list)
    include_dirs: tuple = ()
    features: dict = field(default_factory=dict)


def variant_programs(seed: int, count: int, batch: int) -> list[Program]:
    """Programs of `batch` generated variants each (tools/lowering_variants.py)."""
    programs = []
    for first in range(0, count, batch):
        chosen = lowering_variants.variants(seed, min(batch, count - first), first)
        launches = []
        for index, v in enumerate(chosen):
            launches.append(
                f"    case {index}: {v.name}{v.template}<<<{v.grid}, {v.block}>>>(out, in, n);"
                " break;"
            )
        text = (
            "#include <cuda_runtime.h>\n"
            + HARNESS_HEAD
            + "\n".join(v.text for v in chosen)
            + _variant_main(launches, lowering_variants.ELEMENTS)
        )
        label = f"variants seed {seed} #{first}-{first + len(chosen) - 1}"
        program = Program(label, text, REPO, [v.name for v in chosen])
        program.features = {v.name: v.features for v in chosen}
        programs.append(program)
    return programs


def _variant_main(launches: list, elements: int) -> str:
    cases = "\n".join(launches)
    return f"""
int main(int argc, char** argv) {{
  int only = argc > 1 ? atoi(argv[1]) : -1;
  const int n = {elements};
  const size_t count = 4096;
  float *in, *out;
  cudaMallocManaged(&in, count * sizeof(float));
  cudaMallocManaged(&out, count * sizeof(float));
  for (int k = 0; k < {len(launches)}; ++k) {{
    if (only >= 0 && only != k) continue;
    cuport_diff_seed(1); cuport_diff_fill(in, count);
    cuport_diff_seed(2); cuport_diff_fill(out, count);
    switch (k) {{
{cases}
    }}
    cudaError_t e = cudaDeviceSynchronize();
    std::printf("%d %s %016llx\\n", k, cudaGetErrorName(e), cuport_diff_digest(out, count * sizeof(float)));
    std::fflush(stdout);
  }}
  return 0;
}}
"""


def corpus_files(what: str) -> list[Path]:
    if what == "samples":
        return sorted((REPO / "samples").glob("*/*.cu"))
    if what == "tests":
        folders = [
            REPO / "tests/translator/lowering/inputs",
            REPO / "tests/backends/cpu/inputs",
        ]
        return sorted(p for folder in folders for p in folder.glob("*.cu"))
    if what == "corpora":
        if not CORPORA.is_dir():
            return []
        return sorted(
            p
            for p in CORPORA.rglob("*.cu")
            if "cuda-samples/Samples" in str(p) or "HeCBench/src" in str(p)
        )
    path = Path(what)
    return sorted(path.rglob("*.cu")) if path.is_dir() else [path]


# ---- corpus files: a harness derived from the kernels' signatures ----

_ARITHMETIC = {
    "BOOL": "bool", "CHAR_U": "unsigned char", "UCHAR": "unsigned char", "CHAR_S": "char",
    "SCHAR": "signed char", "USHORT": "unsigned short", "SHORT": "short", "UINT": "unsigned",
    "INT": "int", "ULONG": "unsigned long", "LONG": "long", "ULONGLONG": "unsigned long long",
    "LONGLONG": "long long", "FLOAT": "float", "DOUBLE": "double",
}  # fmt: skip


def corpus_program(path: Path) -> tuple[Program | None, list]:
    """(the program running each kernel of the file at path, or None; skipped Kernels)."""
    include_dirs = [path.parent]
    common = CORPORA / "cuda-samples" / "Common"
    if "cuda-samples" in str(path) and common.is_dir():
        include_dirs.append(common)
    try:
        translated = translate_program([path], include_dirs=tuple(include_dirs))
        name = translated.units[0]
        unit, unit_path = source.parse_unit(
            translated.sources[name], name, include_dirs, translated.sources, (), RUNTIME_HEADERS
        )
    except Exception as exc:  # the harness cannot read it: not the lowering's concern
        return None, [Kernel(str(path), "*", verdict="skipped", detail=f"not parsed: {exc}")]
    functions = source.function_definitions(unit, None)
    try:
        shapes = launch_shapes.kernel_shapes(functions)
    except Exception:
        shapes = {}
    launches, skipped, names = [], [], []
    for kernel in source.function_definitions(unit, unit_path):
        if not source.is_kernel(kernel):
            continue
        if kernel.kind.name == "FUNCTION_TEMPLATE":
            skipped.append(Kernel(str(path), kernel.spelling, verdict="skipped", detail="template"))
            continue
        case, why_not = _corpus_launch(kernel, shapes.get(kernel.spelling, BLOCK))
        if why_not:
            skipped.append(Kernel(str(path), kernel.spelling, verdict="skipped", detail=why_not))
            continue
        launches.append(f"    case {len(names)}: {{\n{case}\n    }} break;")
        names.append(kernel.spelling)
    if not names:
        return None, skipped
    original = path.read_text(encoding="utf-8", errors="surrogateescape")
    text = (
        "#define main cuport_diff_user_main\n#line 1\n"
        + original
        + "\n#undef main\n"
        + HARNESS_HEAD
        + _corpus_main(launches)
    )
    program = Program(str(path), text, path.parent, names, tuple(include_dirs))
    return program, skipped


def _corpus_launch(kernel, block) -> tuple[str, str]:
    """(the C++ of one corpus kernel's case: allocate, fill, launch, digest; "") or ("", why
    the kernel is skipped)."""
    lines, arguments, digests = [], [], []
    for index, parameter in enumerate(kernel.get_arguments()):
        canonical = parameter.type.get_canonical()
        name = f"a{index}"
        if canonical.kind.name == "POINTER":
            pointee = canonical.get_pointee()
            spelled = pointee.spelling.replace("const ", "").replace("volatile ", "").strip()
            if pointee.kind.name in ("FUNCTIONPROTO", "VOID") or pointee.get_size() <= 0:
                return "", f"parameter {parameter.spelling}: {parameter.type.spelling}"
            lines.append(
                f"      {spelled}* {name}; cudaMallocManaged(&{name}, {ELEMENTS} * sizeof({spelled}));"
            )
            if pointee.kind.name in _ARITHMETIC:
                lines.append(f"      cuport_diff_fill({name}, {ELEMENTS});")
            else:
                lines.append(
                    f"      cuport_diff_fill_bytes({name}, {ELEMENTS} * sizeof({spelled}));"
                )
            arguments.append(name)
            digests.append(f"cuport_diff_digest({name}, {ELEMENTS} * sizeof({spelled}))")
        elif canonical.kind.name in _ARITHMETIC:
            value = REAL if canonical.kind.name in ("FLOAT", "DOUBLE") else INTEGER
            if canonical.kind.name == "BOOL":
                value = "true"
            arguments.append(f"({_ARITHMETIC[canonical.kind.name]}){value}")
        else:
            return "", f"parameter {parameter.spelling}: {parameter.type.spelling}"
    block = "dim3({}, {}, {})".format(*block)
    lines.append(
        f"      {kernel.spelling}<<<{GRID}, {block}, {DYNAMIC_SHARED}>>>({', '.join(arguments)});"
    )
    lines.append("      cudaError_t e = cudaDeviceSynchronize();")
    lines.append('      std::printf("%d %s", k, cudaGetErrorName(e));')
    for digest in digests:
        lines.append(f'      std::printf(" %016llx", {digest});')
    lines.append('      std::printf("\\n"); std::fflush(stdout);')
    return "\n".join(lines), ""


def _corpus_main(launches: list) -> str:
    cases = "\n".join(launches)
    return f"""
int main(int argc, char** argv) {{
  int only = argc > 1 ? atoi(argv[1]) : -1;
  for (int k = 0; k < {len(launches)}; ++k) {{
    if (only >= 0 && only != k) continue;
    cuport_diff_seed(7 + k);
    switch (k) {{
{cases}
    }}
  }}
  return 0;
}}
"""


# ---- building, running, comparing ----


def _build(program: Program, lowered: bool, work: Path):
    """(the BuildResult, {kernel name: (lowered, reason)} for the lowered build) or raises
    BackendError."""
    stem = re.sub(r"\W+", "_", program.label)[-60:]
    path = work / f"{stem}.cu"
    path.write_text(program.text, encoding="utf-8", errors="surrogateescape")
    translated = translate_program([path], include_dirs=program.include_dirs)
    options = backends.BuildOptions(
        include_dirs=tuple(program.include_dirs),
        link_flags=("-Wl,--unresolved-symbols=ignore-all",),  # what the file's main calls
    )
    previous = os.environ.get("CUPORT_LOWERING")
    os.environ["CUPORT_LOWERING"] = "1" if lowered else "0"
    try:
        built = backends.get("cpu").build(translated.sources, " ".join(translated.units), options)
    finally:
        if previous is None:
            os.environ.pop("CUPORT_LOWERING", None)
        else:
            os.environ["CUPORT_LOWERING"] = previous
    reports = None
    if lowered:
        reports = _reports(built.log)
        if built.cached:  # no log: lower again to learn what the build did
            results = lower.lower_units(
                translated.sources, translated.units, RUNTIME_HEADERS, options.include_dirs
            )
            reports = {k.name: (k.lowered, k.reason) for r in results.values() for k in r.kernels}
    return built, reports


_LOG_LINE = re.compile(r"^\S+?:\d+: kernel (\w+): (.*)$", re.M)


def _reports(log: str) -> dict:
    """{kernel name: (lowered, reason)} from a build log's lowering lines."""
    found = {}
    for name, how in _LOG_LINE.findall(log):
        fiber = how.startswith("fiber path (")
        found[name] = (not fiber, how[len("fiber path (") : -1] if fiber else "")
    return found


def _run(program_path: Path, only: int | None = None) -> tuple[dict, str]:
    """{kernel index: its output line} of a run (one kernel when only is given), and how the
    run ended."""
    argv = [str(program_path)] + ([str(only)] if only is not None else [])
    env = dict(os.environ, CUPORT_MODE="deterministic")
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=RUN_TIMEOUT)
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else exc.stdout or ""
        return _lines(out), "timed out"
    return _lines(proc.stdout), f"exit {proc.returncode}"


def _lines(stdout: str) -> dict:
    found = {}
    for line in stdout.splitlines():
        head, _, rest = line.partition(" ")
        if head.isdigit():
            found[int(head)] = rest
    return found


def check(program: Program, work: Path) -> list[Kernel]:
    """The outcome of every kernel program launches."""
    kernels = [Kernel(program.label, name) for name in program.launched]
    for kernel in kernels:
        kernel.features = program.features.get(kernel.name, "")
    try:
        fibers, _ = _build(program, lowered=False, work=work)
    except backends.BackendError as exc:
        for kernel in kernels:
            kernel.verdict, kernel.detail = "skipped", f"fiber build fails: {_first_error(exc)}"
        return kernels
    try:
        lowered, reports = _build(program, lowered=True, work=work)
    except backends.BackendError as exc:  # the self-check must make this impossible
        for kernel in kernels:
            kernel.verdict, kernel.detail = "rejected", f"lowered build fails: {_first_error(exc)}"
        return kernels
    for kernel in kernels:
        if kernel.name in reports:
            kernel.lowered, kernel.reason = reports[kernel.name]
            if "internal lowering error" in kernel.reason:
                kernel.verdict, kernel.detail = "internal", kernel.reason
        if f"kernel {kernel.name}: {REJECTED}" in lowered.log:
            kernel.verdict, kernel.detail = "rejected", "the self-check built it on fibers"
            kernel.lowered = False
    runs = {}
    for label, built in (("fibers", fibers), ("lowered", lowered)):
        runs[label] = _run(built.path)
    for index, kernel in enumerate(kernels):
        outputs = []
        for label, built in (("fibers", fibers), ("lowered", lowered)):
            lines, ended = runs[label]
            if index not in lines:  # the run ended early: this kernel alone
                lines, ended = _run(built.path, index)
            outputs.append((lines.get(index), ended))
        (fiber_line, fiber_end), (lowered_line, lowered_end) = outputs
        if fiber_line is None and lowered_line is None:
            if kernel.verdict == "match":
                kernel.verdict = "skipped"
                kernel.detail = f"fails in both builds ({fiber_end})"
            continue
        if fiber_line != lowered_line and kernel.verdict == "match":
            kernel.verdict = "differs"
            kernel.detail = (
                f"fibers: {fiber_line or fiber_end}; lowered: {lowered_line or lowered_end}"
            )
    return kernels


def _first_error(exc) -> str:
    for line in f"{exc}\n{exc.log}".splitlines():
        if "error" in line:
            return line.strip()[:300]
    return str(exc)


FAILURES = ("rejected", "internal", "differs")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", type=int, default=0, help="generated kernels to check")
    parser.add_argument("--seed", type=int, default=1, help="the variants' seed")
    parser.add_argument("--batch", type=int, default=50, help="variants per compiled program")
    parser.add_argument(
        "--corpus", action="append", default=[], help="samples, tests, corpora, or a path"
    )
    parser.add_argument("--filter", default="", help="only programs whose label matches")
    parser.add_argument("--json", help="write every kernel's outcome here")
    parser.add_argument("--keep", help="keep the generated programs in this folder")
    args = parser.parse_args(argv)
    programs, outcomes = [], []
    if args.variants:
        programs += variant_programs(args.seed, args.variants, args.batch)
    for what in args.corpus:
        for path in corpus_files(what):
            program, skipped = corpus_program(path)
            outcomes += skipped
            if program is not None:
                programs.append(program)
    if args.filter:
        programs = [p for p in programs if re.search(args.filter, p.label)]
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="cuport-lowering-diff-") as tmp:
        work = Path(args.keep or tmp)
        work.mkdir(parents=True, exist_ok=True)
        for number, program in enumerate(programs, 1):
            kernels = check(program, work)
            outcomes += kernels
            bad = [k for k in kernels if k.verdict in FAILURES]
            print(
                f"[{number}/{len(programs)}] {program.label}: {len(kernels)} kernels,"
                f" {sum(k.lowered for k in kernels)} lowered, {len(bad)} failures",
                flush=True,
            )
            for kernel in bad:
                print(
                    f"  FAIL {kernel.verdict}: {kernel.name} ({kernel.features}): {kernel.detail}"
                )
    counts: dict = {}
    for kernel in outcomes:
        counts[kernel.verdict] = counts.get(kernel.verdict, 0) + 1
    lowered = sum(k.lowered and k.verdict == "match" for k in outcomes)
    print(
        f"{len(outcomes)} kernels: {counts.get('match', 0)} match ({lowered} of them lowered),"
        f" {counts.get('differs', 0)} differ, {counts.get('rejected', 0)} rejected by the"
        f" compiler, {counts.get('internal', 0)} internal errors, {counts.get('skipped', 0)}"
        f" skipped ({time.monotonic() - started:.0f} s)"
    )
    if args.json:
        Path(args.json).write_text(
            json.dumps([k.__dict__ for k in outcomes], indent=1) + "\n", encoding="utf-8"
        )
    return 1 if any(k.verdict in FAILURES for k in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
