"""The fuzzing harness: mutants of CUDA sources through `translate` and `cuport-nvcc`, each checked
against what every command promises (issue 26):

- no Python traceback on stderr, no death by a signal, no hang past the time limit;
- an exit code the command documents (translate 0-3, cuport-nvcc 0-2);
- the input file unchanged;
- no half-written output: no temp file left beside it; a run that succeeds replaces the old
  output, and a run killed at a random moment leaves either the old output or the whole new one.

    python tools/fuzz/run.py --count 5000 --seed 1 -j 2            # the long run
    python tools/fuzz/run.py --count 50 --source my.cu --keep DIR  # other sources, keep cases

Mutants come from samples/*/*.cu (or --source files) with tools/fuzz/mutate.py, seeded per case, so
`--seed S --first N --count 1` replays case N. Prints one line per violation and the counts; exits
1 when any invariant is broken. Runs commands only; fixes nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

if not __package__:  # run as a script: tools/ on the path, as the tests have it
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from fuzz import mutate

REPO = Path(__file__).resolve().parents[2]
DOCUMENTED_EXITS = {"translate": {0, 1, 2, 3}, "nvcc": {0, 1, 2}}
OLD_OUTPUT = b"an output from before this run\n"
COMMANDS = {
    "translate": lambda src, out: [sys.executable, "-m", "cuport.cli.translate", src, "-o", out],
    "nvcc": lambda src, out: [sys.executable, "-m", "cuport.cli.nvcc.cli", "-c", src, "-o", out],
}
_OUTPUT_NAME = {"translate": "out.cpp", "nvcc": "out.o"}


@dataclass
class Case:
    index: int
    source: Path
    command: str  # "translate" or "nvcc"
    kill: bool  # also run it killed at a random moment
    mutations: list = field(default_factory=list)


@dataclass
class Outcome:
    case: Case
    exit: int | None = None
    violations: list = field(default_factory=list)
    seconds: float = 0.0


def sources(paths: list[str]) -> list[Path]:
    found = [Path(p) for p in paths] or sorted((REPO / "samples").glob("*/*.cu"))
    if not found:
        raise SystemExit("fuzz: no sources (samples/*/*.cu is empty; pass --source)")
    return found


def plan(seed: int, first: int, count: int, files: list[Path], nvcc_every: int, kill_every: int):
    for index in range(first, first + count):
        rng = random.Random(f"{seed}:{index}")
        source = rng.choice(files)
        command = "nvcc" if nvcc_every and index % nvcc_every == nvcc_every - 1 else "translate"
        yield Case(index, source, command, bool(kill_every) and index % kill_every == 0)


def _digest(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _run(argv, cwd: Path, timeout: float, kill_after: float | None = None):
    """(exit code or -signal, stderr, timed out)."""
    proc = subprocess.Popen(
        argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        start_new_session=True,
    )  # fmt: skip
    try:
        _, err = proc.communicate(timeout=kill_after if kill_after is not None else timeout)
        return proc.returncode, err.decode("utf-8", "replace"), False
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        _, err = proc.communicate()
        return proc.returncode, err.decode("utf-8", "replace"), kill_after is None


def run_case(case: Case, seed: int, work: Path, timeout: float) -> Outcome:
    """Run one mutant in a folder of its own under work and check every invariant."""
    outcome = Outcome(case)
    rng = random.Random(f"{seed}:{case.index}:mutant")
    data, case.mutations = mutate.mutant(case.source.read_bytes(), rng)
    folder = work / f"case-{case.index}"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    source = folder / case.source.name
    source.write_bytes(data)
    output = folder / _OUTPUT_NAME[case.command]
    output.write_bytes(OLD_OUTPUT)
    before = _digest(source)
    argv = COMMANDS[case.command](source.name, output.name)
    started = time.monotonic()
    code, err, hung = _run(argv, folder, timeout)
    outcome.seconds = time.monotonic() - started
    outcome.exit = code
    problems = outcome.violations
    if hung:
        problems.append(f"hang: still running after {timeout:.0f}s")
    elif code < 0:
        problems.append(f"signal: ended by {signal.Signals(-code).name}")
    elif code not in DOCUMENTED_EXITS[case.command]:
        problems.append(f"exit: undocumented exit code {code}")
    if "Traceback (most recent call last)" in err:
        problems.append("traceback: " + err.strip().splitlines()[-1][:200])
    if _digest(source) != before:
        problems.append("input: the input file was changed")
    left = sorted(p.name for p in folder.iterdir() if p not in (source, output))
    if left:
        problems.append(f"half-written: files left beside the output: {left}")
    written = output.read_bytes() if output.exists() else None
    if written is None:
        problems.append("half-written: the old output is gone")
    elif code in (0,) and written == OLD_OUTPUT:
        problems.append("output: exit 0 but the output was not written")
    if case.kill and not hung and code == 0 and written is not None:
        _check_killed(case, argv, folder, source, output, written, rng, outcome.seconds, problems)
    return outcome


def _check_killed(case, argv, folder, source, output, whole, rng, seconds, problems) -> None:
    """Run again, killed (SIGKILL) at a random moment: the output is the old one or the whole
    new one, never a part."""
    output.write_bytes(OLD_OUTPUT)
    _run(argv, folder, seconds * 2 + 10, kill_after=rng.uniform(0.05, max(seconds, 0.1)))
    now = output.read_bytes() if output.exists() else None
    if now not in (OLD_OUTPUT, whole):
        size = "missing" if now is None else f"{len(now)} bytes of {len(whole)}"
        problems.append(
            f"half-written: killed mid-run, the output is neither old nor whole ({size})"
        )
    # A killed writer may leave its temp file (a rename never happened): harmless, but removed
    # so the folder check of a later replay is clean.
    for stray in folder.glob(".*.tmp"):
        stray.unlink()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="index of the first case")
    parser.add_argument("--source", action="append", default=[], help="a file to mutate")
    parser.add_argument("--nvcc-every", type=int, default=10, help="every Nth case: cuport-nvcc -c")
    parser.add_argument("--kill-every", type=int, default=25, help="every Nth case: also killed")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per command")
    parser.add_argument("-j", "--jobs", type=int, default=1)
    parser.add_argument("--keep", help="keep the case folders here (default: a temp folder)")
    parser.add_argument("--json", help="write the counts and violations here")
    args = parser.parse_args(argv)
    work = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="cuport-fuzz-"))
    cases = list(
        plan(args.seed, args.first, args.count, sources(args.source), args.nvcc_every,
             args.kill_every)
    )  # fmt: skip
    outcomes = []
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for outcome in pool.map(lambda c: run_case(c, args.seed, work, args.timeout), cases):
            outcomes.append(outcome)
            for problem in outcome.violations:
                case = outcome.case
                print(
                    f"case {case.index} ({case.command}, {case.source.name}, "
                    f"{'+'.join(case.mutations)}): {problem}",
                    flush=True,
                )
            if not args.keep:
                shutil.rmtree(work / f"case-{outcome.case.index}", ignore_errors=True)
    summary = summarize(outcomes)
    print(json.dumps(summary["counts"], indent=1))
    if args.json:
        Path(args.json).write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if summary["counts"]["violations"] else 0


def summarize(outcomes: list[Outcome]) -> dict:
    kinds = ["traceback", "signal", "exit", "input", "half-written", "hang", "output"]
    counts = {"mutants": len(outcomes), "violations": 0}
    for kind in kinds:
        counts[kind] = sum(any(p.startswith(kind + ":") for p in o.violations) for o in outcomes)
    counts["violations"] = sum(bool(o.violations) for o in outcomes)
    exits: dict = {}
    for o in outcomes:
        key = f"{o.case.command} {o.exit}"
        exits[key] = exits.get(key, 0) + 1
    counts["exits"] = dict(sorted(exits.items()))
    counts["killed_runs"] = sum(o.case.kill for o in outcomes)
    violations = [
        {"case": o.case.index, "command": o.case.command, "source": str(o.case.source),
         "mutations": o.case.mutations, "problems": o.violations}
        for o in outcomes if o.violations
    ]  # fmt: skip
    return {"counts": counts, "violations": violations}


if __name__ == "__main__":
    sys.exit(main())
