"""The `template` keyword nvcc does without: `caster<T>::cast<N>(...)`, a member template of a
type that depends on a template parameter, called without `caster<T>::template cast<N>`.

C++ requires the keyword (else `cast < N` is a comparison); nvcc's front end (EDG) accepts the
call without it, so CUDA code written for nvcc has such calls (FlashInfer's vec_cast<...>::cast<N>)
and GCC and Clang reject them. libclang reports each one ("missing 'template' keyword prior to
dependent template name 'cast'") at the start of the qualified name; this inserts the keyword
before the name, which is what the compiler's own fix-it would do (libclang gives none for it).
The diagnostic is then not the user's error (translation.py leaves it out of CP0001).
"""

from __future__ import annotations

import bisect
import re

from cuport.translator.edits import Edit
from cuport.translator.frontend import clang
from cuport.translator.frontend.parse import Parsed

MISSING_TEMPLATE = re.compile(
    r"missing 'template' keyword prior to dependent template name '(\w+)'"
)
_ACCESS = {"::", ".", "->"}


def edits(parsed: Parsed) -> list[Edit]:
    """An insertion of `template ` before each such name in the parsed file."""
    errors = clang.cindex().Diagnostic.Error
    starts = [token.start for token in parsed.tokens]
    found = []
    for diag in parsed.unit.diagnostics:
        match = MISSING_TEMPLATE.match(diag.spelling) if diag.severity >= errors else None
        location = diag.location
        if match is None or location.file is None or location.file.name != parsed.path:
            continue
        # The name is the first one after the diagnostic's place that follows `::` (or . ->)
        # and opens a template argument list.
        k = bisect.bisect_left(starts, location.offset)
        while k + 1 < len(parsed.tokens) and parsed.tokens[k].spelling != ";":
            token = parsed.tokens[k]
            if (
                token.spelling == match.group(1)
                and k > 0
                and parsed.tokens[k - 1].spelling in _ACCESS
                and parsed.tokens[k + 1].spelling == "<"
            ):
                found.append(Edit(token.start, token.start, "template ", why="CUDA's template"))
                break
            k += 1
    return found
