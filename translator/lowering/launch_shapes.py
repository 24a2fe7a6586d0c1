"""The block shape each kernel is launched with, where the program fixes it at compile time.

A lowered body that knows its block shape lets the compiler count its thread loops: exact trip
counts, a warp phase's loops unrolled, the tests on blockDim folded away (the warp-shuffle
reduction took 1.5x as long with the shape read at run time). A kernel gets a shape here only
when every launch of it in the unit has the same constant block: a literal or macro, a constant,
or a local `dim3`/integer the function never changes after initializing it. The runtime still
compares each launch with that shape (run_block_body in cpu_lowered.h): a launch from another
unit, through a function pointer or an API call runs the general body.
"""

from __future__ import annotations

import weakref

from cuport.translator.frontend import clang
from cuport.translator.lowering.vocabulary import LAUNCH_ARGUMENTS, LAUNCH_KERNEL, bare_name

# The launch macro (cuportLaunchKernelGGL, cpu_launch.h) wraps the kernel in a lambda taking
# this parameter pack; the lambda's parent is the call of launch_kernel(grid, block, ...).
_LAUNCH_LAMBDA_PARAMETER = LAUNCH_ARGUMENTS
_LAUNCH_CALL = bare_name(LAUNCH_KERNEL)
_BLOCK_ARGUMENT = 1
# Operators that write their operand: assignments (binary) and ++, --, & (unary).
_ASSIGNMENTS = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="}
_UNARY_WRITES = {"++", "--", "&"}
# Nodes an lvalue passes through unchanged on its way to what uses it.
_LVALUE_PATH = {"MEMBER_REF_EXPR", "PAREN_EXPR", "UNEXPOSED_EXPR", "ARRAY_SUBSCRIPT_EXPR"}
_INTEGER_TYPES = {
    "BOOL", "CHAR_U", "UCHAR", "USHORT", "UINT", "ULONG", "ULONGLONG", "CHAR_S", "SCHAR",
    "SHORT", "INT", "LONG", "LONGLONG", "ENUM",
}  # fmt: skip
_MAX_DEPTH = 8
# Per libclang unit: (file, offset of a function) -> the variables it may change.
_WRITTEN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def kernel_shapes(functions) -> dict:
    """{kernel name: (x, y, z)} for each kernel whose every launch in functions (the unit's
    function and method definitions) has the same constant block shape."""
    found: dict[str, set] = {}
    for function in functions:
        for name, block in _launches(function):
            shape = _launch_shape(block, function) if block is not None else None
            found.setdefault(name, set()).add(shape)
    return {
        name: next(iter(shapes))
        for name, shapes in found.items()
        if len(shapes) == 1 and None not in shapes
    }


def _launches(function):
    """(kernel name, the block argument of its launch_kernel call, or None) per launch."""
    for lambda_expr, parents in _walk(function):
        if lambda_expr.kind.name != "LAMBDA_EXPR" or not _is_launch_lambda(lambda_expr):
            continue
        name = _launched_name(lambda_expr)
        if name is not None:
            arguments = _launch_arguments(parents[-1]) if parents else []
            yield name, arguments[_BLOCK_ARGUMENT] if len(arguments) > _BLOCK_ARGUMENT else None


def _launch_arguments(call) -> list:
    """The arguments of a launch_kernel call: resolved, or inside a template, where the call
    is dependent and its children are the callee and then the arguments as written."""
    if call.kind.name != "CALL_EXPR":
        return []
    if call.spelling == _LAUNCH_CALL:
        return list(call.get_arguments())
    children = list(call.get_children())
    callee = [n.spelling for n, _ in _walk(children[0])] if children else []
    return children[1:] if _LAUNCH_CALL in callee else []


def _is_launch_lambda(lambda_expr) -> bool:
    return any(
        c.kind.name == "PARM_DECL" and c.spelling == _LAUNCH_LAMBDA_PARAMETER
        for c in lambda_expr.get_children()
    )


def _launched_name(lambda_expr):
    """The kernel's name in the launch lambda's `kernel(args...)`."""
    for node, _parents in _walk(lambda_expr):
        if node.kind.name == "CALL_EXPR":
            for callee, _ in _walk(node):
                if callee.kind.name in ("OVERLOADED_DECL_REF", "DECL_REF_EXPR") and callee.spelling:
                    return callee.spelling
            return None
    return None


def _walk(cursor, parents=()):
    """(node, its ancestors from cursor down) for every node under cursor, in source order."""
    for child in cursor.get_children():
        yield child, parents
        yield from _walk(child, (*parents, child))


def _launch_shape(block, function):
    shape = _shape(block, function, 0)
    if shape is None or min(shape) < 1 or shape[2] > 64 or shape[0] * shape[1] * shape[2] > 1024:
        return None  # not a valid block: the launch fails before any body runs
    return shape


def _shape(expr, function, depth):
    """The constant (x, y, z) a dim3 (or integer) expression has, or None."""
    if depth > _MAX_DEPTH:
        return None
    expr = _strip(expr)
    kind = expr.kind.name
    if kind == "CALL_EXPR" and expr.spelling == "dim3":  # a constructor: dim3(x, y, z) or a copy
        arguments = list(expr.get_arguments())
        if len(arguments) == 1 and _is_dim3(_strip(arguments[0])):
            return _shape(arguments[0], function, depth + 1)
        values = [_integer(a, function, depth + 1) for a in arguments]
        if not values or None in values:
            return None
        return tuple(values + [1] * (3 - len(values)))[:3]
    if kind == "DECL_REF_EXPR" and _is_dim3(expr):
        initializer = _unchanged_initializer(expr, function)
        return None if initializer is None else _shape(initializer, function, depth + 1)
    value = _integer(expr, function, depth + 1)
    return None if value is None else (value, 1, 1)


def _is_dim3(expr) -> bool:
    return expr.type.get_canonical().spelling.endswith("dim3")


def _integer(expr, function, depth):
    """expr's value when it is an integer the program fixes at compile time, or None."""
    if depth > _MAX_DEPTH:
        return None
    value = _evaluate(expr)
    if value is not None:
        return value
    stripped = _strip(expr)
    if stripped.kind.name == "DECL_REF_EXPR":
        initializer = _unchanged_initializer(stripped, function)
        if initializer is not None:
            return _integer(initializer, function, depth + 1)
    if not list(expr.get_tokens()):  # a default argument: dim3's are 1
        return 1
    return None


_CASTS = {"CXX_FUNCTIONAL_CAST_EXPR", "CSTYLE_CAST_EXPR", "CXX_STATIC_CAST_EXPR"}


def _strip(expr):
    """expr without the conversions (implicit, `dim3(32)`, `(unsigned)n`) and parentheses
    around it."""
    while expr.kind.name in ("UNEXPOSED_EXPR", "PAREN_EXPR", *_CASTS):
        children = [c for c in expr.get_children() if c.kind.is_expression()]
        if len(children) != 1:
            break
        expr = children[0]
    return expr


def _unchanged_initializer(reference, function):
    """The initializer of the local variable reference names, when function never writes it
    (nor takes its address or a reference to it); else None."""
    variable = reference.referenced
    if variable is None or variable.kind.name != "VAR_DECL":
        return None
    if not _inside(variable, function) or variable.storage_class.name == "STATIC":
        return None
    children = [c for c in variable.get_children() if c.kind.is_expression()]
    if not children or variable in _written_variables(function):
        return None
    return children[-1]


def _written_variables(function) -> set:
    """The variables some statement in function may change (computed once per function)."""
    cache = _WRITTEN.setdefault(function.translation_unit, {})
    key = (function.extent.start.file.name, function.extent.start.offset)
    if key not in cache:
        cache[key] = {
            node.referenced
            for node, parents in _walk(function)
            if node.kind.name == "DECL_REF_EXPR"
            and node.referenced is not None
            and _writes(node, parents)
        }
    return cache[key]


def _inside(cursor, function) -> bool:
    start, end = function.extent.start.offset, function.extent.end.offset
    return (
        cursor.location.file is not None
        and function.location.file is not None
        and cursor.location.file.name == function.location.file.name
        and start <= cursor.extent.start.offset < end
    )


def _writes(reference, parents) -> bool:
    """Whether the use of a variable at reference may change it."""
    node = reference
    index = len(parents) - 1
    while index >= 0 and parents[index].kind.name in _LVALUE_PATH:
        if (
            parents[index].kind.name == "ARRAY_SUBSCRIPT_EXPR"
            and _first_child(parents[index]) != node
        ):
            return False  # the index of a subscript is read
        node = parents[index]
        index -= 1
    if index < 0:
        return False
    parent = parents[index]
    kind = parent.kind.name
    if kind == "COMPOUND_ASSIGNMENT_OPERATOR":
        return _first_child(parent) == node
    if kind == "BINARY_OPERATOR":
        return _first_child(parent) == node and _token_after(parent, node) in _ASSIGNMENTS
    if kind == "UNARY_OPERATOR":
        tokens = [t.spelling for t in parent.get_tokens()]
        return bool(tokens) and (tokens[0] in _UNARY_WRITES or tokens[-1] in ("++", "--"))
    if kind == "CALL_EXPR":
        return not _passed_by_value(parent, node)
    if kind == "VAR_DECL":  # binding a reference to it
        return parent.type.kind.name in ("LVALUEREFERENCE", "RVALUEREFERENCE") and not (
            parent.type.get_pointee().is_const_qualified()
        )
    return kind in ("LAMBDA_EXPR", "CXX_FOR_RANGE_STMT")


def _passed_by_value(call, node) -> bool:
    """Whether node, an argument of call, reaches it as a copy or a const reference."""
    if call.spelling in ("dim3", _LAUNCH_CALL):
        return True
    arguments = list(call.get_arguments())
    if node not in arguments or call.referenced is None:
        return False  # the callee (a method on it, an unresolved call) may change it
    position = arguments.index(node)
    function_type = call.referenced.type
    parameters = list(function_type.argument_types())
    if position >= len(parameters):  # through `...` (printf's arguments) a copy
        return function_type.kind.name == "FUNCTIONPROTO" and function_type.is_function_variadic()
    parameter = parameters[position]
    if parameter.kind.name in ("LVALUEREFERENCE", "RVALUEREFERENCE"):
        return parameter.get_pointee().is_const_qualified()
    return True


def _first_child(cursor):
    return next(iter(cursor.get_children()), None)


def _token_after(parent, child) -> str:
    end = child.extent.end.offset
    for token in parent.get_tokens():
        if token.extent.start.offset >= end:
            return token.spelling
    return ""


def _evaluate(expr):
    """libclang's constant evaluation of an integer expression, or None."""
    if expr.type.get_canonical().kind.name not in _INTEGER_TYPES:
        return None
    return clang.evaluate_integer(expr)
