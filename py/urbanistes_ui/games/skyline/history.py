"""What a Skyline game's history says on screen: each seat's last box written (marked on
sheets the viewer may see), each move in words for the game log (one line per die taken
or written: a bot's steps are its take and its write), and what another seat's take
meant for the viewer (the last die of a value their sheet could use is gone).

A writing move is secret (where the die went, or that it fitted nowhere, or that
Emploi fictif only pretended): the log says the same words for all three, whoever
reads it. Dice taken, accusations with their answers and what a round's end announces
(bubbles circled, end conditions) are public. Other seats are named as the rules name
them, ``{p0}``, ``{p1}``...: the log fills in their names.
"""

from __future__ import annotations

from urbanistes.engine import Game, Move, seat_names
from urbanistes.skyline.data import ACCUSATION_PENALTY
from urbanistes.skyline.game import Skyline

from .picture import SheetPicture, Spot, boxes_for, spot_of
from .strings import STRINGS


def last_writes(game: Game) -> dict[int, Spot]:
    """Seat -> the (column, floor) of its last die written (seats yet to write: absent)."""
    found: dict[int, Spot] = {}
    for move in game.history:
        if move.action.get("type") == "write":
            found[move.seat] = spot_of(move.action)
    return found


def move_words(move: Move, state: Skyline, lang: str) -> str:
    """The move alone, without what the end of a round announced: "took a 4", "wrote
    their die", "accused {p2} of holding Fake Job: wrong, 3 points lost" (``state``: any
    state from the move on; an accusation's answer is public once made)."""
    action = move.action
    kind = action["type"]
    if kind == "accuse":
        accused = action["seat"]
        right = state.cards[accused] == "fictif"
        return STRINGS.t("log.accuse.right" if right else "log.accuse.wrong", lang,
                         seat=f"{{p{accused}}}", n=ACCUSATION_PENALTY)
    if kind == "take":
        return STRINGS.t("log.take", lang, die=action["die"])
    return STRINGS.t("log.write", lang)


def describe(move: Move, before: Game, lang: str) -> str:
    """"took a 4", "wrote their die; end of round 3; {p1} circled bonus 2", "accused
    {p2} of holding Fake Job: wrong, 3 points lost"."""
    assert isinstance(before, Skyline)
    words = move_words(move, before, lang)
    if move.action["type"] == "accuse":
        return words
    after = before.apply(move.seat, move.action)  # did it end the round?
    if after.round == before.round and not after.is_over:
        return words
    ended = STRINGS.t("log.round_end", lang, words=words, n=before.round)
    return "; ".join([ended, *round_news(before, after, lang)])


def last_move(game: Skyline, seat: int, lang: str) -> str:
    """``seat``'s last move in words, without a round's announcements ("" before its
    first)."""
    move = next((m for m in reversed(game.history) if m.seat == seat), None)
    return move_words(move, game, lang) if move is not None else ""


def meaning(move: Move, before: Game, viewer: int, lang: str) -> str:
    """"no 5 left for you": another seat took the last die of a value that fits the
    viewer's sheet, before the viewer's own pick this round (from the viewer's view)."""
    assert isinstance(before, Skyline)
    action = move.action
    if action["type"] != "take" or move.seat == viewer:
        return ""
    view = before.view(viewer)
    die = action["die"]
    if view["taken"][viewer] is not None or view["pool"].count(die) != 1 \
            or view["idle"][viewer]:
        return ""
    sheet = view["sheets"][viewer]
    if sheet is None or not boxes_for(SheetPicture.of(sheet), die):
        return ""
    return STRINGS.t("meaning.gone", lang, die=die)


def round_news(before: Skyline, after: Skyline, lang: str) -> list[str]:
    """What the end of a round announced: bubbles circled, players out of the race or
    done writing, the end of the game."""
    news = [STRINGS.t("log.claim", lang, who=seat_names(claim, lang), n=t + 1)
            for t, claim in enumerate(after.claims) if claim and not before.claims[t]]
    for seat in range(after.players):
        if after.stuck[seat] and not before.stuck[seat]:
            news.append(STRINGS.t("log.stuck", lang, who=f"{{p{seat}}}"))
        if after.idle[seat] and not before.idle[seat]:
            news.append(STRINGS.t("log.idle", lang, who=f"{{p{seat}}}"))
    if after.ended_by:
        news.append(STRINGS.t("log.ended", lang, who=seat_names(after.ended_by, lang)))
    if after.is_over:
        news.append(STRINGS.t("log.over", lang))
    return news
