"""What a Cloud City game's history says on screen: each city's last move (marked on
every city) and each move in words (the game log), and what another seat's move meant
for the viewer (the last-moves strip). Only the seats' public actions are read, never a
chance step (a tile drawn from the deck is its drawer's secret)."""

from __future__ import annotations

from urbanistes.cloudcity.city import normalise, walkway_value
from urbanistes.cloudcity.data import TILE_SPOTS
from urbanistes.cloudcity.game import CloudCity
from urbanistes.engine import Game, Move

from .strings import STRINGS
from .svg import LastMove, level_word

#: Walkway values whose words differ ("a 1-vote", "an 8-vote").
_BY_VALUE = {1: "log.walkway.one", 8: "log.walkway.eight"}


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
    "built a 5-vote River walkway", "drew from the deck", "took face-up tile 12", and
    "finished building" for a turn that ends without a draw. ``before`` is the state the
    move was played in.

    Finishing the walkways before a draw is a micro-step (""): the draw's line ends
    the turn, so a bot's turn reads (and is paced) as its tile, each walkway, its draw."""
    assert isinstance(before, CloudCity)
    action = move.action
    kind = action["type"]
    if kind == "tile":
        return _tile(action["tile"], lang)
    if kind == "walkway":
        height, distance = _walkway(move, before)
        value = walkway_value(distance)
        return STRINGS.t(_BY_VALUE.get(value, "log.walkway"), lang,
                         level=level_word(height, lang), v=value)
    if kind == "end":
        draws = before.apply(move.seat, action).phase == "draw"
        return "" if draws else STRINGS.t("log.end", lang)
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


def meaning(move: Move, before: Game, viewer: int, lang: str) -> str:
    """What another seat's move meant for ``viewer``: a walkway that was the last of its
    kind in the shared supply, while the viewer still has tiles to lay ("no 8-vote
    River walkways left"); "" for anything else."""
    assert isinstance(before, CloudCity)
    if move.action["type"] != "walkway":
        return ""
    view = before.view(viewer)
    if len(view["cities"][viewer]["tiles"]) == before.city_size:
        return ""  # the viewer's city is finished: the supply no longer matters to them
    height, distance = _walkway(move, before)
    if view["supply"][height - 1][distance - 1] != 1:
        return ""
    value = walkway_value(distance)
    return STRINGS.t("meaning.gone.one" if value == 1 else "meaning.gone", lang,
                     level=level_word(height, lang), v=value)



def _walkway(move: Move, before: CloudCity) -> tuple[int, int]:
    """A walkway move's height (that of its buildings) and length in zones."""
    action = move.action
    a, b = (action["x1"], action["y1"]), (action["x2"], action["y2"])
    return before.cities[move.seat]["buildings"][a], abs(b[0] - a[0]) + abs(b[1] - a[1])
