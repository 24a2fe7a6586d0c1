"""Reference for error_launch_config: CUDA's documented numeric error codes for each case."""

INVALID_CONFIGURATION = 9  # cudaErrorInvalidConfiguration
SUCCESS = 0


def expected(args: list[str]) -> dict:
    codes = [
        ("too many threads, peek", INVALID_CONFIGURATION),
        ("too many threads, get", INVALID_CONFIGURATION),
        ("after get, error cleared", SUCCESS),
        ("grid y too large", INVALID_CONFIGURATION),
        ("3D block too large", INVALID_CONFIGURATION),
        ("block z too large", INVALID_CONFIGURATION),
        ("zero blocks", INVALID_CONFIGURATION),
        ("synchronize after bad launches", SUCCESS),
        ("good launch", SUCCESS),
        ("synchronize", SUCCESS),
    ]
    lines = [f"{what}: {code}" for what, code in codes]
    lines.insert(8, "failed launches left memory untouched: yes")
    lines.append(f"sum after good launch: {42 * 1024}")
    return {"stdout": lines}
