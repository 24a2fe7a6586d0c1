"""What the rocm and cuda drivers share: target lists from the environment, and a device probe.

The probe builds a tiny program with the backend itself and runs it; it never raises.
"""

from __future__ import annotations

import functools
import os
import re
import subprocess

from cuport.backends._base import Backend, BackendError, BuildOptions

PROBE_SOURCE = """\
#include <cuport/runtime.h>
#include <cstdio>
int main() {
  int count = 0;
  cuportError_t status = cuportGetDeviceCount(&count);
  if (status != cuportSuccess) {
    std::printf("%s\\n", cuportGetErrorName(status));
    return 2;
  }
  std::printf("%d\\n", count);
  return count > 0 ? 0 : 1;
}
"""


def targets(env_name: str, default: str, pattern: str, kind: str) -> tuple[str, ...]:
    """The comma-separated targets in env_name (else default), each checked against pattern.

    A name that is not a target (a typo like 'gfx90') fails here with the valid form, instead of
    deep inside the compiler or, worse, building for something else.
    """
    raw = os.environ.get(env_name) or default
    names = tuple(n.strip() for n in raw.split(",") if n.strip())
    if not names:
        raise BackendError(f"{env_name} is empty: give one or more {kind} names", exit_code=2)
    for name in names:
        if not re.fullmatch(pattern, name):
            raise BackendError(
                f"{name!r} (from {env_name if os.environ.get(env_name) else 'the default'}) "
                f"is not a {kind} name; expected e.g. {default.split(',')[0]}",
                exit_code=2,
            )
    return names


@functools.cache
def probe(backend: Backend, key: str) -> str | None:
    """None when backend's probe program finds a device, else why not (once per process and key).

    key: what the answer depends on besides the backend (its compiler and targets).
    """
    try:
        built = backend.build(
            {"cuport_probe.cpp": PROBE_SOURCE}, "cuport_probe.cpp", BuildOptions()
        )
        proc = subprocess.run([str(built.path)], capture_output=True, text=True, timeout=60)
    except BackendError as exc:
        return f"device probe did not build: {exc}"
    except (OSError, subprocess.SubprocessError) as exc:
        return f"device probe did not run: {exc}"
    answer = proc.stdout.strip() or proc.stderr.strip() or f"exit status {proc.returncode}"
    if proc.returncode == 0:
        return None
    if proc.returncode == 1:
        return "the runtime reports 0 devices"
    return f"the runtime reports {answer}"
