"""Golden tests: tests/golden/<area>/<case>.cu beside its byte-exact <case>.expected.cpp.

Line 1 of a case is `// RUN: translate %s [-I DIR] [-D NAME[=V]] [--backend B]`; an optional
`// REQUIRES: tool:NAME` skips the case when NAME is not on PATH. Expected diagnostics sit on their
line as `// expected-warning CP1001` (or -error/-remark; `@+N`/`@-N` shifts the line); any other
diagnostic fails. Every expected file must translate to itself, and project mode's body-less parse
must give the same output. `pytest --update-golden` rewrites the expected files.
"""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path

import pytest
from cuport import translator

GOLDEN = Path(__file__).resolve().parent / "golden"
CASE_SUFFIXES = (".cu", ".cuh")
_EXPECTED = re.compile(r"expected-(error|warning|remark)(?:@([+-]\d+))?((?:\s+CP\d{4})+)")


def _cases() -> list[Path]:
    # Files under an inputs/ folder are headers the cases include, never cases themselves.
    return sorted(
        p
        for p in GOLDEN.rglob("*")
        if p.suffix in CASE_SUFFIXES and "inputs" not in p.relative_to(GOLDEN).parts
    )


def _expected_path(case: Path) -> Path:
    return case.with_name(case.stem + ".expected.cpp")


def _run_options(case: Path, text: str) -> dict:
    first = text.split("\n", 1)[0]
    if not first.startswith("// RUN: translate %s"):
        raise AssertionError(f"{case}: line 1 must be `// RUN: translate %s [options]`")
    words = shlex.split(first[len("// RUN: translate %s") :])
    options = {"include_dirs": [], "defines": [], "backend": "cpu"}
    i = 0
    while i < len(words):
        word = words[i]
        for flag, key in (("-I", "include_dirs"), ("-D", "defines")):
            if word.startswith(flag):
                value = word[2:] or words[i + 1]
                i += 0 if word[2:] else 1
                options[key].append(str(case.parent / value) if flag == "-I" else value)
                break
        else:
            if word == "--backend":
                options["backend"] = words[i + 1]
                i += 1
            else:
                raise AssertionError(f"{case}: unknown RUN option {word!r}")
        i += 1
    return options


def _requirements(text: str) -> str | None:
    """The skip reason, or None when every REQUIRES line is met."""
    for line in text.splitlines()[1:5]:
        if not line.startswith("// REQUIRES:"):
            continue
        for need in line.split(":", 1)[1].replace(",", " ").split():
            kind, _, name = need.partition(":")
            if kind == "tool" and not shutil.which(name):
                return f"needs {name} on PATH"
    return None


def expected_diagnostics(text: str) -> set[tuple[int, str, str]]:
    """(line, severity, ID) for every expected-* marker in the case."""
    found = set()
    for number, line in enumerate(text.splitlines(), start=1):
        for severity, shift, ids in _EXPECTED.findall(line):
            for diag_id in ids.split():
                found.add((number + int(shift or 0), severity, diag_id))
    return found


@pytest.mark.parametrize("case", _cases(), ids=lambda p: str(p.relative_to(GOLDEN).with_suffix("")))
def test_golden(case: Path, update_golden: bool):
    text = translator.read_source(case)
    reason = _requirements(text)
    if reason:
        pytest.skip(reason)
    options = _run_options(case, text)
    result = translator.translate(text, str(case), **options)

    actual = {(d.line, d.severity, d.id) for d in result.diagnostics}
    want = expected_diagnostics(text)
    listing = "\n".join(d.format() for d in result.diagnostics)
    assert actual == want, (
        f"unexpected: {sorted(actual - want)}, missing: {sorted(want - actual)}\n{listing}"
    )

    expected = _expected_path(case)
    if update_golden:
        expected.write_text(result.code, encoding="utf-8", newline="")
    assert expected.exists(), f"{expected.name} is missing: run pytest --update-golden"
    assert result.code == expected.read_bytes().decode("utf-8")

    again = translator.translate(result.code, str(expected), **options)
    assert again.code == result.code, "translating the expected output changed it"

    fast = translator.translate(text, str(case), fast=True, **options)
    assert fast.code == result.code, (
        "project mode (function bodies unparsed) translated differently"
    )


def test_golden_cases_exist():
    """Every area has cases, and no expected file is orphaned."""
    cases = _cases()
    assert len(cases) >= 40
    for expected in GOLDEN.rglob("*.expected.cpp"):
        stem = expected.name[: -len(".expected.cpp")]
        assert any(expected.with_name(stem + s).exists() for s in CASE_SUFFIXES), expected
