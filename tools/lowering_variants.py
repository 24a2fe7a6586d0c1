"""Kernel variants for the lowering's differential test (tools/lowering_diff.py): CUDA kernels
written the way real code writes them, from a seed, each well defined (no races, no float
atomics, no reads outside its buffers), so that the lowered and the fiber builds must compute
the same bits.

Every variant is one kernel `NAME(float* out, const float* in, int n)` with the macros and
helpers it needs, all named with its own suffix, and the launch that runs it. What varies:
the shape (element-wise, grid-stride, nested loops, shared-memory tree reduction, warp-shuffle
reduction, 1-D stencil with a halo), how bounds and guards are spelled (literals, object-like
and function-like macros, nested macros, macros over parameters, macros that expand to
statements or read threadIdx), `#if` groups and pragmas inside bodies, helper functions with
several qualifiers (`__forceinline__`, `static inline`, `__host__ __device__`, templates),
lambdas, `auto`, early returns and `goto`. Generates text only; builds and runs nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

# The block sizes variants are written for (each a multiple of the warp).
BLOCKS = (64, 128, 256)
# Elements each variant reads and writes (not a multiple of any block: edge blocks exist).
ELEMENTS = 1000


@dataclass(frozen=True)
class Variant:
    """One kernel: its name, the text before the harness (macros, helpers, kernel), the
    launch's grid and block, and a one-line summary of what it exercises."""

    name: str
    text: str
    grid: int
    block: int
    features: str
    template: str = ""  # `<...>` when the kernel is a template


_QUALIFIERS = (
    "__device__",
    "__device__ __forceinline__",
    "static __device__ inline",
    "__host__ __device__",
    "__device__ __noinline__",
    "__forceinline__ __device__",
)


class _Writer:
    """Builds one variant: the pieces before the kernel, the kernel's body lines, and the
    features used."""

    def __init__(self, rng: random.Random, suffix: str, block: int):
        self.rng = rng
        self.s = suffix
        self.block = block
        self.before: list[str] = []
        self.features: list[str] = []

    def pick(self, *choices):
        return self.rng.choice(choices)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def feature(self, name: str) -> None:
        if name not in self.features:
            self.features.append(name)

    def pragma(self, indent: str = "  ") -> str:
        """A pragma line before a loop, or nothing."""
        if not self.chance(0.5):
            return ""
        self.feature("pragma")
        return indent + self.pick("#pragma unroll", "#pragma unroll 4", "#pragma unroll 1") + "\n"

    def bound(self) -> str:
        """How the kernel spells n in a bound: n itself or macros over it."""
        form = self.pick("plain", "pick", "nested", "paren")
        if form == "plain":
            return "n"
        if form == "pick":
            self.before += [
                f"#define PICK{self.s}(x, y) y",
                f"#define BOUND{self.s} PICK{self.s}(N, n)",
            ]
            self.feature("macro bound PICK(N, n)")
            return f"BOUND{self.s}"
        if form == "nested":
            self.before += [
                f"#define LIMIT{self.s}(v) (v)",
                f"#define COUNT{self.s} n",
                f"#define BOUND{self.s} LIMIT{self.s}(COUNT{self.s})",
            ]
            self.feature("nested macro bound")
            return f"BOUND{self.s}"
        self.before.append(f"#define BOUND{self.s} (n + 0)")
        self.feature("object-like macro bound")
        return f"BOUND{self.s}"

    def index(self) -> str:
        """The global thread index expression."""
        form = self.pick("plain", "macro", "tid", "helper")
        if form == "plain":
            return "blockIdx.x * blockDim.x + threadIdx.x"
        if form == "macro":
            self.before.append(f"#define GID{self.s} (blockIdx.x * blockDim.x + threadIdx.x)")
            self.feature("index macro")
            return f"GID{self.s}"
        if form == "tid":
            self.before.append(f"#define TID{self.s} threadIdx.x")
            self.before.append(f"#define GID{self.s} (blockIdx.x * blockDim.x + TID{self.s})")
            self.feature("nested index macro over threadIdx")
            return f"GID{self.s}"
        qualifier = self.pick(*_QUALIFIERS[:4])
        self.before.append(
            f"{qualifier} int gid{self.s}() {{ return blockIdx.x * blockDim.x + threadIdx.x; }}"
        )
        self.feature(f"index helper ({qualifier})")
        return f"gid{self.s}()"

    def value(self, operand: str) -> str:
        """An expression computing a float from operand."""
        form = self.pick("plain", "helper", "template", "lambda", "macro", "auto")
        if form == "plain":
            return f"2.0f * {operand} + 1.0f"
        if form == "helper":
            qualifier = self.pick(*_QUALIFIERS)
            self.before.append(
                f"{qualifier} float f{self.s}(float x) {{ return x * 0.5f - 3.0f; }}"
            )
            self.feature(f"helper ({qualifier})")
            return f"f{self.s}({operand})"
        if form == "template":
            self.before.append(
                f"template <int K> __device__ __forceinline__ float scaled{self.s}(float x)"
                " { return x * K + 1.0f; }"
            )
            self.feature("template helper")
            return f"scaled{self.s}<3>({operand})"
        if form == "lambda":
            self.feature("lambda")
            return f"[](float x) {{ return x * x + 1.0f; }}({operand})"
        if form == "macro":
            self.before.append(f"#define TWICE{self.s}(x) ((x) + (x))")
            self.feature("function-like macro")
            return f"TWICE{self.s}({operand})"
        self.feature("auto")
        return f"([&] {{ auto v = {operand}; return v * 3.0f; }}())"

    def store(self, target: str, value: str) -> str:
        """A statement storing value into target."""
        if self.chance(0.3):
            self.before.append(f"#define STORE{self.s}(p, v) do {{ (p) = (v); }} while (0)")
            self.feature("statement macro")
            return f"STORE{self.s}({target}, {value});"
        return f"{target} = {value};"

    def condition_group(self, active: str, other: str) -> str:
        """active under an #if group that keeps it (another branch holds other), or active."""
        if not self.chance(0.3):
            return active
        self.feature("#if inside the body")
        self.before.append(f"#define ON{self.s} 1")
        form = self.pick("if", "ifdef", "ifndef")
        if form == "if":
            return f"#if ON{self.s}\n{active}\n#else\n{other}\n#endif"
        if form == "ifdef":
            return f"#ifdef UNDEFINED{self.s}\n{other}\n#else\n{active}\n#endif"
        return f"#ifndef ON{self.s}\n{other}\n#elif ON{self.s} > 0\n{active}\n#endif"


def _elementwise(w: _Writer) -> tuple[list, int]:
    index, bound = w.index(), w.bound()
    value = w.value("in[i]")
    guard = w.pick("if", "return", "goto", "macro")
    store = w.condition_group("    " + w.store("out[i]", value), "    out[i] = -1.0f;")
    body = [f"  int i = {index};"]
    if guard == "return":
        w.feature("early return")
        body += [f"  if (i >= {bound}) return;", store]
    elif guard == "goto":
        w.feature("goto")
        body += [f"  if (i >= {bound}) goto done;", store, "done:;"]
    elif guard == "macro":
        w.before.append(f"#define INSIDE{w.s}(x) ((x) < {bound})")
        w.feature("guard macro")
        body += [f"  if (INSIDE{w.s}(i)) {{", store, "  }"]
    else:
        body += [f"  if (i < {bound}) {{", store, "  }"]
    return body, (ELEMENTS + w.block - 1) // w.block


def _grid_stride(w: _Writer) -> tuple[list, int]:
    w.feature("grid-stride loop")
    bound = w.bound()
    start = w.index()
    stride = w.pick("blockDim.x * gridDim.x", "gridDim.x * blockDim.x")
    value = w.value("in[i]")
    body = [
        f"  for (int i = {start}; i < {bound}; i += {stride}) {{",
        "    " + w.store("out[i]", value),
        "  }",
    ]
    return body, 2


def _nested(w: _Writer) -> tuple[list, int]:
    w.feature("nested loops")
    index, bound = w.index(), w.bound()
    reach = w.pick("3", "REACH")
    if reach == "REACH":
        w.before.append(f"#define REACH{w.s} 3")
        reach = f"REACH{w.s}"
    body = [
        f"  int i = {index};",
        f"  if (i >= {bound}) return;",
        "  float acc = 0.0f;",
        w.pragma() + f"  for (int j = 0; j < {reach}; j++) {{",
        "    for (int k = 0; k <= j; k++) {",
        "      int at = i + j - k;",
        "      if (at < n) acc += in[at] * (j + 1);",
        "    }",
        "  }",
        "  " + w.store("out[i]", w.value("acc")),
    ]
    return body, (ELEMENTS + w.block - 1) // w.block


def _tree_reduction(w: _Writer) -> tuple[list, int]:
    w.feature("shared memory + barriers")
    size = w.pick(str(w.block), "BLOCK")
    if size == "BLOCK":
        w.before.append(f"#define BLOCK{w.s} {w.block}")
        size = f"BLOCK{w.s}"
    tid = w.pick("threadIdx.x", "TID")
    if tid == "TID":
        w.before.append(f"#define TID{w.s} threadIdx.x")
        w.feature("thread macro")
        tid = f"TID{w.s}"
    bound = w.bound()
    body = [
        f"  __shared__ float s[{size}];",
        f"  int t = {tid};",
        "  int i = blockIdx.x * blockDim.x + t;",
        f"  s[t] = i < {bound} ? in[i] : 0.0f;",
        "  __syncthreads();",
        w.pragma() + "  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {",
        "    if (t < stride) s[t] += s[t + stride];",
        "    __syncthreads();",
        "  }",
        "  if (t == 0) out[blockIdx.x] = s[0];",
    ]
    return body, (ELEMENTS + w.block - 1) // w.block


def _warp_reduction(w: _Writer) -> tuple[list, int]:
    w.feature("warp shuffles")
    shuffle = w.pick("__shfl_down_sync(0xffffffff, v, o)", "__shfl_xor_sync(0xffffffff, v, o)")
    loop = w.pragma("") + f"  for (int o = 16; o > 0; o >>= 1) v += {shuffle};"
    if w.chance(0.6):
        qualifier = w.pick(*_QUALIFIERS[:5])
        w.feature(f"warp helper ({qualifier})")
        w.before.append(f"{qualifier} float warp_sum{w.s}(float v) {{\n{loop}\n  return v;\n}}")
        reduce = f"  v = warp_sum{w.s}(v);"
    else:
        reduce = loop
    bound = w.bound()
    body = [
        "  __shared__ float partial[32];",
        "  int lane = threadIdx.x % 32;",
        "  int warp = threadIdx.x / 32;",
        "  int i = blockIdx.x * blockDim.x + threadIdx.x;",
        f"  float v = i < {bound} ? in[i] : 0.0f;",
        reduce,
        "  if (lane == 0) partial[warp] = v;",
        "  __syncthreads();",
        "  if (warp == 0) {",
        "    v = lane < blockDim.x / 32 ? partial[lane] : 0.0f;",
        reduce.replace("\n", "\n  "),
        "    if (lane == 0) out[blockIdx.x] = v;",
        "  }",
    ]
    return body, (ELEMENTS + w.block - 1) // w.block


def _stencil(w: _Writer) -> tuple[list, int]:
    w.feature("stencil: shared tile with halo")
    radius = w.pick(1, 2, 3)
    w.before.append(f"#define RADIUS{w.s} {radius}")
    w.before.append(f"#define TILE{w.s} ({w.block} + 2 * RADIUS{w.s})")
    r = f"RADIUS{w.s}"
    body = [
        f"  __shared__ float tile[TILE{w.s}];",
        "  int g = blockIdx.x * blockDim.x + threadIdx.x;",
        f"  int l = threadIdx.x + {r};",
        "  tile[l] = g < n ? in[g] : 0.0f;",
        f"  if (threadIdx.x < {r}) {{",
        f"    tile[l - {r}] = g >= {r} && g - {r} < n ? in[g - {r}] : 0.0f;",
        "    tile[l + blockDim.x] = g + blockDim.x < n ? in[g + blockDim.x] : 0.0f;",
        "  }",
        "  __syncthreads();",
        "  if (g < n) {",
        "    float acc = 0.0f;",
        w.pragma("    ") + f"    for (int o = -{r}; o <= {r}; o++) acc += tile[l + o];",
        "    " + w.store("out[g]", "acc"),
        "  }",
    ]
    return body, (ELEMENTS + w.block - 1) // w.block


_SHAPES = (_elementwise, _grid_stride, _nested, _tree_reduction, _warp_reduction, _stencil)


def variant(seed: int, index: int) -> Variant:
    """Variant number index of the family seed (the same numbers give the same text)."""
    rng = random.Random(seed * 1_000_003 + index)
    block = rng.choice(BLOCKS)
    suffix = f"_v{index}"
    w = _Writer(rng, suffix, block)
    shape = rng.choice(_SHAPES)
    body, grid = shape(w)
    name = f"kernel{suffix}"
    template = ""
    head = f"__global__ void {name}(float* out, const float* in, int n)"
    if w.chance(0.15):
        w.feature("template kernel")
        head = "template <int UNUSED> " + head
        template = "<1>"
    if w.chance(0.2):
        head = head.replace("const float* in", "const float* __restrict__ in")
        w.feature("__restrict__")
    before = "\n".join(dict.fromkeys(w.before))  # each macro or helper once, in order
    text = f"{before}\n{head} {{\n" + "\n".join(body) + "\n}\n"
    features = f"{shape.__name__.strip('_')}: " + ", ".join(w.features)
    return Variant(name, text, grid, block, features, template)


def variants(seed: int, count: int, start: int = 0) -> list[Variant]:
    return [variant(seed, index) for index in range(start, start + count)]
