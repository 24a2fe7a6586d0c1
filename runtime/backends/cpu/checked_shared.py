"""Static `__shared__` variables in a checked build (cuport check, docs/check.md): each becomes a
reference to an array (or object) of its own on the heap, where AddressSanitizer sees its end
and racecheck finds it (check/cpu_racecheck.h).

On the CPU backend `__shared__` is `thread_local`, storage ASan does not instrument, so an index
past a shared array would go unreported. In a checked build only,

    __shared__ float tile[TILE][TILE + 1];

becomes

    static thread_local float (&tile)[TILE][TILE + 1] =
        ::cuport::cpu::check::shared_array<float[TILE][TILE + 1]>("tile");

which keeps the declaration's meaning (one array per block, reused by the blocks one OS thread
runs; `sizeof`, subscripts and decay unchanged) and gives the array a heap block of its exact
size (check/cpu_check.h), so memcheck reports an access past it as one to `__shared__` memory,
naming the array. A scalar (`__shared__ int count;`) becomes a reference to one object the
same way, and a declaration of several (`__shared__ float a[4], b[4];`) one declaration each.
Declarations this pass does not rewrite (an initializer, a type defined in the declaration,
`extern`) keep thread_local storage, unchecked; the build log counts them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_WORD = re.compile(r"\b__shared__\b")
# Specifiers a shared array's type does not keep: storage (the rewrite supplies it) and
# alignment (shared_array aligns every array for any type).
_DROPPED = re.compile(
    r"\b(?:static|__shared__)\b|\balignas\s*\(|\b__align__\s*\(|\b__attribute__\s*\(\("
)


@dataclass
class CheckedShared:
    text: str
    rewritten: int = 0
    kept: int = 0  # static __shared__ declarations left unchecked


def _masked(data: str) -> str:
    """data with comments, string and character literals and preprocessor lines blanked (same
    length), so that a scan sees only code."""
    pattern = re.compile(
        r"//[^\n]*|/\*.*?\*/|\"(?:\\.|[^\"\\\n])*\"|'(?:\\.|[^'\\\n])*'|^[ \t]*#(?:\\\n|[^\n])*",
        re.S | re.M,
    )
    return pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), data)


def _balanced_end(code: str, at: int, opening: str, closing: str) -> int:
    """The index after the bracket closing the one at code[at], or -1."""
    depth = 0
    for i in range(at, len(code)):
        if code[i] == opening:
            depth += 1
        elif code[i] == closing:
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def _without_dropped(type_text: str) -> str | None:
    """The type of a declaration's specifiers with storage and alignment removed, or None."""
    kept, at = "", 0
    for found in _DROPPED.finditer(type_text):
        kept += type_text[at : found.start()]
        at = found.end()
        if found.group().endswith("("):
            opening = found.end() - 1
            end = _balanced_end(type_text, opening, "(", ")")
            if end < 0:
                return None
            at = end + (1 if found.group().endswith("((") else 0)
    kept += type_text[at:]
    return " ".join(kept.split())


def _top_level_commas(code: str) -> list[int]:
    """Where code has a comma outside brackets, parentheses and angle brackets of a template's
    arguments (`X<A, B>`; a `<` is taken as one when its `>` follows in the same declaration)."""
    commas, depth = [], 0
    for i, char in enumerate(code):
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        elif char == "," and depth == 0:
            commas.append(i)
    return commas


def _dimensions(code: str) -> bool:
    """Whether code is nothing but bracketed dimensions (`[T][T + 1]`, or none)."""
    depth = 0
    for char in code:
        if char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
            if depth < 0:
                return False
        elif depth == 0 and not char.isspace():
            return False
    return depth == 0


def _declarator(code: str, text: str, start: int, end: int) -> tuple[int, str, str] | None:
    """(where the declarator's name starts, its name, its dimensions as text spells them) for
    the declarator code[start:end] ends with (`tile[T][T + 1]`, `count`), or None."""
    declaration = code[start:end]
    bracket = declaration.find("[")
    if bracket < 0:
        bracket = len(declaration.rstrip())  # a scalar: a reference to one object
    name = re.search(r"([A-Za-z_]\w*)\s*$", declaration[:bracket])
    if not name:
        return None
    dims = declaration[bracket:].rstrip()
    if not _dimensions(dims):
        return None
    return start + name.start(), name.group(1), text[start + bracket : start + bracket + len(dims)]


def _rewrite_one(code: str, text: str, word: int) -> tuple[int, int, str] | None:
    """(start, end, replacement) for the declaration holding the `__shared__` at code[word],
    or None when it has an initializer or is not arrays and objects (each declarator becomes a
    declaration of its own: `__shared__ float a[4], *p;` declares a float[4] and a float*)."""
    start = max(code.rfind(";", 0, word), code.rfind("{", 0, word), code.rfind("}", 0, word))
    end = code.find(";", word)
    if end < 0:
        return None
    start += 1
    start += len(code[start:end]) - len(code[start:end].lstrip())
    declaration = code[start:end]
    if re.search(r"\bextern\b|=|\boperator\b|\{", declaration):
        return None  # (a brace: the declaration defines its type, `__shared__ union { ... } u;`)
    bounds = [start, *(start + 1 + c for c in _top_level_commas(declaration)), end + 1]
    first = _declarator(code, text, start, bounds[1] - 1)
    if first is None:
        return None
    # The first declarator's pointer stars are its own, not the type's the others share.
    type_spelled = _without_dropped(text[start : first[0]])
    base = type_spelled.rstrip("* ") if type_spelled else ""
    if not base or _WORD.search(base):
        return None
    declarations = []
    for begin, stop in zip(bounds, bounds[1:]):
        found = _declarator(code, text, begin, stop - 1)
        if found is None:
            return None
        at, variable, dims = found
        stars = code[begin:at].replace(" ", "") if begin != start else type_spelled[len(base) :]
        if begin != start and stars.strip("*"):
            return None
        spelled = " ".join([base, stars.strip()]).strip() if stars.strip() else base
        declarations.append(
            f"static thread_local {spelled} (&{variable}){dims} = "
            f'::cuport::cpu::check::shared_array<{spelled}{dims}>("{variable}")'
        )
    return start, end, "; ".join(declarations)


def rewrite(text: str) -> CheckedShared:
    """text with its static __shared__ arrays given checked storage (see the module's doc)."""
    result = CheckedShared(text)
    if "__shared__" not in text:
        return result
    code = _masked(text)
    edits = []
    for found in _WORD.finditer(code):
        if edits and found.start() < edits[-1][1]:
            continue  # a second __shared__ in a declaration already rewritten
        edit = _rewrite_one(code, text, found.start())
        if edit is None:
            if not re.search(r"\bextern\b", code[max(0, found.start() - 40) : found.start()]):
                result.kept += 1
            continue
        edits.append(edit)
    for start, end, replacement in reversed(edits):
        text = text[:start] + replacement + text[end:]
    result.rewritten = len(edits)
    result.text = text
    return result
