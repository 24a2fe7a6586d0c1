"""CuPy's user-defined kernels: ElementwiseKernel and ReductionKernel.

Each call binds the parameters' types (runtime/_kernel_params.py), broadcasts the arrays, folds
dimensions that every array walks alike, and renders a CUDA kernel for that combination from
templates/cupy_kernel.cu.j2. The kernel goes through RawModule (translator, compile cache,
launch), so one build serves every later call with the same types and number of dimensions;
shapes and strides are kernel arguments. Arrays stay where they are: broadcast and strided
DeviceArrays are read in place, NumPy arrays are copied to the device (and outputs back).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
from cuport import _kernel_params
from cuport._embed import _TEMPLATES
from cuport.memory import DeviceArray, _is_dense, asarray
from cuport.raw import Function, RawModule

_BLOCK = 256  # threads per block: elementwise launches and reduction blocks
_SERIAL_OUTPUTS = 2048  # from this many outputs on, one thread per output is parallel enough
_SERIAL_ELEMENTS = 64  # up to this many elements per output, one thread folds them
_BLOCKS_WANTED = 64  # a reduction over few outputs splits into about this many blocks
_CHUNK_MIN = 8 * _BLOCK  # but never into chunks smaller than this
_MAX_CHUNKS = 65535  # gridDim.y


@dataclass
class KernelArg:
    """One argument as the kernel template sees it.

    kind: "scalar" (passed by value), "raw" (the whole array) or "array" (one element per
        loop index).
    rank: a raw array's strided dimensions (0: contiguous).
    ranks: an array's strides per loop part ("" elementwise; "out" and "red" in reductions).
    linear: an elementwise array read at the loop index itself (contiguous, full shape).
    """

    name: str
    c_type: str
    kind: str
    input: bool
    rank: int = 0
    ranks: dict = field(default_factory=dict)
    linear: bool = False


def _element_strides(array) -> tuple | None:
    """A DeviceArray's or NumPy array's strides in elements; None where a byte stride is not a
    whole number of elements (a view into a structured array's field, say)."""
    strides = []
    for stride in array.strides:
        if stride % array.itemsize:
            return None
        strides.append(stride // array.itemsize)
    return tuple(strides)


def _broadcast(shape: tuple, strides: tuple, to: tuple) -> list:
    """Element strides of an array of shape broadcast to the shape to (0 where it repeats)."""
    lead = len(to) - len(shape)
    return [0] * lead + [0 if extent == 1 else s for extent, s in zip(shape, strides)]


def _fold_dims(extents: list, stride_lists: list) -> tuple[list, list]:
    """Drop extent-1 dimensions and merge neighbours every stride list walks as one (CuPy's
    reduce_dims): a contiguous array of any shape becomes one dimension."""
    keep = [d for d, extent in enumerate(extents) if extent != 1]
    extents = [extents[d] for d in keep]
    stride_lists = [[strides[d] for d in keep] for strides in stride_lists]
    d = len(extents) - 1
    while d > 0:
        if all(s[d - 1] == s[d] * extents[d] for s in stride_lists):
            extents[d - 1 : d + 1] = [extents[d - 1] * extents[d]]
            for s in stride_lists:
                s[d - 1 : d + 1] = [s[d]]
        d -= 1
    return extents, stride_lists


def _is_array(value) -> bool:
    return isinstance(value, (DeviceArray, np.ndarray))


def _is_scalar(value) -> bool:
    return isinstance(value, (bool, int, float, np.generic)) and not isinstance(value, complex)


class _UserKernel:
    """What ElementwiseKernel and ReductionKernel share: parameters, options, builds."""

    def __init__(self, in_params, out_params, name, preamble, options, backend):
        self.in_params = _kernel_params.parse_params(in_params, "in_params")
        self.out_params = _kernel_params.parse_params(out_params, "out_params")
        if not self.out_params:
            raise ValueError("out_params: a kernel needs at least one output parameter")
        clash = {p.name for p in self.in_params} & {p.name for p in self.out_params}
        if clash:
            raise ValueError(f"{', '.join(sorted(clash))} is both an input and an output")
        if not name.isidentifier():
            raise ValueError(f"name: {name!r} is not a C identifier")
        self.name = name
        self.preamble = preamble
        self.options = tuple(options)
        self.backend = backend
        self._modules: dict[str, RawModule] = {}
        self._functions: dict[tuple, Function] = {}

    def _split_args(self, args: tuple, out) -> tuple[list, list]:
        n_in, n_out = len(self.in_params), len(self.out_params)
        if out is not None:
            if len(args) != n_in or n_out != 1:
                raise TypeError(f"{self.name}: out= needs {n_in} inputs and one output parameter")
            args = (*args, out)
        if len(args) not in (n_in, n_in + n_out):
            raise TypeError(
                f"{self.name} takes {n_in} inputs (and optionally {n_out} outputs), "
                f"got {len(args)} arguments"
            )
        outs = list(args[n_in:]) or [None] * n_out
        return list(args[:n_in]), outs

    def _device(self, value, param, what: str):
        """An array argument on this kernel's backend (NumPy arrays are copied there)."""
        if isinstance(value, DeviceArray):
            if value.backend != self.backend:
                raise ValueError(
                    f"{self.name}: {what} {param.name} is a {value.backend} array; this kernel "
                    f"runs on {self.backend}"
                )
            if _element_strides(value) is None:  # byte strides that are not whole elements
                if what == "output":  # a copy would take the results away from the caller
                    raise ValueError(
                        f"{self.name}: output {param.name} has strides that are not whole "
                        "elements; pass a contiguous array"
                    )
                return value.copy()
            return value
        if isinstance(value, np.ndarray):
            host = value if _element_strides(value) is not None else np.ascontiguousarray(value)
            return asarray(host, backend=self.backend)
        raise TypeError(
            f"{self.name}: {what} {param.name} must be a DeviceArray or a NumPy array, "
            f"not {type(value).__name__}"
        )

    def _bind(self, ins: list, outs: list) -> dict:
        in_dtypes = [v.dtype if _is_array(v) else None for v in ins]
        out_dtypes = [v.dtype if _is_array(v) else None for v in outs]
        scalar_dtypes = []
        for param, value in zip(self.in_params, ins):
            if _is_array(value):
                scalar_dtypes.append(None)
            elif _is_scalar(value):
                if param.raw:
                    raise TypeError(f"{self.name}: raw parameter {param.name} needs an array")
                scalar_dtypes.append(_kernel_params.scalar_dtype(value))
            else:
                raise TypeError(
                    f"{self.name}: argument {param.name} must be an array or a number, "
                    f"not {type(value).__name__}"
                )
        for param, value in zip(self.out_params, outs):
            if value is not None and not _is_array(value):
                raise TypeError(f"{self.name}: output {param.name} must be an array")
        return _kernel_params.bind_types(
            self.in_params, self.out_params, in_dtypes, out_dtypes, scalar_dtypes
        )

    def _c_type(self, param, bound: dict) -> str:
        """param's C type in the generated kernel, its placeholder resolved."""
        return _kernel_params.c_type(_kernel_params.resolved(param, bound), param.name)

    def _inputs_on_device(self, ins: list) -> list:
        """The input arguments with each array on this kernel's backend; scalars as they are."""
        return [
            self._device(v, p, "input") if _is_array(v) else v for p, v in zip(self.in_params, ins)
        ]

    def _typedefs(self, bound: dict) -> list:
        """Placeholders, then CuPy's in0_type/out0_type names."""
        typedefs = [(name, _kernel_params.c_type(dtype, name)) for name, dtype in bound.items()]
        for prefix, params in (("in", self.in_params), ("out", self.out_params)):
            for index, param in enumerate(params):
                typedefs.append((f"{prefix}{index}_type", self._c_type(param, bound)))
        return typedefs

    def _function(self, variables: dict, name: str) -> Function:
        """The kernel name of the source the template renders from variables; one render and
        one RawModule per distinct set of variables (types, argument kinds, ranks)."""
        key = (repr(sorted(variables.items())), name)
        function = self._functions.get(key)
        if function is None:
            module = self._modules.get(key[0])
            if module is None:
                # every parameter's type is among the typedefs (in0_type, out0_type, ...)
                c_types = {c_type for _, c_type in variables["typedefs"]}
                half = "__half" in c_types | {variables.get("reduce_type")}
                source = _TEMPLATES.get_template("cupy_kernel.cu.j2").render(
                    name=self.name, preamble=self.preamble, half=half, **self._code(), **variables
                )
                module = RawModule(
                    code=source, options=self.options, backend=self.backend,
                    filename=f"{self.name}.cu",
                )  # fmt: skip
                self._modules[key[0]] = module
            function = self._functions[key] = module.get_function(name)
        return function

    def _code(self) -> dict:
        """The template variables holding the user's code (the same for every call)."""
        raise NotImplementedError

    def _scalar(self, param, value, bound):
        return _kernel_params.resolved(param, bound).type(value)

    def _finish(self, outs: list, devices: list, stream, no_return=False, return_tuple=False):
        """Copy device results into NumPy outputs the caller gave; the value to return."""
        results = []
        for given, device in zip(outs, devices):
            if isinstance(given, np.ndarray):
                given[...] = device.get(stream=stream)
                results.append(given)
            else:
                results.append(device)
        if no_return:
            return None
        return tuple(results) if return_tuple or len(results) > 1 else results[0]


def _raw_arg(param, c_type: str, device: DeviceArray, is_input: bool) -> tuple:
    """A raw parameter's KernelArg and its launch values (pointer, count, shape/stride pairs)."""
    if device.flags.c_contiguous:
        return KernelArg(param.name, c_type, "raw", is_input), [device, device.size]
    extents, (strides,) = _fold_dims(list(device.shape), [list(_element_strides(device))])
    values = [device, device.size]
    for extent, stride in zip(extents, strides):
        values += [extent, stride]
    return KernelArg(param.name, c_type, "raw", is_input, rank=len(extents)), values


class ElementwiseKernel(_UserKernel):
    """CuPy's ElementwiseKernel: operation runs once per element of the broadcast arguments.

    in_params, out_params: "float32 x, T y, raw T z": a dtype name or a type placeholder, then
        the name; `raw` passes the whole array (index it yourself, x[k], x.size()).
    operation: C++ for one element; parameter names are that element (outputs are references),
        i is its index and _ind.size() the element count; T and in0_type/out0_type name types.
    name: the kernel's name. preamble: code before the kernel (helper functions).
    loop_prep, after_loop: code each thread runs before and after its element.
    options: compiler-style options (-I, -D, flags); backend: where it runs ("cpu" default).

    A call takes the inputs, then optionally the outputs (allocated otherwise, with the
    broadcast shape), plus size= (the loop size when every array is raw), stream= and
    block_size=. It returns the output, or a tuple of outputs.

    >>> import numpy as np, cuport
    >>> squared_diff = cuport.ElementwiseKernel(
    ...     "float32 x, float32 y", "float32 z", "z = (x - y) * (x - y)", "squared_diff")
    >>> x = cuport.asarray(np.arange(10, dtype=np.float32).reshape(2, 5))
    >>> squared_diff(x, 5).get()
    array([[25., 16.,  9.,  4.,  1.],
           [ 0.,  1.,  4.,  9., 16.]], dtype=float32)
    """

    def __init__(self, in_params: str, out_params: str, operation: str, name: str = "kernel",
                 reduce_dims: bool = True, preamble: str = "", no_return: bool = False,
                 return_tuple: bool = False, loop_prep: str = "", after_loop: str = "",
                 options=(), backend: str = "cpu"):  # fmt: skip
        super().__init__(in_params, out_params, name, preamble, options, backend)
        self.operation = operation
        self.reduce_dims = reduce_dims
        self.no_return = no_return
        self.return_tuple = return_tuple
        self.loop_prep = loop_prep
        self.after_loop = after_loop

    def _code(self) -> dict:
        return dict(operation=self.operation, loop_prep=self.loop_prep,
                    after_loop=self.after_loop)  # fmt: skip

    def __call__(self, *args, size: int | None = None, stream=None, block_size: int = _BLOCK):
        ins, outs = self._split_args(args, None)
        bound = self._bind(ins, outs)
        in_devices = self._inputs_on_device(ins)
        shape = self._loop_shape(in_devices, outs, size)
        out_devices = []
        for param, value in zip(self.out_params, outs):
            dtype = _kernel_params.resolved(param, bound)
            if value is None:
                if param.raw:
                    raise TypeError(f"{self.name}: pass the raw output {param.name}")
                value = DeviceArray(shape, dtype, backend=self.backend)
            out_devices.append(self._device(value, param, "output"))
        count = math.prod(shape)
        if count:
            self._launch(bound, in_devices, out_devices, shape, count, stream, block_size)
        return self._finish(outs, out_devices, stream, self.no_return, self.return_tuple)

    def _loop_shape(self, ins: list, outs: list, size) -> tuple:
        shapes = [v.shape for p, v in zip(self.in_params, ins) if not p.raw and _is_array(v)]
        out_shapes = [v.shape for p, v in zip(self.out_params, outs) if not p.raw and v is not None]
        if size is not None:
            if shapes or out_shapes:
                raise ValueError(f"{self.name}: size= only when every array argument is raw")
            return (int(size),)
        if not shapes and not out_shapes:
            raise ValueError(
                f"{self.name}: the loop size is undecided: pass a non-raw array or size="
            )
        try:
            shape = np.broadcast_shapes(*shapes, *out_shapes)
        except ValueError:
            raise ValueError(
                f"{self.name}: arguments of shapes {', '.join(map(str, shapes))} do not broadcast"
            ) from None
        for param, value in zip(self.out_params, outs):
            if value is not None and not param.raw and value.shape != shape:
                raise ValueError(
                    f"{self.name}: output {param.name} has shape {value.shape}; the arguments "
                    f"broadcast to {shape}"
                )
        return shape

    def _launch(self, bound, ins, outs, shape, count, stream, block_size) -> None:
        arrays = [
            (p, v, True) for p, v in zip(self.in_params, ins) if not p.raw and _is_array(v)
        ] + [(p, v, False) for p, v in zip(self.out_params, outs) if not p.raw]
        stride_lists = [_broadcast(v.shape, _element_strides(v), shape) for _, v, _ in arrays]
        extents = list(shape)
        if self.reduce_dims:
            extents, stride_lists = _fold_dims(extents, stride_lists)
        strides_of = {p.name: s for (p, _, _), s in zip(arrays, stride_lists)}
        kernel_args, values = [], [count, *(extents if len(extents) > 1 else ())]
        for params, devices, is_input in ((self.in_params, ins, True),
                                          (self.out_params, outs, False)):  # fmt: skip
            for param, value in zip(params, devices):
                c_type = self._c_type(param, bound)
                if param.raw:
                    arg, raw_values = _raw_arg(param, c_type, value, is_input)
                    kernel_args.append(arg)
                    values += raw_values
                elif not _is_array(value):
                    kernel_args.append(KernelArg(param.name, c_type, "scalar", is_input))
                    values.append(self._scalar(param, value, bound))
                else:
                    strides = strides_of[param.name]
                    linear = _is_dense(tuple(extents), strides, 1, "C")
                    kernel_args.append(KernelArg(
                        param.name, c_type, "array", is_input,
                        ranks={"": 0 if linear else len(extents)}, linear=linear,
                    ))  # fmt: skip
                    values += [value, *(() if linear else strides)]
        variables = dict(
            kind="elementwise", args=kernel_args, rank=len(extents),
            typedefs=self._typedefs(bound),
        )  # fmt: skip
        function = self._function(variables, self.name)
        grid = (count + block_size - 1) // block_size
        function((grid,), (block_size,), values, stream=stream)


class ReductionKernel(_UserKernel):
    """CuPy's ReductionKernel: maps each element, folds them per output, maps the result.

    in_params, out_params: as ElementwiseKernel's (no raw parameters).
    map_expr: C++ expression for one element (parameter names are that element).
    reduce_expr: folds two values a and b of reduce_type, e.g. "a + b" or "max(a, b)".
    post_map_expr: stores the folded value a, e.g. "y = a" or "y = sqrt(a)"; _in_ind.size()
        and _out_ind.size() count the input and output elements.
    identity: C++ expression the fold starts from, e.g. "0"; None folds from the first element
        (and a reduction over zero elements raises ValueError; CuPy starts from
        _type_reduce() instead, which is wrong for min or max of negative numbers).
    name, preamble, options, backend: as ElementwiseKernel's.
    reduce_type: the C type of a and b; the first output's type by default.

    A call takes the inputs (and optionally the output), axis= (int or tuple, None for all),
    keepdims=, out= and stream=.

    >>> import numpy as np, cuport
    >>> l2norm = cuport.ReductionKernel(
    ...     "T x", "T y", "x * x", "a + b", "y = sqrt(a)", "0", "l2norm")
    >>> x = cuport.asarray(np.arange(10, dtype=np.float32).reshape(2, 5))
    >>> l2norm(x, axis=1).get()
    array([ 5.477226 , 15.9687195], dtype=float32)
    """

    def __init__(self, in_params: str, out_params: str, map_expr: str, reduce_expr: str,
                 post_map_expr: str, identity: str | None, name: str = "reduce_kernel",
                 reduce_type: str | None = None, reduce_dims: bool = True, preamble: str = "",
                 options=(), backend: str = "cpu"):  # fmt: skip
        super().__init__(in_params, out_params, name, preamble, options, backend)
        for param in (*self.in_params, *self.out_params):
            if param.raw:
                raise ValueError(
                    f"{name}: raw parameter {param.name}: ReductionKernel folds elements; "
                    "use an ElementwiseKernel or RawKernel for whole-array access"
                )
        self.map_expr = map_expr
        self.reduce_expr = reduce_expr
        self.post_map_expr = post_map_expr
        self.identity = None if identity is None or str(identity).strip() == "" else str(identity)
        self.reduce_type = reduce_type
        self.reduce_dims = reduce_dims

    def _code(self) -> dict:
        return dict(map_expr=self.map_expr, reduce_expr=self.reduce_expr,
                    post_map_expr=self.post_map_expr, identity=self.identity)  # fmt: skip

    def __call__(self, *args, out=None, axis=None, keepdims: bool = False, stream=None):
        ins, outs = self._split_args(args, out)
        bound = self._bind(ins, outs)
        ins = self._inputs_on_device(ins)
        shapes = [v.shape for v in ins if _is_array(v)]
        shape = np.broadcast_shapes(*shapes) if shapes else ()
        axes = self._axes(axis, len(shape))
        out_dims = [d for d in range(len(shape)) if d not in axes]
        out_shape = tuple(
            1 if d in axes else shape[d] for d in range(len(shape)) if keepdims or d not in axes
        )
        out_size = math.prod(shape[d] for d in out_dims)
        red_size = math.prod(shape[d] for d in axes)
        if self.identity is None and red_size == 0 and out_size:
            raise ValueError(
                f"{self.name}: zero-size reduction with no identity (give identity=)"
            )
        out_devices = []
        for param, value in zip(self.out_params, outs):
            if value is None:
                value = DeviceArray(out_shape, _kernel_params.resolved(param, bound),
                                    backend=self.backend)  # fmt: skip
            elif value.shape != out_shape:
                raise ValueError(
                    f"{self.name}: output {param.name} has shape {value.shape}, the reduction "
                    f"gives {out_shape}"
                )
            out_devices.append(self._device(value, param, "output"))
        if out_size:
            self._launch(bound, ins, out_devices, shape, axes, out_dims, keepdims,
                         (out_size, red_size), stream)  # fmt: skip
        return self._finish(outs, out_devices, stream)

    def _axes(self, axis, ndim: int) -> list:
        if axis is None:
            return list(range(ndim))
        axes = [axis] if isinstance(axis, (int, np.integer)) else list(axis)
        normal = []
        for a in axes:
            if not -ndim <= a < ndim:
                raise np.exceptions.AxisError(a, ndim)
            normal.append(int(a) % ndim)
        if len(set(normal)) != len(normal):
            raise ValueError(f"{self.name}: duplicate value in axis {axis}")
        return sorted(normal)

    def _launch(self, bound, ins, outs, shape, axes, out_dims, keepdims, sizes, stream):
        out_size, red_size = sizes
        inputs = [(p, v) for p, v in zip(self.in_params, ins) if _is_array(v)]
        full = [_broadcast(v.shape, _element_strides(v), shape) for _, v in inputs]
        out_lists = [[s[d] for d in out_dims] for s in full]
        for device in outs:
            strides = _element_strides(device)
            out_lists.append(
                [strides[d] for d in out_dims] if keepdims else list(strides)
            )
        red_lists = [[s[d] for d in axes] for s in full]
        out_extents = [shape[d] for d in out_dims]
        red_extents = [shape[d] for d in axes]
        if self.reduce_dims:
            out_extents, out_lists = _fold_dims(out_extents, out_lists)
            red_extents, red_lists = _fold_dims(red_extents, red_lists)
        if not red_extents:  # one element per output (or none): a dimension of its own
            red_extents, red_lists = [red_size], [[0] for _ in inputs]
        out_rank, red_rank = len(out_extents), len(red_extents)
        kernel_args, input_values, strides_at = [], [], 0
        for param, value in zip(self.in_params, ins):
            c_type = self._c_type(param, bound)
            if _is_array(value):
                kernel_args.append(
                    KernelArg(param.name, c_type, "array", True,
                              ranks={"out": out_rank, "red": red_rank})
                )  # fmt: skip
                input_values += [value, *out_lists[strides_at], *red_lists[strides_at]]
                strides_at += 1
            else:
                kernel_args.append(KernelArg(param.name, c_type, "scalar", True))
                input_values.append(self._scalar(param, value, bound))
        output_args, output_values = [], []
        for index, (param, device) in enumerate(zip(self.out_params, outs)):
            c_type = self._c_type(param, bound)
            output_args.append(KernelArg(param.name, c_type, "array", False,
                                         ranks={"out": out_rank}))  # fmt: skip
            output_values += [device, *out_lists[len(inputs) + index]]
        # One thread per output when each has few elements, or when there are many outputs
        # and neighbouring outputs read neighbouring elements (a column sum): the threads then
        # read memory together. Otherwise (row sums, a full sum) blocks share each output.
        neighbours = all(
            abs(o[-1]) <= abs(r[-1]) for o, r in zip(out_lists[: len(inputs)], red_lists) if o
        )
        serial = red_size <= _SERIAL_ELEMENTS or out_size >= _SERIAL_OUTPUTS and neighbours
        threads = 1 if serial else _BLOCK
        variables = dict(
            kind="reduction", inputs=kernel_args, outputs=output_args,
            out_rank=out_rank, red_rank=red_rank, threads_per_output=threads,
            typedefs=self._typedefs(bound), reduce_type=self._reduce_c_type(bound),
        )  # fmt: skip
        in_size = math.prod(shape)
        head = [in_size, out_size, red_size]
        head += [*(out_extents if out_rank > 1 else ()), *(red_extents if red_rank > 1 else ())]
        function = self._function(variables, self.name)
        if serial:
            grid = (out_size + _BLOCK - 1) // _BLOCK
            function((grid,), (_BLOCK,), [*head, *input_values, *output_values], stream=stream)
            return
        wanted = max(1, -(-_BLOCKS_WANTED // out_size))
        chunks = max(1, min(wanted, red_size // _CHUNK_MIN, _MAX_CHUNKS))
        chunk = -(-red_size // chunks)
        chunks = -(-red_size // chunk)  # every chunk holds elements
        combine = self._function(variables, self.name + "_combine") if chunks > 1 else None
        partial = None
        if combine is not None:
            param = function.params[len(head) + 1]
            partial = DeviceArray(out_size * chunks, _partial_dtype(param), backend=self.backend)
        function((out_size, chunks), (_BLOCK,),
                 [*head, chunk, partial, *input_values, *output_values], stream=stream)  # fmt: skip
        if combine is not None:
            grid = (out_size + _BLOCK - 1) // _BLOCK
            combine((grid,), (_BLOCK,), [*head, chunks, partial, *output_values], stream=stream)

    def _reduce_c_type(self, bound: dict) -> str:
        """reduce_type as C: a dtype name or placeholder resolved, other C types as written."""
        name = self.reduce_type or self.out_params[0].type_name
        if name in _kernel_params.C_TYPES:
            return _kernel_params.C_TYPES[name]
        if name in bound:
            return _kernel_params.c_type(bound[name], "reduce_type")
        return name


def _partial_dtype(param) -> np.dtype:
    """A dtype for the buffer of partial values: the reduce type's number, else its bytes."""
    kind = {"float": "f", "int": "i", "uint": "u", "bool": "b"}.get(param.numeric)
    size = param.pointee_size
    return np.dtype(f"{kind}{size}") if kind else np.dtype((np.void, size))
