"""The app as a pure state machine: events in, HTML out. No browser here.

``dom.py`` turns clicks, keys and form changes into event dicts (``{"act": ...}`` plus
the element's ``data-*`` fields), calls ``handle`` and writes ``render`` to the page.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from urbanistes import registry
from urbanistes.engine import IllegalAction

from . import screens
from . import sprawlopolis_view as sprawl
from .i18n import t, tr
from .session import SEAT_KINDS, Session

Point = tuple[int, int]

#: Per-game play screens (later games add theirs here).
VIEWS = {"sprawlopolis": sprawl}


@dataclass
class Ui:
    lang: str = "en"
    screen: str = "home"  # home | setup | rules | play
    game_id: str | None = None
    previous: str = "home"  # where "back" from the rules leads
    form: dict[str, str] = field(default_factory=dict)
    error: str | None = None
    session: Session | None = None
    # Sprawlopolis-style placement: the picked card, its turn, the keyboard focus and
    # the spot tapped once on a touch screen (a second tap places).
    picked: int | None = None
    rot: int = 0
    focus: Point | None = None
    selected: Point | None = None
    #: True when the last event came from the keyboard on the board (focus restore).
    keyboard: bool = False


def handle(ui: Ui, event: dict[str, Any]) -> None:
    """Update ``ui`` for one event. Unknown or stale events are ignored."""
    act = event.get("act")
    ui.keyboard = False
    if act == "lang":
        ui.lang = "en" if ui.lang == "fr" else "fr"
    elif act == "home":
        ui.screen, ui.error = "home", None
    elif act == "setup":
        _open_setup(ui, str(event.get("game")))
    elif act == "rules":
        ui.previous, ui.screen = ui.screen, "rules"
        ui.game_id = str(event.get("game") or ui.game_id)
    elif act == "back":
        ui.screen = ui.previous if ui.previous != "rules" else "home"
    elif act == "field" and event.get("name") == "lang":
        ui.lang = "fr" if event.get("value") == "fr" else "en"
    elif act == "field":
        ui.form[str(event.get("name"))] = str(event.get("value", ""))
    elif act == "resume" and ui.session and not ui.session.game.is_over:
        ui.screen = "play"
    elif act in ("start", "again"):
        ui.form.update({str(k): str(v) for k, v in (event.get("form") or {}).items()})
        if act == "again":
            ui.form["seed"] = ""
        _start(ui)
    elif act == "handoff-ok" and ui.session:
        ui.session.reveal()
    elif ui.screen == "play" and ui.session and ui.game_id in VIEWS:
        VIEWS[ui.game_id].handle(ui, event)


def _open_setup(ui: Ui, game_id: str) -> None:
    info = registry.info(game_id)
    if not info.playable:
        return
    if ui.game_id != game_id:
        ui.form = {"players": str(info.min_players)}
    ui.game_id, ui.screen, ui.error = game_id, "setup", None


def _start(ui: Ui) -> None:
    info = registry.info(ui.game_id or "")
    form = ui.form
    seed_text = form.get("seed", "").strip()
    if seed_text and not (seed_text.isdigit() and int(seed_text) < 2**63):
        ui.error = t("setup.bad_seed", ui.lang)
        return
    seed = int(seed_text) if seed_text else random.randrange(2**31)
    players = int(form.get("players", info.min_players))
    options: dict[str, Any] = {"players": players}
    for opt in info.options:
        raw = form.get(opt.key, str(opt.default))
        options[opt.key] = next((v for v in opt.values() if str(v) == raw), opt.default)
    seats = []
    for seat in range(players):
        kind = form.get(f"seat{seat}", "human" if seat == 0 else "greedy")
        seats.append(kind if kind in SEAT_KINDS else "human")
    game = registry.game_class(info.id).new(options, seed)
    ui.session = Session(game, seats)
    ui.form["seed"] = ""
    ui.screen, ui.error = "play", None
    ui.picked, ui.rot, ui.focus, ui.selected = None, 0, None, None


def bot_step(ui: Ui) -> bool:
    """Let a bot play if it is a bot's turn; True if it did."""
    if ui.screen != "play" or not ui.session or not ui.session.bot_to_move:
        return False
    ui.session.bot_move()
    return True


def try_play(ui: Ui, action: dict[str, Any]) -> bool:
    """Play a human action; a refused one shows why and changes nothing."""
    assert ui.session is not None
    try:
        ui.session.play(action)
    except IllegalAction as exc:
        ui.error = t("error.illegal", ui.lang, detail=str(exc))
        return False
    ui.error = None
    return True


def render(ui: Ui) -> str:
    """The whole app's HTML for the current state."""
    lang = ui.lang
    if ui.screen == "setup" and ui.game_id:
        return screens.setup_form(lang, registry.info(ui.game_id), ui.form, ui.error)
    if ui.screen == "rules" and ui.game_id in VIEWS:
        view = VIEWS[ui.game_id]
        return screens.rules(lang, registry.info(ui.game_id), view.RULES_HELP,
                             view.rules_extra(lang))
    if ui.screen == "play" and ui.session and ui.game_id in VIEWS:
        info = registry.info(ui.game_id)
        return screens.frame(lang, tr(info.name, lang), VIEWS[ui.game_id].render(ui),
                             rules_for=info.id)
    session = ui.session
    resume = (registry.info(session.game.info.id)
              if session is not None and not session.game.is_over else None)
    return screens.home(lang, resume)


def move_focus(spots: list[Point], current: Point | None, key: str) -> Point | None:
    """The spot an arrow key leads to: the nearest one in that direction."""
    if not spots:
        return None
    if current not in spots:
        return spots[0]
    dx, dy = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0),
              "ArrowUp": (0, -1), "ArrowDown": (0, 1)}.get(key, (0, 0))
    if (dx, dy) == (0, 0):
        return current
    best, best_cost = current, None
    for spot in spots:
        ax, ay = spot[0] - current[0], spot[1] - current[1]
        along = ax * dx + ay * dy
        if along <= 0:
            continue
        across = abs(ax * dy) + abs(ay * dx)
        cost = (along + 2 * across, across)
        if best_cost is None or cost < best_cost:
            best, best_cost = spot, cost
    return best
