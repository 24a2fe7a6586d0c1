"""Render conformance results: the terminal matrix, the summary line, JSON and JUnit XML.

Pure formatting over runner.Result lists; it never runs anything.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

from conformance.runner import Result

_CELL = {"pass": "ok", "fail": "FAIL", "skip": "skip"}


def counts(results: list[Result]) -> dict[str, int]:
    found = {"pass": 0, "fail": 0, "skip": 0}
    for result in results:
        found[result.status] += 1
    return found


def summary(results: list[Result]) -> str:
    """`N passed, N failed, N skipped` (one count per sample x config)."""
    c = counts(results)
    return f"{c['pass']} passed, {c['fail']} failed, {c['skip']} skipped"


def _cell(result: Result | None) -> str:
    if result is None:
        return "-"
    if result.status == "pass":
        return f"ok {result.seconds:.2f}s"
    if result.status == "skip":
        return "built" if result.stage == "run" and "built" in result.detail else "skip"
    return f"FAIL:{result.stage}"


def matrix(results: list[Result], details: bool = True) -> str:
    """A sample x config table with the time per cell, then the detail of every failure and skip."""
    configs = list(dict.fromkeys(r.config for r in results))
    samples = list(dict.fromkeys(r.sample for r in results))
    by_key = {(r.sample, r.config): r for r in results}
    width = max([len("sample"), *map(len, samples)])
    cells = {k: _cell(v) for k, v in by_key.items()}
    widths = [max([len(c), *(len(cells.get((s, c), "-")) for s in samples)]) for c in configs]
    lines = [
        "  ".join(
            ["sample".ljust(width), *(c.ljust(w) for c, w in zip(configs, widths, strict=True))]
        )
    ]
    lines.append("  ".join(["-" * width, *("-" * w for w in widths)]))
    for sample in samples:
        row = [cells.get((sample, c), "-").ljust(w) for c, w in zip(configs, widths, strict=True)]
        lines.append("  ".join([sample.ljust(width), *row]).rstrip())
    if details:
        for result in results:
            if result.status == "pass" or not result.detail:
                continue
            if (
                result.status == "skip"
                and result.stage != "run"
                and "requires" not in result.detail
            ):
                continue
            head = f"{result.status.upper()} {result.sample} [{result.config}] at {result.stage}:"
            lines.append("")
            lines.append(head)
            lines.extend("    " + line for line in result.detail.splitlines())
    skipped_backends = {
        r.config: r.detail for r in results if r.status == "skip" and r.stage == "build"
    }
    reasons = {c: d for c, d in skipped_backends.items() if "requires" not in d and "warp" not in d}
    for config, reason in reasons.items():
        lines.append(f"\nskipped {config}: {reason}")
    return "\n".join(lines)


def to_json(results: list[Result], meta: dict) -> dict:
    return {"summary": counts(results), "meta": meta, "results": [r.to_json() for r in results]}


def write_json(path: Path, results: list[Result], meta: dict) -> None:
    Path(path).write_text(json.dumps(to_json(results, meta), indent=2) + "\n", encoding="utf-8")


def junit(results: list[Result]) -> ET.ElementTree:
    """One <testsuite> per config, one <testcase> per sample (its folder name is the test ID)."""
    root = ET.Element("testsuites", name="cuport-conformance")
    c = counts(results)
    root.set("tests", str(len(results)))
    root.set("failures", str(c["fail"]))
    root.set("skipped", str(c["skip"]))
    for config in dict.fromkeys(r.config for r in results):
        mine = [r for r in results if r.config == config]
        mc = counts(mine)
        suite = ET.SubElement(root, "testsuite", name=f"conformance.{config}")
        suite.set("tests", str(len(mine)))
        suite.set("failures", str(mc["fail"]))
        suite.set("skipped", str(mc["skip"]))
        suite.set("errors", "0")
        suite.set("time", f"{sum(r.seconds for r in mine):.3f}")
        for result in mine:
            case = ET.SubElement(suite, "testcase", name=result.sample)
            case.set("classname", f"conformance.{config}")
            case.set("time", f"{result.seconds:.3f}")
            if result.status == "fail":
                node = ET.SubElement(case, "failure", message=f"{result.stage} failed")
                node.set("type", result.stage)
                node.text = result.detail
            elif result.status == "skip":
                ET.SubElement(
                    case, "skipped", message=result.detail.splitlines()[0] if result.detail else ""
                )
    ET.indent(root)
    return ET.ElementTree(root)


def write_junit(path: Path, results: list[Result]) -> None:
    junit(results).write(str(path), encoding="utf-8", xml_declaration=True)
