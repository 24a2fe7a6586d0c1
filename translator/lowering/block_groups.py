"""Rewrite cooperative groups' thread_block as the built-ins it stands for, so kernels written
with it (`cg::thread_block cta = cg::this_thread_block(); ... cg::sync(cta);`, as NVIDIA's
samples write every kernel) can be lowered.

A thread_block names the calling thread's block; its operations are the block's built-ins:

    cta.sync(), cg::sync(cta)          ->  __syncthreads()
    cta.thread_rank()                  ->  (threadIdx.x + blockDim.x * (threadIdx.y + ...))
    cta.size(), cta.num_threads()      ->  (blockDim.x * blockDim.y * blockDim.z)
    cta.thread_index(), group_index(), dim_threads(), group_dim()  ->  dim3(threadIdx...) ...

where cta is a variable or parameter of type thread_block, or the call this_thread_block()
itself. This runs over every function of the unit's main file before the lowering decides what
is thread-dependent, so a helper taking `cg::thread_block cta` that syncs it becomes one that
calls __syncthreads (inlined into the kernel, as any such helper). A variable that nothing reads
any more is removed. Whatever use is left (a thread_block passed to a function that is not
inlined, a method not listed) keeps the kernel on fibers: leftover_use() names it. The fiber
path runs the rewritten text too, which means the same thing.
"""

from __future__ import annotations

from cuport.translator.device_checks import is_thread_block
from cuport.translator.lowering.kernel import unwrapped


_RANK = "(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))"
_SIZE = "(blockDim.x * blockDim.y * blockDim.z)"
# Each method of thread_block as the built-ins' expression of the same value and type.
_METHODS = {
    "sync": "__syncthreads()",
    "thread_rank": _RANK,
    "size": _SIZE,
    "num_threads": _SIZE,
    "thread_index": "dim3(threadIdx.x, threadIdx.y, threadIdx.z)",
    "group_index": "dim3(blockIdx.x, blockIdx.y, blockIdx.z)",
    "dim_threads": "dim3(blockDim.x, blockDim.y, blockDim.z)",
    "group_dim": "dim3(blockDim.x, blockDim.y, blockDim.z)",
}


def _is_block_object(node) -> bool:
    """A thread_block expression without side effects: a variable, or this_thread_block()."""
    node = unwrapped(node)
    if not is_thread_block(node):
        return False
    if node.kind.name == "DECL_REF_EXPR":
        return True
    return node.kind.name == "CALL_EXPR" and node.spelling == "this_thread_block"


def _replacement(call) -> str | None:
    """The built-ins' text for a call of a thread_block operation, or None."""
    children = list(call.get_children())
    if not children:
        return None
    callee = unwrapped(children[0])
    if callee.kind.name == "MEMBER_REF_EXPR" and len(children) == 1:
        objects = list(callee.get_children())
        if len(objects) == 1 and _is_block_object(objects[0]):
            return _METHODS.get(callee.spelling)
    if (
        callee.kind.name == "DECL_REF_EXPR"
        and callee.spelling == "sync"
        and len(children) == 2
        and _is_block_object(children[1])
        and callee.referenced is not None
        and callee.referenced.semantic_parent is not None
        and callee.referenced.semantic_parent.spelling == "cooperative_groups"
    ):
        return _METHODS["sync"]
    return None


def _text(data: bytes, node) -> str:
    return data[node.extent.start.offset : node.extent.end.offset].decode("utf-8", "replace")


def rewrite(data: bytes, functions) -> list:
    """Edits (start, end, text) rewriting thread_block operations in functions' bodies, and
    removing the thread_block variables then unread."""
    edits = []
    for function in functions:
        body = next((c for c in function.get_children() if c.kind.name == "COMPOUND_STMT"), None)
        if body is None:
            continue
        rewritten = set()
        for node in body.walk_preorder():
            if node.kind.name != "CALL_EXPR":
                continue
            text = _replacement(node)
            # The call must be spelled where it stands (not inside a macro's expansion).
            if text is None or node.spelling not in _text(data, node):
                continue
            if any(s <= node.extent.start.offset < e for s, e in rewritten):
                continue
            span = (node.extent.start.offset, node.extent.end.offset)
            rewritten.add(span)
            edits.append((*span, text))
        edits += _unread_declarations(body, data, rewritten)
    return edits


def _unread_declarations(body, data: bytes, rewritten: set) -> list:
    """Edits removing `cg::thread_block cta = cg::this_thread_block();` statements whose
    variable is read nowhere but in the rewritten calls (newlines kept, so lines hold)."""
    declared = {}
    for node in body.walk_preorder():
        if node.kind.name != "DECL_STMT":
            continue
        variables = list(node.get_children())
        if len(variables) != 1 or variables[0].kind.name != "VAR_DECL":
            continue
        variable = variables[0]
        init = [c for c in variable.get_children() if c.kind.is_expression()]
        if is_thread_block(variable) and len(init) == 1 and _is_block_object(init[0]):
            declared[variable.hash] = node
    if not declared:
        return []
    read = set()
    for node in body.walk_preorder():
        if node.kind.name != "DECL_REF_EXPR" or node.referenced is None:
            continue
        inside = any(s <= node.extent.start.offset < e for s, e in rewritten)
        if not inside:
            read.add(node.referenced.hash)
    edits = []
    for key, statement in declared.items():
        if key in read:
            continue
        text = _text(data, statement)
        end = statement.extent.end.offset
        if data[end : end + 1] == b";":
            end += 1
        edits.append((statement.extent.start.offset, end, "\n" * text.count("\n")))
    return edits


def leftover_use(body) -> str | None:
    """Why the kernel body still needs a thread_block object (after the rewrites and the
    inliner), or None. Declarations of one copied from another, or from this_thread_block(),
    are harmless (the inliner writes a helper's parameter so); any other use is not."""
    allowed = set()
    for node in body.walk_preorder():
        if node.kind.name == "VAR_DECL" and is_thread_block(node):
            for child in node.get_children():
                if child.kind.is_expression():
                    allowed.update(n.hash for n in child.walk_preorder())
    for node in body.walk_preorder():
        if node.hash in allowed:
            continue
        if node.kind.name == "DECL_REF_EXPR" and is_thread_block(node):
            return f"uses cooperative_groups::thread_block {node.spelling} beyond sync and ranks"
        if node.kind.name == "CALL_EXPR" and node.spelling == "this_thread_block":
            return "uses this_thread_block() beyond sync and ranks"
    return None
