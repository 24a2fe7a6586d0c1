"""Tell the user's own names from CUDA's: a name the project declares (or #defines) is never renamed
or reported, even when it looks like CUDA (`cudaCheck`, a local `atomicAdd` overload).

Uses the AST cursors libclang attaches to tokens, only for the few tokens that could matter.
"""

from __future__ import annotations

from translator.parse import STUB_DIR, Parsed

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


class UserNames:
    """Which occurrences of candidate names are the user's own.

    An occurrence the AST explains (a declaration, or a reference to one) is decided by it; one it
    cannot explain (inactive #if branches, macro bodies) follows the name: the user's when this
    file #defines it or declares it outside a class.
    """

    def __init__(self):
        self.names: set[str] = set()
        self.users: set[int] = set()
        self.cudas: set[int] = set()

    def __call__(self, i: int, name: str) -> bool:
        return i in self.users or (i not in self.cudas and name in self.names)


def user_declared(parsed: Parsed, candidates: dict[str, list[int]]) -> UserNames:
    """Decide the candidates: name -> indices into parsed.tokens where the name occurs."""
    tokens = parsed.tokens
    result = UserNames()
    for name, indices in candidates.items():
        for i in indices:
            if _defines(tokens, i):
                result.names.add(name)
                result.users.add(i)
                continue
            cursor = parsed.cursor(i)
            if cursor is None:
                continue
            try:
                kind = cursor.kind.name
            except ValueError:  # a cursor kind newer than this cindex knows
                continue
            if kind in _DECLARATION_CURSORS:
                if cursor.location.offset == tokens[i].start and _is_users(cursor):
                    result.users.add(i)
                    if kind not in _MEMBERS:
                        result.names.add(name)
                continue
            target = cursor.referenced
            if target is None or target.spelling != name:
                continue
            if target.kind.name in _DECLARATION_CURSORS:
                (result.users if _is_users(target) else result.cudas).add(i)
    return result


def _defines(tokens, i: int) -> bool:
    """tokens[i] is the name in `#define NAME` (or `#undef NAME`)."""
    return (
        i >= 2 and tokens[i - 1].spelling in ("define", "undef") and tokens[i - 2].spelling == "#"
    )
