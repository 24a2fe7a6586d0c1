"""Insert __syncwarp() where threads read shared memory that other threads of their warp wrote,
with no barrier between, in a function's top-level statements.

    if (threadIdx.x < 17) { ...; smem[threadIdx.x] = sum; }
    if (threadIdx.x == 0) { table[0] = smem[0]; ... smem[k] ... }

Thread 0 reads what threads 1-16 wrote. On a GPU the warp reconverges after the first `if` and
runs the second in lockstep, so this works (HeCBench's romberg relies on it); on the CPU
backend one thread may run both statements before the others run the first, and read stale
values: a silent wrong result. A warp barrier between the two statements is what the GPU's
reconvergence did. The function's own top-level statements are all its threads reach (no
divergent branch holds them), so a full-warp barrier there is safe; nested code is left alone.

A read needs the barrier when an earlier top-level statement since the last barrier wrote the
same __shared__ variable at a different index (the same index is the thread's own value).
Functions that call __syncwarp themselves are left as written. Reports CP4005 per function.
Reads the libclang AST; applies nothing itself.
"""

from __future__ import annotations

from cuport.translator.device_checks import (
    ASSIGNMENTS,
    Offsets,
    Report,
    device_function_bodies,
    in_main_file,
    strip,
)
from cuport.translator.edits import Edit
from cuport.translator.frontend.parse import Parsed

SYNC = " __syncwarp();"


def _shared_variables(unit, path: str) -> set:
    """The hashes of the file's __shared__ variables (file scope or in functions)."""
    found = set()
    for node in unit.cursor.walk_preorder():
        if node.kind.name != "VAR_DECL" or node.location.file is None:
            continue
        if node.location.file.name != path:
            continue
        if any(c.kind.name == "CUDASHARED_ATTR" for c in node.get_children()):
            found.add(node.hash)
    return found


def _is_barrier(node) -> bool:
    name = node.spelling
    return node.kind.name == "CALL_EXPR" and (name.startswith("__sync") or name == "sync")


def _accesses(statement, data: bytes, shared: dict, offsets: Offsets) -> tuple[list, list, bool]:
    """(writes, reads, barrier) of one statement: (variable, index text) pairs of its
    subscripts of __shared__ variables (shared: _with_pointers'), and whether it contains a
    barrier."""
    writes, reads, barrier = [], [], False
    written = set()
    for node in statement.walk_preorder():
        if _is_barrier(node):
            barrier = True
        if node.kind.name in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR"):
            children = list(node.get_children())
            if len(children) == 2 and offsets.spelling_after(children[0]) in ASSIGNMENTS:
                written.add(strip(children[0]).hash)
        if node.kind.name != "ARRAY_SUBSCRIPT_EXPR":
            continue
        children = list(node.get_children())
        if len(children) != 2:
            continue
        base = strip(children[0])
        if base.kind.name != "DECL_REF_EXPR" or base.referenced is None:
            continue
        variable = shared.get(base.referenced.hash)
        if variable is None:
            continue
        index = children[1].extent
        # Through a pointer into the variable, the pointer is part of the index.
        through = "" if variable == base.referenced.hash else base.spelling
        key = (variable, through + data[index.start.offset : index.end.offset].decode("utf-8"))
        if node.hash in written:
            writes.append(key)
        else:
            reads.append(key)
    return writes, reads, barrier


def _with_pointers(body, shared: set) -> dict:
    """{variable hash: the __shared__ variable it is or points into}: the shared variables, and
    the function's pointers initialized from one (`float* row = &tile[y * 33];`)."""
    found = {h: h for h in shared}
    for node in body.walk_preorder():
        if node.kind.name != "VAR_DECL" or node.type.get_canonical().kind.name != "POINTER":
            continue
        targets = {
            r.referenced.hash
            for r in node.walk_preorder()
            if r.kind.name == "DECL_REF_EXPR" and r.referenced is not None
        }
        into = targets & shared
        if len(into) == 1:
            found[node.hash] = into.pop()
    return found


def _end_of(data: bytes, statement) -> int:
    """The offset just past statement and its `;`: where the barrier goes, on the statement's
    own line (the next statement may start with a `#pragma` line)."""
    end = statement.extent.end.offset
    rest = data[end:]
    stripped = rest.lstrip(b" \t")
    if stripped.startswith(b";"):
        end += len(rest) - len(stripped) + 1
    return end


def _function_edits(parsed: Parsed, body, shared: dict, offsets: Offsets) -> list:
    """Offsets where a warp barrier goes: after the top-level statement before each one that
    reads what an earlier one wrote at another index, with no barrier between."""
    shared = _with_pointers(body, shared)
    found = []
    pending: dict = {}  # variable -> index texts written since the last barrier
    previous = None
    for statement in body.get_children():
        writes, reads, barrier = _accesses(statement, parsed.data, shared, offsets)
        stale = any(
            variable in pending and pending[variable] - {index}
            for variable, index in reads
        )
        if stale and previous is not None and in_main_file(parsed, previous):
            found.append(_end_of(parsed.data, previous))
            pending = {}
        previous = statement
        if barrier:
            pending = {}
            continue
        for variable, index in writes:
            pending.setdefault(variable, set()).add(index)
    return found


def _reader(parsed: Parsed, offsets: Offsets, offset: int):
    """The first token of the statement after offset (past any `#pragma` line before it): the
    read the diagnostic names."""
    k = min(offsets.index_at(offset), len(offsets.tokens) - 1)
    while k + 1 < len(offsets.tokens) and offsets.tokens[k].spelling == "#":
        line_end = parsed.data.find(b"\n", offsets.tokens[k].start)
        if line_end < 0:
            break
        k = offsets.index_at(line_end)
    return offsets.tokens[min(k, len(offsets.tokens) - 1)]


def check(parsed: Parsed, edits: list[Edit], report: Report) -> None:
    """Append the __syncwarp() insertions to edits; report them (CP4005)."""
    if b"__shared__" not in parsed.data:
        return
    shared = _shared_variables(parsed.unit, parsed.path)
    if not shared:
        return
    offsets = Offsets(parsed)
    for _function, body in device_function_bodies(parsed):
        found = _function_edits(parsed, body, shared, offsets)
        for offset in found:
            edits.append(Edit(offset, offset, SYNC, why="CP4005"))
        if found:
            detail = f"{len(found)} place{'s' if len(found) != 1 else ''}"
            report(_reader(parsed, offsets, found[0]), "CP4005", detail=detail)
