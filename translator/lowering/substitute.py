"""The rewrites of a split kernel's text, as (start, end, replacement) byte ranges: built-ins read
from the block body's locals, parameters from their copies, hoisted variables from per-thread
arrays, rematerialized ones as their values, returns as the region's exit, warp operations as
reads of staged operands. render() applies them to a range of the text.
"""

from __future__ import annotations

import re

from cuport.translator.lowering.collectives import EXCHANGES
from cuport.translator.lowering.kernel import Kernel, unqualified
from cuport.translator.lowering.plan import WARP_EXCHANGES, Unsupported
from cuport.translator.lowering.remat import (
    declared_without_value,
    initializer_span,
    region_of,
)
from cuport.translator.lowering.vocabulary import (
    AGGREGATE,
    BUILTIN_LOCALS,
    CUB_ARRANGEMENTS,
    CUB_BLOCK_CALLBACK,
    CUB_BLOCK_REDUCE,
    CUB_BLOCK_SCAN,
    CUB_EXCLUSIVE,
    CUB_INCLUSIVE,
    CUB_NO_INIT,
    CUB_PARTIAL,
    CUB_THREAD,
    CUB_TILE_EXCHANGE,
    CUB_TILE_SORT,
    CUB_WARP_REDUCE,
    CUB_WARP_SCAN,
    LINEAR,
    PARAMETER_COPY,
    PER_THREAD,
    ROW_START,
    SCRATCH,
    SEED,
    STAGED,
    THREADS,
    THREAD_X,
    TILE_ITEM,
    VOTES,
)


def render(data: bytes, subs: list, start: int, end: int) -> str:
    """Original text in [start, end) with the substitutions that fall inside it applied."""
    out = []
    cursor = start
    for sub_start, sub_end, replacement in sorted(subs):
        if sub_start < start or sub_end > end:
            continue
        out.append(data[cursor:sub_start].decode("utf-8"))
        out.append(replacement)
        cursor = sub_end
    out.append(data[cursor:end].decode("utf-8"))
    return "".join(out)


def value_text(kernel: Kernel, offset: int, span: tuple, values: dict, subs: list) -> str:
    """`((T)(value))` for the tokens in span, an earlier rematerialized variable inside it always
    replaced by its value (the text is pasted into regions where that variable does not exist)."""
    tokens = kernel.tokens
    first, stop = span
    start, end = tokens[first].extent.start.offset, tokens[stop - 1].extent.end.offset
    inner = [
        (t.extent.start.offset, t.extent.end.offset, values[ref])
        for t in tokens[first:stop]
        for kind, ref in [kernel.decl_key(t)]
        if kind == "VAR_DECL" and ref in values
    ]
    outer = [sub for sub in subs if not any(sub[0] < e and s < sub[1] for s, e, _ in inner)]
    value = render(kernel.data, outer + inner, start, end)
    decl = kernel.vars[offset]["decl"]
    type_name = unqualified(decl.type)
    return f"(({type_name})({value}))"


def _rematerialize_versions(kernel: Kernel, values: dict, subs: list) -> None:
    """Each use of a versioned variable outside its declaring region becomes the value of the
    definition that reaches it; its assignments there become no-ops."""
    for offset, definitions in kernel.versions.items():
        home = kernel.vars[offset]["region"]
        texts = [(at, value_text(kernel, offset, span, values, subs)) for at, span in definitions]
        for token in kernel.tokens:
            start = token.extent.start.offset
            if start == offset or kernel.decl_key(token) != ("VAR_DECL", offset):
                continue
            region = region_of(kernel, start)
            at, text = max((d for d in texts if d[0] <= start), key=lambda d: d[0])
            if at == start:  # an assignment `v = value`
                if region != home:
                    end = kernel.tokens[definitions[[d[0] for d in texts].index(at)][1][1] - 1]
                    subs.append((start, end.extent.end.offset, "(void)0"))
                continue
            if region != home or region_of(kernel, at) != home:
                subs.append((start, token.extent.end.offset, text))


def _rematerialize(kernel: Kernel, remat: set, subs: list) -> dict:
    """Replace uses of each rematerialized variable outside its own region by its value."""
    tokens = kernel.tokens
    values: dict[int, str] = {}
    for offset in sorted(remat):
        facts = kernel.vars[offset]
        values[offset] = value_text(kernel, offset, initializer_span(kernel, offset), values, subs)
        for token in tokens:
            if token.kind.name != "IDENTIFIER" or token.extent.start.offset == offset:
                continue
            kind, ref = kernel.decl_key(token)
            if kind == "VAR_DECL" and ref == offset:
                if region_of(kernel, token.extent.start.offset) != facts["region"]:
                    subs.append(
                        (token.extent.start.offset, token.extent.end.offset, values[offset])
                    )
    return values


# Parameter types the block body reads through a local copy (canonical libclang kinds).
_COPIED_PARAMETER_KINDS = {
    "POINTER", "BOOL", "CHAR_S", "CHAR_U", "SCHAR", "UCHAR", "SHORT", "USHORT", "INT", "UINT",
    "LONG", "ULONG", "LONGLONG", "ULONGLONG", "FLOAT", "DOUBLE", "ENUM",
}  # fmt: skip


def _hoisted_declaration(kernel: Kernel, i: int, offset: int, name: str) -> tuple:
    """The rewrite of the declaration of a hoisted variable (token i names it; name: its
    element of the per-thread array): `T x = v;` -> `x[lin] = v;`, `T x{a, b};` ->
    `x[lin] = T{a, b};`, `T x;` or `T a[N];` -> `;`."""
    tokens = kernel.tokens
    end = tokens[i].extent.end.offset
    statement = kernel.vars[offset]["statement"]
    if declared_without_value(kernel, offset):
        return (statement.extent.start.offset, statement.extent.end.offset, ";")
    decl = kernel.vars[offset]["decl"]
    declarators = kernel.declares(statement)
    following = tokens[i + 1].spelling if i + 1 < len(tokens) else ";"
    if (
        following == "{"
        and len(declarators) == 1
        and decl.type.get_canonical().kind.name != "CONSTANTARRAY"
    ):
        return (statement.extent.start.offset, end, f"{name} = {unqualified(decl.type)}")
    if following != "=":
        raise Unsupported(f"{tokens[i].spelling} is declared without `= value`")
    if offset == declarators[0].location.offset:
        return (statement.extent.start.offset, end, name)
    # A later declarator: `, y = v` -> `; y[lin] = v`.
    comma = i - 1
    while comma > 0 and tokens[comma].spelling != ",":
        comma -= 1
    return (tokens[comma].extent.start.offset, end, "; " + name)


def parameter_copies(kernel: Kernel) -> dict:
    """PARM_DECL offset -> (local name, its type, parameter name) for the scalar and pointer
    parameters the block body reads through a local copy made once per block. The body lambda
    captures parameters by reference, so GCC reloads one after every store that may alias it (a
    char or int store: a guard flag, a histogram bin) and then vectorizes nothing; a local whose
    address is never taken has no such store. Split kernels never modify a parameter or take its
    address (_scan_modifications), so the copy always holds the parameter's value."""
    copies = {}
    for token in kernel.tokens:
        if token.kind.name != "IDENTIFIER":
            continue
        kind, offset = kernel.decl_key(token)
        if kind != "PARM_DECL" or offset in copies:
            continue
        if token.cursor.referenced.type.get_canonical().kind.name in _COPIED_PARAMETER_KINDS:
            # decltype keeps __restrict__, and names T in a template kernel.
            name = token.spelling
            copies[offset] = (PARAMETER_COPY(name), f"decltype({name})", name)
    return copies


def text_substitutions(
    kernel: Kernel,
    hoisted: set,
    remat: set,
    exit_code: str | None,
    copies: dict,
    replaced: list = (),
) -> list:
    """replaced: (start, end, text) rewrites made first; the built-ins inside them stay."""
    subs = list(replaced)
    tokens = kernel.tokens
    for i, token in enumerate(tokens):
        start, end = token.extent.start.offset, token.extent.end.offset
        spelling = token.spelling
        if any(r_start <= start < r_end for r_start, r_end, _ in replaced):
            continue
        if token.kind.name == "IDENTIFIER" and spelling in BUILTIN_LOCALS:
            if i == 0 or tokens[i - 1].spelling not in (".", "->", "::"):
                subs.append((start, end, BUILTIN_LOCALS[spelling]))
            continue
        if token.kind.name == "IDENTIFIER":
            kind, offset = kernel.decl_key(token)
            if kind == "PARM_DECL" and offset in copies:
                subs.append((start, end, copies[offset][0]))
                continue
            if kind == "VAR_DECL" and offset in hoisted:
                name = f"{PER_THREAD(spelling, offset)}[{LINEAR}]"
                if offset == start:
                    subs.append(_hoisted_declaration(kernel, i, offset, name))
                else:
                    subs.append((start, end, name))
            continue
        if exit_code and spelling == "return" and i + 1 < len(tokens):
            if tokens[i + 1].spelling == ";":
                subs.append((start, tokens[i + 1].extent.end.offset, exit_code + ";"))
    values = _rematerialize(kernel, remat, subs)
    _rematerialize_versions(kernel, values, subs)
    for offset, points in kernel.redeclared.items():
        type_name = re.sub(r"\bvolatile\b", "", kernel.vars[offset]["decl"].type.spelling).strip()
        subs += [(point, point, type_name + " ") for point in points]
    subs += _exchange_substitutions(kernel, subs)
    collective_subs = _collective_substitutions(kernel, subs)
    # A collective's call is rewritten whole (its arguments rendered inside the rewrite).
    subs = [
        sub
        for sub in subs
        if not any(start <= sub[0] and sub[1] <= end for start, end, _ in collective_subs)
    ] + collective_subs
    # A declaration rewrite covers its type tokens; drop substitutions inside it.
    subs.sort()
    merged = []
    for sub in subs:
        if merged and sub[0] < merged[-1][1]:
            if sub[1] <= merged[-1][1]:
                continue
            raise Unsupported(f"overlapping rewrites {merged[-1]} {sub}")
        merged.append(sub)
    return merged


def _exchange_substitutions(kernel: Kernel, subs: list) -> list:
    """Each warp operation becomes a read of its warp's staged operands; the staged operand's
    own text (with the kernel's other substitutions) is kept for the staging loop."""

    def rendered(cursor) -> str:
        return render(kernel.data, subs, cursor.extent.start.offset, cursor.extent.end.offset)

    out = []
    for exchange in kernel.exchanges:
        if exchange.collective is not None:
            continue
        exchange.staged_text = rendered(exchange.operand)
        # Defaulted arguments (width) appear with an empty extent: leave them to the helper.
        arguments = [
            a for a in exchange.call.get_arguments() if a.extent.end.offset > a.extent.start.offset
        ]
        _, operand_index = WARP_EXCHANGES[exchange.call.spelling]
        if exchange.helper in VOTES:
            mask = rendered(arguments[0]) if operand_index == 1 else "~0ull"
            rest = [mask]
        else:
            rest = [rendered(a) for a in arguments[operand_index + 1 :]]
        call = (
            f"{exchange.helper}({STAGED(exchange.index)}, {LINEAR},"
            f" static_cast<unsigned>({ROW_START}) + {THREAD_X}, {THREADS}, {', '.join(rest)})"
        )
        out.append((exchange.call.extent.start.offset, exchange.call.extent.end.offset, call))
    return out


def _collective_substitutions(kernel: Kernel, subs: list) -> list:
    """CUB's block and warp collectives (collectives.py): each thread stages its partial, the
    block step combines the partials once (cpu_cub_lowered.h), and the call becomes a read of
    the thread's result; BlockLoad and BlockStore temporaries are constructed with the thread's
    index."""

    def rendered(cursor) -> str:
        return render(kernel.data, subs, cursor.extent.start.offset, cursor.extent.end.offset)

    out = []
    for exchange in kernel.exchanges:
        collective = exchange.collective
        if collective is None:
            continue
        roles = {role: f"({rendered(argument)})" for role, argument in collective.arguments.items()}
        if not collective.tile:
            exchange.staged_text = (
                f"{CUB_PARTIAL}<{collective.value_type}>({roles['input']}, {_operator(roles)})"
            )
        exchange.block_step, result = _collective_texts(collective, roles, exchange.index)
        call = collective.call
        out.append((call.extent.start.offset, call.extent.end.offset, result))
    for collective in kernel.per_thread_collectives:
        target = collective.target
        thread = f"decltype({rendered(target)})({CUB_THREAD}({LINEAR}))"
        out.append((target.extent.start.offset, target.extent.end.offset, thread))
    return out


def _operator(roles: dict) -> str:
    return roles.get("op", "::cub::Sum()")


def _rows_of(text: str) -> str:
    """A lambda giving thread t's value of text, which names the thread's index LINEAR (a
    per-thread array's row): what a block step reads a thread's items through."""
    return f"[&](std::size_t {LINEAR}) -> decltype(auto) {{ return ({text}); }}"


def _tile_texts(collective, roles: dict) -> tuple[str, str]:
    """(the block step, the text the call becomes) of BlockRadixSort or BlockExchange: the step
    moves every thread's items in place; the call itself does nothing left."""
    cls = collective.class_type
    if collective.class_name == "BlockRadixSort":
        values = _rows_of(roles["values"]) if "values" in roles else "nullptr"
        end_bit = roles.get("end_bit", f"sizeof({collective.value_type}) * 8")
        bits = f"int({roles.get('begin_bit', '0')}), int({end_bit})"
        descending = str("Descending" in collective.method).lower()
        striped = str(collective.method.endswith("BlockedToStriped")).lower()
        step = (
            f" {CUB_TILE_SORT}<{cls}>({THREADS}, {_rows_of(roles['keys'])}, {values}, {bits},"
            f" {descending}, {striped});"
        )
        return step, "(void)0"
    source, target = EXCHANGES[collective.method]
    given = roles.get("items")
    inputs, outputs = (given, given) if given else (roles["input"], roles["output"])
    ranks, keep = "nullptr", "nullptr"
    if source == "ranks":
        ranks = _rows_of(roles["ranks"])
        test = "true"
        if collective.method.endswith("Guarded"):
            test = f"({roles['ranks']})[{TILE_ITEM}] >= 0"
        elif collective.method.endswith("Flagged"):
            test = f"bool(({roles['is_valid']})[{TILE_ITEM}])"
        keep = f"[&](std::size_t {LINEAR}, int {TILE_ITEM}) {{ return {test}; }}"
    arrangements = f"{CUB_ARRANGEMENTS[source]}, {CUB_ARRANGEMENTS[target]}"
    step = (
        f" {CUB_TILE_EXCHANGE}<{cls}, {arrangements}>({THREADS}, {_rows_of(inputs)},"
        f" {_rows_of(outputs)}, {ranks}, {keep});"
    )
    return step, "(void)0"


def _collective_texts(collective, roles: dict, index: int) -> tuple[str, str]:
    """(the block step, the text the call becomes) of a block or warp collective; roles: its
    arguments' rendered texts by role."""
    if collective.tile:
        return _tile_texts(collective, roles)
    value_type, op = collective.value_type, _operator(roles)
    staged, scratch = STAGED(index), SCRATCH(index)
    width = f"{collective.class_type}::kLogicalWarpThreads"
    # The thread's warp (or block) result, and whether it is its warp's (or block's) first.
    if collective.warp:
        combined, first = f"{scratch}[{LINEAR} / {width}]", f"({LINEAR} % {width} == 0)"
    else:
        combined, first = f"{staged}[0]", f"({LINEAR} == 0)"
    if collective.reduces:
        valid = f"static_cast<long long>({roles.get('num_valid', THREADS)})"
        if collective.warp:
            step = f" {CUB_WARP_REDUCE}<{width}>({staged}, {scratch}, {THREADS}, {op}, {valid});"
            return step, f"static_cast<{value_type}>({combined})"
        step = f" {CUB_BLOCK_REDUCE}({staged}, {scratch}, {THREADS}, {op}, {valid});"
        # Thread 0's is the block's; the others' are unspecified (they read their partials).
        return step, f"static_cast<{value_type}>({staged}[{LINEAR}])"
    # A scan: scalars scanned inclusively where asked, items from each thread's exclusive prefix.
    inclusive = collective.inclusive and not collective.items
    flag = str(inclusive).lower()
    if collective.warp:
        step = f" {CUB_WARP_SCAN}<{width}>({staged}, {scratch}, {THREADS}, {op}, {flag});"
        aggregate = combined
    else:
        step = f" {AGGREGATE(index)} = {CUB_BLOCK_SCAN}({staged}, {THREADS}, {op}, {flag});"
        aggregate = AGGREGATE(index)
    seed = None
    if "callback" in roles:
        # The first warp's threads call their callbacks with the aggregate; thread 0's value
        # seeds the block (its callback text read for thread t: a lambda whose parameter is t).
        seed = SEED(index)
        callback_of = _rows_of(roles["callback"])
        step += f" {seed} = {CUB_BLOCK_CALLBACK}({THREADS}, {callback_of}, {aggregate});"
    output, prefix = roles["output"], f"{staged}[{LINEAR}]"
    items = f"{roles['input']}, {output}" if collective.items else output
    if inclusive:
        seeded = prefix if seed is None else f"{op}({seed}, {prefix})"
        result = f"(void)({output} = {seeded})"
    elif collective.inclusive:
        result = f"{CUB_INCLUSIVE}({prefix}, {first}, {items}, {op})"
    else:
        initial = roles.get("init", seed)
        if initial is None:  # ExclusiveSum seeds with 0; ExclusiveScan(in, out, op): none
            sums = "Sum" in collective.method
            initial = f"{value_type}(0)" if sums else f"{CUB_NO_INIT}()"
        result = f"{CUB_EXCLUSIVE}({prefix}, {first}, {items}, {op}, {initial})"
    if "aggregate" in roles:
        result = f"({result}, (void)({roles['aggregate']} = {aggregate}))"
    return step, result
