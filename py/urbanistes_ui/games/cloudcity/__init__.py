"""Cloud City's play screen (``SCREEN``), loaded when a Cloud City game opens."""

from .screen import SCREEN

__all__ = ["SCREEN"]
