"""Carry out an Invocation: compile units to objects, link, archive, write dependency files.

Translation is units.py's job and the compile command is the backend's; this module decides
which steps run, in what order, and where their products go.
"""

from __future__ import annotations

import dataclasses
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from cuport import _cache, _files, backends, translator
from cuport.backends import BackendError, BuildOptions
from cuport.cli.nvcc import toolkit, units
from cuport.cli.nvcc.options import CUDA_MATH_LIBS, CUDA_RUNTIME_LIBS, Input, Invocation
from cuport.cli.nvcc.toolkit import CUDA_VERSION
from cuport.translator import translation

# The C++ standard the shim needs; older -std= requests are raised to it.
_MIN_STD = "c++17"
_OLD_STDS = ("c++03", "c++98", "c++11", "c++14", "gnu++03", "gnu++98", "gnu++11", "gnu++14")


class BuildFailed(Exception):
    """A step failed; its output was already shown. exit_code is what cuport-nvcc returns."""

    def __init__(self, exit_code: int = 1):
        super().__init__(exit_code)
        self.exit_code = exit_code


@dataclass
class Driver:
    """Runs the steps of one invocation, echoing them under -v and only echoing under --dryrun."""

    inv: Invocation
    backend: backends.Backend
    temps: list = field(default_factory=list)

    # ---- echo and run ----

    def echo(self, command: list[str]) -> None:
        if self.inv.verbose or self.inv.dryrun:
            print("#$ " + shlex.join(map(str, command)), file=sys.stderr)

    def run(self, command: list[str], cwd: str | Path | None = None) -> None:
        self.echo(command)
        if self.inv.dryrun:
            return
        try:
            proc = subprocess.run(command, cwd=cwd)
        except OSError as exc:
            print(f"cuport-nvcc: error: cannot run {command[0]}: {exc.strerror}", file=sys.stderr)
            raise BuildFailed(1) from None
        if proc.returncode != 0:
            raise BuildFailed(proc.returncode)

    # ---- flags ----

    def _std_flags(self) -> list[str]:
        std = self.inv.std
        if not std or std in _OLD_STDS:
            return []
        return [f"-std={std}"]

    def _codegen_flags(self, host_only: bool = False) -> list[str]:
        inv = self.inv
        # When the backend compiler is nvcc it takes its own spellings; a host compiler, gcc's.
        nvcc = self.backend.name == "cuda" and not host_only
        flags = []
        if inv.opt is not None:
            flags.append(f"-O{inv.opt}")
        elif inv.device_debug and not nvcc:
            flags.append("-O0")  # -G turns device optimization off; here kernels are host code
        if inv.debug:
            flags.append("-g")
        if inv.device_debug:
            flags.append("-G" if nvcc else "-g")
        elif inv.lineinfo:
            flags.append("-lineinfo" if nvcc else "-g1")
        if inv.fast_math and nvcc:
            flags.append("--use_fast_math")
        elif inv.fast_math:
            # CUDA's fast math approximates but keeps inf/NaN; -ffast-math would assume them away.
            flags += ["-fno-math-errno", "-funsafe-math-optimizations", "-ffp-contract=fast"]
        if inv.rdc and nvcc:
            flags.append("-rdc=true")
        elif inv.rdc and self.backend.name == "rocm":
            flags.append("-fgpu-rdc")  # hipcc's spelling of relocatable device code
        return flags

    def _host(self, flags: list[str]) -> list[str]:
        """Host compiler flags as the backend compiler takes them (nvcc wants -Xcompiler)."""
        if self.backend.name == "cuda":
            return [f"-Xcompiler={f}" for f in flags]
        return list(flags)

    def _arch_flags(self) -> list[str]:
        if self.backend.name == "rocm" and self.inv.rdc:
            # With -fgpu-rdc, hipcc links device code at the final link: it needs the targets.
            return [f"--offload-arch={a}" for a in self.backend.archs()]
        if self.backend.name != "cuda":
            return []  # sm_XX names NVIDIA hardware; other backends have their own targets
        return [f"-{kind}={value}" for kind, value in self.inv.archs]

    def _cuda_macros(self, kind: str) -> list[str]:
        if kind != "cu" or self.backend.name == "cuda":
            return []  # nvcc defines its own; host C++ never sees them (as with nvcc)
        return _nvcc_macros()

    # ---- steps ----

    def compile_source(self, item: Input, output: Path) -> list[Path]:
        """Compile one .cu/.cpp/.c input to an object at output; returns its dependencies."""
        if item.kind == "c":
            return self._compile_c(item, output)
        inv = self.inv
        unit = self._translate(item)
        sources, main, options, user_log = self._build_inputs(unit, item.kind)
        if inv.dryrun or inv.verbose:
            shown_options = self.backend.program_options(sources, options)
            shown = [*self.backend.compile_command([Path(main)], output, shown_options)]
            self.echo(shown)
        if inv.dryrun:
            return unit.dependencies
        try:
            built = self.backend.build(sources, main, options)
        except BackendError as exc:
            if exc.log:
                print(user_log(exc.log).rstrip(), file=sys.stderr)
            print(f"cuport-nvcc: error: {item.path}: {exc}", file=sys.stderr)
            raise BuildFailed(exc.exit_code if exc.exit_code else 1) from None
        if built.log.strip():
            print(user_log(built.log).rstrip(), file=sys.stderr)
        if inv.verbose:
            print(
                f"cuport-nvcc: {item.path}: translation {_state(unit)}, "
                f"object {'cached' if built.cached else 'compiled'}",
                file=sys.stderr,
            )
        _files.install(built.path, output, inputs=self.input_paths(), mode=_files.FILE_MODE)
        return unit.dependencies

    def _translate(self, item: Input) -> units.TranslatedUnit:
        inv = self.inv
        # The translator sees what nvcc's front end sees: __CUDACC__ and friends in .cu files.
        seen = [m[2:] for m in _nvcc_macros()] if item.kind == "cu" else []
        unit = units.translate_unit(
            item.path,
            item.kind,
            inv.include_dirs,
            [*seen, *inv.defines],
            self.backend.name,
            inv.system_include_dirs,
        )
        self._report(unit)
        return unit

    def preprocess(self, item: Input, output: str | None) -> None:
        """-E: the translated unit after the backend compiler's preprocessor (stdout or -o)."""
        if item.kind == "c":
            compiler = shlex.split(os.environ.get("CC", "")) or [shutil.which("cc") or "gcc"]
            command = [*compiler, *self.inv.macros, *[f"-I{d}" for d in self.inv.include_dirs]]
            self.run([*command, "-E", item.path, "-o", output or "-"])
            return
        unit = self._translate(item)
        sources, main, options, _user_log = self._build_inputs(unit, item.kind)
        flags = (*[f for f in options.flags if f != "-c"], "-E")
        options = dataclasses.replace(options, flags=flags)
        target = str(Path(output).resolve()) if output else "-"
        with tempfile.TemporaryDirectory(prefix="cuport-nvcc-E-") as tmp:
            for name, text in sources.items():
                path = Path(tmp) / name
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(translation.encoded(text))
            self.run(self.backend.compile_command([Path(main)], Path(target), options), cwd=tmp)

    def _report(self, unit: units.TranslatedUnit) -> None:
        failed = False
        for diag in unit.diagnostics:
            severity = "remark" if diag.severity == "remark" else "warning"
            if self.inv.werror and severity == "warning":
                severity = "error"
                failed = True
            print(
                f"{diag.file}:{diag.line}:{diag.column}: {severity}: {diag.id}: {diag.message}",
                file=sys.stderr,
            )
        if failed:
            print("cuport-nvcc: error: translation warnings treated as errors", file=sys.stderr)
            raise BuildFailed(1)

    def _build_inputs(self, unit: units.TranslatedUnit, kind: str):
        """The backend's sources (relative name -> text), main unit name, BuildOptions, and
        user_log: a build log -> the same log naming the user's files (the sources are named
        relative to root, headers found through the translated tree by their originals)."""
        inv = self.inv
        includes = [Path(d).resolve() for d in inv.include_dirs]
        system = [Path(d).resolve() for d in inv.system_include_dirs]
        files = [Path(p) for p in unit.files]
        root = Path(os.path.commonpath([str(p.parent) for p in files + includes + system]))
        sources = {}
        for path in files:
            text = unit.files[str(path)]
            if text is None:
                text = path.read_text(encoding="utf-8", errors="surrogateescape")
            sources[str(path.relative_to(root))] = text
        main = str(unit.source.relative_to(root))
        if kind == "cu":
            # nvcc includes cuda_runtime.h before a .cu file; #line keeps the user's numbering.
            sources[main] = translator.with_runtime_include(sources[main])

        tree = _translated_tree(sources)

        def user_log(log: str) -> str:
            return backends.user_paths(log, sources, root, {str(tree): str(root)})

        def mapped(folder: Path) -> list[str]:
            # The translated copy first (a content-addressed tree on disk, so every step that
            # reads headers sees the same files), then the original for anything not copied.
            return [str(tree / folder.relative_to(root)), str(folder)]

        # -D goes in defines (source-to-source steps such as the CPU lowering parse with them);
        # -U, rarer, stays a flag, after them.
        defines = [m[2:] for m in [*self._cuda_macros(kind), *inv.macros] if m.startswith("-D")]
        flags = [m for m in inv.macros if m.startswith("-U")]
        for folder in system:
            for name in mapped(folder):
                flags += ["-isystem", name]
        for header in inv.pre_includes:
            candidate = Path(header).resolve()
            flags += [
                "-include",
                str(candidate.relative_to(root)) if candidate in files else header,
            ]
        flags += [*self._std_flags(), *self._codegen_flags(), *self._arch_flags()]
        if inv.shared:
            flags += self._host(["-fPIC"])
        flags += [*self._host(inv.host_flags), "-c"]
        options = BuildOptions(
            include_dirs=tuple(name for folder in includes for name in mapped(folder)),
            defines=tuple(defines),
            flags=tuple(flags),
            warp_size=inv.warp_size or 32,
            check=inv.check,
            source_root=str(root) if inv.check else "",
        )
        return sources, main, options, user_log

    def _compile_c(self, item: Input, output: Path) -> list[Path]:
        inv = self.inv
        compiler = shlex.split(os.environ.get("CC", "")) or [shutil.which("cc") or "gcc"]
        command = [*compiler, *inv.macros]
        for folder in inv.include_dirs:
            command += ["-I", folder]
        for folder in inv.system_include_dirs:
            command += ["-isystem", folder]
        command += [*self._codegen_flags(host_only=True), *inv.host_flags]
        command += ["-c", item.path, "-o", str(output)]
        self.run(command)
        deps = [Path(item.path).resolve()]
        folders = units.project_folders(inv.include_dirs)
        return deps + units.project_files(Path(item.path), folders)[1:]

    def link(self, objects: list[str], output: str) -> None:
        inv = self.inv
        command = [*self.backend.compiler()]
        if inv.shared:
            command += ["-shared"]
        command += [*self._codegen_flags(), *self._arch_flags(), *self._host(inv.host_flags)]
        head = command
        tail = []
        for flag in inv.linker_flags:
            tail += ["-Xlinker", flag]
        tail += [f"-L{d}" for d in inv.lib_dirs]
        if self.backend.name == "cuda":
            tail += [self.backend.library_flag(n) for n in inv.libs]
        else:
            provided = (*CUDA_RUNTIME_LIBS, *CUDA_MATH_LIBS)
            tail += [f"-l{n}" for n in inv.libs if n not in provided]
            # Empty libraries named like CUDA's (the toolkit folder's): build systems that link
            # with the host compiler themselves find them through the -L this line shows them.
            tail.append(f"-L{toolkit.root(self.backend.name) / 'lib64'}")
        if inv.check:
            # The checked objects' runtime (cpu/check/). -lasan too: CMake, which links with the
            # host compiler, keeps the -l items of this line (not -fsanitize), and before the
            # C library, so that ASan's malloc is the one the program calls.
            tail += ["-fsanitize=address", "-lasan"]
        tail += self.backend.runtime_link_flags()
        self._produce(output, _files.PROGRAM_MODE, lambda out: [*head, *objects, "-o", out, *tail])

    def archive(self, objects: list[str], output: str) -> None:
        # ar adds to an existing archive: it makes a new one in a folder of its own.
        ar = os.environ.get("AR", "ar")
        self._produce(output, _files.FILE_MODE, lambda out: [ar, "rcs", out, *objects])

    def device_link(self, objects: list[str], output: str) -> None:
        """-dlink: nvcc links device code for real; elsewhere device code is ordinary code,
        so the product is an empty object that later host links accept."""
        if self.backend.name == "cuda":
            compiler = [*self.backend.compiler(), *self._arch_flags(), "-dlink", *objects]
        else:
            compiler = [*self.backend.compiler(), "-c", "-x", "c++", os.devnull]
        self._produce(output, _files.FILE_MODE, lambda out: [*compiler, "-o", out])

    def _produce(self, output: str, mode: int, command_for) -> None:
        """Run command_for(path), which writes a product at path, into a folder of its own, then
        put the product at output as every output is put (cuport._files: all or nothing, never
        over an input, a device written through)."""
        if self.inv.dryrun:
            self.run(command_for(output))
            return
        folder = Path(tempfile.mkdtemp(prefix="cuport-nvcc-"))
        self.temps.append(folder)
        product = folder / (Path(output).name or "product")
        self.run(command_for(str(product)))
        _files.install(product, output, inputs=self.input_paths(), mode=mode)

    def input_paths(self) -> list[str]:
        """The files named on the command line (no output may be one of them)."""
        return [item.path for item in self.inv.inputs]

    def temp_object(self, item: Input) -> Path:
        folder = Path(tempfile.mkdtemp(prefix="cuport-nvcc-"))
        self.temps.append(folder)
        return folder / (Path(item.path).stem + ".o")

    def cleanup(self) -> None:
        for folder in self.temps:
            shutil.rmtree(folder, ignore_errors=True)


def _translated_tree(sources: dict) -> Path:
    """A folder holding sources (relative name -> text), keyed by their content, in the cache
    (each file compared with its text on use, so a damaged copy is rewritten), or in a
    temporary folder when the cache is off."""
    name = _cache.key(*sorted(sources.items()))[:32]
    trees = _cache.folder("nvcc-trees")
    if trees is not None:
        try:
            return _write_tree(trees / name, sources)
        except OSError as exc:
            _cache.disable(f"{trees}: {exc.strerror or exc}")
    return _write_tree(_cache.scratch_dir() / "nvcc-trees" / name, sources)


def _write_tree(tree: Path, sources: dict) -> Path:
    for name, text in sources.items():
        _cache.ensure_file(tree / name, translation.encoded(text))
    return tree


def _state(unit: units.TranslatedUnit) -> str:
    if not unit.translated:
        return "not needed"
    return "cached" if unit.cached else "done"


def _nvcc_macros() -> list[str]:
    """The macros nvcc defines for .cu files (CMake's compiler identification reads them)."""
    major, minor, build = CUDA_VERSION
    return [
        *(f"-D{name}" for name in translation.NVCC_MACROS),
        f"-D__CUDACC_VER_MAJOR__={major}",
        f"-D__CUDACC_VER_MINOR__={minor}",
        f"-D__CUDACC_VER_BUILD__={build}",
    ]
