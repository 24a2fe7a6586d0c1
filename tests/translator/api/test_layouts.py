"""CUDA struct layouts as data (translator/api/layouts.py): cudaDeviceProp's fields and the vector
types load, match the installed toolkit's, and malformed data is rejected."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from cuport.backends.cuda.driver import headers
from cuport.translator import api
from cuport.translator.api import layouts

CUDA_INCLUDE = headers()  # the toolkit the cuda backend finds, or None


def _fields(tmp_path: Path, body: str):
    path = tmp_path / "device_prop.toml"
    path.write_text("# test\n[fields]\n" + body)
    return layouts.device_prop(str(path))


def test_device_prop_loads_with_numbered_attributes():
    fields = layouts.device_prop()
    by_name = {f.name: f for f in fields}
    assert by_name["maxThreadsDim"].attributes == (
        "cudaDevAttrMaxBlockDimX",
        "cudaDevAttrMaxBlockDimY",
        "cudaDevAttrMaxBlockDimZ",
    )
    assert by_name["clockRate"].removed == "13.0"
    assert api.load().get("cudaDevAttrMaxBlockDimX").code == 2


@pytest.mark.skipif(CUDA_INCLUDE is None, reason="no CUDA toolkit headers")
def test_fields_not_removed_are_the_toolkits():
    text = (CUDA_INCLUDE / "driver_types.h").read_text(errors="replace")
    body = re.search(r"struct __device_builtin__ cudaDeviceProp\s*\{(.*?)\n\}", text, re.S).group(1)
    body = re.sub(r"/\*.*?\*/|//[^\n]*", "", body, flags=re.S)
    toolkit = re.findall(r"(\w+)\s*(?:\[\d+\])?\s*;", body)
    ours = [f.name for f in layouts.device_prop() if f.removed is None]
    assert ours == toolkit


@pytest.mark.parametrize(
    "line, message",
    [
        ('x = { type = "float" }', "type 'float'"),
        ('x = { type = "int", count = 0 }', "count must be a positive integer"),
        ('x = { type = "int", colour = 1 }', "unknown keys ['colour']"),
        ('x = { type = "int", count = 2, attributes = ["cudaDevAttrWarpSize"] }', "one attribute"),
        ('x = { type = "int", attributes = ["cudaDevAttrNoSuch"] }', "not a numbered cudaDevice"),
        ('x = { type = "int", removed = "CUDA 13" }', "want a version like '13.0'"),
        (
            'x = { type = "int", attributes = ["cudaDevAttrWarpSize"] }\n'
            'y = { type = "int", attributes = ["cudaDevAttrWarpSize"] }',
            "cudaDevAttrWarpSize reports both x and y",
        ),
    ],
)
def test_malformed_fields_are_rejected(tmp_path, line, message):
    with pytest.raises(api.TableError) as caught:
        _fields(tmp_path, line)
    assert message in str(caught.value)


def _vectors(tmp_path: Path, body: str):
    path = tmp_path / "vector_types.toml"
    path.write_text("# test\n[vector_types]\n" + body)
    return layouts.vector_types(str(path))


def test_vector_types_are_the_tables():
    vectors = {v.name: v for v in layouts.vector_types()}
    assert len(vectors) == 58
    assert (vectors["float4"].align, vectors["float3"].align, vectors["char2"].align) == (16, 4, 2)
    assert vectors["double4_32a"].explicit and not vectors["double4"].explicit


@pytest.mark.skipif(
    CUDA_INCLUDE is None or not shutil.which("g++"),
    reason="no CUDA toolkit headers or g++",
)
def test_vector_layouts_are_the_toolkits(tmp_path):
    """Each type's size and alignment in the data, asserted against the toolkit's own header."""
    asserts = [
        f"static_assert(sizeof({v.name}) == {v.width} * sizeof({v.element})"
        f' && alignof({v.name}) == {v.align}, "{v.name}");'
        for v in layouts.vector_types()
    ]
    source = tmp_path / "layouts.cpp"
    source.write_text("#include <vector_types.h>\n" + "\n".join(asserts) + "\n")
    flags = ["-std=c++17", "-fsyntax-only", "-Wno-deprecated-declarations", f"-I{CUDA_INCLUDE}"]
    result = subprocess.run(
        ["g++", *flags, str(source)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    "line, message",
    [
        ('char = { element = "signed char", align = [1, 2, 1] }', "want element and four"),
        ('char = { element = "signed char", align = [1, 2, 1, 4], size = 1 }', "unknown keys"),
        (
            'char = { element = "signed char", align = [1, 3, 1, 4] }',
            "char2: align must be a power",
        ),
        (
            'char = { element = "signed char", align = [1, 2, 1, 4] }',
            "only in the table ['double1'",
        ),
    ],
)
def test_malformed_vector_types_are_rejected(tmp_path, line, message):
    with pytest.raises(api.TableError) as caught:
        _vectors(tmp_path, line)
    assert message in str(caught.value)
