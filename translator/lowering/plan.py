"""The plan of a split kernel: the items its statements become (thread-loop regions, warp
operations' staging, uniform statements and structured statements holding barriers), and the
facts the analysis hands the emitter (Narrowing, LaneDemand). Types only: nothing here reads
libclang or writes C++.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cuport.translator.lowering.vocabulary import (
    ALL,
    ANY,
    BALLOT,
    SHFL,
    SHFL_DOWN,
    SHFL_UP,
    SHFL_XOR,
)

BARRIER = "__syncthreads"
WARP_BARRIER = "__syncwarp"
# Warp operations lowered as exchanges: each thread's operand is staged in a per-thread array
# by one thread loop, and the next loop reads its warp's lanes from it (the runtime's lowered::
# helpers, cpu_warp.h). name -> (helper, index of the operand every lane contributes).
WARP_EXCHANGES = {
    "__shfl_sync": (SHFL, 1),
    "__shfl_up_sync": (SHFL_UP, 1),
    "__shfl_down_sync": (SHFL_DOWN, 1),
    "__shfl_xor_sync": (SHFL_XOR, 1),
    "__shfl": (SHFL, 0),
    "__shfl_up": (SHFL_UP, 0),
    "__shfl_down": (SHFL_DOWN, 0),
    "__shfl_xor": (SHFL_XOR, 0),
    "__ballot_sync": (BALLOT, 1),
    "__any_sync": (ANY, 1),
    "__all_sync": (ALL, 1),
    "__ballot": (BALLOT, 0),
    "__any": (ANY, 0),
    "__all": (ALL, 0),
}

# Where a region ends when the next item's start is not a place to cut (a barrier, a body end).
UNKNOWN_END = 1 << 62
# Items that separate regions: a warp operation's (the lanes of each warp meet), __syncwarp()'s
# (they meet, and what each wrote before is seen after), and __syncthreads()'s (the whole block
# meets).
WARP_SPLIT = "barrier"
SYNCWARP_SPLIT = "warp barrier"
BLOCK_SPLIT = "block barrier"
SPLITS = (WARP_SPLIT, SYNCWARP_SPLIT, BLOCK_SPLIT)


class Unsupported(Exception):
    """This kernel cannot be split into thread loops; the message says why."""


@dataclass
class Region:
    statements: list = field(default_factory=list)
    index: int = 0
    guard: int | None = None  # runs only for threads whose guard flag is set
    guard_head: object = None  # a last statement `if (c) {...}` that instead sets guard_id's flag
    guard_id: int | None = None
    guard_exits: bool = False  # the head is `if (c) return;`: the flag is !c, for what follows


@dataclass
class Exchange:
    """One warp operation in a statement, or one CUB block collective: its call, and the operand
    each lane stages."""

    call: object  # the CALL_EXPR cursor
    helper: str  # the runtime's lowered:: function that reads the warp's staged values
    operand: object  # the cursor of the staged argument
    index: int  # names the staging array (vocabulary.STAGED)
    type_name: str
    staged_text: str = ""  # the operand's text with the kernel's substitutions applied
    collective: object = None  # a CUB block collective's call (collectives.Collective)
    block_step: str = ""  # the collective's step, run once for the block after the staging


@dataclass
class Staging:
    """A thread loop that stores the operands of a statement's warp operations."""

    exchanges: list
    anchor: int  # where the statement starts
    guard: int | None = None


@dataclass
class Uniform:
    statement: object


@dataclass
class Structured:
    """A uniform for/while/if/compound statement whose body holds barriers."""

    head: tuple  # (start, end) byte range of the text before the body, e.g. `for (...)`
    parts: list  # item lists: the body, or an if's then and else
    kind: str
    statement: object = None  # the loop's cursor (kind "loop")


@dataclass
class BlockBody:
    """A kernel's block-mode body: text run once per call, for one block, or for a batch of
    consecutive blocks in x when batched (cpu_lowered.h: run_grid_lowered)."""

    text: str
    layout: str = "block"  # thread_loop_open's: "block", "batch" or "wide"

    @property
    def batched(self) -> bool:
        return self.layout != "block"

    @property
    def wide(self) -> bool:  # a batch's blocks run side by side in each row (WIDE_LOCALS)
        return self.layout == "wide"


@dataclass
class Narrowing:
    """A statement `if (X op bound) S` (no else) where X is threadIdx.x, or a uniform offset
    plus threadIdx.x (`int i = blockIdx.x * blockDim.x + threadIdx.x`, see lane_index.py),
    directly or through a rematerialized copy, and bound is the same for every thread: the threads
    that pass are one run of x, which cpu_lowered.h's active_threads() computes once, so the x
    loop covers just them. Or a test on a value derived from X (Derived): `warp == 0` with
    warp = threadIdx.x / warpSize is a run too, `lane == 0` with lane = threadIdx.x % warpSize
    every warpSize-th thread."""

    x_type: str  # X's type, as C++ spells it
    compare: str  # the Compare enumerator (vocabulary.COMPARES), the tested value on the left
    bound: tuple  # (start, end) byte range of the bound
    condition: tuple  # (start, end) byte range of the whole condition
    offset: tuple | None = None  # X = lane_index<X>(S, threadIdx.x, ...): S's byte range
    derived: Derived | None = None  # the test is on X % M, X & M or X / M, not on X


@dataclass
class LaneDemand:
    """A loop `for (...; o > 0; o /= 2) v op= f(v, __shfl_down_sync(m, v, o))` (or xor) after
    which the kernel reads v only under tests (Narrowing) that may pass warps' first lanes
    alone: where they do, each step computes the lanes below o (the rest are never read)."""

    staging: Staging  # the loop body's staging of v
    delta: object  # the cursor of the warp operation's offset argument, o
    tests: list


@dataclass
class Derived:
    """Y = X % M, X & M (only `==` tested: residue_threads) or X / M (quotient_threads), with M
    the same for every thread."""

    operator: str  # "%", "&" or "/"
    y_type: str  # Y's type, as C++ spells it (a variable's, where Y is one)
    operand: tuple  # (start, end) byte range of M


def items_in(items: list):
    """items and those of their Structured items' parts, depth first."""
    for item in items:
        yield item
        if isinstance(item, Structured):
            for part in item.parts:
                yield from items_in(part)


def guarded_by(item, guard: int) -> bool:
    """Whether item runs only for the threads whose flag guard is set (all of a Structured's)."""
    if isinstance(item, Structured):
        return all(guarded_by(inner, guard) for part in item.parts for inner in part)
    return item in SPLITS or getattr(item, "guard", None) == guard


def structured_in(items: list):
    return (item for item in items_in(items) if isinstance(item, Structured))
