"""The --report JSON: per file, per construct, and every diagnostic (schema in README)."""

from __future__ import annotations

from collections import Counter

import translator

SCHEMA_VERSION = 1


def build(results) -> dict:
    """The report for a list of TranslationResult, with totals over all files."""
    converted = Counter()
    unconverted = Counter()
    severities = Counter()
    for result in results:
        converted.update(result.stats.converted)
        unconverted.update(result.stats.unconverted)
        severities.update(d.severity for d in result.diagnostics)
    return {
        "schema": SCHEMA_VERSION,
        "cuport_version": translator.__version__,
        "files": [r.to_json() for r in results],
        "totals": {
            "files": len(results),
            "lines": sum(r.stats.lines for r in results),
            "launches": sum(r.stats.launches for r in results),
            "converted": sum(converted.values()),
            "unconverted": sum(unconverted.values()),
            "diagnostics": dict(sorted(severities.items())),
        },
    }
