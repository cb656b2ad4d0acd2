"""Cloud City on screen: the play screen's HTML and what clicks and keys mean there.

A turn has three steps, each asking the rules what is legal: lay a tile from the hand
(pick, turn with R, tap a highlighted spot), build walkways (tap a building, then one of
the lit partners, as often as wanted, then "End building"), and draw (the deck or a
face-up tile). Everything shown comes from ``game.view(player)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from urbanistes.cloudcity.city import normalise
from urbanistes.cloudcity.data import (
    HEIGHTS,
    LEVEL_NAMES,
    NEEDS_TEXTS,
    WALKWAY_SUPPLY,
    WALKWAY_VALUES,
)
from urbanistes.cloudcity.game import CloudCity
from urbanistes.cloudcity.help import RULES_HELP
from urbanistes.engine import Move

from . import html as h
from .cloudcity_svg import city_svg, city_view_box, tile_svg
from .i18n import t, tr
from .screens import end_panel, outcome, score_table, toolbar

if TYPE_CHECKING:
    from .controller import Ui

__all__ = ["RULES_HELP", "describe", "handle", "render", "render_replay", "rules_extra"]

def _game(ui: Ui) -> CloudCity:
    game = ui.session.game
    assert isinstance(game, CloudCity)
    return game


def _me(ui: Ui) -> int:
    """The viewer, who is to act whenever a move is being made on screen."""
    return -1 if ui.session.viewer is None else ui.session.viewer


def _tile_spots(ui: Ui) -> list[tuple[int, int]]:
    game = _game(ui)
    if ui.picked is None or not ui.session.viewer_to_move or game.phase != "tile":
        return []
    return [(x, y) for x, y, r in game.legal_tile_origins(_me(ui), ui.picked) if r == ui.rot]


def _targets(ui: Ui) -> list[tuple[int, int]]:
    """What the arrow keys move between in the current step."""
    game = _game(ui)
    if game.phase == "tile":
        return _tile_spots(ui)
    if game.phase == "build" and ui.session.viewer_to_move:
        if ui.building is not None:
            return [zone for zone, _ in game.walkway_partners(_me(ui), ui.building)]
        return sorted(game.cities[game.turn]["buildings"], key=lambda z: (z[1], z[0]))
    return []


def handle(ui: Ui, event: dict[str, Any]) -> None:
    from .controller import move_focus, try_play

    if not ui.session.viewer_to_move:
        return
    game = _game(ui)
    hand = game.view(_me(ui))["hand"] or []
    act = event.get("act")
    if act == "key":
        key = str(event.get("key"))
        if key in ("r", "R") and game.phase == "tile":
            act = "rotate"
        elif key == "Escape":
            act = "cancel"
        elif key in ("1", "2", "3") and game.phase == "tile" and int(key) <= len(hand):
            act, event = "pick", {"tile": hand[int(key) - 1]}
        elif key.startswith("Arrow"):
            ui.focus = move_focus(_targets(ui), ui.focus, key)
            ui.selected = None
            ui.keyboard = True
            return
        elif key in ("Enter", " ") and ui.focus is not None:
            x, y = ui.focus
            if game.phase == "tile":
                act, event = "place", {"x": x, "y": y, "pointer": "key"}
            elif ui.building is None:
                act, event = "building", {"x": x, "y": y}
            else:
                act, event = "walkway", {"x": x, "y": y}
            ui.keyboard = True
        else:
            return
    if act == "pick" and game.phase == "tile":
        tile = int(event.get("tile", -1))
        if tile in hand:
            ui.picked = None if ui.picked == tile else tile
            ui.focus = ui.selected = None
    elif act == "rotate":
        ui.rot = (ui.rot + 1) % 4
    elif act == "cancel":
        ui.picked = ui.focus = ui.selected = ui.building = None
    elif act == "place" and ui.picked is not None:
        spot = (int(event.get("x", 0)), int(event.get("y", 0)))
        if event.get("pointer") == "touch" and ui.selected != spot:
            ui.selected = ui.focus = spot
            return
        action = {"type": "tile", "tile": ui.picked, "x": spot[0], "y": spot[1], "rot": ui.rot}
        if try_play(ui, action):
            ui.picked = ui.focus = ui.selected = None
            ui.rot = 0
    elif act == "building" and game.phase == "build":
        zone = (int(event.get("x", 0)), int(event.get("y", 0)))
        ui.building = None if ui.building == zone else zone
        ui.focus = None if not ui.keyboard else (ui.building or zone)
    elif act == "walkway" and ui.building is not None:
        a, b = normalise(ui.building, (int(event.get("x", 0)), int(event.get("y", 0))))
        if try_play(ui, {"type": "walkway", "x1": a[0], "y1": a[1], "x2": b[0], "y2": b[1]}):
            ui.building, ui.focus = None, None
    elif act == "end-build":
        if try_play(ui, {"type": "end"}):
            ui.building = ui.focus = None
    elif act == "draw":
        if event.get("from") == "deck":
            try_play(ui, {"type": "draw", "from": "deck"})
        else:
            raw = str(event.get("index", ""))
            if raw.isdigit():
                try_play(ui, {"type": "draw", "from": "row", "index": int(raw)})


def render(ui: Ui) -> str:
    s = ui.session
    game, lang = _game(ui), ui.lang
    viewer = None if s.handoff else s.viewer
    view = game.view(viewer)
    seat = s.acting
    # The city of the seat to act is the big one (cities are public): a bot's moves are
    # watched step by step there; once the game is over, the viewer's own city.
    shown = seat if seat is not None else (viewer if viewer is not None else 0)

    who = s.name(seat, lang) if seat is not None else ""
    if game.is_over:
        status = outcome(game.scores(viewer), lang, s)
    elif s.handoff:
        status = t("handoff.title", lang, who=who)
    elif s.is_bot(seat):
        status = t("play.bot_turn", lang, who=who)
    elif game.phase == "tile":
        status = (t("cc.place", lang, who=who, tile=ui.picked) if ui.picked is not None
                  else t("cc.tile", lang, who=who))
        if ui.selected is not None:
            status += " " + t("play.confirm", lang)
    elif game.phase == "build":
        status = t("cc.build", lang, who=who)
        if ui.building is not None:
            n = len(game.walkway_partners(_me(ui), ui.building))
            status += " " + (t("cc.partners", lang, n=n) if n else t("cc.no_partner", lang))
    else:
        status = t("cc.draw", lang, who=who)

    parts = [h.tag("p", {"class": "status", "role": "status", "aria-live": "polite"},
                   h.text(status))]
    if ui.error:
        parts.append(h.tag("p", {"class": "error", "role": "alert"}, h.text(ui.error)))
    parts.append(toolbar(ui))
    if game.is_over:
        parts.append(end_panel(ui))
    parts.append(_main_city(ui, view, shown))
    if s.handoff and not game.is_over:
        parts.append(h.tag("section", {"class": "handoff"},
                           h.tag("p", None, h.text(t("handoff.text", lang))),
                           h.button(t("handoff.ready", lang, who=who), "handoff-ok",
                                    **{"class": "primary"})))
    elif not game.is_over:
        parts.append(_hand_and_actions(ui, view))
    parts.append(_info(ui, view, shown))
    return h.tag("div", {"class": "play cloudcity"}, *parts)


def _main_city(ui: Ui, view: dict[str, Any], shown: int) -> str:
    s, lang, game = ui.session, ui.lang, _game(ui)
    city = view["cities"][shown]
    mine = ui.session.viewer_to_move and shown == s.viewer
    spots = _tile_spots(ui) if mine else []
    building = ui.building if mine and game.phase == "build" else None
    partners = game.walkway_partners(_me(ui), building) if building is not None else []
    svg = city_svg(
        city, lang=lang, tile_spots=spots, pick=(ui.picked, ui.rot) if spots else None,
        focus=ui.focus, selected=ui.selected, building=building, partners=partners,
        clickable_buildings=mine and game.phase == "build",
        label=t("cc.city_of", lang, who=s.name(shown, lang)), last=bool(city["walkways"]),
    )
    width = city_view_box(city, spots)[2]
    title = t("cc.city_of", lang, who=s.name(shown, lang))
    return h.tag("section", {"class": "board", "data-w": width, "aria-label": title}, svg)


def _hand_and_actions(ui: Ui, view: dict[str, Any]) -> str:
    s, lang, game = ui.session, ui.lang, _game(ui)
    viewer = s.viewer
    active = ui.session.viewer_to_move
    parts = []
    if active and game.phase == "build":
        parts.append(h.tag("div", {"class": "controls"},
                           h.button(t("cc.end_build", lang), "end-build", **{"class": "primary"})))
    if active and game.phase == "draw":
        deck = (h.button(t("cc.deck", lang, n=view["deck_count"]), "draw", **{"from": "deck",
                         "class": "primary"}) if view["deck_count"] else "")
        parts.append(h.tag("div", {"class": "controls"}, deck))
    if viewer is None or view["hand"] is None:
        return h.tag("section", {"class": "hand"}, *parts) if parts else ""
    tiles = []
    for i, tile in enumerate(view["hand"]):
        picked = tile == ui.picked
        tiles.append(h.tag(
            "button",
            {"type": "button", "class": "card tile" + (" picked" if picked else ""),
             "data-act": "pick", "data-tile": tile, "aria-pressed": str(picked).lower(),
             "aria-label": t("cc.tile_label", lang, tile=tile) + (f" ({i + 1})" if active else ""),
             "disabled": not (active and game.phase == "tile")},
            tile_svg(tile, ui.rot if picked else 0, lang=lang, selected=picked),
        ))
    controls = ""
    if ui.picked is not None and active and game.phase == "tile":
        controls = h.tag("div", {"class": "controls"},
                         h.button(t("play.rotate", lang), "rotate", **{"aria-keyshortcuts": "R"}),
                         h.button(t("play.cancel", lang), "cancel"))
    title = t("play.hand", lang) if len(s.humans) <= 1 else t("play.hand_of", lang,
                                                            who=s.name(viewer, lang))
    return h.tag("section", {"class": "hand", "aria-label": title}, *parts,
                 h.tag("h2", None, h.text(title)), controls,
                 h.tag("div", {"class": "cards"}, *tiles))


def _info(ui: Ui, view: dict[str, Any], shown: int) -> str:
    s, lang, game = ui.session, ui.lang, _game(ui)
    drawing = ui.session.viewer_to_move and game.phase == "draw"
    row = []
    for i, tile in enumerate(view["row"]):
        if tile is None:
            continue
        body = tile_svg(tile, 0, lang=lang)
        row.append(h.tag("button", {"type": "button", "class": "card tile", "data-act": "draw",
                                    "data-from": "row", "data-index": i,
                                    "aria-label": t("cc.take", lang, tile=tile),
                                    "disabled": not drawing}, body))
    deck = (t("cc.deck", lang, n=view["deck_count"]) if view["deck_count"]
            else t("cc.deck_empty", lang))
    supply = view["supply"]
    head = h.tag("tr", None, h.tag("th", {"scope": "col"}, h.text(t("cc.value", lang))),
                 *(h.tag("th", {"scope": "col"}, h.text(tr(LEVEL_NAMES[lv], lang)))
                   for lv in HEIGHTS))
    rows = [h.tag("tr", None, h.tag("th", {"scope": "row"}, str(WALKWAY_VALUES[d])),
                  *(h.tag("td", {"class": "num"},
                          f"{supply[lv - 1][d - 1]}/{WALKWAY_SUPPLY[d]}")
                    for lv in HEIGHTS))
            for d in sorted(WALKWAY_VALUES)]
    needs = [h.tag("li", {"class": "scoring-card"},
                   h.tag("strong", None, h.text(tr(NEEDS_TEXTS[n][0], lang))),
                   h.tag("p", None, h.text(tr(NEEDS_TEXTS[n][1], lang))))
             for n in view["needs"]]
    others = [
        h.tag("figure", {"class": "other-city"},
              city_svg(city, lang=lang, compact=True,
                       label=t("cc.city_of", lang, who=s.name(i, lang))),
              h.tag("figcaption", None, h.text(
                  s.name(i, lang) + " · " + t("play.card_count", lang,
                                               n=view["hand_sizes"][i]))))
        for i, city in enumerate(view["cities"]) if i != shown
    ]
    live = ""
    if not game.is_over:
        live = h.tag("details", {"class": "live", "open": True},
                     h.tag("summary", None, h.text(t("play.score", lang))),
                     score_table(game.scores(s.viewer), lang, s, final=False))
    return h.tag(
        "aside", {"class": "info"},
        h.tag("section", {"class": "row"}, h.tag("h3", None, h.text(t("cc.row", lang))),
              h.tag("p", None, h.text(deck)), h.tag("div", {"class": "cards"}, *row)),
        h.tag("section", {"class": "needs"}, h.tag("h3", None, h.text(t("cc.needs", lang))),
              h.tag("ol", None, *needs)) if needs else "",
        h.tag("section", {"class": "others"}, h.tag("h3", None, h.text(t("cc.others", lang))),
              *others),
        h.tag("section", {"class": "supply"}, h.tag("h3", None, h.text(t("cc.supply", lang))),
              h.tag("table", {"class": "scores"}, h.tag("thead", None, head),
                    h.tag("tbody", None, *rows))),
        live,
    )


def describe(move: Move, lang: str) -> str:
    """One seat's step of a turn in words, for the move list."""
    fr = lang == "fr"
    action = move.action
    kind = action.get("type")
    if kind == "tile":
        turn = action["rot"] * 90
        return (f"tuile {action['tile']} en ({action['x']}, {action['y']}), {turn}°" if fr
                else f"tile {action['tile']} at ({action['x']}, {action['y']}), {turn}°")
    if kind == "walkway":
        span = f"({action['x1']}, {action['y1']}) – ({action['x2']}, {action['y2']})"
        return ("passerelle " if fr else "walkway ") + span
    if kind == "end":
        return "fin des passerelles" if fr else "done building"
    if action.get("from") == "deck":
        return "pioche" if fr else "draws from the deck"
    return (f"prend la tuile visible n°{action['index'] + 1}" if fr
            else f"takes face-up tile {action['index'] + 1}")


def render_replay(ui: Ui) -> str:
    """A game watched step by step: every city at that step, controls and the moves."""
    from .screens import replay_frame

    state = ui.replay.state()
    view = state.view(None)
    cities = [
        h.tag("figure", {"class": "replay-city"},
              city_svg(city, lang=ui.lang, label=f"{i + 1}"),
              h.tag("figcaption", None, h.text(t("player", ui.lang, n=i + 1))))
        for i, city in enumerate(view["cities"])
    ]
    return replay_frame(ui, describe, h.tag("div", {"class": "replay-cities"}, *cities),
                        "cloudcity")


def rules_extra(lang: str) -> str:
    """The 10 Special Needs cards, listed in the rules help."""
    items = [h.tag("li", None, h.tag("strong", None, h.text(tr(name, lang))), " — ",
                   h.text(tr(rule, lang)))
             for name, rule in NEEDS_TEXTS.values()]
    heading = "Les 10 cartes Besoins spécifiques" if lang == "fr" else "The 10 Special Needs cards"
    return h.tag("h2", None, heading) + h.tag("ol", {"class": "scoring-list"}, *items)
