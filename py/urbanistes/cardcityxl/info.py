"""What the home page and the new-game form show of Card City XL (no rules imported)."""

from __future__ import annotations

from ..engine import Choice, GameInfo, Option, text

INFO = GameInfo(
    id="cardcityxl",
    name=text("Card City XL", "Card City XL"),
    pitch=text(
        "Partagez des lots de cartes et développez votre ville, seul ou à plusieurs.",
        "Split lots of cards and grow your city, solo or with friends.",
    ),
    min_players=1,
    max_players=4,
    minutes="45",
    secrets=True,
    options=(
        Option("level", text("Niveau", "Level"), (
            Choice("simplified", text("Simplifié (5x5, 2 cartes par tour)",
                                      "Simplified (5x5, 2 cards a round)")),
            Choice("normal", text("Normal (6x6, 3 cartes, Parcs et Pollution)",
                                  "Normal (6x6, 3 cards, Parks and Pollution)")),
            Choice("advanced", text("Avancé (cartes bicolores, parkings, corruption)",
                                    "Advanced (two-colour cards, car parks, bribes)")),
        )),
        Option("victory", text("Condition de victoire", "Victory condition"), (
            Choice("residential", text("Résidentielle", "Residential")),
            Choice("economic", text("Économique", "Economic")),
            Choice("industrial", text("Industrielle", "Industrial")),
            Choice("commercial", text("Commerciale", "Commercial")),
            Choice("happiness", text("Bonheur", "Happiness")),
        )),
    ),
)
