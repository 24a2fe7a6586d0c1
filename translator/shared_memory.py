"""Rewrite `extern __shared__ T name[];` (dynamic shared memory) into `CUPORT_DYNAMIC_SHARED(T, name);`.

Works on tokens, so declarations in macro bodies, templates and inactive branches are rewritten
too. `extern` comes first; `__shared__` and alignment attributes may stand anywhere among the
element type's specifiers, as C++ allows (`extern double __shared__ sdata[];`). Alignment
attributes are dropped: every backend aligns the dynamic shared buffer itself.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from cuport.translator.edits import Edit

MACRO = "CUPORT_DYNAMIC_SHARED"
GLOBAL_MACRO = (
    "CUPORT_DYNAMIC_SHARED_GLOBAL"  # at namespace scope: a per-launch view, not a pointer
)
_ATTRIBUTES = ("__align__", "alignas", "__attribute__", "__declspec")


@dataclass
class SharedDecl:
    edits: list[Edit] = field(default_factory=list)
    last: int = 0  # index of the declaration's final token (the caller resumes after it)
    error: str | None = None


def _skip_group(tokens, j: int, end: int) -> int:
    """Index after the parenthesized group that starts at tokens[j] ('(')."""
    depth = 0
    while j < end:
        spelling = tokens[j].spelling
        if spelling == "(":
            depth += 1
        elif spelling == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return end


def declares_dynamic_shared(tokens, i: int, limit: int) -> bool:
    """Whether the declaration starting at tokens[i] (`extern`) is a `__shared__` one: the
    qualifier stands among its specifiers, before the declarator's `[` (or the end)."""
    j = i + 1
    while j < limit and j < i + 32:
        token = tokens[j]
        if token.spelling == "__shared__":
            return True
        if token.spelling in (";", "{", "}", "[", "=", "#") or token.kind == "LITERAL":
            return False  # the end, a body, an initializer, or extern "C"
        if token.spelling == "(":
            if tokens[j - 1].spelling not in _ATTRIBUTES:
                return False  # a function declarator
            j = _skip_group(tokens, j, limit)
            continue
        j += 1
    return False


def dynamic_shared_edits(tokens, i: int, limit: int, data: bytes, file_scope: bool) -> SharedDecl:
    """Edits for the `extern __shared__` declaration starting at tokens[i] (`extern`).

    limit: index just past the last token the declaration may use (the end of a #define body).
    file_scope: the declaration is at namespace scope, outside any function.
    """
    end = i + 1
    while end < limit and tokens[end].spelling not in (";", "{", "}", "#"):
        if tokens[end].kind == "LITERAL" and tokens[end].spelling[:1] in ("'", '"'):
            return SharedDecl(error="unexpected text in the declaration")
        end += 1
    if end < limit and tokens[end].spelling == "#":
        return SharedDecl(error="the declaration runs into a preprocessor line")
    has_semicolon = end < limit and tokens[end].spelling == ";"
    if end < limit and not has_semicolon:
        return SharedDecl(error="expected ';' after the declaration")
    # tokens[i+1 : end] is the element type's tokens, with `__shared__` and attributes among
    # them, then name [ ]
    if end - i < 5 or tokens[end - 1].spelling != "]" or tokens[end - 2].spelling != "[":
        return SharedDecl(error="not of the form `extern __shared__ T name[];`")
    name = tokens[end - 3]
    if name.kind != "IDENTIFIER":
        return SharedDecl(error="cannot find the array's name")
    type_tokens, shared = [], 0
    j = i + 1
    while j < end - 3:
        if tokens[j].spelling in _ATTRIBUTES:
            j = _skip_group(tokens, j + 1, end) if j + 1 < end else end
            continue
        if tokens[j].spelling == "__shared__":
            shared += 1
        else:
            type_tokens.append(j)
        j += 1
    if shared != 1:
        return SharedDecl(error="not of the form `extern __shared__ T name[];`")
    if not type_tokens:
        return SharedDecl(error="cannot find the element type")
    depth = 0
    for t in type_tokens:
        spelling = tokens[t].spelling
        if spelling in ("<", "("):
            depth += 1
        elif spelling in (">", ")"):
            depth -= 1
        if spelling == "," and depth > 0:
            return SharedDecl(error="an element type with a comma cannot be a macro argument")
        if spelling == ",":
            return SharedDecl(error="declare one array per declaration")
    for t in type_tokens:
        if tokens[t].kind == "PUNCTUATION" and tokens[t].spelling not in ("::", "<", ">", "*", "&"):
            return SharedDecl(error=f"unexpected '{tokens[t].spelling}' in the element type")
        if tokens[t].spelling in ("extern", "__shared__"):
            return SharedDecl(error="unexpected text in the declaration")
    # The type as written; runs of tokens around a `__shared__` in its midst join with a space.
    runs, start = [], type_tokens[0]
    for previous, t in itertools.pairwise(type_tokens):
        if t != previous + 1:
            runs.append((start, previous))
            start = t
    runs.append((start, type_tokens[-1]))
    type_text = " ".join(
        data[tokens[first].start : tokens[last].end].decode("utf-8", "surrogateescape")
        for first, last in runs
    )
    macro = GLOBAL_MACRO if file_scope else MACRO
    replacement = f"{macro}({type_text}, {name.spelling})"
    stop = tokens[end - 1].end
    return SharedDecl(
        edits=[Edit(tokens[i].start, stop, replacement, why="extern __shared__")],
        last=end - 1,
    )


# Keywords that may stand before `__shared__` among a declaration's specifiers.
_LEADING_SPECIFIERS = ("static", "volatile", "const", "constexpr", "inline", "__device__")


def alignas_after_shared_edits(tokens, i: int, limit: int, data: bytes) -> list[Edit]:
    """`static __shared__ alignas(A) T x;` (tokens[i]: `__shared__`) becomes
    `alignas(A) static __shared__ T x;`. CUDA takes `__shared__` as an attribute, so an `alignas`
    may follow it; where `__shared__` is a storage class (the CPU backend's `thread_local`), C++
    wants `alignas` before every specifier. The specifiers move, never the group's text, which
    other edits may rewrite."""
    if i + 2 >= limit or tokens[i + 1].spelling != "alignas" or tokens[i + 2].spelling != "(":
        return []
    group_end = _skip_group(tokens, i + 2, limit)
    if group_end >= limit or tokens[group_end - 1].spelling != ")":
        return []
    first = i
    while first > 0 and tokens[first - 1].spelling in _LEADING_SPECIFIERS:
        first -= 1
    moved = data[tokens[first].start : tokens[i].end].decode("utf-8", "surrogateescape")
    return [
        Edit(tokens[first].start, tokens[i + 1].start, "", why="__shared__ alignas"),
        Edit(tokens[group_end - 1].end, tokens[group_end - 1].end, " " + moved,
             why="__shared__ alignas"),
    ]
