"""What the home page and the new-game form show of Cloud City (no rules imported)."""

from __future__ import annotations

from ..engine import Choice, GameInfo, Option, text

INFO = GameInfo(
    id="cloudcity",
    name=text("Cloud City", "Cloud City"),
    pitch=text(
        "Posez des tuiles de nuages et reliez vos tours par des passerelles.",
        "Lay cloud tiles and link your towers with walkways.",
    ),
    min_players=2,
    max_players=4,
    minutes="30",
    secrets=True,
    options=(
        Option("city", text("Ville", "City"), (
            Choice("square", text("Carré de 3x3 tuiles (8 tours)", "3x3 square (8 turns)")),
            Choice("rectangle", text("Rectangle de 3x4 tuiles (11 tours, 2 ou 3 joueurs)",
                                     "3x4 rectangle (11 turns, 2 or 3 players)")),
        )),
        Option("needs", text("Besoins spécifiques", "Special Needs"), (
            Choice(0, text("Aucun", "None")),
            Choice(1, text("1 carte", "1 card")),
            Choice(2, text("2 cartes (plus corsé)", "2 cards (harder)")),
        )),
    ),
)
