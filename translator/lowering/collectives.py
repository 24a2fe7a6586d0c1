"""CUB's block collectives in a kernel the lowering splits (the runtime's side:
runtime/backends/cpu/libraries/cpu_cub_lowered.h).

A call `Class(temp_storage).Method(...)` of cub::BlockReduce, BlockScan, WarpReduce or WarpScan,
the form CUB documents, is a point where the block (or each logical warp) meets, as at
__syncthreads(): a thread loop stages each thread's partial, a block step combines the partials
once, and the statement, in the next thread loop, reads the thread's result (planner.py,
substitute.py). BlockRadixSort and BlockExchange work on the block's whole tile of items: their
block step reads and writes every thread's item arrays in place. BlockLoad and BlockStore only
need the thread's index: their temporaries are constructed with it. Every other use of CUB in a
kernel (WarpScan::Broadcast, a named collective object, an inclusive scan of items with a block
prefix callback, a call through a template's dependent type) keeps the kernel on fibers, with the reason blocker() gives. Analysis only: no C++ is written here.
"""

from __future__ import annotations

from dataclasses import dataclass

# Collectives the lowering splits at -> their methods.
_SCANS = {"ExclusiveSum", "InclusiveSum", "ExclusiveScan", "InclusiveScan"}
BLOCK_COLLECTIVES = {
    "BlockReduce": {"Sum", "Reduce"},
    "BlockScan": _SCANS,
    # Logical warps: the block step combines each warp's partials (a warp may sit out under a
    # guard; the others' results are not read).
    "WarpReduce": {"Sum", "Reduce"},
    "WarpScan": _SCANS,
}
# Collectives on the block's whole tile of items: the block step reads and writes every thread's
# item arrays in place (no partial is staged).
_SORTS = {"Sort", "SortDescending", "SortBlockedToStriped", "SortDescendingBlockedToStriped"}
# BlockExchange's methods -> (the arrangement items come from, the one they go to).
EXCHANGES = {
    "StripedToBlocked": ("striped", "blocked"),
    "BlockedToStriped": ("blocked", "striped"),
    "WarpStripedToBlocked": ("warp_striped", "blocked"),
    "BlockedToWarpStriped": ("blocked", "warp_striped"),
    "ScatterToBlocked": ("ranks", "blocked"),
    "ScatterToStriped": ("ranks", "striped"),
    "ScatterToStripedGuarded": ("ranks", "striped"),
    "ScatterToStripedFlagged": ("ranks", "striped"),
}
TILE_COLLECTIVES = {"BlockRadixSort": _SORTS, "BlockExchange": set(EXCHANGES)}
# Collectives each thread runs alone, given its index.
PER_THREAD_COLLECTIVES = {"BlockLoad": {"Load"}, "BlockStore": {"Store"}}
_COLLECTIVES = {**BLOCK_COLLECTIVES, **TILE_COLLECTIVES, **PER_THREAD_COLLECTIVES}
# CUB's functions and operator classes that involve no other thread.
PER_THREAD_FUNCTIONS = {
    "LoadDirectBlocked",
    "LoadDirectStriped",
    "StoreDirectBlocked",
    "StoreDirectStriped",
}
OPERATOR_CLASSES = {"Sum", "Max", "Min", "Equality", "Inequality", "ArgMax", "ArgMin", "Difference"}
# Classes whose constructor a `__shared__ TempStorage` declaration calls.
STORAGE_CLASSES = {"TempStorage", "Slots", "NullType"}

# The runtime's parameter names (cpu_cub_block.h) -> the argument's role.
_ROLES = {
    "input": "input",
    "inputs": "input",
    "output": "output",
    "inclusive_output": "output",
    "exclusive_output": "output",
    "reduction_op": "op",
    "scan_op": "op",
    "initial_value": "init",
    "num_valid": "num_valid",
    "valid_items": "num_valid",
    "block_aggregate": "aggregate",
    "warp_aggregate": "aggregate",
    "block_prefix_callback_op": "callback",
    "keys": "keys",
    "values": "values",
    "begin_bit": "begin_bit",
    "end_bit": "end_bit",
    "items": "items",
    "ranks": "ranks",
    "is_valid": "is_valid",
}


@dataclass
class Collective:
    """One call of a block collective's method on a temporary."""

    call: object  # the method's CALL_EXPR
    class_name: str  # BlockReduce, BlockScan, BlockLoad, BlockStore
    method: str
    value_type: str  # the collective's T, as C++ spells it
    class_type: str  # the collective's class, as C++ spells it (cub::WarpReduce<int, 16>)
    arguments: dict  # role (_ROLES) -> argument cursor
    items: bool  # the input is an array of items per thread
    target: object  # the temporary `Class(temp_storage)` the method is called on

    @property
    def per_thread(self) -> bool:
        return self.class_name in PER_THREAD_COLLECTIVES

    @property
    def reduces(self) -> bool:
        return self.class_name in ("BlockReduce", "WarpReduce")

    @property
    def warp(self) -> bool:
        return self.class_name.startswith("Warp")

    @property
    def tile(self) -> bool:
        return self.class_name in TILE_COLLECTIVES

    @property
    def inclusive(self) -> bool:
        return self.method.startswith("Inclusive")


def _in_cub(cursor) -> bool:
    parent = cursor.semantic_parent
    while parent is not None and parent.kind.name != "TRANSLATION_UNIT":
        if parent.kind.name == "NAMESPACE" and parent.spelling == "cub":
            return True
        parent = parent.semantic_parent
    return False


def _unwrapped(node):
    while node.kind.name == "UNEXPOSED_EXPR" and len(list(node.get_children())) == 1:
        node = next(node.get_children())
    return node


def _temporary(target) -> bool:
    """Whether the object a method is called on is a collective constructed in place
    (`Class(temp_storage)`), not a named object."""
    node = _unwrapped(target)
    if node.kind.name == "CXX_FUNCTIONAL_CAST_EXPR":
        return True

    def constructs(call) -> bool:  # (not a function returning a collective: it could do more)
        return (
            call.kind.name == "CALL_EXPR"
            and call.referenced is not None
            and call.referenced.kind.name == "CONSTRUCTOR"
        )

    return constructs(node) or (
        node.kind.name == "UNEXPOSED_EXPR" and any(map(constructs, node.get_children()))
    )


def _method_call(node):
    """(class name, method, the method's declaration) of a call of a collective's method, or
    None."""
    if node.kind.name != "CALL_EXPR" or node.referenced is None:
        return None
    method = node.referenced
    if method.kind.name not in ("CXX_METHOD", "FUNCTION_TEMPLATE") or not _in_cub(method):
        return None
    owner = method.semantic_parent
    if method.spelling in _COLLECTIVES.get(owner.spelling, ()):
        return owner, method.spelling, method
    return None


def _recognized(node) -> tuple[Collective | None, str | None]:
    """(the Collective a call is, or None; why a collective's call cannot be split, or None)."""
    found = _method_call(node)
    if found is None:
        return None, None
    owner, method, declaration = found
    name = f"cub::{owner.spelling}::{method}"
    reference = next(node.get_children(), None)
    target = next(reference.get_children(), None) if reference is not None else None
    if target is None or not _temporary(target):
        return None, f"calls {name} on an object, not on a temporary Class(temp_storage)"
    if owner.spelling in PER_THREAD_COLLECTIVES:  # its arguments stay as they are
        return Collective(node, owner.spelling, method, "", "", {}, False, target), None
    parameters = [c.spelling for c in declaration.get_children() if c.kind.name == "PARM_DECL"]
    arguments = list(node.get_arguments())
    if len(parameters) != len(arguments):
        return None, f"calls {name} with defaulted arguments"
    roles = {}
    for parameter, argument in zip(parameters, arguments, strict=True):
        if argument.extent.end.offset <= argument.extent.start.offset:
            continue  # a defaulted argument (a sort's bit range): the runtime's default
        role = _ROLES.get(parameter)
        if role is None:
            return None, f"calls {name} with a {parameter.replace('_', ' ')}"
        roles[role] = argument
    value_type = owner.type.get_template_argument_type(0)
    if value_type.kind.name == "INVALID":
        return None, f"calls {name} on a collective of unknown type"
    input_type = roles["input"].type.get_canonical() if "input" in roles else None
    items = input_type is not None and input_type.kind.name == "CONSTANTARRAY"
    if "callback" in roles and items and method.startswith("Inclusive"):
        return None, f"calls {name} on items with a block prefix callback"
    collective = Collective(
        node,
        owner.spelling,
        method,
        value_type.get_canonical().spelling,
        owner.type.get_canonical().spelling,
        roles,
        items,
        target,
    )
    return collective, None


def collectives(body) -> list[Collective]:
    """The kernel's calls of collectives the lowering handles, in program order."""
    found = []
    for node in body.walk_preorder():
        collective, _ = _recognized(node)
        if collective is not None:
            found.append(collective)
    return found


def split_collectives(body) -> list[Collective]:
    """collectives() the block meets at (not the per-thread ones)."""
    return [c for c in collectives(body) if not c.per_thread]


def blocker(body, tokens) -> str | None:
    """Why a kernel's use of CUB keeps it on fibers, or None. tokens: the body's."""
    spellings = {t.spelling for t in tokens}
    if spellings & {"cub", "TempStorage"}:
        for node in body.walk_preorder():
            if node.kind.name == "CALL_EXPR" and node.type.kind.name == "DEPENDENT":
                return "uses CUB in a template (its collectives resolve only when instantiated)"
    for node in body.walk_preorder():
        if node.kind.name not in ("CALL_EXPR", "MEMBER_REF_EXPR", "DECL_REF_EXPR"):
            continue
        declaration = node.referenced
        if declaration is None or not _in_cub(declaration):
            continue
        collective, reason = _recognized(node)
        if reason is not None:
            return f"{reason}: its barriers are inside the call"
        if collective is not None or _allowed(declaration):
            continue
        owner = declaration.semantic_parent
        if owner is not None and owner.spelling in _COLLECTIVES:
            if declaration.kind.name == "CONSTRUCTOR":
                continue  # Class(temp_storage): the method called on it decides
            if node.kind.name == "MEMBER_REF_EXPR" and declaration.spelling in _COLLECTIVES[
                owner.spelling
            ]:
                continue  # the method's name in a call checked as a whole
        in_class = owner is not None and owner.kind.name != "NAMESPACE"
        name = f"{owner.spelling}::{declaration.spelling}" if in_class else declaration.spelling
        return f"uses cub::{name}: CUB's collectives synchronize inside calls"
    return None


def _allowed(declaration) -> bool:
    """A CUB function, operator or storage type that involves no other thread."""
    owner = declaration.semantic_parent
    if declaration.kind.name in ("FUNCTION_DECL", "FUNCTION_TEMPLATE") and (
        owner is None or owner.kind.name == "NAMESPACE"
    ):
        return declaration.spelling in PER_THREAD_FUNCTIONS
    if owner is not None and owner.spelling in OPERATOR_CLASSES | STORAGE_CLASSES:
        return True  # an operator's constructor or operator(); a TempStorage's constructor
    if declaration.kind.name in ("ENUM_CONSTANT_DECL", "VAR_DECL", "FIELD_DECL"):
        return True
    return False

