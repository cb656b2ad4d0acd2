"""The app as the page sees it: one event in, one patch out, both JSON. No browser here.

``static/js/ui.js`` sends every click, key and field change as an event and applies the
patch: the regions that changed, where focus goes, what to keep in storage, when to call
back (a bot's next step, or ``SAVE`` once the move is painted). Nothing a player does can
raise out of here: a failing handler or drawing is caught, logged to the console, and the
player gets a short apology with the game kept as it was.
"""

from __future__ import annotations

import json
import traceback
from typing import Any

from . import controller, prefs, records, results, routes
from .i18n import t
from .page import Page, render
from .state import Ui
from .trail import Trail

LANG_KEY = "lang"
#: The page's call back once a patch asking for it (``save``) is painted: a game in play
#: is kept then, not in the click's own task (its record and JSON were a quarter of a
#: click's Python). Any other event keeps it first, so no handler reads a stale record,
#: and the page calls back before it is left (``pagehide``).
SAVE = "save"
#: Regions that grow at the top (the game log, newest first): a move that adds lines
#: sends the page only those lines, not the whole log again.
NEWEST_FIRST = frozenset({"log"})


class App:
    def __init__(self) -> None:
        self.ui = Ui()
        self.trail = Trail()
        self.painted: Page | None = None
        self.stored: dict[str, str] = {}
        #: The route in the address bar, and the screen shown (game and kept game).
        self.route: str | None = None
        self.shown: tuple[str, str | None, str] = ("", None, "")

    def dispatch_json(self, text: str) -> str:
        """What the page calls: an event as JSON, the patch as JSON."""
        try:
            event = json.loads(text)
        except ValueError:
            event = None
        if not isinstance(event, dict):
            event = {"act": ""}
        return json.dumps(self.dispatch(event), separators=(",", ":"))

    def dispatch(self, event: dict[str, Any]) -> dict[str, Any]:
        ui = self.ui
        ui.now = str(event.get("now", ui.now))
        ui.today = str(event.get("today", ui.today))
        patch: dict[str, Any] = {}
        try:
            controller.keep_unsaved(ui)  # before any handler reads the kept games
            if event.get("act") == SAVE:
                self._store(patch)
                return patch
            controller.handle(ui, event)
            if ui.quiet:  # nothing to draw or keep: the page only calls back at once
                return {"later": 0}
            controller.keep_soon(ui)
        except Exception:  # a bug: report it, keep the game as it was
            patch["log"] = traceback.format_exc(limit=8)
            self._recover()
        page = self._render(patch)
        patch.update(self._diff(page))
        self._address(event, patch)
        if ui.copy:
            patch["copy"] = ui.copy
        if ui.download:
            patch["download"] = {"name": ui.download[0], "text": ui.download[1]}
        if ui.focus:
            patch["focus"] = ui.focus
        self._store(patch)
        session = ui.session
        # A bot to play next, or a bot's last step to leave on the board for the pause.
        if ui.screen == "play" and session is not None and (
                session.bot_to_move or ui.showing is not None or session.hinting
                or session.wants_par):
            delay = prefs.delay(ui)
            if delay is not None:
                patch["later"] = delay
        elif ui.loading:
            patch["later"] = 0
        return patch

    def _address(self, event: dict[str, Any], patch: dict[str, Any]) -> None:
        """The address for the screen shown: a new history entry when the player moved
        to another screen (``push``), else replaced in place (a route that was stale,
        a set-up that became its game); ``top`` when the screen
        changed (the page scrolls back to the top)."""
        ui, act = self.ui, event.get("act")
        route = routes.of(ui)
        if act == "route":
            self.route = str(event.get("hash", ""))
        if act == "init":
            patch["url"] = _plain_url(ui.base_url, str(event.get("search", ""))) + (route or "")
        elif ui.url is not None:
            patch["url"] = ui.url + (route or "")
        elif route is not None and route != self.route:
            patch["url"] = ui.base_url + route
            # A game started takes its set-up's place: Back from it goes where the set-up
            # was opened from.
            started = route.startswith("#/play/") and (self.route or "").startswith("#/setup/")
            if act != "route" and not started:
                patch["push"] = True
        if "url" in patch:
            self.route = route
        session, screen = ui.session, ui.screen
        shown = (screen, None if screen == "home" else ui.game_id,
                 session.id if screen == "play" and session is not None else "")
        if shown != self.shown:
            self.shown = shown
            patch["top"] = True

    def _recover(self) -> None:
        """After a failure: drop what was being picked and any dialog, say sorry."""
        ui = self.ui
        controller.ACTS["close-dialog"](ui, {})
        if ui.session is not None:
            controller.fresh(ui)
        ui.error = t("error.sorry", ui.lang)

    def _render(self, patch: dict[str, Any]) -> Page:
        try:
            return render(self.ui, self.trail)
        except Exception:
            patch["log"] = (patch.get("log") or "") + traceback.format_exc(limit=8)
            self._recover()
            self.ui.screen = "home"
            return render(self.ui, self.trail)

    def _diff(self, page: Page) -> dict[str, Any]:
        """The parts of ``page`` the page does not show yet."""
        old = self.painted
        self.painted = page
        out: dict[str, Any] = {"lang": self.ui.lang, "title": page.title}
        if old is None or old.skeleton != page.skeleton:
            out["skeleton"] = page.skeleton
            out["regions"] = page.regions
            out["stage"] = page.stage
        else:
            out["regions"] = {}
            for name, html in page.regions.items():
                was = old.regions.get(name)
                if was == html:
                    continue
                if name in NEWEST_FIRST and was and html.endswith(was):
                    out.setdefault("prepend", {})[name] = html[:len(html) - len(was)]
                else:
                    out["regions"][name] = html
            if old.stage != page.stage:
                out["stage"] = page.stage
        return out

    def _store(self, patch: dict[str, Any]) -> None:
        """Write the records the event changed, the language and the preferences that
        changed; nothing else. A game in play changed by the event is kept once the page
        has painted it (``SAVE``)."""
        ui = self.ui
        store = {}
        kept = {LANG_KEY: ui.lang, **prefs.stored(ui)}
        for key, value in kept.items():
            if self.stored.get(key) != value:
                store[key] = self.stored[key] = value
        for record_id in ui.dirty:
            record = ui.library.get(record_id)
            if record is not None:
                store[records.KEY_PREFIX + record_id] = json.dumps(record)
        for result_id in ui.dirty_results:
            store[results.KEY_PREFIX + result_id] = json.dumps(ui.results[result_id])
        if store:
            patch["store"] = store
        if ui.removed:
            patch["remove"] = [records.KEY_PREFIX + r for r in sorted(ui.removed)]
        if ui.unsaved:
            patch["save"] = True
        ui.dirty.clear()
        ui.removed.clear()
        ui.dirty_results.clear()


def _plain_url(base: str, search: str) -> str:
    """The address without a game link (a reload must not import it twice); an embed's
    query string stays."""
    return base + (search if "embed=" in search else "")
