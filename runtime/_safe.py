"""Safe mode: run a kernel launch in a worker process so a crashing kernel cannot kill the caller.
A module built with cuport check (RawModule's check=) runs its launches here too, in a worker of
its own that starts with the sanitizer's runtime loaded first and writes its reports to a file
this side reads after each launch (CheckError).

Array arguments travel through a shared file mapping: the caller copies them in, the worker
copies them to its own device memory, launches, waits, copies results back, and replies with the
status. A worker that dies (SIGSEGV, abort) becomes KernelCrashError; a failing status restarts
the worker too (its device state is poisoned, as a CUDA context would be), and so does a kernel
that runs past the module's timeout. When run as a script
this file is the worker, and it imports only the standard library so it starts quickly.
"""

from __future__ import annotations

import ctypes
import mmap
import os
import pickle
import select
import signal
import struct
import subprocess
import sys
import tempfile
import threading

_POINTER = struct.Struct("=Q")
_ALIGN = 256
_workers: dict = {}  # check tools ("" for plain safe mode) -> its _Worker
_worker_lock = threading.Lock()
# What AddressSanitizer's hook in a checked build says (cpu_memcheck.h's __asan_default_options),
# for a worker, where ASan starts before that hook is loaded.
_ASAN_OPTIONS = (
    "halt_on_error=0:detect_leaks=0:allocator_may_return_null=1:verify_asan_link_order=0"
)


# ---- the worker (this file run as a script) ----


def _serve(read_fd: int, write_fd: int) -> None:
    requests = os.fdopen(read_fd, "rb")
    replies = os.fdopen(write_fd, "wb")
    libraries: dict = {}

    def load(path: str, mode: int):
        if path not in libraries:
            libraries[path] = ctypes.CDLL(path, mode=mode)
        return libraries[path]

    while True:
        try:
            request = pickle.load(requests)
        except EOFError:
            return
        runtime = load(request["runtime"], os.RTLD_GLOBAL)
        module = load(request["library"], os.RTLD_LOCAL)
        status = _run(runtime, module, request)
        pickle.dump(status, replies)
        replies.flush()


def _run(runtime, module, request: dict) -> int:
    for name in ("cuport_py_malloc", "cuport_py_memcpy", "cuport_py_free"):
        getattr(runtime, name).restype = ctypes.c_int
    runtime.cuport_py_memcpy.argtypes = (
        ctypes.c_void_p,
        ctypes.c_void_p,
        ctypes.c_size_t,
        ctypes.c_int,
    )
    runtime.cuport_py_free.argtypes = (ctypes.c_void_p,)
    packet = bytearray(request["packet"])
    with open(request["staging"], "r+b") as handle:
        shared = mmap.mmap(handle.fileno(), request["staging_size"])
    base = ctypes.addressof(ctypes.c_char.from_buffer(shared)) if request["staging_size"] else 0
    pointers = []
    status = 0
    try:
        for packet_offset, offset, nbytes, _ in request["slots"]:
            pointer = ctypes.c_void_p()
            status = runtime.cuport_py_malloc(ctypes.byref(pointer), nbytes)
            if status:
                return status
            pointers.append(pointer.value)
            status = runtime.cuport_py_memcpy(pointer.value, base + offset, nbytes, 1)
            if status:
                return status
            _POINTER.pack_into(packet, packet_offset, pointer.value)
        entry = getattr(module, request["symbol"])
        entry.argtypes = (ctypes.c_char_p,)
        entry.restype = ctypes.c_int
        status = entry(bytes(packet)) or runtime.cuport_py_device_synchronize()
        if status:
            return status
        for (_, offset, nbytes, copy_back), pointer in zip(request["slots"], pointers, strict=True):
            if copy_back:
                status = runtime.cuport_py_memcpy(base + offset, pointer, nbytes, 2)
                if status:
                    return status
        return 0
    finally:
        for pointer in pointers:
            runtime.cuport_py_free(pointer)
        shared.close()


# ---- the caller's side ----


class _Worker:
    def __init__(self, check: str = "", preload: str | None = None):
        to_worker, from_parent = os.pipe()
        from_worker, to_parent = os.pipe()
        env, self.log = None, None
        if check:
            env = dict(os.environ, ASAN_OPTIONS=_ASAN_OPTIONS)
            env.pop("CUPORT_CHECK", None)  # the module's tools, all of them
            if preload:
                env["LD_PRELOAD"] = " ".join(filter(None, [preload, env.get("LD_PRELOAD")]))
            self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), str(to_worker), str(to_parent)],
            pass_fds=(to_worker, to_parent),
            env=env,
            stderr=self.log,
        )
        os.close(to_worker)
        os.close(to_parent)
        self.requests = os.fdopen(from_parent, "wb")
        self.replies = os.fdopen(from_worker, "rb")
        self.read_to = 0

    def reports(self) -> list[str]:
        """cuport check's error reports the worker wrote since the last call: each the lines of
        one error (banners and summaries left out); what else it wrote goes to this stderr."""
        if self.log is None:
            return []
        self.log.seek(self.read_to)
        written = self.log.read()
        self.read_to += len(written)
        text = written.decode(errors="replace")
        found, lines = [], []
        for line in text.splitlines():
            if not line.startswith("========="):
                sys.stderr.write(line + "\n")
            elif line.strip() == "=========":
                if lines:
                    found.append("\n".join(lines))
                lines = []
            elif not line.startswith(("========= CUPORT CHECK", "========= ERROR SUMMARY")):
                lines.append(line)
        return found

    def call(self, request: dict, timeout: float | None):
        """The launch status, None when the worker died, or "timeout"."""
        try:
            pickle.dump(request, self.requests)
            self.requests.flush()
            ready, _, _ = select.select([self.replies], [], [], timeout)
            if not ready:
                self.process.kill()
                return "timeout"
            return pickle.load(self.replies)
        except (EOFError, BrokenPipeError, pickle.UnpicklingError):
            return None

    def close(self) -> int:
        for stream in (self.requests, self.replies, self.log):
            if stream is None:
                continue
            try:
                stream.close()
            except OSError:
                pass
        try:
            return self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return self.process.wait()


def _staging_dir() -> str | None:
    return "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None


def launch(
    compiled, entry, values: list, args: tuple, timeout: float | None = None, name: str = ""
) -> None:
    """Run one launch of entry in the worker; raise CudaError or KernelCrashError on failure,
    and CheckError where the module is checked (compiled.check) and its tools report errors.

    timeout: seconds to wait for the kernel before stopping the worker (None: no limit).
    """
    import numpy as np
    from cuport import _args
    from cuport.errors import CheckError, KernelCrashError
    from cuport.memory import DeviceArray

    runtime = compiled.runtime
    values[7] = 0  # the worker runs on its default stream and waits for the kernel
    slots, copies = [], []
    offset = 0
    for index, (param, value) in enumerate(zip(entry.params, args, strict=True)):
        if param.kind == "scalar":
            values.append(_args.scalar(index, param, value))
        elif param.kind == "record":
            values.append(_args.record_bytes(index, param, value))
        else:
            pointer = _args.pointer_value(index, param, value, compiled.backend)
            values.append(0)
            if pointer is NotImplemented:
                _args.check_host_array(index, param, value)  # as a launch in this process does
                nbytes = value.nbytes
            elif isinstance(value, DeviceArray):
                nbytes = value._reach()  # a view: from its first element to its base's end
            else:
                continue
            if nbytes:
                slot = entry.layout.offsets[index]
                slots.append((slot, offset, nbytes, not param.const))
                copies.append((value, offset, nbytes, not param.const))
                offset += (nbytes + _ALIGN - 1) // _ALIGN * _ALIGN
    try:
        packet = struct.pack(entry.layout.fmt, *values)
    except (struct.error, OverflowError, TypeError):
        raise _args.explain(entry.params, args) from None
    runtime.check(runtime.device_synchronize(), "synchronize")
    fd, staging = tempfile.mkstemp(prefix="cuport-safe-", dir=_staging_dir())
    try:
        os.ftruncate(fd, max(offset, 1))
        shared = mmap.mmap(fd, max(offset, 1))
        view = np.frombuffer(shared, dtype=np.uint8)
        base = view.ctypes.data
        for value, at, nbytes, _ in copies:
            if isinstance(value, DeviceArray):
                runtime.check(runtime.memcpy(base + at, value.ptr, nbytes, 2), "copy")
            else:
                ctypes.memmove(base + at, value.ctypes.data, nbytes)
        request = {
            "runtime": str(compiled.check_runtime or runtime.path),
            "library": str(compiled.library),
            "symbol": entry.symbol,
            "packet": packet,
            "slots": slots,
            "staging": staging,
            "staging_size": max(offset, 1) if slots else 0,
        }
        status, reports = _call(request, timeout, compiled)
        if status == "timeout":
            code = runtime.launch_timeout
            text = f"the kernel ran longer than timeout={timeout} s; its worker was stopped"
            raise KernelCrashError(code, runtime.error(code).portable_name, text, None)
        if status is None or isinstance(status, tuple):
            died = status[1] if isinstance(status, tuple) else None
            name = signal.Signals(-died).name if died is not None and died < 0 else None
            text = f"the kernel crashed the safe-mode worker ({name or f'exit status {died}'})"
            code = runtime.launch_failure
            error = runtime.error(code)
            raise KernelCrashError(code, error.portable_name, text, -died if name else None)
        if status:
            raise runtime.error(status, f"launch of {entry.expression} (safe mode)")
        for value, at, nbytes, copy_back in copies:
            if not copy_back:
                continue
            if isinstance(value, DeviceArray):
                runtime.check(runtime.memcpy(value.ptr, base + at, nbytes, 1), "copy back")
            else:
                ctypes.memmove(value.ctypes.data, base + at, nbytes)
        del view
        shared.close()
        if reports:
            raise CheckError(compiled.check, reports, f"launch of {name or entry.expression}")
    finally:
        os.close(fd)
        os.unlink(staging)


def _call(request: dict, timeout: float | None, compiled) -> tuple:
    """(the worker's status, cuport check's reports of the launch); the status is ("died",
    returncode) when the worker died or was killed after timeout seconds ("timeout" then). A
    failed worker is replaced. A checked module's launches go to a worker of its tools."""
    check = compiled.check
    with _worker_lock:
        worker = _workers.get(check)
        if worker is None:
            preload = None
            if check:
                from cuport import backends

                preload = backends.get(compiled.backend).sanitizer_runtime(check)
                if preload is None:
                    raise RuntimeError(
                        f"check={check!r}: the C++ compiler's AddressSanitizer runtime was not "
                        "found (a worker must load it first); install it (Debian: apt-get "
                        "install libasan8) or build the module without check="
                    )
            worker = _workers[check] = _Worker(check, preload)
        status = worker.call(request, timeout)
        reports = worker.reports()
        if status == "timeout":
            worker.close()
            del _workers[check]
            return status, reports
        if status is None:
            returncode = worker.close()
            del _workers[check]
            return ("died", returncode), reports
        if status:
            worker.close()
            del _workers[check]
        return status, reports


if __name__ == "__main__":
    _serve(int(sys.argv[1]), int(sys.argv[2]))
