"""Command line of the conformance runner: choose samples and configs, run them, report.

Parses arguments and schedules work (-j processes); stages live in runner, formats in report.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from conformance import report
from cuport.backends.cpu.checks import CHECK_CHOICES, check_builds
from conformance.manifest import ManifestError, discover
from conformance.runner import Config, Result, run_sample

REPO = Path(__file__).resolve().parents[2]
SAMPLES = REPO / "samples"


def configs_for(
    backend: str, modes: list[str], warp_sizes: list[int], check: str = ""
) -> list[Config]:
    """The matrix columns of one backend: CPU has scheduling modes, GPU backends do not. A
    checked run (CPU only) is one deterministic column per warp size and checked build (`all`
    is two: memcheck, then racecheck, initcheck and synccheck)."""
    if check:
        builds = check_builds(check)
        return [Config(backend, "deterministic", w, build) for w in warp_sizes for build in builds]
    found = []
    for warp in warp_sizes:
        for mode in modes if backend == "cpu" else [None]:
            found.append(Config(backend, mode, warp))
    return found


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="conformance",
        description="Translate, build, run and compare every sample under samples/ per backend.",
    )
    p.add_argument("--backend", default="cpu", help="cpu, rocm, cuda, a comma list, or all")
    p.add_argument("--warp-size", default="32", choices=["32", "64", "both"])
    p.add_argument("--mode", default="both", choices=["deterministic", "parallel", "both"])
    p.add_argument("-j", "--jobs", type=int, default=1, help="samples run at once (processes)")
    p.add_argument("--junit", type=Path, help="write JUnit XML here")
    p.add_argument("--json", type=Path, help="write JSON results here")
    p.add_argument("--filter", help="only samples whose name contains or matches this regex")
    p.add_argument("--stage", choices=["build"], help="stop after this stage")
    p.add_argument(
        "--check",
        choices=CHECK_CHOICES,
        help="build each sample with cuport check's tool (cpu backend) and fail it on a report",
    )
    p.add_argument("--samples", type=Path, default=SAMPLES, help="samples folder")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
    p.add_argument(
        "--require-run",
        action="store_true",
        help="for checking on a GPU: exit 3, after the builds, when a backend cannot run here",
    )
    return p


def _backends(spec: str) -> list[str]:
    from cuport.backends import names

    if spec == "all":
        return names()
    chosen = [b.strip() for b in spec.split(",") if b.strip()]
    unknown = [b for b in chosen if b not in names()]
    if unknown:
        raise SystemExit(f"conformance: error: unknown backend(s) {unknown}; have {names()}")
    return chosen


def run_all(
    samples, backends, modes, warp_sizes, jobs=1, stop_after=None, progress=None, check=""
):
    """Results for every sample x backend config, in sample then config order."""
    tasks = [(s, b, configs_for(b, modes, warp_sizes, check)) for s in samples for b in backends]
    order = {(s.name, b): i for i, (s, b, _) in enumerate(tasks)}
    collected: dict[int, list[Result]] = {}
    if jobs <= 1:
        for sample, backend, configs in tasks:
            results = run_sample(sample, backend, configs, stop_after)
            collected[order[(sample.name, backend)]] = results
            if progress:
                progress(results)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = {
                pool.submit(run_sample, s, b, c, stop_after): (s.name, b) for s, b, c in tasks
            }
            for future in as_completed(futures):
                results = future.result()
                collected[order[futures[future]]] = results
                if progress:
                    progress(results)
    return [r for i in sorted(collected) for r in collected[i]]


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        samples = discover(args.samples, args.filter)
    except ManifestError as exc:
        print(f"conformance: error: {exc}", file=sys.stderr)
        return 2
    if not samples:
        print("conformance: error: no samples matched", file=sys.stderr)
        return 2
    backends = _backends(args.backend)
    modes = ["deterministic", "parallel"] if args.mode == "both" else [args.mode]
    warp_sizes = [32, 64] if args.warp_size == "both" else [int(args.warp_size)]

    def progress(results: list[Result]) -> None:
        if args.quiet:
            return
        cells = " ".join(f"{r.config}={r.status}" for r in results)
        print(f"  {results[0].sample}: {cells}", file=sys.stderr, flush=True)

    cannot_run = _cannot_run(backends) if args.require_run else {}
    for name, reason in cannot_run.items():
        print(
            f"conformance: {name} cannot run here ({reason}): exit 3 after the builds",
            file=sys.stderr,
        )
    started = time.monotonic()
    cpu0 = os.times()
    if args.check and backends != ["cpu"]:
        print("conformance: error: --check runs on the cpu backend only", file=sys.stderr)
        return 2
    results = run_all(
        samples, backends, modes, warp_sizes, args.jobs, args.stage, progress, args.check or ""
    )
    wall = time.monotonic() - started
    cpu1 = os.times()
    cpu = sum(cpu1[:4]) - sum(cpu0[:4])
    print(report.matrix(results))
    print()
    print(f"{report.summary(results)} ({len(samples)} samples, {wall:.1f} s wall, {cpu:.1f} s CPU)")
    meta = {
        "backends": backends,
        "modes": modes,
        "warp_sizes": warp_sizes,
        "jobs": args.jobs,
        "stage": args.stage,
        "wall_seconds": round(wall, 2),
        "cpu_seconds": round(cpu, 2),
    }
    if args.json:
        report.write_json(args.json, results, meta)
    if args.junit:
        report.write_junit(args.junit, results)
    for name, reason in cannot_run.items():
        mine = [r for r in results if r.config.split("/")[0] == name]
        built = sum(r.stage == "run" or r.status == "pass" for r in mine)  # runs skipped: "built"
        print(
            f"conformance: {name}: nothing ran ({built} of {len(mine)} built, 0 run): {reason}",
            file=sys.stderr,
        )
    if any(r.status == "fail" for r in results):
        return 1
    return 3 if cannot_run else 0


def _cannot_run(backends: list[str]) -> dict[str, str]:
    """backend -> why its programs cannot run here (no GPU, no compiler), for those that cannot."""
    from cuport.backends import get

    reasons = {name: get(name).can_run() for name in backends}
    return {name: reason for name, reason in reasons.items() if reason}
