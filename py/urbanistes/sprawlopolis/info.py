"""What the home page and the new-game form show of Sprawlopolis (no rules imported).

The ``scoring`` option says which three scoring cards are in play: ``DEAL`` (the
rulebook's way, the first three cards of the shuffle), or three chosen cards ``"a-b-c"``
with ``a < b < c``, to practise that combination: one choice for each of the
C(18, 3) = 816 combinations.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from ..engine import Choice, GameInfo, Option, text
from .data import SCORING_TEXTS

DEAL = "deal"


def scoring_value(cards: Iterable[int]) -> str:
    """The ``scoring`` option's value that plays these three cards: ``"4-9-17"``."""
    return "-".join(str(card) for card in sorted(cards))


def scoring_cards(value: str) -> tuple[int, ...]:
    """The scoring cards a valid ``scoring`` value chooses: none for ``DEAL``."""
    return () if value == DEAL else tuple(int(card) for card in value.split("-"))


def _combinations() -> list[Choice]:
    """The 816 choices of three cards, labelled by their numbers and names (built at
    import, as every game's options are: kept cheap for the page's start-up)."""
    fr = {card: names[0]["fr"] for card, names in SCORING_TEXTS.items()}
    en = {card: names[0]["en"] for card, names in SCORING_TEXTS.items()}
    return [Choice(scoring_value((a, b, c)),
                   text(f"{a} · {b} · {c} : {fr[a]}, {fr[b]}, {fr[c]}",
                        f"{a} · {b} · {c}: {en[a]}, {en[b]}, {en[c]}"))
            for a, b, c in combinations(sorted(SCORING_TEXTS), 3)]


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
        Option("scoring", text("Décomptes", "Scoring cards"), (
            Choice(DEAL, text("Tirés au hasard", "Dealt at random")),
            *_combinations(),
        )),
    ),
)
