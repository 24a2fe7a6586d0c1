"""Which of a split kernel's variables live across its splits, and how each gets there: recomputed
from its initializer where used (rematerialized), replaced by the value of the definition that
reaches each use (versions), declared anew in each region (redeclared), or kept in a per-thread
array (hoisted). Decides only; substitute.py rewrites the text.
"""

from __future__ import annotations

from cuport.translator.lowering.kernel import ASSIGN_OPS, NUMBERS, Kernel
from cuport.translator.lowering.plan import Unsupported
from cuport.translator.lowering.vocabulary import BUILTIN_LOCALS, LANE_INDEX, bare_name

_REMAT_PUNCTUATION = {
    "+", "-", "*", "/", "%", "(", ")", "<", ">", "<=", ">=", "==", "!=", "&&", "||", "!", "?",
    ":", "<<", ">>", "&", "|", "^", "~", ".", "::", ",",
}  # fmt: skip
_REMAT_BAD_KEYWORDS = {"new", "delete", "this", "throw", "typeid"}
# Runtime helpers that compute a value from their arguments alone (lane_index.py writes them).
PURE_HELPERS = {bare_name(LANE_INDEX)}


def initializer_span(kernel: Kernel, offset: int):
    """Token indices of a declaration's `= value` (without the `=`), or None."""
    i = kernel.by_offset.get(offset)
    if i is None or i + 1 >= len(kernel.tokens) or kernel.tokens[i + 1].spelling != "=":
        return None
    depth = 0
    for j in range(i + 2, len(kernel.tokens)):
        spelling = kernel.tokens[j].spelling
        if spelling in ("(", "[", "{"):
            depth += 1
        elif spelling in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and spelling in (",", ";"):
            return i + 2, j
    return None


def rematerializable(kernel: Kernel, offset: int, remat: set) -> bool:
    """True if a variable can be recomputed from its initializer wherever it is used: it is never
    changed and its value depends only on the thread's and block's indices and uniform values."""
    if offset in kernel.modified:
        return False
    decl = kernel.vars[offset]["decl"]
    if decl.type.kind.name in ("CONSTANTARRAY", "INCOMPLETEARRAY", "LVALUEREFERENCE"):
        return False
    span = initializer_span(kernel, offset)
    return span is not None and pure(kernel, *span, remat)


def pure(kernel: Kernel, first: int, stop: int, known: set) -> bool:
    """True if tokens [first, stop) compute a value from the thread's and block's indices,
    parameters, uniform values and the variables in known alone: no call, no memory read, no
    side effect, so it may be evaluated anywhere those are in scope, any number of times."""
    tokens = kernel.tokens
    for j in range(first, stop):
        token = tokens[j]
        kind = token.kind.name
        spelling = token.spelling
        previous = tokens[j - 1].spelling if j > first else "("
        if kind in ("LITERAL", "COMMENT"):
            continue
        if kind == "KEYWORD":
            if spelling in _REMAT_BAD_KEYWORDS:
                return False
            continue
        if kind == "PUNCTUATION":
            if spelling not in _REMAT_PUNCTUATION:
                return False
            unary = j == first or (
                tokens[j - 1].kind.name == "PUNCTUATION" and previous not in (")", "]")
            )
            if spelling in ("*", "&") and unary:
                return False  # a dereference or an address
            continue
        if spelling in BUILTIN_LOCALS or previous == ".":
            continue
        if spelling in PURE_HELPERS and previous == "::":
            continue
        cursor_kind = token.cursor.kind.name if token.cursor is not None else ""
        if cursor_kind in ("TYPE_REF", "TEMPLATE_REF", "NAMESPACE_REF"):
            continue
        ref_kind, ref_offset = kernel.decl_key(token)
        if ref_kind == "MACRO_DEFINITION" or (
            ref_kind is None and cursor_kind.endswith(("_OPERATOR", "_EXPR", "MACRO_INSTANTIATION"))
        ):
            # An object-like macro such as a tile size (lower.py already refused any macro
            # that reads thread built-ins); a function-like one may hide a call.
            if j + 1 < len(tokens) and tokens[j + 1].spelling == "(":
                return False
            continue
        if ref_kind == "PARM_DECL" or ref_kind == "TEMPLATE_NON_TYPE_PARAMETER":
            continue
        if ref_kind == "VAR_DECL" and ref_offset in kernel.vars:
            facts = kernel.vars[ref_offset]
            if (facts["uniform"] and not facts.get("in_memory")) or ref_offset in known:
                continue
        outside = ref_kind == "VAR_DECL" and not any(
            ref_offset in offsets for offsets in kernel.local_names.values()
        )
        referenced = token.cursor.referenced if token.cursor is not None else None
        if outside and referenced is not None and referenced.type.is_const_qualified():
            continue  # a constant from outside the kernel (warpSize, a tile size)
        return False
    return True


def hoisted_variables(kernel: Kernel) -> tuple[set, set]:
    """Thread-varying variables used outside the region that declares them: those recomputed
    from their initializer where used (rematerialized), and those kept in per-thread arrays."""
    hoisted = set()
    for token in kernel.tokens:
        if token.kind.name != "IDENTIFIER":
            continue
        kind, offset = kernel.decl_key(token)
        if kind != "VAR_DECL" or offset not in kernel.vars:
            continue
        facts = kernel.vars[offset]
        if facts["uniform"] or facts["region"] is None:
            continue
        region = region_of(kernel, token.extent.start.offset)
        if region != facts["region"]:
            hoisted.add(offset)
    remat = set()
    for offset in sorted(hoisted):  # declaration order: a value may build on earlier ones
        if rematerializable(kernel, offset, remat):
            remat.add(offset)
    hoisted -= remat
    for offset in sorted(hoisted):
        definitions = _versions(kernel, offset, remat)
        if definitions:
            kernel.versions[offset] = definitions
    hoisted -= set(kernel.versions)
    redeclared = {offset: at for offset in hoisted if (at := _reassigned_first(kernel, offset))}
    hoisted -= set(redeclared)
    # `int a = x, b = y;` is rewritten as a whole: if one of its variables needs an array, all do.
    for offset in list(hoisted):
        statement = kernel.vars[offset].get("statement")
        if statement is None:
            raise Unsupported(f"{kernel.vars[offset]['decl'].spelling} is live across a barrier")
        hoisted.update(d.location.offset for d in kernel.declares(statement))
    kernel.redeclared = {o: at for o, at in redeclared.items() if o not in hoisted}
    for offset in hoisted:
        decl = kernel.vars[offset]["decl"]
        if declared_without_value(kernel, offset):
            continue
        if decl.type.kind.name in (
            "CONSTANTARRAY",
            "INCOMPLETEARRAY",
            "LVALUEREFERENCE",
            "RVALUEREFERENCE",
        ):
            raise Unsupported(f"{decl.spelling} (an array or reference) is live across a barrier")
    return hoisted, remat - hoisted


def _versions(kernel: Kernel, offset: int, remat: set) -> list | None:
    """For a variable set only by top-level statements of the kernel (its declaration and plain
    `v = value;`), each value pure: [(statement start, value span)] in program order, so every
    use can be replaced by the value that reaches it (x and y of a transpose, recomputed after
    its barrier). None otherwise."""
    facts = kernel.vars[offset]
    statement = facts.get("statement")
    top = {c.extent.start.offset: c for c in kernel.body.get_children()}
    if statement is None:
        return None
    found = top.get(statement.extent.start.offset)
    if found is None or found != statement:
        return None
    if len(kernel.declares(statement)) != 1 or facts["decl"].type.kind.name in (
        "CONSTANTARRAY",
        "INCOMPLETEARRAY",
        "LVALUEREFERENCE",
        "RVALUEREFERENCE",
    ):
        return None
    span = initializer_span(kernel, offset)
    if span is None or not pure(kernel, *span, remat):
        return None
    definitions = [(statement.extent.start.offset, span)]
    for i, token in enumerate(kernel.tokens):
        start = token.extent.start.offset
        if start == offset or kernel.decl_key(token) != ("VAR_DECL", offset):
            continue
        following = kernel.tokens[i + 1].spelling if i + 1 < len(kernel.tokens) else ""
        before = kernel.tokens[i - 1].spelling if i > 0 else ""
        if before in ("++", "--", "&") or following in ("++", "--"):
            return None
        if following not in ASSIGN_OPS:
            continue
        assignment = top.get(start)
        if following != "=" or assignment is None or assignment.kind.name != "BINARY_OPERATOR":
            return None
        end = assignment.extent.end.offset
        stop = i + 2
        while stop < len(kernel.tokens) and kernel.tokens[stop].extent.start.offset < end:
            stop += 1
        if not pure(kernel, i + 2, stop, remat):
            return None
        definitions.append((start, (i + 2, stop)))
    return definitions if len(definitions) > 1 else None


def _reassigned_first(kernel: Kernel, offset: int) -> list | None:
    """Where to redeclare a variable that is dead at every barrier: in each other region that
    uses it, its first use is a plain `v = value;` statement at the region's top level (as
    `x = blockIdx.y * TILE + threadIdx.x;` after a transpose's barrier). Each such region then
    declares its own v there, and no per-thread array is needed. None if not so."""
    uses: dict[int, list] = {}
    for token in kernel.tokens:
        if token.kind.name == "IDENTIFIER" and kernel.decl_key(token) == ("VAR_DECL", offset):
            start = token.extent.start.offset
            if start != offset:
                uses.setdefault(region_of(kernel, start), []).append(start)
    for exchange in kernel.exchanges:  # a staging loop runs before its region's statements
        extent = exchange.operand.extent
        if any(extent.start.offset <= u < extent.end.offset for us in uses.values() for u in us):
            return None
    home = kernel.vars[offset]["region"]
    points = []
    for index, starts in uses.items():
        if index == home:
            continue
        if index is None:
            return None
        first = min(starts)
        region = kernel.regions[index]
        for statement in region.statements:
            if statement.extent.start.offset > first:
                return None
            if statement.extent.start.offset == first:
                if statement.kind.name != "BINARY_OPERATOR":
                    return None
                tokens = kernel.statement_tokens(statement)
                if len(tokens) < 3 or tokens[1].spelling != "=":
                    return None
                points.append(first)
                break
        else:
            return None
    return points or None


def region_of(kernel: Kernel, offset: int):
    """The region of the innermost region statement holding offset (a guard's `if` holds the
    statements of its guarded regions)."""
    best = None
    for start, end, index in kernel.region_spans():
        if start <= offset < end and (best is None or end - start < best[0]):
            best = (end - start, index)
    return best[1] if best else None


def declared_without_value(kernel: Kernel, offset: int) -> bool:
    """Whether the variable is declared without a value, with a type that needs no
    constructor: a number, pointer or enum, or an array of a fixed size (`int items[4];`, as
    CUB's items per thread are). It lives across a split as its row of a per-thread array, its
    declaration dropped (its first value is indeterminate either way)."""
    facts = kernel.vars.get(offset, {})
    decl, statement = facts.get("decl"), facts.get("statement")
    if decl is None or statement is None:
        return False
    canonical = decl.type.get_canonical()
    if canonical.kind.name == "CONSTANTARRAY":
        canonical = canonical.get_array_element_type()
    if canonical.kind.name not in NUMBERS | {"POINTER", "ENUM"}:
        return False
    # (`int a, b;` too: a declaration is rewritten whole, every variable of it hoisted.)
    spellings = {t.spelling for t in kernel.statement_tokens(statement)}
    return not spellings & {"=", "{", "(", "__shared__", "static"}
