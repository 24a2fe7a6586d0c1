"""The %%cuda cell magic (runtime/notebook.py) run through a real IPython shell, as a notebook
runs it: the program's output and cuport's diagnostics show in the cell, and what the user got
wrong (CUDA, options, the build, the exit status) shows as readable lines, never a traceback.

One program (PROGRAM) is built once and found in the compile cache by the other tests.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from cuport import backends
from cuport.backends._base import Backend
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output
from support import REPO
from traitlets.config import Config

pytestmark = pytest.mark.skipif(bool(backends.get("cpu").available()), reason="no C++ compiler")

# The cell's body; line numbers in messages count the %%cuda line as line 1.
PROGRAM = r"""#include <csignal>
#include <cstdio>
#include <cstdlib>
#include "greeting.h"
__global__ void hello() { printf("%s from thread %d\n", GREETING, threadIdx.x); }
int main(int argc, char** argv) {
  hello<<<1, 2>>>();
  cudaThreadSynchronize();
  for (int i = 1; i < argc; ++i) printf("arg %d: %s\n", i, argv[i]);
  fprintf(stderr, "a line on stderr\n");
  int status = argc > 1 ? atoi(argv[1]) : 0;
  if (status < 0) raise(-status);
  return status;
}
"""
DEPRECATED_LINE = 9  # cudaThreadSynchronize(), counting the %%cuda line

BROKEN = """#include <cstdio>
__global__ void k(int* p) { p[threadIdx.x] = 1 }
int main() { return 0; }
"""


@pytest.fixture(scope="module")
def shell(tmp_path_factory):
    """An IPython shell with `%load_ext cuport` done, working in a folder with greeting.h."""
    folder = tmp_path_factory.mktemp("notebook")
    (folder / "greeting.h").write_text('#ifndef GREETING\n#define GREETING "hello"\n#endif\n')
    config = Config()
    config.HistoryManager.hist_file = ":memory:"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("IPYTHONDIR", str(folder / "ipython"))
        patch.chdir(folder)
        ipython = InteractiveShell.instance(config=config)
        ipython.run_line_magic("load_ext", "cuport")
        yield ipython
        InteractiveShell.clear_instance()


def run_cell(shell, text: str):
    """(result, stdout, stderr) of running text as a cell."""
    with capture_output() as captured:
        result = shell.run_cell(text)
    return result, captured.stdout, captured.stderr


def test_load_ext_registers_the_cell_magic(shell):
    assert "cuda" in shell.magics_manager.magics["cell"]


def test_importing_cuport_does_not_load_ipython():
    code = "import sys, cuport; print(sorted(m for m in ('IPython', 'cuport.notebook') if m in sys.modules))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert loaded.stdout.strip() == "[]", loaded.stderr


def test_program_output_arguments_and_diagnostics_show_in_the_cell(shell):
    result, out, err = run_cell(shell, f"%%cuda -- 0 'two words'\n{PROGRAM}")
    assert result.success, out + err
    assert "hello from thread 0\nhello from thread 1\n" in out
    assert "arg 1: 0\narg 2: two words\n" in out
    assert "a line on stderr" in err
    assert f"cell.cu:{DEPRECATED_LINE}:3: warning: CP1004: cudaThreadSynchronize" in err
    assert "cells" not in out + err  # the cell's folder in the cache is not shown


def test_rerunning_a_cell_takes_its_build_from_the_cache(shell, monkeypatch):
    cached = []
    build_program = Backend.build_program

    def recording(self, program, options):
        built = build_program(self, program, options)
        cached.append(built.cached)
        return built

    monkeypatch.setattr(Backend, "build_program", recording)
    for _ in range(2):
        result, out, err = run_cell(shell, f"%%cuda\n{PROGRAM}")
        assert result.success, out + err
    assert cached[-1] is True


def test_an_exit_status_other_than_0_fails_the_cell_with_one_line(shell):
    result, out, err = run_cell(shell, f"%%cuda -- 3\n{PROGRAM}")
    assert not result.success
    assert "hello from thread 1" in out
    assert "%%cuda: error: the program exited with status 3\n" in out
    assert "Traceback" not in out + err


def test_a_program_ended_by_a_signal_is_named(shell):
    result, out, err = run_cell(shell, f"%%cuda -- -6\n{PROGRAM}")
    assert not result.success
    assert "the program exited with status 134 (SIGABRT)" in out
    assert "Traceback" not in out + err


def test_a_syntax_error_names_the_cell_line_without_a_traceback(shell):
    result, out, err = run_cell(shell, f"%%cuda\n{BROKEN}")
    assert not result.success
    assert "cell.cu:3:" in err and "error: CP0001: cannot parse" in err  # cuport's
    assert "cell.cu:3:47: error: expected" in err  # the compiler's
    assert "%%cuda: error: cpu: build failed" in out
    assert "Traceback" not in out + err
    assert "cells" not in out + err


def test_translate_only_shows_the_portable_source(shell):
    result, out, err = run_cell(shell, f"%%cuda --translate-only --name hello.cu\n{PROGRAM}")
    assert result.success, out + err
    assert "cuportDeviceSynchronize();" in out
    assert "hello from thread" not in out
    assert f"hello.cu:{DEPRECATED_LINE}:3: warning: CP1004" in err


def test_defines_and_compiler_flags_reach_the_build(shell):
    result, out, err = run_cell(shell, f"%%cuda -DGREETING='\"hi\"' -O1\n{PROGRAM}")
    assert result.success, out + err
    assert "hi from thread 0" in out
    result, out, err = run_cell(shell, f"%%cuda -fno-such-flag\n{PROGRAM}")
    assert not result.success
    assert "-fno-such-flag" in err and "build failed" in out


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("--backend nope", "unknown backend 'nope'"),
        ("--backend", "argument --backend: expected one argument"),
        ("5", "unexpected '5': program arguments go after --"),
        ("--name cell.txt", "--name cell.txt: give a file name ending in one of .cu"),
        ("-- 'unclosed", "No closing quotation"),
    ],
)
def test_bad_options_are_one_usage_line(shell, line, message):
    result, out, err = run_cell(shell, f"%%cuda {line}\n{PROGRAM}")
    assert not result.success
    assert f"UsageError: %%cuda: {message}" in err
    assert "Traceback" not in out + err


def test_an_empty_cell_is_a_usage_error(shell):
    result, _, err = run_cell(shell, "%%cuda\n\n")
    assert not result.success
    assert "UsageError: %%cuda: the cell is empty" in err


def test_a_backend_that_cannot_run_here_says_so_before_building(shell):
    unable = [name for name in backends.names() if backends.get(name).can_run()]
    if not unable:
        pytest.skip("every backend can run programs here")
    result, out, err = run_cell(shell, f"%%cuda --backend {unable[0]}\n{PROGRAM}")
    assert not result.success
    assert f"%%cuda: error: {unable[0]} programs cannot run here: " in out
    assert "Traceback" not in out + err


@pytest.mark.parametrize("doc", ["README.md", "docs/python.md"])
def test_the_docs_example_prints_what_they_say(shell, doc):
    """A doc's %%cuda cell, followed by `prints `OUTPUT``, prints OUTPUT."""
    text = (REPO / doc).read_text(encoding="utf-8")
    examples = re.findall(r"```\n(%%cuda[^`]*)```\n\nprints `([^`]*)`", text)
    assert examples
    for cell, printed in examples:
        result, out, err = run_cell(shell, cell)
        assert result.success, out + err
        assert out == printed + "\n"
