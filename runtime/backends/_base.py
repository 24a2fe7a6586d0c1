"""The backend contract and the build path every backend shares (cache lookup, compile, store).

A backend supplies its compiler, flags and key parts; it never handles the cache itself.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
import shlex
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from cuport import _cache, _process
from cuport._version import __version__

RUNTIME_DIR = Path(__file__).resolve().parent.parent
INCLUDE_DIR = RUNTIME_DIR / "include"


class BackendError(Exception):
    """A backend cannot do what was asked; exit_code is what the CLI returns for it."""

    def __init__(self, message: str, exit_code: int = 3, log: str = ""):
        super().__init__(message)
        self.exit_code = exit_code
        self.log = log


@dataclass(frozen=True)
class BuildOptions:
    """How to build portable source.

    include_dirs: extra -I folders (the user's own headers).
    defines: NAME or NAME=VALUE.
    flags: extra compiler flags, passed as given.
    warp_size: lanes per warp the build supports (CPU: 32 or 64).
    shared_library: build a shared library (for the Python library) instead of a program.
    link_flags: -L/-l and similar, placed after the sources.
    check: the cuport check tools to build in ("memcheck", "all"; CPU backend, docs/check.md).
    source_root: where the program's sources live, for the file names a checked build's
        reports give (build_program sets it).
    """

    include_dirs: tuple = ()
    defines: tuple = ()
    flags: tuple = ()
    warp_size: int = 32
    shared_library: bool = False
    link_flags: tuple = ()
    check: str = ""
    source_root: str = ""


@dataclass
class BuildResult:
    path: Path
    cached: bool
    log: str = ""
    command: list = field(default_factory=list)


def _sha256_file(path: str) -> str | None:
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except OSError:
        return None


def _header_hash() -> str:
    digest = hashlib.sha256()
    headers = [*INCLUDE_DIR.rglob("*.h"), *(RUNTIME_DIR / "backends").rglob("*.h")]
    for path in sorted(headers):
        digest.update(str(path.relative_to(RUNTIME_DIR)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _readable(sources: dict[str, str]) -> tuple[dict[str, str], set]:
    """Sources as the source-to-source steps read them, and the names that travel bytewise.

    A file holding bytes that are not UTF-8 (a Latin-1 comment: surrogateescape text) travels
    as Latin-1 text, one character per byte, so every step can encode it and its bytes come
    back unchanged (_as_written). A leading byte-order mark is dropped: compilers ignore it,
    and a step that puts text first would leave it in the middle of the file.
    """
    texts, bytewise = {}, set()
    for name, text in sources.items():
        text = text.removeprefix("\ufeff")
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            text = text.encode("utf-8", "surrogateescape").decode("latin-1")
            bytewise.add(name)
        texts[name] = text
    return texts, bytewise


def _as_written(text: str, bytewise: bool) -> bytes:
    if bytewise:
        try:
            return text.encode("latin-1")
        except UnicodeEncodeError:  # a step added a character beyond Latin-1: keep it as UTF-8
            pass
    return text.encode("utf-8", "surrogateescape")


def user_paths(log: str, names, origin: Path, folders: dict | None = None) -> str:
    """A build log with the user's files named as the user has them: each source name (relative
    to the program's root, as build() logs them) becomes origin/name where a message names it
    (`name:LINE`, `from name:LINE`), and each folder of folders (a copy -> the original) is
    replaced by its original."""
    for copy, original in (folders or {}).items():
        log = log.replace(f"{copy}/", f"{original}/")
    for name in sorted(names, key=len, reverse=True):
        log = re.sub(rf"(?<![\w/.-]){re.escape(name)}(?=:\d|: )", str(Path(origin) / name), log)
    return log


def _program_include_dirs(include_dirs, root: Path) -> tuple:
    """Each -I folder as a program's build sees it: its translated copy first (builds run in a
    copy of the program's tree rooted at root, so a relative name finds it), then the original."""
    found = []
    for folder in [*include_dirs, str(root)]:
        absolute = Path(folder).resolve()
        if absolute.is_relative_to(root) and absolute != root:
            found.append(str(absolute.relative_to(root)))
        found.append(str(absolute))
    return tuple(found)


def _parse_depfile(text: str) -> list[str]:
    body = text.replace("\\\n", " ")
    _, _, deps = body.partition(":")
    return [d.replace("\\ ", " ") for d in deps.split() if d != "\\"]


class Backend:
    """One way to build and run portable source; subclasses live in backends/<name>/driver.py."""

    name = "base"
    output_suffix = ""

    def available(self) -> str | None:
        """None when this backend can build here, else the reason it cannot (a skip reason)."""
        raise NotImplementedError

    def compiler(self) -> list[str]:
        """The compiler command (argv prefix)."""
        raise NotImplementedError

    def compile_command(self, sources: list[Path], output: Path, options: BuildOptions) -> list:
        raise NotImplementedError

    def runtime_link_flags(self) -> list[str]:
        """What a link adds for this backend's runtime (-lcudart's replacement). Build systems
        that link with the host compiler (CMake) learn them from cuport-nvcc -v's link line."""
        return []

    def program_options(self, sources: dict[str, str], options: BuildOptions) -> BuildOptions:
        """options plus what this backend needs for what the sources use (build() and a
        command echoing the compile line both ask)."""
        return options

    def cache_key(self, options: BuildOptions) -> list:
        """What besides sources and options changes this backend's output."""
        return []

    def can_run(self) -> str | None:
        """None when built programs can run here, else why not (e.g. no GPU)."""
        return None

    def prepare_sources(
        self, sources: dict[str, str], units: list[str], options: BuildOptions
    ) -> tuple[dict[str, str], str]:
        """Backend-specific source-to-source steps before compiling; returns sources and a log."""
        return sources, ""

    def check(self, status: int) -> None:
        """Raise BackendError for a failing status from a built program (override per backend)."""
        if status != 0:
            raise BackendError(f"{self.name}: program failed with status {status}", status)

    # ---- shared machinery ----

    def compiler_version(self) -> str:
        try:
            out = subprocess.run(
                [*self.compiler(), "--version"], capture_output=True, text=True, timeout=60
            )
            return out.stdout + out.stderr
        except (OSError, subprocess.SubprocessError) as exc:
            return f"unknown ({exc})"

    def _key(self, sources: dict[str, str], main: str, options: BuildOptions) -> str:
        parts = [
            __version__,
            self.name,
            shlex.join(self.compiler()),
            self.compiler_version(),
            repr(options),
            _header_hash(),
            main,
            *self.cache_key(options),
        ]
        for name in sorted(sources):
            parts += [name, sources[name]]
        return _cache.key(*parts)

    def build(self, sources: dict[str, str], main: str, options: BuildOptions) -> BuildResult:
        """Compile portable sources (relative name -> text) into a program or shared library.

        sources: every translated file the build needs, keyed by its path relative to a root.
        main: the names in sources to compile (space-separated for several translation units).
        """
        reason = self.available()
        if reason:
            raise BackendError(reason, exit_code=3)
        source_key = self._key(sources, main, options)
        product_key = self._lookup(source_key)
        suffix = ".so" if options.shared_library else self.output_suffix
        if product_key:
            payload = _cache.load(product_key, suffix)
            if payload is not None:
                return BuildResult(_cache.materialize(product_key, payload, suffix), cached=True)
        with tempfile.TemporaryDirectory(prefix="cuport-build-") as tmp:
            root = Path(tmp)
            texts, bytewise = _readable(sources)
            texts, prepare_log = self.prepare_sources(texts, main.split(), options)
            for name, text in texts.items():
                path = root / name
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(_as_written(text, name in bytewise))
            output = root / ("product" + suffix)
            depfile = root / "product.d"
            units = [root / m for m in main.split()]
            command = [*self.compile_command(units, output, options), "-MD", "-MF", str(depfile)]
            try:
                # errors="replace": compiler messages quote the user's lines, whose bytes need
                # not be UTF-8 (a Latin-1 comment, a stray byte).
                proc = subprocess.run(
                    command, capture_output=True, text=True, errors="replace", cwd=root
                )
            except OSError as exc:
                raise BackendError(f"{self.name}: cannot run {command[0]}: {exc}") from None
            # Messages name the sources relative to the program's root, not this temporary
            # folder (callers that know the root turn them into the user's paths: user_paths).
            compiler_log = (proc.stdout + proc.stderr).replace(f"{root}/", "")
            log = "\n".join(filter(None, [prepare_log, compiler_log]))
            if proc.returncode != 0:
                raise BackendError(f"{self.name}: build failed", exit_code=3, log=log)
            # The user's own headers (outside the build folder, the shim and the system) are
            # remembered with their hashes, so editing one invalidates this entry.
            depends = depfile.read_text(errors="surrogateescape") if depfile.exists() else ""
            listed = _parse_depfile(depends)
            skip = (str(root), str(RUNTIME_DIR), "/usr/")
            dep_hashes = {d: _sha256_file(d) for d in listed if not d.startswith(skip)}
            product_key = _cache.key(source_key, json.dumps(dep_hashes, sort_keys=True))
            payload = output.read_bytes()
        _cache.save(product_key, payload, suffix)
        _cache.save(source_key, json.dumps(dep_hashes).encode(), ".deps")
        return BuildResult(
            _cache.materialize(product_key, payload, suffix), cached=False, log=log, command=command
        )

    def build_program(self, program, options: BuildOptions) -> BuildResult:
        """Build a translated program (cuport.translator.pipeline.TranslatedProgram) as
        `translate --run/--build` does; options name the user's own -I folders and -D macros.
        A failed build's BackendError has a log that names the user's files (user_paths)."""
        from cuport.translator import translation

        # nvcc defines __CUDACC__ & co. in .cu files only; one build compiles every unit with the
        # same flags, so they are defined where every unit is CUDA source (as cuport-nvcc does per
        # file): helper_math.h's host fallbacks for min/max/rsqrtf hide behind #ifndef __CUDACC__.
        # The cuda backend's compiler is nvcc, which defines them itself.
        cuda_units = all(Path(u).suffix.lower() in (".cu", ".cuh") for u in program.units)
        macros = translation.NVCC_MACROS if self.name != "cuda" and cuda_units else ()
        options = dataclasses.replace(
            options,
            include_dirs=_program_include_dirs(options.include_dirs, program.root),
            defines=(*macros, *options.defines),
            source_root=str(program.root) if options.check else "",
        )
        try:
            return self.build(program.sources, " ".join(program.units), options)
        except BackendError as exc:
            exc.log = user_paths(exc.log, program.sources, program.root)
            raise

    def _lookup(self, source_key: str) -> str | None:
        """The product key for source_key if the headers it used are unchanged."""
        manifest = _cache.load(source_key, ".deps")
        if manifest is None:
            return None
        dep_hashes = json.loads(manifest)
        for path, digest in dep_hashes.items():
            if _sha256_file(path) != digest:
                return None
        return _cache.key(source_key, json.dumps(dep_hashes, sort_keys=True))

    def run(self, program: Path, args=(), env=None, cwd=None, output=None) -> int:
        """Run a built program with stdio passed through, or with its output copied into the
        text streams output = (stdout, stderr); returns its exit status (128+N when signal N
        ended it). SIGINT, SIGTERM, SIGHUP and SIGQUIT sent to this process pass on to the
        program (cuport._process.run)."""
        reason = self.can_run()
        if reason:
            raise BackendError(reason, exit_code=3)
        merged = dict(os.environ, **(env or {}))
        try:
            return _process.run([str(program), *args], env=merged, cwd=cwd, output=output)
        except OSError as exc:
            raise BackendError(f"{self.name}: cannot run {program}: {exc.strerror}") from None
