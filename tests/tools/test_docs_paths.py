"""Every repository path the hand-written docs mention exists, and every link between them resolves.

Reads README.md, docs/*.md (not the generated coverage.md and diagnostics.md) and the backends'
README.md files. A backticked span is a path when it starts with a top-level folder of the
repository (`translator/lowering/lower.py`), or names a file by its extension (`lower.py`,
`cpu_lowered.h`): the first must exist from the repository root or the doc's folder, the second
must be some file's name in the repository. Examples of the user's own files (`kernel.cu`) are
listed in NOT_REPO_FILES. A span with a placeholder (`translator/api/table/<family>.toml`) is checked
up to the placeholder. Markdown links to local files must resolve, #anchors included.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from support import REPO

GENERATED = {"docs/coverage.md", "docs/diagnostics.md"}
DOCS = sorted(
    [
        REPO / "README.md",
        *(REPO / "docs").glob("*.md"),
        *(REPO / "runtime/backends").glob("*/README.md"),
    ]
)
DOCS = [d for d in DOCS if d.relative_to(REPO).as_posix() not in GENERATED]

TOP_LEVEL = ("translator/", "runtime/", "tests/", "tools/", "samples/", "docs/", ".ci/")
EXTENSIONS = (".py", ".h", ".cuh", ".cu", ".cpp", ".c", ".toml", ".md", ".j2", ".txt", ".sh")
# Not files of this repository: the user's own, in examples (a program being ported, a command's
# output, a report), system headers, and the toolkit folder cuport-nvcc makes.
NOT_REPO_FILES = {
    "stddef.h",
    "bin/",
    "bin/nvcc",
    "lib64/",
    "nvvm/libdevice/",
    "version.json",
    "kernel.cu",
    "kernel.o",
    "main.o",
    "main.cpp",
    "kernels.cu",
    "kernels.cuh",
    "util.c",
    "x.hip",
    "FILE.cu",
    "OUT.cpp",
    "FILE.json",
    "twice.cu",
    "bad.cu",
    "scale.cu",
    "scale.cuh",
    "CMakeLists.txt",
    "src/vector_add.cu",
    "data/blob.cu",
    "conf.json",
    "conf.xml",
    "results.json",
    "results.xml",
    "build.json",
    "cell.cu",
    "cells/",
    "cub/cub.cuh",  # CUB's header, which the README names as programs include it
}
_SPAN = re.compile(r"`([^`\n]+)`")
_LINK = re.compile(r"\]\(([^)\s]+)\)")
_FENCE = re.compile(r"^```.*?^```", re.S | re.M)
_PLACEHOLDER = re.compile(r"[<>*{}\[\]]|\.\.\.|\bNAME\b|\bN\b")


def _prose(text: str) -> str:
    """The text outside fenced code blocks (those hold commands and output, checked elsewhere)."""
    return _FENCE.sub("", text)


def _candidates(text: str) -> list[str]:
    found = []
    for span in _SPAN.findall(_prose(text)):
        span = span.strip()
        if " " in span or span.startswith(("-", "$", "#", "/", "~", "http")) or "=" in span:
            continue
        span = span.split("#", 1)[0]
        if re.fullmatch(r"\.\w+", span):
            continue  # a file extension (`.cu`), not a file
        if span.startswith(TOP_LEVEL) or span.endswith(EXTENSIONS) or span.endswith("/"):
            found.append(span)
    return found


def _basenames() -> set[str]:
    skip = {".git", ".venv", "node_modules", "__pycache__"}
    names = set()
    for path in REPO.rglob("*"):
        if not skip.intersection(path.relative_to(REPO).parts):
            names.add(path.name)
    return names


def _exists(doc: Path, path: str, basenames: set[str]) -> bool:
    placeholder = _PLACEHOLDER.search(path)
    if placeholder:
        path = path[: placeholder.start()].rpartition("/")[0]
        if not path:
            return True
    path = path.rstrip("/")
    roots = (REPO, doc.parent, REPO / "runtime" / "include")  # the last: `cuport/runtime.h`
    if any((root / path).exists() for root in roots):
        return True
    return "/" not in path and not path.startswith(TOP_LEVEL) and path in basenames


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(doc: Path) -> set[str]:
    headings = re.findall(r"^#+ (.+)$", _prose(doc.read_text(encoding="utf-8")), re.M)
    return {_slug(h) for h in headings}


@pytest.fixture(scope="module")
def basenames() -> set[str]:
    return _basenames()


def test_the_docs_are_found():
    names = {d.relative_to(REPO).as_posix() for d in DOCS}
    assert {"README.md", "docs/design.md", "docs/python.md"} <= names
    assert not names & GENERATED


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.relative_to(REPO).as_posix())
def test_mentioned_paths_exist(doc, basenames):
    text = doc.read_text(encoding="utf-8")
    missing = [
        p for p in _candidates(text) if p not in NOT_REPO_FILES and not _exists(doc, p, basenames)
    ]
    assert not missing, f"{doc.relative_to(REPO)} mentions paths that do not exist: {missing}"


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.relative_to(REPO).as_posix())
def test_local_links_resolve(doc):
    broken = []
    for target in _LINK.findall(_SPAN.sub("", _prose(doc.read_text(encoding="utf-8")))):
        if re.match(r"[a-z]+:", target):
            continue  # http:, mailto:
        file, _, anchor = target.partition("#")
        path = (doc.parent / file).resolve() if file else doc
        if not path.exists():
            broken.append(target)
        elif anchor and path.suffix == ".md" and anchor not in _anchors(path):
            broken.append(target)
    assert not broken, f"{doc.relative_to(REPO)} has broken links: {broken}"


def test_a_missing_path_is_caught(tmp_path, basenames):
    doc = tmp_path / "doc.md"
    text = "See `translator/no_such_module.py`, `no_such_header.h` and `translator/api/table/<x>.toml`."
    assert [p for p in _candidates(text) if not _exists(doc, p, basenames)] == [
        "translator/no_such_module.py",
        "no_such_header.h",
    ]
