"""Plan a kernel's split: its statements become items (plan.py) in program order: regions of
statements run as one thread loop, between the barriers and warp operations that separate
them; uniform statements run once; loops and ifs that hold barriers keep their structure.

Fills in the kernel's plan state (regions, guards, exchanges, which variables are uniform) and
raises Unsupported where a kernel cannot be split. Writes no C++.
"""

from __future__ import annotations

import re

from cuport.translator.lowering.guards import narrowing_of_if
from cuport.translator.lowering.kernel import LOOPS, Kernel, is_inside, leaves_early
from cuport.translator.lowering.plan import (
    BARRIER,
    BLOCK_SPLIT,
    WARP_BARRIER,
    WARP_EXCHANGES,
    SYNCWARP_SPLIT,
    WARP_SPLIT,
    Exchange,
    Narrowing,
    Region,
    Staging,
    Structured,
    Uniform,
    Unsupported,
)
from cuport.translator.lowering.remat import initializer_span, pure
from cuport.translator.lowering.vocabulary import DYNAMIC_SHARED, VOTES


def plan(kernel: Kernel, statements, guard: int | None = None, top: bool = False) -> list:
    """Items for a statement list; guard: the flag that guards every region made here;
    top: the list is the kernel's body (a return there ends the thread)."""
    items: list = []
    fresh = True  # the next statement must open a new region
    for index, statement in enumerate(statements):
        tokens = kernel.statement_tokens(statement)
        if _has_barrier(tokens) or _has_warp_step(tokens) or _has_collective(kernel, tokens):
            if _simple(statement) and not _has_barrier(tokens):
                if tokens[0].spelling == WARP_BARRIER:
                    items.append(SYNCWARP_SPLIT)  # regions already run every lane in step
                    fresh = True
                    continue
                items.extend(_plan_exchanges(kernel, statement, tokens, guard))
                fresh = True  # the statement itself opens the next region, below
            else:
                planned = _plan_barrier_statement(kernel, statement, tokens, guard)
                items.extend(planned if isinstance(planned, list) else [planned])
                fresh = True
                continue
        if statement.kind.name == "DECL_STMT":
            region_index = len(kernel.regions) - (0 if fresh else 1)
            if _classify_declaration(kernel, statement, region_index):
                items.append(Uniform(statement))
                fresh = True
                continue
        # A uniform loop gets a region of its own, so it runs around the thread loop: CUDA
        # code is written for consecutive threads to touch consecutive addresses, so the
        # thread loop innermost gives the compiler contiguous vectors.
        loop_alone = kernel.interchangeable(statement)
        if loop_alone:  # its head runs outside the thread loops: its variables are uniform
            open_index = kernel.by_offset[tokens[1].extent.start.offset]
            head_end = kernel.tokens[kernel.matching(open_index)].extent.end.offset
            _classify_loop_variables(kernel, statement, head_end)
        closing = index == len(statements) - 1 or (
            _ends_region(kernel, statements[index + 1])
            and (fresh or not items or _splits_cleanly(kernel, statement, items[-1]))
        )
        if guard is None and kernel.speed_guards and closing and _narrowable(kernel, statement):
            # A closing `if (i < n) ...` (last in the kernel, or before a barrier) in a region
            # of its own runs over the threads that pass (_narrowed), i recomputed there,
            # with no per-thread test.
            fresh = True
        if fresh or loop_alone or not items or not isinstance(items[-1], Region):
            region = Region(index=len(kernel.regions), guard=guard)
            kernel.regions.append(region)
            items.append(region)
            fresh = False
        items[-1].statements.append(statement)
        if statement.kind.name == "DECL_STMT":
            for decl in kernel.declares(statement):
                kernel.vars[decl.location.offset]["region"] = items[-1].index
        if loop_alone:
            fresh = True
        elif guard is None and _guardable(kernel, statement, last=index == len(statements) - 1):
            # `if (c) { ...; for (uniform) {...}; ... }` or a closing `if (i < n) {...}`:
            # this region sets a per-thread flag from c, and the body's statements run as
            # guarded regions: blocks whose threads all pass run them without the test, so
            # they vectorize, and a uniform loop there is interchanged with the thread loop.
            items[-1].guard_head = statement
            items[-1].guard_id = kernel.guards
            kernel.guards += 1
            items.extend(
                _plan_body(kernel, list(statement.get_children())[1], guard=items[-1].guard_id)
            )
            fresh = True
        elif guard is None and top and _exit_guardable(kernel, statement, statements[index + 1 :]):
            # `if (c) return; rest`: the flag is !c and the rest of the kernel is guarded by
            # it, as above (a stencil's edge test).
            items[-1].guard_head = statement
            items[-1].guard_id = kernel.guards
            items[-1].guard_exits = True
            kernel.guards += 1
            items.extend(plan(kernel, statements[index + 1 :], guard=items[-1].guard_id))
            break
    return items


def _plan_barrier_statement(kernel: Kernel, statement, tokens, guard=None):
    kind = statement.kind.name
    if kind == "UNEXPOSED_STMT":
        # A loop under a pragma (`_Pragma("unroll") for (...)`, preprocessed.py): planned as
        # the loop, its head starting at the pragma, which the emitted loop then keeps.
        inner = _attributed_loop(kernel, statement)
        if inner is None:
            raise Unsupported("a barrier or warp operation in a statement it cannot read")
        planned = _plan_barrier_statement(
            kernel, inner, kernel.statement_tokens(inner), guard=guard
        )
        planned.head = (statement.extent.start.offset, planned.head[1])
        return planned
    if tokens[0].spelling == BARRIER and len(tokens) <= 4:  # __syncthreads ( ) ;
        if guard is not None:
            raise Unsupported("__syncthreads() under a condition that depends on the thread")
        return BLOCK_SPLIT
    if tokens[0].spelling.startswith(BARRIER):
        raise Unsupported(f"{tokens[0].spelling} returns a value")
    if kind == "COMPOUND_STMT":
        inner = plan(kernel, list(statement.get_children()), guard=guard)
        start = statement.extent.start.offset
        return Structured(head=(start, start), parts=[inner], kind="block")
    if kind in ("FOR_STMT", "WHILE_STMT"):
        open_index = kernel.by_offset[tokens[1].extent.start.offset]
        close_index = kernel.matching(open_index)
        head_start = tokens[0].extent.start.offset
        head_end = kernel.tokens[close_index].extent.end.offset
        if not kernel.uniform(head_start, head_end):
            raise Unsupported("__syncthreads() in a loop whose bounds depend on the thread")
        _classify_loop_variables(kernel, statement, head_end)
        body = list(statement.get_children())[-1]
        return Structured(
            head=(head_start, head_end),
            parts=[_plan_body(kernel, body, guard)],
            kind="loop",
            statement=statement,
        )
    if kind == "IF_STMT":
        open_index = kernel.by_offset[tokens[1].extent.start.offset]
        close_index = kernel.matching(open_index)
        head_start = tokens[0].extent.start.offset
        head_end = kernel.tokens[close_index].extent.end.offset
        if not kernel.uniform(head_start, head_end):
            return _guard_if(kernel, statement, tokens, guard)
        children = list(statement.get_children())
        then_part = children[1]
        parts = [_plan_body(kernel, then_part, guard)]
        if len(children) > 2:
            parts.append(_plan_body(kernel, children[2], guard))
        return Structured(head=(head_start, head_end), parts=parts, kind="if")
    raise Unsupported(f"__syncthreads() inside a {kind.lower().replace('_', ' ')}")


def _plan_body(kernel: Kernel, body, guard=None):
    if body.kind.name == "COMPOUND_STMT":
        return plan(kernel, list(body.get_children()), guard=guard)
    return plan(kernel, [body], guard=guard)


# Operators that may leave an operand unevaluated.
_CONDITIONAL = {"?", "&&", "||"}


def _plan_exchanges(kernel: Kernel, statement, tokens, guard) -> list:
    """Items for a simple statement with warp operations: a staging loop, then the statement
    (which begins a new region) reading its lanes' staged operands."""
    if _has_collective(kernel, tokens):
        return _plan_collective(kernel, statement, tokens, guard)
    if {t.spelling for t in tokens} & _CONDITIONAL:
        # The staging loop evaluates operands for every thread; a conditionally evaluated
        # operand might not be safe to evaluate.
        raise Unsupported("a warp operation inside a conditional expression")
    calls = [
        node
        for node in statement.walk_preorder()
        if node.kind.name == "CALL_EXPR" and node.spelling in WARP_EXCHANGES
    ]
    if not calls:
        raise Unsupported(f"warp operation in an unsupported form: {tokens[0].spelling}")
    exchanges = []
    for call in calls:
        helper, operand_index = WARP_EXCHANGES[call.spelling]
        arguments = list(call.get_arguments())
        if len(arguments) <= operand_index:
            raise Unsupported(f"{call.spelling} with too few arguments")
        for other in calls:
            if other is not call and is_inside(other, call):
                raise Unsupported("a warp operation inside another's arguments")
        if any(n.kind.name == "LAMBDA_EXPR" for n in call.walk_preorder()):
            raise Unsupported("a lambda in a warp operation's arguments")
        operand = arguments[operand_index]
        if helper in VOTES:
            type_name = "unsigned char"
        else:
            type_name = re.sub(
                r"\b(const|volatile)\b", "", operand.type.get_canonical().spelling
            ).strip()
            if not type_name or "(" in type_name or "&" in type_name:
                raise Unsupported(f"cannot stage a {type_name!r} for {call.spelling}")
        exchange = Exchange(call, helper, operand, len(kernel.exchanges), type_name)
        kernel.exchanges.append(exchange)
        exchanges.append(exchange)
    return [Staging(exchanges, statement.extent.start.offset, guard), WARP_SPLIT]


def _plan_collective(kernel: Kernel, statement, tokens, guard) -> list:
    """Items for a simple statement calling one CUB block collective: a staging loop of the
    threads' partials (the block step follows it, emit_warps.py), a block split, then the
    statement reading the thread's result."""
    starts = [t.extent.start.offset for t in tokens]
    calls = [kernel.collectives[at] for at in starts if at in kernel.collectives]
    if len(calls) > 1 or _has_warp_step(tokens):
        raise Unsupported("a CUB collective and another one or a warp operation in a statement")
    collective = calls[0]
    if guard is not None and not collective.warp:
        raise Unsupported("a CUB block collective under a condition that depends on the thread")
    operand = collective.arguments.get("input", collective.call)
    start, end = collective.call.extent.start.offset, collective.call.extent.end.offset
    outside = [t for t in tokens if not start <= t.extent.start.offset < end]
    if {t.spelling for t in outside} & _CONDITIONAL:  # (inside, every thread evaluates it)
        raise Unsupported("a CUB collective inside a conditional expression")
    for role in ("op", "num_valid", "begin_bit", "end_bit"):  # used once for the block
        argument = collective.arguments.get(role)
        if argument is not None and not kernel.uniform(
            argument.extent.start.offset, argument.extent.end.offset
        ):
            raise Unsupported(f"a CUB collective whose {role} differs from thread to thread")
    exchange = Exchange(
        collective.call,
        "",
        operand,
        len(kernel.exchanges),
        collective.value_type,
        collective=collective,
    )
    kernel.exchanges.append(exchange)
    return [Staging([exchange], statement.extent.start.offset, guard), BLOCK_SPLIT]


def _guard_if(kernel: Kernel, statement, tokens, guard) -> list:
    """`if (c) { ... }` with warp operations and a thread-dependent c: the region sets a
    per-thread flag from c and the body runs as regions guarded by it (threads whose flag
    is clear skip them, as inactive lanes do)."""
    children = list(statement.get_children())
    if len(children) != 2 or children[0].kind.name == "DECL_STMT":
        raise Unsupported("a warp operation under an if with an else or a declaration")
    block_collective = any(
        not kernel.collectives[t.extent.start.offset].warp
        for t in tokens
        if _starts_collective(kernel, t)
    )
    if any(t.spelling.startswith(BARRIER) for t in tokens):
        raise Unsupported("__syncthreads() under a condition that depends on the thread")
    if block_collective:
        raise Unsupported("a CUB block collective under a condition that depends on the thread")
    if leaves_early(children[1]):
        raise Unsupported("a jump out of an if with warp operations")
    region = Region(index=len(kernel.regions), guard=guard)
    kernel.regions.append(region)
    region.statements.append(statement)
    region.guard_head = statement
    region.guard_id = kernel.guards
    kernel.guards += 1
    return [region, *_plan_body(kernel, children[1], guard=region.guard_id)]


def _classify_declaration(kernel: Kernel, statement, region_index: int | None) -> bool:
    """Record the statement's variables; True if it is a uniform statement."""
    tokens = kernel.statement_tokens(statement)
    spellings = {t.spelling for t in tokens}
    decls = kernel.declares(statement)
    if spellings & {"__shared__", DYNAMIC_SHARED, "static"}:
        for decl in decls:
            # A shared or static scalar is one value for the block, but threads change it:
            # reading it is a memory read, unlike an array's (constant) address.
            in_memory = spellings & {"__shared__", "static"} and not (
                decl.type.kind.name in ("CONSTANTARRAY", "INCOMPLETEARRAY")
                or decl.type.is_const_qualified()
            )
            kernel.vars[decl.location.offset] = {
                "uniform": True,
                "decl": decl,
                "region": None,
                "in_memory": bool(in_memory),
            }
        return True
    if not decls:
        return True  # a type alias or typedef: declared once for the whole block body
    start, end = statement.extent.start.offset, statement.extent.end.offset
    calls = any(n.kind.name == "CALL_EXPR" for n in statement.walk_preorder())
    is_uniform = (
        len(decls) == 1
        and not calls
        and decls[0].location.offset not in kernel.modified
        and decls[0].type.kind.name not in ("CONSTANTARRAY", "INCOMPLETEARRAY", "LVALUEREFERENCE")
        and kernel.uniform(start, end)
    )
    for decl in decls:
        kernel.vars[decl.location.offset] = {
            "uniform": is_uniform,
            "decl": decl,
            "region": None if is_uniform else region_index,
            "statement": statement,
        }
    return is_uniform


def _classify_loop_variables(kernel: Kernel, statement, head_end: int) -> None:
    for node in statement.get_children():
        if node.extent.start.offset >= head_end:
            break
        for decl in node.walk_preorder():
            if decl.kind.name == "VAR_DECL":
                kernel.vars[decl.location.offset] = {
                    "uniform": True,
                    "decl": decl,
                    "region": None,
                }


def _has_barrier(tokens) -> bool:
    return any(t.spelling.startswith(BARRIER) for t in tokens)


def _has_warp_step(tokens) -> bool:
    """A warp operation or __syncwarp: a point where lanes of a warp exchange values."""
    return any(t.spelling in WARP_EXCHANGES or t.spelling == WARP_BARRIER for t in tokens)


def _starts_collective(kernel: Kernel, token) -> bool:
    return token.extent.start.offset in kernel.collectives


def _has_collective(kernel: Kernel, tokens) -> bool:
    """A call of a CUB block collective: a point where the whole block meets."""
    return any(_starts_collective(kernel, t) for t in tokens)


def _simple(statement) -> bool:
    """An expression or a declaration: not a compound or control statement, nor one libclang
    does not expose (a loop under a pragma is an UNEXPOSED_STMT)."""
    kind = statement.kind.name
    return kind in ("DECL_STMT", "NULL_STMT") or kind.endswith(("_EXPR", "_OPERATOR", "_LITERAL"))


def _attributed_loop(kernel: Kernel, statement):
    """The loop an UNEXPOSED_STMT that is an attributed statement (`_Pragma(...)` or `[[...]]`
    before a loop) applies to, or None where it is something else."""
    children = list(statement.get_children())
    tokens = kernel.statement_tokens(statement)
    if (
        len(children) == 1
        and children[0].kind.name in ("FOR_STMT", "WHILE_STMT")
        and tokens
        and tokens[0].spelling in ("_Pragma", "[")
    ):
        return children[0]
    return None


def _ends_region(kernel: Kernel, statement) -> bool:
    """A barrier or warp operation in statement starts a region after the one before it."""
    tokens = kernel.statement_tokens(statement)
    return _has_barrier(tokens) or _has_warp_step(tokens) or _has_collective(kernel, tokens)


def _splits_cleanly(kernel: Kernel, statement, current) -> bool:
    """statement, if it got a region of its own after the current item, would read the
    current region's variables only where they can be recomputed (never changed, pure
    initializers): splitting adds no per-thread array (nor an array live across a split,
    which would leave the kernel to fibers)."""
    if not isinstance(current, Region):
        return True
    copies = {offset for offset in kernel.vars if offset not in kernel.modified}
    for token in kernel.statement_tokens(statement):
        if token.kind.name != "IDENTIFIER":
            continue
        kind, offset = kernel.decl_key(token)
        facts = kernel.vars.get(offset) if kind == "VAR_DECL" else None
        if facts is None or facts["uniform"] or facts["region"] != current.index:
            continue
        span = initializer_span(kernel, offset)
        if offset in kernel.modified or span is None or not pure(kernel, *span, copies):
            return False
    return True


def _guardable(kernel: Kernel, statement, last: bool) -> bool:
    """An `if (c) S` (no else) whose S runs as guarded regions: S holds a uniform loop, or
    the if ends its statement list and c depends on the thread (and is not a plain
    threadIdx.x bound, which _narrowed turns into a range instead)."""
    if statement.kind.name != "IF_STMT":
        return False
    children = list(statement.get_children())
    if len(children) != 2 or children[0].kind.name == "DECL_STMT":
        return False
    narrowing = _narrowing_of(kernel, statement) if kernel.speed_guards else None
    if narrowing is not None and narrowing.derived and narrowing.derived.operator != "/":
        return False  # every M-th thread: the loop over them gains nothing from a guard
    inside = (
        list(children[1].get_children())
        if children[1].kind.name == "COMPOUND_STMT"
        else [children[1]]
    )
    if not any(kernel.uniform_loop(c) for c in inside) and not (
        last
        and kernel.speed_guards
        and _thread_condition(kernel, children[0])
        and not _narrowable(kernel, statement)
    ):
        return False
    return not leaves_early(children[1])


def _exit_guardable(kernel: Kernel, statement, rest: list) -> bool:
    """`if (c) return;` with a thread-dependent c, followed by statements without barriers,
    warp operations or jumps of their own."""
    if statement.kind.name != "IF_STMT" or not rest or not kernel.speed_guards:
        return False
    children = list(statement.get_children())
    if len(children) != 2 or children[0].kind.name == "DECL_STMT":
        return False
    then_part = children[1]
    if then_part.kind.name == "COMPOUND_STMT":
        inside = list(then_part.get_children())
        if len(inside) != 1:
            return False
        then_part = inside[0]
    if then_part.kind.name != "RETURN_STMT" or list(then_part.get_children()):
        return False
    if not _thread_condition(kernel, children[0]):
        return False
    for following in rest:
        tokens = kernel.statement_tokens(following)
        if _has_barrier(tokens) or _has_warp_step(tokens) or _has_collective(kernel, tokens):
            return False
        if leaves_early(following):
            return False
    return True


def _thread_condition(kernel: Kernel, condition) -> bool:
    """The condition depends on the thread, and evaluating it calls nothing."""
    start, end = condition.extent.start.offset, condition.extent.end.offset
    calls = any(n.kind.name == "CALL_EXPR" for n in condition.walk_preorder())
    return not calls and not kernel.uniform(start, end)


def _narrowable(kernel: Kernel, statement) -> bool:
    """narrowing_of_if would turn the statement into a range of threads."""
    return _narrowing_of(kernel, statement) is not None


def _narrowing_of(kernel: Kernel, statement) -> Narrowing | None:
    """narrowing_of_if's answer for statement, counting a copy of threadIdx.x if it is never
    changed (it is then recomputed where used)."""
    copies = {offset for offset in kernel.vars if offset not in kernel.modified}
    return narrowing_of_if(kernel, statement, copies)


def check_region(region: Region) -> tuple[bool, bool]:
    """Reject jumps out of the region; say if it returns, and if a return sits inside a loop."""
    has_return = False
    nested_return = False
    for statement in region.statements:
        if statement is region.guard_head and region.guard_exits:
            continue  # its return became the guard flag
        stack = [(statement, 0)]
        while stack:
            node, depth = stack.pop()
            kind = node.kind.name
            if kind in ("BREAK_STMT", "CONTINUE_STMT") and depth == 0:
                raise Unsupported("break/continue leaves a region between barriers")
            if kind == "GOTO_STMT":
                raise Unsupported("goto")
            if kind == "LAMBDA_EXPR":
                continue  # a lambda's own returns and jumps stay inside it
            if kind == "RETURN_STMT":
                has_return = True
                nested_return = nested_return or depth > 0
            inner = depth + (1 if kind in LOOPS else 0)
            stack.extend((child, inner) for child in node.get_children())
    return has_return, nested_return
