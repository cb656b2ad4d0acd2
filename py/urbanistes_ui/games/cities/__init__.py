"""Cities' play screen (``SCREEN``), loaded when a Cities game opens: the central board's
four rows (where a worker takes an item), each player's neighbourhood of city tiles, the
achievements and the scoring cards."""

from .screen import SCREEN

__all__ = ["SCREEN"]
