"""What a Cities game's history says on screen: each player's last turn (marked on their
neighbourhood, on the central board and on their scoring cards), each move in words
(the game log), and what another player's turn meant for the viewer.

Only the seats' moves are read; a face-down item is named once it is used (the tile
laid, the pieces placed), never when taken, as at the table. A turn is told in two
steps: what was taken (the worker placed), then how it was used (the tile laid, or
every feature tile and piece of the group at once): each placement but the last is a
micro-step, said by the last one."""

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
from urbanistes.engine import CHANCE, Action, Game, Move

from ...i18n import tr
from .svg import LastTurn, Point, turned_kinds
from .words import (
    colour_word,
    feature_word,
    listed,
    pieces_word,
    t,
    the_item,
    tile_spaces_word,
)


def last_turns(game: Game) -> dict[int, LastTurn]:
    """Seat -> its last turn: the starting tile, or what it did since its last take (the
    slot taken, the tile laid, the spaces used). Seats yet to play are absent. Read from
    the newest move back to each seat's last take: a round's worth of moves, not the
    whole game's, at every paint."""
    used: dict[int, tuple[Point | None, set[Point]]] = {}
    found: dict[int, LastTurn] = {}
    for move in reversed(game.history):
        seat, action = move.seat, move.action
        if seat < 0 or seat in found:
            continue
        kind = action.get("type")
        tile, spaces = used.setdefault(seat, (None, set()))
        if kind == "start":
            found[seat] = LastTurn(seat, tile=(0, 0))
        elif kind == "take":
            found[seat] = LastTurn(seat, tile=tile, spaces=frozenset(spaces),
                                   row=action["row"], slot=action["slot"])
        elif kind == "tile":
            used[seat] = ((action["x"], action["y"]), spaces)
        elif kind == "place":
            spaces.add((action["x"], action["y"]))
        if len(found) == game.players:
            break
    return found


# -- the game log -------------------------------------------------------------------------
def describe(move: Move, before: Game, lang: str) -> str:
    """One seat's move in words, without coordinates: "took city tile 15", "laid tile 15
    (water, blue space, yellow space and park)", "placed a red piece (a building 2 high)
    and the Sailboat on a water space; discarded the green piece", and the achievements
    the turn met. ``before`` is the state the move was played in. "" for a feature tile
    or piece placed (or discarded) while more are in hand: the last one says them all."""
    assert isinstance(before, Cities)
    if _more_to_place(move, before):
        return ""
    words = _words(move, before, lang)
    for text, value, _ in _claims(move, before, lang):
        words = t("log.claim", lang, move=words, text=text, n=value)
    return words


def meaning(move: Move, before: Game, viewer: int, lang: str) -> str:
    """What another player's turn meant for ``viewer``: the achievements it met that the
    viewer has not, now worth less to them ("'A building 4 high' now 3 VP for you")."""
    assert isinstance(before, Cities)
    if move.seat == viewer or _more_to_place(move, before):
        return ""
    said = [t("meaning.left" if left is not None else "meaning.none", lang, text=text,
              n=left)
            for text, _, left in _claims(move, before, lang, unmet_by=viewer)]
    return listed(said, lang) if said else ""


def _more_to_place(move: Move, before: Cities) -> bool:
    """A feature tile or piece placed or discarded with more still in hand."""
    return move.action.get("type") in ("place", "discard") and len(before.hand) > 1


def _claims(move: Move, before: Cities, lang: str, *, unmet_by: int | None = None
            ) -> list[tuple[str, int, int | None]]:
    """The achievements the move met (a face-down card taken ends the turn once drawn,
    whatever it is): each one's text, the value taken and the value left next (None:
    none left), those ``unmet_by`` has already met left out."""
    if move.action.get("type") not in ("take", "tile", "place", "discard"):
        return []
    after = before.apply(move.seat, move.action)
    while after.is_chance and after.phase != "refill":
        after = after.apply(CHANCE, after.chance_outcomes()[0][0])
    found = []
    for ach, old, new in zip(achievements_of(before.city), before.claims, after.claims,
                             strict=True):
        if len(new) > len(old) and unmet_by not in new:
            values = achievement_values(ach, before.players)
            left = values[len(new)] if len(new) < len(values) else None
            found.append((tr(ach.text, lang).rstrip("."), values[len(old)], left))
    return found


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
    return _used(_placements(move, before), move.seat, before.apply(move.seat, action), lang)


def _placements(move: Move, before: Cities) -> list[Action]:
    """The turn's feature tiles and pieces placed or discarded, ``move`` the last."""
    found = [move.action]
    for earlier in reversed(before.history):
        if earlier.seat == CHANCE:
            continue
        if earlier.seat != move.seat or earlier.action["type"] not in ("place", "discard"):
            break
        found.append(earlier.action)
    return found[::-1]


def _used(actions: list[Action], seat: int, after: Cities, lang: str) -> str:
    """The items of a turn placed ("a red piece (a building 2 high)", heights as each
    piece made them) and discarded, in words."""
    hood = after.hoods[seat]
    placed, dropped = [], []
    for i, action in enumerate(actions):
        item = action["item"]
        if action["type"] == "discard":
            dropped.append(the_item(item, lang))
            continue
        space = (action["x"], action["y"])
        if item in COLOURS:
            later = sum(1 for a in actions[i + 1:] if a["type"] == "place"
                        and a["item"] in COLOURS and (a["x"], a["y"]) == space)
            placed.append(t("log.piece", lang, colour=colour_word(item, lang),
                            h=hood["stacks"][space][1] - later))
        else:
            placed.append(t("log.on", lang, name=the_item(item, lang),
                            space=t(f"a_space.{hood['spaces'][space]}", lang)))
    parts = []
    if placed:
        parts.append(t("log.placed", lang, what=listed(placed, lang)))
    if dropped:
        parts.append(t("log.discard", lang, item=listed(dropped, lang)))
    return t("log.then", lang, a=parts[0], b=parts[1]) if len(parts) == 2 else parts[0]


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
        return t("log.features", lang, what=listed(names, lang))
    if slot == STAR_SLOT:
        return t("log.star", lang)
    return t("log.pieces", lang, what=pieces_word(items, lang))
