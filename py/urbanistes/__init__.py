"""Urbanistes rules: pure Python, no browser imports, tested in plain CPython."""
