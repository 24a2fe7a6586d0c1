"""translator/frontend/parse.py: tokens match the text byte for byte, the precompiled prefix is chosen by a
file's includes, and a stale or broken PCH never breaks a parse."""

from __future__ import annotations

from pathlib import Path

from cuport.translator.frontend import _prefix, parse

SOURCE = """\
// comment: cudaMalloc
#include <cuda_runtime.h>
#include <vector>
#define TWICE(x) ((x) * 2)  /* a block comment */
__global__ void k(float* x) { x[threadIdx.x] = TWICE(1.0f); }
#if 0
cudaFree(nullptr);  // inactive code is still tokenized
#endif
const char* s = "caf\u00e9 <<< not a launch";
int main() { k<<<1, 1>>>(nullptr); return 0; }
"""


def test_tokens_are_exact_byte_ranges_without_comments():
    parsed = parse.parse(SOURCE, "/tmp/cuport_test_parse.cu")
    data = SOURCE.encode()
    assert parsed.tokens, "no tokens"
    for token in parsed.tokens:
        assert data[token.start : token.end].decode() == token.spelling
        assert token.kind != "COMMENT"
    spellings = [t.spelling for t in parsed.tokens]
    assert "cudaFree" in spellings  # inactive branch
    assert "<<<" in spellings
    assert not any("comment" in s for s in spellings)
    line, column = parsed.position(parsed.tokens[spellings.index("cudaFree")])
    assert (line, column) == (7, 1)


def test_include_tiers():
    assert _prefix.tier_for({"cuda_runtime.h", "cstdio", "vector", "stdlib.h"}) == "small"
    assert _prefix.tier_for({"cuda_runtime.h", "iostream"}) == "common"
    assert _prefix.tier_for({"my_project_header.h"}) == "common"


def test_pch_is_used_and_a_stale_one_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("CUPORT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(parse, "_PCH_CACHE", {})
    first = parse.parse(SOURCE, "/tmp/cuport_test_parse.cu")
    assert first.used_pch
    pch = Path(parse.pch_for((), tier="small"))
    assert pch.is_relative_to(tmp_path)
    pch.write_bytes(b"not a precompiled header")  # damaged on disk
    again = parse.parse(SOURCE, "/tmp/cuport_test_parse.cu")
    assert [t.spelling for t in again.tokens] == [t.spelling for t in first.tokens]
    assert pch.read_bytes() != b"not a precompiled header"  # rebuilt in place


def test_without_pch(monkeypatch):
    monkeypatch.setenv("CUPORT_NO_PCH", "1")
    parsed = parse.parse(SOURCE, "/tmp/cuport_test_parse.cu")
    assert not parsed.used_pch
    assert not parse.errors(parsed)


def test_skip_bodies_keeps_every_token():
    full = parse.parse(SOURCE, "/tmp/cuport_test_parse.cu")
    fast = parse.parse(SOURCE, "/tmp/cuport_test_parse.cu", skip_bodies=True)
    assert [t.spelling for t in fast.tokens] == [t.spelling for t in full.tokens]


def test_an_ambiguous_call_notes_a_few_candidates_not_every_overload():
    # A file that declares one function many times over (a header pasted into a file again and
    # again) made clang note every candidate at every call: memory grew as calls x overloads.
    overloads = "".join(f"void pick(int, char (*)[{n}] = 0);\n" for n in range(1, 60))
    source = overloads + "void use() { pick(1); pick(2); }\n"
    parsed = parse.parse(source, "/tmp/cuport_test_overloads.cu")
    ambiguous = [d for d in parsed.unit.diagnostics if "ambiguous" in d.spelling]
    notes = [len(list(d.children)) for d in ambiguous]
    assert len(notes) == 2 and 0 < notes[0] < 59  # clang shows up to 32 the first time,
    assert 0 < notes[1] <= 8  # and a handful from then on
