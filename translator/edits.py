"""Source edits: (byte range, replacement) pairs applied to the original text.

Everything outside an edit stays byte-for-byte as the user wrote it.
"""

from __future__ import annotations

from dataclasses import dataclass


class EditConflict(ValueError):
    """Two edits overlap: a translator bug, reported instead of writing a corrupt file."""


@dataclass(frozen=True, order=True)
class Edit:
    """Replace bytes [start, end) of the original UTF-8 text with replacement.

    start, end: byte offsets (libclang reports byte offsets); start == end inserts.
    replacement: the new text.
    why: the construct this edit translates (for reports and conflict messages).
    """

    start: int
    end: int
    replacement: str
    why: str = ""


def apply(text: str, edits: list[Edit]) -> str:
    """Return text with every edit applied. Identical duplicate edits count once."""
    data = text.encode("utf-8", "surrogateescape")  # bytes that were not UTF-8 stay as they were
    unique = sorted(set(edits), key=lambda e: (e.start, e.end, e.replacement))
    out = []
    cursor = 0
    previous = None
    for edit in unique:
        if edit.start < cursor or (edit.start == cursor and previous and previous.end > edit.start):
            raise EditConflict(f"edit {edit} overlaps {previous}")
        if not 0 <= edit.start <= edit.end <= len(data):
            raise EditConflict(f"edit {edit} is outside the text ({len(data)} bytes)")
        out.append(data[cursor : edit.start])
        out.append(edit.replacement.encode("utf-8", "surrogateescape"))
        cursor = edit.end
        previous = edit
    out.append(data[cursor:])
    return b"".join(out).decode("utf-8", "surrogateescape")


def without_overlaps(edits: list[Edit]) -> tuple[list[Edit], list[Edit]]:
    """Split edits into (kept, dropped) so that no two kept edits overlap.

    Each edit is kept unless it overlaps one kept before it (in source order). Only malformed
    input makes rewrites collide; dropping one keeps the output well-formed.
    """
    kept, dropped = [], []
    cursor = 0
    previous = None
    for edit in sorted(set(edits), key=lambda e: (e.start, e.end, e.replacement)):
        overlaps = edit.start < cursor or (
            edit.start == cursor and previous is not None and previous.end > edit.start
        )
        if overlaps:
            dropped.append(edit)
            continue
        kept.append(edit)
        cursor = edit.end
        previous = edit
    return kept, dropped
