"""The CUDA -> cuport API table: loads translator/api/table/*.toml into frozen entries.

This loader is the only way into the table; it validates every entry and must not guess.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

from cuport.translator.api._toml import tomllib

TABLE_DIR = Path(__file__).parent / "table"
SHIM_PREFIX = "cuport"

KINDS = (
    "header",  # an #include name
    "function",  # host runtime/driver API function
    "type",  # typedef, struct, enum or class name
    "enum_value",  # enumerator
    "macro",  # object- or function-like macro
    "qualifier",  # __global__, __shared__, ...
    "builtin",  # threadIdx, warpSize, ...
    "device_function",  # callable from device code (math, atomics, warp, sync)
    "intrinsic",  # __-prefixed fast/bit intrinsics
)
BACKENDS = ("cpu", "rocm", "cuda")
STATUSES = ("ok", "partial", "no")
_ENTRY_KEYS = {
    "kind",
    "shim",
    "since",
    "deprecated",
    "removed",
    "driver",
    "hip",
    "note",
    "diag",
    "code",  # enum values: the numeric value (cudaError codes must match CUDA's)
    "text",  # error codes: the cudaGetErrorString text
    "guard",  # headers: the include guard macro CUDA's header defines (programs test it)
    *BACKENDS,
}
_STRING_KEYS = _ENTRY_KEYS - {"code"}
_VERSION = re.compile(r"^\d+\.\d+$")


class TableError(ValueError):
    """The API table is malformed (a bug in cuport's data, not in user input)."""


@dataclass(frozen=True)
class Entry:
    """One CUDA name and everything cuport knows about it.

    name: the CUDA spelling.
    kind: one of KINDS.
    shim: the portable spelling the translator writes (same as name for device-side names).
    family, section: the table file and the reference chapter it sits under.
    status: backend -> "ok" | "partial" | "no".
    note: why a status is partial or no, or anything a porting engineer must know.
    diag: the diagnostic ID reported when a backend cannot support the name.
    code, text: an enum value's number and (for error codes) its cudaGetErrorString text.
    guard: a header's include guard macro (helper_cuda.h tests __DRIVER_TYPES_H__ and kin).
    """

    name: str
    kind: str
    shim: str | None
    family: str
    section: str
    status: dict = field(hash=False, compare=False)
    since: str | None = None
    deprecated: str | None = None
    removed: str | None = None
    driver: str | None = None
    hip: str | None = None
    note: str | None = None
    diag: str | None = None
    code: int | None = None
    text: str | None = None
    guard: str | None = None

    def supported(self, backend: str) -> bool:
        return self.status.get(backend, "no") != "no"


@dataclass(frozen=True)
class Family:
    name: str
    title: str
    sections: tuple[str, ...]
    entries: tuple[Entry, ...]


def default_shim(name: str) -> str:
    """The shim spelling for a name whose entry gives none: swap the CUDA prefix for cuport's."""
    for cuda_prefix, shim_prefix in (
        ("cuda", SHIM_PREFIX),
        ("CUDA_", SHIM_PREFIX.upper() + "_"),
        ("CUDART_", SHIM_PREFIX.upper() + "_"),
    ):
        if name.startswith(cuda_prefix):
            return shim_prefix + name[len(cuda_prefix) :]
    return name


def _parse_entry(name: str, raw: dict, family: str, section: str, where: str) -> Entry:
    unknown = set(raw) - _ENTRY_KEYS
    if unknown:
        raise TableError(f"{where}: {name}: unknown keys {sorted(unknown)}")
    kind = raw.get("kind")
    for key in _STRING_KEYS & set(raw):
        if not isinstance(raw[key], str):
            raise TableError(f"{where}: {name}: {key} must be a string, not {raw[key]!r}")
    for key in ("since", "deprecated", "removed"):
        if key in raw and not _VERSION.match(raw[key]):
            raise TableError(
                f"{where}: {name}: {key} = {raw[key]!r}; want a CUDA version like '12.0'"
            )
    if "guard" in raw and kind != "header":
        raise TableError(f"{where}: {name}: guard belongs on a header entry")
    if "code" in raw and (kind != "enum_value" or not isinstance(raw["code"], int)):
        raise TableError(f"{where}: {name}: code must be an integer on an enum_value entry")
    if kind not in KINDS:
        raise TableError(f"{where}: {name}: kind {kind!r} is not one of {KINDS}")
    status = {}
    for backend in BACKENDS:
        value = raw.get(backend)
        if value not in STATUSES:
            raise TableError(f"{where}: {name}: {backend} = {value!r}; want one of {STATUSES}")
        status[backend] = value
    if any(s != "ok" for s in status.values()) and not (raw.get("note") or raw.get("diag")):
        raise TableError(f"{where}: {name}: a partial or unsupported backend needs a note or diag")
    if "no" in status.values() and not raw.get("diag"):
        raise TableError(f"{where}: {name}: an unsupported backend needs a diag ID")
    if raw.get("diag") and all(s == "ok" for s in status.values()):
        # A diag is what the translator reports where a backend falls short; with none short it
        # would only go stale (and mislead sync_api and the coverage notes).
        raise TableError(
            f"{where}: {name}: diag {raw['diag']} on an entry every backend supports; remove it"
        )
    shim = raw.get("shim", default_shim(name))
    if all(s == "no" for s in status.values()):
        shim = raw.get("shim")
    return Entry(
        name=name,
        kind=kind,
        shim=shim,
        family=family,
        section=section,
        status=status,
        since=raw.get("since"),
        deprecated=raw.get("deprecated"),
        removed=raw.get("removed"),
        driver=raw.get("driver"),
        hip=raw.get("hip"),
        note=raw.get("note"),
        diag=raw.get("diag"),
        code=raw.get("code"),
        text=raw.get("text"),
        guard=raw.get("guard"),
    )


def _load_family(path: Path) -> Family:
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    meta = data.pop("meta", {})
    family = path.stem
    entries = []
    for section, names in data.items():
        if not isinstance(names, dict):
            raise TableError(f"{path.name}: top-level key {section!r} is not a section table")
        for name, raw in names.items():
            entries.append(_parse_entry(name, raw, family, section, path.name))
    return Family(
        name=family,
        title=meta.get("title", family),
        sections=tuple(data),
        entries=tuple(entries),
    )


@dataclass(frozen=True)
class Table:
    families: tuple[Family, ...]
    by_name: dict = field(hash=False, compare=False)
    by_shim: dict = field(hash=False, compare=False)

    def get(self, name: str) -> Entry | None:
        return self.by_name.get(name)

    def entries(self):
        for family in self.families:
            yield from family.entries

    def close_matches(self, name: str, n: int = 5) -> list[str]:
        import difflib

        return difflib.get_close_matches(name, list(self.by_name), n=n, cutoff=0.6)


def _check_diag_ids(entries: list[Entry]) -> None:
    from cuport.translator.api import diagnostics

    known = diagnostics.catalog()
    for entry in entries:
        if entry.diag and entry.diag not in known:
            raise TableError(f"{entry.family}.toml: {entry.name}: unknown diag {entry.diag}")


def _is_alias(entry: Entry) -> bool:
    """An old spelling that translates to its replacement's shim (cudaThreadSynchronize)."""
    return bool(entry.removed or entry.deprecated)


@functools.cache
def load(table_dir: str | None = None) -> Table:
    """Load and validate every table file.

    table_dir: folder of *.toml files; defaults to this package's own.
    """
    folder = Path(table_dir) if table_dir else TABLE_DIR
    families = tuple(_load_family(p) for p in sorted(folder.glob("*.toml")))
    by_name: dict[str, Entry] = {}
    by_shim: dict[str, Entry] = {}
    for family in families:
        for entry in family.entries:
            if entry.name in by_name:
                other = by_name[entry.name]
                raise TableError(f"{entry.name} is in both {other.family} and {entry.family}")
            by_name[entry.name] = entry
            # Several CUDA headers may share one cuport header, and a removed or deprecated name
            # may translate to its replacement's shim; every other shim name is unique.
            if entry.shim and entry.shim != entry.name and entry.kind != "header":
                other = by_shim.get(entry.shim)
                if other is None:
                    by_shim[entry.shim] = entry
                elif _is_alias(entry):
                    pass
                elif _is_alias(other):
                    by_shim[entry.shim] = entry
                else:
                    raise TableError(
                        f"shim name {entry.shim} is used by both {other.name} and {entry.name}"
                    )
    _check_diag_ids(list(by_name.values()))
    return Table(families=families, by_name=by_name, by_shim=by_shim)


CUDA_LOOKING = re.compile(
    r"^(cuda[A-Z_]\w*|CUDA_\w+|CUDART_\w+|cu[A-Z]\w*|CU_\w+|cublas\w*|cufft\w*|curand\w*"
    r"|cusparse\w*|cusolver\w*|cudnn\w*|nvrtc\w*|__shfl\w*|__cuda\w*)$"
)


def looks_like_cuda(name: str) -> bool:
    """True for identifiers only CUDA would define (used to flag names missing from the table)."""
    return bool(CUDA_LOOKING.match(name))
