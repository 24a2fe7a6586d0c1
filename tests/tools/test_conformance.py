"""Conformance suite inside pytest: every sample on the CPU backend (both modes), plus the
runner's own parts (comparison rules, manifest checks, JSON/JUnit output, exit status)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from conformance import compare, report
from conformance.cli import run_all
from conformance.manifest import ManifestError, discover, load
from conformance.runner import Config, Result, run_sample
from support import REPO

SAMPLES = discover(REPO / "samples")
FIXTURES = Path(__file__).resolve().parent / "inputs"
WARP_FEATURES = ("warp", "shuffle", "vote", "ballot", "cooperative-groups")


def _cpu_skip() -> str | None:
    from cuport.backends import get

    return get("cpu").available()


def _explain(results: list[Result]) -> str:
    return "\n".join(
        f"{r.config}: {r.status} at {r.stage}\n{r.detail}" for r in results if r.status != "pass"
    )


# ---- every sample is a test ----
#
# The samples selected for this session run once, through the runner's process pool (both CPU
# cores), in a session fixture; each parametrized test then reports its own sample's result.
# Builds go through the compile cache, so a rerun does not compile again.

JOBS = int(os.environ.get("CUPORT_CONFORMANCE_JOBS", "2"))


def _selected(request, test_name: str) -> list:
    return [
        item.callspec.params["sample"]
        for item in request.session.items
        if getattr(item, "originalname", None) == test_name and hasattr(item, "callspec")
    ]


def _by_sample(results: list[Result]) -> dict[str, list[Result]]:
    grouped: dict[str, list[Result]] = {}
    for result in results:
        grouped.setdefault(result.sample, []).append(result)
    return grouped


@pytest.fixture(scope="session")
def cpu_results(request) -> dict[str, list[Result]]:
    """Every selected sample on the CPU backend in both modes (with the modes' differential)."""
    reason = _cpu_skip()
    if reason:
        pytest.skip(reason)
    samples = _selected(request, "test_sample_cpu")
    modes = ["deterministic", "parallel"]
    return _by_sample(run_all(samples, ["cpu"], modes, [32], jobs=JOBS))


@pytest.fixture(scope="session")
def wave64_results(request) -> dict[str, list[Result]]:
    """Width-independent warp samples on 64-lane warps (deterministic mode)."""
    reason = _cpu_skip()
    if reason:
        pytest.skip(reason)
    samples = _selected(request, "test_sample_cpu_wave64")
    return _by_sample(run_all(samples, ["cpu"], ["deterministic"], [64], jobs=JOBS))


def test_suite_has_enough_samples():
    assert len(SAMPLES) >= 60, f"only {len(SAMPLES)} samples"


@pytest.mark.parametrize("sample", SAMPLES, ids=[s.name for s in SAMPLES])
def test_sample_cpu(sample, cpu_results):
    """Translated, built, run deterministic and parallel, compared with the reference, and the
    two modes agree."""
    results = cpu_results[sample.name]
    if all(r.status == "skip" for r in results):
        pytest.skip(results[0].detail)
    assert all(r.status != "fail" for r in results), _explain(results)


WIDE = [
    s
    for s in SAMPLES
    if s.width_independent and any(f in " ".join(s.features) for f in WARP_FEATURES)
]


@pytest.mark.parametrize("sample", WIDE, ids=[s.name for s in WIDE])
def test_sample_cpu_wave64(sample, wave64_results):
    """Width-independent samples that use warp operations give the reference results at 64 lanes."""
    results = wave64_results[sample.name]
    assert all(r.status == "pass" for r in results), _explain(results)


def test_every_sample_declares_why_and_features():
    for sample in SAMPLES:
        assert sample.features, f"{sample.name}: no features"
        assert all(o.why for o in sample.outputs)


# ---- comparison rules must be able to fail ----


def test_exact_rejects_one_bit():
    a = np.array([1.0, 2.0, 3.0], np.float32)
    b = a.copy()
    assert compare.compare_arrays(a, b, "exact")[0]
    b.view(np.int32)[1] += 1
    ok, message = compare.compare_arrays(a, b, "exact")
    assert not ok and "[1]" in message


def test_exact_distinguishes_signed_zero_and_integers():
    assert not compare.compare_arrays(np.array([0.0], np.float32), np.array([-0.0]), "exact")[0]
    assert not compare.compare_arrays(np.array([5], np.int32), np.array([6]), "ulp:4")[0]


def test_ulp_bound():
    a = np.array([1.0, 1e-30, -2.0], np.float32)
    near = np.nextafter(np.nextafter(a, np.float32(np.inf)), np.float32(np.inf))
    assert compare.compare_arrays(near, a, "ulp:2")[0]
    ok, message = compare.compare_arrays(near, a, "ulp:1")
    assert not ok and "exceed 1 ulp" in message


def test_ulp_distance_across_zero():
    plus = np.array([np.float32(1e-45)], np.float32)  # smallest subnormal
    minus = -plus
    assert compare.ulp_distance(plus, minus)[0] == 2
    assert compare.ulp_distance(np.array([0.0], np.float32), np.array([-0.0], np.float32))[0] == 0


def test_rel_bound_and_atol():
    want = np.array([100.0, 0.0], np.float64)
    got = np.array([100.0001, 1e-9], np.float64)
    assert not compare.compare_arrays(got, want, "rel:1e-7")[0]
    assert not compare.compare_arrays(got, want, "rel:1e-5")[0]  # 1e-9 vs 0 needs an atol
    assert compare.compare_arrays(got, want, "rel:1e-5", atol=1e-8)[0]


def test_nan_and_size_mismatch():
    nan = np.array([np.nan], np.float32)
    assert compare.compare_arrays(nan, nan, "rel:1e-3")[0]
    assert not compare.compare_arrays(nan, np.array([1.0]), "rel:1e-3")[0]
    assert not compare.compare_arrays(np.zeros(3, np.int32), np.zeros(4), "exact")[0]


def test_lines():
    got = compare.select_lines("time: 3 ms\nsum: 1.0000001\nPASS\n", "^sum:")
    assert got == ["sum: 1.0000001"]
    assert compare.compare_lines(got, ["sum: 1.0"], "rel:1e-6")[0]
    assert not compare.compare_lines(got, ["sum: 1.0"], "exact")[0]
    assert not compare.compare_lines(got, ["total: 1.0"], "rel:1e-3")[0]
    assert not compare.compare_lines(got, [], "exact")[0]
    text = "err: 1 (cudaErrorInvalidValue)\nerr: x\nsum = 3\n"
    assert compare.select_lines(text, r"^(?P<what>err:) (?P<code>\d+)") == ["err: 1"]
    assert compare.select_lines(text, r"^(err|sum) ?[:=] \d") == [
        "err: 1 (cudaErrorInvalidValue)",
        "sum = 3",
    ]
    assert compare.compare_lines(["a", "b"], "a\nb\n", "exact")[0]


# ---- manifests ----


def _write_sample(root: Path, toml: str) -> Path:
    folder = root / "s"
    folder.mkdir()
    (folder / "s.cu").write_text("int main() { return 0; }\n")
    (folder / "reference.py").write_text("def expected(args):\n    return {}\n")
    (folder / "sample.toml").write_text(toml)
    return folder


@pytest.mark.parametrize(
    "toml",
    [
        '[outputs."a.bin"]\ndtype = "float32"\ncompare = "close"\nwhy = "x"\n',
        '[outputs."a.bin"]\ndtype = "float32"\ncompare = "exact"\n',
        '[outputs."a.bin"]\ndtype = "float"\ncompare = "exact"\nwhy = "x"\n',
        "args = []\n",
        'argz = []\n[outputs.stdout]\ncompare = "exact"\nwhy = "x"\n',
    ],
    ids=["bad-rule", "no-why", "bad-dtype", "no-outputs", "unknown-key"],
)
def test_manifest_rejects(tmp_path, toml):
    with pytest.raises(ManifestError):
        load(_write_sample(tmp_path, toml))


def test_manifest_defaults(tmp_path):
    sample = load(_write_sample(tmp_path, '[outputs.stdout]\ncompare = "exact"\nwhy = "x"\n'))
    assert sample.sources == ("s.cu",)
    assert sample.width_independent and sample.expect_exit == 0


# ---- the runner end to end: fixtures that pass and fail, reports ----


def test_requirement_skips(tmp_path):
    folder = FIXTURES / "tiny_ok"
    sample = load(folder)
    import dataclasses

    needs_rocm = dataclasses.replace(sample, requires=("backend:rocm",))
    (result,) = run_sample(needs_rocm, "cpu", [Config("cpu", "deterministic")])
    assert result.status == "skip" and "rocm" in result.detail
    narrow = dataclasses.replace(sample, width_independent=False)
    (result,) = run_sample(narrow, "cpu", [Config("cpu", "deterministic", 64)])
    assert result.status == "skip" and "32-lane" in result.detail


def test_cli_reports_pass_and_fail(tmp_path):
    if _cpu_skip():
        pytest.skip(_cpu_skip())
    json_path, junit_path = tmp_path / "r.json", tmp_path / "r.xml"
    proc = subprocess.run(
        [
            sys.executable,
            str(REPO / "tools" / "conformance.py"),
            "--samples",
            str(FIXTURES),
            "-j2",
            "--json",
            str(json_path),
            "--junit",
            str(junit_path),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "2 passed, 2 failed, 0 skipped" in proc.stdout
    assert "FAIL tiny_wrong [cpu/det] at compare" in proc.stdout
    assert "squares.bin (exact): 1 of 100 values differ; first at [7]" in proc.stdout
    data = json.loads(json_path.read_text())
    assert data["summary"] == {"pass": 2, "fail": 2, "skip": 0}
    by_key = {(r["sample"], r["config"]): r for r in data["results"]}
    assert by_key[("tiny_ok", "cpu/par")]["status"] == "pass"
    assert by_key[("tiny_wrong", "cpu/det")]["stage"] == "compare"
    tree = ET.parse(junit_path).getroot()
    assert tree.get("tests") == "4" and tree.get("failures") == "2"
    cases = tree.findall(".//testcase")
    assert {c.get("name") for c in cases} == {"tiny_ok", "tiny_wrong"}
    failures = tree.findall(".//testcase[@name='tiny_wrong']/failure")
    assert len(failures) == 2 and failures[0].get("type") == "compare"


def test_cli_passes_with_filter_and_build_stage(tmp_path):
    if _cpu_skip():
        pytest.skip(_cpu_skip())
    tool = [sys.executable, str(REPO / "tools" / "conformance.py"), "--samples", str(FIXTURES)]
    proc = subprocess.run([*tool, "--filter", "tiny_ok", "-q"], capture_output=True, text=True)
    assert proc.returncode == 0 and "2 passed, 0 failed, 0 skipped" in proc.stdout
    proc = subprocess.run(
        [*tool, "--stage", "build", "--mode", "deterministic", "-q"], capture_output=True, text=True
    )
    assert proc.returncode == 0 and "2 passed, 0 failed" in proc.stdout


def test_report_formats_without_running():
    results = [
        Result("a", "cpu/det", "pass", "compare", seconds=0.5),
        Result("a", "rocm", "skip", "run", "built; no GPU"),
        Result("b", "cpu/det", "fail", "build", "x.cu:1:1: error: nope"),
        Result("b", "rocm", "skip", "build", "hipcc not found"),
    ]
    text = report.matrix(results)
    assert "ok 0.50s" in text and "FAIL:build" in text and "built" in text
    assert "skipped rocm: hipcc not found" in text
    assert report.summary(results) == "1 passed, 1 failed, 2 skipped"
    suites = report.junit(results).getroot().findall("testsuite")
    assert [s.get("name") for s in suites] == ["conformance.cpu/det", "conformance.rocm"]
    assert suites[1].get("skipped") == "2"


def test_require_run_where_cuda_cannot_run_builds_then_exits_3():
    """GPU owners check with `--backend cuda --require-run`: where no GPU runs the programs, that
    is exit 3 and the reason, after the builds; not failures, and not a pass of skipped runs."""
    from cuport.backends import get

    reason = get("cuda").can_run()
    if reason is None:
        pytest.skip("an NVIDIA GPU runs programs here")
    tool = [sys.executable, str(REPO / "tools" / "conformance.py"), "--samples", str(FIXTURES)]
    proc = subprocess.run(
        [*tool, "--backend", "cuda", "--require-run", "--filter", "tiny_ok", "-q"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 3, proc.stdout + proc.stderr
    assert "0 passed, 0 failed, 1 skipped" in proc.stdout
    built = 0 if get("cuda").available() else 1
    assert f"cuda: nothing ran ({built} of 1 built, 0 run): {reason}" in proc.stderr
