"""The compile cache shared by every backend: content-addressed build products on disk.

Keys cover everything that changes the product; entries carry a hash of their bytes, are
written to a temp file and renamed into place, so concurrent builders and a corrupt entry are
safe (a damaged entry is a miss). This module compiles nothing itself.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

_HASH_BYTES = 32  # a sha256 digest of the payload precedes it in every entry


def cache_dir() -> Path:
    """CUPORT_CACHE_DIR, else $XDG_CACHE_HOME/cuport, else ~/.cache/cuport."""
    explicit = os.environ.get("CUPORT_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "cuport"


def key(*parts) -> str:
    """A sha256 over the parts (strings or bytes), each length-prefixed so boundaries count."""
    digest = hashlib.sha256()
    for part in parts:
        data = part if isinstance(part, bytes) else str(part).encode("utf-8")
        digest.update(len(data).to_bytes(8, "little"))
        digest.update(data)
    return digest.hexdigest()


def _entry_path(cache_key: str, suffix: str) -> Path:
    return cache_dir() / cache_key[:2] / f"{cache_key}{suffix}"


def load(cache_key: str, suffix: str = "") -> bytes | None:
    """The payload stored under cache_key, or None when absent or damaged."""
    path = _entry_path(cache_key, suffix)
    try:
        blob = path.read_bytes()
    except OSError:
        return None
    stored, payload = blob[:_HASH_BYTES], blob[_HASH_BYTES:]
    if hashlib.sha256(payload).digest() != stored:
        return None
    return payload


def save(cache_key: str, payload: bytes, suffix: str = "") -> None:
    """Store payload under cache_key atomically (temp file in the same folder, then rename)."""
    path = _entry_path(cache_key, suffix)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(hashlib.sha256(payload).digest())
            fh.write(payload)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def materialize(cache_key: str, payload: bytes, suffix: str, mode: int = 0o755) -> Path:
    """A runnable file holding payload (for executables and shared libraries), made once."""
    path = cache_dir() / cache_key[:2] / f"{cache_key}{suffix}.bin"
    if path.exists() and path.stat().st_size == len(payload):
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    with os.fdopen(fd, "wb") as fh:
        fh.write(payload)
    os.chmod(tmp, mode)
    os.replace(tmp, path)
    return path
