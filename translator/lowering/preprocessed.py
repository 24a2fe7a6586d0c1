"""Kernel and helper bodies as the compiler sees them, before the lowering reads them: the
user's macros expanded (macros.py), the inactive branches of #if groups and the conditional
directives blanked, and each `#pragma X` line rewritten as `_Pragma("X")`, which, unlike a
directive, may stand anywhere on a line of emitted code. Line breaks are kept, so every line
keeps its number. libclang's AST describes the expanded tokens while its token lists are the
written ones; after this rewrite the two agree.

Edits text only. A body it cannot make exact (a macro defined twice, a #define inside it, an #if
on a macro the compiler and libclang define differently, ...) is left as written, and the reason
is returned for the kernel's fiber path. Object-like macros that stand for one literal (`#define
TILE 16`) are left as written: libclang's AST already gives them their place.
"""

from __future__ import annotations

import re

from cuport.translator.frontend import clang
from cuport.translator.lowering import macros
from cuport.translator.lowering.source import user_file

# Conditional directives: their lines are blanked (the branch taken stays, the others go).
_CONDITIONALS = {"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif"}
_TESTS = {"if", "ifdef", "ifndef", "elif", "elifdef", "elifndef"}
_UNDEF = re.compile(rb"^[ \t]*#[ \t]*undef[ \t]+(\w+)", re.MULTILINE)
_KINDS = {
    "IDENTIFIER": macros.IDENTIFIER,
    "KEYWORD": macros.IDENTIFIER,
    "LITERAL": macros.LITERAL,
    "PUNCTUATION": macros.PUNCTUATION,
}


class Unexact(Exception):
    """A body this pass cannot rewrite into the compiler's view; the message says why."""


class View:
    """What the rewrite needs to know of one parsed unit: its macro definitions and uses, the
    names defined outside any file (the compiler's own) and the ranges the preprocessor
    skipped in the main file. defines: the build's -D NAME[=VALUE] (the same for both)."""

    def __init__(self, unit: clang.Unit, path: str, data: bytes, defines=()):
        self.unit = unit
        self.path = path
        self.data = data
        self.uses = []  # (start, end, cursor) of the main file's macro uses, in order
        self.definitions: dict[str, list] = {}  # name -> [(cursor, user's)]
        self.command_line = {str(d).partition("=")[0] for d in defines}
        self.compiler_defined = set()  # libclang's predefined macros (g++ has its own)
        for cursor in unit.cursor.get_children():
            kind = cursor.kind.name
            if kind == "MACRO_INSTANTIATION":
                location = cursor.location
                if location.file is not None and location.file.name == path:
                    self.uses.append((cursor.extent.start.offset, cursor.extent.end.offset, cursor))
            elif kind == "MACRO_DEFINITION":
                if cursor.location.file is None:
                    self.compiler_defined.add(cursor.spelling)
                else:
                    entry = (cursor, user_file(cursor))
                    self.definitions.setdefault(cursor.spelling, []).append(entry)
        self.uses.sort(key=lambda use: (use[0], -use[1]))  # an outer use before those inside it
        self.undefined = set()  # names some program file #undefs
        for _name, text in unit.files:
            self.undefined.update(m.decode() for m in _UNDEF.findall(text.encode("utf-8")))
        self.skipped = clang.skipped_ranges(unit, path)
        self._macros: dict = {}

    def macro(self, cursor) -> macros.Macro:
        """The Macro a MACRO_DEFINITION cursor defines."""
        key = (cursor.location.file.name, cursor.extent.start.offset)
        if key not in self._macros:
            self._macros[key] = _definition(self.unit, cursor)
        return self._macros[key]

    def lookup_at(self, offset: int, named: dict):
        """lookup() for macros.expand at offset of the main file: the user's macros in effect
        there; named: {name: MACRO_DEFINITION cursor} known exactly (a use's own)."""

        def lookup(name: str):
            if name in named:
                return self.macro(named[name])
            found = [
                (cursor, users)
                for cursor, users in self.definitions.get(name, ())
                if not (
                    cursor.location.file.name == self.path and cursor.extent.start.offset > offset
                )
            ]
            if not found or not any(users for _cursor, users in found):
                return None  # not the user's macro (the runtime's or the system's): kept
            defined = {self.macro(cursor) for cursor, _users in found}
            if len(defined) > 1 or not all(users for _cursor, users in found):
                raise macros.Unexpandable(f"macro {name} is defined more than once")
            if name in self.undefined:
                raise macros.Unexpandable(f"macro {name} is #undef'd")
            return defined.pop()

        return lookup

    def users_macro(self, use) -> bool:
        definition = use.referenced
        return (
            definition is not None
            and definition.kind.name == "MACRO_DEFINITION"
            and definition.location.file is not None
            and user_file(definition)
        )

    def same_everywhere(self, name: str) -> bool:
        """Whether an #if may test name: the compiler and libclang define it alike (a -D of
        the build, one of the user's macros, or any other name that is not reserved: libclang
        predefines __clang__, g++ __GNUC__ and -march's __AVX2__)."""
        if name in self.command_line:
            return True
        if name in self.compiler_defined:
            return False
        users = any(user for _cursor, user in self.definitions.get(name, ()))
        return users or not name.startswith("_")


def _tokens(raw) -> list:
    return [macros.Token(t.spelling, _KINDS[t.kind.name]) for t in raw if t.kind.name != "COMMENT"]


def _definition(unit: clang.Unit, cursor) -> macros.Macro:
    raw = [t for t in unit.tokens(cursor.extent) if t.kind.name != "COMMENT"]
    name = raw[0].spelling
    rest = raw[1:]
    if rest and rest[0].spelling == "(" and rest[0].extent.start.offset == raw[0].extent.end.offset:
        params = []
        variadic = False
        index = 1
        while index < len(rest) and rest[index].spelling != ")":
            spelling = rest[index].spelling
            if spelling == "...":
                params.append("__VA_ARGS__")
                variadic = True
            elif spelling != ",":
                if index + 1 < len(rest) and rest[index + 1].spelling == "...":
                    variadic = True  # GNU's named variadic parameter, `args...`
                    index += 1
                params.append(spelling)
            index += 1
        body = _tokens(rest[index + 1 :])
        return macros.Macro(name, tuple(params), tuple(body), variadic)
    return macros.Macro(name, None, tuple(_tokens(rest)))


def rewrite(view: View, body) -> list:
    """Edits (start, end, text) giving body (a COMPOUND_STMT in view's main file) the compiler's
    view of its text; [] where it already has it. Raises Unexact."""
    data = view.data
    start, end = body.extent.start.offset, body.extent.end.offset
    if data[start : start + 1] != b"{" or data[end - 1 : end] != b"}":
        raise Unexact("its body is written by a macro")
    blanks = []  # byte ranges to blank, keeping their line breaks
    edits = []
    for skip_start, skip_end in view.skipped:
        if skip_end > 0 and data[skip_end - 1 : skip_end] != b"\n":
            # libclang's range ends inside the directive that ends it (after `#elif`, before
            # its condition): the whole line goes.
            skip_end = _line_end(data, skip_end - 1)
        if skip_end <= start or skip_start >= end:
            continue
        if skip_start < start or skip_end > end:
            raise Unexact("an #if group crosses its braces")
        blanks.append((skip_start, skip_end))
    for directive_start, directive_end, words in _directives(view, body):
        name = words[0] if words else ""
        if name in _TESTS:
            for word in words[1:]:
                if re.fullmatch(r"[A-Za-z_]\w*", word) and not view.same_everywhere(word):
                    if word != "defined":
                        raise Unexact(
                            f"#{name} on {word}, which the compiler may define otherwise than"
                            " the lowering's parser"
                        )
        if any(s <= directive_start < e for s, e in blanks):
            continue  # in an inactive branch: blanked with it
        if name in _CONDITIONALS or not name:
            blanks.append((directive_start, directive_end))
        elif name == "pragma":
            text = data[directive_start:directive_end].decode("utf-8")
            pragma = re.sub(r"\\\r?\n", " ", text).strip()[1:].strip()[len("pragma") :].strip()
            escaped = pragma.replace("\\", "\\\\").replace('"', '\\"')
            lines = text.count("\n")
            edits.append((directive_start, directive_end, f'_Pragma("{escaped}")' + "\n" * lines))
        else:
            raise Unexact(f"a #{name} inside it")
    taken = sorted(blanks + [(s, e) for s, e, _ in edits])
    expanded_to = 0  # the end of the latest use expanded: a use inside it went with it
    for use_start, use_end, use in view.uses:
        if use_end <= start or use_start >= end or not view.users_macro(use):
            continue
        if use_start < expanded_to:
            continue
        if any(s <= use_start < e for s, e in blanks):
            continue
        if any(s < use_end and use_start < e for s, e in taken):
            raise Unexact(f"macro {use.spelling} spans a directive")
        replacement = _expansion(view, use, use_start, use_end)
        if replacement is not None:
            edits.append((use_start, use_end, replacement))
            expanded_to = use_end
    for blank_start, blank_end in _merged(blanks):
        edits.append((blank_start, blank_end, "\n" * data.count(b"\n", blank_start, blank_end)))
    return sorted(edits)


def _expansion(view: View, use, start: int, end: int) -> str | None:
    """The text that replaces one use of the user's macro, or None where it stays (an
    object-like macro for one literal). Raises Unexact."""
    raw = view.unit.tokens(use.extent)
    tokens = _tokens(raw)
    lookup = view.lookup_at(start, {use.spelling: use.referenced})
    try:
        expanded = macros.expand(tokens, lookup, whole=True)
    except macros.Unexpandable as exc:
        raise Unexact(str(exc)) from exc
    if len(tokens) == 1 and len(expanded) == 1 and expanded[0].kind == macros.LITERAL:
        return None
    # Spaces around it: the tokens must not join those before and after (`-NEG`, NEG -1).
    lines = view.data.count(b"\n", start, end)
    return " " + macros.spelled(expanded) + " " + "\n" * lines


def _directives(view: View, body):
    """(start, end, words) of each preprocessor directive line inside body: from its `#` to
    the end of its line (continuations included), words the spellings after the `#`."""
    tokens = view.unit.file_tokens(body)
    data = view.data
    found = []
    previous_end_line = None
    for index, token in enumerate(tokens):
        if token.kind.name == "COMMENT":
            continue
        line = token.extent.start.line
        if token.spelling == "#" and (previous_end_line is None or previous_end_line < line):
            start = token.extent.start.offset
            end = _line_end(data, start)
            words = [
                t.spelling
                for t in tokens[index + 1 :]
                if t.extent.start.offset < end and t.kind.name != "COMMENT"
            ]
            found.append((start, end, words))
        previous_end_line = token.extent.end.line
    return found


def _line_end(data: bytes, offset: int) -> int:
    """The offset of the line break that ends the logical line at offset (after any
    backslash continuations)."""
    while True:
        newline = data.find(b"\n", offset)
        if newline < 0:
            return len(data)
        if data[:newline].rstrip(b"\r").endswith(b"\\"):
            offset = newline + 1
            continue
        return newline


def _merged(ranges: list) -> list:
    out: list = []
    for start, end in sorted(ranges):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out
