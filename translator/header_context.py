"""What a project header is compiled after: the text its includer has before the #include.

Project headers are rarely self-contained: dxtc's CudaMath.h uses `cg::` and float3 operators
that the .cu file including it declares first. Parsed on its own such a header has errors
(CP0005) and no syntax tree where they are, so the checks that read the tree (device_checks'
lockstep exchanges, for one) pass over its functions. translation.translate parses it again
after this context, as the compiler sees it, and keeps that parse when it resolves more.
Also finds a file's project headers (the program's files besides its translation units).
"""

from __future__ import annotations

import re
from pathlib import Path

_INCLUDE = re.compile(rb'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\n]+)[>"]', re.MULTILINE)
_MAX_DEPTH = 8  # includer chains longer than this are cut (and cycles never loop)


def project_includes(path: Path, include_dirs) -> list[tuple[int, Path]]:
    """(offset of the #include line, header) for each project header path includes: "x" found
    next to path or in include_dirs, <x> found in include_dirs (the user's -I folders; system
    headers are never in them)."""
    found = []
    try:
        data = path.read_bytes()
    except OSError:
        return found
    for match in _INCLUDE.finditer(data):
        name = match.group(2).decode("utf-8", "replace").strip()
        beside = [path.parent] if match.group(1) == b'"' else []
        for folder in (*beside, *map(Path, include_dirs)):
            candidate = (folder / name).resolve()
            if candidate.is_file():
                found.append((match.start(), candidate))
                break
    return found


def find(header: Path, files, include_dirs) -> tuple[str, str] | None:
    """(path of the file whose compilation reaches header, the text compiled before header) from
    the first of files (the program's, translation units first) that includes header, directly
    or through its own headers (then their text up to their #include comes in between); None
    when none does."""
    header = Path(header).resolve()
    for start in files:
        start = Path(start).resolve()
        if start != header:
            preamble = _preamble(start, header, include_dirs, {start}, 0)
            if preamble is not None:
                return str(start), preamble
    return None


def _preamble(path: Path, header: Path, include_dirs, seen: set, depth: int) -> str | None:
    """path's text up to where it first includes header, directly or through its headers."""
    if depth >= _MAX_DEPTH:
        return None
    for offset, included in project_includes(path, include_dirs):
        if included == header:
            inner = ""
        elif included in seen:
            continue
        else:
            seen.add(included)
            inner = _preamble(included, header, include_dirs, seen, depth + 1)
            if inner is None:
                continue
        text = path.read_bytes()[:offset].decode("utf-8", "surrogateescape")
        if included == header:
            return text
        name = str(included).replace("\\", "\\\\").replace('"', '\\"')
        return f'{text}\n#line 1 "{name}"\n{inner}'
    return None
