"""The strong bot: the shared search (``urbanistes.search``) with this game's policy."""

from __future__ import annotations

from .. import search

POLICY = search.Playouts(iterations=200, depth=8, scale=10.0)


class StrongBot(search.StrongBot):
    def __init__(self) -> None:
        super().__init__(POLICY)
