"""The static shared memory limit: a kernel whose `__shared__` variables take more than 48 KiB.

nvcc refuses such a kernel ("ptxas error: Entry function ... uses too much shared data"): a block
may declare at most 48 KiB statically on every compute capability; more must be dynamic shared
memory, opted in with cudaFuncSetAttribute. The CPU backend has no such limit of its own, so
without this check a program that cannot build for a GPU would build and run here. For each
kernel defined in the file, the sizes of the `__shared__` variables it declares and of the
file-scope ones it uses are added up (libclang's sizes, as the compiler lays them out); past the
limit, CP2003 names the kernel and its largest variable, and a `static_assert` inserted at the
start of its body makes every build of the output fail with the same message.

Not counted: shared variables of the `__device__` functions a kernel calls (nvcc counts them), and
variables whose size depends on a template parameter (libclang sizes no instantiation). Reads the
libclang AST; applies nothing itself.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable

from cuport.translator.edits import Edit
from cuport.translator.frontend.parse import Parsed

Report = Callable[..., None]  # report(token, diag_id, **fields), as rewrite._Rewriter.report

STATIC_SHARED_LIMIT = 48 * 1024  # bytes per block, every compute capability (CUDA guide, table 21)
ASSERT = 'static_assert(sizeof(char) == 0, "CP2003: '  # the inserted check starts this way


def _shared_variable(cursor) -> bool:
    return cursor.kind.name == "VAR_DECL" and any(
        child.kind.name == "CUDASHARED_ATTR" for child in cursor.get_children()
    )


def _kernel_bodies(parsed: Parsed):
    """(kernel cursor, body cursor) for each kernel defined in the main file."""
    for cursor in parsed.unit.cursor.walk_preorder():
        if cursor.kind.name != "FUNCTION_DECL" or not cursor.is_definition():
            continue
        location = cursor.extent.start
        if location.file is None or location.file.name != parsed.path:
            continue
        if not any(child.kind.name == "CUDAGLOBAL_ATTR" for child in cursor.get_children()):
            continue
        body = next((c for c in cursor.get_children() if c.kind.name == "COMPOUND_STMT"), None)
        if body is not None:
            yield cursor, body


def _static_shared(body) -> list:
    """The static shared variables a kernel body declares or uses, each once, in source order."""
    found: dict = {}
    for node in body.walk_preorder():
        variable = None
        if _shared_variable(node):
            variable = node
        elif node.kind.name == "DECL_REF_EXPR" and node.referenced is not None:
            if _shared_variable(node.referenced):
                variable = node.referenced
        if variable is None or variable.storage_class.name == "EXTERN":
            continue  # extern __shared__ is dynamic shared memory, sized at launch
        found.setdefault(variable.hash, variable)
    return list(found.values())


def _token_at(parsed: Parsed, starts: list, cursor):
    """The token naming cursor (a declaration) in the main file, or None (a macro wrote it)."""
    location = cursor.location
    if location.file is None or location.file.name != parsed.path:
        return None
    at = bisect.bisect_left(starts, location.offset)
    if at < len(parsed.tokens) and parsed.tokens[at].start == location.offset:
        return parsed.tokens[at]
    return None


def check(parsed: Parsed, edits: list[Edit], report: Report) -> None:
    """Report CP2003 for each kernel past the limit and add the failing static_assert to edits."""
    if b"__shared__" not in parsed.data:
        return
    starts = [t.start for t in parsed.tokens]
    for kernel, body in _kernel_bodies(parsed):
        text = parsed.data[body.extent.start.offset : body.extent.end.offset]
        if ASSERT.encode() in text:
            continue  # translated before: the check is already in place
        sized = [(v, v.type.get_size()) for v in _static_shared(body)]
        sized = [(v, size) for v, size in sized if size >= 0]  # dependent sizes: unknown
        total = sum(size for _, size in sized)
        if total <= STATIC_SHARED_LIMIT:
            continue
        largest, _ = max(sized, key=lambda pair: pair[1])
        variables = ", ".join(f"{v.spelling} {size}" for v, size in sized)
        fields = {"kernel": kernel.spelling, "bytes": str(total), "variable": largest.spelling}
        report(_token_at(parsed, starts, largest) or _token_at(parsed, starts, kernel), "CP2003",
               **fields)  # fmt: skip
        message = (
            f"kernel {kernel.spelling} declares {total} bytes of static __shared__ memory "
            f"({variables}), over the {STATIC_SHARED_LIMIT} bytes a block may have: nvcc "
            "refuses it; move the largest arrays to dynamic shared memory"
        )
        brace = body.extent.start.offset + 1
        edits.append(
            Edit(brace, brace, f' {ASSERT}{message}");', why="static shared memory over 48 KiB")
        )
