"""Run a command with one folder replaced by a small tmpfs (read-only, or full), in a mount
namespace of its own (unshare), so tests can give cuport a read-only or full disk even as root,
and nothing outlives the command. Tests skip where unshare or mount is not allowed."""

from __future__ import annotations

import functools
import os
import shlex
import shutil
import subprocess
import sys

import pytest


@functools.cache
def _unshare() -> list[str] | None:
    tool = shutil.which("unshare")
    if not tool:
        return None
    prefix = [tool, "--mount"] if os.geteuid() == 0 else [tool, "--map-root-user", "--mount"]
    probe = subprocess.run(
        [*prefix, "sh", "-c", "mount -t tmpfs -o size=4k tmpfs /mnt 2>/dev/null || exit 3"],
        capture_output=True,
    )
    return prefix if probe.returncode == 0 else None


def run_confined(
    argv: list[str], folder, *, readonly=False, full=False, keep=(), env=None, cwd=None
) -> subprocess.CompletedProcess:
    """Run argv with folder a fresh tmpfs: readonly, or full (filled before argv runs). keep:
    (name, bytes) files put in the folder first (an existing output that must survive); the
    folder's files afterwards are copied to after_folder(folder)."""
    prefix = _unshare()
    if prefix is None:
        pytest.skip("needs unshare and mount (a mount namespace) to make a read-only or full disk")
    folder = str(folder)
    os.makedirs(folder, exist_ok=True)
    script = [f"mount -t tmpfs -o size=64k tmpfs {shlex.quote(folder)} || exit 97"]
    for name, data in keep:
        path = shlex.quote(os.path.join(folder, name))
        script.append(f"printf '%s' {shlex.quote(data.decode())} > {path}")
    if full:
        script.append(f"cat /dev/zero > {shlex.quote(os.path.join(folder, 'filler'))} 2>/dev/null")
    if readonly:
        script.append(f"mount -o remount,ro {shlex.quote(folder)} || exit 97")
    # The tmpfs ends with the namespace: what is left in it is copied out to AFTER.
    after = shlex.quote(after_folder(folder))
    script.append(f'"$@"; status=$?; rm -rf {after}; mkdir -p {after}')
    script.append(f"cp -a {shlex.quote(folder)}/. {after}/; rm -f {after}/filler; exit $status")
    merged = dict(os.environ, **(env or {}))
    proc = subprocess.run(
        [*prefix, "sh", "-c", "; ".join(script), "sh", *map(str, argv)],
        capture_output=True,
        text=True,
        env=merged,
        cwd=cwd,
        timeout=600,
    )
    if proc.returncode == 97:
        pytest.skip(f"could not mount a tmpfs: {proc.stderr.strip()}")
    return proc


def after_folder(folder) -> str:
    """Where run_confined leaves a copy of what the folder held when the command ended."""
    return str(folder).rstrip("/") + ".after"


def python_module(module: str) -> list[str]:
    """argv that runs a cuport command module with this Python."""
    return [sys.executable, "-m", module]
