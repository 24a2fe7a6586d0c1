"""Insert one-line entries into an API table file without rewriting any existing line.

Other engineers edit the table concurrently, so this module only ever adds lines: a new name goes
into its section in alphabetical position, a new section goes at the end of the file.
"""

from __future__ import annotations

import re
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

# Key order inside an entry's inline table: what it is, then support, then history and notes.
KEY_ORDER = (
    "kind",
    "shim",
    "code",
    "text",
    "cpu",
    "rocm",
    "cuda",
    "since",
    "deprecated",
    "removed",
    "driver",
    "hip",
    "note",
    "diag",
)
_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")
_HEADER = re.compile(r"^\s*\[(.+)\]\s*(#.*)?$")
_ENTRY = re.compile(r'^\s*("(?:[^"\\]|\\.)*"|[A-Za-z0-9_-]+)\s*=')


def _string(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def key(name: str) -> str:
    """A TOML key: bare when it can be, quoted otherwise (headers, qualified names)."""
    return name if _BARE_KEY.match(name) else _string(name)


def _unkey(text: str) -> str:
    return text[1:-1].replace('\\"', '"').replace("\\\\", "\\") if text.startswith('"') else text


def entry_line(name: str, fields: dict, width: int = 0) -> str:
    """One table line: `name = { kind = "...", cpu = "ok", ... }`, the `=` at column width."""
    parts = []
    for field in sorted(fields, key=lambda k: KEY_ORDER.index(k) if k in KEY_ORDER else 99):
        value = fields[field]
        parts.append(f"{field} = {value if isinstance(value, int) else _string(str(value))}")
    return f"{key(name).ljust(width)} = {{ {', '.join(parts)} }}"


def _sections(lines: list[str]) -> list[tuple[str, int, int]]:
    """(section name, first body line, end line) for each [section] in the file."""
    found = []
    for i, line in enumerate(lines):
        match = _HEADER.match(line)
        if match and not line.lstrip().startswith("[["):
            if found:
                found[-1] = (found[-1][0], found[-1][1], i)
            found.append((_unkey(match.group(1).strip()), i + 1, len(lines)))
    return found


def section_titles(path: Path) -> list[str]:
    return [name for name, _, _ in _sections(path.read_text().splitlines())]


def merge(path: Path, section: str, entries: dict[str, dict]) -> int:
    """Add entries (name -> fields) to section of the file at path; return how many were added.

    Names already anywhere in the file are left alone. The file is re-read right before writing.
    """
    lines = path.read_text().splitlines()
    present = {_unkey(m.group(1)) for m in map(_ENTRY.match, lines) if m}
    todo = {name: fields for name, fields in entries.items() if name not in present}
    if not todo:
        return 0
    spans = {name: (start, end) for name, start, end in _sections(lines)}
    if section not in spans:
        while lines and not lines[-1].strip():
            lines.pop()
        width = max(len(key(n)) for n in todo)
        lines += ["", f"[{key(section)}]"]
        lines += [entry_line(n, todo[n], width) for n in sorted(todo)]
    else:
        start, end = spans[section]
        matches = [(i, _ENTRY.match(lines[i])) for i in range(start, end)]
        body = [(i, _unkey(m.group(1))) for i, m in matches if m]
        width = max((len(lines[i].split("=")[0].rstrip()) for i, _ in body), default=0)
        for name in sorted(todo):
            at = next((i for i, other in body if other > name), None)
            if at is None:
                at = (body[-1][0] + 1) if body else start
            lines.insert(at, entry_line(name, todo[name], width))
            body = sorted([(i + 1 if i >= at else i, n) for i, n in body] + [(at, name)])
    path.write_text("\n".join(lines) + "\n")
    return len(todo)


def update(path: Path, name: str, fields: dict) -> bool:
    """Rewrite the one line of entry name with fields (None deletes a key); False if absent.

    Only that line changes, and its key column is kept; the file is re-read right before writing.
    """
    lines = path.read_text().splitlines()
    for i, line in enumerate(lines):
        match = _ENTRY.match(line)
        if not match or _unkey(match.group(1)) != name:
            continue
        current = tomllib.loads("x = " + line.split("=", 1)[1].strip())["x"]
        for key_name, value in fields.items():
            if value is None:
                current.pop(key_name, None)
            else:
                current[key_name] = value
        width = len(line.split("=", 1)[0]) - 1  # keep the padding before `=`
        lines[i] = entry_line(name, current, width)
        path.write_text("\n".join(lines) + "\n")
        return True
    return False


def align(path: Path) -> int:
    """Pad keys so each section's `=` signs line up (whitespace only); return lines changed."""
    lines = path.read_text().splitlines()
    changed = 0
    for _, start, end in _sections(lines):
        rows = [(i, _ENTRY.match(lines[i])) for i in range(start, end)]
        rows = [(i, m) for i, m in rows if m]
        width = max((len(m.group(1)) for _, m in rows), default=0)
        for i, match in rows:
            rest = lines[i][match.end() :].lstrip()
            new = f"{match.group(1).ljust(width)} = {rest}"
            if new != lines[i]:
                lines[i] = new
                changed += 1
    path.write_text("\n".join(lines) + "\n")
    return changed
