"""`translate DIR... --out-root OUT`: project mode for the CLI (progress, diagnostics, report).

Only presentation lives here; translator.project does the work.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from cuport import translator
from cuport.translator import project, report, translation


class _Progress:
    """A one-line progress bar on a terminal; silent otherwise (logs stay clean)."""

    def __init__(self, stream=sys.stderr):
        self.stream = stream
        self.active = stream.isatty()
        self.drawn = False

    def __call__(self, done: int, total: int, name: str) -> None:
        if not self.active:
            return
        width = 30
        filled = width * done // max(total, 1)
        label = name if len(name) <= 40 else "..." + name[-37:]
        bar = "#" * filled + "." * (width - filled)
        self.stream.write(f"\r[cuport] [{bar}] {done}/{total} {label:<40}")
        self.stream.flush()
        self.drawn = True

    def finish(self) -> None:
        if self.drawn:
            self.stream.write("\n")
            self.stream.flush()


def translate_to_out_root(args) -> int:
    """Translate every input (folder or file) under args.out_root; returns the exit status."""
    out_root = Path(args.out_root)
    results, copied, failed = [], [], []
    folders = [Path(i) for i in args.inputs if Path(i).is_dir()]
    files = [Path(i) for i in args.inputs if not Path(i).is_dir()]
    for folder in folders:
        target = out_root if len(folders) == 1 and not files else out_root / folder.resolve().name
        progress = _Progress()
        try:
            tree = project.translate_tree(
                folder,
                target,
                args.include_dirs,
                args.defines,
                args.backend,
                args.compile_commands,
                args.jobs,
                progress,
            )
        finally:
            progress.finish()
        results += tree.results
        copied += [f.source for f in tree.files if f.action == "copied"]
        failed += [(f.source, f.error) for f in tree.errors]
    table = project.load_compile_commands(args.compile_commands) if args.compile_commands else {}
    for path in files:
        flags = table.get(str(path.resolve()), project.Flags())
        result = translator.translate_file(
            path,
            [*args.include_dirs, *flags.include_dirs],
            [*args.defines, *flags.defines],
            args.backend,
        )
        project.write_atomically(
            out_root / path.name, translation.encoded(result.code), inputs=args.inputs
        )
        results.append(result)
    for result in results:
        for diag in result.diagnostics:
            print(diag.format(), file=sys.stderr)
    for _source, error in failed:
        print(f"translate: error: {error}", file=sys.stderr)
    if args.report:
        data = json.dumps(report.build(results, copied, failed), indent=2) + "\n"
        project.write_atomically(Path(args.report), data.encode("utf-8"), inputs=args.inputs)
    if args.print_stats:
        sys.stderr.write(report.format_stats(results))
    print(
        f"[cuport] {len(results)} translated, {len(copied)} copied, {len(failed)} failed"
        f" -> {out_root}",
        file=sys.stderr,
    )
    if failed or any(d.severity == "error" for r in results for d in r.diagnostics):
        return 2
    return 1 if any(r.unsupported for r in results) else 0
