"""Generated files (tools/generate.py) match the table they come from, byte for byte."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import generate  # noqa: E402


def test_generated_files_are_current():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "generate.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr + "\nrun: python tools/generate.py"


def test_every_output_starts_with_the_banner():
    for output in generate.OUTPUTS:
        first = (ROOT / output.path).read_text().splitlines()[0]
        assert first == output.comment.format(generate.BANNER), output.path


def test_outputs_are_deterministic():
    values = generate.context()
    for output in generate.OUTPUTS:
        assert generate.render(output, values) == generate.render(output, generate.context())


def test_outputs_are_marked_generated():
    attributes = (ROOT / ".gitattributes").read_text()
    for output in generate.OUTPUTS:
        assert f"{output.path} linguist-generated" in attributes, output.path


def test_check_fails_on_a_stale_output(tmp_path, monkeypatch):
    monkeypatch.setattr(generate, "ROOT", tmp_path)
    assert generate.main(["--check"]) == 1  # nothing generated under tmp_path yet
    assert generate.main([]) == 0
    assert generate.main(["--check"]) == 0
    target = tmp_path / generate.OUTPUTS[0].path
    target.write_text(target.read_text() + "edited by hand\n")
    assert generate.main(["--check"]) == 1
