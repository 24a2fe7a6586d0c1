"""The Python library's documentation runs: README's "Python library" examples and the doctests in
runtime's public modules, so the output they show cannot go stale."""

from __future__ import annotations

import doctest
import importlib
import re

import pytest
from cuport.backends import get
from support import REPO

README = REPO / "README.md"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE

pytestmark = pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")


def _section(title: str) -> str:
    text = README.read_text(encoding="utf-8")
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert match, f"README has no '## {title}' section"
    return match.group(1)


def _run(text: str, name: str) -> doctest.TestResults:
    parser = doctest.DocTestParser()
    test = parser.get_doctest(text, {}, name, str(README), 0)
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    runner.run(test)
    return runner.summarize(verbose=False)


def test_readme_python_library_examples(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    section = _section("Python library")
    results = _run(section, "README: Python library")
    assert results.attempted > 30
    assert results.failed == 0


@pytest.mark.parametrize("module", ["cuport.raw", "cuport.memory", "cuport.streams"])
def test_module_doctests(module):
    results = doctest.testmod(importlib.import_module(module), optionflags=FLAGS)
    assert results.attempted > 0
    assert results.failed == 0
