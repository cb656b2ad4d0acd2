"""Cloud City (Walker-Harding): raise towers on cloud tiles and link them by walkways."""

from .game import INFO, CloudCity

__all__ = ["INFO", "CloudCity"]
