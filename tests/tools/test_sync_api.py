"""tools/sync_api.py and its line-level TOML editing: new names are merged in without rewriting
any existing line (other engineers edit the table concurrently)."""

from __future__ import annotations

import _toml_merge
import sync_api

TABLE = """# a family
[meta]
title = "t"

["1. First"]
cudaBeta  = { kind = "function", cpu = "ok", rocm = "ok", cuda = "ok" }  # hand-aligned
cudaDelta = { kind = "function", cpu = "ok", rocm = "ok", cuda = "ok" }

["2. Second"]
cudaZeta = { kind = "function", cpu = "ok", rocm = "ok", cuda = "ok" }
"""
OK = {"kind": "function", "cpu": "ok", "rocm": "ok", "cuda": "ok"}


def test_merge_inserts_alphabetically_and_keeps_existing_lines(tmp_path):
    path = tmp_path / "family.toml"
    path.write_text(TABLE)
    added = _toml_merge.merge(
        path, "1. First", {"cudaAlpha": OK, "cudaGamma": OK, "cudaGamma2": OK, "cudaBeta": OK}
    )
    assert added == 3  # cudaBeta is already there
    lines = path.read_text().splitlines()
    names = [line.split()[0] for line in lines if line.startswith("cuda")]
    assert names == ["cudaAlpha", "cudaBeta", "cudaDelta", "cudaGamma", "cudaGamma2", "cudaZeta"]
    for original in TABLE.splitlines():
        assert original in lines  # nothing rewritten
    columns = {line.split()[0]: line.index("=") for line in lines if line.startswith("cuda")}
    assert columns["cudaAlpha"] == columns["cudaBeta"]  # aligned with the section's `=` column


def test_merge_appends_a_new_section(tmp_path):
    path = tmp_path / "family.toml"
    path.write_text(TABLE)
    _toml_merge.merge(path, "3. Third", {"cudaEta": OK})
    text = path.read_text()
    assert text.startswith(TABLE.rstrip("\n"))
    assert text.endswith(
        '\n["3. Third"]\ncudaEta = { kind = "function", cpu = "ok", rocm = "ok", cuda = "ok" }\n'
    )


def test_update_changes_one_line_only(tmp_path):
    path = tmp_path / "family.toml"
    path.write_text(TABLE)
    assert _toml_merge.update(path, "cudaDelta", {"cpu": "no", "diag": "CP1002"})
    assert not _toml_merge.update(path, "cudaMissing", {"cpu": "no"})
    before, after = TABLE.splitlines(), path.read_text().splitlines()
    changed = [(a, b) for a, b in zip(before, after, strict=True) if a != b]
    assert changed == [
        (
            before[6],
            'cudaDelta = { kind = "function", cpu = "no", rocm = "ok", cuda = "ok", diag = "CP1002" }',
        )
    ]


def test_update_keeps_the_key_column(tmp_path):
    path = tmp_path / "family.toml"
    path.write_text(TABLE)
    _toml_merge.update(path, "cudaBeta", {"cpu": "no", "diag": "CP1002"})
    assert 'cudaBeta  = { kind = "function", cpu = "no"' in path.read_text()


def test_align_pads_keys_per_section_and_changes_nothing_else(tmp_path):
    path = tmp_path / "family.toml"
    path.write_text(TABLE.replace("cudaBeta  =", "cudaBeta ="))
    assert _toml_merge.align(path) == 1
    assert path.read_text() == TABLE


def test_entry_lines_quote_keys_that_need_it():
    line = _toml_merge.entry_line("cooperative_groups::reduce", {"kind": "device_function"})
    assert line == '"cooperative_groups::reduce" = { kind = "device_function" }'


def test_error_text_from_header_comments():
    assert sync_api.error_text("This indicates that the device is busy. More.") == "device is busy"
    assert sync_api.error_text("CUDA driver is too old.") == "CUDA driver is too old"


def test_hip_spelling():
    assert sync_api.hip_spelling("cudaMalloc") == "hipMalloc"
    assert sync_api.hip_spelling("cuInit") == "hipInit"
    assert sync_api.hip_spelling("atomicAdd") == "atomicAdd"


def test_error_names_and_texts_are_libcudarts():
    """Programs print cudaGetErrorName/String: the table's must be CUDA's, letter for letter."""
    import pytest
    from cuport.translator import api

    include = sync_api._toolkit.DEFAULT_CUDA_INCLUDE
    texts = sync_api._toolkit.runtime_error_texts(include) if include else None
    if texts is None:
        pytest.skip("no CUDA toolkit libcudart to compare with")
    assert texts[700] == ("cudaErrorIllegalAddress", "an illegal memory access was encountered")
    assert sync_api.error_text_differences(api.load(), texts) == []


def test_error_text_differences_name_each_mismatch():
    from cuport.translator import api

    table = api.load()
    texts = {e.code: (e.name, e.text) for e in table.entries() if e.family == "errors"}
    texts[1] = ("cudaErrorInvalidValue", "not the text")
    texts[424242] = ("cudaErrorFromTheFuture", "new")
    del texts[2]
    assert sync_api.error_text_differences(table, texts) == [
        "1: table cudaErrorInvalidValue 'invalid argument', libcudart "
        "('cudaErrorInvalidValue', 'not the text')",
        "2: cudaErrorMemoryAllocation is not a code of this libcudart",
        "424242: cudaErrorFromTheFuture is not in the table",
    ]
