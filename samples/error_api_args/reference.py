"""Reference for error_api_args: CUDA's documented numeric error codes for each call."""

SUCCESS = 0
INVALID_VALUE = 1  # cudaErrorInvalidValue
MEMORY_ALLOCATION = 2  # cudaErrorMemoryAllocation
INVALID_MEMCPY_DIRECTION = 21  # cudaErrorInvalidMemcpyDirection
INVALID_DEVICE = 101  # cudaErrorInvalidDevice
INVALID_RESOURCE_HANDLE = 400  # cudaErrorInvalidResourceHandle


def expected(args: list[str]) -> dict:
    codes = [
        ("cudaGetDeviceCount", SUCCESS),
        ("cudaMalloc of 2^60 bytes", MEMORY_ALLOCATION),
        ("last error after failed cudaMalloc", MEMORY_ALLOCATION),
        ("last error cleared", SUCCESS),
        ("cudaMalloc of 0 bytes", SUCCESS),
        ("cudaFree(NULL)", SUCCESS),
        ("cudaSetDevice past the last device", INVALID_DEVICE),
        ("cudaGetDeviceProperties(-1)", INVALID_DEVICE),
        ("cudaMalloc 4 KiB", SUCCESS),
        ("cudaMemcpy with an invalid kind", INVALID_MEMCPY_DIRECTION),
        ("cudaMemcpy to NULL", INVALID_VALUE),
        ("cudaMemset on NULL", INVALID_VALUE),
        ("runtime still usable", SUCCESS),
        ("cudaEventCreate", SUCCESS),
        ("cudaEventCreate", SUCCESS),
        ("cudaEventQuery before any record", SUCCESS),
        ("cudaEventElapsedTime on unrecorded events", INVALID_RESOURCE_HANDLE),
        ("cudaEventRecord", SUCCESS),
        ("cudaEventRecord", SUCCESS),
        ("cudaEventSynchronize", SUCCESS),
        ("cudaEventElapsedTime after records", SUCCESS),
        ("cudaEventDestroy", SUCCESS),
        ("cudaEventDestroy", SUCCESS),
        ("cudaFree", SUCCESS),
        ("cudaDeviceSynchronize", SUCCESS),
    ]
    lines = [f"{what}: {code}" for what, code in codes]
    lines.insert(21, "elapsed time is non-negative: yes")
    return {"stdout": lines}
