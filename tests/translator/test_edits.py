"""translator/edits.py: byte-range edits applied to UTF-8 text, and overlap resolution."""

from __future__ import annotations

import pytest
from cuport.translator.edits import Edit, EditConflict, apply, without_overlaps


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
