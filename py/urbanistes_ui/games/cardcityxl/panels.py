"""The side panel: where the game stands (round, pile, reserves, the Architecte), the
other cities small with their money and size, this round's events in words, the solo
rank table, and what each card's letter and picture mean."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from urbanistes.cardcityxl.data import HAPPINESS_LIMIT, RANK_NAMES, rank
from urbanistes.engine import Text

from ... import html as h
from ...i18n import tr
from ...play import named
from ...state import Ctx
from .art import LETTERED, card_body, card_svg, letter
from .strings import STRINGS
from .svg import CityPicture, Lasts, city_layer
from .tips import Scoring, worth
from .words import card_name, count, money

#: The reserve's piles in the order the panel lists them.
PILES = ("R", "C", "I", "K", "X")


def facts(ctx: Ctx, view: Mapping[str, Any]) -> str:
    """The way to play in words (level, victory, variants), round, pile, who holds the
    Architecte card, and the Bonheur's pollution limit."""
    items = [
        tr(view["title"], ctx.lang),
        ctx.t("round", n=view["round"], total=view["rounds"]),
        "" if ctx.game.is_over else ctx.t("score.now"),
        count(view["pile"], "pile.one", "pile", ctx.lang, none="pile.none"),
        _architect(ctx, view),
        ctx.t("limit", n=HAPPINESS_LIMIT)
        if view["pollution"] and view["victory"] == "happiness" else "",
    ]
    return h.tag("ul", {"class": "ccx-facts"},
                 *(h.tag("li", None, h.text(item)) for item in items if item))


def _architect(ctx: Ctx, view: Mapping[str, Any]) -> str:
    """Who holds the Architecte card this round (the first player), and, with the
    Soutien de l'Architecte, whether it lies in their city."""
    architect = view["architect"]
    if architect is None:
        return ctx.t("architect", who=ctx.name(view["first"])) if view["players"] > 1 else ""
    key = "architect.laid" if architect["at"] is not None else "architect.held"
    return ctx.t(key, who=ctx.name(architect["holder"]))


def reserve(ctx: Ctx, view: Mapping[str, Any]) -> str:
    """The face-up reserve piles and how many cards each holds."""
    piles = [k for k in PILES if k in view["reserve"] and (
        k in "RCI" or view["level"] != "simplified")]
    top = view["reserve_top"]
    faces = {k: top if k == "I" and top else k for k in piles}
    scoring = Scoring.of(view)
    items = [h.tag("li", None, card_svg(card_body(faces[k], 0, ctx.lang, True), tip=ctx.t(
                       "tip.reserve", card=card_name(faces[k], ctx.lang), n=view["reserve"][k],
                       worth=worth(faces[k], scoring, ctx.lang))),
                   h.tag("span", None, h.text(f"{view['reserve'][k]}")),
                   h.tag("span", {"class": "sr-only"},
                         h.text(" " + card_name(faces[k], ctx.lang))))
             for k in piles]
    return h.tag("section", {"class": "ccx-reserve"},
                 h.tag("h3", None, h.text(ctx.t("reserve"))),
                 h.tag("ul", None, *items))


def city_caption(ctx: Ctx, view: Mapping[str, Any], seat: int) -> str:
    """"Bot 2 · $7 · 6/10 cards · 3 cards to build"."""
    city = view["cities"][seat]
    hand = view["hands"][seat]
    held = len(hand["up"]) + len(hand["down"])
    parts = [ctx.name(seat), money(view["money"][seat], ctx.lang),
             ctx.t("size", n=city["size"], limit=city["limit"])]
    if held:
        parts.append(count(held, "held.one", "held", ctx.lang))
    return " · ".join(parts)


def other_city(ctx: Ctx, view: Mapping[str, Any], picture: CityPicture, lasts: Lasts) -> str:
    """A city small, with its purse and size: a tap shows it on the big board."""
    seat = picture.seat
    acting = seat == ctx.session.acting and not ctx.game.is_over
    caption = city_caption(ctx, view, seat) + (" · " + ctx.t("seat.to_act") if acting else "")
    city = city_layer(picture, lang=ctx.lang, window=picture.window(),
                      scoring=Scoring.of(view), lasts=lasts,
                      label=ctx.t("show", city=ctx.t("city_of", who=ctx.name(seat))),
                      compact=True)
    # the shell's watch act; ``data-from`` keeps focus here across repaints (the seat
    # bar's button for the same seat would take it otherwise, scrolling the page)
    button = h.tag("button", {"type": "button", "data-act": "watch-seat", "data-seat": seat,
                              "data-from": "panel", "aria-pressed": "false"}, city)
    return h.tag("figure", {"class": "ccx-other" + (" acting" if acting else ""),
                            "data-seat": seat},
                 button, h.tag("figcaption", None, h.text(caption)))


def events(ctx: Ctx, view: Mapping[str, Any]) -> str:
    """This round's and last round's events, newest first, in the rules' words."""
    names = ctx.session.names(ctx.lang)
    rows = [h.tag("li", None, h.text(ctx.t("round.short", n=e["round"]) + " · "
                                     + named(e["text"], ctx.lang, names)))
            for e in reversed(view["events"]) if e["key"] != "take"]
    if not rows:
        return ""
    # the list scrolls (10rem at most): a keyboard reaches it too
    return h.tag("section", {"class": "ccx-events"},
                 h.tag("h3", None, h.text(ctx.t("events"))),
                 h.tag("ul", {"tabindex": "0", "aria-label": ctx.t("events")}, *rows))


def ranks(ctx: Ctx, view: Mapping[str, Any], total: int | None) -> str:
    """Solo: the booklet's rank table for this victory, the rank the score reaches
    marked ("now" during the game, "reached" at the end)."""
    table: Sequence[Sequence[Any]] = view["ranks"]
    if not table:
        return ""
    reached: Text | None = None if total is None else RANK_NAMES[rank(view["victory"], total)]
    mark = ctx.t("rank.reached" if ctx.game.is_over else "rank.now")
    rows = []
    for name, floor in table:
        here = reached is not None and tr(name, ctx.lang) == tr(reached, ctx.lang)
        rows.append(h.tag(
            "tr", {"class": "reached" if here else None},
            h.tag("th", {"scope": "row"}, h.text(tr(name, ctx.lang))),
            h.tag("td", {"class": "num"}, h.text(ctx.t("rank.from", n=floor))),
            h.tag("td", None, h.text(mark if here else ""))))
    return h.tag("section", {"class": "ccx-ranks", "id": "ccx-ranks"},
                 h.tag("h3", None, h.text(ctx.t("ranks"))),
                 h.tag("table", {"class": "scores"}, h.tag("tbody", None, *rows)))


def legend(ctx: Ctx, view: Mapping[str, Any]) -> str:
    """Each kind's card and its name; Parks and clouds from the normal level, the
    Architecte with its variant, a word on two-colour cards at the advanced level; with
    the Ville Écologique, each kind's pollution percentage (the rules' own)."""
    percentages = view["percentages"]
    return _legend(ctx.lang, view["level"], view["architect"] is not None,
                   bool(view["bicolours"]), tuple(sorted(percentages.items())))


@lru_cache(maxsize=16)
def _legend(lang: str, level: str, architect: bool, bicolours: bool,
            percentages: tuple[tuple[str, int], ...]) -> str:
    kinds = ["R", "C", "I", "L", "P", "M"] + ([] if level == "simplified" else ["K", "X"])
    kinds += ["A"] if architect else []
    polluting = dict(percentages)
    items = []
    for k in kinds:
        words = (letter(k, lang) + " " if k in LETTERED else "") + card_name(k, lang)
        if k in polluting and k != "I":  # an Industrie's percentage is on its picture
            words += " · " + STRINGS.t("percent", lang, n=polluting[k])
        items.append(h.tag("li", None, card_svg(card_body(k, 0, lang, True)), h.text(words)))
    note = h.tag("p", None, h.text(STRINGS.t("legend.bicolour", lang))) if bicolours else ""
    return h.tag("section", {"class": "ccx-legend"},
                 h.tag("h3", None, h.text(STRINGS.t("legend", lang))),
                 h.tag("ul", None, *items), note)
