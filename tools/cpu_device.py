"""Shapes cudaDeviceProp's fields, the attribute numbers and the CPU device's values for the
templates cpu_device_prop.h.j2 (the CPU backend) and stub_device_prop.h.j2 (the parser stub).

Fields come from translator/api/device_prop.toml (cuport.translator.api.layouts), attribute numbers
from the API table, values from runtime/backends/cpu/device.toml, checked here against the fields.
Writes nothing itself: tools/generate.py renders the templates with context().
"""

from __future__ import annotations

from pathlib import Path

from cuport.translator import api
from cuport.translator.api import layouts
from cuport.translator.api._toml import tomllib

REPO = Path(__file__).resolve().parent.parent
VALUES = REPO / "runtime" / "backends" / "cpu" / "device.toml"
_CPU_TYPES = {"size_t": "std::size_t"}  # CUDA's other field types are C types or table names


def cpu_type(cuda_type: str, table: api.Table) -> str:
    entry = table.get(cuda_type)
    return entry.shim if entry is not None and entry.shim else _CPU_TYPES.get(cuda_type, cuda_type)


def _value(item, field: layouts.Field, cpp_type: str, where: str) -> str:
    """C++ for one value: an integer as written, an expression cast to the field's type."""
    if isinstance(item, bool) or not isinstance(item, (int, str)):
        raise api.TableError(f"{where}: {field.name}: {item!r} is neither an integer nor C++ text")
    return str(item) if isinstance(item, int) else f"static_cast<{cpp_type}>({item})"


def assignments(fields, values: dict, table: api.Table, where: str) -> list[tuple[str, str]]:
    """(target, C++ value) in field order, one per element of an array field."""
    unknown = set(values) - {f.name for f in fields}
    if unknown:
        raise api.TableError(f"{where}: not fields of cudaDeviceProp: {sorted(unknown)}")
    found = []
    for field in fields:
        if field.name not in values:
            continue
        value = values[field.name]
        if field.count is not None and not (isinstance(value, list) and len(value) == field.count):
            raise api.TableError(f"{where}: {field.name}: want a list of {field.count} values")
        if field.count is None and isinstance(value, list):
            raise api.TableError(f"{where}: {field.name}: a scalar field takes one value")
        cpp_type = cpu_type(field.type, table)
        items = value if field.count is not None else [value]
        for index, item in enumerate(items):
            target = f"p.{field.name}" + (f"[{index}]" if field.count is not None else "")
            found.append((target, _value(item, field, cpp_type, where)))
    return found


def context(table: api.Table) -> dict:
    fields = layouts.device_prop()
    with VALUES.open("rb") as fh:
        data = tomllib.load(fh)
    if set(data) != {"constants", "cudaDeviceProp"}:
        raise api.TableError(
            f"{VALUES.name}: want [constants] and [cudaDeviceProp], not {sorted(data)}"
        )
    for name, value in data["constants"].items():
        if isinstance(value, bool) or not isinstance(value, int):
            raise api.TableError(f"{VALUES.name}: constant {name} = {value!r}; want an integer")
    enum = sorted(
        (
            e
            for e in table.entries()
            if e.section == "enum cudaDeviceAttr" and e.code is not None and e.supported("cpu")
        ),
        key=lambda e: e.code,
    )
    reported = []  # the switch of prop_attribute: attribute -> its field's element
    for field in fields:
        for index, name in enumerate(field.attributes):
            if not name:
                continue
            entry = table.get(name)
            if not entry.supported("cpu"):
                raise api.TableError(f"{name} reports {field.name} but the table says cpu = no")
            value = f"p.{field.name}" + (f"[{index}]" if field.count is not None else "")
            if field.type == "size_t":
                value = f"clamp({value})"
            reported.append({"shim": entry.shim, "code": entry.code, "value": value})
    return {
        "fields": [{**vars(f), "type": cpu_type(f.type, table)} for f in fields],
        "stub_fields": [vars(f) for f in fields],
        "enum": enum,
        "constants": list(data["constants"].items()),
        "assignments": assignments(fields, data["cudaDeviceProp"], table, VALUES.name),
        "attributes": sorted(reported, key=lambda a: a["code"]),
    }
