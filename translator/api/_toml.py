"""tomllib, or tomli on Python 3.10: the table and the diagnostics catalog are TOML."""

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

__all__ = ["tomllib"]
