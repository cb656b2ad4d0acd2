"""The five games of Urbanistes, playable or not yet built."""

from __future__ import annotations

from .bots import Bot, GreedyBot, RandomBot
from .cloudcity import CloudCity
from .cloudcity.bots import EasyBot, NormalBot
from .engine import Game, GameInfo, text
from .sprawlopolis import Sprawlopolis

#: Games not built yet: listed honestly so the home page can show them as "coming".
_COMING = (
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

_PLAYABLE: dict[str, type[Game]] = {cls.info.id: cls for cls in (CloudCity, Sprawlopolis)}

#: Home-page order.
GAMES: tuple[GameInfo, ...] = (
    CloudCity.info, _COMING[0], Sprawlopolis.info, _COMING[1], _COMING[2],
)

#: Bot levels for empty seats: "greedy" is the normal bot, "random" the easy one. The
#: shared bots serve any game; a game with its own planners lists them here.
_BOTS: dict[str, dict[str, type]] = {
    "cloudcity": {"greedy": NormalBot, "random": EasyBot},
}
_DEFAULT_BOTS: dict[str, type] = {"greedy": GreedyBot, "random": RandomBot}


def info(game_id: str) -> GameInfo:
    for g in GAMES:
        if g.id == game_id:
            return g
    raise KeyError(game_id)


def make_bot(game_id: str, level: str) -> Bot:
    """The bot that plays ``level`` ("greedy" = normal, "random" = easy) in a game."""
    return _BOTS.get(game_id, _DEFAULT_BOTS)[level]()


def game_class(game_id: str) -> type[Game]:
    """The class of a playable game; ``KeyError`` for unknown or not-yet-built ones."""
    return _PLAYABLE[game_id]
