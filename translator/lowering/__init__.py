"""The CPU kernel lowering: a source-to-source compiler pass over portable source that gives each
eligible kernel a block-at-a-time body of vectorizable thread loops (docs/lowering.md).

It knows nothing of backends: the CPU backend's driver calls lower.lower_sources() with the
headers its units include.
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
