"""The app as a pure state machine: events in, HTML out. No browser here.

``app.py`` turns clicks, keys and form changes into event dicts (``{"act": ...}`` plus
the element's ``data-*`` fields), sets the clock fields, calls ``handle`` and writes
``render`` to the page, then stores the records listed in ``dirty``/``removed``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from importlib import import_module
from types import ModuleType
from typing import Any

from urbanistes import registry, saves
from urbanistes.engine import Game, IllegalAction, SaveError, Text

from . import records, screens, sharing
from .i18n import t, tr
from .session import Session

Point = tuple[int, int]


def game_view(game_id: str | None) -> ModuleType | None:
    """A playable game's play screen module, imported when first needed."""
    try:
        entry = registry.entry(game_id)
    except KeyError:
        return None
    return import_module(entry.view) if entry.playable else None


@dataclass
class Replay:
    """A finished or shared game watched move by move: a step is a seat's move with the
    draws that follow it."""

    final: Game
    seats: list[str]
    index: int

    @property
    def cuts(self) -> list[int]:
        """History lengths at each step: the set-up, then after each seat's move."""
        history = self.final.history
        ends = [i for i in range(len(history) + 1)
                if i == len(history) or history[i].seat >= 0]
        return ends

    def state(self) -> Game:
        final = self.final
        return type(final).replay(final.options, final.seed,
                                  final.history[: self.cuts[self.index]])


@dataclass
class Ui:
    lang: str = "en"
    screen: str = "home"  # home | setup | rules | play | replay | link
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
    #: Cloud City: the building chosen as one end of the next walkway.
    building: Point | None = None
    #: True when the last event came from the keyboard on the board (focus restore).
    keyboard: bool = False
    # Games kept on the device: id -> record, or {"broken": Text} for a damaged one.
    library: dict[str, dict[str, Any]] = field(default_factory=dict)
    dirty: set[str] = field(default_factory=set)
    removed: set[str] = field(default_factory=set)
    # Set by the page: the clock, where the app is served, whether it is embedded.
    now: str = ""
    today: str = ""
    base_url: str = ""
    embed: bool = False
    dialog: str | None = None  # share | embed | daily
    replay: Replay | None = None
    incoming: dict[str, Any] | None = None  # a link's game, waiting for play or watch


def handle(ui: Ui, event: dict[str, Any]) -> None:
    """Update ``ui`` for one event. Unknown or stale events are ignored."""
    act = event.get("act")
    if act == "key" and event.get("key") in ("u", "U"):
        act = "undo"
    ui.keyboard = False
    if act not in ("key", "share", "embed", "daily-share"):
        ui.dialog = None  # any other action closes an open dialog
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
    elif act in ("start", "again"):
        ui.form.update({str(k): str(v) for k, v in (event.get("form") or {}).items()})
        if act == "again":
            ui.form["seed"] = ""
            if ui.session is not None and ui.session.daily:
                ui.game_id = ui.session.game.info.id
        _start(ui)
    elif act == "embed-start":
        form = {str(k): str(v) for k, v in (event.get("form") or {}).items()}
        ui.embed = True
        ui.lang = form.pop("lang", ui.lang)
        ui.game_id, ui.form = form.pop("game"), form
        _start(ui)
    elif act == "daily":
        _start_daily(ui, str(event.get("game")))
    elif act in ("share", "embed", "daily-share"):
        ui.form.update({str(k): str(v) for k, v in (event.get("form") or {}).items()})
        ui.dialog = act
    elif act == "resume":
        _resume(ui, str(event.get("id", "")))
    elif act == "delete":
        record_id = str(event.get("id"))
        if ui.library.pop(record_id, None) is not None:
            ui.removed.add(record_id)
        if ui.session is not None and ui.session.id == record_id:
            ui.session = None  # deleting the game on screen ends it
    elif act == "watch":
        _watch_record(ui, str(event.get("id", "")))
    elif act == "open-link":
        _open_link(ui, str(event.get("link", "")))
    elif act == "link-play" and ui.incoming:
        session = ui.incoming["session"]
        _adopt(ui, session, new_id=True)
        ui.incoming = None
    elif act == "link-watch" and ui.incoming:
        session = ui.incoming["session"]
        replay = Replay(session.game, session.seats, 0)
        replay.index = len(replay.cuts) - 1
        ui.replay = replay
        ui.screen, ui.incoming = "replay", None
    elif isinstance(act, str) and act.startswith("replay-"):
        _step_replay(ui, act, event)
    elif act == "handoff-ok" and ui.session:
        ui.session.reveal()
    elif act == "undo" and ui.session and ui.session.can_undo:
        ui.session.undo()
        _clear_pick(ui)
    elif act == "restart-turn" and ui.session and ui.session.can_undo:
        ui.session.restart_turn()
        _clear_pick(ui)
    elif ui.screen == "play" and ui.session and (view := game_view(ui.game_id)):
        view.handle(ui, event)
    _keep(ui)


def _clear_pick(ui: Ui) -> None:
    ui.picked, ui.rot, ui.focus, ui.selected, ui.error = None, 0, None, None, None
    ui.building = None


def _open_setup(ui: Ui, game_id: str) -> None:
    entry = registry.entry(game_id)
    if not entry.playable:
        return
    info = entry.info
    if ui.game_id != game_id:
        ui.form = {"players": str(info.min_players)}
    ui.game_id, ui.screen, ui.error = game_id, "setup", None


def _new_session(ui: Ui, info_id: str, seed: int) -> Session | None:
    """A session from the form, or None with ``ui.error`` set."""
    info = registry.info(info_id)
    form = ui.form
    raw_players = form.get("players", str(info.min_players))
    players = int(raw_players) if raw_players.isdigit() else info.min_players
    options: dict[str, Any] = {"players": players}
    for opt in info.options:
        raw = form.get(opt.key, str(opt.default))
        options[opt.key] = next((v for v in opt.values() if str(v) == raw), opt.default)
    bots = registry.entry(info_id).bots
    seats = []
    for seat in range(players):
        kind = form.get(f"seat{seat}", "human" if seat == 0 else "normal")
        seats.append(kind if kind in bots else "human")
    try:
        game = registry.game_class(info.id).new(options, seed)
    except ValueError as exc:
        ui.error = t("setup.invalid", ui.lang, detail=str(exc))
        return None
    return Session(game, seats)


def _start(ui: Ui) -> None:
    info = registry.info(ui.game_id or "")
    seed_text = ui.form.get("seed", "").strip()
    if seed_text and not (seed_text.isdigit() and int(seed_text) < 2**63):
        ui.error = t("setup.bad_seed", ui.lang)
        return
    seed = int(seed_text) if seed_text else random.randrange(2**31)
    session = _new_session(ui, info.id, seed)
    if session is not None:
        ui.form["seed"] = ""
        _adopt(ui, session, new_id=True)


def _start_daily(ui: Ui, game_id: str) -> None:
    """Today's solo deal: the seed comes from the date, the same for everyone."""
    entry = registry.entry(game_id)
    if not entry.playable or entry.info.min_players != 1 or not ui.today:
        return
    ui.game_id = game_id
    ui.form = {"players": "1", "seat0": "human"}
    session = _new_session(ui, game_id, sharing.daily_seed(game_id, ui.today))
    if session is not None:
        session.daily = ui.today
        _adopt(ui, session, new_id=True)


def _adopt(ui: Ui, session: Session, *, new_id: bool) -> None:
    """Make ``session`` the game on screen (and a record on the device)."""
    if new_id:
        # Never the seed: it fixes every future draw, and the id is in the page.
        session.id = f"{session.game.info.id}-{ui.now or 'game'}-{random.randrange(36**4):x}"
        while session.id in ui.library:
            session.id += "+"
        session.created = ui.now
    ui.session, ui.game_id = session, session.game.info.id
    ui.screen, ui.error, ui.replay = "play", None, None
    _clear_pick(ui)


def _from_record(ui: Ui, record_id: str) -> Session | None:
    """Replay a kept game through the rules; a damaged one explains itself instead."""
    record = ui.library.get(record_id)
    if not record or "broken" in record:
        return None
    try:
        return records.resume(record)
    except SaveError as exc:
        ui.error = _refusal(ui, exc.reason)
        return None


def _resume(ui: Ui, record_id: str) -> None:
    session = _from_record(ui, record_id)
    if session is not None:
        _adopt(ui, session, new_id=False)


def _watch_record(ui: Ui, record_id: str) -> None:
    session = _from_record(ui, record_id)
    if session is not None:
        ui.replay = Replay(session.game, session.seats, 0)
        ui.game_id, ui.screen, ui.error = session.game.info.id, "replay", None


def _open_link(ui: Ui, fragment: str) -> None:
    try:
        payload = sharing.read_link(fragment)
        game = saves.load(payload["save"])
        session = Session(game, list(payload["seats"]))
    except SaveError as exc:
        ui.screen, ui.error = "home", _refusal(ui, exc.reason)
        return
    except ValueError:
        ui.screen, ui.error = "home", t("link.bad_seats", ui.lang)
        return
    ui.incoming = {"session": session}
    ui.game_id, ui.screen, ui.error = game.info.id, "link", None


def _refusal(ui: Ui, reason: Text) -> str:
    return t("error.refused", ui.lang, reason=tr(reason, ui.lang))


def _step_replay(ui: Ui, act: str, event: dict[str, Any]) -> None:
    replay = ui.replay
    if replay is None:
        return
    last = len(replay.cuts) - 1
    target = {"replay-first": 0, "replay-back": replay.index - 1,
              "replay-forward": replay.index + 1, "replay-last": last}.get(act)
    if act == "replay-to":
        raw = str(event.get("index", ""))
        target = int(raw) if raw.isdigit() else None
    if target is not None:
        replay.index = max(0, min(last, target))


def _keep(ui: Ui) -> None:
    """Record the session on the device whenever its game changed."""
    session = ui.session
    if session is None or not session.id:
        return
    old = ui.library.get(session.id)
    if old is not None and old.get("save") == session.game.to_save():
        return
    ui.library[session.id] = records.make(session, ui.now)
    ui.dirty.add(session.id)


def bot_step(ui: Ui) -> bool:
    """Let a bot play if it is a bot's turn; True if it did."""
    if ui.screen != "play" or not ui.session or not ui.session.bot_to_move:
        return False
    ui.session.bot_move()
    _keep(ui)
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
    body = _render_screen(ui)
    return body + screens.dialog(ui) if ui.dialog else body


def _render_screen(ui: Ui) -> str:
    lang = ui.lang
    if ui.screen == "setup" and ui.game_id:
        return screens.setup_form(lang, registry.info(ui.game_id), ui.form, ui.error)
    view = game_view(ui.game_id)
    if ui.screen == "rules" and view:
        return screens.rules(lang, registry.info(ui.game_id), view.RULES_HELP,
                             view.rules_extra(lang))
    if ui.screen == "play" and ui.session and view:
        info = registry.info(ui.game_id)
        return screens.frame(lang, tr(info.name, lang), view.render(ui),
                             rules_for=info.id, embed=ui.embed)
    if ui.screen == "replay" and ui.replay and view:
        info = registry.info(ui.game_id)
        return screens.frame(lang, tr(info.name, lang), view.render_replay(ui),
                             rules_for=info.id, embed=ui.embed)
    if ui.screen == "link" and ui.incoming:
        return screens.link_choice(lang, ui.incoming["session"])
    session = ui.session
    resume = session if session is not None and not session.game.is_over else None
    return screens.home(lang, ui.library, resume_id=resume.id if resume else None,
                        error=ui.error, today=ui.today)


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
