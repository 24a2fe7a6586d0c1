"""Self-checked builds for the CPU backend: lowered code the compiler rejects costs speed, never
the build. A build whose lowered units fail to compile is rebuilt with the kernels the errors
point at on the fiber path (their text as written), then, if errors remain that no lowered
kernel explains, with nothing lowered: a program builds whenever its unlowered version builds.
Each kernel sent back gets one warning; the verdict is cached per kernel's lowered code and
compiler, so a changed program does not pay for the failed attempt again. When the unlowered
build fails too, its errors (the user's own) are the ones reported. In strict mode
(CUPORT_LOWERING_STRICT=1) a rejected lowering raises LoweringError instead.

Also where lowered code is compiled from: each lowered unit is a twin (LOWERED_FOLDER) of the
translated unit, whose #line directives name the translated file, so a compiler message from
lowered code names the user's file and line and quotes the user's line, never emitted code.

Knows the lowering's entry points and results; it never reads or edits kernel code itself.
"""

from __future__ import annotations

import contextvars
import re
from dataclasses import dataclass, field
from pathlib import Path

from cuport import _cache
from cuport._version import __version__
from cuport.backends._base import BackendError
from cuport.translator.lowering import lower

# Each lowered unit NAME is compiled from LOWERED_FOLDER/NAME.lowered.cpp beside it (a name no
# #include of the program's own can mean); NAME keeps the translated text the compiler quotes.
LOWERED_FOLDER = ".cuport-lowered"
REJECTED = "lowering produced code the compiler rejected; using fibers"
MAX_ROUNDS = 3  # rebuilds with more kernels on fibers before lowering nothing
# file:line:col: opening a compiler message (errors, their notes, "required from" lines); the
# lowering's own log lines (file:line: kernel ...) have no column.
_LOCATION = re.compile(r"^([^\s:][^:\n]*):(\d+):\d+:", re.M)
# What the translator puts before a unit's first line (translation.with_runtime_include).
_TRANSLATED_PREFIX = re.compile(r"\A\ufeff?#include <cuport/runtime\.h>(\r\n|\r|\n)#line 1\1")
_VERDICT = ".verdict"


def twin_name(unit: str) -> str:
    """Where the lowered text of unit (a source name) is written in the build folder."""
    path = Path(unit)
    return str(path.parent / LOWERED_FOLDER / (path.name + ".lowered.cpp"))


@dataclass
class _Attempt:
    """One build's state across its compiles: the kernels kept on fibers per unit, whether the
    lowering is off altogether, and the latest lowering's results per unit."""

    identity: tuple  # what besides a kernel's code its verdict depends on
    fibers: dict = field(default_factory=dict)
    off: bool = False
    results: dict = field(default_factory=dict)
    # (unit, kernel name) -> KernelReport of kernels put on fibers by a cached verdict
    remembered: dict = field(default_factory=dict)

    def lowered(self) -> list:
        """(unit, KernelReport) of every kernel the latest attempt lowered."""
        return [
            (unit, kernel)
            for unit, result in self.results.items()
            for kernel in result.kernels
            if kernel.lowered
        ]


_current: contextvars.ContextVar = contextvars.ContextVar("cuport_cpu_self_check", default=None)


def cache_key() -> list:
    """What the build's compile-cache key adds: a strict build's rebuild without lowering is
    kept apart, so that a later strict build of the same program checks again."""
    attempt = _current.get()
    return ["self-check: nothing lowered"] if attempt and attempt.off and lower.strict() else []


def prepare(sources: dict, units: list, options, runtime) -> tuple[dict, str]:
    """The CPU driver's prepare_sources: lower the units (the current attempt's kernels kept on
    fibers), add each lowered unit's twin to sources; returns the sources and the build log."""
    attempt = _current.get() or _Attempt(identity=())
    if attempt.off:
        unlowered = {
            name: lower.LoweringResult(text=sources[name])
            for name in units
            if lower.is_lowered_language(name)
        }
        return _with_twins(sources, unlowered), ""
    args = (sources, units, runtime, options.include_dirs, options.defines)
    results = lower.lower_units(*args, fibers=attempt.fibers)
    if attempt.identity and not lower.strict():
        remembered = _remembered(results, attempt)
        if remembered:
            results = lower.lower_units(*args, fibers=attempt.fibers)
    attempt.results = results
    prepared = _with_twins(lower.apply_header_probes(sources, results), results)
    logs = []
    for name, result in results.items():
        log = result.log(name)
        if log:
            logs.append(log)
    logs += [_warning(unit, kernel) for (unit, _name), kernel in sorted(attempt.remembered.items())]
    return prepared, "\n".join(logs)


def _with_twins(sources: dict, results: dict) -> dict:
    """sources plus each unit's twin (its text as lowered, or as translated): the twin is
    compiled, not the unit (lowered or not: the translator's first lines shift the unit's); the
    compiler quotes the unit's line N for the twin's `#line N "name"` code, so the unit's file
    holds its lines as numbered."""
    prepared = dict(sources)
    for name, result in results.items():
        prepared[twin_name(name)] = f'#line 1 "{name}"\n{result.text}'
        prepared[name] = as_numbered(sources[name])
    return prepared


def as_numbered(text: str) -> str:
    """A translated unit's text with line N on line N: without the lines the translator put
    before the user's first line."""
    prefix = _TRANSLATED_PREFIX.match(text)
    return text[prefix.end() :] if prefix else text


def compiled_units(units: list) -> tuple[list, list]:
    """(the files to compile for units, -iquote flags): a unit's lowered twin where the build
    folder has one, with the unit's folder searched for its quoted includes, as the unit's own
    would be."""
    compiled, flags = [], []
    for unit in units:
        twin = Path(twin_name(str(unit)))
        if twin.is_file():
            compiled.append(twin)
            flags += ["-iquote", str(Path(unit).parent)]
        else:
            compiled.append(unit)
    return compiled, flags


def build(build_once, sources: dict, main: str, options, identity: tuple):
    """build_once(sources, main, options) (the shared build path, which calls prepare()),
    checked: see the module's docstring. identity: the compiler, flags and options a verdict
    is valid for."""
    attempt = _Attempt(identity=(__version__, *identity))
    token = _current.set(attempt)
    try:
        try:
            return _with_warnings(build_once(sources, main, options), {})
        except BackendError as failure:
            if not attempt.lowered():
                raise  # nothing was lowered: the errors are the program's own
            first = failure
        sent_back: dict = {}
        log = first.log
        if not lower.strict():
            for _ in range(MAX_ROUNDS):
                culprits = _culprits(log, attempt)
                if not culprits:
                    break
                for unit, kernel in culprits:
                    attempt.fibers.setdefault(unit, {})[kernel.name] = REJECTED
                    sent_back[(unit, kernel.name)] = kernel
                try:
                    built = build_once(sources, main, options)
                except BackendError as failure:
                    log = failure.log
                    continue
                for (unit, _name), kernel in sent_back.items():
                    _remember(attempt, unit, kernel)
                return _with_warnings(built, sent_back)
        blamed = {(unit, kernel.name): kernel for unit, kernel in attempt.lowered()}
        blamed.update(sent_back)
        blamed.update(attempt.remembered)
        attempt.off = True
        built = build_once(sources, main, options)  # raises with the program's own errors
        if lower.strict():
            names = ", ".join(sorted(f"{unit}: {name}" for unit, name in blamed))
            raise lower.LoweringError(
                f"lowering produced code the compiler rejected (kernels {names}); the program"
                f" builds without lowering. The compiler said:\n{first.log}"
            )
        return _with_warnings(built, blamed)
    finally:
        _current.reset(token)


def _culprits(log: str, attempt: _Attempt) -> list:
    """(unit, KernelReport) of the lowered kernels whose code the compiler's messages in log
    point at (their first line, or a line their lowered body names)."""
    places = {(name, int(line)) for name, line in _LOCATION.findall(log)}
    return [(unit, kernel) for unit, kernel in attempt.lowered() if kernel.lines & places]


def _with_warnings(built, sent_back: dict):
    """built, its log opened by a warning for each kernel sent back to fibers."""
    warnings = [_warning(unit, kernel) for (unit, _name), kernel in sorted(sent_back.items())]
    if warnings:
        built.log = "\n".join(filter(None, [*warnings, built.log]))
    return built


def _warning(unit: str, kernel) -> str:
    return f"{unit}:{kernel.line}: warning: kernel {kernel.name}: {REJECTED}"


def _verdict_key(attempt: _Attempt, kernel) -> str:
    return _cache.key("cpu lowering verdict", *attempt.identity, kernel.name, kernel.digest)


def _remember(attempt: _Attempt, unit: str, kernel) -> None:
    _cache.save(_verdict_key(attempt, kernel), unit.encode("utf-8"), _VERDICT)


def _remembered(results: dict, attempt: _Attempt) -> bool:
    """Puts on fibers the lowered kernels whose code the compiler rejected before (cached
    verdicts); whether there were any."""
    found = False
    for unit, result in results.items():
        for kernel in result.kernels:
            if kernel.lowered and _cache.load(_verdict_key(attempt, kernel), _VERDICT) is not None:
                attempt.fibers.setdefault(unit, {})[kernel.name] = REJECTED
                attempt.remembered[(unit, kernel.name)] = kernel
                found = True
    return found
