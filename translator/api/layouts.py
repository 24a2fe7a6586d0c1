"""CUDA struct layouts that cuport reproduces, as data: cudaDeviceProp's fields (device_prop.toml)
and the vector types (vector_types.toml), beside the API table that names them.

This module is the only way into those files; it validates them against the table (every
attribute a field reports is a numbered cudaDevAttr entry, every vector type is a table entry) and
tools/generate.py renders them into the CPU backend's headers and the parser stub.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from cuport.translator import api
from cuport.translator.api._toml import tomllib

DEVICE_PROP = Path(__file__).parent / "device_prop.toml"
VECTOR_TYPES = Path(__file__).parent / "vector_types.toml"
# C types a field may have; any other field type is a type of the API table (its shim is cuport's).
C_TYPES = ("char", "int", "unsigned int", "size_t")
MEMBERS = ("x", "y", "z", "w")


@dataclass(frozen=True)
class Field:
    """One cudaDeviceProp field.

    type: a C type (C_TYPES) or a type of the API table, as CUDA spells it; count: the array length, None for a scalar.
    attributes: the cudaDevAttr names that report it, one per element ("" where none does).
    removed: the CUDA release that dropped it (cuport keeps every field of CUDA 12 and 13).
    """

    name: str
    type: str
    count: int | None = None
    attributes: tuple[str, ...] = ()
    removed: str | None = None

    @property
    def elements(self) -> int:
        return self.count or 1


@dataclass(frozen=True)
class VectorType:
    """One CUDA vector type: name (float4, double4_32a), element C++ type, width 1-4, alignment.

    explicit: one of CUDA 13's explicitly aligned 4-vectors (no make_ function in cuport: CUDA
    declares only some of theirs).
    """

    name: str
    element: str
    width: int
    align: int
    explicit: bool = False

    @property
    def members(self) -> tuple[str, ...]:
        return MEMBERS[: self.width]


def _read(path: Path, section: str) -> dict:
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    if set(data) != {section}:
        raise api.TableError(f"{path.name}: want one [{section}] table, not {sorted(data)}")
    return data[section]


def _field(name: str, raw: dict, table: api.Table, where: str) -> Field:
    unknown = set(raw) - {"type", "count", "attributes", "removed"}
    if unknown:
        raise api.TableError(f"{where}: {name}: unknown keys {sorted(unknown)}")
    kind = getattr(table.get(str(raw.get("type"))), "kind", None)
    if raw.get("type") not in C_TYPES and kind != "type":
        raise api.TableError(
            f"{where}: {name}: type {raw.get('type')!r}; want one of {C_TYPES} or a table type"
        )
    count = raw.get("count")
    if count is not None and (not isinstance(count, int) or count < 1):
        raise api.TableError(f"{where}: {name}: count must be a positive integer")
    attributes = tuple(raw.get("attributes", ()))
    if attributes and len(attributes) != (count or 1):
        raise api.TableError(f"{where}: {name}: want one attribute per element ({count or 1})")
    for attribute in filter(None, attributes):
        entry = table.get(attribute)
        if entry is None or entry.section != "enum cudaDeviceAttr" or entry.code is None:
            raise api.TableError(
                f"{where}: {name}: {attribute} is not a numbered cudaDeviceAttr entry of the table"
            )
    removed = raw.get("removed")
    if removed is not None and not api._VERSION.match(str(removed)):
        raise api.TableError(f"{where}: {name}: removed = {removed!r}; want a version like '13.0'")
    return Field(name, raw["type"], count, attributes, removed)


@functools.cache
def device_prop(path: str | None = None, table_dir: str | None = None) -> tuple[Field, ...]:
    """cudaDeviceProp's fields in declaration order; path and table_dir default to cuport's own."""
    source = Path(path) if path else DEVICE_PROP
    table = api.load(table_dir)
    fields = tuple(
        _field(name, raw, table, source.name) for name, raw in _read(source, "fields").items()
    )
    seen: dict[str, str] = {}
    for field in fields:
        for attribute in filter(None, field.attributes):
            if attribute in seen:
                raise api.TableError(
                    f"{source.name}: {attribute} reports both {seen[attribute]} and {field.name}"
                )
            seen[attribute] = field.name
    return fields


@functools.cache
def vector_types(path: str | None = None, table_dir: str | None = None) -> tuple[VectorType, ...]:
    """Every vector type, in vector_types.toml's order: each base's widths 1-4, then its
    explicitly aligned 4-vectors (CUDA 13's double4_16a, double4_32a, ...)."""
    source = Path(path) if path else VECTOR_TYPES
    found = []
    for base, raw in _read(source, "vector_types").items():
        unknown = set(raw) - {"element", "align", "aligned4"}
        if unknown:
            raise api.TableError(f"{source.name}: {base}: unknown keys {sorted(unknown)}")
        align, aligned4 = raw.get("align"), raw.get("aligned4", [])
        if not isinstance(raw.get("element"), str) or not (
            isinstance(align, list) and len(align) == len(MEMBERS)
        ):
            raise api.TableError(f"{source.name}: {base}: want element and four alignments")
        for width, alignment in enumerate(align, 1):
            found.append(VectorType(f"{base}{width}", raw["element"], width, alignment))
        for alignment in aligned4:
            found.append(VectorType(f"{base}4_{alignment}a", raw["element"], 4, alignment, True))
    for vector in found:
        if vector.align < 1 or vector.align & (vector.align - 1):
            raise api.TableError(f"{source.name}: {vector.name}: align must be a power of two")
    table = api.load(table_dir)
    listed = {e.name for e in table.entries() if e.section == "Vector types"}
    names = {v.name for v in found}
    if names != listed:
        raise api.TableError(
            f"{source.name}: vector types differ from the table's: only here {sorted(names - listed)},"
            f" only in the table {sorted(listed - names)}"
        )
    return tuple(found)
