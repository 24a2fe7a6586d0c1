#!/usr/bin/env python3
"""Compare the API table with an installed CUDA toolkit: list missing names, optionally add them.

    python tools/sync_api.py                      # list toolkit names the table lacks (exit 1 if any)
    python tools/sync_api.py --add [--hip-include DIR]   # merge them into translator/api/table/*.toml
    python tools/sync_api.py --stub               # regenerate translator/frontend/stub/_cuda_api_*.h
    python tools/sync_api.py --error-texts        # error names and strings against libcudart

--add only inserts lines (never rewrites existing ones): statuses of new entries come from what
the CPU shim headers declare (cpu), what HIP's headers declare (rocm, when --hip-include is given)
and the toolkit itself (cuda). Review the diff before committing.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import _shim_decls  # noqa: E402
import _toml_merge  # noqa: E402
import _toolkit  # noqa: E402
from cuport.translator import api  # noqa: E402

STUB_DIR = ROOT / "translator" / "frontend" / "stub"
ERRORS_ENUM = "cudaError"
# Chapters with no portable meaning: graphics interop, external resources, NvSci and log callbacks.
_CHAPTER_DIAG = {
    "Graphics Interoperability": "CP1051",
    "External Resource Interoperability": "CP1051",
    "Interactions with the CUDA Driver API": "CP1053",
    "Driver Entry Point Access": "CP1053",
    "Library Management": "CP1053",
}
_VECTOR_TYPE = re.compile(r"^u?(char|short|int|long|longlong|float|double)[1-4](_16a|_32a)?$")
_VECTOR_DECL = re.compile(
    r"^(struct|typedef struct) u?(char|short|int|long|longlong|float|double)[1-4](_16a|_32a)?\b"
)


def hip_names(include: Path | None) -> set[str] | None:
    """Every identifier in HIP's AMD-side headers (None when no HIP include dir was given).

    nvidia_detail/ and nvcc_detail/ are skipped: they map HIP onto CUDA, not onto AMD GPUs.
    """
    if include is None:
        return None
    names: set[str] = set()
    for header in include.rglob("*.h"):
        if {"nvidia_detail", "nvcc_detail"} & set(header.parts):
            continue
        names.update(re.findall(r"\b[A-Za-z_]\w*", header.read_text(errors="replace")))
    return names


def hip_spelling(name: str) -> str:
    for cuda_prefix, hip_prefix in (("cuda", "hip"), ("CUDA_", "HIP_"), ("cu", "hip")):
        if name.startswith(cuda_prefix):
            return hip_prefix + name[len(cuda_prefix) :]
    return name


def status_fields(
    name: str, cpu_names: frozenset[str], hips: set[str] | None, diag: str = "CP1002"
) -> dict:
    """cpu/rocm/cuda statuses for a toolkit name new to the table (reviewed by hand afterwards)."""
    fields = {
        "cpu": "ok" if api.default_shim(name) in cpu_names else "no",
        "rocm": "no" if hips is None or hip_spelling(name) not in hips else "ok",
        "cuda": "ok",
    }
    if hips is None:
        fields["note"] = "HIP support not yet checked"
    if "no" in fields.values():
        fields["diag"] = diag
    return fields


def _numbered(titles: list[str], existing: list[str]) -> dict[str, str]:
    """Chapter title -> the table's section name ("4. Stream Management"), reusing existing ones."""
    by_title = {re.sub(r"^\d+\.\s*", "", s): s for s in existing}
    numbers = [int(m.group(1)) for s in existing if (m := re.match(r"^(\d+)\.", s))]
    next_number = max(numbers, default=0) + 1
    sections = {}
    for title in titles:
        if title in by_title:
            sections[title] = by_title[title]
        else:
            sections[title] = f"{next_number}. {title}"
            next_number += 1
    return sections


def error_text(comment: str) -> str:
    """A short cudaGetErrorString-like text from the header's description of an error code."""
    text = comment.split(". ")[0].rstrip(".")
    text = re.sub(r"^\\deprecated\s*", "", text)
    text = re.sub(r"^[Tt]his (error )?indicated?s?,? (that )?(the )?", "", text)
    return text[:1].lower() + text[1:] if text[1:2].islower() else text  # keep "CUDA", "PTX"


def expected(toolkit: _toolkit.Toolkit, cpu: frozenset[str], hips: set[str] | None) -> list:
    """(family, section, name, fields) for every name the toolkit declares."""
    table_dir = Path(api.TABLE_DIR)
    rows = []
    existing = _toml_merge.section_titles(table_dir / "runtime_functions.toml")
    cudart_texts = _toolkit.runtime_error_texts(toolkit.include) or {}
    sections = _numbered(toolkit.groups, existing)
    for function in toolkit.functions.values():
        fields = {"kind": "function"}
        fields.update(
            status_fields(function.name, cpu, hips, _CHAPTER_DIAG.get(function.group, "CP1002"))
        )
        if function.since:
            fields["since"] = function.since
        if function.deprecated:
            fields["deprecated"] = toolkit.version  # deprecated in or before this release
        rows.append(("runtime_functions", sections[function.group], function.name, fields))
    for name in sorted(toolkit.types):
        if name.startswith("cuda"):
            fields = {"kind": "type", **status_fields(name, cpu, hips)}
            rows.append(("runtime_types", "Types", name, fields))
        elif _VECTOR_TYPE.match(name):
            fields = {"kind": "type", **status_fields(name, cpu, hips)}
            rows.append(("runtime_types", "Vector types", name, fields))
    for name in sorted(toolkit.macros):
        fields = {"kind": "macro", **status_fields(name, cpu, hips)}
        rows.append(("runtime_types", "Macros", name, fields))
    for enum, values in toolkit.enums.items():
        for value in values:
            if not re.match(r"^(cuda|CUDA_)", value.name):
                continue
            fields = {"kind": "enum_value"}
            if enum == ERRORS_ENUM:
                fields["code"] = value.value
                known = cudart_texts.get(value.value)
                fields["text"] = known[1] if known else error_text(value.comment)
                fields.update(status_fields(value.name, cpu, hips))
                fields["cpu"] = "ok"  # the CPU error list is generated from errors.toml
                if "no" not in (fields["rocm"], fields["cuda"]):
                    fields.pop("diag", None)
                rows.append(("errors", f"enum {ERRORS_ENUM}", value.name, fields))
            else:
                fields.update(status_fields(value.name, cpu, hips))
                rows.append(("runtime_types", f"enum {enum}", value.name, fields))
    return rows


def error_text_differences(table: api.Table, texts: dict[int, tuple[str, str]]) -> list[str]:
    """Lines naming each error code whose table name or text differs from libcudart's answers
    (cudaGetErrorName, cudaGetErrorString), or that one of the two lacks."""
    differences = []
    entries = {e.code: e for e in table.entries() if e.family == "errors"}
    for code in sorted(set(entries) | set(texts)):
        entry, actual = entries.get(code), texts.get(code)
        if entry is None:
            differences.append(f"{code}: {actual[0]} is not in the table")
        elif actual is None:
            differences.append(f"{code}: {entry.name} is not a code of this libcudart")
        elif (entry.name, entry.text) != actual:
            differences.append(f"{code}: table {entry.name} {entry.text!r}, libcudart {actual}")
    return differences


def missing(rows: list, table: api.Table) -> list:
    return [row for row in rows if table.get(row[2]) is None]


def add(rows: list) -> int:
    """Merge rows into the table files, one section at a time; return the number of lines added."""
    grouped: dict[tuple[str, str], dict] = {}
    for family, section, name, fields in rows:
        grouped.setdefault((family, section), {})[name] = fields
    added = 0
    for (family, section), entries in grouped.items():
        path = Path(api.TABLE_DIR) / f"{family}.toml"
        if not path.exists():
            path.write_text(f'# {family}\n[meta]\ntitle = "{family}"\n')
        added += _toml_merge.merge(path, section, entries)
    return added


def cpu_status_changes(table: api.Table, decls: _shim_decls.ShimDecls) -> dict[str, dict]:
    """Entries whose cpu status contradicts the CPU headers -> the fields that fix them.

    Declared by the backend's own headers but marked no: ok (review: partial needs a note).
    Marked ok/partial but not declared at all: no, with CP1002.
    """
    changes = {}
    for entry in table.entries():
        if entry.kind in ("header", "qualifier") or not entry.shim:
            continue
        status = entry.status["cpu"]
        if status == "no" and entry.shim in decls.own:
            others_ok = all(entry.status[b] != "no" for b in api.BACKENDS if b != "cpu")
            changes[entry.name] = {"cpu": "ok", "diag": None if others_ok else entry.diag}
        elif status != "no" and entry.shim not in decls.visible:
            changes[entry.name] = {"cpu": "no", "diag": entry.diag or "CP1002"}
    return changes


def apply_changes(table: api.Table, changes: dict[str, dict]) -> int:
    done = 0
    for name, fields in changes.items():
        path = Path(api.TABLE_DIR) / f"{table.get(name).family}.toml"
        done += _toml_merge.update(path, name, fields)
    return done


def toolkit_include(toolkit: _toolkit.Toolkit) -> Path:
    return toolkit.include


def write_stub(toolkit: _toolkit.Toolkit) -> list[Path]:
    """The generated halves of the translator's stub header: types, then functions."""
    banner = (
        f"// GENERATED by tools/sync_api.py --stub from the CUDA {toolkit.version} toolkit headers; do not edit.\n"
        "// Declarations only, for the translator's parser (see cuda_runtime.h in this folder).\n"
        "#pragma once\n"
    )
    # uint3 and dim3 are written by hand in cuda_runtime.h (dim3 needs its constructors);
    # cudaDeviceProp (with CUDA 12's fields too) and the vector types (with their alignments) by
    # tools/generate.py, in _cuda_device_prop.h and _cuda_vector_types.h.
    hand_made = ("struct uint3 {", "struct dim3 {", "struct cudaDeviceProp {")
    types = [
        d for d in toolkit.type_decls if not d.startswith(hand_made) and not _VECTOR_DECL.match(d)
    ]
    macros = [f"#define {name} {value}".rstrip() for name, value in sorted(toolkit.macros.items())]
    type_text = banner + "\n" + "\n".join(types) + "\n\n" + "\n".join(macros) + "\n"
    decls = [f.declaration() for f in sorted(toolkit.functions.values(), key=lambda f: f.name)]
    function_text = banner + '\nextern "C" {\n' + "\n".join(decls) + '\n}  // extern "C"\n'
    constants = []
    header = toolkit_include(toolkit) / "math_constants.h"
    if header.exists():
        for name, value in re.findall(
            r"^#define\s+(CUDART_\w+)\s+(.+?)\s*(?:/[*/].*)?$",
            header.read_text(errors="replace"),
            flags=re.M,
        ):
            constants.append(f"#define {name} {value}")
    constants_text = banner + '#include "cuda_runtime.h"\n\n' + "\n".join(constants) + "\n"
    paths = [
        STUB_DIR / "_cuda_api_types.h",
        STUB_DIR / "_cuda_api_functions.h",
        STUB_DIR / "math_constants.h",
    ]
    for path, text in zip(paths, (type_text, function_text, constants_text), strict=True):
        path.write_text(text)
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--cuda-include", type=Path, default=_toolkit.DEFAULT_CUDA_INCLUDE)
    parser.add_argument("--hip-include", type=Path, help="HIP headers, to set rocm statuses")
    parser.add_argument("--add", action="store_true", help="merge missing names into the table")
    parser.add_argument("--stub", action="store_true", help="regenerate the parser stub's API part")
    parser.add_argument(
        "--align", action="store_true", help="line up the `=` of each table section (whitespace)"
    )
    parser.add_argument(
        "--error-texts",
        action="store_true",
        help="compare error names and strings with the toolkit's libcudart (exit 1 on a difference)",
    )
    parser.add_argument(
        "--cpu-status",
        action="store_true",
        help="set cpu statuses from what the CPU headers declare (no toolkit needed)",
    )
    args = parser.parse_args(argv)
    if args.align:
        for path in sorted(Path(api.TABLE_DIR).glob("*.toml")):
            _toml_merge.align(path)
        return 0
    if args.cpu_status:
        table = api.load()
        changes = cpu_status_changes(table, _shim_decls.collect("cpu"))
        for name, fields in sorted(changes.items()):
            print(f"{name}: cpu = {fields['cpu']}")
        print(
            f"updated {apply_changes(table, changes)} entries; review, then python tools/generate.py"
        )
        return 0
    if args.cuda_include is None:
        print(
            "sync_api: no CUDA toolkit headers found (CUDA_HOME, PATH, /usr/local/cuda, NVIDIA's "
            "wheels); give --cuda-include",
            file=sys.stderr,
        )
        return 2
    if not (args.cuda_include / "cuda_runtime_api.h").exists():
        print(f"sync_api: no cuda_runtime_api.h in {args.cuda_include}", file=sys.stderr)
        return 2
    if args.error_texts:
        texts = _toolkit.runtime_error_texts(args.cuda_include)
        if texts is None:
            print(f"sync_api: no loadable libcudart beside {args.cuda_include}", file=sys.stderr)
            return 2
        differences = error_text_differences(api.load(), texts)
        for line in differences:
            print(line)
        print(f"{len(differences)} of {len(texts)} error codes differ from libcudart")
        return 1 if differences else 0
    toolkit = _toolkit.scan(args.cuda_include)
    if args.stub:
        for path in write_stub(toolkit):
            print(f"wrote {path.relative_to(ROOT)}")
        return 0
    cpu = _shim_decls.collect("cpu").visible
    rows = expected(toolkit, cpu, hip_names(args.hip_include))
    absent = missing(rows, api.load())
    if args.add:
        print(f"added {add(absent)} names from CUDA {toolkit.version}")
        return 0
    for family, section, name, _ in absent:
        print(f"{family}.toml [{section}] {name}")
    print(f"{len(absent)} of {len(rows)} CUDA {toolkit.version} names are missing from the table")
    return 1 if absent else 0


if __name__ == "__main__":
    sys.exit(main())
