"""The API table: the loader rejects malformed data, the table covers the installed toolkit, and
every status matches what the CPU backend's headers really declare."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from cuport.backends.cuda.driver import headers
from cuport.cli import translate as cli
from cuport.translator import api
from support import REPO

ROOT = REPO

CUDA_INCLUDE = headers()  # the toolkit the cuda backend finds, or None

GOOD = 'cudaFoo = { kind = "function", cpu = "ok", rocm = "ok", cuda = "ok" }'


def _load(tmp_path: Path, *files: str):
    folder = tmp_path / "table"
    folder.mkdir(exist_ok=True)
    for i, body in enumerate(files):
        (folder / f"family{i}.toml").write_text('[meta]\ntitle = "t"\n\n["1. Section"]\n' + body)
    return api.load(str(folder))


def test_a_good_entry_loads(tmp_path):
    table = _load(tmp_path, GOOD)
    entry = table.get("cudaFoo")
    assert entry.shim == "cuportFoo"
    assert entry.section == "1. Section"


@pytest.mark.parametrize(
    "line, message",
    [
        (
            'cudaFoo = { kind = "function", cpu = "ok", rocm = "ok", cuda = "ok", colour = "red" }',
            "unknown keys ['colour']",
        ),
        ('cudaFoo = { kind = "widget", cpu = "ok", rocm = "ok", cuda = "ok" }', "kind 'widget'"),
        ('cudaFoo = { kind = "function", cpu = "yes", rocm = "ok", cuda = "ok" }', "cpu = 'yes'"),
        ('cudaFoo = { kind = "function", rocm = "ok", cuda = "ok" }', "cpu = None"),
        (
            'cudaFoo = { kind = "function", cpu = "no", rocm = "ok", cuda = "ok", note = "x" }',
            "needs a diag ID",
        ),
        (
            'cudaFoo = { kind = "function", cpu = "partial", rocm = "ok", cuda = "ok" }',
            "needs a note or diag",
        ),
        (
            'cudaFoo = { kind = "function", cpu = "no", rocm = "ok", cuda = "ok", diag = "CP9999" }',
            "unknown diag CP9999",
        ),
        (
            'cudaFoo = { kind = "function", code = 3, cpu = "ok", rocm = "ok", cuda = "ok" }',
            "code must be an integer on an enum_value",
        ),
        (
            'cudaFoo = { kind = "enum_value", code = "3", cpu = "ok", rocm = "ok", cuda = "ok" }',
            "code must be an integer",
        ),
        (
            'cudaFoo = { kind = "function", cpu = "ok", rocm = "ok", cuda = "ok", since = 12.0 }',
            "since must be a string",
        ),
        (
            'cudaFoo = { kind = "function", cpu = "ok", rocm = "ok", cuda = "ok", removed = "CUDA 12" }',
            "want a CUDA version like '12.0'",
        ),
        (
            GOOD
            + '\ncudaBar = { kind = "function", shim = "cuportFoo", cpu = "ok", rocm = "ok", cuda = "ok" }',
            "shim name cuportFoo is used by both",
        ),
    ],
)
def test_malformed_entries_are_rejected(tmp_path, line, message):
    with pytest.raises(api.TableError, match=None) as caught:
        _load(tmp_path, line)
    assert message in str(caught.value)


def test_a_diag_on_an_entry_every_backend_supports_is_rejected(tmp_path):
    stale = 'cudaFoo = { kind = "function", cpu = "ok", rocm = "ok", cuda = "ok", diag = "CP1002" }'
    with pytest.raises(api.TableError) as caught:
        _load(tmp_path, stale)
    assert "cudaFoo: diag CP1002 on an entry every backend supports" in str(caught.value)
    # a backend that falls short (partial here) may still say why with a diag
    partial = stale.replace('cpu = "ok"', 'cpu = "partial"')
    assert _load(tmp_path, partial).get("cudaFoo").diag == "CP1002"


def test_a_name_in_two_files_is_rejected(tmp_path):
    with pytest.raises(api.TableError, match="cudaFoo is in both family0 and family1"):
        _load(tmp_path, GOOD, GOOD)


def test_a_removed_name_may_share_its_replacements_shim(tmp_path):
    alias = (
        'cudaOld = { kind = "function", shim = "cuportFoo", cpu = "ok", rocm = "ok", cuda = "ok",'
        ' removed = "13.0" }'
    )
    table = _load(tmp_path, GOOD + "\n" + alias)
    assert table.by_shim["cuportFoo"].name == "cudaFoo"


def test_the_real_table_loads_with_every_family():
    table = api.load()
    families = {f.name for f in table.families}
    for family in (
        "runtime_functions",
        "runtime_types",
        "errors",
        "builtins",
        "math",
        "atomics",
        "warp",
        "intrinsics",
        "fp16",
        "cooperative_groups",
        "textures",
        "driver",
        "libraries",
        "headers",
    ):
        assert family in families
    assert len(table.by_name) > 2000


def test_sections_are_alphabetical():
    """One line per name, alphabetical within each section (so merges and reviews stay easy)."""
    for family in api.load().families:
        for section in family.sections:
            names = [e.name for e in family.entries if e.section == section]
            assert names == sorted(names), f"{family.name}.toml [{section}] is not sorted"


def test_error_codes_are_unique_and_complete():
    errors = [e for e in api.load().entries() if e.family == "errors"]
    codes = [e.code for e in errors]
    assert len(codes) == len(set(codes))
    assert all(e.code is not None and e.text for e in errors)
    assert {e.name: e.code for e in errors}["cudaErrorInvalidValue"] == 1


def test_driver_analogues_agree_both_ways():
    """A runtime entry's `driver` names and the driver entries' "runtime API equivalent" notes
    state one fact from both ends; they must not drift apart."""
    table = api.load()
    pairs_from_runtime = {
        (driver.strip(), e.name)
        for e in table.entries()
        if e.driver
        for driver in e.driver.split(",")
    }
    prefix = "runtime API equivalent: "
    pairs_from_driver = {
        (e.name, e.note[len(prefix) :])
        for e in table.entries()
        if e.family == "driver" and e.note and e.note.startswith(prefix)
    }
    assert pairs_from_runtime == pairs_from_driver


# --- the installed toolkit ------------------------------------------------------------------

needs_toolkit = pytest.mark.skipif(
    CUDA_INCLUDE is None,
    reason="no CUDA toolkit headers (CUDA_HOME, PATH, /usr/local/cuda, NVIDIA's wheels)",
)


@needs_toolkit
def test_every_toolkit_runtime_function_and_error_is_in_the_table():
    import _toolkit

    toolkit = _toolkit.scan(CUDA_INCLUDE)
    table = api.load()
    assert len(toolkit.functions) > 250
    missing = sorted(name for name in toolkit.functions if table.get(name) is None)
    assert not missing, f"run python tools/sync_api.py --add; missing: {missing}"
    for value in toolkit.enums["cudaError"]:
        entry = table.get(value.name)
        assert entry is not None, value.name
        assert entry.code == value.value, value.name


@needs_toolkit
def test_sync_api_reports_nothing_missing():
    import sync_api

    assert sync_api.main(["--cuda-include", str(CUDA_INCLUDE)]) == 0


# --- statuses against the CPU backend's headers --------------------------------------------


@pytest.fixture(scope="module")
def cpu_decls():
    import _shim_decls

    decls = _shim_decls.collect("cpu")
    assert not decls.errors, decls.errors[:5]
    return decls


def test_every_cpu_supported_name_is_declared(cpu_decls):
    """An entry marked cpu ok/partial must be usable after #include <cuport/runtime.h>."""
    wrong = []
    for entry in api.load().entries():
        if entry.kind in ("header", "qualifier") or entry.status["cpu"] == "no":
            continue
        if entry.shim not in cpu_decls.visible:
            wrong.append(f"{entry.family}.toml: {entry.name} -> {entry.shim}")
    assert not wrong, f"marked cpu ok/partial but not declared ({len(wrong)}): {wrong[:40]}"


def test_every_declared_cuport_name_is_marked_supported(cpu_decls):
    """The reverse: a name the CPU backend's own headers declare must not be marked cpu = "no"
    (cuportMalloc, and device names such as atomicAdd or cooperative_groups::thread_block)."""
    wrong = []
    for entry in api.load().entries():
        if entry.status["cpu"] != "no" or not entry.shim or entry.kind == "header":
            continue
        if entry.shim in cpu_decls.own:
            wrong.append(f"{entry.family}.toml: {entry.name} -> {entry.shim}")
    assert not wrong, (
        f"declared by the CPU backend but marked cpu = no ({len(wrong)}): {wrong[:40]}; "
        "python tools/sync_api.py --cpu-status fixes the table"
    )


# --- CUDA names live in the table only -------------------------------------------------------

# (file, literal) pairs that predate this test; each must disappear, never grow. The test fails
# when one no longer occurs, so the list only shrinks.
_DEVICE_KINDS = ("device_function", "intrinsic", "builtin", "qualifier")
_KNOWN_LITERALS: set[tuple[str, str]] = set()


def test_python_code_does_not_spell_cuda_api_names():
    table = api.load()
    found = set()
    for folder in ("translator", "runtime"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(), filename=str(path))
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                    continue
                entry = table.get(node.value)
                # Host API names are renamed by the table; device names keep CUDA's spelling in
                # portable source, so analyses may spell them (__shfl_sync, threadIdx).
                if entry and entry.kind not in _DEVICE_KINDS and api.looks_like_cuda(entry.name):
                    found.add((str(path.relative_to(ROOT)), node.value))
    unexpected = sorted(found - _KNOWN_LITERALS)
    assert not unexpected, f"read CUDA names from translator.api instead: {unexpected}"
    gone = sorted(_KNOWN_LITERALS - found)
    assert not gone, f"fixed: remove from _KNOWN_LITERALS: {gone}"


# --- translate --query-api / --coverage -------------------------------------------------------


def test_query_api_prints_mapping_and_statuses(capsys):
    assert cli.main(["--query-api", "cudaMemcpy"]) == 0
    out = capsys.readouterr().out
    assert "cuportMemcpy" in out
    assert "runtime_functions" in out
    for backend in api.BACKENDS:
        assert f"\n{backend}" in out


def test_query_api_shows_history_and_diag(capsys):
    assert cli.main(["--query-api", "cudaBindTexture"]) == 0
    out = capsys.readouterr().out
    assert "removed     CUDA 12.0" in out
    assert "CP1050" in out


def test_query_api_finds_qualified_and_shim_names(capsys):
    assert cli.main(["--query-api", "cg::thread_block"]) == 0
    assert "cooperative_groups::thread_block" in capsys.readouterr().out
    assert cli.main(["--query-api", "cuportMalloc"]) == 0
    assert capsys.readouterr().out.split()[:2] == ["CUDA", "cudaMalloc"]


def test_query_api_suggests_close_matches_for_typos(capsys):
    assert cli.main(["--query-api", "cudaMemcpyAsyn"]) == 2
    out = capsys.readouterr().out
    assert "not in cuport's API table" in out
    assert "cudaMemcpyAsync" in out


def test_coverage_prints_the_summary(capsys):
    assert cli.main(["--coverage"]) == 0
    out = capsys.readouterr().out
    assert "runtime_functions" in out
    assert out.splitlines()[-1].startswith("total")
