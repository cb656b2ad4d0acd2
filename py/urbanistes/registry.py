"""The five games of Urbanistes, playable or not yet built."""

from __future__ import annotations

from .engine import Game, GameInfo, text
from .sprawlopolis import Sprawlopolis

#: Games not built yet: listed honestly so the home page can show them as "coming".
_COMING = (
    GameInfo(
        id="cloudcity",
        name=text("Cloud City", "Cloud City"),
        pitch=text(
            "Posez des tuiles de nuages et reliez vos tours par des passerelles.",
            "Lay cloud tiles and link your towers with walkways.",
        ),
        min_players=2, max_players=4, minutes="30", playable=False,
    ),
    GameInfo(
        id="cities",
        name=text("Cities", "Cities"),
        pitch=text(
            "Placez vos ouvriers, bâtissez un quartier de 3x3 tuiles.",
            "Place workers and build a 3x3 district of tiles.",
        ),
        min_players=2, max_players=4, minutes="30", playable=False,
    ),
    GameInfo(
        id="skyline",
        name=text("Skyline", "Skyline"),
        pitch=text(
            "Draftez des dés, montez vos tours et creusez vos parkings.",
            "Draft dice, raise your towers and dig your car parks.",
        ),
        min_players=2, max_players=6, minutes="20", playable=False,
    ),
    GameInfo(
        id="cardcityxl",
        name=text("Card City XL", "Card City XL"),
        pitch=text(
            "Partagez des lots de cartes et développez votre ville, seul ou à plusieurs.",
            "Split lots of cards and grow your city, solo or with friends.",
        ),
        min_players=1, max_players=4, minutes="45", playable=False,
    ),
)

_PLAYABLE: dict[str, type[Game]] = {cls.info.id: cls for cls in (Sprawlopolis,)}

#: Home-page order.
GAMES: tuple[GameInfo, ...] = (
    _COMING[0], _COMING[1], Sprawlopolis.info, _COMING[2], _COMING[3],
)


def info(game_id: str) -> GameInfo:
    for g in GAMES:
        if g.id == game_id:
            return g
    raise KeyError(game_id)


def game_class(game_id: str) -> type[Game]:
    """The class of a playable game; ``KeyError`` for unknown or not-yet-built ones."""
    return _PLAYABLE[game_id]
