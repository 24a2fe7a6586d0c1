"""`translate --query-api NAME`: everything the table says about one CUDA name, as text.

Reads the table through the loader; prints nothing itself (the CLI does).
"""

from __future__ import annotations

from cuport.translator.api import BACKENDS, Entry, Table


def describe(entry: Entry) -> str:
    """A few aligned lines: mapping, kind, family/section, status per backend, history, notes."""
    rows = [
        ("CUDA", entry.name),
        ("cuport", entry.shim or "(none: no portable equivalent)"),
        ("kind", entry.kind),
        ("family", f"{entry.family} / {entry.section}"),
    ]
    for backend in BACKENDS:
        status = entry.status[backend]
        if status != "ok" and entry.diag:
            status += f" ({entry.diag})"
        rows.append((backend, status))
    for label, value in (
        ("code", entry.code),
        ("text", entry.text),
        ("since", entry.since and f"CUDA {entry.since}"),
        ("deprecated", entry.deprecated and f"CUDA {entry.deprecated}"),
        ("removed", entry.removed and f"CUDA {entry.removed}"),
        ("driver", entry.driver),
        ("hip", entry.hip),
        ("note", entry.note),
    ):
        if value is not None and value != "":
            rows.append((label, str(value)))
    width = max(len(label) for label, _ in rows)
    return "".join(f"{label.ljust(width)}  {value}\n" for label, value in rows)


def lookup(table: Table, name: str) -> tuple[str, bool]:
    """(text to print, found). Unknown names get close matches; a shim name finds its CUDA entry."""
    entry = table.get(name)
    if entry is None and name in table.by_shim:
        entry = table.by_shim[name]
    if entry is None:  # `reduce` or `cg::reduce` for cooperative_groups::reduce
        suffix = "::" + name.split("::")[-1]
        entry = next((e for e in table.entries() if e.name.endswith(suffix)), None)
    if entry is not None:
        return describe(entry), True
    text = f"{name} is not in cuport's API table.\n"
    matches = table.close_matches(name)
    if matches:
        text += "Did you mean: " + ", ".join(matches) + "?\n"
    return text, False
