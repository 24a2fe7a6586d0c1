"""Every sample builds for the rocm (hipcc, both default targets) and cuda (nvcc) backends.

Runs the conformance runner's build stage per sample; skips with the backend's reason when its
compiler is absent. Running needs a GPU and is the conformance runner's job, not this test's.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from runtime.backends import get

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tools"))  # the runner's own import root (tools/conformance.py)

SAMPLES = sorted(p.parent.name for p in (REPO / "samples").glob("*/sample.toml"))


@pytest.mark.parametrize("backend_name", ["rocm", "cuda"])
@pytest.mark.parametrize("sample_name", SAMPLES)
def test_sample_builds(backend_name, sample_name):
    reason = get(backend_name).available()
    if reason:
        pytest.skip(reason)
    try:
        from conformance.manifest import load
        from conformance.runner import Config, run_sample
    except ImportError as exc:
        pytest.skip(f"conformance runner not importable: {exc}")
    sample = load(REPO / "samples" / sample_name)
    (result,) = run_sample(sample, backend_name, [Config(backend_name)], stop_after="build")
    assert result.status != "fail", f"{result.stage}: {result.detail}"
    if result.status == "skip":
        assert "requires" in result.detail, result.detail  # the sample's own choice, not ours
