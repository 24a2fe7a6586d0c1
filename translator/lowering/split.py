"""Split one kernel into a block-at-a-time body: plan its statements (planner.py), decide how
each value crosses the splits (remat.py), rewrite its text (substitute.py) and emit the thread
loops (emit.py) for the first layout that pays (a batch of blocks side by side, a batch, one
block), headed by the per-block arrays the body uses.

Raises Unsupported where a kernel cannot be split; the caller then keeps its fiber path.
"""

from __future__ import annotations

from cuport.translator.lowering.emit import Emitter
from cuport.translator.lowering.kernel import Kernel, in_runtime, reads_x, token_span, unqualified
from cuport.translator.lowering.loops import (
    BATCH_LOCALS,
    BLOCK_LOCALS,
    WIDE_LANE_ARGUMENTS,
    WIDE_LOCALS,
)
from cuport.translator.lowering.plan import BARRIER, WARP_BARRIER, BlockBody, Unsupported
from cuport.translator.lowering.planner import check_region, plan
from cuport.translator.lowering.remat import hoisted_variables
from cuport.translator.lowering.substitute import parameter_copies, text_substitutions
from cuport.translator.lowering.vocabulary import (
    AGGREGATE,
    ALLOC,
    ALLOC_STAGED,
    ALLOC_UNALIASED,
    ALLOC_ZEROED,
    BATCH_SIZE,
    BLOCK_DIM,
    BLOCK_FRAME,
    BLOCK_FRAME_TYPE,
    DYNAMIC_SHARED,
    DYNAMIC_SHARED_VIEW,
    EXITED,
    FRAME,
    GUARD_ALL,
    GUARD_DENSE,
    GUARD_FLAGS,
    GUARD_ROWS,
    GUARD_SPAN,
    LANE_INDEX,
    LINEAR,
    PER_THREAD,
    SCRATCH,
    SEED,
    STAGED,
    THREAD_RANGE,
    THREADS,
    bare_name,
)


def split_kernel(
    body, unit, data: bytes, dependent: set, filename: str, runtime_folders: tuple
) -> BlockBody:
    """The block-mode body for a kernel, split into thread loops at its barriers.

    runtime_folders: the folders of the runtime's headers (their functions are not the user's).
    Raises Unsupported when the kernel cannot be split.
    """
    try:
        return _split(body, unit, data, dependent, filename, runtime_folders, speed_guards=True)
    except Unsupported:
        # A guard this pass adds only for speed (a closing `if`, an early return) may leave a
        # value it cannot carry across (a local array): split without those guards.
        return _split(body, unit, data, dependent, filename, runtime_folders, speed_guards=False)


def _split(
    body, unit, data: bytes, dependent: set, filename: str, runtime_folders: tuple, speed_guards
) -> BlockBody:
    """split_kernel's body, planned with or without the guards that only add speed."""
    if any(node.kind.name == "LAMBDA_EXPR" for node in body.walk_preorder()):
        raise Unsupported("a lambda in a kernel with barriers")
    kernel = Kernel(body, unit, data, dependent, filename, runtime_folders, speed_guards)
    if kernel.params_modified:
        raise Unsupported("a kernel parameter is modified (each thread needs its own copy)")
    items = plan(kernel, list(body.get_children()), top=True)
    checks = [check_region(r) for r in kernel.regions]
    returns = any(has for has, _ in checks)
    # A return inside a loop cannot become `continue`: such regions run as lambdas instead.
    in_lambda = any(nested for _, nested in checks)
    tracks_exits = returns and (len(kernel.regions) > 1 or bool(kernel.exchanges))
    if not returns:
        exit_code = None
    elif in_lambda:
        exit_code = "return true"
    elif tracks_exits:
        exit_code = f"{{ {EXITED}[{LINEAR}] = 1; continue; }}"
    else:
        exit_code = "continue"
    hoisted, remat = hoisted_variables(kernel)
    copies = parameter_copies(kernel)
    substitutions = text_substitutions(kernel, hoisted, remat, exit_code, copies)
    end = body.extent.end.offset - 1
    # The first layout that fits (thread_loop_open): wide, batch, block.
    layouts = ["block"]
    if _batchable(kernel):
        layouts[:0] = ["batch"]
        wide = _wide_lane_calls(kernel)
        if wide is not None:
            replaced = [(start, stop, WIDE_LANE_ARGUMENTS) for start, stop in wide]
            wide_subs = text_substitutions(kernel, hoisted, remat, exit_code, copies, replaced)
            layouts[:0] = ["wide"]
    for layout in layouts:
        subs = wide_subs if layout == "wide" else substitutions
        emitter = Emitter(kernel, subs, tracks_exits, in_lambda, remat, layout, hoisted)
        loops = emitter.body(items, end)
        # Batching pays where a uniform loop runs around the threads, and in a wide layout
        # without guard flags (one long row per call instead of a call per block: SAXPY 1.13x
        # -> 0.99x OpenMP's time on one core); elsewhere it only makes a batch take the
        # per-thread-test path when any of its blocks is an edge block.
        batch_pays = emitter.interchanged or (layout == "wide" and not kernel.guards)
        if layout == "block" or (batch_pays and not emitter.reads_block_x_outside):
            break
    prologue = _prologue(kernel, layout, emitter, hoisted, copies, tracks_exits)
    return BlockBody(prologue + loops + " return;", layout)


def _batchable(kernel: Kernel) -> bool:
    """Whether several blocks may run as one batch: nothing in the kernel is per block but the
    block index (no barrier, warp operation or shared memory; a block's own storage would be
    shared by the batch). The emitter then checks that blockIdx.x is read only per thread.

    Batching is what lets a uniform loop (`for (k = 0; k < n; ++k)`) run around the threads of
    many blocks at once: with one small block per call, each step of it touches a few lanes of
    each row and the rows' data is reused by 32 threads instead of hundreds (naive SGEMM). The
    body is batched only where it has such a loop (_split)."""
    if kernel.exchanges or any(
        t.spelling in (BARRIER, WARP_BARRIER, "__shared__", DYNAMIC_SHARED) for t in kernel.tokens
    ):
        return False
    for node in kernel.body.walk_preorder():
        if node.kind.name != "DECL_REF_EXPR" or node.referenced is None:
            continue
        target = node.referenced
        if target.kind.name != "VAR_DECL" or in_runtime(target):
            continue  # the runtime's own thread_locals (what the built-ins read) are per call
        # __shared__ is thread_local on this backend; extern __shared__ at file scope is a
        # DynamicSharedView of the running block's buffer.
        if target.tls_kind.name != "NONE" or bare_name(DYNAMIC_SHARED_VIEW) in target.type.spelling:
            return False
    return True


_GRID_X = (
    ["blockIdx", ".", "x", "*", "blockDim", ".", "x"],
    ["blockDim", ".", "x", "*", "blockIdx", ".", "x"],
)


def _wide_lane_calls(kernel: Kernel) -> list | None:
    """The argument ranges of the kernel's `lane_index<T>(blockIdx.x * blockDim.x, threadIdx.x,
    blockDim.x)` calls (the thread's index in the grid's x dimension), or None when the kernel
    reads threadIdx.x or blockIdx.x anywhere else: only then can a wide row stand for the
    batch's blocks side by side (WIDE_LOCALS)."""

    def spellings(node) -> list:
        first, stop = token_span(kernel, node)
        return [t.spelling for t in kernel.tokens[first:stop] if t.spelling not in ("(", ")")]

    ranges = []
    for node in kernel.body.walk_preorder():
        if node.kind.name != "CALL_EXPR" or node.spelling != bare_name(LANE_INDEX):
            continue
        arguments = list(node.get_arguments())
        if (
            len(arguments) == 3
            and spellings(arguments[0]) in _GRID_X
            and spellings(arguments[1]) == ["threadIdx", ".", "x"]
            and spellings(arguments[2]) == ["blockDim", ".", "x"]
        ):
            ranges.append((arguments[0].extent.start.offset, arguments[2].extent.end.offset))
    for i, token in enumerate(kernel.tokens):
        if token.kind.name != "IDENTIFIER" or token.spelling not in ("threadIdx", "blockIdx"):
            continue
        if not reads_x(kernel.tokens, i):
            continue
        at = token.extent.start.offset
        if not any(start <= at < stop for start, stop in ranges):
            return None
    return ranges


def _prologue(kernel: Kernel, layout: str, emitter: Emitter, hoisted, copies, tracks_exits) -> str:
    """The locals a block body declares before its loops: the block's built-ins, the parameters'
    copies, and the per-thread arrays (staged operands, hoisted variables, exits, guards)."""
    prologue = [
        BLOCK_LOCALS,
        BATCH_LOCALS if layout != "block" else "",
        WIDE_LOCALS if layout == "wide" else "",
        *(
            f" {type_name} {name} = {original}; (void){name};"
            for name, type_name, original in sorted(copies.values())
        ),
    ]
    if hoisted or tracks_exits or kernel.guards or kernel.exchanges:
        prologue.append(
            f" const std::size_t {THREADS} ="
            f" std::size_t({BLOCK_DIM}.x) * {BLOCK_DIM}.y * {BLOCK_DIM}.z"
            + (f" * {BATCH_SIZE};" if layout != "block" else ";")
            + f" {BLOCK_FRAME_TYPE}& {FRAME} = {BLOCK_FRAME}({THREADS});"
        )
    # Where uniform loops run around thread loops, loads the same for every thread stay out of
    # those only if the compiler knows that the block's arrays are memory of their own.
    alloc = f"{FRAME}.{ALLOC_UNALIASED if emitter.interchanged else ALLOC}"
    staged = f"{FRAME}.{ALLOC_STAGED}"
    # A collective's arrays: the compiler must know they alias nothing, or it keeps the block
    # step's values in memory (a BlockReduce took 2.5x as long); they need no slack value.
    fresh = f"{FRAME}.{ALLOC_UNALIASED}"
    for exchange in kernel.exchanges:
        type_name = exchange.type_name
        if exchange.collective is None:
            prologue.append(f" {type_name}* {STAGED(exchange.index)} = {staged}<{type_name}>();")
            continue
        if exchange.collective.tile:
            continue  # it reads and writes the threads' item arrays in place
        prologue.append(f" {type_name}* {STAGED(exchange.index)} = {fresh}<{type_name}>();")
        if exchange.collective.reduces or exchange.collective.warp:
            prologue.append(f" {type_name}* {SCRATCH(exchange.index)} = {fresh}<{type_name}>();")
        else:  # a block scan's aggregate
            prologue.append(f" {type_name} {AGGREGATE(exchange.index)}{{}};")
        if "callback" in exchange.collective.arguments:
            prologue.append(f" {type_name} {SEED(exchange.index)}{{}};")
    for offset in sorted(hoisted):
        decl = kernel.vars[offset]["decl"]
        type_name = unqualified(decl.type)
        if "(" in type_name:  # a template argument computed as written: alignof(float4)
            type_name = unqualified(decl.type.get_canonical())
        if not type_name or "auto" in type_name or "lambda" in type_name or "(" in type_name:
            raise Unsupported(
                f"cannot give {decl.spelling} a per-thread array (type {type_name!r})"
            )
        array = PER_THREAD(decl.spelling, offset)
        if decl.type.get_canonical().kind.name == "CONSTANTARRAY":  # T (*)[N]: a row per thread
            prologue.append(f" std::add_pointer_t<{type_name}> {array} = {alloc}<{type_name}>();")
            continue
        if offset in emitter.ping_pong:  # swapped with a staging array: allocated as one
            prologue.append(f" {type_name}* {array} = {staged}<{type_name}>();")
            continue
        prologue.append(f" {type_name}* __restrict__ {array} = {alloc}<{type_name}>();")
    if tracks_exits:
        prologue.append(f" unsigned char* {EXITED} = {FRAME}.{ALLOC_ZEROED}<unsigned char>();")
    for guard in range(kernel.guards):
        prologue.append(
            # int, not bool: GCC does not vectorize a loop that stores computed bools, and packs
            # 32-bit comparison results into bytes at a cost (a stencil's edge test: 11%).
            f" int* {GUARD_FLAGS(guard)} = {alloc}<int>();"
            f" bool {GUARD_ALL(guard)} = false;"
            f" {THREAD_RANGE} {GUARD_SPAN(guard)}{{0, 0}};"
            f" {THREAD_RANGE}* {GUARD_ROWS(guard)} = {alloc}<{THREAD_RANGE}>();"
            f" bool {GUARD_DENSE(guard)} = false;"
        )
    return "".join(prologue)
