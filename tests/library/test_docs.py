"""The Python library's documentation runs: every `>>>` example in docs/python.md and README.md,
and the doctests in cuport's public modules, so the output they show cannot go stale."""

from __future__ import annotations

import doctest
import importlib

import pytest
from cuport.backends import get
from support import REPO

PYTHON_DOC = REPO / "docs" / "python.md"
README = REPO / "README.md"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE

pytestmark = pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")


def _run(path) -> doctest.TestResults:
    """Run a Markdown file's `>>>` examples in order, in one namespace, as doctest does a file."""
    text = path.read_text(encoding="utf-8")
    name = path.relative_to(REPO).as_posix()
    test = doctest.DocTestParser().get_doctest(text, {}, name, str(path), 0)
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    runner.run(test)
    return runner.summarize(verbose=False)


def test_python_library_reference_examples(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    results = _run(PYTHON_DOC)
    assert results.attempted > 30
    assert results.failed == 0


def test_readme_python_examples(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    results = _run(README)
    assert results.attempted >= 10
    assert results.failed == 0


@pytest.mark.parametrize(
    "module", ["cuport.raw", "cuport.memory", "cuport.streams", "cuport.kernels"]
)
def test_module_doctests(module):
    results = doctest.testmod(importlib.import_module(module), optionflags=FLAGS)
    assert results.attempted > 0
    assert results.failed == 0
