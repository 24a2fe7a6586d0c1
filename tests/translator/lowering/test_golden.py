"""Lowering goldens: each inputs/<case>.cu beside its byte-exact
<case>.lowered.cpp, the CPU lowering's output for the translated unit, headed by its build log
(one `// LOG:` line each). `pytest --update-golden` rewrites the expected files for review."""

from __future__ import annotations

from pathlib import Path

import pytest
from cuport.backends.cpu.driver import RUNTIME_HEADERS
from cuport.translator.lowering import lower
from cuport.translator.pipeline import translate_program

LOWERING_INPUTS = Path(__file__).resolve().parent / "inputs"


def lowered_text(case: Path) -> str:
    """The build log as comments, then the lowered text of the case's translation unit."""
    program = translate_program([case])
    lowered, log = lower.lower_sources(program.sources, program.units, RUNTIME_HEADERS)
    header = "".join(f"// LOG: {line}\n" for line in log.splitlines())
    return header + lowered[case.name]


@pytest.mark.parametrize("case", sorted(LOWERING_INPUTS.glob("*.cu")), ids=lambda p: p.stem)
def test_lowering_golden(case: Path, update_golden: bool):
    actual = lowered_text(case)
    expected = case.with_name(case.stem + ".lowered.cpp")
    if update_golden:
        expected.write_text(actual, encoding="utf-8", newline="")
    assert expected.exists(), f"{expected.name} is missing: run pytest --update-golden"
    assert actual == expected.read_bytes().decode("utf-8")
