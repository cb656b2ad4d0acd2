"""The only module that touches the page: events in, one ``innerHTML`` write out.

Everything it does is delegated to the pure ``controller``; here live only the DOM
listeners, the remembered language, the bots' pacing and the paint timings.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

from urbanistes.engine import SaveError

from . import records, sharing
from .controller import Ui, bot_step, handle, render
from .i18n import pick_language

LANG_KEY = "urbanistes.lang"
BOT_DELAY_S = 0.5  # slow enough for a person to follow each step of a bot
BOARD_KEYS = {"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter", " "}
GLOBAL_KEYS = {"r", "R", "u", "U", "Escape", "1", "2", "3"}


def _storage_get(key: str) -> str | None:
    try:
        return window.localStorage.getItem(key)
    except Exception:  # storage can be disabled (private mode, sandboxed iframe)
        return None


def _storage_set(key: str, value: str) -> None:
    with contextlib.suppress(Exception):  # see _storage_get
        window.localStorage.setItem(key, value)


def _storage_remove(key: str) -> None:
    with contextlib.suppress(Exception):
        window.localStorage.removeItem(key)


def _load_library() -> dict[str, dict]:
    """Every record kept on this device; a damaged one is listed with its reason."""
    library: dict[str, dict] = {}
    try:
        storage = window.localStorage
        keys = [storage.key(i) for i in range(storage.length)]
    except Exception:
        return library
    for key in keys:
        if not key or not key.startswith(records.KEY_PREFIX):
            continue
        record_id = key[len(records.KEY_PREFIX):]
        try:
            record = records.parse(storage.getItem(key))
        except SaveError as exc:
            library[record_id] = {"broken": exc.reason, "updated": ""}
            continue
        library[record_id] = record
    return library


def _clock(ui: Ui) -> None:
    """The page's clock in local time, for record dates and the daily challenge."""
    now = window.Date.new()
    ui.today = f"{now.getFullYear():04d}-{now.getMonth() + 1:02d}-{now.getDate():02d}"
    ui.now = (f"{ui.today}T{now.getHours():02d}:{now.getMinutes():02d}:"
              f"{now.getSeconds():02d}.{now.getMilliseconds():03d}")


class App:
    def __init__(self, root: Any):
        self.root = root
        saved = _storage_get(LANG_KEY)
        languages = list(window.navigator.languages or [window.navigator.language or "en"])
        self.ui = Ui(lang=saved if saved in ("fr", "en") else pick_language(languages))
        location = window.location
        self.ui.base_url = str(location.origin) + str(location.pathname)
        self.ui.library = _load_library()
        _clock(self.ui)
        self.bot_task: asyncio.Future[None] | None = None
        #: Click-to-paint times in ms, read by benchmarks/bench.py.
        self.perf = window.Array.new()
        window.urbanistesPerf = self.perf
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_change),
                         create_proxy(self.on_key), create_proxy(self.on_hash),
                         create_proxy(lambda ev: ev.preventDefault())]
        root.addEventListener("click", self._proxies[0])
        root.addEventListener("change", self._proxies[1])
        document.addEventListener("keydown", self._proxies[2])
        window.addEventListener("hashchange", self._proxies[3])
        root.addEventListener("submit", self._proxies[4])  # Enter in a field: no reload
        self._open_from_url()
        self.paint()

    def on_hash(self, _ev: Any) -> None:
        """A game link pasted into the address bar of an open app."""
        if str(window.location.hash or "").startswith("#g="):
            self._open_from_url()
            self.paint()

    def _open_from_url(self) -> None:
        """A shared game in the fragment, or an embed in the query string."""
        location = window.location
        fragment = str(location.hash or "")
        if fragment.startswith("#g="):
            handle(self.ui, {"act": "open-link", "link": fragment})
            # Forget the fragment so a reload does not import the game twice.
            window.history.replaceState(None, "", str(location.pathname) + str(location.search))
            return
        embed = sharing.read_embed(str(location.search or ""))
        if embed is not None:
            handle(self.ui, {"act": "embed-start", "form": embed})

    # -- events -----------------------------------------------------------------
    def on_click(self, ev: Any) -> None:
        el = ev.target.closest("[data-act]")
        if el is None or el.hasAttribute("disabled"):
            return
        event = dict(window.Object.entries(el.dataset).to_py())
        event["pointer"] = ev.pointerType or "mouse"
        if event.get("act") == "copy":
            self._copy(str(event.get("target", "")))
            return
        if event.get("act") in ("start", "again", "embed"):
            event["form"] = self._form_values()
        self.dispatch(event, ev.timeStamp)

    def on_change(self, ev: Any) -> None:
        name = ev.target.getAttribute("name")
        if not name:
            return
        handle(self.ui, {"act": "field", "name": name, "value": ev.target.value})
        if name in ("players", "lang"):  # the seat list / every string depends on it
            self.paint()

    def on_key(self, ev: Any) -> None:
        if ev.ctrlKey or ev.metaKey or ev.altKey:
            return
        target_tag = str(ev.target.tagName or "").lower()
        if target_tag in ("input", "select", "textarea"):
            return
        in_board = ev.target.closest(".board") is not None
        if ev.key in GLOBAL_KEYS or (in_board and ev.key in BOARD_KEYS):
            ev.preventDefault()
            self.dispatch({"act": "key", "key": ev.key}, ev.timeStamp)

    def _copy(self, element_id: str) -> None:
        """Select the text and put it on the clipboard where the browser allows it."""
        field = document.getElementById(element_id)
        if field is None:
            return
        field.focus()
        field.select()
        with contextlib.suppress(Exception):  # no clipboard in some frames: selected anyway
            window.navigator.clipboard.writeText(field.value)

    def _form_values(self) -> dict[str, str]:
        fields = self.root.querySelectorAll("form [name]")
        return {f.getAttribute("name"): f.value for f in fields}

    def dispatch(self, event: dict[str, Any], started: float) -> None:
        _clock(self.ui)
        try:
            handle(self.ui, event)
        except Exception as exc:  # a bug: report it, keep the app usable
            window.console.error(f"Urbanistes: {type(exc).__name__}: {exc}")
            self.ui.error = str(exc)
        self.paint(started)

    # -- output -----------------------------------------------------------------
    def paint(self, started: float | None = None) -> None:
        ui = self.ui
        _storage_set(LANG_KEY, ui.lang)
        self._store()
        document.documentElement.lang = ui.lang
        self.root.innerHTML = render(ui)
        # Boards scroll on phones rather than shrink: their width comes from data-w,
        # set through the CSSOM because the CSP forbids inline style attributes.
        for board in self.root.querySelectorAll("[data-w]"):
            board.style.setProperty("--w", board.getAttribute("data-w"))
        if ui.keyboard:
            spot = self.root.querySelector('.spot[tabindex="0"]')
            if spot is not None:
                spot.focus()
        if started is not None:  # click-to-paint: the task after the next frame
            def after_frame(_t: float) -> None:
                window.setTimeout(create_once_callable(
                    lambda: self.perf.push(window.performance.now() - started)), 0)

            window.requestAnimationFrame(create_once_callable(after_frame))
        if ui.session is not None and ui.session.bot_to_move and self.bot_task is None:
            # Kept until it ends: the event loop holds tasks only weakly.
            self.bot_task = asyncio.ensure_future(self._bot_turn())

    def _store(self) -> None:
        """Write the records the last event changed; nothing else is touched."""
        ui = self.ui
        for record_id in ui.dirty:
            record = ui.library.get(record_id)
            if record is not None:
                _storage_set(records.KEY_PREFIX + record_id, json.dumps(record))
        for record_id in ui.removed:
            _storage_remove(records.KEY_PREFIX + record_id)
        ui.dirty.clear()
        ui.removed.clear()

    async def _bot_turn(self) -> None:
        await asyncio.sleep(BOT_DELAY_S)
        self.bot_task = None
        _clock(self.ui)
        try:
            played = bot_step(self.ui)
        except Exception as exc:
            window.console.error(f"Urbanistes bot: {type(exc).__name__}: {exc}")
            return
        if played:
            self.paint()


def start() -> App:
    """Mount the app on ``#app`` and mark the page ready for people and tools."""
    app = App(document.getElementById("app"))
    document.documentElement.setAttribute("data-ready", "1")
    return app
