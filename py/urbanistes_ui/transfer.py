"""Export and import: every kept game and result in one JSON file, to move them to
another device or browser. An import checks each entry as storage does (a game is
replayed through the rules), refuses the bad ones with the count, and merges: a game
already here stays unless the file's is newer; a result already here stays."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from urbanistes.engine import SaveError, text

from . import records, results

EXPORT_FORMAT = "urbanistes-export"
EXPORT_VERSION = 1


def export(library: dict[str, dict[str, Any]], kept: dict[str, dict[str, Any]],
           when: str) -> str:
    """The file's text: the readable games and results (damaged ones stay behind)."""
    return json.dumps({
        "format": EXPORT_FORMAT, "version": EXPORT_VERSION, "exported": when,
        "games": [r for _, r in sorted(library.items()) if "broken" not in r],
        "results": [r for _, r in sorted(kept.items())],
    }, indent=1, ensure_ascii=False)


@dataclass
class Merged:
    games: dict[str, dict[str, Any]]
    results: dict[str, dict[str, Any]]
    refused: int


def read(raw: str, library: dict[str, dict[str, Any]],
         kept: dict[str, dict[str, Any]]) -> Merged:
    """What the file adds to ``library`` and ``kept`` (new entries, or newer ones);
    ``SaveError`` if the file as a whole is not an export of this app."""
    try:
        data = json.loads(raw)
    except (ValueError, TypeError) as exc:
        raise SaveError(text("ce n'est pas du JSON.", "it is not JSON.")) from exc
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise SaveError(text("ce n'est pas un export Urbanistes.",
                             "it is not an Urbanistes export."))
    if data.get("version") != EXPORT_VERSION or type(data.get("version")) is not int:
        raise SaveError(text(f"version d'export {data.get('version')!r} inconnue.",
                             f"unknown export version {data.get('version')!r}."))
    games, found = data.get("games"), data.get("results")
    if not isinstance(games, list) or not isinstance(found, list):
        raise SaveError(text("les listes « games » et « results » manquent.",
                             "the 'games' and 'results' lists are missing."))
    merged = Merged({}, {}, 0)
    _games(games, library, merged)
    _results(found, kept, merged)
    return merged


def _games(games: list[Any], library: dict[str, dict[str, Any]], merged: Merged) -> None:
    for entry in games:
        try:
            record = records.check(entry)
            records.resume(record)  # its moves, seats and lesson, through the rules
        except SaveError:
            merged.refused += 1
            continue
        here = library.get(record["id"])
        if here is None or "broken" in here or str(here["updated"]) < record["updated"]:
            merged.games[record["id"]] = record


def _results(found: list[Any], kept: dict[str, dict[str, Any]], merged: Merged) -> None:
    for entry in found:
        try:
            result = results.check(entry)
        except SaveError:
            merged.refused += 1
            continue
        if result["id"] not in kept:  # a result never changes once its game is over
            merged.results[result["id"]] = result
