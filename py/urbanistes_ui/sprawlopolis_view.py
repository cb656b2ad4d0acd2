"""Sprawlopolis on screen: the play screen's HTML and what clicks and keys mean there.

It asks the rules for legal placements and never decides legality itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from urbanistes.engine import Move
from urbanistes.sprawlopolis.data import SCORING_TEXTS
from urbanistes.sprawlopolis.game import CITY_SIZE, Sprawlopolis
from urbanistes.sprawlopolis.help import RULES_HELP

from . import html as h
from .i18n import t, tr
from .screens import end_panel, outcome, score_table, toolbar
from .sprawlopolis_svg import board_svg, board_view_box, card_svg

if TYPE_CHECKING:
    from .controller import Ui

__all__ = ["RULES_HELP", "handle", "render", "rules_extra"]


def _game(ui: Ui) -> Sprawlopolis:
    game = ui.session.game
    assert isinstance(game, Sprawlopolis)
    return game


def _spots(ui: Ui) -> list[tuple[int, int]]:
    viewer = ui.session.viewer
    if ui.picked is None or not ui.session.viewer_to_move or viewer is None:
        return []
    return _game(ui).legal_origins(viewer, ui.picked)


def handle(ui: Ui, event: dict[str, Any]) -> None:
    from .controller import move_focus, try_play

    if not ui.session.viewer_to_move:
        return
    act = event.get("act")
    hand = _game(ui).view(ui.session.viewer)["hand"] or []
    if act == "key":
        key = str(event.get("key"))
        if key in ("r", "R"):
            act = "rotate"
        elif key == "Escape":
            act = "cancel"
        elif key in ("1", "2", "3") and int(key) <= len(hand):
            act, event = "pick", {"card": hand[int(key) - 1]}
        elif key.startswith("Arrow"):
            ui.focus = move_focus(_spots(ui), ui.focus, key)
            ui.selected = None
            ui.keyboard = True
            return
        elif key in ("Enter", " ") and ui.focus is not None:
            act, event = "place", {"x": ui.focus[0], "y": ui.focus[1], "pointer": "key"}
        else:
            return
    if act == "pick":
        card = int(event.get("card", -1))
        if card in hand:
            ui.picked = None if ui.picked == card else card
            ui.focus = ui.selected = None
    elif act == "rotate":
        ui.rot = 180 - ui.rot
        ui.keyboard = event.get("act") == "key" and ui.focus is not None
    elif act == "cancel":
        ui.picked = ui.focus = ui.selected = None
    elif act == "place" and ui.picked is not None:
        spot = (int(event.get("x", 0)), int(event.get("y", 0)))
        if event.get("pointer") == "touch" and ui.selected != spot:
            ui.selected = ui.focus = spot
            return
        if try_play(ui, {"card": ui.picked, "x": spot[0], "y": spot[1], "rot": ui.rot}):
            ui.picked = ui.focus = ui.selected = None
            ui.rot = 0


def render(ui: Ui) -> str:
    s = ui.session
    game, lang = s.game, ui.lang
    viewer = None if s.handoff else s.viewer
    view = _game(ui).view(viewer)
    seat = s.acting
    spots = _spots(ui)
    pick = (ui.picked, ui.rot) if spots else None
    last = next((m for m in reversed(game.history) if m.seat >= 0), None)

    if game.is_over or seat is None:
        status = outcome(game.scores(viewer), lang, s)
    elif s.handoff:
        status = t("handoff.title", lang, who=s.name(seat, lang))
    elif s.is_bot(seat):
        status = t("play.bot_turn", lang, who=s.name(seat, lang))
    elif ui.picked is not None:
        status = t("play.place", lang, who=s.name(seat, lang), card=ui.picked)
        if ui.selected is not None:
            status += " " + t("play.confirm", lang)
    else:
        status = t("play.your_turn", lang, who=s.name(seat, lang))
    if last is not None and not game.is_over:
        status = t("play.last_move", lang, who=s.name(last.seat, lang),
                   card=last.action["card"]) + " " + status

    placements = [tuple(p) for p in view["placements"]]
    width = board_view_box(placements, spots)[2]
    board = h.tag("div", {"class": "board", "data-w": width}, board_svg(
        placements, lang=lang, spots=spots, pick=pick,
        focus=ui.focus, selected=ui.selected, last=last is not None,
    ))
    parts = [h.tag("p", {"class": "status", "role": "status", "aria-live": "polite"},
                   h.text(status))]
    if ui.error:
        parts.append(h.tag("p", {"class": "error", "role": "alert"}, h.text(ui.error)))
    parts.append(toolbar(ui))
    if game.is_over:
        parts.append(end_panel(ui))
    parts.append(board)
    if s.handoff and not game.is_over and seat is not None:
        who = s.name(seat, lang)
        parts.append(h.tag("section", {"class": "handoff", "aria-label": t("handoff.title",
                                                                           lang, who=who)},
                           h.tag("p", None, h.text(t("handoff.text", lang))),
                           h.button(t("handoff.ready", lang, who=who), "handoff-ok",
                                    **{"class": "primary"})))
    elif not game.is_over:
        parts.append(_hand(ui, view, spots))
    parts.append(_info(ui, view))
    return h.tag("div", {"class": "play sprawlopolis"}, *parts)


def describe(move: Move, lang: str) -> str:
    """One seat's move in words, for the move list."""
    action = move.action
    turned = (", tournée" if lang == "fr" else ", turned") if action["rot"] else ""
    if lang == "fr":
        return f"carte {action['card']} en colonne {action['x']}, rangée {action['y']}{turned}"
    return f"card {action['card']} at column {action['x']}, row {action['y']}{turned}"


def render_replay(ui: Ui) -> str:
    """A game watched move by move: the city at that move, controls and the move list."""
    from .screens import replay_frame

    state = ui.replay.state()
    assert isinstance(state, Sprawlopolis)
    placements = [tuple(p) for p in state.view(None)["placements"]]
    board = h.tag("div", {"class": "board", "data-w": board_view_box(placements, [])[2]},
                  board_svg(placements, lang=ui.lang, last=ui.replay.index > 0))
    return replay_frame(ui, describe, board, "sprawlopolis")


def _hand(ui: Ui, view: dict[str, Any], spots: list) -> str:
    s, lang = ui.session, ui.lang
    viewer = s.viewer
    if viewer is None or view["hand"] is None:
        return ""
    active = ui.session.viewer_to_move
    cards = []
    for i, card in enumerate(view["hand"]):
        picked = card == ui.picked
        label = t("play.card", lang, card=card) + (f" ({i + 1})" if active else "")
        cards.append(h.tag(
            "button",
            {"type": "button", "class": "card" + (" picked" if picked else ""),
             "data-act": "pick", "data-card": card, "aria-pressed": "true" if picked else "false",
             "aria-label": label, "disabled": not active},
            card_svg(card, ui.rot if picked else 0, lang=lang, selected=picked),
        ))
    controls = ""
    if ui.picked is not None and active:
        controls = h.tag("div", {"class": "controls"},
                         h.button(t("play.rotate", lang), "rotate", **{"aria-keyshortcuts": "R"}),
                         h.button(t("play.cancel", lang), "cancel"))
    title = t("play.hand", lang) if len(s.humans) <= 1 else t(
        "play.hand_of", lang, who=s.name(viewer, lang))
    return h.tag("section", {"class": "hand", "aria-label": title},
                 h.tag("h2", None, h.text(title)), controls,
                 h.tag("div", {"class": "cards"}, *cards))


def _info(ui: Ui, view: dict[str, Any]) -> str:
    s, lang, game = ui.session, ui.lang, ui.session.game
    scoring = []
    for number in view["scoring"]:
        name, rule = SCORING_TEXTS[number]
        scoring.append(h.tag("li", {"class": "scoring-card"},
                             h.tag("strong", None, f"{number}. ", h.text(tr(name, lang))),
                             h.tag("p", None, h.text(tr(rule, lang)))))
    pile = (h.tag("div", {"class": "pile"},
                  h.tag("h3", None, h.text(t("play.pile", lang, count=view["pile_count"]))),
                  card_svg(view["pile_top"], 0, lang=lang))
            if view["pile_top"] is not None
            else h.tag("p", {"class": "pile"}, h.text(t("play.pile_empty", lang))))
    others = ""
    if game.players > 1:
        counts = [
            h.tag("li", None, h.text(f"{s.name(i, lang)} : "
                                     if lang == "fr" else f"{s.name(i, lang)}: "),
                  h.text(t("play.card_count", lang, n=size)))
            for i, size in enumerate(view["hand_sizes"])
        ]
        others = h.tag("div", {"class": "others"},
                       h.tag("h3", None, h.text(t("play.others", lang))),
                       h.tag("ul", None, *counts))
    live = ""
    if not game.is_over:
        live = h.tag("details", {"class": "live", "open": True},
                     h.tag("summary", None, h.text(t("play.score", lang))),
                     score_table(game.scores(s.viewer), lang, s, final=False))
    return h.tag(
        "aside", {"class": "info"},
        h.tag("p", {"class": "target"}, h.text(t("play.target", lang, target=view["target"])),
              " · ", h.text(t("play.cards_in_city", lang, n=len(view["placements"]),
                                total=CITY_SIZE))),
        h.tag("section", {"class": "scoring"},
              h.tag("h3", None, h.text(t("play.scoring", lang))),
              h.tag("ol", None, *scoring)),
        pile, others, live,
    )


def rules_extra(lang: str) -> str:
    """The 18 scoring cards, listed in the rules help."""
    items = [
        h.tag("li", None, h.tag("strong", None, f"{n}. ", h.text(tr(name, lang))), " — ",
              h.text(tr(rule, lang)))
        for n, (name, rule) in SCORING_TEXTS.items()
    ]
    heading = "Les 18 cartes décompte" if lang == "fr" else "The 18 scoring cards"
    return h.tag("h2", None, heading) + h.tag("ol", {"class": "scoring-list"}, *items)
