"""Diagnostic catalog (translator/api/diagnostics.toml) and the Diagnostic record the translator emits."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from cuport.translator.api._toml import tomllib

CATALOG_PATH = Path(__file__).with_name("diagnostics.toml")
SEVERITIES = ("error", "warning", "remark")


@dataclass(frozen=True)
class CatalogEntry:
    id: str
    severity: str
    message: str
    fix: str
    retired: bool = False


@functools.cache
def catalog() -> dict[str, CatalogEntry]:
    with CATALOG_PATH.open("rb") as fh:
        raw = tomllib.load(fh)
    entries = {}
    for diag_id, fields in raw.items():
        if not (diag_id.startswith("CP") and len(diag_id) == 6 and diag_id[2:].isdigit()):
            raise ValueError(f"diagnostics.toml: bad ID {diag_id!r}; want CP + 4 digits")
        if fields.get("severity") not in SEVERITIES:
            raise ValueError(f"diagnostics.toml: {diag_id}: severity must be one of {SEVERITIES}")
        entries[diag_id] = CatalogEntry(id=diag_id, **fields)
    return entries


@dataclass(frozen=True)
class Diagnostic:
    """One finding about the input: where it is, what it is, and what to do."""

    id: str
    severity: str
    file: str
    line: int
    column: int
    message: str
    fix: str = ""

    def format(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.severity}: {self.id}: {self.message}"

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "severity": self.severity,
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "message": self.message,
            "fix": self.fix,
        }


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def make(diag_id: str, file: str, line: int, column: int, **fields: str) -> Diagnostic:
    """Build a Diagnostic from the catalog entry diag_id, filling its templates with fields."""
    entry = catalog()[diag_id]
    values = _Blank(fields)
    return Diagnostic(
        id=diag_id,
        severity=entry.severity,
        file=file,
        line=line,
        column=column,
        message=entry.message.format_map(values),
        fix=entry.fix.format_map(values),
    )
