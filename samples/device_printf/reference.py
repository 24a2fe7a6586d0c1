"""Reference for device_printf: the same lines formatted with C's printf rules (Python's %)."""

import numpy as np


def expected(args: list[str]) -> dict:
    values = np.array([0.5, -1.25, 3.14159, 100.0, 1e-3, -2.5e4, 7.0, 0.1, 65504.0], np.float32)
    lines = []
    for launch in range(3):
        lines.append(f"[launch {launch}] grid 2 x 2, block 64")
        for k in range(3):
            v = float(values[launch * 3 + k])  # float promoted to double, as printf does
            parity = "odd" if (k + launch) & 1 else "even"
            hex_value = (k * 0x1234567 + launch) & 0xFFFFFFFF
            lines.append(
                "  v[%d] = %8.3f | %e | %g | %s | hex %08x | %c"  # noqa: UP031 (C printf rules)
                % (k, v, v, v, parity, hex_value, chr(ord("A") + k + launch))
            )
        lines.append(
            "  big = %d, unsigned max = %u, padded = [%5d] [%-5d]"  # noqa: UP031
            % (1 << (40 + launch), 0xFFFFFFFF, launch, launch)
        )
        lines.append(f"host: launch {launch} done")
    lines += [f"call {b}: block 0 of 1 says hello" for b in range(3)]
    return {"stdout": lines}
