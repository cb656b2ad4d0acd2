"""Finished games remembered on this device: one small JSON result per game, kept apart
from the game's record (deleting a kept game keeps its result, and "Your games" never
replays anything).

A result is stored under its own key, like a record, so a damaged one is refused with
its reason and harms no other. "You" is the first human seat: with several people at
one device, the statistics follow the first.
"""

from __future__ import annotations

import json
from typing import Any

from urbanistes import registry
from urbanistes.engine import SaveError, Scores, Text, text

from . import scored
from .places import ranking
from .session import SEAT_KINDS, Session
from .sharing import is_day

RESULT_FORMAT = "urbanistes-result"
RESULT_VERSION = 1
#: Storage key of a result (after the page's "urbanistes." prefix), by its game's id.
KEY_PREFIX = "result."


def standings(scores: Scores, players: int) -> tuple[list[int | None], list[int]]:
    """Each seat's total and place, as the end screen ranks them (``places.ranking``);
    in a co-operative game every seat has the team's total and shares its place."""
    team = next((sheet.total for sheet in scores.sheets if sheet.seat is None), None)
    totals = {sheet.seat: sheet.total for sheet in scores.sheets if sheet.seat is not None}
    placed = {place.seat: place.place for place in ranking(scores)}
    return ([totals.get(seat, team) for seat in range(players)],
            [placed.get(seat, 1) for seat in range(players)])


def make(session: Session, when: str, counted: bool, facts: dict[str, Any]) -> dict[str, Any]:
    """The result of a finished game. ``counted``: a daily challenge's first game of its
    day (later ones are replays, remembered but not counted); ``facts``: what the game's
    own records need (``GameScreen.result_facts``)."""
    game = session.game
    scores = scored.scores(game, None)
    totals, places = standings(scores, game.players)
    humans = session.humans
    you = humans[0] if humans else None
    return {
        "format": RESULT_FORMAT, "version": RESULT_VERSION, "id": session.id,
        "date": when, "game": game.info.id,
        "options": {k: v for k, v in game.options.items() if k != "players"},
        "seed": game.seed, "seats": list(session.seats), "totals": totals,
        "places": places, "winners": list(scores.winners),
        "you": you, "hints": session.hints, "par": session.par, "daily": session.daily,
        "counted": counted, "facts": facts,
    }


def _refused(fr: str, en: str) -> SaveError:
    return SaveError(text(f"Résultat refusé : {fr}", f"Result refused: {en}"))


def check(result: object) -> dict[str, Any]:
    """A result read from storage or a file, checked field by field."""
    if not isinstance(result, dict) or result.get("format") != RESULT_FORMAT:
        raise _refused("ce n'est pas un résultat Urbanistes.", "this is not an Urbanistes result.")
    if type(result.get("version")) is not int or result["version"] != RESULT_VERSION:
        raise _refused(f"version {result.get('version')!r} inconnue.",
                       f"unknown version {result.get('version')!r}.")
    try:
        info = registry.info(result.get("game"))
    except (KeyError, TypeError) as exc:
        raise _refused(f"jeu inconnu {result.get('game')!r}.",
                       f"unknown game {result.get('game')!r}.") from exc
    seats = result.get("seats")
    if not (isinstance(seats, list) and info.min_players <= len(seats) <= info.max_players
            and all(s in SEAT_KINDS for s in seats)):
        raise _refused("places des joueurs invalides.", "invalid seats.")
    n = len(seats)
    totals, places_, winners = result.get("totals"), result.get("places"), result.get("winners")
    fields: list[tuple[str, bool]] = [
        ("id", isinstance(result.get("id"), str) and bool(result["id"])),
        ("date", isinstance(result.get("date"), str) and is_day(result["date"][:10])),
        ("options", isinstance(result.get("options"), dict)),
        ("seed", type(result.get("seed")) is int),
        ("totals", isinstance(totals, list) and len(totals) == n
         and all(t is None or type(t) is int for t in totals)),
        ("places", isinstance(places_, list) and len(places_) == n
         and all(type(p) is int and 1 <= p <= n for p in places_)),
        ("winners", isinstance(winners, list)
         and all(type(w) is int and 0 <= w < n for w in winners)),
        ("you", result.get("you") is None
         or (type(result.get("you")) is int and 0 <= result["you"] < n
             and seats[result["you"]] == "human")),
        ("hints", type(result.get("hints")) is int and result["hints"] >= 0),
        ("par", result.get("par") is None or type(result.get("par")) is int),
        ("daily", result.get("daily") is None
         or (isinstance(result.get("daily"), str) and is_day(result["daily"]))),
        ("counted", type(result.get("counted")) is bool),
        ("facts", isinstance(result.get("facts"), dict)),
    ]
    for name, ok in fields:
        if not ok:
            raise _refused(f"champ « {name} » invalide.", f"invalid field '{name}'.")
    return result


def parse(raw: str) -> dict[str, Any]:
    """A stored result (JSON text), checked."""
    try:
        result = json.loads(raw)
    except (ValueError, TypeError) as exc:
        raise _refused("JSON invalide.", "invalid JSON.") from exc
    return check(result)


def kept(storage: dict[str, Any]) -> tuple[dict[str, dict[str, Any]], dict[str, Text]]:
    """The results in ``storage`` (key -> text), and the damaged ones' reasons."""
    found: dict[str, dict[str, Any]] = {}
    broken: dict[str, Text] = {}
    for key, raw in storage.items():
        if not isinstance(key, str) or not key.startswith(KEY_PREFIX):
            continue
        result_id = key[len(KEY_PREFIX):]
        try:
            result = parse(raw)
            if result["id"] != result_id:
                raise _refused("il est rangé sous un autre nom.",
                               "it is stored under another name.")
        except SaveError as exc:
            broken[result_id] = exc.reason
            continue
        found[result_id] = result
    return found, broken


def daily_counted(results: dict[str, dict[str, Any]], game_id: str, day: str) -> str | None:
    """The id of the game that counts as ``game_id``'s daily challenge of ``day``."""
    return next((r["id"] for r in results.values()
                 if r["game"] == game_id and r["daily"] == day and r["counted"]), None)
