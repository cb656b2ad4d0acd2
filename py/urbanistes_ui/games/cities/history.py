"""What a Cities game's history says on screen: each player's last turn (marked on their
neighbourhood and on their scoring cards) and each move in words (the game log).

Only the seats' moves are read; a face-down item is named once it is used (the tile
laid, the pieces placed), never when taken, as at the table."""

from __future__ import annotations

from urbanistes.cities.data import (
    CARD_ROW,
    CARDS,
    COLOURS,
    FEATURE_ROW,
    STAR_SLOT,
    TILE_ROW,
    TILE_SPACES,
)
from urbanistes.cities.game import Cities
from urbanistes.cities.scoring import achievement_values, achievements_of
from urbanistes.engine import Game, Move

from ...i18n import tr
from .svg import LastTurn, turned_kinds
from .words import (
    colour_word,
    feature_word,
    pieces_word,
    t,
    the_item,
    tile_spaces_word,
)


def last_turns(game: Game) -> dict[int, LastTurn]:
    """Seat -> its last turn: the starting tile, or what it did since its last take (the
    tile laid, the spaces used). Seats yet to play are absent."""
    found: dict[int, LastTurn] = {}
    for move in game.history:
        seat, action = move.seat, move.action
        kind = action.get("type")
        if kind == "start":
            found[seat] = LastTurn(seat, tile=(0, 0))
        elif kind == "take":
            found[seat] = LastTurn(seat, row=action["row"])
        elif kind == "tile":
            found[seat] = LastTurn(seat, tile=(action["x"], action["y"]), row=TILE_ROW)
        elif kind == "place":
            last = found[seat]
            found[seat] = LastTurn(seat, last.tile, last.spaces | {(action["x"], action["y"])},
                                   last.row)
    return found


# -- the game log -------------------------------------------------------------------------
def describe(move: Move, before: Game, lang: str) -> str:
    """One seat's move in words, without coordinates: "took city tile 15", "laid tile 15
    (water, blue space, yellow space and park)", "added a red piece: a building 2 high",
    "placed the Sailboat on a water space", "discarded the red piece", and the
    achievements the move met. ``before`` is the state the move was played in."""
    assert isinstance(before, Cities)
    words = _words(move, before, lang)
    after = before.apply(move.seat, move.action)
    for ach, old, new in zip(achievements_of(before.city), before.claims, after.claims,
                             strict=True):
        if len(new) > len(old):
            value = achievement_values(ach, before.players)[len(old)]
            words = t("log.claim", lang, move=words, text=tr(ach.text, lang).rstrip("."),
                      n=value)
    return words


def _words(move: Move, before: Cities, lang: str) -> str:
    action = move.action
    kind = action["type"]
    if kind == "start":
        tile = action["tile"]
        kinds = [k for _, k in TILE_SPACES[tile]]
        return t("log.start", lang, n=tile, spaces=tile_spaces_word(kinds, lang))
    if kind == "take":
        return _take(before, action["row"], action["slot"], lang)
    if kind == "tile":
        tile = before.hand_tile
        assert tile is not None, "a tile is laid from the hand"
        kinds = list(turned_kinds(tile, action["rot"]))
        return t("log.lay", lang, n=tile, spaces=tile_spaces_word(kinds, lang))
    item = action["item"]
    if kind == "discard":
        return t("log.discard", lang, item=the_item(item, lang))
    space = (action["x"], action["y"])
    hood = before.hoods[move.seat]
    if item in COLOURS:
        stack = hood["stacks"].get(space)
        return t("log.build", lang, colour=colour_word(item, lang),
                 h=1 if stack is None else stack[1] + 1)
    return t("log.feature", lang, name=the_item(item, lang),
             space=t(f"a_space.{hood['spaces'][space]}", lang))


def _take(before: Cities, row: int, slot: int, lang: str) -> str:
    items = before.slot_items(row, slot)
    hidden = before.hidden[row][slot]
    if row == CARD_ROW:
        if not items:
            return t("log.card.hidden", lang)
        return t("log.card", lang, name=tr(CARDS[items[0]].name, lang))
    if row == TILE_ROW:
        return t("log.tile", lang, n=items[0]) if items else t("log.tile.hidden", lang)
    if row == FEATURE_ROW:
        names = [feature_word(f, lang) for f in items]
        names += [t("log.feature.hidden", lang)] * hidden
        what = names[0] if len(names) == 1 else t("and", lang, a=", ".join(names[:-1]),
                                                 b=names[-1])
        return t("log.features", lang, what=what)
    if slot == STAR_SLOT:
        return t("log.star", lang)
    return t("log.pieces", lang, what=pieces_word(items, lang))
