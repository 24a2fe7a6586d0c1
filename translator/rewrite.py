"""Compute the edits that turn one parsed CUDA file into portable source.

Works on libclang's token stream (which includes macro bodies and inactive #if branches), with the
AST cursors attached to tokens used to tell user declarations from CUDA's. Applies nothing itself.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from translator import api, diagnostics
from translator.edits import Edit
from translator.launch import launch_edits
from translator.parse import STUB_DIR, Parsed

# Marker comments the translator writes; finding one means the place was already reported.
MARKER = "CUPORT"

_DECLARATION_CURSORS = {
    "VAR_DECL",
    "FUNCTION_DECL",
    "FUNCTION_TEMPLATE",
    "PARM_DECL",
    "FIELD_DECL",
    "TYPEDEF_DECL",
    "TYPE_ALIAS_DECL",
    "STRUCT_DECL",
    "CLASS_DECL",
    "CLASS_TEMPLATE",
    "ENUM_DECL",
    "ENUM_CONSTANT_DECL",
    "MACRO_DEFINITION",
    "NAMESPACE",
    "CXX_METHOD",
}


@dataclass
class Stats:
    """What was converted and what was not, by kind and by name (like HIPIFY's --print-stats)."""

    converted: Counter = field(default_factory=Counter)  # CUDA name -> count
    converted_by_kind: Counter = field(default_factory=Counter)
    unconverted: Counter = field(default_factory=Counter)
    launches: int = 0
    lines: int = 0

    def to_json(self) -> dict:
        return {
            "lines": self.lines,
            "launches": self.launches,
            "converted": dict(sorted(self.converted.items())),
            "converted_by_kind": dict(sorted(self.converted_by_kind.items())),
            "unconverted": dict(sorted(self.unconverted.items())),
        }


@dataclass
class FileRewrite:
    edits: list[Edit]
    diagnostics: list[diagnostics.Diagnostic]
    stats: Stats


def _is_from_stub(cursor) -> bool:
    if cursor is None:
        return False
    location = cursor.location
    return location.file is not None and location.file.name.startswith(str(STUB_DIR))


def _user_declared_names(parsed: Parsed) -> set[str]:
    """Names this file declares or #defines itself (so a CUDA-looking name there is the user's)."""
    names = set()
    tokens = parsed.tokens
    for i, token in enumerate(tokens):
        if token.kind.name != "IDENTIFIER":
            continue
        if i >= 2 and tokens[i - 1].spelling == "define" and tokens[i - 2].spelling == "#":
            names.add(token.spelling)
            continue
        cursor = token.cursor
        if cursor is None or cursor.kind.name not in _DECLARATION_CURSORS:
            continue
        location = cursor.location
        if location.file is None or _is_from_stub(cursor):
            continue
        if location.line == token.location.line and location.column == token.location.column:
            names.add(token.spelling)
    return names


class _LineIndex:
    """Byte offset <-> line lookups over the original text."""

    def __init__(self, data: bytes):
        self.data = data
        self.starts = [0]
        for i, byte in enumerate(data):
            if byte == 0x0A:
                self.starts.append(i + 1)

    def line_start(self, line: int) -> int:
        return self.starts[line - 1]

    def line_text(self, line: int) -> bytes:
        start = self.starts[line - 1]
        end = self.starts[line] if line < len(self.starts) else len(self.data)
        return self.data[start:end].rstrip(b"\r\n")


def _marker_edit(lines: _LineIndex, token, diag: diagnostics.Diagnostic) -> Edit | None:
    """A comment marking diag in the output, on its own line above (or inline within a macro)."""
    line = token.location.line
    text = f"/* {MARKER} {diag.id}: {diag.message} */"
    current = lines.line_text(line)
    previous = lines.line_text(line - 1) if line > 1 else b""
    if f"{MARKER} {diag.id}".encode() in previous or f"{MARKER} {diag.id}".encode() in current:
        return None  # already marked by an earlier translation
    in_macro = current.rstrip().endswith(b"\\") or previous.rstrip().endswith(b"\\")
    if in_macro or current.lstrip().startswith(b"#"):
        offset = token.extent.start.offset
        return Edit(offset, offset, text + " ", why=diag.id)
    indent = current[: len(current) - len(current.lstrip())].decode("utf-8", "replace")
    start = lines.line_start(line)
    return Edit(start, start, f"{indent}{text}\n", why=diag.id)


def _include_edits(parsed: Parsed, table: api.Table, i: int) -> list[Edit]:
    """Rewrite `#include <cuda_header.h>` (tokens[i] is the `include` after '#')."""
    tokens = parsed.tokens
    if i + 1 >= len(tokens):
        return []
    first = tokens[i + 1]
    line = first.location.line
    if first.kind.name == "LITERAL" and first.spelling.startswith('"'):
        name = first.spelling[1:-1]
        start, end = first.extent.start.offset, first.extent.end.offset
    elif first.spelling == "<":
        j = i + 2
        while j < len(tokens) and tokens[j].spelling != ">" and tokens[j].location.line == line:
            j += 1
        if j >= len(tokens) or tokens[j].spelling != ">":
            return []
        start, end = first.extent.start.offset, tokens[j].extent.end.offset
        name = parsed.text.encode("utf-8")[start + 1 : end - 1].decode("utf-8")
    else:
        return []
    entry = table.get(name)
    if entry is None or entry.kind != "header" or not entry.shim:
        return []
    # cuport's headers are installed with the runtime, so they are always found with <...>.
    return [Edit(start, end, f"<{entry.shim}>", why=name)]


def rewrite(parsed: Parsed, table: api.Table, backend: str | None = "cpu") -> FileRewrite:
    """Edits, diagnostics and stats for one parsed file.

    backend: report names this backend cannot run (None: report only names no backend supports).
    """
    tokens = parsed.tokens
    data = parsed.text.encode("utf-8")
    lines = _LineIndex(data)
    stats = Stats(lines=len(lines.starts))
    edits: list[Edit] = []
    found: list[diagnostics.Diagnostic] = []
    user_names = _user_declared_names(parsed)

    def report(token, diag_id: str, **fields):
        location = token.location
        diag = diagnostics.make(diag_id, parsed.path, location.line, location.column, **fields)
        found.append(diag)
        marker = _marker_edit(lines, token, diag)
        if marker:
            edits.append(marker)

    skip_line = 0  # the rest of an #include line is the header name, already handled
    for i, token in enumerate(tokens):
        spelling = token.spelling
        kind = token.kind.name
        if token.location.line == skip_line:
            continue
        if kind == "PUNCTUATION" and spelling == "<<<":
            launch = launch_edits(tokens, i, data)
            if launch.error:
                report(token, "CP2001", detail=launch.error)
            else:
                edits.extend(launch.edits)
                stats.launches += 1
            continue
        if kind != "IDENTIFIER":
            continue
        if spelling == "include" and i > 0 and tokens[i - 1].spelling == "#":
            edits.extend(_include_edits(parsed, table, i))
            skip_line = token.location.line
            continue
        if i > 0 and tokens[i - 1].spelling in (".", "->"):
            continue  # a member name, never a CUDA API name
        entry = table.get(spelling)
        if entry is None:
            if api.looks_like_cuda(spelling) and spelling not in user_names:
                stats.unconverted[spelling] += 1
                report(token, "CP1001", name=spelling)
            continue
        if entry.kind == "header":
            continue
        if entry.shim is None:
            stats.unconverted[spelling] += 1
            report(token, "CP1005", name=spelling, note=entry.note or "")
            continue
        if entry.shim != spelling:
            start, end = token.extent.start.offset, token.extent.end.offset
            edits.append(Edit(start, end, entry.shim, why=spelling))
        stats.converted[spelling] += 1
        stats.converted_by_kind[entry.kind] += 1
        if backend and entry.status.get(backend) == "no":
            report(token, "CP1002", name=spelling, backend=backend, note=entry.note or "")
        if entry.deprecated:
            report(token, "CP1004", name=spelling, version=entry.deprecated, shim=entry.shim)
    return FileRewrite(edits=edits, diagnostics=found, stats=stats)
