"""Rewrite `kernel<<<grid, block[, shared[, stream]]>>>(args)` into the shim's launch macro.

Works on tokens, so launches inside macro bodies and inactive #if branches are rewritten too.
Only the launch punctuation changes; every argument keeps its original text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cuport.translator.edits import Edit

LAUNCH_MACRO = "cuportLaunchKernelGGL"
_OPEN = {"(": ")", "[": "]", "{": "}"}
_CLOSE = {v: k for k, v in _OPEN.items()}


@dataclass
class Launch:
    edits: list[Edit] = field(default_factory=list)
    error: str | None = None


def _match_forward(tokens, i: int, stop: str) -> int | None:
    """Index of the first `stop` token after i at bracket depth 0, or None."""
    depth = 0
    for j in range(i + 1, len(tokens)):
        spelling = tokens[j].spelling
        if depth == 0 and spelling == stop:
            return j
        if spelling in _OPEN:
            depth += 1
        elif spelling in _CLOSE:
            depth -= 1
            if depth < 0:
                return None
        elif spelling == ";" and depth == 0:
            return None
    return None


def _top_level_splits(tokens, start: int, end: int, separator: str = ",") -> list[tuple[int, int]]:
    """Split tokens[start:end] at top-level separators into (first, last+1) index pairs."""
    parts = []
    depth = 0
    begin = start
    for j in range(start, end):
        spelling = tokens[j].spelling
        if spelling in _OPEN:
            depth += 1
        elif spelling in _CLOSE:
            depth -= 1
        elif spelling == separator and depth == 0:
            parts.append((begin, j))
            begin = j + 1
    if begin < end:
        parts.append((begin, end))
    return parts


def _match_backward(tokens, j: int) -> int | None:
    """Index of the '(' matching the ')' at tokens[j], or None."""
    depth = 0
    while j >= 0:
        s = tokens[j].spelling
        if s == ")":
            depth += 1
        elif s == "(":
            depth -= 1
            if depth == 0:
                return j
        j -= 1
    return None


def _template_close(tokens, j: int, end: int) -> int | None:
    """Index of the `>` closing the template argument list opened by tokens[j] (`<`), or None
    when tokens[j] is a less-than (no matching `>` before end)."""
    depth = 0
    angle = 0
    for t in range(j, end):
        spelling = tokens[t].spelling
        if spelling in _OPEN:
            depth += 1
        elif spelling in _CLOSE:
            depth -= 1
            if depth < 0:
                return None
        elif depth == 0 and spelling == "<":
            angle += 1
        elif depth == 0 and spelling in (">", ">>"):
            angle -= 1 if spelling == ">" else 2
            if angle <= 0:
                return t
        elif spelling == ";":
            return None
    return None


def _config_splits(tokens, start: int, end: int) -> list[tuple[int, int]]:
    """Split a launch configuration at its top-level commas; template argument lists
    (`Traits<int, 4>::blocks`) count as brackets."""
    parts = []
    begin = start
    j = start
    depth = 0
    while j < end:
        spelling = tokens[j].spelling
        if spelling in _OPEN:
            depth += 1
        elif spelling in _CLOSE:
            depth -= 1
        elif spelling == "<" and j > start and tokens[j - 1].kind == "IDENTIFIER":
            close = _template_close(tokens, j, end)
            if close is not None:
                j = close
        elif spelling == "," and depth == 0:
            parts.append((begin, j))
            begin = j + 1
        j += 1
    if begin < end:
        parts.append((begin, end))
    return parts


def _comma_outside_parens(tokens, first: int, last: int) -> bool:
    depth = 0
    for t in range(first, last):
        spelling = tokens[t].spelling
        if spelling in ("(", "["):
            depth += 1
        elif spelling in (")", "]"):
            depth -= 1
        elif spelling == "," and depth == 0:
            return True
    return False


def _callee_start(tokens, i: int) -> int | None:
    """Index of the first token of the kernel expression that ends right before tokens[i]."""
    j = i - 1
    if j < 0:
        return None
    spelling = tokens[j].spelling
    if spelling in (">", ">>"):  # template arguments: walk back to the matching '<'
        depth = 0
        while j >= 0:
            s = tokens[j].spelling
            if s == ")":  # a parenthesized argument may hold '<' or '>' of its own
                j = _match_backward(tokens, j)
                if j is None:
                    return None
            elif s == ">":
                depth += 1
            elif s == ">>":
                depth += 2
            elif s == "<":
                depth -= 1
                if depth == 0:
                    break
            elif s in (";", "{", "}"):
                return None
            j -= 1
        j -= 1
    elif spelling == "]":  # kernels[i]<<<...>>>: walk back to the '[' then on to the array name
        depth = 0
        while j >= 0:
            s = tokens[j].spelling
            if s == "]":
                depth += 1
            elif s == "[":
                depth -= 1
                if depth == 0:
                    break
            j -= 1
        j -= 1
    elif spelling == ")":  # (kernel_expression)<<<...>>>
        return _match_backward(tokens, j)
    if j < 0 or tokens[j].kind != "IDENTIFIER":
        return None
    # Qualified names: ns::kernel, ::kernel, obj.member, ptr->member.
    while j >= 2 and tokens[j - 1].spelling in ("::", ".", "->"):
        if tokens[j - 2].kind == "IDENTIFIER":
            j -= 2
        else:
            break
    if j >= 1 and tokens[j - 1].spelling == "::":
        j -= 1
    return j


def launch_edits(tokens, i: int, data: bytes = b"") -> Launch:
    """Edits for the launch whose `<<<` is tokens[i] (data: the file, to keep line ends clean)."""
    close = _match_forward(tokens, i, ">>>")
    if close is None:
        return Launch(error="no matching '>>>'")
    config = _config_splits(tokens, i + 1, close)
    if not 2 <= len(config) <= 4:
        return Launch(error=f"expected 2 to 4 launch parameters, found {len(config)}")
    if close + 1 >= len(tokens) or tokens[close + 1].spelling != "(":
        return Launch(error="'>>>' is not followed by the kernel's argument list")
    args_close = _match_forward(tokens, close + 1, ")")
    if args_close is None:
        return Launch(error="the kernel's argument list is not closed")
    callee = _callee_start(tokens, i)
    if callee is None:
        return Launch(error="cannot find the kernel name before '<<<'")

    edits = []
    callee_parts = _top_level_splits(tokens, callee, i)
    # A template kernel name with a comma (k<float, 256>) must be one macro argument.
    wrap = len(callee_parts) > 1 or any(tokens[t].spelling == "," for t in range(callee, i))
    head = LAUNCH_MACRO + ("((" if wrap else "(")
    start = tokens[callee].start
    edits.append(Edit(start, start, head, why="launch"))
    lt = tokens[i]
    at_line_end = data[lt.end : lt.end + 1] in (b"\n", b"\r")
    separator = "," if at_line_end else ", "  # no trailing space when `<<<` ends its line
    edits.append(Edit(lt.start, lt.end, (")" if wrap else "") + separator, why="launch"))
    for number, (first, last) in enumerate(config):
        # A comma outside parentheses ({x, y}, Traits<int, 4>::blocks) would split the macro
        # argument: parenthesize it, and give a braced grid or block its type.
        if not _comma_outside_parens(tokens, first, last):
            continue
        braced = tokens[first].spelling == "{" and number < 2
        edits.append(Edit(tokens[first].start, tokens[first].start, "(dim3" if braced else "("))
        edits.append(Edit(tokens[last - 1].end, tokens[last - 1].end, ")", why="launch"))
    defaults = ["0"] * (4 - len(config))
    has_args = args_close > close + 2
    tail = "".join(", " + d for d in defaults) + (", " if has_args else "")
    gt_start = tokens[close].start
    paren_end = tokens[close + 1].end
    edits.append(Edit(gt_start, paren_end, tail, why="launch"))
    return Launch(edits=edits)


# The shim's launch-API functions (named by their portable spelling, so the CUDA names stay in the
# table): their first argument is the kernel, which CUDA code writes as `(void*)kernel`.
LAUNCH_API_SHIMS = ("cuportLaunchKernel", "cuportLaunchCooperativeKernel")
_CASTS = ("reinterpret_cast", "static_cast", "const_cast")


def _void_pointer(tokens, first: int, last: int) -> bool:
    """tokens[first:last] spell `[const] void [const] *` (the target type of the cast)."""
    words = [t.spelling for t in tokens[first:last]]
    return bool(words) and words[-1] == "*" and set(words[:-1]) <= {"const", "void"}


def launch_api_edits(tokens, i: int) -> list[Edit]:
    """Drop the void* cast from the kernel argument of cudaLaunchKernel(...) at tokens[i].

    `cudaLaunchKernel((void*)k, grid, block, args, shared, stream)` becomes
    `cuportLaunchKernel(k, ...)`: the shim's template overload then sees the kernel's parameter
    types and can unpack `args` (a backend cannot call through a void*).
    """
    if i + 1 >= len(tokens) or tokens[i + 1].spelling != "(":
        return []
    first = i + 2
    if first >= len(tokens):
        return []
    if tokens[first].spelling == "(":
        close = _match_forward(tokens, first, ")")
        if close is None or close + 1 >= len(tokens) or not _void_pointer(tokens, first + 1, close):
            return []
        return [Edit(tokens[first].start, tokens[close + 1].start, "", why="launch cast")]
    if tokens[first].spelling in _CASTS and first + 1 < len(tokens):
        if tokens[first + 1].spelling != "<":
            return []
        gt = _match_forward(tokens, first + 1, ">")
        if gt is None or not _void_pointer(tokens, first + 2, gt):
            return []
        if gt + 2 >= len(tokens) or tokens[gt + 1].spelling != "(":
            return []
        close = _match_forward(tokens, gt + 1, ")")
        if close is None:
            return []
        return [
            Edit(tokens[first].start, tokens[gt + 2].start, "", why="launch cast"),
            Edit(tokens[close].start, tokens[close].end, "", why="launch cast"),
        ]
    return []


# The shim that turns a kernel into the `void*` CUDA stores in cudaKernelNodeParams::func.
KERNEL_ADDRESS_SHIM = "cuportKernelAddress"
_KERNEL_FIELDS = ("func",)  # cudaKernelNodeParams::func and cudaLaunchParams::func
_ASSIGNMENT_ENDS = (";", ",", ")", "}")


def kernel_names(tokens) -> set[str]:
    """Names this file declares `__global__` (the identifier before the declaration's `(`)."""
    names: set[str] = set()
    for i, token in enumerate(tokens):
        if token.spelling != "__global__":
            continue
        depth = 0
        for j in range(i + 1, min(len(tokens), i + 200)):
            spelling = tokens[j].spelling
            if spelling == "<":
                depth += 1
            elif spelling == ">":
                depth -= 1
            elif spelling in (";", "{"):
                break
            elif spelling == "(" and depth <= 0:
                if tokens[j - 1].kind == "IDENTIFIER":
                    names.add(tokens[j - 1].spelling)
                break
    return names


def _template_arguments_end(tokens, i: int) -> int | None:
    """Index of the `>` closing the template argument list opened at tokens[i], or None."""
    if i >= len(tokens) or tokens[i].spelling != "<":
        return None
    depth = 0
    for j in range(i, min(len(tokens), i + 100)):
        spelling = tokens[j].spelling
        if spelling == "<":
            depth += 1
        elif spelling == ">":
            depth -= 1
            if depth == 0:
                return j
        elif spelling in (";", "{", "}"):
            return None
    return None


def kernel_address_edits(tokens) -> list[Edit]:
    """`params.func = (void*)kernel;` becomes `params.func = cuportKernelAddress(kernel);`.

    A backend that cannot call a function through a void* (cpu) registers the kernel's parameter
    types there, so a graph's kernel node can run it; the others take its address. Only a kernel
    this file declares is rewritten: for any other name the cast stays, and the runtime names the
    function it cannot call.
    """
    kernels = kernel_names(tokens)
    if not kernels:
        return []
    edits: list[Edit] = []
    for i in range(2, len(tokens) - 6):
        if tokens[i].spelling not in _KERNEL_FIELDS or tokens[i - 1].spelling not in (".", "->"):
            continue
        if tokens[i + 1].spelling != "=" or tokens[i + 2].spelling != "(":
            continue
        close = _match_forward(tokens, i + 2, ")")
        if close is None or not _void_pointer(tokens, i + 3, close):
            continue
        name = close + 1
        if name < len(tokens) and tokens[name].spelling == "&":
            name += 1
        if name + 1 >= len(tokens) or tokens[name].spelling not in kernels:
            continue
        last = _template_arguments_end(tokens, name + 1) or name  # kernel<T, 4>
        if last + 1 >= len(tokens) or tokens[last + 1].spelling not in _ASSIGNMENT_ENDS:
            continue
        kernel = "".join(
            t.spelling + (" " if t.spelling == "," else "") for t in tokens[name : last + 1]
        )
        edits.append(
            Edit(
                tokens[i + 2].start,
                tokens[last].end,
                f"{KERNEL_ADDRESS_SHIM}({kernel})",
                why="kernel address",
            )
        )
    return edits


# Fields named like a built-in variable (cudaKernelNodeParams::gridDim, ::blockDim): a backend
# whose built-ins are macros (cpu) names them through CUPORT_FIELD.
_BUILTIN_FIELDS = ("gridDim", "blockDim")


def builtin_field_edits(tokens) -> list[Edit]:
    """`params.gridDim` becomes `params.CUPORT_FIELD(gridDim)` (and `->` alike)."""
    edits: list[Edit] = []
    for i in range(1, len(tokens)):
        token = tokens[i]
        if token.spelling in _BUILTIN_FIELDS and tokens[i - 1].spelling in (".", "->"):
            edits.append(
                Edit(token.start, token.end, f"CUPORT_FIELD({token.spelling})", why="field")
            )
    return edits
