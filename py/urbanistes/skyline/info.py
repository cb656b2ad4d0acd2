"""What the home page and the new-game form show of Skyline (no rules imported)."""

from __future__ import annotations

from ..engine import Choice, GameInfo, Option, text

INFO = GameInfo(
    id="skyline",
    name=text("Skyline", "Skyline"),
    pitch=text(
        "Draftez des dés, montez vos tours et creusez vos parkings.",
        "Draft dice, raise your towers and dig your car parks.",
    ),
    min_players=2,
    max_players=6,
    minutes="20",
    secrets=True,
    options=(
        Option("cards", text("Règles spéciales", "Special rules"), (
            Choice("off", text("Sans : règles classiques", "Off: classic rules")),
            Choice("on", text("Une carte secrète par joueur, parmi 11",
                              "One secret card per player, out of 11")),
            Choice("tuned", text("Une carte secrète par joueur, parmi 11, certaines "
                                 "rééquilibrées par nous",
                                 "One secret card per player, out of 11, some "
                                 "rebalanced by us")),
        )),
    ),
    round_word=text("Tour", "Round"),
)
