"""cuport's conformance runner: samples/ translated, built, run and compared with NumPy references.

The modules split the work by role: manifest (read samples), compare (rules), runner (stages),
report (matrix, JSON, JUnit) and cli. Nothing here knows a particular sample.
"""
