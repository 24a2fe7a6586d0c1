"""Reference for error_kernel_fault: the names and strings CUDA's runtime returns (cudaError in
the CUDA Runtime API reference; cudaGetErrorString's texts as CUDA 13's libcudart returns them)."""

SUCCESS = ("cudaSuccess", "no error")
ILLEGAL = ("cudaErrorIllegalAddress", "an illegal memory access was encountered")
UNKNOWN_CODE = ("unrecognized error code", "unrecognized error code")


def expected(args: list[str]) -> dict:
    calls = [
        ("cudaMalloc", SUCCESS),
        ("launch", SUCCESS),  # the launch is fine; the fault is asynchronous
        ("cudaDeviceSynchronize", ILLEGAL),
        ("cudaDeviceSynchronize again", ILLEGAL),  # sticky
        ("cudaGetLastError", ILLEGAL),  # and not cleared by reading it
        ("cudaGetLastError again", ILLEGAL),
        ("cudaMalloc after the fault", ILLEGAL),  # the context is unusable
        ("cudaMemcpy after the fault", ILLEGAL),
        ("cudaGetDeviceCount after the fault", SUCCESS),  # needs no context
        ("cudaDeviceReset", SUCCESS),
        ("cudaMalloc after reset", SUCCESS),
        ("unknown code", UNKNOWN_CODE),
    ]
    lines = [f"{what}: {name} ({text})" for what, (name, text) in calls]
    return {"stdout": [*lines, "PASSED"]}
