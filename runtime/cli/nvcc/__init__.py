"""cuport-nvcc: a drop-in for nvcc that translates CUDA on the fly and builds for a backend.

options.py parses nvcc's command line (spellings: _option_table.py), units.py translates
(cached), build.py compiles, links and archives, deps.py writes make dependencies, cmake.py
answers CMake's questions, cli.py runs it all.
"""
