"""Insert cuportSpinPoint() into device loops that wait for another thread: spin-waits.

    while (flag[0] == 0) { }          // flag: volatile int*; another thread of the block sets it
    do { ... nstat[...] ... } while (missing);   // a fixed point over volatile memory (ECL-MIS)

On a GPU every thread of a block makes progress, so a thread may loop until another one writes
memory it reads. The CPU backend runs a block's threads on fibers that switch only where a
thread waits (a barrier, a warp operation): a thread spinning on memory another thread of its
block writes would spin for ever, the writer never running. cuportSpinPoint() at the top of such
a loop's body lets the block's other threads run (on the CPU backend; it does nothing on GPUs).

A loop gets one when nothing in it waits already (no barrier, warp operation or __nanosleep) and
either its condition reads volatile memory or calls an atomic (the thread waits on what it
reads there), or it is the outermost `while` or `do` loop of a nest that reads volatile memory
(a fixed point that iterates until other threads' writes settle; a counted `for` over volatile
memory is warp-synchronous code's step, left alone). Bodies in braces get the call after their
`{`, an empty body (`;`) becomes `{ cuportSpinPoint(); }`; a loop whose body is one other
statement is left as written. Reads the libclang AST; applies nothing itself.
"""

from __future__ import annotations

from cuport.translator.device_checks import device_function_bodies
from cuport.translator.edits import Edit
from cuport.translator.frontend.parse import Parsed

SPIN_POINT = "cuportSpinPoint();"
_LOOPS = {"WHILE_STMT", "DO_STMT", "FOR_STMT"}
# Calls that wait already (the fibers switch there), or that a loop's condition spins on.
_WAITS = (
    "__syncthreads",
    "__syncwarp",
    "__shfl",
    "__ballot",
    "__any",
    "__all",
    "__nanosleep",
)
_READS = {"ARRAY_SUBSCRIPT_EXPR", "UNARY_OPERATOR", "MEMBER_REF_EXPR", "DECL_REF_EXPR"}


def _reads_volatile(cursor) -> bool:
    """Whether cursor's code reads or writes an object of volatile-qualified type."""
    for node in cursor.walk_preorder():
        if node.kind.name in _READS and node.type.is_volatile_qualified():
            return True
    return False


def _calls(cursor, prefixes: tuple) -> bool:
    return any(
        node.kind.name == "CALL_EXPR" and node.spelling.startswith(prefixes)
        for node in cursor.walk_preorder()
    )


def _parts(loop) -> tuple:
    """(condition, body) of a loop statement; either may be None (`for (;;)`)."""
    children = list(loop.get_children())
    if not children:
        return None, None
    body = children[-1] if loop.kind.name != "DO_STMT" else children[0]
    if loop.kind.name == "DO_STMT":
        condition = children[-1] if len(children) > 1 else None
    elif loop.kind.name == "WHILE_STMT":
        condition = children[0] if len(children) > 1 else None
    else:  # for (init; condition; step): libclang leaves out the parts a loop omits
        condition = children[-3] if len(children) >= 3 else None
    return condition, body


def _spins(parsed: Parsed, loop, outermost_volatile: bool) -> bool:
    text = parsed.data[loop.extent.start.offset : loop.extent.end.offset]
    if b"cuportSpinPoint" in text or _calls(loop, _WAITS):  # (translated already: undeclared
        return False  # in the translator's parse, the call is no CALL_EXPR there)
    condition, _ = _parts(loop)
    if condition is not None and (_reads_volatile(condition) or _calls(condition, ("atomic",))):
        return True
    # (Not a counted `for`: warp-synchronous code steps through volatile memory in those, and a
    # lane that yielded mid-step would miss its warp's __syncwarp(__activemask()).)
    return outermost_volatile and loop.kind.name != "FOR_STMT" and _reads_volatile(loop)


def _edit(parsed: Parsed, body) -> Edit | None:
    start, end = body.extent.start.offset, body.extent.end.offset
    if body.kind.name == "COMPOUND_STMT" and parsed.data[start : start + 1] == b"{":
        return Edit(start + 1, start + 1, f" {SPIN_POINT}", why="spin-wait")
    if body.kind.name == "NULL_STMT" and parsed.data[start:end] == b";":
        return Edit(start, end, f"{{ {SPIN_POINT} }}", why="spin-wait")
    return None


def check(parsed: Parsed, edits: list[Edit]) -> None:
    """Append the cuportSpinPoint() insertions for the file's device loops to edits."""
    if b"volatile" not in parsed.data and b"atomic" not in parsed.data:
        return
    for _, body in device_function_bodies(parsed, synced_too=True):
        _visit(parsed, body, edits, inside_volatile_loop=False)


def _visit(parsed: Parsed, cursor, edits: list[Edit], inside_volatile_loop: bool) -> None:
    for child in cursor.get_children():
        if child.kind.name in _LOOPS:
            volatile = _reads_volatile(child)
            if _spins(parsed, child, outermost_volatile=not inside_volatile_loop):
                _, body = _parts(child)
                edit = _edit(parsed, body) if body is not None else None
                if edit is not None:
                    edits.append(edit)
            _visit(parsed, child, edits, inside_volatile_loop or volatile)
        elif child.kind.name != "LAMBDA_EXPR":
            _visit(parsed, child, edits, inside_volatile_loop)
