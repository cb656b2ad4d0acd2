"""Loading saves: every field checked, every move replayed through the rules."""

from __future__ import annotations

from json import dumps as json_dumps
from json import loads as json_loads
from typing import Any

from . import registry
from .engine import SAVE_FORMAT, SAVE_VERSION, Game, IllegalAction, SaveError, text


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
    if type(version) is not int or version != SAVE_VERSION:
        raise SaveError(text(
            f"Version de sauvegarde {version!r} inconnue (attendue : {SAVE_VERSION}).",
            f"Unknown save version {version!r} (expected {SAVE_VERSION}).",
        ))
    game_id = obj.get("game")
    try:
        cls = registry.game_class(game_id) if isinstance(game_id, str) else None
    except KeyError:
        cls = None
    if cls is None:
        raise SaveError(text(f"Jeu inconnu : {game_id!r}.", f"Unknown game: {game_id!r}."))
    options, seed, actions = obj.get("options"), obj.get("seed"), obj.get("actions")
    if not isinstance(options, dict) or not isinstance(actions, list):
        raise SaveError(text("Sauvegarde incomplète.", "Incomplete save."))
    try:
        cls.new(options, seed)
    except ValueError as exc:
        raise SaveError(text(f"Réglages invalides : {exc}", f"Invalid settings: {exc}")) from exc
    try:
        return cls.replay(options, seed, actions)
    except IllegalAction as exc:
        raise SaveError(text(f"Coup refusé : {exc}", f"Move refused: {exc}")) from exc
