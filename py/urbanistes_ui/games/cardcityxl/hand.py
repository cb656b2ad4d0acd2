"""The dock from the construction on: the cards to build (each saying where it may go
or why it cannot), the cloud to lay, the Résidence or Commerce a district must take
and why, what may be bought at the end of the round with this round's income, and the
step's buttons (turn, discard, end the round).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from urbanistes.cardcityxl.city import triangle
from urbanistes.cardcityxl.development import culture_around, residences_around

from ... import html as h
from ...i18n import tr
from ...state import Ctx
from .art import card_body, card_svg
from .history import laid
from .steps import BUILD, BUY, CLOUD, GROW, MAIRIE, PURCHASES, Piece, Step
from .svg import CityPicture
from .tips import Scoring, loose_tip
from .words import card_name, count, money, place


def _caption(ctx: Ctx, piece: Piece) -> str:
    """Where a card of the hand may go: how many spots, or that it cannot be built."""
    if not piece.spots:
        return ctx.t("cannot" if piece.discard else "not_yet")
    return count(len({(x, y) for x, y, _ in piece.spots}), "spots.one", "spots", ctx.lang)


def _piece_name(ctx: Ctx, piece: Piece) -> str:
    """A cloud, a card from the reserve, or a purchase with its price."""
    if piece.kind == "industry":
        return ctx.t("buy.industry", money=money(piece.cost, ctx.lang))
    if piece.kind == "park":
        return ctx.t("buy.park", money=money(piece.cost, ctx.lang))
    return card_name(piece.code, ctx.lang)


def _buttons(ctx: Ctx, pieces: Sequence[Piece], picked: int | None, rot: int) -> str:
    """The pieces as buttons: a card's picture, a visible caption (where it may go, or
    what it is), and before it, for screen readers, its name and key."""
    buttons = []
    for i, piece in enumerate(pieces):
        chosen = i == picked
        if piece.kind == BUILD:
            visible = _caption(ctx, piece)
            spoken = ctx.t("piece.named", name=card_name(piece.code, ctx.lang), n=i + 1)
        else:
            visible = _piece_name(ctx, piece)
            spoken = ctx.t("piece.key", n=i + 1)
        buttons.append(h.tag(
            "button", {"type": "button", "class": "card" + (" picked" if chosen else "")
                       + (" buy" if piece.kind in PURCHASES else ""),
                       "data-act": "pick", "data-index": i,
                       "aria-pressed": "true" if chosen else "false",
                       "aria-keyshortcuts": str(i + 1) if i < 9 else None},
            card_svg(card_body(piece.code, rot if chosen else 0, ctx.lang),
                     tip=loose_tip(piece.code, Scoring.of(ctx.view), ctx.lang)),
            h.tag("span", {"class": "sr-only"}, h.text(spoken)),
            h.tag("span", {"class": "ccx-caption"}, h.text(visible))))
    return h.tag("div", {"class": "cards ccx-hand"}, *buttons)


def _controls(ctx: Ctx, step: Step, piece: Piece | None, picked: bool) -> str:
    buttons = []
    if piece is not None and piece.turns and piece.spots:
        buttons.append(h.button(ctx.t("play.rotate"), "rotate", **{"aria-keyshortcuts": "R"}))
    if piece is not None and piece.kind == BUILD and piece.discard:
        forced = not piece.spots
        buttons.append(h.button(ctx.t("discard", card=card_name(piece.code, ctx.lang)),
                                "discard", **{"class": "primary" if forced else None}))
    if step.kind == BUY:
        buttons.append(h.button(ctx.t("pass"), "pass", **{"class": "primary"}))
    if picked:
        buttons.append(h.button(ctx.t("play.cancel"), "cancel",
                                **{"aria-keyshortcuts": "Escape"}))
    return h.tag("div", {"class": "controls"}, *buttons) if buttons else ""


def _why(ctx: Ctx, piece: Piece | None) -> str:
    """Why the picked card cannot be built, in the rules' words."""
    if piece is None or piece.kind != BUILD or piece.reason is None:
        return ""
    words = ctx.t("why", card=card_name(piece.code, ctx.lang), why=tr(piece.reason, ctx.lang))
    if not piece.discard:
        words += " " + ctx.t("why.later")
    return h.tag("p", {"class": "ccx-why", "role": "note"}, h.text(words))


def _growth(ctx: Ctx, view: Mapping[str, Any], seat: int) -> list[str]:
    """Each district that must grow, with what makes it grow (the rules' counts)."""
    city = CityPicture.of(view["cities"][seat], view).as_city()
    lines = []
    for district in view["growth"]:
        cells = {(x, y) for x, y in district["cells"]}
        kind = district["card"]
        n = len(cells)
        if kind == "R":
            around = count(culture_around(city, cells), "culture.one", "culture", ctx.lang)
        else:
            around = count(residences_around(city, cells), "homes.one", "homes", ctx.lang)
        lines.append(h.tag("li", None, h.text(ctx.t(
            "grows", kind=card_name(kind, ctx.lang),
            size=count(n, "cards.one", "cards", ctx.lang), around=around))))
    return lines


def income_words(ctx: Ctx, earned: Mapping[str, Any]) -> str:
    """"$1 salary + shops $1 + $3 + car parks $2 = $7"."""
    parts = [ctx.t("income.salary", money=money(earned["salary"], ctx.lang))]
    if earned["shops"]:
        parts.append(ctx.t("income.shops", amounts=" + ".join(
            money(triangle(n), ctx.lang) for n in earned["shops"])))
    if earned["parkings"]:
        parts.append(ctx.t("income.parkings", amounts=" + ".join(
            money(dollars, ctx.lang) for _, dollars in earned["parkings"])))
    return ctx.t("income", parts=" + ".join(parts), total=money(earned["total"], ctx.lang))


def _title(ctx: Ctx, view: Mapping[str, Any], step: Step, seat: int) -> str:
    if step.kind == BUILD:
        left = sum(p.kind == BUILD for p in step.pieces)
        return ctx.t("title.build.one" if left == 1 else "title.build", n=left)
    if step.kind == CLOUD:
        return ctx.t("title.cloud", n=view["clouds"][seat])
    if step.kind == GROW:
        return ctx.t("title.grow")
    if step.kind == MAIRIE:
        return ctx.t("title.mairie")
    return ctx.t("title.buy")


def held_dock(ctx: Ctx, held: Mapping[str, Any]) -> str:
    """A card of the viewer's held for confirmation (it would show the constructions,
    or the card to others): which card, and where it goes or that it is discarded."""
    put = laid(held)
    if put is not None:
        (p, code), rot = put, held.get("rot", 0)
        viewer = ctx.viewer or 0
        window = CityPicture.of(ctx.view["cities"][viewer], ctx.view).window()
        words = ctx.t("confirming.lay", card=card_name(code, ctx.lang),
                      at=place(window.column_row(p), ctx.lang))
    else:
        code, rot = str(held.get("card", "A")), 0
        words = ctx.t("discard", card=card_name(code, ctx.lang))
    return h.tag("section", {"class": "ccx-step ccx-held"},
                 h.tag("h2", None, h.text(ctx.t("confirming"))),
                 h.tag("div", {"class": "cards"}, card_svg(card_body(code, rot, ctx.lang),
                                                           tip=loose_tip(code, Scoring.of(
                                                               ctx.view), ctx.lang))),
                 h.tag("p", None, h.text(words)))


def pieces_dock(ctx: Ctx, view: Mapping[str, Any], step: Step, seat: int,
                picked: int | None, piece: Piece | None, rot: int) -> str:
    """What the viewer lays now and the step's buttons, then why (a development's
    reasons, the income): the choice first, where a small screen shows it."""
    notes: list[str] = []
    if step.kind == GROW:
        notes = _growth(ctx, view, seat)
    elif step.kind == BUY and view["income"]:
        notes = [h.tag("li", None, h.text(income_words(ctx, view["income"][seat])))]
    return h.tag(
        "section", {"class": f"ccx-step ccx-{step.kind}"},
        h.tag("h2", None, h.text(_title(ctx, view, step, seat))),
        _buttons(ctx, step.pieces, picked, rot) if step.pieces else "",
        _controls(ctx, step, piece, picked is not None),
        h.tag("ul", {"class": "ccx-notes"}, *notes) if notes else "",
        _why(ctx, piece))
