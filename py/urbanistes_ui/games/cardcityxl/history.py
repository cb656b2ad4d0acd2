"""What a Card City XL game's history says on screen: the cards each player laid in
their last round (marked on every city) and each move in words (the game log), with a
summary when the construction ends and when a round ends.

Words never tell more than the table sees, one line per meaningful step: each card
slid into a lot (and the money put on one) is a micro-step, "" (the offer says the
lots); while several players build at once in secret, each card is a micro-step but a
player's last, which says how many they played, and what everyone built and discarded
is told when the construction is over. Seats are named as the rules name them,
``{p0}``, ``{p1}``... (the log fills in their names). ``meaning`` says what another
seat's choice of the viewer's lots gave the viewer.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Mapping

from urbanistes.cardcityxl.building import why_not
from urbanistes.cardcityxl.city import PROBLEMS, districts, with_card
from urbanistes.cardcityxl.data import CARDS_PER_ROUND
from urbanistes.cardcityxl.draft import BUILT, HAND, LOT1, LOT2, PLAYED, POOL
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.cardcityxl.state import BUILD, DEVELOP, END, Event
from urbanistes.engine import Game, Move

from ...i18n import tr
from .words import card_name, cards_listed, count, listed, money, t

Point = tuple[int, int]
#: The cards one move lays in its player's city: (cell, code).
Laid = list[tuple[Point, str]]

#: Moves of the acquisition: a player's first one in a round starts that round for them.
DRAFT = frozenset(("place", "bribe", "offer", "take", "bottom"))
LAYING = {"build": None, "grow": None, "cloud": "X", "industry": "I", "park": "K",
          "mairie": "M"}


def laid(action: Mapping[str, object]) -> tuple[Point, str] | None:
    """The cell and card a move lays, if it lays one."""
    kind = action.get("type")
    if kind not in LAYING:
        return None
    code = LAYING[str(kind)] or str(action["card"])
    x, y = action["x"], action["y"]
    assert isinstance(x, int) and isinstance(y, int)
    return (x, y), code


def rounds_laid(history: Iterable[Move]) -> dict[int, list[Laid]]:
    """Seat -> the cards it laid, one list per round (a round starts, for a player, with
    their first move of the acquisition after they laid something)."""
    found: dict[int, list[Laid]] = {}
    for move in history:
        if move.seat < 0:
            continue
        rounds = found.setdefault(move.seat, [[]])
        kind = move.action.get("type")
        if kind in DRAFT and rounds[-1]:
            rounds.append([])
        card = laid(move.action)
        if card is not None:
            rounds[-1].append(card)
    return found


def game_rounds(game: Game) -> dict[int, list[Laid]]:
    """``rounds_laid`` of a game's history, kept for the last state asked: every city
    on screen asks it."""
    kept = _ROUNDS[0]
    if kept is not None and kept[0]() is game and kept[1] == len(game.history):
        return kept[2]
    found = rounds_laid(game.history)
    _ROUNDS[0] = (weakref.ref(game), len(game.history), found)
    return found


_ROUNDS: list[tuple[weakref.ref[Game], int, dict[int, list[Laid]]] | None] = [None]


def last_laid(game: Game, seat: int, code_at: Callable[[Point], str | None]) -> list[Point]:
    """The cards ``seat`` laid in its last round that the viewer can see: a round
    whose cards are not all in the city as shown (others' constructions in progress)
    gives way to the round before."""
    for cards in reversed(game_rounds(game).get(seat, [])):
        if cards and all(code_at(p) == code for p, code in cards):
            return [p for p, _ in cards]
    return []


# -- moves in words ----------------------------------------------------------------

def _next_to(game: CardCityXL, seat: int, p: Point, lang: str) -> str:
    city = game.cities[seat]
    around = [card_name(city.cells[q][0], lang) for q in city.grid.neighbours(p)
              if q in city.cells]
    return t("log.next_to", lang, cards=listed(around, lang)) if around else ""


def _lot(game: CardCityXL, lot: int, lang: str) -> str:
    """A lot as everyone sees it once offered: its face-up cards, how many face down,
    its money (the cards the splitter did not lay are lot 2's face-down part, even
    those that lay face up in the lots split before)."""
    where = (LOT1, LOT2)[lot - 1]
    up = sorted(s.code for s in game.slots if s.where == where and s.up)
    down = sum(1 for s in game.slots if (s.where == where and not s.up)
               or (lot == 2 and s.where == POOL))
    parts = [cards_listed(up, lang)] if up else []
    if down:
        parts.append(count(down, "log.down.one", "log.down", lang))
    if game.bribes[lot - 1]:
        parts.append(money(game.bribes[lot - 1], lang))
    return t("log.lot", lang, n=lot, cards=", ".join(parts))


def _hidden_build(game: CardCityXL) -> bool:
    """Several players build at once: a card played is not shown before the end."""
    return game.players > 1 and not game.shared


def _played(game: CardCityXL, move: Move, lang: str) -> str:
    """A card played in secret: a micro-step but for the seat's last one, which says
    how many it played (what they were is told once the construction is over)."""
    seat = move.seat
    if move.action["type"] == "architect" or len(game.hand(seat)) > 1:
        return ""
    n = 1 + sum(1 for s in game.slots if s.seat == seat and s.where in PLAYED)
    return count(n, "log.played.one", "log.played", lang)


def _offer(game: CardCityXL, move: Move, lang: str) -> str:
    return t("log.offer", lang, one=_lot(game, 1, lang), two=_lot(game, 2, lang))


def _take(game: CardCityXL, move: Move, lang: str) -> str:
    return t("log.take", lang, lot=_lot(game, move.action["lot"], lang))


def _bottom(game: CardCityXL, move: Move, lang: str) -> str:
    return t("log.bottom", lang, card=card_name(move.action["card"], lang))


def _built(game: CardCityXL, move: Move, lang: str) -> str:
    a = move.action
    return t("log.build", lang, card=card_name(a["card"], lang)) + _next_to(
        game, move.seat, (a["x"], a["y"]), lang)


def _discarded(game: CardCityXL, move: Move, lang: str) -> str:
    code, seat = move.action["card"], move.seat
    why = why_not(game.cities[seat], seat, game.hand(seat), game.money[seat], code)
    return t("log.discard", lang, card=card_name(code, lang),
             why=tr(PROBLEMS[why or "fewer"], lang))


def _architect_laid(game: CardCityXL, move: Move, lang: str) -> str:
    a = move.action
    return t("log.architect", lang) + _next_to(game, move.seat, (a["x"], a["y"]), lang)


def _build(game: CardCityXL, move: Move, lang: str) -> str:
    return _played(game, move, lang) if _hidden_build(game) else _built(game, move, lang)


def _discard(game: CardCityXL, move: Move, lang: str) -> str:
    return _played(game, move, lang) if _hidden_build(game) else _discarded(game, move, lang)


def _grow(game: CardCityXL, move: Move, lang: str) -> str:
    a = move.action
    p, kind = (a["x"], a["y"]), a["card"]
    city = with_card(game.cities[move.seat], p, kind, 0, move.seat)
    size = next(len(d) for d in districts(city, kind) if p in d)
    return t("log.grow", lang, card=card_name(kind, lang),
             size=count(size, "cards.one", "cards", lang))


def _cloud(game: CardCityXL, move: Move, lang: str) -> str:
    a = move.action
    return t("log.cloud", lang) + _next_to(game, move.seat, (a["x"], a["y"]), lang)


def _industry(game: CardCityXL, move: Move, lang: str) -> str:
    a = move.action
    return t("log.industry", lang, cost=money(game.industry_cost(move.seat), lang)) + \
        _next_to(game, move.seat, (a["x"], a["y"]), lang)


def _park(game: CardCityXL, move: Move, lang: str) -> str:
    a = move.action
    return t("log.park", lang) + _next_to(game, move.seat, (a["x"], a["y"]), lang)


def _architect(game: CardCityXL, move: Move, lang: str) -> str:
    if _hidden_build(game):
        return ""  # laid in secret, and never a seat's last move: its cards follow
    return _architect_laid(game, move, lang)


def _mairie(game: CardCityXL, move: Move, lang: str) -> str:
    return t("log.mairie", lang)


def _arrange(game: CardCityXL, move: Move, lang: str) -> str:
    """A card slid into a lot, or money put on one: a micro-step in secret, which the
    offer sums up."""
    return ""


def _pass(game: CardCityXL, move: Move, lang: str) -> str:
    return t("log.pass", lang)


WORDS: dict[str, Callable[[CardCityXL, Move, str], str]] = {
    "place": _arrange, "bribe": _arrange, "offer": _offer, "take": _take,
    "bottom": _bottom, "build": _build, "discard": _discard, "grow": _grow,
    "cloud": _cloud, "industry": _industry, "park": _park, "pass": _pass,
    "architect": _architect, "mairie": _mairie,
}


#: The construction's moves as their player knows them, even while built in secret.
OWN_WORDS: dict[str, Callable[[CardCityXL, Move, str], str]] = {
    "build": _built, "discard": _discarded, "architect": _architect_laid}


def chosen(move: Move, before: Game, lang: str) -> str:
    """The viewer's move held for confirmation, as the question asked about it: what
    they chose (their own card by name), without what it shows once played (everyone's
    construction, after the last card)."""
    assert isinstance(before, CardCityXL)
    kind = move.action["type"]
    return OWN_WORDS.get(kind, WORDS[kind])(before, move, lang)


def meaning(move: Move, before: Game, viewer: int, lang: str) -> str:
    """What another seat's choice of a lot meant for the viewer who split them: the
    cards (and money) the viewer gets, or keeps to split again; "" for anything else.
    The splitter knows every card of its lots, face down too."""
    assert isinstance(before, CardCityXL)
    if move.seat == viewer or move.action["type"] != "take" or before.splitter != viewer:
        return ""
    draft = before.view(viewer)["draft"]
    lots = draft["lots"] if draft is not None else None
    if lots is None:
        return ""
    lot = move.action["lot"]
    left = lots[2 - lot]
    cards = sorted([*left["up"], *(c for c in left["down"] if c is not None)])
    paid = [money(left["money"], lang)] if left["money"] else []
    if lot == 1 and len(cards) > CARDS_PER_ROUND[before.level]:  # the rest, to split again
        split = t("meaning.split", lang, cards=cards_listed(cards, lang))
        return f"{t('meaning.get', lang, what=paid[0])}; {split}" if paid else split
    return t("meaning.get", lang, what=listed([cards_listed(cards, lang), *paid], lang))


# -- summaries ---------------------------------------------------------------------------

def _construction(before: CardCityXL, move: Move, after: CardCityXL, lang: str) -> str:
    """Who built and discarded what (told once every player has built)."""
    built: dict[int, list[str]] = {}
    for s in before.slots:
        if s.where == BUILT:
            built.setdefault(s.seat, []).append(s.code)
    if move.action["type"] == "build":
        built.setdefault(move.seat, []).append(move.action["card"])
    thrown = [e for e in after.events if e.key == "discard" and e.round == before.round]
    lines = []
    for seat in range(before.players):
        parts = []
        if built.get(seat):
            parts.append(t("sum.built", lang, cards=cards_listed(sorted(built[seat]), lang)))
        parts += [t("sum.discarded", lang, card=card_name(e.card, lang),
                    why=tr(PROBLEMS[e.reason], lang)) for e in thrown if e.seat == seat]
        if parts:
            lines.append(f"{{p{seat}}} " + listed(parts, lang))
    return t("sum.construction", lang, lines="; ".join(lines))


def _round(before: CardCityXL, after: CardCityXL, lang: str) -> str:
    """Everyone's income, and the clouds that found no room, at the end of a round."""
    events: list[Event] = [e for e in after.events if e.round == before.round]
    lines = [f"{{p{e.seat}}} " + t("sum.earned", lang, amount=money(e.amount, lang))
             for e in events if e.key == "income"]
    lines += [f"{{p{e.seat}}} " + t("sum.no_cloud", lang) for e in events
              if e.key == "no_cloud"]
    return t("sum.round", lang, n=before.round, lines=listed(lines, lang))


def _summaries(before: CardCityXL, move: Move, lang: str) -> str:
    last_card = before.phase == BUILD and sum(1 for s in before.slots if s.where == HAND) == 1
    if not last_card and before.phase not in (DEVELOP, END):
        return ""  # only the last card built, a growth or a purchase may end a phase
    ends_building = last_card and before.players > 1
    after = before.apply(move.seat, move.action)
    parts = []
    if ends_building:
        parts.append(_construction(before, move, after, lang))
    if after.round != before.round or after.is_over:
        parts.append(_round(before, after, lang))
    return "".join(parts)


class Describer:
    """Moves in words, kept per state and move: the log is redrawn on every event, its
    states and moves live as long as the game's trail (a kept line is used only for
    the very same state and move objects)."""

    def __init__(self) -> None:
        self._said: dict[tuple[int, int, str], tuple[weakref.ref[Game], Move, str]] = {}

    def __call__(self, move: Move, before: Game, lang: str) -> str:
        assert isinstance(before, CardCityXL)
        key = (id(before), id(move), lang)
        kept = self._said.get(key)
        if kept is not None and kept[0]() is before and kept[1] is move:
            return kept[2]
        words = WORDS[move.action["type"]](before, move, lang) + _summaries(before, move, lang)
        if len(self._said) > 4000:
            self._said.clear()
        self._said[key] = (weakref.ref(before), move, words)
        return words
