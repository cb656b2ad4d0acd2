"""What the home page and the new-game form show of Sprawlopolis (no rules imported)."""

from __future__ import annotations

from ..engine import Choice, GameInfo, Option, text

INFO = GameInfo(
    id="sprawlopolis",
    name=text("Sprawlopolis", "Sprawlopolis"),
    pitch=text(
        "Coopératif : bâtissez ensemble une ville de 15 cartes qui satisfait trois décomptes.",
        "Co-operative: build one 15-card city together that meets three scoring cards.",
    ),
    min_players=1,
    max_players=4,
    minutes="15",
    cooperative=True,
    secrets=True,
    options=(
        Option("difficulty", text("Difficulté", "Difficulty"), (
            Choice("normal", text("Normale", "Normal")),
            Choice("easy", text("Plus facile : pas de malus pour les routes",
                                "Easier: no penalty for roads")),
            Choice("hard", text("Plus difficile : un seul groupe de blocs compte",
                                "Harder: only one block group scores")),
        )),
    ),
)
