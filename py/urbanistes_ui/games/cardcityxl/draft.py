"""The acquisition in the dock, as across a table: the splitter's drawn cards and the
two lots they build by tapping a card then a place in a lot (face up, or face down);
the lots offered, hidden cards as backs, with a "Take" button each; the solo choice of
the card that goes under the pile.

Only the viewer's view is drawn: a face-down card the viewer does not know is a back
and its button or picture says nothing of it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ... import html as h
from ...state import Ctx
from .art import back_body, card_body, card_svg, hidden_body, slot_body
from .steps import Step
from .tips import Scoring, card_tip, loose_tip
from .words import card_name, cards_listed, count, money


def _picture(ctx: Ctx, code: str | None, *, down: bool = False) -> str:
    """A card of a lot or hand as a picture: its face, a back, or a known face-down."""
    if code is None:
        return card_svg(back_body(), ctx.t("card.back"))
    scoring = Scoring.of(ctx.view)
    if down:
        return card_svg(hidden_body(code, ctx.lang), card_tip(
            ctx.t("card.down.known", card=card_name(code, ctx.lang)), code, scoring, ctx.lang))
    return card_svg(card_body(code, 0, ctx.lang), loose_tip(code, scoring, ctx.lang))


def _cards(ctx: Ctx, up: Sequence[str], down: Sequence[str | None]) -> list[str]:
    return ([h.tag("li", None, _picture(ctx, c)) for c in up]
            + [h.tag("li", None, _picture(ctx, c, down=True)) for c in down])


# -- the splitter ----------------------------------------------------------------------

def _pool(ctx: Ctx, pool: Sequence[str], picked: int | None) -> str:
    buttons = []
    for i, code in enumerate(pool):
        chosen = i == picked
        name = card_name(code, ctx.lang)
        buttons.append(h.tag(
            "button", {"type": "button", "class": "card" + (" picked" if chosen else ""),
                       "data-act": "pick-card", "data-index": i,
                       "aria-pressed": "true" if chosen else "false",
                       "aria-keyshortcuts": str(i + 1) if i < 9 else None},
            card_svg(card_body(code, 0, ctx.lang),
                     tip=loose_tip(code, Scoring.of(ctx.view), ctx.lang)),
            h.tag("span", {"class": "sr-only"}, h.text(
                ctx.t("pool.card", card=name, n=i + 1) if i < 9 else name))))
    return h.tag("div", {"class": "cards ccx-pool", "role": "group",
                         "aria-label": ctx.t("pool")}, *buttons)


def _slots(ctx: Ctx, lot: int, face: str, free: int, card: str | None,
           step: Step) -> list[str]:
    """The empty places of one face of a lot: buttons once a card is picked."""
    words = ctx.t(f"slot.{face}", n=lot)
    action = None if card is None else {"type": "place", "card": card, "lot": lot,
                                        "face": face}
    legal = action is not None and step.allows(action)
    label = (ctx.t(f"slot.{face}.put", n=lot, card=card_name(card, ctx.lang))
             if legal and card is not None else words)
    return [h.tag("li", None, h.tag(
        "button", {"type": "button", "class": "card slot", "data-act": "lay",
                   "data-lot": lot, "data-face": face, "disabled": not legal,
                   "aria-label": label},
        card_svg(slot_body(face == "up")),
        h.tag("span", {"class": "ccx-caption"}, h.text(ctx.t(f"face.{face}")))))
        for _ in range(free)]


def _lot_box(ctx: Ctx, lot: int, contents: str, extra: str = "", *,
             chosen: bool = False) -> str:
    title = ctx.t("lot", n=lot) + (" · " + ctx.t("lot.chosen") if chosen else "")
    return h.tag("section", {"class": "ccx-lot chosen" if chosen else "ccx-lot",
                             "aria-label": title},
                 h.tag("h2", None, h.text(title)),
                 h.tag("ul", {"class": "cards"}, contents), extra)


def split_dock(ctx: Ctx, view: Mapping[str, Any], picked: int | None, bribe: int,
               step: Step) -> str:
    """The splitter's drawn cards, the lots being laid, money, and "Offer"."""
    draft = view["draft"]
    pool: list[str] = draft["pool"] or []
    card = pool[picked] if picked is not None and picked < len(pool) else None
    (up1, down1), (up2, down2) = draft["shape"]
    lot1, lot2 = draft["lots"]
    first = "".join(_cards(ctx, lot1["up"], [])
                    + _slots(ctx, 1, "up", up1 - len(lot1["up"]), card, step)
                    + _cards(ctx, [], lot1["down"])
                    + _slots(ctx, 1, "down", down1 - len(lot1["down"]), card, step))
    second = "".join(_cards(ctx, lot2["up"], [])
                     + _slots(ctx, 2, "up", up2 - len(lot2["up"]), card, step))
    rest = h.tag("p", {"class": "ccx-rest"}, h.text(ctx.t("rest", n=down2)))
    offer = {"type": "offer"}
    return h.tag(
        "section", {"class": "ccx-draft ccx-split"},
        _pool(ctx, pool, picked),
        h.tag("div", {"class": "ccx-lots"},
              _lot_box(ctx, 1, first, _money(ctx, lot1["money"])),
              _lot_box(ctx, 2, second, rest + _money(ctx, lot2["money"]))),
        h.tag("div", {"class": "controls"},
              h.button(ctx.t("offer"), "offer", disabled=not step.allows(offer),
                       **{"class": "primary"}),
              _bribes(ctx, view, bribe, step)))


def _money(ctx: Ctx, amount: int) -> str:
    return h.tag("p", {"class": "ccx-bribe"}, h.text(ctx.t("lot.money", money=money(
        amount, ctx.lang)))) if amount else ""


def _bribes(ctx: Ctx, view: Mapping[str, Any], amount: int, step: Step) -> str:
    """Advanced level: money on a lot, once per split ($1 up to the purse)."""
    if not any(a["type"] == "bribe" for a in step.actions):
        return ""
    purse = view["money"][view["draft"]["splitter"]]
    amount = max(1, min(amount, purse))
    return h.tag(
        "div", {"class": "ccx-bribes", "role": "group", "aria-label": ctx.t("bribe")},
        h.button("−", "bribe-less", disabled=amount <= 1,
                 **{"aria-label": ctx.t("bribe.less")}),
        h.tag("span", {"class": "ccx-amount"}, h.text(money(amount, ctx.lang))),
        h.button("+", "bribe-more", disabled=amount >= purse,
                 **{"aria-label": ctx.t("bribe.more")}),
        *(h.button(ctx.t("bribe.on", n=lot, money=money(amount, ctx.lang)), "bribe",
                   lot=lot, amount=amount) for lot in (1, 2)))


# -- the lots, offered or being laid ---------------------------------------------------

def _lot_words(ctx: Ctx, lot: Mapping[str, Any]) -> str:
    parts = [cards_listed(lot["up"], ctx.lang)] if lot["up"] else []
    known = [c for c in lot["down"] if c is not None]
    if known:
        parts.append(ctx.t("down.known", cards=cards_listed(known, ctx.lang)))
    unknown = lot["down"].count(None)
    if unknown:
        parts.append(count(unknown, "down.one", "down", ctx.lang))
    if lot["money"]:
        parts.append(money(lot["money"], ctx.lang))
    return ", ".join(parts)


def lots_dock(ctx: Ctx, view: Mapping[str, Any], step: Step,
              chosen: int | None = None) -> str:
    """The two lots offered; the chooser has a "Take" button under each, or sees the
    lot it ``chosen`` stand out while that choice waits for confirmation."""
    draft = view["draft"]
    boxes = []
    for n, lot in enumerate(draft["lots"], start=1):
        take = {"type": "take", "lot": n}
        button = (h.button(ctx.t("take", n=n), "take", lot=n, **{
            "class": "primary", "aria-label": ctx.t("take.what", n=n,
                                                      what=_lot_words(ctx, lot))})
            if step.allows(take) else "")
        boxes.append(_lot_box(ctx, n, "".join(_cards(ctx, lot["up"], lot["down"])),
                              _money(ctx, lot["money"]) + button, chosen=n == chosen))
    return h.tag("section", {"class": "ccx-draft ccx-choose"},
                 h.tag("div", {"class": "ccx-lots"}, *boxes))


def offer_preview(ctx: Ctx, view: Mapping[str, Any]) -> str:
    """The lots as the splitter is about to offer them, the cards left face down in
    lot 2 (the offer waits for confirmation: it shows the face-up cards to all)."""
    draft = view["draft"]
    lot1, lot2 = draft["lots"]
    rest = [*lot2["down"], *(draft["pool"] or [])]
    boxes = [_lot_box(ctx, 1, "".join(_cards(ctx, lot1["up"], lot1["down"])),
                      _money(ctx, lot1["money"])),
             _lot_box(ctx, 2, "".join(_cards(ctx, lot2["up"], rest)),
                      _money(ctx, lot2["money"]))]
    return h.tag("section", {"class": "ccx-draft ccx-choose"},
                 h.tag("div", {"class": "ccx-lots"}, *boxes))


def arranging(ctx: Ctx, view: Mapping[str, Any]) -> str:
    """Someone else lays the lots in secret: only how many cards they split."""
    draft = view["draft"]
    n = draft["cards"] or draft["drawn"]
    backs = [h.tag("li", None, card_svg(back_body())) for _ in range(n)]
    return h.tag("section", {"class": "ccx-draft", "aria-label": ctx.t(
        "arranging", who=ctx.name(draft["splitter"]), n=n)},
        h.tag("p", None, h.text(ctx.t("arranging", who=ctx.name(draft["splitter"]), n=n))),
        h.tag("ul", {"class": "cards ccx-backs", "aria-hidden": "true"}, *backs))


# -- solo: the card put back -------------------------------------------------------------

def keep_dock(ctx: Ctx, view: Mapping[str, Any], step: Step) -> str:
    pool: list[str] = view["draft"]["pool"] or []
    buttons = []
    for i, code in enumerate(pool):
        if not step.allows({"type": "bottom", "card": code}):
            continue
        name = card_name(code, ctx.lang)
        buttons.append(h.tag(
            "button", {"type": "button", "class": "card", "data-act": "bottom",
                       "data-card": code, "aria-keyshortcuts": str(i + 1)},
            card_svg(card_body(code, 0, ctx.lang), tip=loose_tip(code, Scoring.of(view),
                                                                 ctx.lang)),
            h.tag("span", {"class": "ccx-caption"}, h.text(ctx.t("bottom.short"))),
            h.tag("span", {"class": "sr-only"},
                  h.text(ctx.t("bottom.card", card=name, n=i + 1)))))
    return h.tag("section", {"class": "ccx-draft ccx-keep"},
                 h.tag("h2", None, h.text(ctx.t("bottom.title"))),
                 h.tag("div", {"class": "cards"}, *buttons))


def hand_row(ctx: Ctx, hand: Mapping[str, Any], title: str) -> str:
    """The viewer's cards for this round, as pictures (not to be played now)."""
    known = [c for c in hand["down"] if c is not None]
    cards = _cards(ctx, [*hand["up"], *known], [c for c in hand["down"] if c is None])
    if not cards:
        return ""
    return h.tag("section", {"class": "ccx-mine"},
                 h.tag("h2", None, h.text(title)),
                 h.tag("ul", {"class": "cards"}, *cards))
