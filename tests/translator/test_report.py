"""translator/report.py: the --report JSON (schema 2) and the --print-stats text."""

from __future__ import annotations

import json

from cuport import translator
from cuport.translator import report

SOURCE = """\
#include <cuda_runtime.h>
__global__ void k(float* x) { x[threadIdx.x] = 0; }
int main() {
  float* d;
  cudaMalloc(&d, 4);
  k<<<1, 1>>>(d);
  cudaNoSuchThing();
  return cudaFree(d);
}
"""


def test_report_json_totals_and_per_file():
    one = translator.translate(SOURCE, "one.cu")
    two = translator.translate(SOURCE, "two.cu")
    data = report.build([one, two], copied=["Makefile"], failed=[("bad.cu", "binary file")])
    json.dumps(data)  # serializable as is
    assert data["schema"] == 2
    assert [f["file"] for f in data["files"]] == ["one.cu", "two.cu"]
    totals = data["totals"]
    assert totals["files"] == 2 and totals["lines"] == 18 and totals["launches"] == 2
    assert totals["converted_by_name"]["cudaMalloc"] == 2
    assert totals["unconverted_by_name"] == {"cudaNoSuchThing": 2}
    assert totals["diagnostics_by_id"]["CP1001"] == 2
    assert data["copied"] == ["Makefile"]
    assert data["failed"] == [{"file": "bad.cu", "error": "binary file"}]
    diag = data["files"][0]["diagnostics"][0]
    assert set(diag) == {"id", "severity", "file", "line", "column", "message", "fix"}


def test_stats_text_per_file_and_total():
    one = translator.translate(SOURCE, "one.cu")
    text = report.format_stats([one])
    assert text.startswith("[cuport] file 'one.cu' statistics:\n")
    assert "  UNCONVERTED refs: 1\n" in text and "  KERNEL LAUNCHES: 1\n" in text
    assert "    cudaNoSuchThing: 1\n" in text
    assert "TOTAL statistics" not in text
    both = report.format_stats([one, translator.translate(SOURCE, "two.cu")])
    assert "[cuport] TOTAL statistics (2 files):" in both
