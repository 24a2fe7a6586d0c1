"""Tell the user's own names from CUDA's: a name the project declares (or #defines) is never renamed
or reported, even when it looks like CUDA (`cudaCheck`, a local `atomicAdd` overload).

Uses the AST cursors libclang attaches to tokens, only for the few tokens that could matter.
"""

from __future__ import annotations

from cuport.translator import api
from cuport.translator.frontend.parse import STUB_DIR, Parsed, errors

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
    "USING_DECLARATION",
    "TYPE_ALIAS_TEMPLATE_DECL",
}
_STUB = str(STUB_DIR)


def _is_users(cursor) -> bool:
    """True when cursor (a declaration) lives in a project file, not the stub or a system header."""
    location = cursor.location
    source = location.file
    if source is None:
        return False
    name = source.name
    if name.startswith(_STUB) or "/pch/prefix-" in name:
        return False
    return not location.is_in_system_header


_MEMBERS = {"FIELD_DECL", "CXX_METHOD"}  # reached through `.`/`->`, so they never shadow
_MEMBER = "member"  # _decide's answer for the declaration of a member with a CUDA-looking name


def _decide(parsed: Parsed, name: str, i: int) -> bool | str | None:
    """True: this occurrence shows the name is the user's; False: CUDA's; None: cannot tell;
    _MEMBER: it declares a class member (left alone, but it decides nothing about the name)."""
    tokens = parsed.tokens
    if _defines(tokens, i):
        return True
    cursor = parsed.cursor(i)
    if cursor is None:
        return None
    try:
        kind = cursor.kind.name
    except ValueError:  # a cursor kind newer than this cindex knows
        return None
    if kind in _DECLARATION_CURSORS:
        if cursor.spelling != name:
            return None
        if kind in _MEMBERS:
            return _MEMBER if cursor.location.offset == tokens[i].start else None
        if parsed.lines.line_of(tokens[i].start) in _error_lines(parsed):
            return None  # error recovery may invent a declaration (`cudaFree(((` at file scope)
        return _is_users(cursor) or None
    target = cursor.referenced
    if target is None or target.spelling != name:
        return None
    try:
        target_kind = target.kind.name
    except ValueError:
        return None
    if target_kind in _MEMBERS:
        return _MEMBER if _is_users(target) else None  # `field` used inside its own class
    if target_kind not in _DECLARATION_CURSORS:
        return None
    return _is_users(target)


def _error_lines(parsed: Parsed) -> set[int]:
    if parsed.error_lines is None:
        parsed.error_lines = {d.location.line for d in errors(parsed)}
    return parsed.error_lines


def user_declared(parsed: Parsed, candidates: dict[str, list[int]]) -> tuple[set[str], set[int]]:
    """Which candidates (name -> indices into parsed.tokens) belong to the user.

    Returns (names, members): the user's names, and the indices of the user's class members with
    CUDA-looking names, declared or used inside the class (they shadow nothing outside it).
    The first occurrence the AST explains decides a name (a #define or declaration in the project,
    or a reference to one: the user's; a reference to the stub's declaration: CUDA's), so each name
    costs one or two cursor lookups.
    """
    names: set[str] = set()
    members: set[int] = set()
    table = api.load()
    for name, indices in candidates.items():
        for i in indices:
            decision = _decide(parsed, name, i)
            if decision == _MEMBER:
                members.add(i)
                continue
            if decision is not None:
                if decision:
                    names.add(name)
                break
        else:  # no AST for any occurrence (skipped bodies, inactive code): read the tokens
            if any(_declared_here(parsed, i) for i in indices if i not in members):
                names.add(name)
            elif not table.get(name) and any(i in members for i in indices):
                names.add(name)  # a member used unqualified inside its class's methods
    return names, members


# Words that can precede an expression, so `word name(` or `word name =` is no declaration.
_EXPRESSION_KEYWORDS = {
    "return", "case", "else", "do", "new", "delete", "throw", "sizeof", "co_return", "co_yield",
    "co_await", "goto", "typeid", "alignof", "decltype", "noexcept", "not", "and", "or",
}  # fmt: skip


def _declared_here(parsed: Parsed, i: int) -> bool:
    """tokens[i] reads as the name in a declaration: `T name =`, `T* name;`, `T name(`..."""
    tokens = parsed.tokens
    if i == 0 or i + 1 >= len(tokens):
        return False
    before, after = tokens[i - 1], tokens[i + 1]
    data = parsed.data
    if b"\n" in data[before.end : tokens[i].start]:
        line_start = data.rfind(b"\n", 0, before.start) + 1
        if data[line_start : before.start].lstrip().startswith(b"#"):
            return False  # `before` ends a directive line (`#ifdef X` then `cudaFoo(...)`)
    if after.spelling not in ("=", ";", ",", "(", "[", "{", ")"):
        return False
    if before.kind in ("IDENTIFIER", "KEYWORD"):
        if i >= 2 and tokens[i - 2].spelling == "define":
            return False  # `#define NAME cudaX(...)`: a macro body, not a declaration
        return before.spelling not in _EXPRESSION_KEYWORDS
    return before.spelling in ("*", "&", "&&", ">") and after.spelling != ")"


def _defines(tokens, i: int) -> bool:
    """tokens[i] is the name in `#define NAME` (or `#undef NAME`)."""
    return (
        i >= 2 and tokens[i - 1].spelling in ("define", "undef") and tokens[i - 2].spelling == "#"
    )
