"""Mutations of a CUDA source for fuzzing the commands: each takes the file's bytes and a seeded
random.Random and returns new bytes. They model what users and build systems really hand a
compiler: a truncated file, a stray or missing token, an unclosed quote, comment or brace, binary
noise, NUL bytes, other line ends, a byte-order mark, very long lines, deep nesting, a huge file.

Deterministic for a seed (tests replay a fixed subset). Nothing here runs a command.
"""

from __future__ import annotations

import random
import re

_TOKENS = re.compile(rb"[A-Za-z_]\w*|\d+|<<<|>>>|::|->|[^\sA-Za-z_\d]")
_INSERTED = [
    b"{", b"}", b"(", b")", b"[", b"]", b";", b",", b"<<<", b">>>", b"<", b">", b"\"", b"'",
    b"/*", b"*/", b"//", b"#", b"#if 0", b"#endif", b"#include", b"\\", b"__global__",
    b"__device__", b"__shared__", b"template", b"cudaMalloc", b"threadIdx.x", b"dim3",
    b"extern \"C\"", b"operator", b"::", b"->", b"...", b"0x", b"1e", b"'\\",
]  # fmt: skip


def _tokens(data: bytes) -> list[re.Match]:
    return list(_TOKENS.finditer(data))


def truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data) + 1)]


def insert_token(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data) + 1)
    return data[:at] + b" " + rng.choice(_INSERTED) + b" " + data[at:]


def delete_token(data: bytes, rng: random.Random) -> bytes:
    tokens = _tokens(data)
    if not tokens:
        return data
    token = rng.choice(tokens)
    return data[: token.start()] + data[token.end() :]


def duplicate_token(data: bytes, rng: random.Random) -> bytes:
    tokens = _tokens(data)
    if not tokens:
        return data
    token = rng.choice(tokens)
    return data[: token.end()] + token.group() + data[token.end() :]


def unbalance(data: bytes, rng: random.Random) -> bytes:
    """An unclosed quote, comment, bracket or #if, or a stray closer."""
    opener = rng.choice([b'"', b"'", b"/*", b"{", b"(", b"[", b"}", b")", b"#if 1\n", b"#endif\n"])
    at = rng.randrange(len(data) + 1)
    return data[:at] + opener + data[at:]


def random_bytes(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data) + 1)
    noise = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    return data[:at] + noise + data[at:]


def flip_bytes(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return data
    out = bytearray(data)
    for _ in range(rng.randrange(1, 8)):
        out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
    return bytes(out)


def nul(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data) + 1)
    return data[:at] + b"\0" + data[at:]


def cr_only(data: bytes, rng: random.Random) -> bytes:
    return data.replace(b"\r\n", b"\n").replace(b"\n", b"\r")


def crlf(data: bytes, rng: random.Random) -> bytes:
    return data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")


def mixed_line_ends(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    return b"".join(line + rng.choice([b"\n", b"\r\n", b"\r"]) for line in lines[:-1]) + lines[-1]


def bom(data: bytes, rng: random.Random) -> bytes:
    return b"\xef\xbb\xbf" + data


def latin1(data: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(data) + 1)
    return data[:at] + b"/* caf\xe9 \xa9 */" + data[at:]


def long_line(data: bytes, rng: random.Random) -> bytes:
    at = data.rfind(b"\n", 0, rng.randrange(len(data) + 1)) + 1
    filler = rng.choice([b"/* " + b"x" * 200_000 + b" */", b"int " + b"a" * 100_000 + b";"])
    return data[:at] + filler + b"\n" + data[at:]


def deep_nesting(data: bytes, rng: random.Random) -> bytes:
    depth = rng.choice([100, 1000, 5000])
    kind = rng.choice(["parens", "braces", "sum"])
    if kind == "parens":
        text = b"int deep_p = " + b"(" * depth + b"1" + b")" * depth + b";\n"
    elif kind == "braces":
        text = b"void deep_b() " + b"{" * depth + b"}" * depth + b"\n"
    else:
        text = b"int deep_s = " + b"+".join([b"1"] * (depth * 4)) + b";\n"
    return text + data


# A huge mutant stays at most this big. Stacked huge mutations multiplied (20*60*60 copies:
# 81 MB), and a file redefining one function 72,000 times is quadratic for any C++ front end
# (each call is resolved against every redefinition): that measures clang, not cuport.
HUGE_LIMIT = 4 << 20


def huge(data: bytes, rng: random.Random) -> bytes:
    copies = min(rng.choice([20, 60]), max(1, HUGE_LIMIT // max(1, len(data))))
    body = b"".join(
        data.replace(b"main", b"main_%d" % i).replace(
            b"__global__ void ", b"__global__ void k%d_" % i
        )
        for i in range(copies)
    )
    return body + b"\nint main() { return 0; }\n"


MUTATIONS = {
    f.__name__: f
    for f in (
        truncate, insert_token, delete_token, duplicate_token, unbalance, random_bytes,
        flip_bytes, nul, cr_only, crlf, mixed_line_ends, bom, latin1, long_line, deep_nesting,
        huge,
    )
}  # fmt: skip


def mutant(data: bytes, rng: random.Random) -> tuple[bytes, list[str]]:
    """data with one to three mutations applied; returns (bytes, their names)."""
    names = [rng.choice(sorted(MUTATIONS)) for _ in range(rng.choice([1, 1, 1, 2, 3]))]
    for name in names:
        data = MUTATIONS[name](data, rng)
    return data, names
