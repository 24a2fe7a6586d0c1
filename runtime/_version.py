"""cuport's version: the one place it is spelled (pyproject.toml reads it from here)."""

__version__ = "0.1.0"
