"""Coverage figures over the API table: per family and backend, how many names are supported.

Feeds docs/coverage.md (tools/generate.py) and `translate --coverage`; computes, never edits.
"""

from __future__ import annotations

from dataclasses import dataclass

from cuport.translator.api import BACKENDS, Table


@dataclass(frozen=True)
class Row:
    """One family's counts: names, then per backend how many are ok and partial."""

    family: str
    title: str
    names: int
    ok: dict
    partial: dict

    def supported(self, backend: str) -> int:
        return self.ok[backend] + self.partial[backend]

    def percent(self, backend: str) -> str:
        return f"{100 * self.supported(backend) / self.names:.0f}%" if self.names else "-"


def _row(family: str, title: str, entries) -> Row:
    entries = list(entries)
    ok = {b: sum(e.status[b] == "ok" for e in entries) for b in BACKENDS}
    partial = {b: sum(e.status[b] == "partial" for e in entries) for b in BACKENDS}
    return Row(family, title, len(entries), ok, partial)


def summary(table: Table) -> list[Row]:
    """One row per family in table order, then a "total" row."""
    rows = [_row(f.name, f.title, f.entries) for f in table.families]
    rows.append(_row("total", "All names", table.entries()))
    return rows


def format_summary(rows: list[Row]) -> str:
    """The summary as a plain-text table (what `translate --coverage` prints)."""
    header = ["family", "names"] + [f"{b} ok+partial" for b in BACKENDS]
    lines = [header]
    for row in rows:
        cells = [row.family, str(row.names)]
        for backend in BACKENDS:
            cells.append(f"{row.supported(backend)} ({row.percent(backend)})")
        lines.append(cells)
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    text = []
    for i, line in enumerate(lines):
        cells = [line[0].ljust(widths[0])] + [
            c.rjust(w) for c, w in zip(line[1:], widths[1:], strict=True)
        ]
        text.append("  ".join(cells).rstrip())
        if i == 0:
            text.append("  ".join("-" * w for w in widths))
    return "\n".join(text) + "\n"
