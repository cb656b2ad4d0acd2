"""Compact, URL-safe text for a game: JSON, deflated, base64url; versioned by a prefix."""

from __future__ import annotations

import base64
import binascii
import zlib
from json import dumps, loads
from typing import Any

from .engine import SaveError, text

PREFIX = "u1."
MAX_LINK = 100_000  # characters: far above any real game, well below a memory problem


def encode(payload: dict[str, Any]) -> str:
    """``payload`` (JSON-able) as link text, e.g. for a URL fragment."""
    raw = dumps(payload, separators=(",", ":"), sort_keys=True).encode()
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).rstrip(b"=").decode()


def decode(link: str) -> dict[str, Any]:
    """The payload of ``encode``; ``SaveError`` explains a damaged or foreign link."""
    if not isinstance(link, str) or not link.startswith(PREFIX):
        raise SaveError(text("Ce lien n'est pas un lien de partie Urbanistes.",
                             "This link is not an Urbanistes game link."))
    if len(link) > MAX_LINK:
        raise SaveError(text("Ce lien est trop long.", "This link is too long."))
    body = link[len(PREFIX):]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, 10 * MAX_LINK)
        if inflater.unconsumed_tail or not inflater.eof:
            raise ValueError("truncated or oversized")
        payload = loads(raw)
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError) as exc:
        raise SaveError(text("Ce lien est abîmé ou incomplet.",
                             "This link is damaged or incomplete.")) from exc
    if not isinstance(payload, dict):
        raise SaveError(text("Ce lien ne contient pas de partie.",
                             "This link holds no game."))
    return payload
