"""Make warp-synchronous `volatile` code correct without lockstep: insert __syncwarp() around it.

Pre-Volta CUDA code (the "unrolled last warp" of reductions, warp scans) exchanges values through
`volatile` memory with no barrier, trusting a warp to run in lockstep. Volta's independent thread
scheduling and cuport's CPU fibers do not; CUDA 9+ requires __syncwarp(). For each device function
with such statements and no __syncwarp() of its own, every statement that reads or writes memory
through a volatile subscript gets a warp barrier after it, and one that does both reads its value
first, then syncs, then writes (what lockstep did). Reports CP4001 per function, CP4002 where a
statement cannot be split safely (macros).

The same split serves a butterfly exchange written in one statement through memory of any kind
(dxtc's `sums[idx] += sums[idx ^ 8];` between tile syncs): lane i reads the element lane i ^ k
writes, so in lockstep every read comes first; one after another, half the lanes would read
sums already summed. Reported as CP4006. Reads the libclang AST; applies nothing itself.
"""

from __future__ import annotations

from collections.abc import Callable

from cuport.translator.edits import Edit
from cuport.translator.frontend.parse import Parsed

Report = Callable[..., None]  # report(token, diag_id, **fields), as rewrite._Rewriter.report

SYNC = "__syncwarp(__activemask());"
_FUNCTIONS = {"FUNCTION_DECL", "FUNCTION_TEMPLATE", "CXX_METHOD"}
_DEVICE_ATTRS = {"CUDADEVICE_ATTR", "CUDAGLOBAL_ATTR"}
ASSIGNMENTS = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="}


class Offsets:
    """Byte offsets of tokens, to find the `;` ending a statement and test macro use."""

    def __init__(self, parsed: Parsed):
        self.tokens = parsed.tokens
        self.starts = [t.start for t in parsed.tokens]

    def index_at(self, offset: int) -> int:
        import bisect

        return bisect.bisect_left(self.starts, offset)

    def spelling_after(self, cursor) -> str:
        """The token just after cursor (an assignment's operator when cursor is its left
        side), or "" at the end of the file."""
        k = self.index_at(cursor.extent.end.offset)
        return self.tokens[k].spelling if k < len(self.tokens) else ""


def is_device_function(cursor) -> bool:
    return any(child.kind.name in _DEVICE_ATTRS for child in cursor.get_children())


def _volatile_subscripts(cursor) -> list:
    """ARRAY_SUBSCRIPT_EXPRs under cursor whose element is volatile-qualified."""
    found = []
    stack = [cursor]
    while stack:
        node = stack.pop()
        if node.kind.name == "ARRAY_SUBSCRIPT_EXPR" and node.type.is_volatile_qualified():
            found.append(node)
        stack.extend(node.get_children())
    return found


def strip(cursor):
    """The expression under implicit casts and parentheses."""
    while cursor.kind.name in ("UNEXPOSED_EXPR", "PAREN_EXPR"):
        children = list(cursor.get_children())
        if len(children) != 1:
            break
        cursor = children[0]
    return cursor


def _statements(cursor):
    """(statement, can_wrap) for every statement under cursor, depth first, in source order.

    can_wrap: the statement may be replaced by a braced block (it is a statement position).
    """
    kind = cursor.kind.name
    children = list(cursor.get_children())
    if kind == "COMPOUND_STMT":
        for child in children:
            if child.kind.is_expression() or child.kind.name == "DECL_STMT":
                yield child
            yield from _statements(child)
        return
    if kind == "IF_STMT":
        branches = children[1:]
    elif kind in ("FOR_STMT", "WHILE_STMT", "CXX_FOR_RANGE_STMT"):
        branches = children[-1:]
    elif kind == "DO_STMT":
        branches = children[:1]
    elif kind in ("CASE_STMT", "DEFAULT_STMT", "LABEL_STMT", "SWITCH_STMT"):
        branches = children[-1:]
    else:
        return
    for branch in branches:
        if branch.kind.is_expression():
            yield branch
        yield from _statements(branch)


def _assignment_parts(parsed: Parsed, offsets: Offsets, stmt):
    """(lhs text, operator, rhs text) when stmt is `lhs op= rhs` with a volatile lhs."""
    if stmt.kind.name not in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR"):
        return None
    children = list(stmt.get_children())
    if len(children) != 2:
        return None
    lhs, rhs = children
    if strip(lhs).kind.name != "ARRAY_SUBSCRIPT_EXPR" or not lhs.type.is_volatile_qualified():
        return None
    operator = offsets.spelling_after(lhs)
    if operator not in ASSIGNMENTS:
        return None
    lhs_text, rhs_text = _text(parsed, lhs), _text(parsed, rhs)
    return lhs_text, operator, rhs_text, rhs


def in_main_file(parsed: Parsed, cursor) -> bool:
    location = cursor.extent.start
    return location.file is not None and location.file.name == parsed.path


def _statement_end(offsets: Offsets, stmt) -> int | None:
    """Offset just past the `;` ending an expression or declaration statement."""
    k = offsets.index_at(stmt.extent.end.offset)
    if stmt.kind.name == "DECL_STMT" and k > 0 and offsets.tokens[k - 1].spelling == ";":
        return offsets.tokens[k - 1].end
    if k < len(offsets.tokens) and offsets.tokens[k].spelling == ";":
        return offsets.tokens[k].end
    return None


def _function_edits(parsed: Parsed, offsets: Offsets, body, report: Report) -> list[Edit]:
    edits: list[Edit] = []
    first = None
    count = 0
    for stmt in _statements(body):
        subscripts = _volatile_subscripts(stmt)
        if not subscripts:
            continue
        start = stmt.extent.start.offset
        token = offsets.tokens[min(offsets.index_at(start), len(offsets.tokens) - 1)]
        end = _statement_end(offsets, stmt)
        text = parsed.data[start:end].decode("utf-8", "surrogateescape") if end else ""
        if end is None or not in_main_file(parsed, stmt) or token.start != start:
            report(token, "CP4002", detail="statement inside a macro or not a plain statement")
            continue
        if edits and start < edits[-1].end:
            continue  # inside a statement already handled (a nested block of an if)
        parts = _assignment_parts(parsed, offsets, stmt)
        if stmt.kind.name == "DECL_STMT":
            replacement = f"{text} {SYNC}"
        elif parts and _volatile_subscripts(parts[3]):
            replacement = _lockstep(*parts[:3])
        else:
            replacement = f"{{ {text} {SYNC} }}"
        edits.append(Edit(start, end, replacement, why="CP4001"))
        first = first or token
        count += 1
    if first is not None:
        report(first, "CP4001", detail=f"{count} statement{'s' if count != 1 else ''}")
    return edits


def device_function_bodies(parsed: Parsed, synced_too: bool = False):
    """(function, body) for each device function or kernel defined in the main file whose body
    does not call __syncwarp itself (its author, or an earlier translation, synchronizes the
    warp where it needs to: such code is left as written), or with synced_too, every one."""
    for cursor in parsed.unit.cursor.walk_preorder():
        if cursor.kind.name not in _FUNCTIONS or not cursor.is_definition():
            continue
        if not in_main_file(parsed, cursor) or not is_device_function(cursor):
            continue
        body = next((c for c in cursor.get_children() if c.kind.name == "COMPOUND_STMT"), None)
        if body is None:
            continue
        own = parsed.data[body.extent.start.offset : body.extent.end.offset]
        if synced_too or b"__syncwarp" not in own:
            yield cursor, body


def check(parsed: Parsed, edits: list[Edit], report: Report) -> None:
    """Append the __syncwarp() edits for warp-synchronous code (volatile exchanges, one-statement
    butterflies) to edits; report them."""
    if b"volatile" not in parsed.data and b"^" not in parsed.data:
        return
    offsets = Offsets(parsed)
    # A butterfly races whatever barriers surround it: functions that sync their warp get the
    # split too (its result, `a[i] += cuport_lockstep`, is no butterfly: translating again adds
    # nothing).
    for cursor, body in device_function_bodies(parsed, synced_too=True):
        text = parsed.data[cursor.extent.start.offset : body.extent.end.offset]
        found = []
        if (
            b"volatile" in text
            and b"__syncwarp" not in text
            and not (_syncs_block(body) and not _exchanges_in_one_statement(body))
        ):  # (volatile data exchanged across block barriers is not exchanged within a warp)
            found = _function_edits(parsed, offsets, body, report)
        if b"^" in text:
            found += _butterfly_edits(parsed, offsets, body, found, report)
        edits.extend(found)


def _lockstep(lhs: str, operator: str, rhs: str) -> str:
    """`lhs op= rhs` as a converged warp runs it: every lane reads, then every lane writes."""
    return f"{{ auto cuport_lockstep = ({rhs}); {SYNC} {lhs} {operator} cuport_lockstep; {SYNC} }}"


def _text(parsed: Parsed, cursor) -> str:
    return parsed.data[cursor.extent.start.offset : cursor.extent.end.offset].decode(
        "utf-8", "surrogateescape"
    )


def _subscript(cursor):
    """The ARRAY_SUBSCRIPT_EXPR cursor is (under casts), or whose member it names; else None."""
    cursor = strip(cursor)
    if cursor.kind.name == "MEMBER_REF_EXPR":
        children = list(cursor.get_children())
        cursor = strip(children[0]) if len(children) == 1 else cursor
    return cursor if cursor.kind.name == "ARRAY_SUBSCRIPT_EXPR" else None


def _butterfly(parsed: Parsed, offsets: Offsets, stmt) -> bool:
    """Whether stmt is `a[i] op= ...` whose right side reads a[i ^ k] (or a[k ^ i])."""
    children = _assignment_sides(stmt)
    if children is None or offsets.spelling_after(children[0]) not in ASSIGNMENTS:
        return False
    target = _subscript(children[0])
    parts = list(target.get_children()) if target is not None else []
    if len(parts) != 2:
        return False
    if _private_array(parts[0]):
        return False  # a thread's own array: no other lane reads it
    base, index = (_text(parsed, part) for part in parts)
    for node in children[1].walk_preorder():
        if node.kind.name != "ARRAY_SUBSCRIPT_EXPR":
            continue
        operands = list(node.get_children())
        if len(operands) != 2 or _text(parsed, operands[0]) != base:
            continue
        xor = strip(operands[1])
        sides = list(xor.get_children())
        if (
            xor.kind.name == "BINARY_OPERATOR"
            and len(sides) == 2
            and offsets.spelling_after(sides[0]) == "^"
            and index in (_text(parsed, sides[0]), _text(parsed, sides[1]))
        ):
            return True
    return False


def _private_array(base) -> bool:
    """Whether base names an array local to one thread (a function's own array that is not
    __shared__): a swap within it (a sorting network in registers) involves no other lane."""
    base = strip(base)
    declaration = base.referenced if base.kind.name == "DECL_REF_EXPR" else None
    if declaration is None or declaration.kind.name != "VAR_DECL":
        return False
    if declaration.type.get_canonical().kind.name != "CONSTANTARRAY":
        return False
    local = declaration.semantic_parent is not None and declaration.semantic_parent.kind.name in (
        _FUNCTIONS
    )
    shared = any(c.kind.name == "CUDASHARED_ATTR" for c in declaration.get_children())
    return local and not shared


def _assignment_sides(stmt):
    """[left, right] of an assignment: built in, or a class's operator (float3's `+=`, a call
    whose children are the left side, the operator's name, the right side); else None."""
    children = list(stmt.get_children())
    if stmt.kind.name == "CALL_EXPR" and stmt.spelling.startswith("operator"):
        children = [c for c in children if strip(c).spelling != stmt.spelling]
    elif stmt.kind.name not in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR"):
        return None
    return children if len(children) == 2 else None


def _butterfly_edits(parsed: Parsed, offsets: Offsets, body, done: list, report: Report):
    """CP4006's read, __syncwarp(), write for each one-statement butterfly not in done."""
    edits: list[Edit] = []
    for stmt in _statements(body):
        start = stmt.extent.start.offset
        if any(e.start <= start < e.end for e in [*done, *edits]):
            continue
        if not _butterfly(parsed, offsets, stmt):
            continue
        token = offsets.tokens[min(offsets.index_at(start), len(offsets.tokens) - 1)]
        end = _statement_end(offsets, stmt)
        if end is None or not in_main_file(parsed, stmt) or token.start != start:
            continue  # inside a macro: left as written (a split would change the macro)
        lhs, rhs = _assignment_sides(stmt)
        replacement = _lockstep(_text(parsed, lhs), offsets.spelling_after(lhs), _text(parsed, rhs))
        edits.append(Edit(start, end, replacement, why="CP4006"))
        report(token, "CP4006", detail=_text(parsed, stmt))
    return edits


def _syncs_block(body) -> bool:
    """Whether the function waits for its block: __syncthreads*, or a cooperative_groups
    thread_block's sync (`cta.sync()`, `cg::sync(cta)`)."""
    for node in body.walk_preorder():
        if node.kind.name != "CALL_EXPR":
            continue
        if node.spelling.startswith("__syncthreads"):
            return True
        if node.spelling == "sync" and any(
            c.kind.name == "DECL_REF_EXPR" and is_thread_block(c) for c in node.walk_preorder()
        ):
            return True
    return False


def is_thread_block(node) -> bool:
    """Whether node's type is cooperative_groups::thread_block (const or not)."""
    spelling = node.type.get_canonical().spelling
    return spelling.removeprefix("const ") == "cooperative_groups::thread_block"


def _exchanges_in_one_statement(body) -> bool:
    """Whether an assignment both reads and writes volatile memory (`s[t] += s[t + 16]`,
    `s[i] = x = x + s[i - 1]`): the form warp-synchronous code takes beside block barriers. A
    function that synchronizes its block and has none only passes values across barriers
    (scan's `t = s[pos] + s[pos - offset]; __syncthreads(); s[pos] = t;`)."""
    for stmt in _statements(body):
        if stmt.kind.name not in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR"):
            continue
        children = list(stmt.get_children())
        if len(children) == 2 and all(_volatile_subscripts(c) for c in children):
            return True
    return False
