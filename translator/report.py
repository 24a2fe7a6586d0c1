"""The --report JSON and the --print-stats text (both formats are documented in README "Reports").

Formats results; translates nothing and writes no files.
"""

from __future__ import annotations

from collections import Counter

from cuport._version import __version__

SCHEMA_VERSION = 2


def build(results, copied=(), failed=()) -> dict:
    """The report for a list of TranslationResult, with totals over all files.

    copied: paths copied unchanged (project mode); failed: (path, error) pairs.
    """
    converted = Counter()
    unconverted = Counter()
    by_kind = Counter()
    severities = Counter()
    by_id = Counter()
    for result in results:
        converted.update(result.stats.converted)
        unconverted.update(result.stats.unconverted)
        by_kind.update(result.stats.converted_by_kind)
        severities.update(d.severity for d in result.diagnostics)
        by_id.update(d.id for d in result.diagnostics)
    return {
        "schema": SCHEMA_VERSION,
        "cuport_version": __version__,
        "files": [r.to_json() for r in results],
        "copied": sorted(str(p) for p in copied),
        "failed": [{"file": str(p), "error": e} for p, e in failed],
        "totals": {
            "files": len(results),
            "lines": sum(r.stats.lines for r in results),
            "changed_lines": sum(r.stats.changed_lines for r in results),
            "launches": sum(r.stats.launches for r in results),
            "converted": sum(converted.values()),
            "unconverted": sum(unconverted.values()),
            "converted_by_kind": dict(sorted(by_kind.items())),
            "converted_by_name": dict(sorted(converted.items())),
            "unconverted_by_name": dict(sorted(unconverted.items())),
            "diagnostics": dict(sorted(severities.items())),
            "diagnostics_by_id": dict(sorted(by_id.items())),
        },
    }


def _percent(part: int, whole: int) -> str:
    return f"{100.0 * part / whole:.1f}" if whole else "100.0"


def _block(title: str, stats, diags) -> list[str]:
    converted = sum(stats.converted.values())
    unconverted = sum(stats.unconverted.values())
    lines = [
        f"[cuport] {title}:",
        f"  CONVERTED refs: {converted}",
        f"  UNCONVERTED refs: {unconverted}",
        f"  CONVERSION %: {_percent(converted, converted + unconverted)}",
        f"  KERNEL LAUNCHES: {stats.launches}",
        f"  CHANGED lines: {stats.changed_lines}",
        f"  TOTAL lines: {stats.lines}",
        f"  DIAGNOSTICS: {len(diags)}",
    ]
    if stats.converted_by_kind:
        lines.append("  CONVERTED by kind:")
        lines += [f"    {k}: {n}" for k, n in sorted(stats.converted_by_kind.items())]
    if stats.converted:
        lines.append("  CONVERTED by name:")
        lines += [f"    {k}: {n}" for k, n in sorted(stats.converted.items())]
    if stats.unconverted:
        lines.append("  UNCONVERTED by name:")
        lines += [f"    {k}: {n}" for k, n in sorted(stats.unconverted.items())]
    return lines


def format_stats(results) -> str:
    """HIPIFY --print-stats style text: one block per file, then a TOTAL block for several."""
    from cuport.translator.rewrite import Stats

    lines = []
    total = Stats()
    all_diags = []
    for result in results:
        lines += _block(f"file '{result.path}' statistics", result.stats, result.diagnostics)
        total.add(result.stats)
        all_diags += result.diagnostics
    if len(results) > 1:
        lines += _block(f"TOTAL statistics ({len(results)} files)", total, all_diags)
    return "\n".join(lines) + "\n"
