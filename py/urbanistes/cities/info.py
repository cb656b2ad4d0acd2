"""What the home page and the new-game form show of Cities (no rules imported)."""

from __future__ import annotations

from ..engine import Choice, GameInfo, Option, Text, text

#: The eight cities of the achievement boards, in the form's order: the two the
#: rulebook suggests for a first game come first.
CITY_NAMES: dict[str, Text] = {
    "new_york": text("New York", "New York"),
    "rio": text("Rio de Janeiro", "Rio de Janeiro"),
    "sydney": text("Sydney", "Sydney"),
    "venice": text("Venise", "Venice"),
    "barcelona": text("Barcelone", "Barcelona"),
    "lisbon": text("Lisbonne", "Lisbon"),
    "mexico": text("Mexico", "Mexico City"),
    "buenos_aires": text("Buenos Aires", "Buenos Aires"),
}
FIRST_GAME = ("new_york", "rio")


def _city_choice(city: str) -> Choice:
    name = CITY_NAMES[city]
    if city in FIRST_GAME:
        return Choice(city, text(f"{name['fr']} (première partie)",
                                 f"{name['en']} (first game)"))
    return Choice(city, name)


INFO = GameInfo(
    id="cities",
    name=text("Cities", "Cities"),
    pitch=text(
        "Placez vos ouvriers, bâtissez un quartier de 3x3 tuiles.",
        "Place workers and build a 3x3 district of tiles.",
    ),
    min_players=2,
    max_players=4,
    minutes="30-60",
    options=(
        Option("city", text("Ville", "City"), tuple(_city_choice(c) for c in CITY_NAMES)),
        Option("long", text("Partie longue à 2 joueurs", "Long 2-player game"), (
            Choice(False, text("Non", "No")),
            Choice(True, text("Oui : 7 manches, quartier de 3x5 tuiles (2 joueurs)",
                              "Yes: 7 rounds, a 3x5 neighbourhood (2 players)")),
        )),
    ),
)
