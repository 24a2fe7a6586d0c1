"""Run one sample on one backend: translate -> build -> run -> compare, then differential checks.

Every outcome is a Result naming the stage reached; nothing here prints or knows the report format.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import numpy as np

from conformance import compare, project
from conformance.manifest import Sample

STAGES = ("translate", "build", "run", "compare", "differential")
_DETAIL_LINES = 12


@dataclass(frozen=True)
class Config:
    """One column of the matrix: a backend, a CPU scheduling mode (None elsewhere), a warp size,
    and cuport check's tools for a checked build (CPU; a report fails the sample)."""

    backend: str
    mode: str | None = None
    warp_size: int = 32
    check: str = ""

    @property
    def label(self) -> str:
        parts = [self.backend]
        if self.mode:
            parts.append({"deterministic": "det", "parallel": "par"}.get(self.mode, self.mode))
        if self.warp_size != 32:
            parts.append(f"w{self.warp_size}")
        if self.check:
            parts.append(self.check)
        return "/".join(parts)


@dataclass
class Result:
    """What happened to one sample under one config.

    status: "pass", "fail" or "skip". stage: the stage that failed or skipped, or the last one
    that ran when it passed. detail: the first relevant lines (errors, mismatches, skip reason).
    """

    sample: str
    config: str
    status: str
    stage: str
    detail: str = ""
    seconds: float = 0.0
    stages: dict = field(default_factory=dict)  # stage -> seconds
    build_cached: bool | None = None

    def to_json(self) -> dict:
        return asdict(self)


def _first_lines(text: str, prefer_errors: bool = False) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    if prefer_errors:
        errors = [line for line in lines if "error" in line.lower()]
        if errors:
            return "\n".join(errors[:_DETAIL_LINES])
        return "\n".join(lines[:_DETAIL_LINES])
    return "\n".join(lines[-_DETAIL_LINES:])


def _diag(diagnostic, sample: Sample) -> str:
    """A diagnostic as `file:line:col: severity: CPnnnn: message`, the file relative to samples/."""
    text = diagnostic.format()
    return text.replace(str(sample.folder.parent) + "/", "")


def _requirement_gap(sample: Sample, backend, config: Config) -> str | None:
    """Why the sample cannot run under config (its `requires` and width), or None.

    `backend:NAME` and `warp-size:N` are checked here; any other requirement is a capability the
    backend is asked about through an optional `unsupported(name) -> str | None` method.
    """
    for need in sample.requires:
        kind, _, value = need.partition(":")
        if kind == "backend" and value and value != config.backend:
            return f"requires backend {value}"
        if kind == "warp-size" and value and int(value) != config.warp_size:
            return f"requires warp size {value}"
        if kind not in ("backend", "warp-size"):
            ask = getattr(backend, "unsupported", None)
            reason = ask(need) if callable(ask) else None
            if reason:
                return f"requires {need}: {reason}"
    if config.warp_size != 32 and not sample.width_independent:
        return "sample assumes 32-lane warps (width_independent = false)"
    return None


def _expected(sample: Sample, cache: dict) -> dict:
    if sample.name not in cache:
        cache[sample.name] = sample.reference().expected(list(sample.args))
    return cache[sample.name]


def _compare_outputs(sample: Sample, workdir: Path, stdout: str, expected: dict):
    """(ok, message, observed) where observed maps output name to what the program produced."""
    observed = {}
    for out in sample.outputs:
        if out.name not in expected:
            return False, f"reference.py gives no value for {out.name}", observed
        if out.name == "stdout":
            got = compare.select_lines(stdout, out.select)
            observed[out.name] = got
            ok, message = compare.compare_lines(
                got, list(expected[out.name]), out.compare, out.atol
            )
        else:
            path = workdir / out.name
            if not path.is_file():
                return False, f"{out.name}: the program did not write it", observed
            try:
                got = compare.read_output(path, out.dtype, out.shape)
            except (OSError, ValueError) as exc:
                return False, f"{out.name}: unreadable: {exc}", observed
            observed[out.name] = got
            ok, message = compare.compare_arrays(got, expected[out.name], out.compare, out.atol)
        if not ok:
            return False, f"{out.name} ({out.compare}): {message}", observed
    return True, "", observed


def _differential(sample: Sample, runs: dict) -> str | None:
    """Why two configs' outputs disagree under each output's own rule, or None."""
    labels = list(runs)
    for other in labels[1:]:
        for out in sample.outputs:
            a, b = runs[labels[0]].get(out.name), runs[other].get(out.name)
            if a is None or b is None:
                continue
            if out.name == "stdout":
                ok, message = compare.compare_lines(b, a, out.compare, out.atol)
            else:
                ok, message = compare.compare_arrays(
                    np.asarray(b), np.asarray(a), out.compare, out.atol
                )
            if not ok:
                return f"{out.name}: {other} vs {labels[0]}: {message}"
    return None


def run_sample(
    sample: Sample,
    backend_name: str,
    configs: list[Config],
    stop_after: str | None = None,
    reference_cache: dict | None = None,
) -> list[Result]:
    """Run sample under each config of one backend (one translation, one build per warp size)."""
    from cuport.backends import get
    from cuport.translator.pipeline import translate_program

    reference_cache = {} if reference_cache is None else reference_cache
    backend = get(backend_name)
    reason = backend.available()
    if reason:
        return [Result(sample.name, c.label, "skip", "build", reason) for c in configs]

    started = time.monotonic()
    program, translate_error, notes = None, None, []
    if sample.build == "translate":
        try:
            program = translate_program(
                sample.source_paths, defines=sample.defines, backend=backend_name
            )
            errors = [_diag(d, sample) for d in program.diagnostics if d.severity == "error"]
            translate_error = "\n".join(errors[:_DETAIL_LINES]) if errors else None
        except Exception as exc:  # the translator's own failure is this stage's result
            translate_error = f"{type(exc).__name__}: {exc}"
    elif project.missing_tool(sample.build):
        reason = project.missing_tool(sample.build)
        return [Result(sample.name, c.label, "skip", "build", reason) for c in configs]
    translate_s = time.monotonic() - started
    if translate_error:
        return [
            Result(sample.name, c.label, "fail", "translate", translate_error, translate_s)
            for c in configs
        ]
    if program is not None:
        notes = [_diag(d, sample) for d in program.diagnostics if d.severity != "remark"]

    with tempfile.TemporaryDirectory(prefix=f"cuport-project-{sample.name}-") as scratch:
        results = _build_and_run(
            sample, backend, configs, program, notes, translate_s, Path(scratch), stop_after,
            reference_cache,
        )  # fmt: skip
    return results


def _build(sample, backend, program, config: Config, scratch: Path) -> tuple:
    """(built, error detail, seconds) for one warp size and check."""
    from cuport.backends import BackendError, BuildOptions

    t0 = time.monotonic()
    warp_size = config.warp_size
    if program is None:
        folder = scratch / f"w{warp_size}"
        folder.mkdir()
        built, log = project.build_project(sample, backend.name, warp_size, folder)
        error = _first_lines(log, prefer_errors=True) if log else None
        return built, error, time.monotonic() - t0
    options = BuildOptions(
        defines=sample.defines,
        warp_size=warp_size,
        check=config.check,
        source_root=str(program.root) if config.check else "",
    )
    try:
        built = backend.build(program.sources, " ".join(program.units), options)
        return built, None, time.monotonic() - t0
    except BackendError as exc:
        return None, _first_lines(f"{exc}\n{exc.log}", prefer_errors=True), time.monotonic() - t0


def _build_and_run(
    sample, backend, configs, program, notes, translate_s, scratch, stop_after, reference_cache
) -> list[Result]:
    results: list[Result] = []
    builds: dict[int, tuple] = {}
    observed: dict[str, dict] = {}
    passed_configs: list[Config] = []
    for config in configs:
        stages = {"translate": round(translate_s, 3)} if program is not None else {}
        gap = _requirement_gap(sample, backend, config)
        if config.check and program is None:
            gap = "checked builds are of translated samples, not of a project's own build"
        if gap:
            results.append(Result(sample.name, config.label, "skip", "build", gap))
            continue
        key = (config.warp_size, config.check)
        if key not in builds:
            built, error, seconds = _build(sample, backend, program, config, scratch)
            if error and notes:
                error = "\n".join(notes[:4]) + "\n" + error
            builds[key] = (built, error, seconds)
        built, build_error, build_s = builds[key]
        stages["build"] = round(build_s, 3)
        base = dict(sample=sample.name, config=config.label, stages=stages)
        if build_error:
            results.append(Result(**base, status="fail", stage="build", detail=build_error))
            continue
        base["build_cached"] = built.cached
        if stop_after == "build":
            results.append(Result(**base, status="pass", stage="build"))
            continue
        cannot = backend.can_run()
        if cannot:
            results.append(Result(**base, status="skip", stage="run", detail=f"built; {cannot}"))
            continue
        result = _run_and_compare(sample, config, built.path, base, reference_cache, observed)
        results.append(result)
        if result.status == "pass":
            passed_configs.append(config)
    for result in results:
        result.seconds = round(sum(result.stages.values()), 3)
    if len(passed_configs) > 1:
        disagreement = _differential(sample, {c.label: observed[c.label] for c in passed_configs})
        if disagreement:
            last = next(r for r in results if r.config == passed_configs[-1].label)
            last.status, last.stage, last.detail = "fail", "differential", disagreement
    return results


def _check_reports(config: Config, stderr: str, errors: dict) -> str | None:
    """What a checked run reported (its errors, the first lines of them), or None when it
    reported the errors the sample makes on purpose (check_errors: per tool), none for most."""
    if not config.check:
        return None
    expected = sum(errors.get(tool, 0) for tool in config.check.split(","))
    summary = re.search(r"^========= ERROR SUMMARY: (\d+) error", stderr, re.M)
    if summary and int(summary.group(1)) == expected:
        return None
    found = "no ERROR SUMMARY (the program did not exit normally)" if not summary else ""
    reports = [line for line in stderr.splitlines() if line.startswith("=========")]
    return "\n".join(filter(None, [found, *reports[:_DETAIL_LINES]]))


def _run_and_compare(sample, config, program, base, reference_cache, observed) -> Result:
    env = dict(os.environ, CUPORT_WARP_SIZE=str(config.warp_size))
    if config.mode:
        env["CUPORT_MODE"] = config.mode
    stages = base["stages"]
    with tempfile.TemporaryDirectory(prefix=f"cuport-conf-{sample.name}-") as tmp:
        t0 = time.monotonic()
        try:
            proc = subprocess.run(
                [str(program), *sample.args],
                cwd=tmp,
                env=env,
                capture_output=True,
                text=True,
                errors="replace",
                timeout=sample.timeout,
            )
        except subprocess.TimeoutExpired as exc:
            stages["run"] = round(time.monotonic() - t0, 3)
            out = (exc.stdout or b"")[-2000:]
            out = out.decode(errors="replace") if isinstance(out, bytes) else out
            detail = f"timed out after {sample.timeout:g} s\n" + _first_lines(out)
            return Result(**base, status="fail", stage="run", detail=detail)
        stages["run"] = round(time.monotonic() - t0, 3)
        reported = _check_reports(config, proc.stderr, sample.check_errors)
        if reported:
            return Result(**base, status="fail", stage="check", detail=reported)
        if proc.returncode != sample.expect_exit:
            detail = f"exit status {proc.returncode} (expected {sample.expect_exit})\n"
            detail += _first_lines(proc.stdout + "\n" + proc.stderr)
            return Result(**base, status="fail", stage="run", detail=detail)
        t0 = time.monotonic()
        try:
            expected = _expected(sample, reference_cache)
            ok, message, seen = _compare_outputs(sample, Path(tmp), proc.stdout, expected)
        except Exception as exc:  # a broken reference.py fails this sample, not the runner
            ok, message, seen = False, f"reference.py raised {type(exc).__name__}: {exc}", {}
        stages["compare"] = round(time.monotonic() - t0, 3)
    observed[config.label] = seen
    if not ok:
        return Result(**base, status="fail", stage="compare", detail=message)
    return Result(**base, status="pass", stage="compare")
