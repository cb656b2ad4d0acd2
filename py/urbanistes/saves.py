"""Loading saves: every field checked, every move replayed through the rules."""

from __future__ import annotations

from json import dumps as json_dumps
from json import loads as json_loads
from typing import Any

from . import registry
from .engine import CHANCE, SAVE_FORMAT, SAVE_VERSION, Game, IllegalAction, Move, SaveError, text


def dumps(game: Game) -> str:
    """The save as compact JSON text."""
    return json_dumps(game.to_save(), separators=(",", ":"), sort_keys=True)


def loads(data: str | bytes) -> Game:
    """Parse and load a JSON save; ``SaveError`` explains any problem."""
    try:
        obj = json_loads(data)
    except (ValueError, TypeError) as exc:
        raise SaveError(text(
            "Ce fichier n'est pas une sauvegarde lisible (JSON invalide).",
            "This is not a readable save (invalid JSON).",
        )) from exc
    return load(obj)


def load(obj: Any) -> Game:
    """Load a save dict (see ``Game.to_save``); ``SaveError`` explains any problem."""
    if not isinstance(obj, dict) or obj.get("format") != SAVE_FORMAT:
        raise SaveError(text("Ce n'est pas une sauvegarde Urbanistes.",
                             "This is not an Urbanistes save."))
    version = obj.get("version")
    if type(version) is int and 0 < version < SAVE_VERSION:
        raise SaveError(text(
            f"Cette partie vient d'une ancienne version d'Urbanistes (sauvegarde v{version}) "
            "dont les donnes ne peuvent plus être refaites à l'identique.",
            f"This game comes from an older version of Urbanistes (save v{version}) whose "
            "deals can no longer be reproduced exactly.",
        ))
    if type(version) is not int or version != SAVE_VERSION:
        raise SaveError(text(
            f"Version de sauvegarde {version!r} inconnue (attendue : {SAVE_VERSION}).",
            f"Unknown save version {version!r} (expected {SAVE_VERSION}).",
        ))
    try:
        cls = registry.game_class(obj.get("game"))
    except KeyError:
        game_id = obj.get("game")
        raise SaveError(text(f"Jeu inconnu : {game_id!r}.", f"Unknown game: {game_id!r}.")
                        ) from None
    options, seed, raw_moves = obj.get("options"), obj.get("seed"), obj.get("moves")
    if not isinstance(options, dict) or not isinstance(raw_moves, list):
        raise SaveError(text("Sauvegarde incomplète.", "Incomplete save."))
    moves = [_move(i, m) for i, m in enumerate(raw_moves)]
    if type(seed) is not int:
        raise SaveError(text(f"Graine invalide : {seed!r}.", f"Invalid seed: {seed!r}."))
    try:
        cls.new(options, seed)
    except ValueError as exc:
        raise SaveError(text(f"Réglages invalides : {exc}", f"Invalid settings: {exc}")) from exc
    try:
        return cls.replay(options, seed, moves)
    except IllegalAction as exc:
        raise SaveError(text(f"Coup refusé : {exc}", f"Move refused: {exc}")) from exc


def _move(index: int, raw: object) -> Move:
    """``[seat, action]``, or ``[-1]`` for a chance step (the seed decides it again)."""
    if isinstance(raw, list) and raw == [CHANCE]:
        return Move(CHANCE, {})
    if (isinstance(raw, list) and len(raw) == 2 and type(raw[0]) is int and raw[0] >= 0
            and isinstance(raw[1], dict)):
        return Move(raw[0], raw[1])
    shown = repr(raw)[:60]
    raise SaveError(text(f"Coup {index + 1} illisible : {shown}.",
                         f"Move {index + 1} is unreadable: {shown}."))
