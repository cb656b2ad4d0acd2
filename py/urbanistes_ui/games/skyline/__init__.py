"""Skyline's play screen (``SCREEN``), loaded when a Skyline game opens."""

from .screen import SCREEN

__all__ = ["SCREEN"]
