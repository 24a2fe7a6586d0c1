"""tools/fuzz: the mutations do what they are named for, the harness catches each kind of broken
promise, and a fixed-seed subset of mutants passes every invariant through translate and
cuport-nvcc (the long run is `python tools/fuzz/run.py --count 5000`, docs/translate.md)."""

from __future__ import annotations

import random
import sys

import pytest
from fuzz import mutate, run
from support import SAMPLES

VECTOR_ADD = SAMPLES / "vector_add" / "vector_add.cu"
TEXT = b"__global__ void k(int* p) {\r\n  p[0] = 1;\n}\nint main() { k<<<1, 1>>>(0); }\n"


def test_mutations_are_deterministic_and_named_for_what_they_do():
    for name, mutation in mutate.MUTATIONS.items():
        first = mutation(TEXT, random.Random(7))
        assert first == mutation(TEXT, random.Random(7)), name
    rng = random.Random(1)
    assert TEXT.startswith(mutate.truncate(TEXT, rng))
    assert b"\n" not in mutate.cr_only(TEXT, rng) and b"\r" in mutate.cr_only(TEXT, rng)
    assert mutate.crlf(TEXT, rng).count(b"\r\n") == TEXT.count(b"\n")
    assert mutate.bom(TEXT, rng).startswith(b"\xef\xbb\xbf")
    assert b"\0" in mutate.nul(TEXT, rng)
    assert max(len(line) for line in mutate.long_line(TEXT, rng).splitlines()) > 100_000
    assert len(mutate.huge(TEXT, rng)) > 20 * len(TEXT)
    stacked = mutate.huge(mutate.huge(mutate.huge(TEXT, rng), rng), rng)
    assert len(stacked) < 2 * mutate.HUGE_LIMIT  # a huge file (names grow), not a multiplied one
    data, names = mutate.mutant(TEXT, random.Random(3))
    assert names and all(n in mutate.MUTATIONS for n in names) and data != TEXT


_BROKEN = {
    "traceback": "raise RuntimeError('boom')",
    "signal": "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)",
    "exit": "raise SystemExit(7)",
    "input": "import sys; open(sys.argv[1], 'ab').write(b'x')",
    "half-written": "import sys; open('.out.cpp.123.tmp', 'w'); open(sys.argv[2], 'w').write('ha')",
    "output": "pass",
}


@pytest.mark.parametrize("kind", sorted(_BROKEN))
def test_the_harness_catches_each_broken_promise(tmp_path, monkeypatch, kind):
    command = [sys.executable, "-c", _BROKEN[kind]]
    monkeypatch.setitem(run.COMMANDS, "translate", lambda src, out: [*command, src, out])
    case = run.Case(0, VECTOR_ADD, "translate", kill=False)
    outcome = run.run_case(case, seed=1, work=tmp_path, timeout=60)
    assert any(p.startswith(kind + ":") for p in outcome.violations), outcome.violations
    assert run.summarize([outcome])["counts"][kind] == 1


def test_a_fixed_seed_subset_keeps_every_invariant(tmp_path):
    """Twelve mutants (seed 26): eleven through translate -o, one through cuport-nvcc -c, two
    also killed at a random moment."""
    cases = list(run.plan(26, 0, 12, run.sources([]), nvcc_every=12, kill_every=6))
    assert {c.command for c in cases} == {"translate", "nvcc"} and sum(c.kill for c in cases) == 2
    outcomes = [run.run_case(case, 26, tmp_path, timeout=300) for case in cases]
    problems = [(o.case.index, o.case.mutations, o.violations) for o in outcomes if o.violations]
    assert not problems
    assert run.summarize(outcomes)["counts"]["violations"] == 0
