#!/usr/bin/env python3
"""Entry point: `python tools/conformance.py --help`; the runner is the conformance/ package here."""

import sys
from pathlib import Path

_TOOLS = Path(__file__).resolve().parent
sys.path.insert(0, str(_TOOLS))

from conformance.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
