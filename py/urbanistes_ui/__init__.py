"""Urbanistes browser layer: pure view code (SVG markup) plus the PyScript glue."""
