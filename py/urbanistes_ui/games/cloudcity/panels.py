"""The HTML beside Cloud City's board: the dock (the hand and this step's buttons, the
draw buttons included) and the side panel (the cities the big board does not show, each a
button that shows it there, the face-up row, the deck, the Special Needs cards, the
walkway supply). Everything comes from the viewer's view."""

from __future__ import annotations

from collections.abc import Sequence

from urbanistes.cloudcity.data import HEIGHTS, NEEDS_TEXTS, WALKWAY_SUPPLY, WALKWAY_VALUES
from urbanistes.cloudcity.game import CloudCityView

from ... import html as h
from ...i18n import tr
from ...play import watch_button
from ...state import Ctx
from .strings import STRINGS
from .svg import (
    CityPicture,
    LastMove,
    city_layer,
    city_view_box,
    deck_svg,
    level_word,
    tile_label,
    tile_svg,
)


def tiles_text(lang: str, n: int) -> str:
    """"no tiles", "1 tile", "3 tiles" (never "card(s)")."""
    return STRINGS.t("tiles.0" if n == 0 else "tiles.1" if n == 1 else "tiles.n", lang, n=n)


# -- the dock --------------------------------------------------------------------------

def hand(ctx: Ctx, tiles: Sequence[int], *, active: bool, picked: int | None,
         rot: int) -> str:
    """The viewer's tiles as buttons, enabled while a tile is to be picked."""
    buttons = []
    for i, tile in enumerate(tiles):
        chosen = tile == picked
        turn = rot if chosen else 0
        label = tile_label(tile, turn, ctx.lang)
        buttons.append(h.tag(
            "button",
            {"type": "button", "class": "card tile" + (" picked" if chosen else ""),
             "data-act": "pick", "data-tile": tile, "aria-pressed": str(chosen).lower(),
             "aria-keyshortcuts": str(i + 1) if active else None, "disabled": not active},
            h.tag("span", {"class": "sr-only"}, h.text(
                ctx.t("hand.tile", tile=label, shortcut=i + 1) if active else label)),
            tile_svg(tile, turn, lang=ctx.lang, selected=chosen, decorative=True)))
    title = (ctx.t("play.hand") if len(ctx.session.humans) <= 1
             else ctx.t("play.hand_of", who=ctx.name(ctx.viewer or 0)))
    return (h.tag("h2", None, h.text(title))
            + h.tag("div", {"class": "cards cc-hand"}, *buttons))


def tile_controls(ctx: Ctx) -> str:
    return h.tag("div", {"class": "controls"},
                 h.button(ctx.t("play.rotate"), "rotate", **{"aria-keyshortcuts": "R"}),
                 h.button(ctx.t("play.cancel"), "cancel", **{"aria-keyshortcuts": "Escape"}))


def build_controls(ctx: Ctx, *, chosen: bool) -> str:
    """"Finish walkways", and a way to let go of the chosen building."""
    return h.tag("div", {"class": "controls"},
                 h.button(ctx.t("finish"), "end-build", **{"class": "primary"}),
                 h.button(ctx.t("deselect"), "cancel", **{"aria-keyshortcuts": "Escape"})
                 if chosen else "")


def draw_buttons(ctx: Ctx, view: CloudCityView) -> str:
    """The deck (with its count) and each face-up tile, as the step's buttons."""
    n = view["deck_count"]
    deck = (h.button(ctx.t("draw.deck", n=n), "draw",
                     **{"from": "deck", "class": "primary cc-deck"}) if n else "")
    row = [h.tag("button", {"type": "button", "class": "card tile cc-take", "data-act": "draw",
                            "data-from": "row", "data-index": i},
                 tile_svg(tile, 0, lang=ctx.lang, decorative=True),
                 h.tag("span", None, h.text(ctx.t("draw.take"))),
                 h.tag("span", {"class": "sr-only"}, h.text(ctx.t("draw.take.which", tile=tile))))
           for i, tile in enumerate(view["row"]) if tile is not None]
    return h.tag("section", {"class": "cc-draw"},
                 h.tag("h2", None, h.text(ctx.t("draw.title"))),
                 h.tag("div", {"class": "cards"}, deck, *row))


# -- the side panel --------------------------------------------------------------------

def other_city(ctx: Ctx, view: CloudCityView, seat: int, last: LastMove | None) -> str:
    """A city the big board does not show, small and without targets, its last move
    marked: a button that shows it on the big board (the viewer's own: back to it)."""
    city = CityPicture.of(view["cities"][seat])
    name = ctx.t("city_of", who=ctx.name(seat))
    caption = ctx.t("caption", who=ctx.name(seat),
                    tiles=tiles_text(ctx.lang, view["hand_sizes"][seat]))
    acting = seat == ctx.session.acting and not ctx.game.is_over
    if acting:
        caption += " · " + ctx.t("seat.to_act")
    picture = city_layer(city, lang=ctx.lang, view_box=city_view_box(city), last=last,
                         label=name, compact=True)
    return h.tag("div", {"class": "cc-other" + (" acting" if acting else ""), "data-seat": seat},
                 watch_button(picture + h.tag("span", {"class": "caption"}, h.text(caption)),
                              seat, pressed=False, source="panel"))


def row_and_deck(ctx: Ctx, view: CloudCityView) -> str:
    """The face-up row, read-only here (its draw buttons are in the dock)."""
    n = view["deck_count"]
    deck = ctx.t("deck.empty") if n == 0 else ctx.t("deck.one") if n == 1 else ctx.t("deck", n=n)
    tiles = [h.tag("li", None, tile_svg(tile, 0, lang=ctx.lang)) if tile is not None
             else h.tag("li", {"class": "empty"}, h.text(ctx.t("row.empty")))
             for tile in view["row"]]
    return h.tag("section", {"class": "cc-row"},
                 h.tag("h3", None, h.text(ctx.t("row"))),
                 h.tag("ul", {"class": "cards"}, *tiles),
                 h.tag("p", {"class": "cc-deck-count"}, deck_svg(n, ctx.lang) if n else "",
                       h.text(deck)))


def needs(ctx: Ctx, numbers: Sequence[int]) -> str:
    if not numbers:
        return ""
    cards = [h.tag("li", {"class": "scoring-card"},
                   h.tag("strong", None, h.text(tr(NEEDS_TEXTS[n][0], ctx.lang))),
                   h.tag("p", None, h.text(tr(NEEDS_TEXTS[n][1], ctx.lang))))
             for n in numbers]
    return h.tag("section", {"class": "scoring cc-needs"},
                 h.tag("h3", None, h.text(ctx.t("needs"))), h.tag("ol", None, *cards))


def supply(ctx: Ctx, left: Sequence[Sequence[int]]) -> str:
    """Walkways left in the shared box: one row per value, one column per level."""
    head = h.tag("tr", None, h.tag("th", {"scope": "col"}, h.text(ctx.t("supply.value"))),
                 *(h.tag("th", {"scope": "col"}, h.text(level_word(lv, ctx.lang)))
                   for lv in HEIGHTS))
    rows = [h.tag("tr", None, h.tag("th", {"scope": "row"}, str(WALKWAY_VALUES[d])),
                  *(h.tag("td", {"class": "num"}, f"{left[lv - 1][d - 1]}/{WALKWAY_SUPPLY[d]}")
                    for lv in HEIGHTS))
            for d in sorted(WALKWAY_VALUES)]
    return h.tag("section", {"class": "cc-supply"},
                 h.tag("h3", None, h.text(ctx.t("supply"))),
                 h.tag("table", {"class": "scores"}, h.tag("thead", None, head),
                       h.tag("tbody", None, *rows)))
