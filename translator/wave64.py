"""Find CUDA code that silently assumes 32-lane warps (wrong on AMD CDNA's 64-lane wavefronts).

Reads the token stream only and reports CP3001-CP3006 through a callback; edits nothing, because
the right fix (a 64-bit mask, warpSize, a bigger array) is the author's choice.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# Functions whose result has one bit per lane (64 bits on a 64-lane wavefront).
_LANE_MASK_RESULTS = {"__ballot_sync", "__ballot", "__activemask"}
# 32-bit bit functions that narrow a lane mask passed to them (__popcll & co. are the 64-bit ones).
_NARROWING_CALLS = {"__popc", "__ffs", "__clz", "__brev", "__fns"}
_TYPE_32 = {"int", "unsigned", "uint32_t", "int32_t", "uint", "uint32", "int32", "signed"}
_TYPE_WORDS = _TYPE_32 | {"const", "volatile", "register", "static", "long", "auto", "short"}
_TYPE_WORDS |= {"uint64_t", "int64_t", "size_t", "unsigned long long", "char"}
_MASK_LITERAL = re.compile(r"0[xX][fF]{8}[uU]?[lL]{0,2}")
_SYNC_CALL = re.compile(
    r"__(shfl\w*|ballot|any|all|match_\w+|reduce_\w+|syncwarp|uni)_sync|__syncwarp"
)
# `& 31`, `% 32`, `>> 5`, `/ 32` on a thread index: a lane or warp number for 32 lanes only.
_LANE_OPERATORS = {"&": {"31", "0x1f", "0x1F", "31u", "31U"}, "%": {"32", "32u", "32U"}}
_LANE_OPERATORS |= {">>": {"5", "5u", "5U"}, "/": {"32", "32u", "32U"}}
_WARP_NAME = re.compile(r"warp|lane", re.IGNORECASE)
_WARP_SIZE_NAME = re.compile(r"warp_?size|warpsz|threads_?per_?warp", re.IGNORECASE)

Report = Callable[..., None]  # report(token, diag_id, **fields), as rewrite._Rewriter.report


def _literal(token, values) -> bool:
    return token.kind == "LITERAL" and token.spelling in values


def _operand_start(tokens, k: int) -> int:
    """Index of the first token of the operand that ends just before tokens[k] (-1 if none)."""
    j = k - 1
    if j < 0:
        return -1
    if tokens[j].spelling in (")", "]"):
        closing, opening = tokens[j].spelling, "(" if tokens[j].spelling == ")" else "["
        depth = 0
        while j >= 0:
            if tokens[j].spelling == closing:
                depth += 1
            elif tokens[j].spelling == opening:
                depth -= 1
                if depth == 0:
                    break
            j -= 1
        if j > 0 and tokens[j - 1].kind == "IDENTIFIER":  # a call or subscript: f(x), a[i]
            j -= 1
        return j
    if tokens[j].kind not in ("IDENTIFIER", "KEYWORD"):
        return -1
    while j >= 2 and tokens[j - 1].spelling in (".", "->", "::"):
        j -= 2
    return j


def _spell(tokens) -> str:
    """Tokens as C source, spaced the way people write it (threadIdx.x, not threadIdx . x)."""
    text = ""
    for token in tokens:
        tight = token.spelling in (".", "->", "::", ")", "]", "[") or text.endswith(
            (".", "->", "::", "(", "[")
        )
        text += token.spelling if tight or not text else " " + token.spelling
    return text


def _statement_start(tokens, i: int) -> int:
    j = i - 1
    while j >= 0 and tokens[j].spelling not in (";", "{", "}", "(", ",", ":"):
        j -= 1
    return j + 1


def _thread_derived(tokens) -> set[str]:
    """Variables initialized or assigned from threadIdx (or from another such variable)."""
    derived = {"threadIdx"}
    for i, token in enumerate(tokens):
        if token.spelling != "=" or i == 0 or tokens[i - 1].kind != "IDENTIFIER":
            continue
        j = i + 1
        while j < len(tokens) and tokens[j].spelling not in (";", "{", "}"):
            if tokens[j].spelling in derived:
                derived.add(tokens[i - 1].spelling)
                break
            j += 1
    return derived


def _declared_32bit(tokens) -> set[str]:
    """Names declared with a 32-bit integer type (`unsigned m;`, `int mask = ...`)."""
    names = set()
    for i in range(1, len(tokens) - 1):
        token = tokens[i]
        if token.kind != "IDENTIFIER" or tokens[i + 1].spelling not in (";", "=", ",", ")"):
            continue
        words = []
        j = i - 1
        while j >= 0 and tokens[j].spelling in _TYPE_WORDS:
            words.append(tokens[j].spelling)
            j -= 1
        if words and set(words) & _TYPE_32 and "long" not in words:
            names.add(token.spelling)
    return names


def _constants(tokens) -> dict[str, str]:
    """NAME -> literal for `#define NAME lit` and `NAME = lit;` (a named mask or width)."""
    found = {}
    for i in range(len(tokens) - 2):
        a, b, c = tokens[i], tokens[i + 1], tokens[i + 2]
        if a.spelling == "define" and b.kind == "IDENTIFIER" and c.kind == "LITERAL":
            found[b.spelling] = c.spelling
        elif a.kind == "IDENTIFIER" and b.spelling == "=" and c.kind == "LITERAL":
            if i + 3 < len(tokens) and tokens[i + 3].spelling in (";", ","):
                found.setdefault(a.spelling, c.spelling)
    return found


def _ballots(tokens, report: Report) -> None:
    """CP3001: a lane mask kept in (or passed through) 32 bits."""
    narrow = _declared_32bit(tokens)
    for i, token in enumerate(tokens):
        if token.spelling not in _LANE_MASK_RESULTS or i + 1 >= len(tokens):
            continue
        if tokens[i + 1].spelling != "(":
            continue
        if i >= 2 and tokens[i - 1].spelling == "(" and tokens[i - 2].spelling in _NARROWING_CALLS:
            report(
                token, "CP3001", name=token.spelling, detail=f"passed to {tokens[i - 2].spelling}"
            )
            continue
        if i >= 2 and tokens[i - 1].spelling == "=" and tokens[i - 2].kind == "IDENTIFIER":
            target = tokens[i - 2].spelling
            words = {t.spelling for t in tokens[_statement_start(tokens, i - 2) : i - 2]}
            declared_here = bool(words & _TYPE_WORDS)
            if (declared_here and words & _TYPE_32 and "long" not in words) or (
                not declared_here and target in narrow
            ):
                report(token, "CP3001", name=token.spelling, detail=f"stored in {target}")


def _lane_arithmetic(tokens, report: Report) -> None:
    """CP3002: `& 31`, `% 32`, `>> 5`, `/ 32` applied to a thread index."""
    derived = _thread_derived(tokens)
    for k in range(1, len(tokens) - 1):
        op, rhs = tokens[k], tokens[k + 1]
        values = _LANE_OPERATORS.get(op.spelling)
        if not values or not _literal(rhs, values):
            continue
        start = _operand_start(tokens, k)
        if start < 0 or not any(t.spelling in derived for t in tokens[start:k]):
            continue
        operand = _spell(tokens[start:k])
        report(rhs, "CP3002", detail=f"{operand} {op.spelling} {rhs.spelling}")


def _loops(tokens, report: Report) -> None:
    """CP3003: a shuffle or scan loop whose bounds are 16 or 32 (one warp of 32 lanes)."""
    for i, token in enumerate(tokens):
        if token.spelling != "for" or i + 1 >= len(tokens) or tokens[i + 1].spelling != "(":
            continue
        depth, j, clauses, current = 0, i + 1, [], []
        while j < len(tokens):
            s = tokens[j].spelling
            depth += s == "("
            depth -= s == ")"
            if depth == 0:
                break
            if s == ";" and depth == 1:
                clauses.append(current)
                current = []
            elif j > i + 1:
                current.append(tokens[j])
            j += 1
        clauses.append(current)
        if len(clauses) != 3:
            continue
        init, cond, step = ([t.spelling for t in c] for c in clauses)
        halving = ">>=" in step or "/=" in step or ">>" in step or "/" in step
        doubling = "<<=" in step or "*=" in step or "<<" in step
        start = next((t for t in clauses[0] if _literal(t, {"16", "16u", "16U"})), None)
        if start is not None and "=" in init and halving:
            report(start, "CP3003", detail="the loop starts at 16 and halves")
            continue
        bound = next((t for t in clauses[1] if _literal(t, {"32", "16"})), None)
        if bound is not None and doubling and ("<" in cond or "<=" in cond):
            report(bound, "CP3003", detail=f"the loop doubles up to {bound.spelling}")


def _masks(tokens, report: Report) -> None:
    """CP3004: a 32-bit all-ones mask given to a warp _sync function."""
    constants = _constants(tokens)
    full = {name for name, value in constants.items() if _MASK_LITERAL.fullmatch(value)}
    reported = set()
    for i in range(len(tokens) - 2):
        if not _SYNC_CALL.fullmatch(tokens[i].spelling) or tokens[i + 1].spelling != "(":
            continue
        arg = tokens[i + 2]
        if arg.kind == "LITERAL" and _MASK_LITERAL.fullmatch(arg.spelling):
            report(arg, "CP3004", name=tokens[i].spelling, detail=arg.spelling)
        elif arg.spelling in full and arg.spelling not in reported:
            reported.add(arg.spelling)  # one report per named mask, at its first use
            report(arg, "CP3004", name=tokens[i].spelling, detail=f"{arg.spelling} (0xffffffff)")


def _arrays(tokens, report: Report) -> None:
    """CP3005: a 1-D array of 32 indexed per warp or lane; CP3006: a warp size fixed at 32."""
    constants = _constants(tokens)
    for name, value in constants.items():
        if _WARP_SIZE_NAME.search(name) and value in ("32", "32u", "32U"):
            for i in range(len(tokens) - 2):
                if tokens[i].spelling == name and _literal(tokens[i + 1], {value}):
                    report(tokens[i + 1], "CP3006", name=name)  # #define NAME 32
                    break
                if tokens[i].spelling == name and tokens[i + 1].spelling == "=":
                    report(tokens[i + 2], "CP3006", name=name)  # NAME = 32;
                    break
    per_warp = set()  # arrays subscripted by a warp or lane number
    for i in range(len(tokens) - 2):
        if tokens[i].kind == "IDENTIFIER" and tokens[i + 1].spelling == "[":
            j = i + 2
            while j < len(tokens) - 1 and tokens[j].spelling != "]":
                lane_math = tokens[j + 1].spelling in _LANE_OPERATORS.get(tokens[j].spelling, ())
                if _WARP_NAME.search(tokens[j].spelling) or lane_math:
                    per_warp.add(tokens[i].spelling)
                j += 1
    for i in range(len(tokens) - 4):
        name, lb, size, rb, after = tokens[i : i + 5]
        if name.kind != "IDENTIFIER" or lb.spelling != "[" or rb.spelling != "]":
            continue
        if after.spelling == "[" or not _literal(size, {"32", "32u", "32U"}):
            continue
        declared = i > 0 and tokens[i - 1].spelling not in ("=", "(", ",", "return", "+", "-")
        if declared and name.spelling in per_warp:
            report(size, "CP3005", name=name.spelling)


def check(tokens, report: Report) -> None:
    """Report every 32-lane assumption in tokens (a parsed file's token list)."""
    _ballots(tokens, report)
    _lane_arithmetic(tokens, report)
    _loops(tokens, report)
    _masks(tokens, report)
    _arrays(tokens, report)
