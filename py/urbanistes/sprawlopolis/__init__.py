"""Sprawlopolis (Aramini, Devine, Kluka): a co-operative 18-card city for 1 to 4."""

from .game import Sprawlopolis

__all__ = ["Sprawlopolis"]
