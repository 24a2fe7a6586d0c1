"""The samples' kernels from Python.

Every kernel of every translate-built sample has a signature the launcher can pass (read with
libclang, as RawModule does). Samples with a launch recipe (tests/library/inputs/samples/<name>.py:
`launch(module, reference, args) -> {output: array}`, recreating the program's inputs, and
optionally NAME_EXPRESSIONS for template kernels) are built as a RawModule, launched, and
compared with reference.py under the sample's own rules.
"""

from __future__ import annotations

import importlib.util
import warnings
from pathlib import Path

import cuport
import pytest
from conformance.compare import compare_arrays
from conformance.manifest import discover
from cuport import _signature
from cuport.backends import get
from support import REPO

RECIPES = Path(__file__).resolve().parent / "inputs" / "samples"

SAMPLES = [s for s in discover(REPO / "samples") if s.build == "translate"]
WITH_RECIPE = [s for s in SAMPLES if (RECIPES / f"{s.name}.py").is_file()]


def _load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: s.name)
def test_every_kernel_signature_can_be_passed(sample):
    for source in sample.sources:
        path = sample.folder / source
        found = _signature.read(
            path.read_text(encoding="utf-8"), str(path.resolve()), defines=sample.defines
        )
        refused = {k: str(v) for k, v in found.items() if isinstance(v, Exception)}
        assert not refused, refused


def test_recipes_name_real_samples():
    names = {s.name for s in SAMPLES}
    assert WITH_RECIPE, "no sample has a Python launch recipe"
    assert {p.stem for p in RECIPES.glob("*.py")} <= names


@pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")
@pytest.mark.parametrize("sample", WITH_RECIPE, ids=lambda s: s.name)
def test_sample_kernels_launched_from_python_match_reference(sample):
    if len(sample.sources) != 1:
        pytest.skip("RawModule(path=) takes one translation unit")
    options = [f"-D{d}" for d in sample.defines]
    reference = _load(sample.folder / "reference.py", f"reference_{sample.name}")
    recipe = _load(RECIPES / f"{sample.name}.py", f"python_recipe_{sample.name}")
    module = cuport.RawModule(
        path=sample.folder / sample.sources[0],
        options=options,
        name_expressions=getattr(recipe, "NAME_EXPRESSIONS", ()),
    )
    with warnings.catch_warnings():
        # The conformance run reports translation diagnostics; here only the results count.
        warnings.simplefilter("ignore", cuport.TranslationWarning)
        module.compile()
    args = list(sample.args)
    got = recipe.launch(module, reference, args)
    want = reference.expected(args)
    arrays = [o for o in sample.outputs if o.name != "stdout"]
    assert {o.name for o in arrays} == set(got), "the recipe must produce every array output"
    for output in arrays:
        ok, message = compare_arrays(
            got[output.name], want[output.name], output.compare, output.atol
        )
        assert ok, f"{output.name}: {message}"
