"""What a Cloud City game's history says on screen: each city's last move (marked on
every city) and each move in words (the game log). Only the seats' public actions are
read, never a chance step (a tile drawn from the deck is its drawer's secret)."""

from __future__ import annotations

from urbanistes.cloudcity.city import normalise, walkway_value
from urbanistes.cloudcity.data import TILE_SPOTS
from urbanistes.cloudcity.game import CloudCity
from urbanistes.engine import Game, Move

from .strings import STRINGS
from .svg import LastMove, level_word


def last_moves(game: Game) -> dict[int, LastMove]:
    """Seat -> its last turn: the tile it laid and the walkways it built since (a seat's
    moves after its last tile all belong to that turn). Seats yet to play are absent."""
    found: dict[int, LastMove] = {}
    for move in game.history:
        action, seat = move.action, move.seat
        kind = action.get("type")
        if kind == "tile":
            found[seat] = LastMove((action["x"], action["y"]))
        elif kind == "walkway":
            span = normalise((action["x1"], action["y1"]), (action["x2"], action["y2"]))
            last = found[seat]
            found[seat] = LastMove(last.tile, last.walkways | {span})
    return found


def describe(move: Move, before: Game, lang: str) -> str:
    """One seat's move in words, without coordinates: "laid tile 17 (Forest and Sand)",
    "built a 5-vote River walkway", "finished building", "drew from the deck", "took
    face-up tile 12". ``before`` is the state the move was played in."""
    assert isinstance(before, CloudCity)
    action = move.action
    kind = action["type"]
    if kind == "tile":
        return _tile(action["tile"], lang)
    if kind == "walkway":
        a, b = (action["x1"], action["y1"]), (action["x2"], action["y2"])
        height = before.cities[move.seat]["buildings"][a]
        value = walkway_value(abs(b[0] - a[0]) + abs(b[1] - a[1]))
        return STRINGS.t("log.walkway.one" if value == 1 else "log.walkway", lang,
                         level=level_word(height, lang), v=value)
    if kind == "end":
        return STRINGS.t("log.end", lang)
    if action["from"] == "deck":
        return STRINGS.t("log.deck", lang)
    return STRINGS.t("log.row", lang, tile=before.row[action["index"]])


def _tile(tile: int, lang: str) -> str:
    low, high = sorted(h for _, h in TILE_SPOTS[tile])
    if low == high:
        levels = STRINGS.t("log.levels.same", lang, a=level_word(low, lang))
    else:
        levels = STRINGS.t("log.levels", lang, a=level_word(low, lang),
                           b=level_word(high, lang))
    return STRINGS.t("log.tile", lang, tile=tile, levels=levels)
