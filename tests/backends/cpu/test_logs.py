"""CPU backend error log (cudaLogs*): a kernel fault is a log message that callbacks receive and
the dumps return, after the sticky error too and with CUPORT_FAULT_LOG=0 (stderr only)."""

from __future__ import annotations

import pytest
from support.cuda_program import lines_by_key, run


@pytest.fixture(scope="module")
def proc(tmp_path_factory):
    path = tmp_path_factory.mktemp("logs") / "dump.txt"
    return run("logs.cu", path, env={"CUPORT_FAULT_LOG": "0"})


@pytest.fixture(scope="module")
def out(proc):
    return lines_by_key(proc.stdout)


def test_a_fault_reaches_the_callback_as_an_error(out):
    assert out["sync"] == "cudaErrorIllegalAddress"
    assert out["malloc_after_fault"] == "cudaErrorIllegalAddress"  # sticky for the rest
    assert out["callback_calls"] == "1"
    assert out["callback_level"] == "0"  # cudaLogLevelError
    assert out["callback_names_the_fault"] == "1"


def test_dumps_return_it_from_the_iterator_on(out):
    assert out["register"] == "cudaSuccess"
    assert out["current"] == "cudaSuccess"
    assert out["dump"] == "cudaSuccess"
    assert out["dump_is_the_message"] == "1"
    assert out["dump_again"] == "cudaSuccess 0"  # the iterator moved past it
    assert out["dump_to_file"] == "cudaSuccess"
    assert out["file_has_the_message"] == "1"


def test_cudas_codes(out):
    assert out["buffer_too_small"] == "cudaErrorInvalidValue 0 0"  # iterator left where it was
    assert out["dump_flags"] == "cudaErrorInvalidValue"
    assert out["current_null"] == "cudaErrorInvalidValue"
    assert out["unregister"] == "cudaSuccess"
    assert out["unregister_again"] == "cudaErrorInvalidValue"
    assert out["register_null"] == "cudaErrorInvalidValue"


def test_cuport_fault_log_0_silences_only_stderr(proc):
    assert "faulted" not in proc.stderr
