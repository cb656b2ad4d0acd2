"""Sprawlopolis's play screen (``SCREEN``), loaded when a Sprawlopolis game opens."""

from .screen import SCREEN

__all__ = ["SCREEN"]
