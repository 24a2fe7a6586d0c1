"""Every sample builds for the rocm (hipcc, both default targets) and cuda (nvcc) backends.

One session fixture runs the conformance runner's build stage over all samples for both backends
(two at a time, sharing the compile cache); each test then reports one sample on one backend.
Skips with the backend's reason when its compiler is absent. Running needs a GPU: not tested here.
"""

from __future__ import annotations

import pytest
from cuport.backends import get
from support import REPO

BACKENDS = ("rocm", "cuda")
SAMPLES = sorted(p.parent.name for p in (REPO / "samples").glob("*/sample.toml"))


@pytest.fixture(scope="session")
def build_matrix() -> dict:
    """(sample, backend) -> the runner's build-stage Result, for every available backend."""
    try:
        from conformance.cli import run_all
        from conformance.manifest import discover
    except ImportError as exc:
        pytest.skip(f"conformance runner not importable: {exc}")
    present = [b for b in BACKENDS if not get(b).available()]
    if not present:
        return {}
    samples = discover(REPO / "samples")
    results = run_all(samples, present, [None], [32], jobs=2, stop_after="build")
    return {(r.sample, r.config.split("/")[0]): r for r in results}


@pytest.mark.parametrize("backend_name", BACKENDS)
@pytest.mark.parametrize("sample_name", SAMPLES)
def test_sample_builds(build_matrix, backend_name, sample_name):
    reason = get(backend_name).available()
    if reason:
        pytest.skip(reason)
    result = build_matrix[(sample_name, backend_name)]
    assert result.status != "fail", f"{result.stage}: {result.detail}"
    if result.status == "skip":
        assert "requires" in result.detail, result.detail  # the sample's own choice, not ours
