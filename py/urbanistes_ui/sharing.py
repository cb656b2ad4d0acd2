"""Links, embeds and the daily challenge: turning games into text others can open."""

from __future__ import annotations

import datetime
import hashlib
from html import escape
from typing import Any
from urllib.parse import parse_qs, urlencode

from urbanistes import links, registry
from urbanistes.engine import SaveError, text

from . import scored
from .session import SEAT_KINDS, Session

LINK_KEY = "g"  # the URL fragment is "#g=<link>"
#: The snippet's frame: every game is comfortable in it (each is tested down to 360x560).
EMBED_SIZE = (400, 640)


def game_link(base_url: str, session: Session) -> str:
    """A URL whose fragment holds the whole game (options, seed, moves) and its seats."""
    payload = {"save": session.game.to_save(), "seats": list(session.seats)}
    return f"{base_url}#{LINK_KEY}={links.encode(payload)}"


def read_link(fragment: str) -> dict[str, Any]:
    """The payload of a ``#g=...`` fragment, shape-checked (moves are checked on load)."""
    fragment = fragment.lstrip("#")
    if not fragment.startswith(f"{LINK_KEY}="):
        raise SaveError(text("Ce lien n'est pas un lien de partie Urbanistes.",
                             "This link is not an Urbanistes game link."))
    payload = links.decode(fragment[len(LINK_KEY) + 1:])
    seats = payload.get("seats")
    if (not isinstance(payload.get("save"), dict) or not isinstance(seats, list)
            or not all(s in SEAT_KINDS for s in seats)):
        raise SaveError(text("Ce lien est incomplet ou modifié.",
                             "This link is incomplete or tampered with."))
    return payload


def link_reveals_secrets(session: Session) -> bool:
    """Sharing a game in progress with secret information shows it to whoever opens it."""
    return session.game.info.secrets and not session.game.is_over


def daily_seed(game_id: str, day: str) -> int:
    """Everyone gets the same deal on the same day (``day`` is YYYY-MM-DD)."""
    digest = hashlib.sha256(f"urbanistes:{game_id}:daily:{day}".encode()).hexdigest()
    return int(digest[:15], 16)


def is_day(day: str) -> bool:
    """``day`` is a real date written YYYY-MM-DD."""
    try:
        return len(day) == 10 and datetime.date.fromisoformat(day).isoformat() == day
    except ValueError:
        return False


def daily_link(base_url: str, game_id: str, day: str) -> str:
    """The address of a day's challenge: whoever opens it plays the same deal."""
    return f"{base_url}#/daily/{game_id}/{day}"


def daily_result(session: Session, lang: str, base_url: str) -> str:
    """A short text to share a daily challenge result (no spoilers: just the score) and
    the challenge's link."""
    info = session.game.info
    link = daily_link(base_url, info.id, session.daily or "")
    scores = scored.scores(session.game, 0)
    total = scores.totals[0]
    won = bool(scores.winners)
    name = info.name[lang]
    if lang == "fr":
        verdict = "gagné ✅" if won else "perdu ❌"
        return (f"Urbanistes · {name} · défi du {session.daily} : {total} points, {verdict}"
                f"\nRelevez-le : {link}")
    verdict = "won ✅" if won else "lost ❌"
    return (f"Urbanistes · {name} · daily challenge {session.daily}: {total} points, {verdict}"
            f"\nTake it on: {link}")


# -- embeds ------------------------------------------------------------------------
def embed_query(game_id: str, form: dict[str, str]) -> str:
    """The query string that opens the app straight into a game, with minimal chrome."""
    info = registry.info(game_id)
    players = form.get("players", str(info.min_players))
    params: dict[str, str] = {"embed": game_id, "players": players}
    count = int(players) if players.isdigit() else info.min_players
    params["seats"] = ",".join(
        form.get(f"seat{i}", "human" if i == 0 else "normal") for i in range(count))
    for opt in info.options:
        params[opt.key] = form.get(opt.key, str(opt.default))
    return urlencode(params)


def embed_snippet(base_url: str, game_id: str, form: dict[str, str], lang: str) -> str:
    """A ready ``<iframe>`` to paste into a blog post."""
    info = registry.info(game_id)
    width, height = EMBED_SIZE
    src = f"{base_url}?{embed_query(game_id, form)}&lang={lang}"
    title = f"{info.name[lang]} — Urbanistes"
    return (f'<iframe src="{escape(src)}" width="{width}" height="{height}" '
            f'style="border:0;max-width:100%" title="{escape(title)}" loading="lazy">'
            "</iframe>")


def read_embed(query: str) -> dict[str, str] | None:
    """The new-game form an embed URL asks for, or None if the URL is not an embed."""
    params = {k: v[0] for k, v in parse_qs(query.lstrip("?")).items()}
    try:
        entry = registry.entry(params.get("embed"))
    except KeyError:
        return None
    if not entry.playable:
        return None
    info = entry.info
    form = {"players": params.get("players", str(info.min_players))}
    for i, kind in enumerate(params.get("seats", "").split(",")):
        if kind in SEAT_KINDS:
            form[f"seat{i}"] = kind
    for opt in info.options:
        if opt.key in params:
            form[opt.key] = params[opt.key]
    if params.get("seed", "").isdigit():
        form["seed"] = params["seed"]
    form["game"] = info.id
    if params.get("lang") in ("fr", "en"):
        form["lang"] = params["lang"]
    return form
