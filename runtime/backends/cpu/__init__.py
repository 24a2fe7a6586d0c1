"""CPU backend: the reference implementation of the shim (headers) and its build driver."""
