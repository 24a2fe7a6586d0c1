"""cuport._args, property-based (Hypothesis): a launch's grid and block take integers only, never
truncate a float, and the packet layout puts every argument at its C alignment without overlap
(issue 26). Pure Python: no compiler needed."""

from __future__ import annotations

import struct

import numpy as np
import pytest
from cuport import _args
from cuport._signature import Param
from hypothesis import given, settings
from hypothesis import strategies as st

_DIMS = st.integers(0, 2**31 - 1)
_NUMPY_INTS = st.sampled_from([np.int8, np.int16, np.int32, np.int64, np.uint16, np.uint32])


@settings(max_examples=200, deadline=None)
@given(st.lists(_DIMS, min_size=1, max_size=3), st.booleans(), _NUMPY_INTS)
def test_one_to_three_integers_become_three(dims, as_numpy, numpy_type):
    values = [numpy_type(d % 127) for d in dims] if as_numpy else dims
    expected = tuple(int(v) for v in values) + (1,) * (3 - len(values))
    assert _args.dim3(tuple(values), "grid") == expected
    assert _args.dim3(list(values), "grid") == expected
    assert _args.dim3(values[0], "block") == (int(values[0]), 1, 1)


_FLOATS = st.floats(allow_nan=True, allow_infinity=True)


@settings(max_examples=200, deadline=None)
@given(st.lists(_DIMS, min_size=0, max_size=2), _FLOATS, st.integers(0, 2))
def test_a_float_anywhere_is_a_type_error_never_truncated(dims, value, where):
    """32.9 is not 32 (nor is 32.0 an int): the launch is refused, as a float grid in C++ would
    be a narrowing error in dim3's braces."""
    values = list(dims)
    values.insert(min(where, len(values)), value)
    with pytest.raises(TypeError, match="must be an int or a tuple"):
        _args.dim3(tuple(values), "grid")
    with pytest.raises(TypeError):
        _args.dim3(value, "block")
    with pytest.raises(TypeError):
        _args.dim3(np.float32(1.0), "block")


@settings(max_examples=100, deadline=None)
@given(st.one_of(st.just(()), st.lists(_DIMS, min_size=4, max_size=8).map(tuple)))
def test_zero_or_more_than_three_dimensions_are_refused(dims):
    with pytest.raises(TypeError, match="1 to 3 dimensions"):
        _args.dim3(dims, "grid")


@given(st.sampled_from(["32", b"32", None, object()]))
def test_other_values_are_refused(value):
    with pytest.raises(TypeError):
        _args.dim3(value, "grid")


_SCALARS = [("b", 1), ("h", 2), ("i", 4), ("q", 8), ("f", 4), ("d", 8), ("?", 1)]
_PARAMS = st.one_of(
    st.sampled_from(_SCALARS).map(lambda f: Param("", "", "scalar", f[1], f[1], fmt=f[0])),
    st.just(Param("", "int*", "pointer", 8, 8, fmt="Q")),
    st.tuples(st.integers(1, 40), st.sampled_from([1, 2, 4, 8, 16])).map(
        lambda r: Param("", "S", "record", -(-r[0] // r[1]) * r[1], r[1])
    ),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(_PARAMS, max_size=8))
def test_the_packet_layout_aligns_every_argument_and_overlaps_none(params):
    layout = _args.layout(params)
    end = _args.HEADER_SIZE
    for param, offset, size in zip(params, layout.offsets, layout.sizes, strict=True):
        assert offset % param.align == 0 and offset >= end
        end = offset + size
    assert struct.calcsize(layout.fmt) == end
