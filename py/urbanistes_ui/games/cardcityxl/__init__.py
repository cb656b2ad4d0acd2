"""Card City XL's play screen (``SCREEN``), loaded when a Card City XL game opens: the
draft as an exchange of lots, the city as a grid of cards, development, income and
purchases step by step."""

from .screen import SCREEN

__all__ = ["SCREEN"]
