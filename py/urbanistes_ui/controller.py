"""What each event does to the app's state: pure Python, no browser.

The page sends events (``{"act": ..., data fields...}``); ``handle`` changes ``Ui``.
Acts on the play screen that are not the shell's own go to the game's screen package,
which answers with an action for the rules; the session plays it.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from dataclasses import asdict, replace
from importlib import import_module
from typing import Any

from urbanistes import registry, saves
from urbanistes.engine import IllegalAction, SaveError, Text

from . import follow, lessons, prefs, records, results, routes, sharing, transfer
from .games import pending
from .games import screen as game_screen
from .i18n import pick_language, t, tr
from .page import render
from .play import ZOOM_STEPS
from .screen import GameScreen, number
from .session import Session
from .state import Ctx, Event, Replay, Ui
from .trail import Trail

#: Dialogs and where focus returns when they close.
OPENERS = {"share": '[data-act="share"]', "embed": '[data-act="embed"]',
           "daily-share": '[data-act="daily-share"]'}


def handle(ui: Ui, event: Event) -> None:
    """Update ``ui`` for one event; an event that means nothing here changes nothing."""
    act = str(event.get("act", ""))
    ui.focus = ui.copy = ui.url = ui.download = None
    ui.quiet = False
    if act != "tick":  # what the player was told stays while the page's timer runs
        ui.error = ui.notice = None
    if act not in ("tick", "bot-step"):
        ui.showing = None  # the player acts: the board is theirs to choose again
        ui.undrawn = None  # and this event draws the page
    if act == "key":
        _key(ui, str(event.get("key", "")), event)
        return
    if act in ("copy", "copied", "close-dialog", "tick") or not ui.dialog:
        pass  # the page's timer (a bot, a hint, par) is not the player closing it
    elif act not in ("share", "embed", "daily-share"):
        ui.dialog = None  # any other action closes an open dialog
    action = ACTS.get(act)
    if action is not None:
        action(ui, event)
    else:
        _game_event(ui, event)


def init(ui: Ui, event: Event) -> None:
    """The page has loaded: kept games, language, a shared link or an embed."""
    storage = event.get("storage") or {}
    saved_lang = storage.get("lang")
    ui.lang = saved_lang if saved_lang in ("fr", "en") else pick_language(
        event.get("languages") or [])
    ui.base_url = str(event.get("base", ""))
    ui.touch = bool(event.get("touch"))
    prefs.read(ui, storage)
    ui.library = records.library(storage)
    ui.results, ui.broken_results = results.kept(storage)
    link = str(event.get("hash", ""))
    if link.startswith("#g="):
        _open_link(ui, {"link": link})
        return
    embed = sharing.read_embed(str(event.get("search", "")))
    if embed is not None:
        ui.embed = True
        ui.lang = embed.pop("lang", ui.lang)
        ui.game_id = embed.pop("game")
        ui.form = ui.forms[ui.game_id] = embed
        _start(ui)
    elif link.startswith("#/"):
        go(ui, link)  # a reload, or a link to a rules page


# -- navigation ----------------------------------------------------------------------------
def _route(ui: Ui, event: Event) -> None:
    """The address changed (Back, Forward, a link typed or pasted)."""
    link = str(event.get("hash", ""))
    if link.startswith("#g="):
        _open_link(ui, {"link": link})
    elif not ui.embed:
        go(ui, link)


def go(ui: Ui, route: str) -> None:
    """Show the screen of ``route``; an unknown or stale one (a deleted game) shows
    home. The game on screen is taken up again as it is, not replayed from its record."""
    ui.dialog = None
    kind, arg = routes.parse(route)
    if kind in ("rules", "setup"):  # each ignores a game it does not know
        ACTS[kind](ui, {"game": arg})
    elif kind == "play" and ui.session is not None and ui.session.id == arg:
        _adopt(ui, ui.session, new_id=False)
    elif kind == "play":
        _resume(ui, {"id": arg})
    elif kind == "replay":
        _watch(ui, {"id": arg})
    elif kind == "games":
        _yours(ui, {})
    elif kind == "daily":  # a challenge's link: its game, under its own route
        game_id, _, day = arg.partition("/")
        _daily(ui, {"game": game_id, "day": day})
        if ui.screen != "play":
            ui.screen = "home"
        return
    if routes.of(ui) != route:
        ui.screen = "home"


def _lang(ui: Ui, event: Event) -> None:
    ui.lang = "en" if ui.lang == "fr" else "fr"
    ui.focus = '[data-act="lang"]'


def _home(ui: Ui, event: Event) -> None:
    ui.screen = "home"


def _setup(ui: Ui, event: Event) -> None:
    game_id = str(event.get("game", ""))
    try:
        entry = registry.entry(game_id)
    except KeyError:
        return
    if not entry.playable:
        return
    _form_of(ui, game_id)
    # A button that opens the form with some options chosen (a Sprawlopolis combination).
    ui.form.update({opt.key: str(event[opt.key]) for opt in entry.info.options
                    if opt.key in event})
    ui.game_id, ui.screen = game_id, "setup"
    ui.focus = 'select[name="players"]'
    ui.loading = [*pending(game_id), REHEARSAL]


def _rules(ui: Ui, event: Event) -> None:
    game_id = str(event.get("game") or ui.game_id)
    if game_screen(game_id) is None:
        return
    if ui.screen != "rules":
        ui.previous = ui.screen
    ui.screen, ui.game_id = "rules", game_id
    ui.focus = '[data-act="back"]'


def _back(ui: Ui, event: Event) -> None:
    ui.screen = ui.previous if ui.previous != "rules" else "home"
    # The rules read may be another game's: the game on screen is the one played again.
    if ui.screen == "play" and ui.session is not None:
        ui.game_id = ui.session.game.info.id
    elif ui.screen == "replay" and ui.replay is not None:
        ui.game_id = ui.replay.final.info.id


def _field(ui: Ui, event: Event) -> None:
    name, value = str(event.get("name", "")), str(event.get("value", ""))
    if name == "lang":
        ui.lang = "fr" if value == "fr" else "en"
    elif name.startswith("stats-"):
        ui.choices[name] = value
    elif not prefs.change(ui, name, value) and name:
        ui.form[name] = value
    if name.isidentifier():  # the form may be redrawn: focus stays on the field changed
        ui.focus = f'[name="{name}"]'


def _form_of(ui: Ui, game_id: str) -> None:
    """The new-game form of ``game_id``: its last one, else its defaults."""
    info = registry.entry(game_id).info
    ui.form = ui.forms.setdefault(game_id, {"players": str(info.min_players)})


# -- starting games ------------------------------------------------------------------------
def _new_session(ui: Ui, game_id: str, seed: int) -> Session | None:
    """A session from the form, or None with ``ui.error`` set."""
    entry = registry.entry(game_id)
    info, form = entry.info, ui.form
    raw_players = form.get("players", str(info.min_players))
    players = int(raw_players) if raw_players.isdigit() else info.min_players
    options: dict[str, Any] = {"players": players}
    for opt in info.options:
        raw = form.get(opt.key, str(opt.default))
        options[opt.key] = next((v for v in opt.values() if str(v) == raw), opt.default)
    seats = []
    for seat in range(players):
        kind = form.get(f"seat{seat}", "human" if seat == 0 else "normal")
        seats.append(kind if kind in entry.bots else "human")
    try:
        game = entry.game_class().new(options, seed)
        return Session(game, seats)
    except ValueError as exc:
        ui.error = t("setup.invalid", ui.lang, detail=str(exc))
        return None


def _start(ui: Ui) -> None:
    seed_text = ui.form.get("seed", "").strip()
    if seed_text and not (seed_text.isdigit() and int(seed_text) < 2**63):
        ui.error = t("setup.bad_seed", ui.lang)
        return
    seed = int(seed_text) if seed_text else random.randrange(2**31)
    session = _new_session(ui, ui.game_id or "", seed)
    if session is not None:
        ui.form["seed"] = ""
        _adopt(ui, session, new_id=True)


def _start_act(ui: Ui, event: Event) -> None:
    again = event.get("act") == "again"
    if again and ui.session is not None:
        ui.game_id = ui.session.game.info.id
    if again and ui.game_id:
        _form_of(ui, ui.game_id)
    form = event.get("form")
    if isinstance(form, dict):
        ui.form.update({str(k): str(v) for k, v in form.items()})
    if again:
        ui.form["seed"] = ""
    if ui.form.get("lang") in ("fr", "en"):
        ui.lang = ui.form["lang"]
    if ui.game_id:
        _start(ui)


def _daily(ui: Ui, event: Event) -> None:
    """A day's solo deal (today's, or the day of a shared challenge's link): the seed
    comes from the date, the same for everyone. That day's game still in progress on
    this device is taken up again rather than dealt anew."""
    game_id, day = str(event.get("game", "")), str(event.get("day") or ui.today)
    try:
        entry = registry.entry(game_id)
    except KeyError:
        return
    if (not entry.playable or entry.info.min_players != 1 or not ui.today
            or not sharing.is_day(day) or day > ui.today):
        return
    going = next((i for i, r in ui.library.items() if "broken" not in r
                  and r.get("daily") == day and r["save"].get("game") == game_id
                  and not r["summary"].get("over")), None)
    if going is not None:
        _resume(ui, {"id": going})
        return
    ui.game_id = game_id
    ui.form = ui.forms[game_id] = {"players": "1", "seat0": "human"}
    session = _new_session(ui, game_id, sharing.daily_seed(game_id, day))
    if session is not None:
        session.daily = day
        _adopt(ui, session, new_id=True)


def _learn(ui: Ui, event: Event) -> None:
    """"Learn": a new guided game of the lesson named, from its first step."""
    lesson_id = str(event.get("lesson", ""))
    if lesson_id not in lessons.LESSONS:
        return
    lesson = lessons.load(lesson_id)
    session = Session(lesson.deal(), list(lesson.seats))
    session.lesson = lesson_id
    _adopt(ui, session, new_id=True)


def _adopt(ui: Ui, session: Session, *, new_id: bool) -> None:
    """Make ``session`` the game on screen (and a record on the device)."""
    if new_id:
        # Never the seed: it fixes every future draw, and the id is in the page.
        base = f"{session.game.info.id}-{ui.now or 'game'}-{random.randrange(36**4):x}"
        session.id = base
        while session.id in ui.library:
            session.id += "+"
        session.created = ui.now
    ui.session, ui.game_id = session, session.game.info.id
    ui.screen, ui.replay, ui.watch = "play", None, None
    ui.loading = []  # the game imported its rules and screen; a bot, its own on its move
    fresh(ui)
    screen = _session_screen(ui)
    if screen is not None:
        ui.focus = screen.focus(_ctx(ui, screen), ui.game_ui)


# -- kept games, links, replays ------------------------------------------------------------
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


def _resume(ui: Ui, event: Event) -> None:
    session = _from_record(ui, str(event.get("id", "")))
    if session is not None:
        _adopt(ui, session, new_id=False)


def _watch(ui: Ui, event: Event) -> None:
    session = _from_record(ui, str(event.get("id", "")))
    if session is not None:
        ui.replay = Replay(session.game, session.seats, 0, str(event.get("id")))
        ui.game_id, ui.screen = session.game.info.id, "replay"
        ui.focus = '[data-act="replay-forward"]'


def _delete(ui: Ui, event: Event) -> None:
    record_id = str(event.get("id", ""))
    if record_id in ui.library:
        ui.dialog, ui.subject = "delete", record_id
        ui.focus = '[data-act="close-dialog"]'


def _delete_yes(ui: Ui, event: Event) -> None:
    record_id = str(event.get("id", ""))
    if ui.library.pop(record_id, None) is not None:
        ui.removed.add(record_id)
    if ui.session is not None and ui.session.id == record_id:
        ui.session = None  # deleting the game on screen ends it
    ui.focus = ".games button"


def _open_link(ui: Ui, event: Event) -> None:
    ui.url = ui.base_url  # forget the link: a reload must not open it twice
    try:
        payload = sharing.read_link(str(event.get("link", "")))
        game = saves.load(payload["save"])
        session = Session(game, list(payload["seats"]))
    except SaveError as exc:
        ui.screen, ui.error = "home", _refusal(ui, exc.reason)
        return
    except ValueError:
        ui.screen, ui.error = "home", t("link.bad_seats", ui.lang)
        return
    ui.incoming = session
    ui.game_id, ui.screen = game.info.id, "link"
    ui.focus = '[data-act="link-watch"]'


def _link_play(ui: Ui, event: Event) -> None:
    if ui.incoming is not None:
        _adopt(ui, ui.incoming, new_id=True)
        ui.incoming = None


def _link_watch(ui: Ui, event: Event) -> None:
    if ui.incoming is not None:
        replay = Replay(ui.incoming.game, ui.incoming.seats, 0)
        replay.index = replay.steps
        ui.replay, ui.screen, ui.incoming = replay, "replay", None
        ui.focus = '[data-act="replay-first"]'


def _refusal(ui: Ui, reason: Text) -> str:
    return t("error.refused", ui.lang, reason=tr(reason, ui.lang))


def _replay_step(ui: Ui, event: Event) -> None:
    replay = ui.replay
    if replay is None:
        return
    act = str(event.get("act"))
    last = replay.steps
    target = {"replay-first": 0, "replay-back": replay.index - 1,
              "replay-forward": replay.index + 1, "replay-last": last}.get(act)
    if act == "replay-to":
        raw = str(event.get("index", ""))
        target = int(raw) if raw.isdigit() else None
    if target is not None:
        replay.index = max(0, min(last, target))
        ui.focus = f'[data-act="replay-to"][data-index="{replay.index}"]' \
            if act == "replay-to" else f'[data-act="{act}"]:not([disabled])'


# -- dialogs ---------------------------------------------------------------------------------
def _dialog(ui: Ui, event: Event) -> None:
    form = event.get("form")
    if isinstance(form, dict):
        ui.form.update({str(k): str(v) for k, v in form.items()})
    ui.dialog = str(event.get("act"))
    ui.focus = '.dialog [data-act="copy"]'


def _close_dialog(ui: Ui, event: Event) -> None:
    opener = OPENERS.get(ui.dialog or "")
    ui.dialog = None
    ui.focus = opener


def _copy(ui: Ui, event: Event) -> None:
    """The page copies the field's text and reports back (``copied``)."""
    ui.copy = str(event.get("target", "")) or None


def _copied(ui: Ui, event: Event) -> None:
    ui.notice = t("share.copied" if event.get("ok") else "share.copy_failed", ui.lang)


def _zoom(ui: Ui, event: Event) -> None:
    raw = str(event.get("step", ""))
    step = 1 if raw == "1" else -1 if raw == "-1" else 0
    ui.zoom = max(ZOOM_STEPS[0], min(ZOOM_STEPS[1], ui.zoom + step))


# -- the game on screen ----------------------------------------------------------------------
def _handoff_ok(ui: Ui, event: Event) -> None:
    if ui.session is not None:
        ui.session.reveal()
        fresh(ui)
        _focus_game(ui)


def _undo(ui: Ui, event: Event) -> None:
    if ui.screen == "play" and ui.session is not None and ui.session.can_undo:
        if event.get("act") == "restart-turn":
            ui.session.restart_turn()
        else:
            ui.session.undo()
        fresh(ui)
        ui.focus = '[data-act="undo"]' if ui.session.can_undo else None
        if ui.focus is None:
            _focus_game(ui)


def _hint(ui: Ui, event: Event) -> None:
    """"Suggest a move": the strong bot searches the viewer's move (a slice now, the
    rest on the page's timer); "Play it" plays the suggestion as the player's own move,
    "Cancel" forgets it."""
    session = ui.session
    if ui.screen != "play" or session is None:
        return
    act = event.get("act")
    if act == "hint" and session.can_hint:
        session.ask_hint()
        tick(ui, event)
    elif act == "hint-play" and session.suggestion is not None:
        action = session.suggestion
        try:
            session.play(action, ask=ui.confirm_turns)
        except IllegalAction:
            ui.error = t("error.illegal", ui.lang)
            return
        fresh(ui)
        ui.focus = '[data-act="confirm"]' if session.waiting else None
        if ui.focus is None:
            _focus_game(ui)
    elif act == "hint-cancel":
        session.hint = None
        _focus_game(ui)


def _confirm(ui: Ui, event: Event) -> None:
    if ui.screen == "play" and ui.session is not None and ui.session.waiting:
        ui.session.confirm()
        fresh(ui)
        _focus_game(ui)


#: How long one call may keep the page busy with a bot's micro-steps before it lets the
#: page paint and calls back at once. The step under way when it runs out is finished
#: (up to 20-25 ms in CPython, more in the page): 20 ms keeps most calls under the 50 ms
#: of a long task.
TICK_BUDGET_S = 0.02


#: A bot's step decided after this long in a tick is drawn by the next tick: drawing a
#: step (a new board, the side panel) takes up to 35 ms in the page, which after 20 ms
#: of thinking would make a task of over 50 ms.
DRAW_ALONE_S = 0.01


#: The last step of ``ui.loading``, after the modules: the form's game drawn once.
REHEARSAL = ""


def _timer(ui: Ui, event: Event) -> None:
    """The page's timer: a step of preparing the game whose form is open (``ui.loading``:
    a module imported, then a rehearsal), else a bot's step."""
    if not ui.loading:
        tick(ui, event)
    elif (step := ui.loading.pop(0)) != REHEARSAL:
        import_module(step)
    else:
        _rehearse(ui)


def _rehearse(ui: Ui) -> None:
    """The game the form would start, drawn once and thrown away (the form stays): the
    page's WebAssembly compiles each path of the interpreter on its first use, which
    made a game's first drawing 20 ms of Python where the next takes 3, and "Start" a
    task of over 50 ms with the browser's first layout of the game."""
    rehearsal = replace(ui, screen="play", error=None)
    session = _new_session(rehearsal, ui.game_id or "", 0)
    if session is not None:
        rehearsal.session = session
        fresh(rehearsal)
        json.dumps(asdict(render(rehearsal, Trail())))


def tick(ui: Ui, event: Event) -> None:
    """The page's timer (or the player's "Next step"): a bot plays one meaningful step,
    with the micro-steps before it (those the log does not name, ``describe`` "")."""
    session = ui.session
    screen = _session_screen(ui)
    if ui.undrawn is not None:  # the step the last tick played: drawn now, nothing more
        ui.bots_resume, ui.undrawn = ui.undrawn, None
        if session is not None and session.viewer_to_move:
            _focus_game(ui)
        return
    shown = ui.showing
    ui.bots_resume, ui.showing = False, None
    if ui.screen != "play" or session is None or screen is None:
        return
    started = time.perf_counter()
    deadline = started + TICK_BUDGET_S
    if session.wants_par:  # a solo game over: the strong bot plays the same deal
        under_way = session.par_game is not None
        session.work_out_par(deadline)
        ui.bots_resume = session.wants_par
        ui.quiet = under_way and ui.bots_resume and shown is None
        return
    if session.hinting:  # the player asked for a suggestion: it comes first
        session.think_hint(deadline)
        ui.bots_resume = session.hinting
        ui.quiet = ui.bots_resume and shown is None
        if session.suggestion is not None:
            ui.focus = '[data-act="hint-play"]'
        return
    moved = _bots_play(ui, session, screen, shown, deadline)
    if moved and time.perf_counter() - started > DRAW_ALONE_S:
        ui.undrawn = ui.bots_resume
        ui.quiet = ui.bots_resume = True  # the page calls back at once to draw it
        return  # and that drawing hands the player the focus
    if session.viewer_to_move:
        _focus_game(ui)


def _bots_play(ui: Ui, session: Session, screen: GameScreen[Any], shown: int | None,
               deadline: float) -> bool:
    """Bots play one step the log names, with the micro-steps before it, as far as
    ``deadline`` lets them; whether any of them moved."""
    first = True
    while session.bot_to_move:
        before = session.game
        under_way = session.thinking is not None and session.thinking.game is before
        move = session.bot_move(deadline)
        if move is None:  # a bot still thinking: the page calls back at once
            ui.bots_resume = True
            ui.quiet = first and under_way and shown is None
            break
        first = False
        if screen.describe(move, before, ui.lang):
            # Shown where it happened for the pace's pause, though the turn moved on.
            ui.showing = move.seat if prefs.PACES[ui.pace] != 0 else None
            break
        if time.perf_counter() > deadline:
            ui.bots_resume = session.bot_to_move
            break
    return not first


def _watch_seat(ui: Ui, event: Event) -> None:
    """Show a seat's board on the big board, or let it follow play again."""
    screen = _session_screen(ui)
    seat = number(event, "seat")
    if (ui.screen != "play" or ui.session is None or screen is None or seat is None
            or not screen.watchable):
        return
    ui.watch = follow.watch(_ctx(ui, screen), seat)  # the page keeps focus on the button


def _game_event(ui: Ui, event: Event) -> None:
    """An act of the game's own (pick, place...): only for the viewer to move."""
    session = ui.session
    screen = _session_screen(ui)
    if ui.screen != "play" or session is None or screen is None:
        return
    if not session.viewer_to_move:
        return
    ui.watch = None  # the player turns to their own move: their board again
    play = screen.handle(_ctx(ui, screen, event), ui.game_ui, event)
    if play is not None:
        scripted = session.scripted
        if scripted is not None and play.action != scripted.action:
            ui.error = t("lesson.refused", ui.lang)
            return
        try:
            session.play(play.action, confirmed=play.confirms, ask=ui.confirm_turns)
        except IllegalAction:
            ui.error = t("error.illegal", ui.lang)
            return
        if session.held is None:  # a held move stays previewed as it was picked
            fresh(ui)
        if session.waiting:
            ui.focus = '[data-act="confirm"]'
            return
    ui.focus = ui.focus or screen.focus(_ctx(ui, screen, event), ui.game_ui)


def _key(ui: Ui, key: str, event: Event) -> None:
    """Shortcuts: Escape closes a dialog; U undoes; C confirms; arrows step a replay; the
    rest goes to the game (its board keys, hand numbers, R to turn)."""
    session = ui.session
    if key == "Escape" and ui.dialog:
        _close_dialog(ui, event)
    elif ui.dialog:
        return
    elif ui.screen == "replay" and key in ("ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown"):
        back = key in ("ArrowLeft", "ArrowUp")
        _replay_step(ui, {"act": "replay-back" if back else "replay-forward"})
        if ui.replay is not None:
            ui.focus = f'[data-act="replay-to"][data-index="{ui.replay.index}"]'
    elif key in ("u", "U") and session is not None and session.can_undo:
        _undo(ui, {"act": "undo"})
    elif key in ("c", "C") and session is not None and session.waiting:
        _confirm(ui, event)
    elif key in ("n", "N") and ui.pace == "step":
        tick(ui, event)
    else:
        _game_event(ui, event)


def fresh(ui: Ui) -> None:
    """A new move begins: the game screen forgets what was picked."""
    screen = _session_screen(ui)
    ui.game_ui = screen.fresh() if screen is not None else None


def _focus_game(ui: Ui) -> None:
    screen = _session_screen(ui)
    if screen is not None and ui.session is not None:
        ui.focus = screen.focus(_ctx(ui, screen), ui.game_ui)


def _session_screen(ui: Ui) -> GameScreen[Any] | None:
    """The screen of the game in play: the session's own, never that of the game whose
    rules or set-up were opened last (``ui.game_id``), so no key or event reaches a
    screen with another game's state."""
    return game_screen(ui.session.game.info.id) if ui.session is not None else None


def _ctx(ui: Ui, screen: GameScreen[Any], event: Event | None = None) -> Ctx:
    assert ui.session is not None
    keyboard = event is not None and event.get("pointer") == "key"
    return Ctx(ui.session, ui.lang, screen.strings, ui.touch, ui.embed, keyboard, ui.watch,
               ui.showing)


def keep_soon(ui: Ui) -> None:
    """A game in play is kept once the page has painted the event (``app.SAVE``); a
    game over at once, as its result (which the end screen reads) comes with it."""
    if ui.session is not None and not ui.session.game.is_over:
        ui.unsaved = True
    else:
        keep(ui)


def keep_unsaved(ui: Ui) -> None:
    """Keep what ``keep_soon`` left for later, if it is still to do."""
    if ui.unsaved:
        ui.unsaved = False
        keep(ui)


def keep(ui: Ui) -> None:
    """Record the session on the device whenever its game changed, from the first move
    of a seat on (a game started and left at once is not kept)."""
    session = ui.session
    if session is None or not session.id:
        return
    old = ui.library.get(session.id)
    if old is None and all(move.seat < 0 for move in session.game.history):
        return
    save = session.game.to_save()
    if old is not None and old.get("save") == save and (
            old.get("hints"), old.get("par")) == (session.hints, session.par):
        return
    ui.library[session.id] = records.make(session, ui.now, save)
    ui.dirty.add(session.id)
    _remember(ui, session)


def _remember(ui: Ui, session: Session) -> None:
    """A finished game's result (a guided lesson's is not one), made once its game is
    over and made again when its par comes."""
    if not session.game.is_over or session.lesson:
        return
    old = ui.results.get(session.id)
    if old is not None and old["par"] == session.par:
        return
    counted = (session.daily is None or results.daily_counted(
        ui.results, session.game.info.id, session.daily) in (None, session.id))
    screen = _session_screen(ui)
    facts = screen.result_facts(session.game) if screen is not None else {}
    when = old["date"] if old is not None else ui.now
    ui.results[session.id] = results.make(session, when, counted, facts)
    ui.dirty_results.add(session.id)


# -- your games ------------------------------------------------------------------------------
def _yours(ui: Ui, event: Event) -> None:
    ui.screen = "yours"
    ui.focus = '[data-act="export"]'


def _export(ui: Ui, event: Event) -> None:
    day = ui.today or "export"
    ui.download = (f"urbanistes-{day}.json", transfer.export(ui.library, ui.results, ui.now))


def _import(ui: Ui, event: Event) -> None:
    """The file the player chose (its text): merged, or refused with nothing changed."""
    try:
        merged = transfer.read(str(event.get("text", "")), ui.library, ui.results)
    except SaveError as exc:
        ui.error = t("yours.import.refused", ui.lang, reason=tr(exc.reason, ui.lang))
        return
    ui.library.update(merged.games)
    ui.dirty.update(merged.games)
    ui.results.update(merged.results)
    ui.dirty_results.update(merged.results)
    ui.notice = t("yours.imported", ui.lang, games=len(merged.games),
                  results=len(merged.results), refused=merged.refused)


ACTS: dict[str, Callable[[Ui, Event], None]] = {
    "init": init, "tick": _timer, "lang": _lang, "home": _home, "setup": _setup,
    "rules": _rules, "back": _back, "field": _field, "start": _start_act,
    "again": _start_act, "daily": _daily, "resume": _resume, "watch": _watch,
    "delete": _delete, "delete-yes": _delete_yes, "open-link": _open_link,
    "link-play": _link_play, "link-watch": _link_watch, "replay-first": _replay_step,
    "replay-back": _replay_step, "replay-forward": _replay_step, "replay-last": _replay_step,
    "replay-to": _replay_step, "share": _dialog, "embed": _dialog, "daily-share": _dialog,
    "close-dialog": _close_dialog, "copy": _copy, "copied": _copied, "zoom": _zoom,
    "handoff-ok": _handoff_ok, "undo": _undo, "restart-turn": _undo, "confirm": _confirm,
    "bot-step": tick, "watch-seat": _watch_seat, "route": _route, "hint": _hint,
    "hint-play": _hint, "hint-cancel": _hint, "learn": _learn, "yours": _yours,
    "export": _export, "import": _import,
}
