"""Games kept on this device: one versioned JSON record per game, listed on the home page.

A record wraps the rules' save (options + seed + actions) with what only the app knows:
who sits where, when it was played, and a short summary so the home page can list
games without replaying them. Resuming always replays the save through the rules.
"""

from __future__ import annotations

import json
from typing import Any

from urbanistes import registry, saves
from urbanistes.engine import SaveError, text

from . import lessons, scored
from .session import SEAT_KINDS, Session

RECORD_FORMAT = "urbanistes-record"
#: 2: saves v2 (pinned deals, chance steps) and bot levels named easy/normal/strong.
RECORD_VERSION = 2
#: Storage key of a record (after the page's own "urbanistes." prefix): one key per
#: game, so a damaged one harms no other.
KEY_PREFIX = "game."


def make(session: Session, updated: str, save: dict[str, Any] | None = None) -> dict[str, Any]:
    """The record of a session as it stands now (``save``: its game's, if already made)."""
    game = session.game
    scores = scored.scores(game, None)  # what anybody may see: the home page shows it
    view = game.view(None)
    rounds = view.get("rounds")
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "id": session.id,
        "created": session.created or updated,
        "updated": updated,
        "daily": session.daily,
        "lesson": session.lesson,
        "hints": session.hints,
        "par": session.par,
        "seats": list(session.seats),
        "save": game.to_save() if save is None else save,
        "summary": {
            "moves": sum(1 for move in game.history if move.seat >= 0),
            "over": game.is_over,
            "outcome": dict(scores.outcome),
            "totals": list(scores.totals),
            # The home page says where the game stands without replaying it.
            "round": view.get("round") if isinstance(view.get("round"), int) else None,
            "rounds": rounds if isinstance(rounds, int) else None,
            "to_act": [] if game.is_over else list(game.to_act),
        },
    }


def parse(raw: str) -> dict[str, Any]:
    """A stored record, shape-checked (its moves are checked on resume)."""
    try:
        record = json.loads(raw)
    except (ValueError, TypeError) as exc:
        raise SaveError(text("Sauvegarde illisible (JSON invalide).",
                             "Unreadable save (invalid JSON).")) from exc
    return check(record)


def check(record: object) -> dict[str, Any]:
    """A record read from storage or a file, shape-checked."""
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise SaveError(text("Ce n'est pas une sauvegarde Urbanistes.",
                             "This is not an Urbanistes save."))
    version = record.get("version")
    if type(version) is not int or version != RECORD_VERSION:
        raise SaveError(text(
            f"Version de sauvegarde {version!r} inconnue : elle vient d'une autre version "
            "de l'application.",
            f"Unknown save version {version!r}: it comes from another version of the app.",
        ))
    ok = (
        isinstance(record.get("id"), str) and record["id"]
        and isinstance(record.get("save"), dict)
        and isinstance(record.get("seats"), list)
        and all(s in SEAT_KINDS for s in record["seats"])
        and isinstance(record.get("summary"), dict)
        and isinstance(record.get("updated"), str)
    )
    if not ok:
        raise SaveError(text("Sauvegarde incomplète ou modifiée.",
                             "Incomplete or tampered save."))
    game_id = record["save"].get("game")
    try:
        registry.info(game_id)
    except (KeyError, TypeError) as exc:
        raise SaveError(text(f"Jeu inconnu : {game_id!r}.", f"Unknown game: {game_id!r}.")
                        ) from exc
    return record


def library(storage: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Every record kept on this device (``storage``: key -> stored text); a damaged one
    is listed with its reason, and harms no other."""
    found: dict[str, dict[str, Any]] = {}
    for key, raw in storage.items():
        if not isinstance(key, str) or not key.startswith(KEY_PREFIX):
            continue
        record_id = key[len(KEY_PREFIX):]
        try:
            found[record_id] = parse(raw)
        except SaveError as exc:
            found[record_id] = {"broken": exc.reason, "updated": ""}
    return found


def resume(record: dict[str, Any]) -> Session:
    """Replay a record into a live session; ``SaveError`` if any part is wrong."""
    game = saves.load(record["save"])
    try:
        session = Session(game, list(record["seats"]))
    except ValueError as exc:
        raise SaveError(text("Les places ne correspondent pas au nombre de joueurs.",
                             "The seats do not match the number of players.")) from exc
    session.id = record["id"]
    session.created = str(record.get("created", ""))
    daily = record.get("daily")
    session.daily = daily if isinstance(daily, str) else None
    hints = record.get("hints", 0)  # records kept before hints existed have none
    if type(hints) is not int or hints < 0:
        raise SaveError(text("Sauvegarde modifiée (nombre de suggestions).",
                             "Tampered save (number of suggestions)."))
    session.hints = hints
    par = record.get("par")
    if par is not None and type(par) is not int:
        raise SaveError(text("Sauvegarde modifiée (par).", "Tampered save (par)."))
    session.par = par
    lesson = record.get("lesson")  # records kept before lessons existed have none
    if lesson is not None and (not isinstance(lesson, str) or lesson not in lessons.LESSONS
                               or lessons.LESSONS[lesson].game != game.info.id):
        raise SaveError(text(f"Sauvegarde modifiée (leçon inconnue : {lesson!r}).",
                             f"Tampered save (unknown lesson: {lesson!r})."))
    session.lesson = lesson
    return session
