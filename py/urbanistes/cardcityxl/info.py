"""What the home page and the new-game form show of Card City XL (no rules imported).

Three levels, five victory conditions and four variants that combine freely: 3 x 5 x 16
= 240 ways to play. The fourth variant is the Cité Unique with 2 to 4 players and the
Banlieue Fictive in solo (it replaces the Cité Unique there): each is a yes/no option,
and the form refuses the one the seat count does not allow.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import Choice, GameInfo, Option, Text, text

LEVELS: dict[str, Text] = {
    "simplified": text("Simplifié", "Simplified"),
    "normal": text("Normal", "Normal"),
    "advanced": text("Avancé", "Advanced"),
}
VICTORY_NAMES: dict[str, Text] = {
    "residential": text("Résidentielle", "Residential"),
    "economic": text("Économique", "Economic"),
    "industrial": text("Industrielle", "Industrial"),
    "commercial": text("Commerciale", "Commercial"),
    "happiness": text("Bonheur", "Happiness"),
}
#: The variants, in the rulebook's order, with their short names.
VARIANTS: dict[str, Text] = {
    "architect": text("Architecte", "Architect"),
    "ecology": text("Écologique", "Ecological"),
    "crisis": text("Crise des Loisirs", "Leisure Crisis"),
    "unique": text("Cité Unique", "Single City"),
    "suburb": text("Banlieue Fictive", "Fictional Suburb"),
}


def _yes_no(key: str, label: Text, yes: Text) -> Option:
    return Option(key, label, (Choice(False, text("Non", "No")), Choice(True, yes)))


def refusal(options: Mapping[str, Any]) -> str | None:
    """Why the rules do not allow this combination (None if they do)."""
    players = options["players"]
    if options.get("unique") and players == 1:
        return "the Cité Unique (single city) is for 2 to 4 players"
    if options.get("suburb") and players > 1:
        return "the Banlieue Fictive (fictional suburb) is a solo variant"
    return None


def combination_name(options: Mapping[str, Any]) -> Text:
    """The way to play in words: "Normal · Bonheur · Écologique + Cité Unique"."""
    chosen = [VARIANTS[v] for v in VARIANTS if options.get(v)]
    names = {}
    for lang in ("fr", "en"):
        parts = [LEVELS[options["level"]][lang], VICTORY_NAMES[options["victory"]][lang]]
        if chosen:
            parts.append(" + ".join(v[lang] for v in chosen))
        names[lang] = " · ".join(parts)
    return text(names["fr"], names["en"])


@dataclass(frozen=True)
class CardCityInfo(GameInfo):
    """The game's info, refusing the option combinations the rules do not allow."""

    def normalise_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        result = super().normalise_options(options)
        problem = refusal(result)
        if problem is not None:
            raise ValueError(problem)
        return result


INFO = CardCityInfo(
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
        Option("victory", text("Condition de victoire", "Victory condition"), tuple(
            Choice(key, name) for key, name in VICTORY_NAMES.items())),
        _yes_no("architect", text("Soutien de l'Architecte", "Architect's Support"),
                text("Oui : le premier joueur peut construire autour de l'Architecte",
                     "Yes: the first player may build around the Architect")),
        _yes_no("ecology", text("Ville Écologique", "Ecological City"),
                text("Oui : pourcentages de pollution", "Yes: pollution percentages")),
        _yes_no("crisis", text("Crise des Loisirs", "Leisure Crisis"),
                text("Oui : le n-ième Loisirs coûte 5n $",
                     "Yes: the n-th Leisure building costs $5n")),
        _yes_no("unique", text("Cité Unique (2 à 4 joueurs)", "Single City (2-4 players)"),
                text("Oui : une seule ville pour tous (hexagonale à 3)",
                     "Yes: one city for everyone (hexagonal with 3)")),
        _yes_no("suburb", text("Banlieue Fictive (solo)", "Fictional Suburb (solo)"),
                text("Oui : une banlieue entoure la ville",
                     "Yes: a suburb rings the city")),
    ),
    round_word=text("Tour", "Round"),
)
