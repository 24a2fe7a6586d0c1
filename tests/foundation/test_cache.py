"""cuport._cache: entries are checked when used (a damaged one is a miss and is made again), and
an unusable cache folder turns the cache off with one warning instead of failing."""

from __future__ import annotations

import os

import pytest
from cuport import _cache


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A fresh cache folder and a fresh cache state (the state is per process)."""
    monkeypatch.setenv("CUPORT_CACHE_DIR", str(tmp_path / "cache"))
    for name in ("checked", "disabled", "scratch"):
        monkeypatch.setattr(_cache._State, name, None)
    return tmp_path / "cache"


def _entry(cache_folder, key, suffix=""):
    return cache_folder / key[:2] / f"{key}{suffix}"


def test_save_then_load(cache):
    key = _cache.key("a", b"b", 3)
    assert _cache.load(key, ".x") is None
    _cache.save(key, b"payload", ".x")
    assert _cache.load(key, ".x") == b"payload"
    assert _cache.key("a", b"b", 3) == key and _cache.key("ab", b"", 3) != key


def test_a_damaged_entry_is_a_miss(cache):
    key = _cache.key("damaged")
    _cache.save(key, b"0123456789")
    path = _entry(cache, key)
    data = bytearray(path.read_bytes())
    data[-1] ^= 1  # same size, one bit off
    path.write_bytes(bytes(data))
    assert _cache.load(key) is None


def test_a_materialized_file_damaged_in_place_is_rewritten(cache):
    key = _cache.key("program")
    path = _cache.materialize(key, b"\x7fELF program", ".out")
    assert path.read_bytes() == b"\x7fELF program" and os.access(path, os.X_OK)
    path.write_bytes(b"\x7fELF garbage")  # same size
    again = _cache.materialize(key, b"\x7fELF program", ".out")
    assert again == path and path.read_bytes() == b"\x7fELF program"


def test_sealed_files_are_verified(cache):
    path = _cache.folder("pch") / "x.pch"
    path.write_bytes(b"precompiled")
    assert not _cache.verified(path)  # never sealed
    _cache.seal(path)
    assert _cache.verified(path)
    path.write_bytes(b"precompilex")
    assert not _cache.verified(path)


def test_a_file_where_the_folder_should_be_turns_the_cache_off_once(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(_cache._State, "disabled", None)
    monkeypatch.setattr(_cache._State, "checked", None)
    monkeypatch.setattr(_cache._State, "scratch", None)
    blocker = tmp_path / "cache"
    blocker.write_text("a file")
    monkeypatch.setenv("CUPORT_CACHE_DIR", str(blocker))
    assert _cache.usable_dir() is None and _cache.folder("pch") is None
    key = _cache.key("x")
    _cache.save(key, b"payload")
    assert _cache.load(key) is None
    path = _cache.materialize(key, b"library", ".so")
    assert path.read_bytes() == b"library" and not path.is_relative_to(blocker)
    err = capsys.readouterr().err
    assert err.count("cannot use the cache folder") == 1 and "not a folder" in err


def test_a_failing_save_turns_the_cache_off_and_goes_on(cache, monkeypatch, capsys):
    assert _cache.usable_dir() == cache

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(_cache, "_write_file", full)
    _cache.save(_cache.key("y"), b"payload")  # no exception
    assert "No space left on device" in capsys.readouterr().err
    assert _cache.usable_dir() is None
