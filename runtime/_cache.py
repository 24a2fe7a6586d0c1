"""The on-disk cache every part of cuport shares: content-addressed build products, translated
units, precompiled headers, the toolkit folder.

Keys cover everything that changes the product. Every entry is checked when used: a payload
carries its sha256 before it, a file kept whole for a tool that needs a path (a precompiled
header) has its sha256 beside it, and a product materialized as a file (a program, a library)
is compared with its verified payload; a damaged entry is a miss and is made again. Entries are
written to a temp file in their folder and renamed into place, so concurrent builders are safe.

When the cache folder cannot be used (read-only, not a folder, full), cuport warns once and works
without it, as ccache does: loads miss, saves are skipped, and products that must be files go to
a temporary folder removed at exit. This module compiles nothing itself.
"""

from __future__ import annotations

import atexit
import errno
import hashlib
import os
import shutil
import sys
import tempfile
from pathlib import Path

_HASH_BYTES = 32  # a sha256 digest of the payload precedes it in every entry
_SIDECAR = ".sha256"


class _State:
    checked: str | None = None  # the cache folder found usable (as cache_dir() spelled it)
    disabled: str | None = None  # why the cache is off for this process (warned once)
    scratch: Path | None = None  # this process's folder for products when the cache is off


def cache_dir() -> Path:
    """CUPORT_CACHE_DIR, else $XDG_CACHE_HOME/cuport, else ~/.cache/cuport."""
    explicit = os.environ.get("CUPORT_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cuport"


def disable(reason: str) -> None:
    """Work without the cache from now on in this process; say why once, on stderr."""
    if _State.disabled is None:
        _State.disabled = reason
        print(
            f"cuport: warning: cannot use the cache folder ({reason}); working without a cache "
            "(set CUPORT_CACHE_DIR to a writable folder)",
            file=sys.stderr,
        )


def usable_dir() -> Path | None:
    """The cache folder, made if needed, or None when it cannot be used (warned once)."""
    if _State.disabled is not None:
        return None
    folder = cache_dir()
    if _State.checked == str(folder):
        return folder
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".probe-")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        if exc.errno in (errno.EEXIST, errno.ENOTDIR):  # a file where the folder should be
            reason = "not a folder"
        disable(f"{folder}: {reason}")
        return None
    _State.checked = str(folder)
    return folder


_LOW_SPACE = 64 << 20  # bytes: below this a cache folder counts as full


def check_space(path: Path) -> None:
    """After a write into the cache failed: when its disk is (nearly) full, turn the cache off."""
    try:
        info = os.statvfs(path)
    except (OSError, AttributeError):
        return
    if info.f_bavail * info.f_frsize < _LOW_SPACE:
        disable(f"{path}: {os.strerror(errno.ENOSPC)}")


def folder(name: str) -> Path | None:
    """A subfolder of the cache (made if needed), or None when the cache is off."""
    root = usable_dir()
    if root is None:
        return None
    path = root / name
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        disable(f"{path}: {exc.strerror or exc}")
        return None
    return path


def scratch_dir() -> Path:
    """A folder of this process for what must be a file while the cache is off; removed at
    exit."""
    if _State.scratch is None:
        _State.scratch = Path(tempfile.mkdtemp(prefix="cuport-nocache-"))
        atexit.register(shutil.rmtree, _State.scratch, ignore_errors=True)
    return _State.scratch


def key(*parts) -> str:
    """A sha256 over the parts (strings or bytes), each length-prefixed so boundaries count."""
    digest = hashlib.sha256()
    for part in parts:
        if isinstance(part, bytes):
            data = part
        else:  # source text may carry bytes that were not UTF-8 (surrogateescape)
            data = str(part).encode("utf-8", "surrogateescape")
        digest.update(len(data).to_bytes(8, "little"))
        digest.update(data)
    return digest.hexdigest()


def _entry_path(root: Path, cache_key: str, suffix: str) -> Path:
    return root / cache_key[:2] / f"{cache_key}{suffix}"


def _write_file(path: Path, data: bytes, mode: int | None = None) -> None:
    """path holds data, atomically (temp file in the same folder, then rename); OSError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load(cache_key: str, suffix: str = "") -> bytes | None:
    """The payload stored under cache_key, or None when absent, damaged or the cache is off."""
    root = usable_dir()
    if root is None:
        return None
    try:
        blob = _entry_path(root, cache_key, suffix).read_bytes()
    except OSError:
        return None
    stored, payload = blob[:_HASH_BYTES], blob[_HASH_BYTES:]
    if hashlib.sha256(payload).digest() != stored:
        return None
    return payload


def save(cache_key: str, payload: bytes, suffix: str = "") -> None:
    """Store payload under cache_key; when the cache cannot take it (full, read-only), warn
    once and go on without the cache."""
    root = usable_dir()
    if root is None:
        return
    path = _entry_path(root, cache_key, suffix)
    try:
        _write_file(path, hashlib.sha256(payload).digest() + payload)
    except OSError as exc:
        disable(f"{path.parent}: {exc.strerror or exc}")


def ensure_file(path: Path, data: bytes, mode: int | None = None) -> Path:
    """path, holding exactly data (rewritten when missing or different); raises OSError."""
    try:
        if path.read_bytes() == data:
            return path
    except OSError:
        pass
    _write_file(path, data, mode)
    return path


def materialize(cache_key: str, payload: bytes, suffix: str, mode: int = 0o755) -> Path:
    """A file holding payload (a program or shared library to run or load): in the cache,
    compared with the payload each time (a copy damaged in place is rewritten), or in this
    process's scratch folder when the cache is off."""
    name = f"{cache_key}{suffix}.bin"
    root = usable_dir()
    if root is not None:
        path = root / cache_key[:2] / name
        try:
            return ensure_file(path, payload, mode)
        except OSError as exc:
            disable(f"{path.parent}: {exc.strerror or exc}")
    return ensure_file(scratch_dir() / name, payload, mode)


def file_digest(path: Path) -> str | None:
    """The sha256 of the file at path, or None when it cannot be read."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def seal(path: Path) -> None:
    """Record the hash of a file a tool wrote into the cache (beside it), so verified() can
    check it before use. Call after the file is renamed into place."""
    digest = file_digest(path)
    if digest is None:
        return
    try:
        _write_file(path.with_name(path.name + _SIDECAR), digest.encode("ascii"))
    except OSError as exc:
        disable(f"{path.parent}: {exc.strerror or exc}")


def verified(path: Path) -> bool:
    """True when the file at path still has the hash seal() recorded for it."""
    try:
        recorded = path.with_name(path.name + _SIDECAR).read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return False
    return file_digest(path) == recorded
