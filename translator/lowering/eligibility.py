"""Which kernels can be lowered: the program's macros and functions that read thread built-ins
or make threads interact (directly or through what they call), and what in a kernel's body
forces the fiber path. Reads tokens only; lowers nothing.
"""

from __future__ import annotations

from cuport.translator.frontend import clang
from cuport.translator.lowering import collectives
from cuport.translator.lowering.plan import BARRIER, WARP_BARRIER, WARP_EXCHANGES
from cuport.translator.lowering.source import user_file
from cuport.translator.lowering.vocabulary import BUILTIN_LOCALS, LAUNCH_MACRO

# Names whose presence means threads of a block interact, so the kernel needs fibers.
_NEEDS_FIBERS_PREFIXES = ("__sync", "__shfl", "__ballot", "__any", "__all", "__match", "__reduce")
_NEEDS_FIBERS = {
    "__activemask",
    "__lanemask_lt",
    "__lanemask_le",
    "__lanemask_eq",
    "__lanemask_ge",
    "__lanemask_gt",
    # Cooperative groups other than the block (block_groups.py rewrites that one; every other
    # operation takes a group, and these are where groups come from).
    "this_grid",
    "this_multi_grid",
    "this_cluster",
    "tiled_partition",
    "coalesced_threads",
    "labeled_partition",
    "binary_partition",
    LAUNCH_MACRO,
    "goto",
    "asm",
    "__asm__",
    # Device runtime calls that report per thread or wait for another thread to make progress.
    "printf",
    "assert",
    "__trap",
    "__brkpt",
    "__nanosleep",
    "cuportSpinPoint",  # a spin-wait: another thread must run while this one loops
    "volatile",
    "clock",
    "clock64",
    # libcu++'s barriers and block-scope pipelines (cuda/barrier, cuda/pipeline): a wait may need
    # another thread of the block to arrive first. A thread-scope pipeline waits only for its own
    # copies, which are done when memcpy_async returns, so it needs none of these names.
    "barrier",
    "arrive",
    "arrive_and_wait",
    "arrive_and_drop",
    "wait_parity",
    "pipeline_shared_state",
}
# Where split.py splits a kernel into thread loops: block barriers and warp operations.
WARP_POINTS = {WARP_BARRIER, *WARP_EXCHANGES}
SPLIT_POINTS = {BARRIER, *WARP_POINTS}
# split_points' name for the calls of CUB's block collectives.
COLLECTIVE_POINT = "cub::"


def needs_fibers(spelling: str) -> bool:
    return spelling in _NEEDS_FIBERS or spelling.startswith(_NEEDS_FIBERS_PREFIXES)


def thread_macros(unit: clang.Unit) -> set:
    """Names of the program's macros whose expansion reads thread built-ins or synchronizes
    (`#define TID threadIdx.x`): kernel text that uses them hides what the kernel does."""
    bodies = {}
    for cursor in unit.cursor.get_children():
        if cursor.kind.name == "MACRO_DEFINITION" and user_file(cursor):
            bodies[cursor.spelling] = {t.spelling for t in unit.tokens(cursor.extent)}
            bodies[cursor.spelling].discard(cursor.spelling)
    found = {
        name
        for name, names in bodies.items()
        if names & set(BUILTIN_LOCALS) or any(needs_fibers(n) for n in names)
    }
    changed = True
    while changed:
        changed = False
        for name, names in bodies.items():
            if name not in found and names & found:
                found.add(name)
                changed = True
    return found


def thread_dependent(functions, unit: clang.Unit, macros: set) -> set:
    """Names of the program's functions that read thread built-ins or synchronize, directly or
    through what they call (macros: thread_macros'). By name, not by declaration: a call inside
    a template (such as warpReduce<blockSize>(...)) has no resolved callee, and overloads
    sharing a name are all treated as the worst of them."""
    names_in: dict[str, set] = {}
    for function in functions:
        names = {t.spelling for t in unit.file_tokens(function)}
        names.discard(function.spelling)
        names_in.setdefault(_called_as(function), set()).update(names)
    dependent = {
        name
        for name, names in names_in.items()
        if names & set(BUILTIN_LOCALS) or names & macros or any(map(needs_fibers, names))
    }
    changed = True
    while changed:
        changed = False
        for name, names in names_in.items():
            if name not in dependent and names & dependent:
                dependent.add(name)
                changed = True
    return dependent


def _called_as(function) -> str:
    """The name a call of function shows in a kernel's text: an operator or a conversion shows
    only its class's name (`Functor f; f(i);`), as a constructor does."""
    if function.kind.name == "CONVERSION_FUNCTION" or function.spelling.startswith("operator"):
        return function.semantic_parent.spelling
    return function.spelling


def lowering_blocker(body, unit: clang.Unit, dependent: set, macros: set) -> str | None:
    """Why the kernel must keep fibers, or None. Barriers and warp operations are left to
    split.py."""
    # CUB's collectives synchronize inside library calls: split.py splits at those it knows
    # (collectives.py); any other use of CUB, even through a file-scope typedef and __shared__
    # TempStorage with no CUB token in the body, keeps fibers.
    tokens = unit.tokens(body.extent)
    cub_blocker = collectives.blocker(body, tokens)
    if cub_blocker is not None:
        return cub_blocker
    for token in tokens:
        if token.spelling in SPLIT_POINTS:
            continue
        if token.spelling in macros:
            return f"uses macro {token.spelling}, which reads thread built-ins"
        if needs_fibers(token.spelling):
            return f"uses {token.spelling}"
        if token.spelling in dependent and token.kind.name == "IDENTIFIER":
            return f"calls {token.spelling}, which reads thread built-ins"
    return None


def split_points(body, unit: clang.Unit) -> set:
    """The barriers and warp operations a kernel's body names, and COLLECTIVE_POINT where it
    calls a CUB block collective."""
    points = {t.spelling for t in unit.tokens(body.extent)} & SPLIT_POINTS
    if collectives.split_collectives(body):
        points.add(COLLECTIVE_POINT)
    return points
