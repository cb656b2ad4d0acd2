"""The only module that touches the page: events in, one ``innerHTML`` write out.

Everything it does is delegated to the pure ``controller``; here live only the DOM
listeners, the remembered language, the bots' pacing and the paint timings.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

from .controller import Ui, bot_step, handle, render
from .i18n import pick_language

LANG_KEY = "urbanistes.lang"
BOT_DELAY_S = 0.7  # slow enough for a person to follow a bot's move
BOARD_KEYS = {"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter", " "}
GLOBAL_KEYS = {"r", "R", "Escape", "1", "2", "3"}


def _storage_get(key: str) -> str | None:
    try:
        return window.localStorage.getItem(key)
    except Exception:  # storage can be disabled (private mode, sandboxed iframe)
        return None


def _storage_set(key: str, value: str) -> None:
    with contextlib.suppress(Exception):  # see _storage_get
        window.localStorage.setItem(key, value)


class App:
    def __init__(self, root: Any):
        self.root = root
        saved = _storage_get(LANG_KEY)
        languages = list(window.navigator.languages or [window.navigator.language or "en"])
        self.ui = Ui(lang=saved if saved in ("fr", "en") else pick_language(languages))
        self.bot_pending = False
        #: Click-to-paint times in ms, read by benchmarks/bench.py.
        self.perf = window.Array.new()
        window.urbanistesPerf = self.perf
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_change),
                         create_proxy(self.on_key)]
        root.addEventListener("click", self._proxies[0])
        root.addEventListener("change", self._proxies[1])
        document.addEventListener("keydown", self._proxies[2])
        self.paint()

    # -- events -----------------------------------------------------------------
    def on_click(self, ev: Any) -> None:
        el = ev.target.closest("[data-act]")
        if el is None or el.hasAttribute("disabled"):
            return
        event = dict(window.Object.entries(el.dataset).to_py())
        event["pointer"] = ev.pointerType or "mouse"
        if event.get("act") in ("start", "again"):
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

    def _form_values(self) -> dict[str, str]:
        fields = self.root.querySelectorAll("form [name]")
        return {f.getAttribute("name"): f.value for f in fields}

    def dispatch(self, event: dict[str, Any], started: float) -> None:
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
        document.documentElement.lang = ui.lang
        self.root.innerHTML = render(ui)
        if ui.keyboard:
            spot = self.root.querySelector('.spot[tabindex="0"]')
            if spot is not None:
                spot.focus()
        if started is not None:  # click-to-paint: the task after the next frame
            def after_frame(_t: float) -> None:
                window.setTimeout(create_once_callable(
                    lambda: self.perf.push(window.performance.now() - started)), 0)

            window.requestAnimationFrame(create_once_callable(after_frame))
        if ui.session is not None and ui.session.bot_to_move and not self.bot_pending:
            self.bot_pending = True
            asyncio.ensure_future(self._bot_turn())

    async def _bot_turn(self) -> None:
        await asyncio.sleep(BOT_DELAY_S)
        self.bot_pending = False
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
