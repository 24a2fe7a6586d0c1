"""translator/wave64.py: every 32-lane assumption is reported on its line, and nothing else is.

The golden cases in tests/golden/wave64/ mark each expected CP3xxx with `// expected-warning`;
this test checks exactly those (the golden framework also checks the whole output byte for byte).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from cuport import translator

GOLDEN = Path(__file__).resolve().parent / "golden" / "wave64"
CASES = sorted(GOLDEN.glob("*.cu"))
_EXPECTED = re.compile(r"//\s*expected-(?:warning|error|remark)\s+(CP3\d{3})")


def _wave64_findings(text: str, name: str = "case.cu") -> set[tuple[int, str]]:
    result = translator.translate(text, name, backend="rocm")
    return {(d.line, d.id) for d in result.diagnostics if d.id.startswith("CP3")}


def _marked(text: str) -> set[tuple[int, str]]:
    return {
        (number, match.group(1))
        for number, line in enumerate(text.splitlines(), 1)
        for match in _EXPECTED.finditer(line)
    }


def test_every_diagnostic_has_a_golden_case():
    covered = {diag for case in CASES for _, diag in _marked(case.read_text())}
    assert covered == {f"CP300{n}" for n in range(1, 7)}


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_golden_case_reports_exactly_its_marked_lines(case):
    text = case.read_text()
    assert _wave64_findings(text, case.name) == _marked(text)


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_translated_output_is_marked_once(case):
    """The output carries one marker per finding, and translating it again adds none."""
    first = translator.translate(case.read_text(), case.name, backend="rocm").code
    count = len(_marked(case.read_text()))
    assert len(re.findall(r"/\* CUPORT CP3\d{3}:", first)) == count
    again = translator.translate(first, case.name, backend="rocm").code
    assert len(re.findall(r"/\* CUPORT CP3\d{3}:", again)) == count


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("int lane = threadIdx.x & 31;", "CP3002"),
        ("int lane = threadIdx.x & 0x1f;", "CP3002"),
        ("int lane = (threadIdx.x) % 32;", "CP3002"),
        ("int lane = threadIdx.x & (warpSize - 1);", None),
        ("int x = blockIdx.x & 31;", None),
        ("unsigned m = __activemask();", "CP3001"),
        ("uint64_t m = __activemask();", None),
        ("for (int o = 16; o >= 1; o /= 2) s += o;", "CP3003"),
        ("for (int o = 16; o < 64; o++) s += o;", None),
        ("__syncwarp(0xFFFFFFFF);", "CP3004"),
        ("__syncwarp(0xffff);", None),
        ("__shared__ int counts[32]; counts[warp_id] = 1;", "CP3005"),
        ("__shared__ int counts[32]; counts[threadIdx.x] = 1;", None),
    ],
)
def test_single_patterns(line, expected):
    source = (
        "#include <cuda_runtime.h>\n#include <stdint.h>\n__global__ void k(int warp_id) {\n  int s = 0;\n"
        f"  {line}\n}}\n"
    )
    found = {diag for _, diag in _wave64_findings(source)}
    assert found == ({expected} if expected else set())
