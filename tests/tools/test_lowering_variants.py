"""tools/lowering_variants.py: the differential test's kernels are reproducible from their seed
and exercise what real code does to the lowering (the issue's list: macros around bounds and
guards, pragmas, helpers with various qualifiers, templates, lambdas, auto, early returns, goto,
nested loops)."""

from __future__ import annotations

import re

import lowering_variants
import pytest

COUNT = 400


@pytest.fixture(scope="module")
def generated():
    return lowering_variants.variants(seed=1, count=COUNT)


def test_the_same_seed_gives_the_same_kernels(generated):
    again = lowering_variants.variants(seed=1, count=20, start=5)
    assert again == generated[5:25]
    other = lowering_variants.variants(seed=2, count=20, start=5)
    assert [v.text for v in other] != [v.text for v in again]


def test_each_variant_is_one_kernel_named_for_itself(generated):
    names = [v.name for v in generated]
    assert len(set(names)) == COUNT
    for variant in generated:
        defined = re.findall(r"__global__ void (\w+)\(", variant.text)
        assert defined == [variant.name]
        # Its macros and helpers carry its suffix, so many variants share one program.
        suffix = variant.name.removeprefix("kernel")
        for macro in re.findall(r"#define (\w+)", variant.text):
            assert macro.endswith(suffix)
        assert variant.block in lowering_variants.BLOCKS
        assert variant.grid >= 1


@pytest.mark.parametrize(
    "feature",
    [
        "macro bound PICK(N, n)",
        "nested macro bound",
        "guard macro",
        "statement macro",
        "#if inside the body",
        "pragma",
        "helper (__device__ __forceinline__)",
        "helper (static __device__ inline)",
        "helper (__host__ __device__)",
        "helper (__device__ __noinline__)",
        "template helper",
        "template kernel",
        "lambda",
        "auto",
        "early return",
        "goto",
        "nested loops",
        "shared memory + barriers",
        "warp shuffles",
        "grid-stride loop",
    ],
)
def test_the_variants_cover_what_real_code_does(generated, feature):
    assert any(feature in v.features.split(": ", 1)[1] for v in generated)


def test_a_pragma_sits_on_its_own_line_before_a_loop(generated):
    for variant in generated:
        for match in re.finditer(r"^\s*#pragma unroll[^\n]*\n(.*)$", variant.text, re.M):
            assert re.match(r"\s*for \(", match.group(1)), variant.text
