"""Fuzzing of the commands: mutate.py makes mutants of CUDA sources, run.py runs translate and
cuport-nvcc on them and checks the invariants (no traceback, no signal, documented exit codes,
inputs unchanged, no half-written output). tests/tools/test_fuzz.py runs a fixed-seed subset."""
