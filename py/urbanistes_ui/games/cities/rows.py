"""The central board as HTML: its four rows (A scoring cards, B city tiles, C feature
tiles, D building pieces), each slot with its face-up items, its face-down ones and the
worker on its space. When the viewer is to take, each slot the rules allow is a button
(``data-act="take"``); otherwise the rows are read-only. The slot the big board's player
took last is marked (``last``), and so is a take of face-down items waiting for the
viewer's confirmation (``held``: the viewer's worker drawn on it, nothing revealed).

Everything comes from the rules' view: ``board`` (slots), ``cards`` (texts), ``tiles``
(spaces), ``star_on_board``; which slots may be taken comes from the rules' legal actions.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from functools import lru_cache
from typing import Any

from urbanistes.cities.data import (
    CARD_ROW,
    FEATURE_ROW,
    PIECE_ROW,
    ROW_NAMES,
    STAR_SLOT,
    TILE_ROW,
)

from ... import html as h
from ...i18n import tr
from .art import HIDDEN, worker_body
from .svg import chip_svg, item_svg, item_tip_svg, star_svg, tile_svg
from .words import Names, Speaker, feature_word, pieces_word

Slot = tuple[int, int]


def _span(cls: str, text: str) -> str:
    return h.tag("span", {"class": cls}, h.text(text))


def points_chip(ctx: Speaker, info: Mapping[str, Any]) -> str:
    """A scoring card's points, its tooltip saying what earns them."""
    return chip_svg(ctx.t("card.points", n=info["points"]),
                    ctx.t("tip.card", n=info["points"]), cls="ct-points")


#: A scoring card as a slot shows it: its name and text in the language, its points.
CardFace = tuple[str, str, int]


def _card(say: Speaker, face: CardFace) -> str:
    name, text, points = face
    return (h.tag("span", {"class": "ct-card-head"},
                  h.tag("strong", None, h.text(name)), points_chip(say, {"points": points}))
            + _span("ct-card-text", text))


def _backs(tip: str, count: int = 1) -> str:
    """Face-down items, their tooltip saying what they are (the words beside name them)."""
    return "".join(item_svg(HIDDEN, tip, decorative=True) for _ in range(count))


def _hidden(ctx: Speaker, key: str, tip: str, count: int = 1) -> str:
    return (h.tag("span", {"class": "ct-items"}, _backs(tip, count))
            + _span("ct-caption", ctx.t(key)))


def _slot_body(ctx: Speaker, view: Mapping[str, Any], row: int, slot: int) -> str:
    """What lies on a slot, in pictures and words. It names no seat and no key: it is
    drawn in the language alone, once per content (a take changes a slot or two, and
    the rows are drawn again)."""
    cell = view["board"][row][slot]
    items = tuple(cell["items"])
    face = None
    if row == CARD_ROW and items:
        info = view["cards"][str(items[0])]
        face = (tr(info["name"], ctx.lang), tr(info["text"], ctx.lang), info["points"])
    return _drawn_slot(Names(ctx.lang, ()), row, slot == STAR_SLOT, items, cell["hidden"],
                       face)


@lru_cache(maxsize=128)
def _drawn_slot(say: Names, row: int, star: bool, items: tuple[Any, ...], hidden: int,
                face: CardFace | None) -> str:
    if row == CARD_ROW:
        return _card(say, face) if face is not None else _hidden(
            say, "card.back", say.t("tip.back.card")) if hidden else ""
    if row == TILE_ROW:
        if not items:
            return _hidden(say, "tile.back", say.t("tip.back.tile")) if hidden else ""
        return (tile_svg(items[0], lang=say.lang, decorative=True)
                + _span("ct-caption", say.t("tile", n=items[0])))
    if row == FEATURE_ROW:
        pictures = [item_tip_svg(f, say.lang) for f in items]
        pictures += [_backs(say.t("tip.back.feature"), hidden)] if hidden else []
        if not pictures:
            return ""
        names = [h.text(feature_word(f, say.lang)) for f in items]
        names += [h.tag("span", {"aria-hidden": "true"}, "?")
                  + _span("sr-only", say.t("feature.back"))] * hidden
        return (h.tag("span", {"class": "ct-items"}, *pictures)
                + h.tag("span", {"class": "ct-caption"}, ", ".join(names)))
    if star and hidden:
        return _hidden(say, "star.space", say.t("tip.back.star", n=hidden), hidden)
    if not items:
        return ""
    return (h.tag("span", {"class": "ct-items"},
                  *(item_tip_svg(c, say.lang) for c in items))
            + _span("sr-only", pieces_word(list(items), say.lang)))


def _extras(ctx: Speaker, view: Mapping[str, Any], row: int, slot: int,
            worker: int | None) -> str:
    """The worker on the slot's space, and the star on its own space."""
    parts = []
    if worker is not None:
        parts.append(_worker(Names(ctx.lang, ()), worker, ctx.name(worker)))
    if row == PIECE_ROW and slot == STAR_SLOT and view["star_on_board"]:
        parts.append(h.tag("span", {"class": "ct-star"}, star_svg(ctx.t("tip.star")), " ",
                           h.text(ctx.t("star"))))
    return "".join(parts)


@lru_cache(maxsize=32)
def _worker(say: Names, worker: int, who: str) -> str:
    """A seat's worker, named ``who``: drawn once per game and language."""
    return h.tag("span", {"class": "ct-worker"},
                 item_svg(worker_body(worker), say.t("tip.worker", who=who), decorative=True),
                 h.text(say.t("worker", who=who)))


def _row_reason(ctx: Speaker, view: Mapping[str, Any], row: int) -> str:
    """Why a free slot cannot be taken: the viewer's workers already on this row (the
    only reason the rules have; the rules decide)."""
    viewer = ctx.viewer
    if viewer is None:
        return ""
    placed = view["players"][viewer]["row_workers"][row]
    return ctx.t("row.full" if placed == 1 else "row.done")


def _slot(ctx: Speaker, view: Mapping[str, Any], row: int, slot: int,
          takes: Collection[Slot] | None, selected: Slot | None, last: Slot | None,
          held: Slot | None) -> str:
    cell = view["board"][row][slot]
    holding = held == (row, slot)
    worker = ctx.viewer if holding else cell["worker"]
    body = _slot_body(ctx, view, row, slot) + _extras(ctx, view, row, slot, worker)
    free = cell["worker"] is None and (cell["items"] or cell["hidden"])
    kind = "card" if row == CARD_ROW else "tile" if row == TILE_ROW else "group"
    cls = f"ct-slot ct-{kind}-slot"
    if holding:
        return h.tag("div", {"class": cls + " held"}, body,
                     _span("ct-note", ctx.t("take.held")))
    if takes is None or not free:
        empty = "" if body else _span("ct-caption", ctx.t("slot.empty"))
        marked = last == (row, slot)
        return h.tag("div", {"class": cls + (" taken" if worker is not None else "")
                             + (" last" if marked else "")},
                     body or empty, _span("sr-only", f" ({ctx.t('last')})") if marked else "")
    allowed = (row, slot) in takes
    chosen = allowed and selected == (row, slot)
    note = ctx.t("take.selected") if chosen else ctx.t("take.hidden") if cell["hidden"] \
        else ""
    prefix = _span("sr-only", ctx.t("take.prefix"))
    reason = "" if allowed else _span("ct-reason", _row_reason(ctx, view, row))
    return h.tag("button", {
        "type": "button", "class": cls + (" selected" if chosen else ""), "data-act": "take",
        "data-row": row, "data-slot": slot, "disabled": not allowed,
    }, prefix, body, _span("sr-only", f" ({note})") if note else "", reason)


def rows_section(ctx: Speaker, view: Mapping[str, Any], *, takes: Collection[Slot] | None = None,
                 selected: Slot | None = None, last: Slot | None = None,
                 held: Slot | None = None) -> str:
    """The four rows; ``takes`` are the slots the viewer may take now (None: read-only,
    nobody's choice on this screen); ``last`` the slot to mark as a player's last take,
    ``held`` the viewer's take waiting for confirmation."""
    rows = []
    for row, name in enumerate(ROW_NAMES):
        letter, words = ctx.t(f"row.letter.{row}"), tr(name, ctx.lang)
        slots = [_slot(ctx, view, row, slot, takes, selected, last, held)
                 for slot in range(4)]
        rows.append(h.tag("div", {"class": f"ct-row ct-row-{row}", "role": "group",
                                  "aria-label": f"{letter} · {words}"},
                          h.tag("h3", {"class": "ct-row-name"}, h.text(letter),
                                h.tag("span", {"class": "ct-row-words"},
                                      h.text(f" · {words}"))),
                          h.tag("div", {"class": "ct-slots"}, *slots)))
    title = ctx.t("rows.take") if takes is not None else ctx.t("rows")
    return h.tag("section", {"class": "ct-rows" + (" choice" if takes is not None else "")},
                 h.tag("h2", None, h.text(title)), *rows)
