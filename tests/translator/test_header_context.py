"""translator/header_context.py: a project header that does not parse on its own (it uses names
its includer declares first) is parsed after the text compiled before it, so its syntax tree is
whole: no CP0005, and the checks that read the tree see its functions. Every way of translating
a program does it: translate --run/--build (pipeline), cuport-nvcc (units) and project trees."""

from __future__ import annotations

from pathlib import Path

from cuport.translator import header_context, project, translation
from cuport.translator.pipeline import translate_program

INCLUDER = (
    "#include <cooperative_groups.h>\n"
    "namespace cg = cooperative_groups;\n"
    "__device__ void operator+=(float3& a, float3 b) { a.x += b.x; }\n"
    '#include "wrapper.h"\n'
    '#include "exchange.cuh"\n'
    "__global__ void k(float3* p) { swap_halves(p, cg::this_thread_block()); }\n"
)
# Uses `cg` and float3's `+=`, which only the includer declares (as dxtc's CudaMath.h does);
# included through wrapper.h first, so the text compiled before it is the includer's up to
# wrapper.h, then wrapper.h's up to its #include.
HEADER = (
    "#pragma once\n"
    "__device__ void swap_halves(float3* p, cg::thread_group g) {\n"
    "  p[threadIdx.x] += p[threadIdx.x ^ 16];\n"
    "  g.sync();\n"
    "}\n"
)


def _program(folder: Path) -> Path:
    (folder / "main.cu").write_text(INCLUDER)
    (folder / "wrapper.h").write_text('#pragma once\n#include "exchange.cuh"\n')
    (folder / "exchange.cuh").write_text(HEADER)
    return folder / "main.cu"


def _ids(result) -> list[tuple[str, int]]:
    return [(d.id, d.line) for d in result.diagnostics]


def test_the_context_is_what_the_compiler_reads_first(tmp_path):
    main = _program(tmp_path)
    files = [main, tmp_path / "wrapper.h", tmp_path / "exchange.cuh"]
    includer, preamble = header_context.find(tmp_path / "exchange.cuh", files, [])
    assert includer == str(main.resolve())
    assert preamble.startswith("#include <cooperative_groups.h>\nnamespace cg")
    assert f'#line 1 "{(tmp_path / "wrapper.h").resolve()}"\n#pragma once\n' in preamble
    assert "swap_halves" not in preamble
    assert header_context.find(main, files, []) is None  # nothing includes the unit


def test_a_header_parses_in_its_includers_context(tmp_path):
    header = _program(tmp_path).with_name("exchange.cuh")
    alone = translation.translate_file(header)
    assert ("CP0005", 1) in _ids(alone)
    assert "cuport_lockstep" not in alone.code  # no syntax tree for the unresolved `+=`
    program = translate_program([tmp_path / "main.cu"])
    result = next(r for r in program.results if r.path.endswith("exchange.cuh"))
    assert _ids(result) == [("CP4006", 3)]
    assert "auto cuport_lockstep = (p[threadIdx.x ^ 16]);" in result.code


def test_a_context_that_resolves_nothing_more_is_not_used(tmp_path):
    header = tmp_path / "lonely.cuh"
    header.write_text("__device__ int twice(Unknown u) { return 2 * u.value; }\n")
    context = (str(tmp_path / "main.cu"), "#include <cstdio>\n")
    result = translation.translate_file(header, context=context)
    assert result.code == translation.translate_file(header).code
    assert ("CP0005", 1) in _ids(result)


def test_project_trees_find_the_includer_beside_the_header(tmp_path):
    (tmp_path / "src").mkdir()
    _program(tmp_path / "src")
    tree = project.translate_tree(tmp_path / "src", tmp_path / "out")
    assert not tree.errors
    assert "auto cuport_lockstep" in (tmp_path / "out" / "exchange.cuh").read_text()


def test_a_header_for_another_configuration_is_not_an_error(tmp_path):
    """A header that stops at its own #error when parsed alone (boost's Borland-only rounding
    control, reached by following includes as text through an #if the compiler skips) gets a
    remark, not errors: translate --build goes on."""
    header = tmp_path / "bcc_only.hpp"
    header.write_text(
        "#ifndef __BORLANDC__\n#error This header is only intended for Borland C++.\n#endif\n"
        'extern "C" { unsigned int _RTLENTRY _fm_init(void); }\n'
    )
    assert [d.id for d in translation.translate_file(header).diagnostics] == ["CP0005"]


def test_cuda_sources_parse_with_nvccs_macros(tmp_path):
    """__CUDACC__ and __NVCC__ in .cu files and headers, as nvcc's front end defines them; not
    in host C++ files, which nvcc gives the host compiler."""
    text = (
        "#ifdef __CUDACC__\n__host__ __device__\n#endif\ninline int one() { return 1; }\n"
        "__global__ void k(int* x) { x[0] = one(); }\n"
    )
    for name, errors in (("kernel.cu", []), ("kernel.cuh", []), ("host.cpp", ["CP0001"])):
        path = tmp_path / name
        path.write_text(text)
        found = [d.id for d in translation.translate_file(path).diagnostics if d.id == "CP0001"]
        assert found == errors, name
