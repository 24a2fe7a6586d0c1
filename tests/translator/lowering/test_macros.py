"""translator/lowering/macros.py: the user's macros expanded as the compiler's preprocessor
expands them (checked against g++ -E), and a clear refusal (Unexpandable) where the expansion
could differ from the compiler's."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from cuport.translator.lowering import macros

# Preprocessing tokens, enough for these cases: strings, identifiers, numbers, punctuators.
_TOKEN = re.compile(
    r'"(?:\\.|[^"\\])*"|[A-Za-z_]\w*|\.?\d(?:[eEpP][+-]|[\w.])*|##|\.\.\.|->|<<=|>>=|<<|>>|'
    r"[<>=!&|+\-*/%^]=|&&|\|\||\+\+|--|::|\S"
)

# Definitions shaped like real code's: bounds from a template generator, nested and
# recursive macros, pasting, GNU's variadic comma, statement macros.
DEFINITIONS = """
#define N 1024
#define PICK(x, y) y
#define BOUND PICK(N, n)
#define LIMIT(v) (v)
#define COUNT n
#define NESTED LIMIT(COUNT)
#define SELF SELF + 1
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
#define LOG(fmt, ...) report(fmt, ## __VA_ARGS__)
#define ALL(...) f(__VA_ARGS__)
#define NAMED(args...) g(args)
#define F(x) x
#define G F
#define STORE(p, v) do { (p) = (v); } while (0)
#define TWICE(x) ((x) + (x))
#define EMPTY
#define NEG -1
#define INDEX (blockIdx.x * blockDim.x + TID)
#define TID threadIdx.x
#define APPLY(m, x) m(x)
#define NONE()
"""

USES = [
    "if (i < BOUND) for (int j = 0; j < BOUND; j++) a[j] = 0;",
    "x = NESTED;",
    "x = SELF;",
    "x = CAT(cuport, _y) + CAT(x, 1) + CAT(, y) + CAT(y, );",
    "x = XCAT(N, u);",
    'LOG("a"); LOG("a", 1, 2);',
    "ALL(); ALL(1, (2, 3));",
    "NAMED(1, 2);",
    "x = G(3) + F(F(2)) + F((1, 2));",
    "STORE(out[i], TWICE(in[i] + 1));",
    "x = EMPTY y - NEG;",
    "int i = INDEX;",
    "x = APPLY(TWICE, 4) + APPLY(F, N);",
    "x = F; y = TWICE",
    "NONE() x = 1;",
]


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def _definitions() -> dict:
    """{name: Macro} parsed from DEFINITIONS (params as the macro module expects them)."""
    found = {}
    for line in DEFINITIONS.strip().splitlines():
        head = re.match(r"#define (\w+)(\(([^)]*)\))? ?(.*)", line)
        name, has_params, params, body = head.groups()
        spelled = [p.strip() for p in params.split(",")] if has_params and params.strip() else []
        variadic = bool(spelled) and spelled[-1].endswith("...")
        if variadic:
            spelled[-1] = spelled[-1][:-3] or "__VA_ARGS__"
        body_tokens = tuple(macros.token(t) for t in _tokens(body))
        found[name] = macros.Macro(
            name, tuple(spelled) if has_params else None, body_tokens, variadic
        )
    return found


def _expanded(use: str, **kwargs) -> str:
    tokens = [macros.token(t) for t in _tokens(use)]
    return macros.spelled(macros.expand(tokens, _definitions().get, **kwargs))


def _preprocessor(use: str) -> str:
    """What g++'s preprocessor makes of use, as one-space-separated tokens."""
    compiler = shutil.which("g++") or shutil.which("cpp")
    if compiler is None:
        pytest.skip("no C preprocessor")
    proc = subprocess.run(
        [compiler, "-E", "-P", "-x", "c++", "-"],
        input=DEFINITIONS + use + "\n",
        capture_output=True,
        text=True,
        check=True,
    )
    return " ".join(_tokens(proc.stdout))


@pytest.mark.parametrize("use", USES)
def test_expansion_is_the_preprocessors(use):
    assert _expanded(use) == _preprocessor(use)


def test_the_issue_bound_becomes_the_parameter():
    # A function-like macro over a kernel parameter, behind an object-like one.
    assert _expanded("i < BOUND") == "i < n"


def test_a_macro_is_not_expanded_inside_its_own_expansion():
    assert _expanded("SELF") == "SELF + 1"


def test_names_that_are_not_macros_stay():
    assert _expanded("foo(bar) + baz") == "foo ( bar ) + baz"


def _with(name: str, params, body: str, variadic: bool = False):
    table = _definitions()
    table[name] = macros.Macro(
        name, params, tuple(macros.token(t) for t in _tokens(body)), variadic
    )
    return table.get


@pytest.mark.parametrize(
    ("macro", "use", "message"),
    [
        (("STR", ("x",), "# x"), "STR(a)", "stringizes"),
        (("BAD", ("a", "b"), "a ## b"), "BAD(+, /)", "pastes '+' and '/'"),
        (("OPT", ("...",), "f(__VA_OPT__(,))"), "OPT(1)", "__VA_OPT__"),
        (("TWO", ("a", "b"), "a b"), "TWO(1)", "called with 1 arguments"),
        (("OPEN", ("a",), "a"), "OPEN(1", "not closed"),
    ],
)
def test_what_it_cannot_reproduce_is_refused_with_the_reason(macro, use, message):
    name, params, body = macro
    lookup = _with(name, params, body)
    with pytest.raises(macros.Unexpandable, match=re.escape(message)):
        macros.expand([macros.token(t) for t in _tokens(use)], lookup)


def test_a_function_like_name_last_in_a_whole_use_is_refused():
    # Its `(` could follow in the source past the use: the compiler would expand it there.
    with pytest.raises(macros.Unexpandable, match="past the text"):
        _expanded("x + F", whole=True)
    assert _expanded("x + F") == "x + F"  # as an argument, alone, it stays a name


def test_a_lookup_that_cannot_tell_a_definition_stops_the_expansion():
    def lookup(name):
        raise macros.Unexpandable(f"macro {name} is defined more than once")

    with pytest.raises(macros.Unexpandable, match="more than once"):
        macros.expand([macros.token("TWICE")], lookup)


def test_token_kinds_are_read_from_spelling():
    assert macros.token("threadIdx").kind == macros.IDENTIFIER
    assert macros.token("0x1fu").kind == macros.LITERAL
    assert macros.token("<<=").kind == macros.PUNCTUATION
