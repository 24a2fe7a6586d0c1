"""The CPU kernel lowering: a source-to-source compiler pass over portable source that gives each
eligible kernel a block-at-a-time body of vectorizable thread loops (docs/lowering.md).

It knows nothing of backends: the CPU backend's driver calls lower.lower_sources() with the
headers its units include (RuntimeHeaders).

Its modules, in pipeline order:
  lower.py          the entry (lower, lower_sources): runs the passes below over each unit,
                    puts each kernel's block body ahead of its original body, writes the log
  source.py         the unit parsed from the build's in-memory files; its kernels and functions
  block_groups.py   cooperative groups' thread_block written as the built-ins it stands for
  eligibility.py    which kernels can be lowered (what forces the fiber path)
  inliner.py        source rewrites before splitting: helpers that read thread built-ins
  grid_stride.py      inlined into kernels, grid-stride loops made uniform, thread indices
  lane_index.py       rewritten so that they vectorize
  launch_shapes.py  the constant block shape each kernel is launched with
  split.py          one kernel's block body (split_kernel): the steps below, per layout
  kernel.py           facts about a kernel body: tokens, names, modifications, uniformity
  planner.py          its statements as plan items (plan.py: the plan's types)
  guards.py           thread-range tests (Narrowing), for guards and narrowed regions
  remat.py            how values cross the splits: recomputed, versioned or per-thread arrays
  substitute.py       the text rewrites that follow from that
  warps.py            warp reductions read by warps' first lanes (LaneDemand)
  emit.py             the C++ of the block body (emit_guards.py: guards and thread ranges;
                      emit_warps.py: warp operations and warp phases; loops.py: thread loops)
  vocabulary.py     every name the lowered C++ shares with the runtime, spelled only there
                    (the runtime's side: backends/cpu/engine/cpu_lowered_names.h)
The front end (translator/frontend/clang.py) is the only way to libclang.

A pass that fails unexpectedly costs speed, never the build: the kernel keeps its fiber path (or
the unit goes without that pass), and the build log says why (`file:line: kernel NAME: fiber
path (internal lowering error (...))`, or for a pass `file: cuport lowering: lane_index rewrite
skipped: ...`). Set
CUPORT_LOWERING_STRICT=1 to make such a fallback raise lower.LoweringError, naming the unit and
the kernel or pass, the original exception chained (the lowering tests run that way). A kernel
the lowering cannot split (plan.Unsupported) and a unit libclang cannot parse are not failures:
they take the fiber path in either mode.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class RuntimeHeaders:
    """Where the backend's headers are: include (passed with -I, so that <cuport/runtime.h>
    resolves) and folders (every folder holding runtime headers: what is declared there is the
    runtime's, not the user's). The CPU backend's driver supplies them."""

    include: Path
    folders: tuple
