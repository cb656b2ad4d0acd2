"""The HTML beside Cities' big board: the dock's choices besides the central board (the
starting tiles, the tile or items to place with their buttons) and the side panel (whose
neighbourhood the big board shows, the round and the star, the achievements, scoring
cards, the other neighbourhoods small, each one tap away from the big board, the
supply). Everything comes from the rules' view."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from urbanistes.cities.data import CARD_ROW, COLOURS

from ... import html as h
from ...i18n import tr
from ...play import watch_button
from .rows import points_chip
from .svg import HoodPicture, LastTurn, chip_svg, hood_layer, item_tip_svg, tile_svg, view_box
from .words import Speaker, count_word, item_word, the_item, tile_name


# -- the dock -----------------------------------------------------------------------------
def start_tiles(ctx: Speaker, tiles: Sequence[int], *, active: bool) -> str:
    """The starting tiles still to choose, as buttons while the viewer chooses."""
    buttons = []
    for i, tile in enumerate(tiles):
        name = tile_name(tile, ctx.lang, start=True)
        buttons.append(h.tag(
            "button", {"type": "button", "class": "card ct-start-tile", "data-act": "choose",
                       "data-tile": tile, "aria-keyshortcuts": str(i + 1) if active else None,
                       "disabled": not active},
            tile_svg(tile, lang=ctx.lang, decorative=True),
            h.tag("span", {"class": "ct-caption"}, h.text(name)),
            h.tag("span", {"class": "sr-only"}, h.text(" " + ctx.t("key", n=i + 1)))
            if active else ""))
    return (h.tag("h2", None, h.text(ctx.t("start.title")))
            + h.tag("div", {"class": "cards ct-start"}, *buttons))


def tile_in_hand(ctx: Speaker, tile: int, rot: int) -> str:
    """The tile taken, turned as it will be laid, and the button that turns it."""
    return (h.tag("h2", {"class": "ct-hand-title"}, h.text(ctx.t("place.tile")))
            + h.tag("div", {"class": "ct-hand"},
                    h.tag("div", {"class": "ct-hand-tile"},
                          tile_svg(tile, rot, lang=ctx.lang),
                          h.tag("span", {"class": "ct-caption"},
                                h.text(tile_name(tile, ctx.lang)))),
                    h.tag("div", {"class": "controls"},
                          h.button(ctx.t("play.rotate"), "rotate",
                                   **{"aria-keyshortcuts": "R", "class": "primary"}))))


def items_in_hand(ctx: Speaker, items: Sequence[str], picked: str) -> str:
    """The feature tiles and pieces still to place, one button per kind (with how many),
    and the button that discards the one picked."""
    buttons = []
    for i, item in enumerate(hand_order(items)):
        chosen = item == picked
        count = ctx.t("item.count", n=items.count(item))
        word = item_word(item, ctx.lang)
        buttons.append(h.tag(
            "button", {"type": "button", "class": "ct-item-button" + (" picked" if chosen else ""),
                       "data-act": "item", "data-item": item,
                       "aria-pressed": str(chosen).lower(), "aria-keyshortcuts": str(i + 1)},
            item_tip_svg(item, ctx.lang),
            h.tag("span", {"class": "ct-caption"}, h.text(f"{word} {count}")),
            h.tag("span", {"class": "sr-only"}, h.text(" " + ctx.t("key", n=i + 1)))))
    discard = h.button(ctx.t("discard", item=the_item(picked, ctx.lang)), "discard",
                       item=picked)
    return (h.tag("h2", {"class": "ct-hand-title"}, h.text(ctx.t("place.title")))
            + h.tag("div", {"class": "ct-hand"}, *buttons, discard))


def hand_order(items: Sequence[str]) -> list[str]:
    """The kinds in a hand in the order the dock shows them (the digit keys' order)."""
    return sorted(set(items), key=lambda i: (i not in COLOURS, items.index(i)))


# -- the side panel -----------------------------------------------------------------------
def facts(ctx: Speaker, view: Mapping[str, Any]) -> str:
    """Round, city and the star."""
    city = tr(view["names"]["city"], ctx.lang)
    star = (ctx.t("star.board") if view["star_on_board"]
            else ctx.t("star.holder", who=ctx.name(view["start_player"])))
    return h.tag("div", {"class": "ct-facts"},
                 h.tag("p", None, h.text(ctx.t("round", n=view["round"], total=view["rounds"])),
                       " · ", h.text(ctx.t("city", city=city))),
                 h.tag("p", None, h.text(star)))


def _value(ctx: Speaker, value: int, claimant: int | None, covered: bool) -> str:
    """A printed value, named by its tooltip: open, covered, or whose ring is on it."""
    if covered:
        return h.tag("li", {"class": "covered"},
                     chip_svg(str(value), ctx.t("tip.ach.covered", n=value), cls="ct-value"))
    if claimant is None:
        return h.tag("li", {"class": "open"},
                     chip_svg(str(value), ctx.t("tip.ach.open", n=value), cls="ct-value"))
    ring = f"{value} {ctx.t('ach.ring', n=claimant + 1)}"
    tip = ctx.t("tip.ach.claimed", n=value, who=ctx.name(claimant))
    return h.tag("li", {"class": "claimed"}, chip_svg(ring, tip, cls="ct-value"))


def value_slots(printed: Sequence[int], values: Sequence[int]) -> list[int | None]:
    """For each printed value, its place among the values players may claim (None for a
    covered one): ``values`` is ``printed`` less the covered values, in order."""
    places: list[int | None] = []
    k = 0
    for value in printed:
        if k < len(values) and values[k] == value:
            places.append(k)
            k += 1
        else:
            places.append(None)
    return places


def achievements(ctx: Speaker, view: Mapping[str, Any]) -> str:
    """The city's three achievements: each printed value, open, covered or ringed with
    the number of the player who took it."""
    items = []
    for ach in view["achievements"]:
        claims = ach["claims"]
        values = []
        for value, place in zip(ach["printed"], value_slots(ach["printed"], ach["values"]),
                                strict=True):
            claimant = claims[place] if place is not None and place < len(claims) else None
            values.append(_value(ctx, value, claimant, place is None))
        items.append(h.tag("li", {"class": "ct-ach"},
                           h.tag("p", None, h.text(tr(ach["text"], ctx.lang))),
                           h.tag("ol", {"class": "ct-values"}, *values)))
    city = tr(view["names"]["city"], ctx.lang)
    return h.tag("section", {"class": "ct-achievements"},
                 h.tag("h3", None, h.text(ctx.t("achievements", city=city))),
                 h.tag("ol", None, *items))


def cards(ctx: Speaker, view: Mapping[str, Any], seat: int, last: LastTurn | None, *,
          title: str) -> str:
    """A player's scoring cards with their texts; the one their last turn took is marked."""
    numbers = view["players"][seat]["cards"]
    newest = numbers[-1] if numbers and last is not None and last.row == CARD_ROW else None
    items = []
    for card in numbers:
        info = view["cards"][str(card)]
        is_last = card == newest
        items.append(h.tag(
            "li", {"class": "scoring-card" + (" last" if is_last else "")},
            h.tag("strong", None, h.text(tr(info["name"], ctx.lang))), " ",
            points_chip(ctx, info),
            h.tag("span", {"class": "ct-badge"}, h.text(f"{seat + 1} · {ctx.t('last')}"))
            if is_last else "",
            h.tag("p", None, h.text(tr(info["text"], ctx.lang)))))
    body = (h.tag("ol", None, *items) if items
            else h.tag("p", {"class": "ct-none"}, h.text(ctx.t("cards.none"))))
    return h.tag("section", {"class": "scoring ct-cards"}, h.tag("h3", None, h.text(title)),
                 body)


def seat_words(ctx: Speaker, view: Mapping[str, Any], seat: int) -> str:
    """"3 workers", and the star for the start player while they hold it (short: the turn
    indicator must fit a phone's width; the cards are in the side panel)."""
    words = [count_word("workers", view["players"][seat]["workers_left"], ctx.lang)]
    if not view["star_on_board"] and seat == view["start_player"] and view["phase"] != "over":
        words.append(ctx.t("seat.star"))
    return " · ".join(words)


def caption_words(ctx: Speaker, view: Mapping[str, Any], seat: int) -> str:
    """Under a neighbourhood: "3 workers · 2 cards"."""
    cards = count_word("cards", len(view["players"][seat]["cards"]), ctx.lang)
    return f"{seat_words(ctx, view, seat)} · {cards}"


def other_hood(ctx: Speaker, view: Mapping[str, Any], seat: int, last: LastTurn | None,
               acting: bool) -> str:
    """Another player's neighbourhood, small and without targets, its last turn marked,
    with their scoring cards; its caption is a button that shows it on the big board."""
    hood = HoodPicture.of(view["players"][seat]["hood"])
    name = ctx.t("hood_of", who=ctx.name(seat))
    caption = ctx.t("caption", who=ctx.name(seat), facts=caption_words(ctx, view, seat))
    if acting:
        caption += " · " + ctx.t("seat.to_act")
    label = (h.tag("span", None, h.text(caption)) + " "
             + h.tag("span", {"class": "ct-show"}, h.text(ctx.t("show"))))
    return h.tag("figure", {"class": "ct-other" + (" acting" if acting else ""),
                            "data-seat": seat},
                 h.tag("figcaption", None,
                       watch_button(label, seat, pressed=False, source="panel")),
                 hood_layer(hood, lang=ctx.lang, box=view_box(hood), last=last, label=name,
                            compact=True),
                 cards(ctx, view, seat, last, title=ctx.t("cards.of", who=ctx.name(seat))))


def supply(ctx: Speaker, view: Mapping[str, Any]) -> str:
    """The piles' counts and the bag's pieces per colour."""
    piles = view["piles"]
    bag = ", ".join(ctx.t("bag.colour", n=view["bag"][c], colour=tr(view["names"][c], ctx.lang))
                    for c in COLOURS)
    return h.tag("section", {"class": "ct-supply"},
                 h.tag("h3", None, h.text(ctx.t("supply"))),
                 h.tag("p", None, h.text(ctx.t("piles", cards=piles["cards"], tiles=piles["tiles"],
                                               features=piles["features"]))),
                 h.tag("p", None, h.text(ctx.t("bag", pieces=bag))))
