"""Generated files (tools/generate.py) match the table they come from, byte for byte."""

from __future__ import annotations

import subprocess
import sys

import generate
import pytest
from support import REPO

ROOT = REPO


def test_generated_files_are_current():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "generate.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr + "\nrun: python tools/generate.py"


def test_every_output_starts_with_the_banner():
    for output in generate.OUTPUTS:
        text = (ROOT / output.path).read_text()
        if output.region:  # a generated region inside a hand-written file says so on its first line
            assert generate._markers(output)[0] in text, output.path
            continue
        assert text.splitlines()[0] == output.comment.format(output.banner), output.path


@pytest.fixture(scope="module")
def values():
    return generate.context()


def test_outputs_are_deterministic(values):
    """Rendering twice gives the same bytes (the committed files prove it across processes)."""
    for output in generate.OUTPUTS:
        current = (ROOT / output.path).read_text()
        assert generate.render(output, values, current) == generate.render(output, values, current)


def test_outputs_are_marked_generated():
    attributes = (ROOT / ".gitattributes").read_text()
    for output in [o for o in generate.OUTPUTS if not o.region]:
        assert f"{output.path} linguist-generated" in attributes, output.path


def test_check_fails_on_a_stale_output(tmp_path, monkeypatch, values):
    monkeypatch.setattr(generate, "ROOT", tmp_path)
    monkeypatch.setattr(generate, "context", lambda: values)
    for output in generate.OUTPUTS:  # region outputs live in hand-written files: copy those
        if output.region:
            (tmp_path / output.path).write_text((ROOT / output.path).read_text())
    assert generate.main(["--check"]) == 1  # nothing else generated under tmp_path yet
    assert generate.main([]) == 0
    assert generate.main(["--check"]) == 0
    target = tmp_path / generate.OUTPUTS[0].path
    target.write_text(target.read_text() + "edited by hand\n")
    assert generate.main(["--check"]) == 1
