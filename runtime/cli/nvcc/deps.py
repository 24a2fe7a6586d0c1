"""Make-style dependency output (-M, -MM, -MD, -MMD, -MF, -MT, -MP) naming the ORIGINAL files.

Translated copies live in a cache; make must watch the user's sources and headers instead.
Only formatting and placement live here; the dependency lists come from the build steps.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from cuport import _files
from cuport.backends._base import INCLUDE_DIR, RUNTIME_DIR


def shown(path: Path) -> str:
    """A path as make should see it: relative to the current folder when inside it."""
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return str(path)
    return str(path) if relative.startswith("..") else relative


def shim_headers(backend: str) -> list[Path]:
    """The runtime headers a translated unit includes (listed by -M, left out by -MM, like
    system headers)."""
    found = sorted(INCLUDE_DIR.rglob("*.h"))
    found += sorted((RUNTIME_DIR / "backends" / backend).rglob("*.h"))
    return found


def _escape(name: str) -> str:
    return name.replace(" ", "\\ ").replace("#", "\\#").replace("$", "$$")


def render(targets: list[str], deps: list[Path], phony: bool) -> str:
    """The rule `targets : deps` with one dependency per line, plus `dep:` rules under -MP."""
    names = []
    for dep in deps:
        name = shown(dep)
        if name not in names:
            names.append(name)
    head = " ".join(_escape(t) for t in targets) + " :"
    lines = [f"{head} {_escape(names[0])}"] if names else [head]
    lines += [f"    {_escape(n)}" for n in names[1:]]
    text = " \\\n".join(lines) + "\n"
    if phony:
        text += "".join(f"\n{_escape(n)}:\n" for n in names[1:])
    return text


def default_target(source: str, output: str | None, with_compile: bool) -> str:
    """nvcc's default rule target: the object being written, else <source stem>.o."""
    if with_compile and output:
        return output
    return Path(source).with_suffix(".o").name


def default_file(output: str | None, source: str) -> str:
    """Where -MD writes without -MF: beside the object, named like it with .d (nvcc's rule)."""
    base = Path(output) if output else Path(Path(source).with_suffix(".o").name)
    return str(base.with_suffix(".d"))


def write(text: str, destination: str | None) -> None:
    """Write dependency text to destination, or to stdout when there is none."""
    if destination is None or destination == "-":
        sys.stdout.write(text)
        return
    _files.write(destination, text.encode("utf-8"))
