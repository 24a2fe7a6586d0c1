"""Give `#if __CUDA_ARCH__` the meaning nvcc gives it, on backends that compile a file once.

nvcc preprocesses each .cu file once for the host, where __CUDA_ARCH__ is undefined, and once per
device architecture, where it is the architecture's number. Device code therefore sees its branch
of `#if __CUDA_ARCH__ >= 700` and host code the other. The CPU backend compiles a file once, as
host C++, and hipcc never defines __CUDA_ARCH__: without help, a kernel body inside such a branch
silently compiles to nothing.

Each conditional group (`#if`..`#endif`) that tests __CUDA_ARCH__ is placed by what it encloses:
- device code only (inside a __global__ or __device__ function's body, or file-scope text whose
  function definitions are all device functions): its directives test CUPORT_DEVICE_ARCH
  instead, which each backend defines for device code (CPU: the emulated architecture; CUDA:
  __CUDA_ARCH__ itself; ROCm: in its device pass);
- host code only: left as written (__CUDA_ARCH__ stays undefined there, as in nvcc's host pass);
- code that runs on both (a __host__ __device__ function, or file scope mixing both): left as
  written and reported (CP4003) off the CUDA backend, since one compilation cannot give each
  role its own branch.
Reads tokens and the AST; applies nothing itself.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass, field

from cuport.translator.edits import Edit
from cuport.translator.frontend.parse import Parsed

ARCH = "__CUDA_ARCH__"
DEVICE_ARCH = "CUPORT_DEVICE_ARCH"  # defined by each backend's header for device code
_OPENERS = {"if", "ifdef", "ifndef"}
_FUNCTIONS = {
    "FUNCTION_DECL", "FUNCTION_TEMPLATE", "CXX_METHOD", "CONSTRUCTOR", "DESTRUCTOR",
    "CONVERSION_FUNCTION",
}  # fmt: skip
_DEVICE_ONLY = {"__global__", "__device__"}

Report = Callable[..., None]  # report(token, diag_id, **fields), as rewrite._Rewriter.report


@dataclass
class _Group:
    """One #if/#ifdef/#ifndef .. #endif: its directives' token ranges and its byte extent."""

    directives: list = field(default_factory=list)  # (first token index, end index) per directive
    start: int = 0
    end: int = 0


def _groups(tokens, directive_ends: dict) -> list[_Group]:
    """Every conditional group of the file, nested ones included."""
    found: list[_Group] = []
    open_groups: list[_Group] = []
    for i, end in sorted(directive_ends.items()):
        if i + 1 >= end:
            continue
        word = tokens[i + 1].spelling
        if word in _OPENERS:
            group = _Group(start=tokens[i].start)
            open_groups.append(group)
            found.append(group)
        elif word in ("elif", "else", "endif") and open_groups:
            group = open_groups[-1]
            if word == "endif":
                group.end = tokens[end - 1].end
                open_groups.pop()
                continue
        else:
            continue
        group.directives.append((i, end))
    return [g for g in found if g.end]


def _function_bodies(parsed: Parsed, starts: list) -> list[tuple[int, int, str]]:
    """(body start, body end, role) of the main file's function definitions; role is "device",
    "host" or "both". A body left unparsed (project mode) is found by its braces."""
    tokens = parsed.tokens
    bodies = []
    for cursor in parsed.unit.cursor.walk_preorder():
        if cursor.kind.name not in _FUNCTIONS:
            continue
        location = cursor.extent.start
        if location.file is None or location.file.name != parsed.path:
            continue
        body = next((c for c in cursor.get_children() if c.kind.name == "COMPOUND_STMT"), None)
        if body is not None:
            span = (body.extent.start.offset, body.extent.end.offset)
        else:
            span = _braced_after(tokens, bisect.bisect_left(starts, cursor.extent.end.offset))
            if span is None:
                continue
        attributes = {c.kind.name for c in cursor.get_children()}
        device = bool(attributes & {"CUDAGLOBAL_ATTR", "CUDADEVICE_ATTR"})
        host = "CUDAHOST_ATTR" in attributes
        role = "both" if device and host else "device" if device else "host"
        bodies.append((*span, role))
    return bodies


def _braced_after(tokens, k: int) -> tuple[int, int] | None:
    """The byte span of the braced block opening at tokens[k], if one does."""
    if k >= len(tokens) or tokens[k].spelling != "{":
        return None
    depth = 0
    for j in range(k, len(tokens)):
        if tokens[j].spelling == "{":
            depth += 1
        elif tokens[j].spelling == "}":
            depth -= 1
            if depth == 0:
                return tokens[k].start, tokens[j].end
    return None


def _role_in_body(bodies, start: int, end: int) -> str | None:
    """The role of the innermost function body holding [start, end), or None at file scope."""
    best = None
    for body_start, body_end, role in bodies:
        if body_start < start and end <= body_end:
            if best is None or body_start > best[0]:
                best = (body_start, role)
    return best[1] if best else None


def _role_at_file_scope(tokens, first: int, stop: int, directive_ends: dict, bodies) -> str:
    """The role of file-scope text tokens[first:stop] from its function definitions: a head
    (the tokens since the last `;` or `}` at depth 0) followed by `)` and a braced body is a
    definition, a device one when its head says __global__ or __device__ without __host__.
    Text with no definitions but macro definitions takes the role of the code using them."""
    roles = set()
    macros = set()
    head: list[str] = []
    depth = 0
    i = first
    while i < stop:
        if i in directive_ends:  # a nested directive is not part of any declaration
            if i + 2 < directive_ends[i] and tokens[i + 1].spelling == "define":
                macros.add(tokens[i + 2].spelling)
            i = directive_ends[i]
            continue
        spelling = tokens[i].spelling
        if depth == 0 and spelling == "{" and ")" in head:
            qualifiers = set(head) & {"__global__", "__device__", "__host__"}
            if qualifiers & _DEVICE_ONLY:
                roles.add("both" if "__host__" in qualifiers else "device")
            elif "namespace" not in head and "extern" not in head:
                roles.add("host")
        if spelling == "{":
            depth += 1
        elif spelling == "}":
            depth -= 1
            if depth == 0:
                head = []
        elif depth == 0:
            if spelling == ";":
                if set(head) & _DEVICE_ONLY:
                    roles.add("device")  # a __device__ variable or declaration
                head = []
            else:
                head.append(spelling)
        i += 1
    if not roles and macros:
        roles = _roles_of_uses(tokens, macros, first, stop, directive_ends, bodies)
    if not roles:
        return "host"  # plain declarations only: nvcc's host pass is what host code sees
    if roles == {"device"}:
        return "device"
    return "host" if roles == {"host"} else "both"


def _roles_of_uses(tokens, macros: set, first: int, stop: int, directive_ends: dict, bodies):
    """The roles of the function bodies (or file scope: host) where macros are used, outside
    tokens[first:stop] and outside directives (another #if testing one is not a use)."""
    in_directive = set()
    for start, end in directive_ends.items():
        in_directive.update(range(start, end))
    roles = set()
    for k, token in enumerate(tokens):
        if first <= k < stop or k in in_directive or token.spelling not in macros:
            continue
        roles.add(_role_in_body(bodies, token.start, token.end) or "host")
    return roles


def check(
    parsed: Parsed, directive_ends: dict, edits: list[Edit], report: Report, backend: str | None
) -> None:
    """Append the edits that point device-code __CUDA_ARCH__ tests at CUPORT_DEVICE_ARCH."""
    if ARCH.encode() not in parsed.data:
        return
    tokens = parsed.tokens
    starts = [t.start for t in tokens]
    bodies = None
    for group in _groups(tokens, directive_ends):
        arch_tokens = [
            k
            for first, end in group.directives
            for k in range(first, end)
            if tokens[k].spelling == ARCH
        ]
        if not arch_tokens:
            continue
        if bodies is None:
            bodies = _function_bodies(parsed, starts)
        role = _role_in_body(bodies, group.start, group.end)
        if role is None:
            first = bisect.bisect_left(starts, group.start)
            stop = bisect.bisect_left(starts, group.end)
            role = _role_at_file_scope(tokens, first, stop, directive_ends, bodies)
        if role == "device":
            for k in arch_tokens:
                edits.append(Edit(tokens[k].start, tokens[k].end, DEVICE_ARCH, why="device arch"))
        elif role == "both" and backend != "cuda":
            report(tokens[arch_tokens[0]], "CP4003")
