"""Every lowering test runs in strict mode: an internal fallback of a pass (an unexpected
exception, which a build would survive on the fiber path) fails the test instead."""

from __future__ import annotations

import pytest
from cuport.translator.lowering import lower


@pytest.fixture(autouse=True)
def _strict_lowering(monkeypatch):
    monkeypatch.setenv(lower.STRICT_ENVIRONMENT, "1")
