"""Streams and events for the Python library, over the backend's own (cuportStream_t, ...).

Kernel launches and transfers take a Stream; this module only creates, orders and waits.
"""

from __future__ import annotations

import ctypes

from cuport import _embed

_NON_BLOCKING = 0x01  # the shim's StreamNonBlocking flag (CUDA's value)


class Stream:
    """A queue of work that runs in order; work on different streams may overlap.

    non_blocking: do not synchronize with the default stream (CUDA's NonBlocking flag).

    >>> import cuport
    >>> s = cuport.Stream()
    >>> s.synchronize()
    >>> s.done
    True
    """

    def __init__(self, non_blocking: bool = False, backend: str = "cpu"):
        self.backend = backend
        self._runtime = _embed.runtime(backend)
        handle = ctypes.c_void_p()
        flags = _NON_BLOCKING if non_blocking else 0
        self._runtime.check(self._runtime.stream_create(ctypes.byref(handle), flags), "stream")
        self.ptr = handle.value or 0

    def synchronize(self) -> None:
        """Wait until everything queued on this stream has finished; raises its error if any."""
        self._runtime.check(self._runtime.stream_synchronize(self.ptr), "stream synchronize")

    @property
    def done(self) -> bool:
        """True when all queued work has finished (cudaStreamQuery)."""
        status = self._runtime.stream_query(self.ptr)
        if status == self._runtime.not_ready:
            return False
        self._runtime.check(status, "stream query")
        return True

    def __del__(self):
        handle, self.ptr = getattr(self, "ptr", 0), 0
        if handle:
            try:
                self._runtime.stream_destroy(handle)
            except Exception:  # interpreter shutdown
                pass

    def __repr__(self) -> str:
        return f"<Stream 0x{self.ptr:x} backend={self.backend!r}>"


class Event:
    """A point in a stream's work: record it, wait for it, time between two of them.

    >>> import cuport
    >>> start, end = cuport.Event(), cuport.Event()
    >>> start.record(); end.record()
    >>> end.synchronize()
    >>> start.elapsed_time(end) >= 0.0
    True
    """

    def __init__(self, backend: str = "cpu"):
        self.backend = backend
        self._runtime = _embed.runtime(backend)
        handle = ctypes.c_void_p()
        self._runtime.check(self._runtime.event_create(ctypes.byref(handle)), "event")
        self.ptr = handle.value or 0

    def record(self, stream: Stream | None = None) -> None:
        """Mark the current end of stream's work (default: the default stream)."""
        handle = stream.ptr if stream else 0
        self._runtime.check(self._runtime.event_record(self.ptr, handle), "event record")

    def synchronize(self) -> None:
        """Wait until the work before the recorded point has finished."""
        self._runtime.check(self._runtime.event_synchronize(self.ptr), "event synchronize")

    @property
    def done(self) -> bool:
        """True when the recorded work has finished (cudaEventQuery)."""
        status = self._runtime.event_query(self.ptr)
        if status == self._runtime.not_ready:
            return False
        self._runtime.check(status, "event query")
        return True

    def elapsed_time(self, end: Event) -> float:
        """Milliseconds from this event to end (both recorded and finished); Numba's name."""
        millis = ctypes.c_float()
        self._runtime.check(
            self._runtime.event_elapsed(ctypes.byref(millis), self.ptr, end.ptr), "elapsed time"
        )
        return float(millis.value)

    def __del__(self):
        handle, self.ptr = getattr(self, "ptr", 0), 0
        if handle:
            try:
                self._runtime.event_destroy(handle)
            except Exception:  # interpreter shutdown
                pass


def get_elapsed_time(start: Event, end: Event) -> float:
    """Milliseconds between two recorded events (CuPy's name)."""
    return start.elapsed_time(end)
