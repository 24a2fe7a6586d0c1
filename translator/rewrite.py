"""Compute the edits that turn one parsed CUDA file into portable source.

Walks the file's tokens (macro bodies and inactive #if branches included): renames table names,
rewrites includes, launches and dynamic shared memory, reports what it cannot translate.
Uses AST cursors only to tell the user's own names from CUDA's. Applies nothing itself.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from cuport.translator import (
    api,
    cuda_arch,
    dependent_names,
    device_checks,
    shared_limits,
    spin_loops,
    warp_reconvergence,
    wave64,
)
from cuport.translator.api import diagnostics
from cuport.translator.edits import Edit
from cuport.translator.frontend.parse import Parsed
from cuport.translator.inline_ptx import asm_statement_edits
from cuport.translator.launch import (
    LAUNCH_API_SHIMS,
    builtin_field_edits,
    kernel_address_edits,
    launch_api_edits,
    launch_edits,
)
from cuport.translator.names import user_declared
from cuport.translator.shared_memory import (
    alignas_after_shared_edits,
    declares_dynamic_shared,
    dynamic_shared_edits,
)

# Marker comments the translator writes; finding one means the place was already reported.
MARKER = "CUPORT"
_MARKER_LINE = re.compile(rf"[ \t]*/\* {MARKER} CP\d{{4}}: .*? \*/\n", re.S)

# Header names that belong to the CUDA toolkit or its libraries (reported when not in the table).
_CUDA_HEADER = re.compile(
    r"^(cuda\w*|cu[A-Z]\w*|cublas\w*|cufft\w*|curand\w*|cusparse\w*|cusolver\w*|cudnn\w*"
    r"|nvrtc\w*|nvToolsExt\w*|device_\w+|sm_\d+\w*|vector_types|vector_functions"
    r"|cooperative_groups(/\w+)?|crt/\w+)\.(h|hpp|cuh)$"
    r"|^(cuda|cub|thrust|nv)/[\w/.]+$"  # libcu++ (<cuda/std/atomic>), CUB, Thrust, <nv/target>
)


def is_cuda_header(name: str, table: api.Table) -> bool:
    """True for a header of the CUDA toolkit or its libraries (known to the table or not)."""
    entry = table.get(name)
    return bool(entry and entry.kind == "header") or bool(_CUDA_HEADER.match(name))


@dataclass
class Stats:
    """What was converted and what was not, by kind and by name (like HIPIFY's --print-stats)."""

    converted: Counter = field(default_factory=Counter)  # CUDA name -> count
    converted_by_kind: Counter = field(default_factory=Counter)
    unconverted: Counter = field(default_factory=Counter)
    launches: int = 0
    lines: int = 0
    changed_lines: int = 0

    def to_json(self) -> dict:
        return {
            "lines": self.lines,
            "changed_lines": self.changed_lines,
            "launches": self.launches,
            "converted": dict(sorted(self.converted.items())),
            "converted_by_kind": dict(sorted(self.converted_by_kind.items())),
            "unconverted": dict(sorted(self.unconverted.items())),
        }

    def add(self, other: Stats) -> None:
        self.converted.update(other.converted)
        self.converted_by_kind.update(other.converted_by_kind)
        self.unconverted.update(other.unconverted)
        self.launches += other.launches
        self.lines += other.lines
        self.changed_lines += other.changed_lines


@dataclass
class FileRewrite:
    edits: list[Edit]
    diagnostics: list[diagnostics.Diagnostic]
    stats: Stats


def _directive_ends(parsed: Parsed) -> dict[int, int]:
    """For each token that starts a preprocessor directive ('#'), the index just past its end."""
    tokens = parsed.tokens
    data = parsed.data
    lines = parsed.lines
    ends = {}
    n = len(tokens)
    for i, token in enumerate(tokens):
        if token.spelling != "#":
            continue
        line_start = data.rfind(b"\n", 0, token.start) + 1
        if data[line_start : token.start].strip():
            continue  # '#' inside a line: stringizing in a macro body, not a directive
        last_line = lines.line_of(token.start)
        while lines.line_text(last_line).rstrip().endswith(b"\\"):
            last_line += 1
        stop = lines.starts[last_line] if last_line < len(lines.starts) else len(data)
        j = i + 1
        while j < n and tokens[j].start < stop:
            j += 1
        ends[i] = j
    return ends


def _namespace_braces(tokens) -> set[int]:
    """Indices of '{' that open a namespace or an extern "C" block (not a scope of code)."""
    found = set()
    for i, token in enumerate(tokens):
        if token.spelling != "{":
            continue
        j = i - 1
        while j >= 0 and (tokens[j].kind == "IDENTIFIER" or tokens[j].spelling in ("::", "inline")):
            j -= 1
        if j >= 0 and tokens[j].spelling == "namespace":
            found.add(i)
        elif i >= 2 and tokens[i - 2].spelling == "extern" and tokens[i - 1].kind == "LITERAL":
            found.add(i)
    return found


# Elaborated type keywords dropped before a renamed CUDA type.
_ELABORATED = ("struct", "enum", "union", "class")


class _Rewriter:
    def __init__(self, parsed: Parsed, table: api.Table, backend: str | None):
        self.parsed = parsed
        self.table = table
        self.backend = backend
        data = parsed.data
        lines = data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)
        self.stats = Stats(lines=lines)
        self.edits: list[Edit] = []
        self.found: list[diagnostics.Diagnostic] = []

    def report(self, token, diag_id: str, **fields) -> None:
        line, column = self.parsed.lines.position(token.start)
        diag = diagnostics.make(diag_id, self.parsed.path, line, column, **fields)
        self.found.append(diag)
        if diag.severity == "remark":
            return  # nothing to act on, so nothing to mark in the output
        marker = self._marker_edit(token, line, diag)
        if marker:
            self.edits.append(marker)

    def _marker_edit(self, token, line: int, diag: diagnostics.Diagnostic) -> Edit | None:
        """A comment marking diag in the output, on its own line above (or inline in a directive)."""
        lines = self.parsed.lines
        text = f"/* {MARKER} {diag.id}: {diag.message} */"
        current = lines.line_text(line)
        previous = lines.line_text(line - 1) if line > 1 else b""
        tag = f"{MARKER} {diag.id}".encode()
        if tag in current:
            return None  # already marked by an earlier translation
        above = line - 1
        while above >= 1 and lines.line_text(above).lstrip().startswith(f"/* {MARKER} ".encode()):
            if tag in lines.line_text(above):
                return None
            above -= 1
        in_macro = current.rstrip().endswith(b"\\") or previous.rstrip().endswith(b"\\")
        if in_macro or current.lstrip().startswith(b"#"):
            return Edit(token.start, token.start, text + " ", why=diag.id)
        indent = current[: len(current) - len(current.lstrip())].decode("utf-8", "replace")
        start = lines.line_start(line)
        return Edit(start, start, f"{indent}{text}\n", why=diag.id)


    def include(self, i: int, end: int) -> None:
        """Rewrite `#include <cuda_header.h>`; tokens[i] is the `include` after '#'."""
        tokens = self.parsed.tokens
        if i + 1 >= end:
            return
        first = tokens[i + 1]
        if first.kind == "LITERAL" and first.spelling.startswith('"'):
            name = first.spelling[1:-1]
            start, stop = first.start, first.end
        elif first.spelling == "<":
            j = i + 2
            while j < end and tokens[j].spelling != ">":
                j += 1
            if j >= end:
                return
            start, stop = first.start, tokens[j].end
            name = self.parsed.data[start + 1 : stop - 1].decode("utf-8", "surrogateescape").strip()
        else:
            return
        entry = self.table.get(name)
        if entry is None or entry.kind != "header":
            if _CUDA_HEADER.match(name) and first.spelling == "<":
                self.stats.unconverted[name] += 1
                self.report(first, "CP1001", name=name)
            return
        if not entry.shim:
            self.stats.unconverted[name] += 1
            self.report(first, "CP1005", name=name, note=entry.note or "")
            return
        # cuport's headers are installed with the runtime, so they are always found with <...>.
        self.edits.append(Edit(start, stop, f"<{entry.shim}>", why=name))
        self.stats.converted[name] += 1
        self.stats.converted_by_kind["header"] += 1

    def name(self, i: int, user_names: set[str], quiet: bool = False) -> None:
        tokens = self.parsed.tokens
        token = tokens[i]
        spelling = token.spelling
        entry = self.table.get(spelling)
        qualified = i >= 2 and tokens[i - 1].spelling == "::" and tokens[i - 2].kind == "IDENTIFIER"
        if spelling in user_names:
            return
        if entry is None:
            if api.looks_like_cuda(spelling) and not qualified and not quiet:
                self.stats.unconverted[spelling] += 1
                self.report(token, "CP1001", name=spelling)
            return
        if entry.kind == "header":
            return
        if entry.shim is None:
            self.stats.unconverted[spelling] += 1
            self.report(token, entry.diag or "CP1005", name=spelling, **self._why(entry))
            return
        if entry.shim != spelling:
            self.edits.append(Edit(token.start, token.end, entry.shim, why=spelling))
            before = tokens[i - 1] if i > 0 else None
            if entry.kind == "type" and before is not None and before.spelling in _ELABORATED:
                # `struct cudaDeviceProp p;`: a backend may define the shim type as an alias,
                # which cannot follow `struct`; C++ needs no elaborated keyword here.
                self.edits.append(Edit(before.start, token.start, "", why=spelling))
        self.stats.converted[spelling] += 1
        self.stats.converted_by_kind[entry.kind] += 1
        status = entry.status.get(self.backend) if self.backend else None
        if status == "no":
            # The table's own diagnostic says why (removed API, library, driver API, ...).
            self.report(token, entry.diag or "CP1002", name=spelling, **self._why(entry))
        if entry.deprecated:
            self.report(token, "CP1004", name=spelling, version=entry.deprecated, shim=entry.shim)
        if entry.shim in LAUNCH_API_SHIMS:
            self.edits.extend(launch_api_edits(tokens, i))

    def _why(self, entry) -> dict:
        note = entry.note or "see `translate --query-api` and docs/coverage.md"
        return {"note": note, "backend": self.backend or "any"}

    def candidates(self) -> dict[str, list[int]]:
        """Occurrences of names that would be renamed or reported, for the user-name check."""
        found: dict[str, list[int]] = {}
        table = self.table
        tokens = self.parsed.tokens
        for i, token in enumerate(tokens):
            if token.kind != "IDENTIFIER" or (i and tokens[i - 1].spelling in (".", "->")):
                continue
            spelling = token.spelling
            entry = table.get(spelling)
            if entry is None:
                if not api.looks_like_cuda(spelling):
                    continue
            elif entry.shim == spelling and entry.kind != "function":
                continue
            found.setdefault(spelling, []).append(i)
        return found

    def run(self) -> FileRewrite:
        parsed = self.parsed
        tokens = parsed.tokens
        candidates = self.candidates()
        user_names, members = user_declared(parsed, candidates)
        for name in sorted(user_names, key=lambda n: candidates[n][0]):
            if api.looks_like_cuda(name):  # say why a CUDA-looking name stays
                self.report(tokens[candidates[name][0]], "CP1006", name=name)
        directives = _directive_ends(parsed)
        namespace_braces = _namespace_braces(tokens)
        scopes: list[bool] = []  # per open brace: True when it opens a namespace-like block
        directive_end = -1
        i = 0
        n = len(tokens)
        while i < n:
            token = tokens[i]
            spelling = token.spelling
            kind = token.kind
            if i in directives:
                directive_end = directives[i]
                if i + 1 < n and tokens[i + 1].spelling in ("include", "include_next", "import"):
                    self.include(i + 1, directive_end)
                    i = directive_end
                    continue
            in_directive = i < directive_end
            if spelling == "__shared__":
                limit = directive_end if in_directive else n
                moved = alignas_after_shared_edits(tokens, i, limit, parsed.data)
                if moved:
                    self.edits.extend(moved)
                    i += 1  # on to `alignas`: the moved specifiers need no other edit
                    continue
            if kind == "PUNCTUATION":
                if spelling == "<<<":
                    launch = launch_edits(tokens, i, parsed.data)
                    if launch.error:
                        self.stats.unconverted["<<<"] += 1
                        self.report(token, "CP2001", detail=launch.error)
                    else:
                        self.edits.extend(launch.edits)
                        self.stats.launches += 1
                        self.stats.converted["<<<>>>"] += 1
                        self.stats.converted_by_kind["launch"] += 1
                elif spelling == "{" and not in_directive:
                    scopes.append(i in namespace_braces)
                elif spelling == "}" and not in_directive and scopes:
                    scopes.pop()
            elif kind == "KEYWORD":
                if spelling.startswith("__") and self.table.get(spelling):
                    self.name(i, user_names)  # CUDA-mode keywords such as __noinline__
                elif spelling in ("asm", "__asm__") and self.backend != "cuda":
                    limit = directive_end if in_directive else n
                    statement = asm_statement_edits(tokens, i, limit, parsed.data, self.backend)
                    if statement.error:
                        self.stats.unconverted["asm"] += 1
                        self.report(token, "CP4004", detail=statement.error)
                    elif statement.edits:
                        self.edits.extend(statement.edits)
                        self.stats.converted["asm"] += 1
                        i = statement.last + 1
                        continue
                elif spelling == "extern" and declares_dynamic_shared(
                    tokens, i, directive_end if in_directive else n
                ):
                    limit = directive_end if in_directive else n
                    file_scope = not in_directive and all(scopes)
                    decl = dynamic_shared_edits(tokens, i, limit, parsed.data, file_scope)
                    if decl.error:
                        self.stats.unconverted["extern __shared__"] += 1
                        self.report(token, "CP2002", detail=decl.error)
                    else:
                        self.edits.extend(decl.edits)
                        self.stats.converted["extern __shared__"] += 1
                        self.stats.converted_by_kind["dynamic_shared"] += 1
                        i = decl.last + 1
                        continue
            elif kind == "IDENTIFIER":
                previous = tokens[i - 1].spelling if i else ""
                if previous not in (".", "->") and i not in members:
                    # `#ifdef NAME`/`defined(NAME)` test a macro: rename it, but never report it.
                    tested = in_directive and (
                        previous in ("ifdef", "ifndef", "defined")
                        or (previous == "(" and i >= 2 and tokens[i - 2].spelling == "defined")
                    )
                    self.name(i, user_names, quiet=tested)
            i += 1
        self.edits.extend(kernel_address_edits(tokens))  # `params.func = (void*)kernel`
        self.edits.extend(builtin_field_edits(tokens))  # `params.gridDim`
        wave64.check(tokens, self.report)  # 32-lane assumptions (CP3001-CP3006)
        device_checks.check(parsed, self.edits, self.report)  # lockstep warps (CP4001-CP4002)
        spin_loops.check(parsed, self.edits)  # loops that wait for another thread
        self.edits.extend(dependent_names.edits(parsed))  # `template` nvcc does without
        warp_reconvergence.check(parsed, self.edits, self.report)  # reconverged warps (CP4005)
        shared_limits.check(parsed, self.edits, self.report)  # 48 KiB of static shared (CP2003)
        # nvcc's device pass: __CUDA_ARCH__ tests in device code (CP4003 where code is both)
        cuda_arch.check(parsed, directives, self.edits, self.report, self.backend)
        return FileRewrite(edits=self.edits, diagnostics=self.found, stats=self.stats)


def rewrite(parsed: Parsed, table: api.Table, backend: str | None = "cpu") -> FileRewrite:
    """Edits, diagnostics and stats for one parsed file.

    backend: report names this backend cannot run (None: report only names no backend supports).
    """
    result = _Rewriter(parsed, table, backend).run()
    line_of = parsed.lines.line_of
    result.stats.changed_lines = len({line_of(e.start) for e in result.edits})
    return result


def is_marker_line(text: str) -> bool:
    """Whether text is a diagnostic's marker comment on a line of its own, as _marker_edit
    inserts it (a build moves it onto the line it marks: translation.TranslationResult)."""
    return _MARKER_LINE.fullmatch(text) is not None
