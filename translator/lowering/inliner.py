"""Inline device functions that read thread built-ins or use warp operations into kernels.

lower.py can only split a kernel at the barriers and warp operations it sees in the kernel's own
body; a helper such as `warpReduceSum(v)` hides them. This pass rewrites such calls, in kernel
bodies, as the callee's body in a block of its own:

    v = warp_sum(v);   ->   float cuport_r0_ = float(); { float cuport_p0_v = (v);
                            for (...) cuport_p0_v += __shfl_down_sync(...);
                            cuport_r0_ = cuport_p0_v; } v = cuport_r0_;

Where the statement is `x = f(..., x, ...)`, the parameter that x initializes is what f returns,
and nothing else can see x change (an arithmetic local whose address is never taken), the
parameter is x itself and the statement becomes the body alone (no copies in and out, which a
lowered kernel would run as thread loops of their own):

    v = warp_sum(v);   ->   { for (...) v += __shfl_down_sync(...); ; }

Only callees whose one `return` is their last statement (or that return nothing), defined
before the kernel, without recursion, are inlined; template arguments become `using`/constexpr
declarations. Everything is written on the call's own line, so the kernel's line numbers hold.
The thread-mode body (fibers) runs the inlined text too, which means the same thing.
"""

from __future__ import annotations

import re

from cuport.translator.lowering.kernel import unwrapped
from cuport.translator.lowering.vocabulary import INLINED_PARAMETER, INLINED_RESULT

# Statements (children of a compound statement) a call may sit in to be inlined.
_CONTROL = {
    "IF_STMT",
    "FOR_STMT",
    "WHILE_STMT",
    "DO_STMT",
    "SWITCH_STMT",
    "CXX_FOR_RANGE_STMT",
    "RETURN_STMT",
    "COMPOUND_STMT",
    "LABEL_STMT",
    "CASE_STMT",
    "DEFAULT_STMT",
    "GOTO_STMT",
    "NULL_STMT",
}
MAX_ROUNDS = 4  # helpers calling helpers (blockReduceSum -> warpReduceSum)


class _Skip(Exception):
    """This call is not inlined (the kernel keeps the call; lowering decides what follows)."""


def _tokens(unit, cursor):
    return unit.tokens(cursor.extent)


def _join(tokens) -> str:
    """Tokens as one line of text (comments dropped)."""
    return " ".join(t.spelling for t in tokens if t.kind.name != "COMMENT")


def _clean_type(type_) -> str:
    spelling = type_.get_canonical().spelling
    return re.sub(r"\b(volatile)\b", "", spelling).strip()


def _callee_body(definition):
    for child in definition.get_children():
        if child.kind.name == "COMPOUND_STMT":
            return child
    return None


def _template_bindings(unit, call_ref, definition) -> str:
    """`using T = float;` / `constexpr int N = 4;` for the callee's template parameters."""
    count = call_ref.get_num_template_arguments()
    if count <= 0:
        return ""
    # The template's parameter list: the tokens of `template < ... >` before the definition.
    parent = definition.semantic_parent
    template = None
    for cursor in parent.get_children() if parent is not None else ():
        if (
            cursor.kind.name == "FUNCTION_TEMPLATE"
            and cursor.extent.start.offset <= definition.extent.start.offset
            and definition.extent.end.offset <= cursor.extent.end.offset
        ):
            template = cursor
    if template is None:
        raise _Skip("template parameters not found")
    parameters = [
        c
        for c in template.get_children()
        if c.kind.name in ("TEMPLATE_TYPE_PARAMETER", "TEMPLATE_NON_TYPE_PARAMETER")
    ]
    if len(parameters) != count:
        raise _Skip("template parameter packs or template template parameters")
    out = []
    for i, parameter in enumerate(parameters):
        kind = call_ref.get_template_argument_kind(i).name
        if parameter.kind.name == "TEMPLATE_TYPE_PARAMETER" and kind == "TYPE":
            out.append(
                f"using {parameter.spelling} = {_clean_type(call_ref.get_template_argument_type(i))};"
            )
        elif kind == "INTEGRAL":
            value = call_ref.get_template_argument_value(i)
            out.append(f"constexpr {_clean_type(parameter.type)} {parameter.spelling} = {value};")
        else:
            raise _Skip(f"template argument of kind {kind}")
    return " ".join(out) + " "


def _in_place_variable(unit, statement, call, kernel_tokens) -> tuple[str, int, str] | None:
    """(x, argument index, x's type) when statement is `x = call` and an argument of call is
    x alone, x being a local of arithmetic type whose address the kernel never takes."""
    if statement.kind.name != "BINARY_OPERATOR":
        return None
    tokens = [t for t in _tokens(unit, statement) if t.kind.name != "COMMENT"]
    if len(tokens) < 3 or tokens[1].spelling != "=" or tokens[0].kind.name != "IDENTIFIER":
        return None
    if tokens[2].extent.start.offset != call.extent.start.offset:
        return None
    if call.extent.end.offset != statement.extent.end.offset:
        return None
    target = tokens[0].cursor.referenced if tokens[0].cursor is not None else None
    if target is None or target.kind.name != "VAR_DECL":
        return None
    if target.type.get_canonical().kind.name not in _ARITHMETIC:
        return None
    name = tokens[0].spelling
    for i, token in enumerate(kernel_tokens):
        if token.spelling == name and i > 0 and kernel_tokens[i - 1].spelling == "&":
            return None  # &x: a pointer could see x change inside the body
    found = None
    for index, argument in enumerate(call.get_arguments()):
        spellings = [t.spelling for t in _tokens(unit, argument)]
        if spellings == [name]:
            found = index if found is None else -1
        elif name in spellings:
            return None  # x in another argument as well
    if found is None or found < 0:
        return None
    return name, found, target.type.get_canonical().spelling


def _is_variable(argument) -> bool:
    """Whether argument is a variable, passed as is or copied (no side effects to keep)."""
    node = unwrapped(argument)
    if node.kind.name == "CALL_EXPR" and node.referenced is not None:
        children = [c for c in node.get_children() if c.kind.is_expression()]
        if node.referenced.kind.name == "CONSTRUCTOR" and len(children) == 1:
            node = unwrapped(children[0])  # a copy constructed from it
    return node.kind.name == "DECL_REF_EXPR"


def _refers_to(token, parameter) -> bool:
    target = token.cursor.referenced if token.cursor is not None else None
    return (
        target is not None
        and target.kind.name == "PARM_DECL"
        and target.location.offset == parameter.location.offset
    )


_ARITHMETIC = {
    "BOOL", "CHAR_U", "UCHAR", "USHORT", "UINT", "ULONG", "ULONGLONG", "CHAR_S", "SCHAR",
    "SHORT", "INT", "LONG", "LONGLONG", "FLOAT", "DOUBLE", "LONGDOUBLE",
}  # fmt: skip


def _inline_text(
    unit, call, index: int, kernel_start: int, in_place: tuple[str, int, str] | None = None
) -> tuple[str, str | None]:
    """The block that computes call's value into INLINED_RESULT(index) (and that name, or None).
    in_place: _in_place_variable's answer: the block updates x instead."""
    ref = call.referenced
    if ref is None or ref.kind.name != "FUNCTION_DECL":
        raise _Skip("not a free function")
    definition = ref.get_definition()
    if definition is None or definition.location.file is None:
        raise _Skip("no definition")
    if definition.location.file.name != call.location.file.name:
        raise _Skip("defined in another file")
    if definition.extent.end.offset >= kernel_start:
        raise _Skip("defined after the kernel")
    body = _callee_body(definition)
    if body is None:
        raise _Skip("no body")
    statements = list(body.get_children())
    returns = [n for n in body.walk_preorder() if n.kind.name == "RETURN_STMT"]
    lambdas = [n for n in body.walk_preorder() if n.kind.name == "LAMBDA_EXPR"]
    if lambdas:
        raise _Skip("a lambda in the callee")
    if any(n.kind.name in ("GOTO_STMT", "LABEL_STMT") for n in body.walk_preorder()):
        raise _Skip("goto")
    body_tokens = _tokens(unit, body)
    if any(t.spelling == "#" for t in body_tokens):
        raise _Skip("preprocessor lines in the callee")
    if any(t.spelling == ref.spelling for t in body_tokens):
        raise _Skip("recursion")
    result_type = call.type
    void = result_type.get_canonical().kind.name == "VOID"
    if returns:
        last = statements[-1] if statements else None
        if len(returns) != 1 or returns[0] != last:
            raise _Skip("a return before the end")
    elif not void:
        raise _Skip("no return")
    parameters = list(definition.get_arguments())
    arguments = list(call.get_arguments())
    parameter_types = [a.type for a in ref.get_arguments()]
    if len(arguments) != len(parameters) or len(parameter_types) != len(parameters):
        raise _Skip("default or variadic arguments")
    renamed = {
        p.location.offset: INLINED_PARAMETER(index, p.spelling) for p in parameters if p.spelling
    }
    if in_place is not None:
        name, position, type_name = in_place
        parameter = parameters[position]
        return_tokens = [t.spelling for t in _tokens(unit, returns[0])] if returns else []
        if (
            return_tokens != ["return", parameter.spelling]
            or parameter_types[position].get_canonical().spelling != type_name
            or any(t.spelling == name and not _refers_to(t, parameter) for t in body_tokens)
        ):
            in_place = None  # f returns something else, converts x, or has a name x of its own
        else:
            renamed[parameter.location.offset] = name
    declarations = []
    for position_, (parameter, type_, argument) in enumerate(
        zip(parameters, parameter_types, arguments, strict=True)
    ):
        if in_place is not None and position_ == in_place[1]:
            continue  # the parameter is x itself
        if _is_variable(argument) and not any(
            _refers_to(t, parameter) for t in body_tokens
        ):
            continue  # an unread copy of a variable (a thread_block the body no longer syncs)
        type_name = _clean_type(type_)
        if "(" in type_name or "[" in type_name:
            raise _Skip(f"parameter type {type_name}")
        value = _join(_tokens(unit, argument))
        if not value:
            raise _Skip("an argument without text")
        unnamed = INLINED_PARAMETER(index, f"unnamed{len(declarations)}")
        name = renamed.get(parameter.location.offset, unnamed)
        declarations.append(f"{type_name} {name} = ({value});")
    pieces = []
    result = None if void or in_place is not None else INLINED_RESULT(index)
    last_return = returns[0] if returns else None
    for token in body_tokens[1:-1]:  # between the braces
        if token.kind.name == "COMMENT":
            continue
        offset = token.extent.start.offset
        if last_return is not None and offset == last_return.extent.start.offset:
            pieces.append(f"{result} =" if result else "")
            continue
        if (
            in_place is not None
            and last_return is not None
            and last_return.extent.start.offset < offset < last_return.extent.end.offset
        ):
            continue  # `return x` of an in-place call: x already holds the value
        spelling = token.spelling
        if token.kind.name == "IDENTIFIER" and token.cursor is not None:
            target = token.cursor.referenced
            if (
                target is not None
                and target.kind.name == "PARM_DECL"
                and target.location.offset in renamed
                and target.location.file is not None
                and target.location.file.name == definition.location.file.name
            ):
                spelling = renamed[target.location.offset]
        pieces.append(spelling)
    bindings = _template_bindings(unit, ref, definition)
    text = "{ " + bindings + " ".join(declarations) + " " + " ".join(pieces) + " }"
    if result:
        type_name = re.sub(r"\bconst\b", "", _clean_type(result_type)).strip()
        text = f"{type_name} {result} = {{}}; " + text
    elif in_place is not None:
        return text, in_place[0]
    return text, result


def _candidate_calls(kernel_body, dependent: set):
    """(call, statement, parent) for calls to dependent functions inside the kernel body."""
    found = []

    def visit(node, statement, parent):
        children = list(node.get_children())
        kind = node.kind.name
        for position, child in enumerate(children):
            child_statement, child_parent = statement, parent
            if kind == "COMPOUND_STMT":
                child_statement, child_parent = child, node
            elif kind in _CONTROL:
                # Bodies are statements; an if's condition or a loop's head is not a place to
                # put the callee's statements.
                bodies = {
                    "IF_STMT": (1, 2),
                    "DO_STMT": (0,),
                    "CASE_STMT": (len(children) - 1,),
                    "DEFAULT_STMT": (len(children) - 1,),
                    "LABEL_STMT": (len(children) - 1,),
                }.get(kind, (len(children) - 1,))
                if position in bodies and child.kind.name != "DECL_STMT":
                    child_statement, child_parent = child, node
                else:
                    child_statement, child_parent = None, node
            if child.kind.name == "CALL_EXPR" and child.spelling in dependent:
                found.append((child, child_statement, child_parent))
            if child.kind.name != "LAMBDA_EXPR":
                visit(child, child_statement, child_parent)

    visit(kernel_body, None, None)
    return found


def inline_round(unit, data: bytes, kernels, dependent: set, counter: list) -> list:
    """Edits (start, end, text) inlining one call per eligible statement of each kernel."""
    edits = []
    for kernel, body in kernels:
        taken = set()
        kernel_tokens = _tokens(unit, body)
        calls = _candidate_calls(body, dependent)
        per_statement: dict = {}
        for call, statement, parent in calls:
            if statement is None:
                continue
            key = (statement.extent.start.offset, statement.extent.end.offset)
            per_statement.setdefault(key, []).append((call, statement, parent))
        for key, entries in per_statement.items():
            if len(entries) != 1 or key in taken:
                continue  # several helper calls in one statement: their order matters
            call, statement, parent = entries[0]
            if statement.kind.name in _CONTROL:
                continue  # a call in an if/for/while head
            # The call must be evaluated where the statement is: not under ?:, && or || (its
            # own arguments may hold them: they are evaluated before its body either way).
            call_start, call_end = call.extent.start.offset, call.extent.end.offset
            spellings = {
                t.spelling
                for t in _tokens(unit, statement)
                if not call_start <= t.extent.start.offset < call_end
            }
            if spellings & {"?", "&&", "||"}:
                continue
            if parent is not None and parent.kind.name == "COMPOUND_STMT":
                braces = False
            elif statement.kind.name == "DECL_STMT":
                continue
            else:
                braces = True
            in_place = _in_place_variable(unit, statement, call, kernel_tokens)
            try:
                text, result = _inline_text(
                    unit, call, counter[0], kernel.extent.start.offset, in_place
                )
            except _Skip:
                continue
            counter[0] += 1
            start, end = statement.extent.start.offset, statement.extent.end.offset
            call_start, call_end = call.extent.start.offset, call.extent.end.offset
            if in_place is not None and result == in_place[0]:
                rest = ""  # the block updated x: nothing is left of `x = f(x)`
            else:
                rest = (
                    data[start:call_start].decode("utf-8")
                    + (result or "(void)0")
                    + data[call_end:end].decode("utf-8")
                )
            # Expression statements end before their `;`: keep the statement's own.
            replacement = text + " " + rest
            if braces:
                tail = data[end:].lstrip()
                if not tail.startswith(b";"):
                    continue
                semicolon = data.index(b";", end)
                replacement = "{ " + replacement + "; }"
                edits.append((start, semicolon + 1, replacement))
            else:
                edits.append((start, end, replacement))
            taken.add(key)
    return edits


def apply(data: bytes, edits: list) -> bytes:
    out = []
    cursor = 0
    for start, end, text in sorted(edits):
        if start < cursor:
            continue  # overlapping (a statement inside another's): the next round takes it
        out.append(data[cursor:start])
        out.append(text.encode("utf-8"))
        cursor = end
    out.append(data[cursor:])
    return b"".join(out)
