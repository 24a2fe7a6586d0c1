"""translator/edits.py: byte-range edits applied to UTF-8 text, and overlap resolution."""

from __future__ import annotations

import pytest
from cuport.translator.edits import Edit, EditConflict, apply, without_overlaps
from hypothesis import given, settings
from hypothesis import strategies as st


def test_apply_replaces_and_inserts_by_byte_offsets():
    text = "café = cudaMalloc(x);"
    start = text.encode().index(b"cudaMalloc")
    edits = [Edit(start, start + len("cudaMalloc"), "cuportMalloc"), Edit(0, 0, "/* m */ ")]
    assert apply(text, edits) == "/* m */ café = cuportMalloc(x);"


def test_identical_edits_count_once_and_overlaps_raise():
    edit = Edit(0, 1, "b")
    assert apply("a", [edit, edit]) == "b"
    with pytest.raises(EditConflict):
        apply("abc", [Edit(0, 2, "x"), Edit(1, 3, "y")])


def test_without_overlaps_keeps_the_first_and_reports_the_rest():
    edits = [Edit(5, 9, "late"), Edit(0, 6, "early"), Edit(6, 6, "insert")]
    kept, dropped = without_overlaps(edits)
    assert kept == [Edit(0, 6, "early"), Edit(6, 6, "insert")]
    assert dropped == [Edit(5, 9, "late")]
    assert apply("0123456789", kept) == "earlyinsert6789"


# ---- properties (Hypothesis): any text, any set of edits (issue 26) ----

# Text as read_source gives it: any characters, plus lone surrogates standing for bytes that were
# not UTF-8 (surrogateescape keeps \udc80-\udcff only).
_BYTES_AS_TEXT = st.binary(max_size=200).map(lambda b: b.decode("utf-8", "surrogateescape"))
_TEXTS = st.one_of(st.text(max_size=200), _BYTES_AS_TEXT)
_REPLACEMENTS = st.text(max_size=20)


@st.composite
def _text_and_edits(draw):
    text = draw(_TEXTS)
    size = len(text.encode("utf-8", "surrogateescape"))
    offsets = st.integers(0, size)
    edits = []
    for _ in range(draw(st.integers(0, 6))):
        a, b = draw(offsets), draw(offsets)
        edits.append(Edit(min(a, b), max(a, b), draw(_REPLACEMENTS)))
    return text, edits


def _reference(data: bytes, edits: list[Edit]) -> bytes:
    """Edits applied one by one from the end of the bytes: the simplest correct model."""
    for edit in sorted(set(edits), key=lambda e: (e.start, e.end, e.replacement), reverse=True):
        replacement = edit.replacement.encode("utf-8", "surrogateescape")
        data = data[: edit.start] + replacement + data[edit.end :]
    return data


@settings(max_examples=300, deadline=None)
@given(_text_and_edits())
def test_apply_is_byte_exact_or_refuses(case):
    """Either every edit lands on its bytes and everything else stays byte for byte (the
    reference), or apply refuses with EditConflict: never a partial or shifted result."""
    text, edits = case
    data = text.encode("utf-8", "surrogateescape")
    kept, dropped = without_overlaps(edits)
    assert set(kept) | set(dropped) == set(edits)
    out = apply(text, kept)  # what without_overlaps keeps always applies
    assert out.encode("utf-8", "surrogateescape") == _reference(data, kept)
    try:
        whole = apply(text, edits)
    except EditConflict:
        assert dropped, "a conflict was raised for edits that do not overlap"
    else:
        assert not dropped and whole == out


@settings(max_examples=200, deadline=None)
@given(_TEXTS)
def test_apply_without_edits_gives_back_the_same_bytes(text):
    assert apply(text, []).encode("utf-8", "surrogateescape") == text.encode(
        "utf-8", "surrogateescape"
    )


@settings(max_examples=100, deadline=None)
@given(_TEXTS, st.integers(1, 50), _REPLACEMENTS)
def test_an_edit_outside_the_text_is_refused(text, beyond, replacement):
    size = len(text.encode("utf-8", "surrogateescape"))
    with pytest.raises(EditConflict, match="outside the text"):
        apply(text, [Edit(size, size + beyond, replacement)])
