"""C preprocessor macro expansion over tokens, as the compiler expands the user's macros:
object-like and function-like macros, arguments expanded before substitution, rescanning with
hide sets (a macro is not expanded inside its own expansion), `##` pasting, `__VA_ARGS__` and
GNU's `, ## __VA_ARGS__`. Which macros exist is the caller's (lookup); this module reads no
source and decides nothing about lowering. Where the result could differ from the compiler's it
raises Unexpandable instead of guessing (stringizing `#`, `__VA_OPT__`, a paste that makes no
single token, a function-like name whose arguments would come from past the text expanded).
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field, replace

IDENTIFIER = "identifier"
LITERAL = "literal"
PUNCTUATION = "punctuation"

_IDENTIFIER = re.compile(r"[A-Za-z_]\w*\Z")
_NUMBER = re.compile(r"\.?\d(?:[eEpP][+-]|[\w.'])*\Z")
# C++ punctuators a paste may form (the longest first does not matter: whole-string matches).
_PUNCTUATORS = frozenset(
    "{ } [ ] # ## ( ) <: :> <% %> %: %:%: ; : ... ? :: . .* -> ->* ~ ! + - * / % ^ & | = += -= "
    "*= /= %= ^= &= |= == != < > <= >= <=> && || << >> <<= >>= ++ -- ,".split()
)


class Unexpandable(Exception):
    """The expansion cannot be reproduced exactly here; the message says why."""


@dataclass(frozen=True)
class Token:
    """A preprocessing token: its text, kind (IDENTIFIER, LITERAL, PUNCTUATION) and hide set
    (the macros whose expansion produced it, which it must not expand again)."""

    text: str
    kind: str
    hide: frozenset = field(default=frozenset(), compare=False)


@dataclass(frozen=True)
class Macro:
    """A macro definition: params is None for an object-like macro, else the parameter names
    (`__VA_ARGS__` last for a variadic one, or the GNU named variadic parameter with
    variadic set)."""

    name: str
    params: tuple | None
    body: tuple
    variadic: bool = False

    @property
    def function_like(self) -> bool:
        return self.params is not None


def token(text: str, kind: str | None = None) -> Token:
    """A Token of text, its kind read from its spelling where not given."""
    if kind is None:
        if _IDENTIFIER.match(text):
            kind = IDENTIFIER
        elif text in _PUNCTUATORS:
            kind = PUNCTUATION
        else:
            kind = LITERAL
    return Token(text, kind)


def expand(tokens: list, lookup, whole: bool = False) -> list:
    """tokens with every macro lookup(name) knows expanded, as the preprocessor does.

    lookup(name) -> Macro | None: the definition in effect (None: not a macro here); it may
    raise Unexpandable (a name whose definition cannot be told). whole: tokens are a macro use
    in the source, which what follows them could extend (an argument is expanded alone).
    Raises Unexpandable."""
    pending = deque(tokens)
    out = []
    while pending:
        current = pending.popleft()
        macro = _macro_at(current, lookup)
        if macro is None:
            out.append(current)
            continue
        if not macro.function_like:
            hide = current.hide | {macro.name}
            pending.extendleft(reversed(_substitute(macro, {}, hide, lookup)))
            continue
        if not pending and whole:
            # A function-like name last in the text: its `(` would come from past it.
            raise Unexpandable(f"macro {macro.name}'s arguments would come from past the text")
        if not pending or pending[0].text != "(":
            out.append(current)
            continue
        arguments, closing = _arguments(pending, macro)
        hide = (current.hide & closing.hide) | {macro.name}
        pending.extendleft(reversed(_substitute(macro, arguments, hide, lookup)))
    return out


def _macro_at(current: Token, lookup) -> Macro | None:
    if current.kind != IDENTIFIER or current.text in current.hide:
        return None
    if current.text == "__VA_OPT__":
        raise Unexpandable("__VA_OPT__")
    return lookup(current.text)


def _arguments(pending: deque, macro: Macro) -> tuple[dict, Token]:
    """Pops `( args )` off pending; returns {parameter: its tokens} and the closing paren."""
    pending.popleft()  # (
    groups: list[list] = [[]]
    depth = 0
    while True:
        if not pending:
            raise Unexpandable(f"macro {macro.name}'s arguments are not closed in the text")
        current = pending.popleft()
        if current.text == "(":
            depth += 1
        elif current.text == ")":
            if depth == 0:
                closing = current
                break
            depth -= 1
        elif current.text == "," and depth == 0:
            groups.append([])
            continue
        groups[-1].append(current)
    params = macro.params
    if len(params) == 0 and groups == [[]]:
        return {}, closing
    if macro.variadic:
        fixed = len(params) - 1
        if len(groups) < fixed:
            raise Unexpandable(f"macro {macro.name} called with too few arguments")
        rest = groups[fixed:]
        variadic = []
        for index, group in enumerate(rest):
            if index:
                variadic.append(token(","))
            variadic += group
        arguments = dict(zip(params[:fixed], groups[:fixed], strict=True))
        arguments[params[-1]] = variadic
        arguments[None] = bool(rest)  # whether the variadic part was given at all
        return arguments, closing
    if len(groups) != len(params):
        raise Unexpandable(f"macro {macro.name} called with {len(groups)} arguments")
    return dict(zip(params, groups, strict=True)), closing


def _substitute(macro: Macro, arguments: dict, hide: frozenset, lookup) -> list:
    """The macro's body with its parameters replaced (expanded unless next to ##) and pastes
    made, every token's hide set joined with hide."""
    body = list(macro.body)
    params = set(macro.params or ())
    out: list = []  # a None entry is a placemarker (an empty argument next to ##)
    index = 0
    while index < len(body):
        current = body[index]
        if current.text == "#" and macro.function_like:
            raise Unexpandable(f"macro {macro.name} stringizes an argument (#)")
        following = body[index + 1].text if index + 1 < len(body) else None
        pasting = following == "##" or (out and index > 0 and body[index - 1].text == "##")
        if current.text == "##":
            out.append(current)
        elif current.kind == IDENTIFIER and current.text in params:
            value = arguments[current.text]
            if pasting:
                out.extend(value or [None])
            else:
                out.extend(expand(list(value), lookup))
        else:
            out.append(current)
        index += 1
    out = _pasted(out, macro, arguments)
    return [replace(t, hide=t.hide | hide) for t in out if t is not None]


def _pasted(items: list, macro: Macro, arguments: dict) -> list:
    """items with each `a ## b` made one token (placemarkers: None)."""
    out: list = []
    index = 0
    while index < len(items):
        current = items[index]
        if current is not None and current.text == "##" and current.kind == PUNCTUATION:
            if not out or index + 1 >= len(items):
                raise Unexpandable(f"macro {macro.name} has ## at an end")
            right = items[index + 1]
            left = out.pop()
            if (
                left is not None
                and left.text == ","
                and macro.variadic
                and _from_variadic(items, index + 1, arguments, macro)
            ):
                # GNU: `, ## __VA_ARGS__` drops the comma when no variadic argument was given.
                if arguments.get(None):
                    out.append(left)
                index += 1
                continue
            out.append(_paste(left, right, macro))
            index += 2
            continue
        out.append(current)
        index += 1
    return out


def _from_variadic(items: list, position: int, arguments: dict, macro: Macro) -> bool:
    """Whether the item at position starts the variadic argument's tokens (or its
    placemarker)."""
    variadic = arguments.get(macro.params[-1]) if macro.params else None
    if variadic is None:
        return False
    if not variadic:
        return items[position] is None
    return items[position] is variadic[0]


def _paste(left: Token | None, right: Token | None, macro: Macro) -> Token | None:
    if left is None:
        return right
    if right is None:
        return left
    text = left.text + right.text
    if _IDENTIFIER.match(text):
        return Token(text, IDENTIFIER)
    if text in _PUNCTUATORS:
        return Token(text, PUNCTUATION)
    if _NUMBER.match(text):
        return Token(text, LITERAL)
    raise Unexpandable(f"macro {macro.name} pastes {left.text!r} and {right.text!r}")


def spelled(tokens: list) -> str:
    """Tokens as text the compiler reads back as the same tokens (one space between each)."""
    return " ".join(t.text for t in tokens)
