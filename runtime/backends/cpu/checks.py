"""cuport check's tools (runtime/backends/cpu/check/, docs/check.md) and the builds they need.

A build holds one instrumentation: AddressSanitizer's (memcheck) or the access hooks of racecheck
and initcheck (ThreadSanitizer's instrumentation, cuport's runtime for it); synccheck needs
neither and rides in either (in racecheck's where there is one, so that memcheck's keeps the
lowered thread loops: synccheck runs every kernel on fibers). Tool lists are comma-separated,
as CUPORT_CHECK spells them.
"""

from __future__ import annotations

ADDRESS_TOOLS = ("memcheck",)
ACCESS_TOOLS = ("racecheck", "initcheck")
# Whose builds run every kernel on fibers (the lowering would hide what it judges).
FIBER_TOOLS = ("synccheck",)
CHECK_TOOLS = ("memcheck", "racecheck", "initcheck", "synccheck")
# What --check, --cuport-check and CUPORT_CHECK accept: a tool, or all of them.
CHECK_CHOICES = (*CHECK_TOOLS, "all")


def check_tools(check: str) -> list[str]:
    """The tools a --check value names ("memcheck", "racecheck,synccheck", "all")."""
    names = [name for name in check.split(",") if name]
    return [tool for tool in CHECK_TOOLS if tool in names or "all" in names]


def check_builds(check: str) -> list[str]:
    """The checked builds a --check value needs, each as the tool list it is built for:
    memcheck and racecheck need a build each (initcheck shares racecheck's); synccheck rides in
    the last ("all" gives ["memcheck", "racecheck,initcheck,synccheck"])."""
    tools = check_tools(check)
    builds = [[t for t in tools if t in family] for family in (ADDRESS_TOOLS, ACCESS_TOOLS)]
    builds = [build for build in builds if build]
    if "synccheck" in tools:
        if not builds:
            builds.append([])
        builds[-1].append("synccheck")
    return [",".join(build) for build in builds]
