"""cuport-nvcc's command line: nvcc's spellings, lists, response files and the errors it gives."""

from __future__ import annotations

import pytest
from cuport.cli.nvcc import options
from cuport.cli.nvcc.options import UsageError, parse


def test_everyday_compile_line():
    inv = parse(
        "-c -o out/k.o -Iinc -I other,third -DN=4 -D FLAG -UOLD -std=c++17 -O3 -g -lineinfo "
        "-arch=sm_80 -gencode arch=compute_80,code=sm_80 --expt-relaxed-constexpr "
        "--extended-lambda -Xcompiler -Wall,-fopenmp k.cu".split()
    )
    assert inv.mode == "compile"
    assert inv.output == "out/k.o"
    assert inv.include_dirs == ["inc", "other", "third"]
    assert inv.macros == ["-DN=4", "-DFLAG", "-UOLD"]
    assert inv.defines == ["N=4", "FLAG"]
    assert (inv.std, inv.opt, inv.debug, inv.lineinfo) == ("c++17", "3", True, True)
    assert inv.archs == [("arch", "sm_80"), ("gencode", "arch=compute_80,code=sm_80")]
    assert inv.host_flags == ["-Wall", "-fopenmp"]
    assert [(i.path, i.kind) for i in inv.inputs] == [("k.cu", "cu")]


def test_long_and_equals_spellings():
    inv = parse(
        "--compile --output-file=a.o --include-path=inc --define-macro=X=1 "
        "--gpu-architecture=sm_90 --compiler-options=-fPIC --linker-options=-rpath,/opt "
        "--relocatable-device-code=true --use_fast_math a.cu".split()
    )
    assert inv.mode == "compile" and inv.output == "a.o" and inv.include_dirs == ["inc"]
    assert inv.macros == ["-DX=1"] and inv.archs == [("arch", "sm_90")]
    assert inv.host_flags == ["-fPIC"] and inv.linker_flags == ["-rpath", "/opt"]
    assert inv.rdc and inv.fast_math


def test_input_kinds_and_forced_language():
    inv = parse("a.cu b.cpp c.c d.o libe.a libf.so".split())
    assert [i.kind for i in inv.inputs] == ["cu", "cpp", "c", "obj", "lib", "lib"]
    assert inv.mode == "link"
    forced = parse("-x cu kernel.cpp other.o".split())
    assert [i.kind for i in forced.inputs] == ["cu", "obj"]


def test_modes():
    assert parse(["-dc", "a.cu"]).mode == "compile"
    assert parse(["-dc", "a.cu"]).rdc
    assert parse(["-lib", "a.o", "-o", "liba.a"]).mode == "lib"
    assert parse(["-dlink", "a.o", "-o", "d.o"]).mode == "dlink"
    assert parse(["-M", "a.cu"]).mode == "deps"
    with_compile = parse(["-MD", "-MF", "a.d", "-MT", "t", "-c", "a.cu"])
    assert with_compile.mode == "compile" and with_compile.deps == "M"
    assert with_compile.dep_file == "a.d" and with_compile.dep_targets == ["t"]
    assert parse(["--version"]).mode == "version"


def test_libraries_and_library_mode_are_told_apart():
    inv = parse("-o app main.o -L. -lvecops -lcudart -L /opt/lib".split())
    assert inv.mode == "link"
    assert inv.libs == ["vecops", "cudart"] and inv.lib_dirs == [".", "/opt/lib"]


def test_unknown_option_is_a_one_line_error_naming_it():
    with pytest.raises(UsageError, match="unknown option '-fopenmp'"):
        parse(["-fopenmp", "a.cu"])


def test_unknown_warning_option_is_ignored_with_a_warning():
    inv = parse(["-Wall", "-c", "a.cu"])
    assert inv.warnings == ["ignoring unknown warning option '-Wall'"]


def test_forward_unknown_to_host_compiler():
    inv = parse(["-forward-unknown-to-host-compiler", "-fopenmp", "-c", "a.cu"])
    assert inv.host_flags == ["-fopenmp"]


def test_bad_values_are_errors():
    for argv in (["-rdc=maybe", "a.cu"], ["-O7", "a.cu"], ["-x", "fortran", "a.f"]):
        with pytest.raises(UsageError):
            parse(argv)
    with pytest.raises(UsageError, match="needs a value"):
        parse(["a.cu", "-o"])
    with pytest.raises(UsageError, match="don't know what to do"):
        parse(["notes.txt"])
    with pytest.raises(UsageError, match="no input files"):
        parse(["-c"])
    with pytest.raises(UsageError, match="NVIDIA device code"):
        parse(["-ptx", "a.cu"])


def test_response_files(tmp_path):
    inner = tmp_path / "inner.rsp"
    inner.write_text("-DINNER=1\n")
    outer = tmp_path / "outer.rsp"
    outer.write_text(f'-I "dir with space" @{inner}\n-O2\n')
    inv = parse([f"@{outer}", "--options-file", str(inner), "-c", "a.cu"])
    assert inv.include_dirs == ["dir with space"]
    assert inv.macros == ["-DINNER=1", "-DINNER=1"]
    assert inv.opt == "2"
    with pytest.raises(UsageError, match="cannot read options file"):
        parse([f"@{tmp_path / 'missing.rsp'}", "a.cu"])


def test_backend_from_option_or_environment():
    assert parse(["a.cu"], environ={}).backend == "cpu"
    assert parse(["a.cu"], environ={"CUPORT_BACKEND": "rocm"}).backend == "rocm"
    assert parse(["--cuport-backend=cuda", "a.cu"], environ={"CUPORT_BACKEND": "rocm"}).backend == (
        "cuda"
    )
    assert parse(["--cuport-werror", "--cuport-warp-size=64", "a.cu"]).warp_size == 64


def test_cmake_compile_line_parses():
    # What CMake 3.25 runs for a CUDA object (Modules/Compiler/NVIDIA-CUDA.cmake).
    line = (
        "-forward-unknown-to-host-compiler -DHISTO -I/src/include -isystem=/opt/inc -O3 "
        "-DNDEBUG --generate-code=arch=compute_52,code=[compute_52,sm_52] -Xcompiler=-fPIC "
        "-std=c++17 -MD -MT obj.o -MF obj.o.d -x cu -c /src/a.cu -o obj.o"
    )
    inv = parse(line.split())
    assert inv.mode == "compile" and inv.system_include_dirs == ["/opt/inc"]
    assert inv.host_flags == ["-fPIC"] and inv.dep_targets == ["obj.o"]
    assert inv.archs == [("gencode", "arch=compute_52,code=[compute_52,sm_52]")]


def test_cuda_runtime_libraries_are_known():
    assert {"cudart", "cuda", "cudart_static"} <= set(options.CUDA_RUNTIME_LIBS)


def test_warp_size_from_environment():
    assert parse(["a.cu"], environ={"CUPORT_WARP_SIZE": "64"}).warp_size == 64
    assert parse(["a.cu"], environ={}).warp_size is None
    assert (
        parse(["--cuport-warp-size=32", "a.cu"], environ={"CUPORT_WARP_SIZE": "64"}).warp_size == 32
    )


def test_cuda_toolkit_include_folder_is_dropped(tmp_path):
    toolkit = tmp_path / "cuda" / "include"
    toolkit.mkdir(parents=True)
    (toolkit / "cuda_runtime_api.h").write_text("// NVIDIA's header\n")
    inv = parse(["-I", str(toolkit), "-Iinc", "-isystem", str(toolkit), "-c", "a.cu"])
    assert inv.include_dirs == ["inc"] and inv.system_include_dirs == []


def test_system_folders_are_not_the_project(tmp_path):
    from cuport.cli.nvcc import units

    assert units.project_folders(["/usr/include", "/usr/local/include/x", str(tmp_path)]) == [
        tmp_path.resolve()
    ]
