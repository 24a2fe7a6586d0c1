"""Translate one file's CUDA text to portable source: parse, rewrite, diagnostics.

>>> result = translate('#include <cuda_runtime.h>\\nint main() { cudaDeviceSynchronize(); }\\n')
>>> print(result.code, end="")
#include <cuport/runtime.h>
int main() { cuportDeviceSynchronize(); }
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from cuport.translator import api, dependent_names, edits, rewrite
from cuport.translator.api import diagnostics
from cuport.translator.frontend import parse


class TranslationError(Exception):
    """The input cannot be translated at all (unreadable, binary, not text)."""


@dataclass
class TranslationResult:
    """The portable source for one file, what was found in it, and counts.

    code: the translated text.
    diagnostics: list of translator.diagnostics.Diagnostic, in source order.
    stats: translator.rewrite.Stats.
    build_code: the text a build compiles: code with each diagnostic's marker comment at the
        start of its line instead of on a line of its own above, so that every line keeps its
        number in the source (compiler errors, cuport check's reports, device asserts name
        the user's lines). "" when it is code itself.
    """

    code: str
    diagnostics: list = field(default_factory=list)
    stats: rewrite.Stats = field(default_factory=rewrite.Stats)
    path: str = "<input>"
    build_code: str = ""

    @property
    def compiled_code(self) -> str:
        """What a build compiles (build_code, or code where they are the same)."""
        return self.build_code or self.code

    @property
    def unsupported(self) -> int:
        """How many constructs were left untranslated (the CLI exits 1 when this is not 0)."""
        left = unsupported_ids()
        return sum(1 for d in self.diagnostics if d.id in left)

    def to_json(self) -> dict:
        return {
            "file": self.path,
            "stats": self.stats.to_json(),
            "diagnostics": [d.to_json() for d in self.diagnostics],
        }


# Parse errors that only say the stub headers lack (or declare differently) a CUDA name: the
# rewriter reports such a name itself (CP1001 when unknown), so the parse error is noise.
_QUOTED = re.compile(r"'(?:struct |enum |class )?([A-Za-z_]\w*)")


def unsupported_ids() -> frozenset:
    """IDs of diagnostics that mean a construct was left untranslated (the CLI's exit code 1):
    unknown names, names no backend or the target backend supports, and the table's own IDs."""
    table_ids = {entry.diag for entry in api.load().entries() if entry.diag}
    return frozenset({"CP1001", "CP1002", "CP1005", *table_ids})


def _stub_gap(message: str, table: api.Table) -> bool:
    """True for a parse error whose quoted names include a CUDA or cuport name."""
    for name in _QUOTED.findall(message):
        if api.looks_like_cuda(name) or table.get(name) or name in table.by_shim:
            return True
        if name.startswith(("cuport", "CUPORT_")):
            return True
    return False


# Messages of errors in the text itself (as opposed to names the parser could not resolve).
_SYNTAX_ERROR = re.compile(r"^(expected|extraneous|unterminated|missing terminating|unmatched)")
_ERROR_DIRECTIVE = re.compile(rb"^[ \t]*#[ \t]*error\b")
HEADER_SUFFIXES = (".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", ".inc", ".tcc")


def _parse_diagnostics(parsed, filename: str, table: api.Table) -> list:
    found = []
    missing_include = False
    first_missing = (0, 0)
    hidden = 0
    # A header parsed on its own may use names its includers declare: only syntax errors count,
    # and none where it stops at an #error of its own: it is for another configuration, reached
    # only through an #if the compiler does not take (boost's bcc_rounding_control.hpp, "only
    # intended for Borland C++", found by following includes as text). Its errors are not the
    # program's; were it compiled after all, the compiler would say so.
    header = Path(filename).suffix.lower() in HEADER_SUFFIXES
    errors = parse.errors(parsed)
    lines = parsed.lines
    foreign = header and any(
        _ERROR_DIRECTIVE.match(lines.line_text(e.location.line)) for e in errors
    )
    context_errors = 0
    for error in errors:
        message = error.spelling
        if _stub_gap(message, table) or "execution configuration" in message:
            continue  # the stub's gap, or a launch that CP2001 reports
        if dependent_names.MISSING_TEMPLATE.match(message):
            continue  # nvcc's leniency, which the translation makes standard C++
        line, column = error.location.line, error.location.column
        if "file not found" in message:
            if not missing_include:
                first_missing = (line, column)
            missing_include = True
            name = message.split("'")[1] if message.count("'") >= 2 else ""
            if name and rewrite.is_cuda_header(name, table):
                continue  # a CUDA library header: the rewriter reports it (CP1001/CP1005)
            found.append(diagnostics.make("CP0002", filename, line, column, detail=message))
        elif missing_include:
            hidden += 1  # most likely a name the missing header declares
        elif header and (foreign or not _SYNTAX_ERROR.match(message)):
            context_errors += 1
        else:
            found.append(diagnostics.make("CP0001", filename, line, column, detail=message))
    if hidden:
        line, column = first_missing
        found.append(diagnostics.make("CP0003", filename, line, column, detail=str(hidden)))
    if context_errors:
        found.append(diagnostics.make("CP0005", filename, 1, 1, detail=str(context_errors)))
    return found


def _in_context(parsed, found, source, filename, include_dirs, defines, context):
    """The header parsed after its includer's context (header_context.py) when that resolves
    more of it: fewer errors, and no fewer declarations of its own (a context that had already
    included the header would leave its guarded body empty)."""
    table = api.load()
    again = parse.parse(source, filename, include_dirs, defines, context=context)
    again_found = _parse_diagnostics(again, filename, table)
    if len(parse.errors(again)) < len(parse.errors(parsed)) and _own_declarations(
        again
    ) >= _own_declarations(parsed):
        return again, again_found
    return parsed, found


def _own_declarations(parsed) -> int:
    """Top-level declarations located in the parsed file itself."""
    return sum(
        1
        for cursor in parsed.unit.cursor.get_children()
        if cursor.location.file is not None and cursor.location.file.name == parsed.path
    )


def _balanced(tokens) -> bool:
    """Brackets pair up over the whole file (a cheap check for damage a body-less parse misses)."""
    depth = {"(": 0, "[": 0, "{": 0}
    closing = {")": "(", "]": "[", "}": "{"}
    for token in tokens:
        spelling = token.spelling
        if spelling in depth:
            depth[spelling] += 1
        elif spelling in closing:
            depth[closing[spelling]] -= 1
            if depth[closing[spelling]] < 0:
                return False
    return not any(depth.values())


def translate(
    source: str,
    filename: str = "input.cu",
    include_dirs=(),
    defines=(),
    backend: str | None = "cpu",
    fast: bool = False,
    context: tuple[str, str] | None = None,
) -> TranslationResult:
    """Translate CUDA source text to cuport portable source.

    source: the CUDA C/C++ text.
    filename: the name used in diagnostics and for resolving relative includes.
    include_dirs: folders searched for #include (like -I).
    defines: NAME or NAME=VALUE macro definitions (like -D).
    backend: the backend whose unsupported names are reported, or None for no backend check.
    fast: parse function bodies only when the file shows damage (unbalanced brackets or any
        parse error); the output is the same, but a syntax error inside a well-bracketed body
        goes unreported. Project mode uses it.
    context: for a header, (includer's path, the includer's text before its #include of it), from
        header_context.find, or a function returning that (called only when needed): parsed
        first when the header does not parse on its own (CP0005).
    """
    try:
        return _translate(source, filename, include_dirs, defines, backend, fast, context)
    except parse.ParseFailed as exc:
        raise TranslationError(str(exc)) from None


# The macros nvcc's front end defines in CUDA sources (and the headers they include), which the
# parse must see as well: `#ifdef __CUDACC__ __host__ __device__ #endif` before a helper
# (eigenvalues' util.h) makes it callable from kernels. Clang's CUDA headers define them; the
# parse uses cuport's stub instead. Host C++ files (nvcc hands them to the host compiler) get
# none, and a -D of the caller's (cuport-nvcc passes nvcc's versions too) wins.
NVCC_MACROS = ("__CUDACC__", "__NVCC__")
_HOST_SUFFIXES = (".cpp", ".cc", ".cxx", ".c")


def _with_nvcc_macros(filename: str, defines) -> tuple:
    if Path(filename).suffix.lower() in _HOST_SUFFIXES:
        return tuple(defines)
    named = {d.split("=", 1)[0] for d in defines}
    return (*defines, *(m for m in NVCC_MACROS if m not in named))


def _translate(source, filename, include_dirs, defines, backend, fast, context):
    table = api.load()
    defines = _with_nvcc_macros(filename, defines)
    # device_checks rewrites warp-synchronous `volatile` code inside function bodies, and
    # shared_limits sizes the __shared__ variables kernels declare there: both need the bodies.
    fast = fast and "volatile" not in source and "__shared__" not in source
    parsed = parse.parse(source, filename, include_dirs, defines, skip_bodies=fast)
    found = _parse_diagnostics(parsed, filename, table)
    if fast and (any(d.id == "CP0001" for d in found) or not _balanced(parsed.tokens)):
        parsed = parse.parse(source, filename, include_dirs, defines)
        found = _parse_diagnostics(parsed, filename, table)
    if parsed.used_pch and any(d.id == "CP0001" for d in found):
        # The precompiled prefix includes common headers early; rule it out as the cause.
        parsed = parse.parse(source, filename, include_dirs, defines, use_pch=False)
        found = _parse_diagnostics(parsed, filename, table)
    if context is not None and any(d.id == "CP0005" for d in found):
        context = context() if callable(context) else context
        if context is not None:
            again = (source, filename, include_dirs, defines, context)
            parsed, found = _in_context(parsed, found, *again)
    file_rewrite = rewrite.rewrite(parsed, table, backend)
    found.extend(file_rewrite.diagnostics)
    kept, dropped = edits.without_overlaps(file_rewrite.edits)
    for edit in dropped:
        line, column = parsed.lines.position(edit.start)
        found.append(diagnostics.make("CP0004", filename, line, column, detail=edit.why))
    found.sort(key=lambda d: (d.line, d.column, d.id))
    code = edits.apply(source, _in_line_ends_of(source, kept))
    inline = [_marker_inline(edit) for edit in kept]
    build_code = edits.apply(source, _in_line_ends_of(source, inline)) if inline != kept else ""
    if Path(filename).suffix.lower() == ".cu" and (
        code != source or _CUDA_WORDS.search(source) or _CCCL_INCLUDE.search(source)
    ):
        code = with_runtime_include(code)
        build_code = build_code and with_runtime_include(build_code)
    return TranslationResult(
        code=code,
        diagnostics=found,
        stats=file_rewrite.stats,
        path=filename,
        build_code=build_code,
    )


def _marker_inline(edit: edits.Edit) -> edits.Edit:
    """A marker comment rewrite inserts on a line of its own (rewrite.marker_line), moved to the
    start of the line it marks; any other edit as it is."""
    text = edit.replacement
    if edit.start != edit.end or not rewrite.is_marker_line(text):
        return edit
    return replace(edit, replacement=text.strip() + " ")


def _in_line_ends_of(source: str, kept: list) -> list:
    """kept with their new lines spelled as source spells them where source ends its lines with
    a lone CR (the parse saw LF there: parse.as_parsed), so a CR-only file stays CR-only."""
    if "\r" not in source or "\n" in source:
        return kept
    return [
        edits.Edit(e.start, e.end, e.replacement.replace("\n", "\r"), e.why)
        if "\n" in e.replacement
        else e
        for e in kept
    ]


_CUDA_WORDS = re.compile(r"\b__(global|device|host|shared|constant|managed)__\b|<<<")
# Thrust, CUB and libcu++ headers, which NVIDIA's CCCL compiles as CUDA code unless the runtime
# header (the CPU backend's cpu_cccl.h) has come first: a .cu file using only Thrust needs it too.
_CCCL_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*[<"](thrust|cub|cuda)/', re.MULTILINE)
_RUNTIME_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*[<"]cuport/runtime\.h[>"]', re.MULTILINE)
# What may come before a file's runtime include without needing it: comments and preprocessor
# lines (with their continuations).
_COMMENTS_AND_DIRECTIVES = re.compile(
    r"/\*.*?\*/|//[^\n]*|^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", re.DOTALL | re.MULTILINE
)


def with_runtime_include(code: str) -> str:
    """code with the runtime header included first, as nvcc includes cuda_runtime.h before
    every .cu file, unless code includes it itself before any code of its own (a file that
    uses NULL or size_t before its includes needs it first); #line keeps the file's own line
    numbers."""
    parsed = parse.as_parsed(code)
    found = _RUNTIME_INCLUDE.search(parsed)
    if found and not _COMMENTS_AND_DIRECTIVES.sub("", parsed[: found.start()]).strip():
        return code
    newline = "\r\n" if "\r\n" in code else "\r" if "\r" in code and "\n" not in code else "\n"
    bom = "\ufeff" if code.startswith("\ufeff") else ""  # a byte-order mark stays first
    return f"{bom}#include <cuport/runtime.h>{newline}#line 1{newline}{code[len(bom) :]}"


def read_source(path: str | Path) -> str:
    """Read a source file as compilers take it: UTF-8 text, where bytes that are not UTF-8 (a
    Latin-1 comment or string) are kept as they are (surrogateescape; encoded() gives them
    back). Refuses binary input (a NUL byte) and unreadable files with a clear error."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise TranslationError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise TranslationError(f"{path}: is a directory, not a source file") from None
    except OSError as exc:
        raise TranslationError(f"{path}: cannot read: {exc.strerror}") from None
    nul = data.find(b"\0")
    if nul >= 0:
        raise TranslationError(f"{path}: binary file, not CUDA source (a NUL byte at {nul})")
    return data.decode("utf-8", "surrogateescape")


def encoded(text: str) -> bytes:
    """Source or translated text as the bytes to write: the input's own bytes where they were
    not UTF-8 (see read_source)."""
    return text.encode("utf-8", "surrogateescape")


def translate_file(
    path: str | Path, include_dirs=(), defines=(), backend="cpu", fast=False, context=None
):
    """Translate the file at path; see translate() for the other arguments."""
    return translate(read_source(path), str(path), include_dirs, defines, backend, fast, context)
