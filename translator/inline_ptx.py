"""Rewrite the inline PTX that CUDA programs commonly write into portable C++ for backends that
are not nvcc: `asm("mov.u32 %0, %%laneid;" : "=r"(lane));` becomes `lane = <lane expression>;`.

Works on tokens (like shared_memory.py). What it translates, one instruction per asm statement:
`mov` of the special registers %laneid, %warpid (from the thread's linear index in its block, as
CUDA numbers lanes and warps), %clock, %clock64 (clock64()) and, on the cpu backend,
%globaltimer (nanoseconds, cuport::cpu::global_timer()); `vabsdiff4.u32.u32.u32.add`
(__vsadu4 plus the accumulator); and `lop3.b32` (cuport::ptx::lop3 of runtime/backends/shared/
inline_ptx.h, its lookup table an immediate or an operand). Other PTX is reported (CP4004) and
left as written, so it fails in the backend's compiler rather than computing something else; host
assembly (no PTX mnemonic) is left alone.
Must not decide which backend builds: the caller passes it, and on the cuda backend nvcc compiles
the PTX itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from cuport.translator.edits import Edit

_LINEAR = "(threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y)"
# The special registers a mov may read: the C++ expression for each, per backend (None: all).
_SPECIAL = {
    "laneid": (f"({_LINEAR} % warpSize)", None),
    "warpid": (f"({_LINEAR} / warpSize)", None),
    "clock": ("static_cast<unsigned int>(clock64())", None),
    "clock64": ("clock64()", None),
    # nanoseconds; clock64 counts cycles elsewhere
    "globaltimer": ("::cuport::cpu::global_timer()", ("cpu",)),
}
_MOV = re.compile(r"mov\.[usb](32|64)\s+%0\s*,\s*%%?(\w+)\s*;?")
_SAD4 = re.compile(r"vabsdiff4\.u32\.u32\.u32\.add\s+%0\s*,\s*%1\s*,\s*%2\s*,\s*%3\s*;?")
# lop3.b32 d, a, b, c, lut: d, a, b, c any operands; lut an operand or a PTX integer literal.
_OPERAND = r"\s*%(\d+)\s*"
_LOP3 = re.compile(
    rf"lop3\.b32{_OPERAND},{_OPERAND},{_OPERAND},{_OPERAND},\s*(?:%(\d+)|(\w+))\s*;?"
)


@dataclass
class AsmStatement:
    edits: list[Edit] = field(default_factory=list)
    last: int = 0  # index of the statement's final token (the caller resumes after it)
    error: str | None = None  # why it was left as written (CP4004's detail)


def _operands(tokens, j: int, end: int, data: bytes) -> tuple[list[str], int]:
    """The C++ expressions of the operands `"c"(expr), ...` from tokens[j], and the index of the
    token that ends the list (`:` or `)`)."""
    found = []
    while j < end and tokens[j].spelling not in (":", "::", ")"):
        if tokens[j].kind != "LITERAL" or j + 1 >= end or tokens[j + 1].spelling != "(":
            return [], -1
        depth, k = 0, j + 1
        while k < end:
            if tokens[k].spelling == "(":
                depth += 1
            elif tokens[k].spelling == ")":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        if k >= end or k == j + 2:
            return [], -1
        expression = data[tokens[j + 2].start : tokens[k - 1].end]
        found.append(expression.decode("utf-8", "surrogateescape"))
        j = k + 1
        if j < end and tokens[j].spelling == ",":
            j += 1
    return found, j


def _template(tokens, j: int, end: int) -> tuple[str, int]:
    """The asm template (adjacent string literals joined) from tokens[j], and the next index."""
    parts = []
    while j < end and tokens[j].kind == "LITERAL" and tokens[j].spelling.startswith('"'):
        parts.append(tokens[j].spelling[1:-1])
        j += 1
    return "".join(parts), j


def asm_statement_edits(tokens, i: int, limit: int, data: bytes, backend: str) -> AsmStatement:
    """Edits for the asm statement starting at tokens[i] (`asm` or `__asm__`).

    limit: index just past the last token the statement may use (the end of a #define body).
    """
    j = i + 1
    while j < limit and tokens[j].spelling in ("volatile", "__volatile__", "__volatile"):
        j += 1
    if j >= limit or tokens[j].spelling != "(":
        return AsmStatement(error="not an asm statement cuport can read")
    text, j = _template(tokens, j + 1, limit)
    outputs, inputs = [], []
    if j < limit and tokens[j].spelling == ":":
        outputs, j = _operands(tokens, j + 1, limit, data)
        if j < 0:
            return AsmStatement(error='its operands are not `"constraint"(expression)` lists')
    if j < limit and tokens[j].spelling in (":", "::"):  # `::`: no outputs
        inputs, j = _operands(tokens, j + 1, limit, data)
        if j < 0:
            return AsmStatement(error='its operands are not `"constraint"(expression)` lists')
    depth = 0
    while j < limit and (tokens[j].spelling != ")" or depth):  # clobbers: nothing to translate
        depth += {"(": 1, ")": -1}.get(tokens[j].spelling, 0)
        j += 1
    if j >= limit:
        return AsmStatement(error="its closing parenthesis is missing")
    instruction = " ".join(text.split())
    if not _is_ptx(instruction):
        return AsmStatement(last=j)  # host assembly (rdtsc, ...): the host compiler's to read
    replacement = _translate(instruction, outputs, inputs, backend)
    if isinstance(replacement, AsmStatement):
        return replacement
    return AsmStatement(
        edits=[Edit(tokens[i].start, tokens[j].end, replacement, why="inline PTX")], last=j
    )


def _is_ptx(instruction: str) -> bool:
    """PTX rather than host assembly: typed mnemonics (mov.u32, bfe.u32, shfl.sync, ...), PTX's
    special registers, or its few untyped instructions."""
    first = instruction.split(" ", 1)[0].rstrip(";")
    return "." in first or "%%" in instruction or first in ("trap", "exit", "brkpt", "ret")


def _translate(instruction: str, outputs: list, inputs: list, backend: str):
    """The C++ expression statement (without `;`) for one PTX instruction, or an AsmStatement
    saying why not."""
    mov = _MOV.fullmatch(instruction)
    if mov and len(outputs) == 1 and not inputs and mov.group(2) in _SPECIAL:
        expression, backends = _SPECIAL[mov.group(2)]
        if backends is None or backend in backends:
            cast = "unsigned long long" if mov.group(1) == "64" else "unsigned int"
            return f"({outputs[0]}) = static_cast<{cast}>({expression})"
        return AsmStatement(error=f"`{instruction}` (%{mov.group(2)}) on the {backend} backend")
    if _SAD4.fullmatch(instruction) and len(outputs) == 1 and len(inputs) == 3:
        a, b, c = inputs
        return f"({outputs[0]}) = __vsadu4({a}, {b}) + ({c})"
    lop3 = _LOP3.fullmatch(instruction)
    if lop3:
        return _lop3(instruction, lop3, outputs, inputs)
    return AsmStatement(error=f"`{instruction}`")


def _lop3(instruction: str, match: re.Match, outputs: list, inputs: list):
    """`(d) = ::cuport::ptx::lop3(a, b, c, lut)`, or an AsmStatement saying why not."""
    operands = outputs + inputs  # numbered as GCC numbers them: outputs first
    numbers = [int(n) for n in match.group(1, 2, 3, 4, 5) if n is not None]
    if numbers[0] >= len(outputs):
        return AsmStatement(error=f"`{instruction}` (its destination is not an output operand)")
    if max(numbers) >= len(operands):
        return AsmStatement(error=f"`{instruction}` (the asm has {len(operands)} operands)")
    d, a, b, c = (f"({operands[n]})" for n in numbers[:4])
    if match.group(5) is not None:
        lut = f"({operands[numbers[4]]})"
    else:
        value = _ptx_integer(match.group(6))
        if value is None or value > 0xFF:
            return AsmStatement(error=f"`{instruction}` (its lookup table is not 0 to 255)")
        lut = f"0x{value:02X}u"
    return f"{d} = ::cuport::ptx::lop3({a}, {b}, {c}, {lut})"


def _ptx_integer(literal: str) -> int | None:
    """A PTX integer literal's value (hex 0x, binary 0b, octal 0, decimal; U suffix), or None."""
    digits = literal[:-1] if literal[-1] in "Uu" else literal
    for pattern, base in (
        (r"0[xX][0-9a-fA-F]+", 16),
        (r"0[bB][01]+", 2),
        (r"0[0-7]*", 8),
        (r"[1-9][0-9]*", 10),
    ):
        if re.fullmatch(pattern, digits):
            return int(digits[2:] if base in (16, 2) else digits, base)
    return None
