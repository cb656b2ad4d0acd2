"""The page as the app sees it, simulated: JSON events into ``App.dispatch``, patches
applied to a dictionary of regions, as ``static/js/ui.js`` applies them to the DOM."""

from __future__ import annotations

import html
import re
from typing import Any, Self

from urbanistes.engine import Game
from urbanistes_ui.app import SAVE, App
from urbanistes_ui.games import screen as game_screen
from urbanistes_ui.state import Ctx

NOW = "2026-11-21T10:00:00.000"


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


#: A tag of the app's markup (its attribute values may hold ">"), or a comment; the
#: attributes of a tag. The app writes well-formed markup, so a scan by these two finds
#: what the standard library's HTMLParser finds, 2.5 times as fast (the parse was most of
#: the time of the tests that play whole games by events).
_TAG = re.compile(r"""<!--.*?-->|<(/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>""", re.S)
_ATTR = re.compile(r"""([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?""")


class _Elements:
    """Every element of an HTML snippet as (tag, attributes), in document order, leaving
    out what waits hidden (``class="waiting"``) unless ``lit`` (the CSS rule
    ``.board:has([data-picking]) .marks .waiting``: hidden targets cannot be clicked)."""

    def __init__(self, lit: bool) -> None:
        self.found: list[tuple[str, dict[str, str]]] = []
        self.lit = lit
        self.open: list[bool] = []  # per open element: hidden?

    def feed(self, markup: str) -> None:
        for tag in _TAG.finditer(markup):
            name = tag[2]
            if name is None:  # a comment
                continue
            name = name.lower()
            if tag[1]:
                if name not in VOID and self.open:
                    self.open.pop()
                continue
            rest = tag[3]
            found = {}
            for key, double, single, bare in _ATTR.findall(rest):
                value = double or single or bare
                found[key.lower()] = html.unescape(value) if "&" in value else value
            hidden = (bool(self.open) and self.open[-1]) or (
                not self.lit and "waiting" in found.get("class", "").split())
            if not hidden:
                self.found.append((name, found))
            if name not in VOID and not rest.rstrip().endswith("/"):
                self.open.append(hidden)


class Page:
    """What the browser would show: the skeleton and its regions, patched event by event.
    ``storage`` is what the page keeps on the device (written by the patches)."""

    def __init__(self, *, touch: bool = False, lang: str = "en",
                 storage: dict[str, str] | None = None, hash: str = "", search: str = "",
                 today: str = "2026-11-21") -> None:
        self.app = App()
        self._shown: tuple[str, tuple[tuple[str, str], ...]] = ("", ())
        self._parsed: dict[str | None, list[tuple[str, dict[str, str]]]] = {}
        self.skeleton = ""
        self.regions: dict[str, str] = {}
        self.stage = ""  # the play screen's data-stage
        self.patch: dict[str, Any] = {}
        self.storage = dict(storage or {})
        self.today = today
        #: The page calls back (``save``) once a move is painted: at once here.
        self.calls_back = True
        self.send({"act": "init", "storage": dict(self.storage), "languages": [lang],
                   "base": "http://x/", "hash": hash, "search": search, "touch": touch})

    @classmethod
    def started(cls, game: str, seats: tuple[str, ...], *, seed: int,
                storage: dict[str, str] | None = None, touch: bool = False,
                lang: str = "en", **options: str) -> Self:
        """A page where a game of ``game`` was set up and started, one seat per kind."""
        page = cls(storage=storage, touch=touch, lang=lang)
        page.send({"act": "setup", "game": game})
        form = {"players": str(len(seats)), "seed": str(seed), **options}
        form.update({f"seat{i}": kind for i, kind in enumerate(seats)})
        page.send({"act": "start", "form": form})
        assert page.app.ui.screen == "play", page.app.ui.error
        return page

    def ctx(self) -> Ctx:
        """What the game's screen is given to draw the page as it stands."""
        ui = self.app.ui
        assert ui.session is not None
        screen = game_screen(ui.session.game.info.id)
        assert screen is not None
        return Ctx(ui.session, ui.lang, screen.strings, ui.touch, ui.embed, watch=ui.watch,
                   showing=ui.showing)

    def send(self, event: dict[str, Any]) -> dict[str, Any]:
        patch = self.app.dispatch(dict(event, now=NOW, today=self.today))
        assert "log" not in patch, patch["log"]  # no handler or drawing failed
        if "skeleton" in patch:
            self.skeleton, self.regions = patch["skeleton"], {}
        self.stage = patch.get("stage", self.stage)
        self.regions.update(patch.get("regions", {}))
        for name, lines in patch.get("prepend", {}).items():
            self.regions[name] = lines + self.regions[name]
        self._write(patch)
        self.patch = patch
        if patch.get("save") and self.calls_back:  # the page, once the move is painted
            kept = self.app.dispatch({"act": SAVE, "now": NOW, "today": self.today})
            assert set(kept) <= {"store", "remove"}, kept
            self._write(kept)
        return patch

    def _write(self, patch: dict[str, Any]) -> None:
        """What a patch tells the page to keep on the device, or to forget."""
        self.storage.update(patch.get("store", {}))
        for key in patch.get("remove", []):
            self.storage.pop(key, None)

    @property
    def html(self) -> str:
        """The whole page: the skeleton with its regions filled in."""
        page = self.skeleton
        for name, content in self.regions.items():
            page = re.sub(f'(data-region="{name}"[^>]*>)', lambda m, c=content: m[1] + c, page)
        return page

    def elements(self, region: str | None = None) -> list[tuple[str, dict[str, str]]]:
        """The page's elements, or a region's, as ``_Elements`` finds them (worked out
        once per patch: a test asks for several kinds of targets between two events)."""
        shown = (self.skeleton, tuple(self.regions.items()))
        if self._shown != shown:
            self._shown, self._parsed = shown, {}
        if region not in self._parsed:
            page = self.html
            parser = _Elements(lit="data-picking" in page)
            parser.feed(page if region is None else self.regions.get(region, ""))
            self._parsed[region] = parser.found
        return self._parsed[region]

    def targets(self, region: str | None, act: str) -> list[dict[str, str]]:
        return [a for _, a in self.elements(region) if a.get("data-act") == act]

    def click(self, attrs: dict[str, str], pointer: str = "mouse") -> dict[str, Any]:
        """What the page sends for a click: the element's data fields and the pointer."""
        assert "disabled" not in attrs, attrs
        event = {k[5:]: v for k, v in attrs.items()
                 if k.startswith("data-") and k not in ("data-w", "data-preview")}
        event["pointer"] = pointer
        return self.send(event)

    def press(self, act: str, region: str | None = None, **fields: str) -> dict[str, Any]:
        """Click the first ``act`` button whose data fields match ``fields``."""
        for attrs in self.targets(region, act):
            if all(attrs.get(f"data-{k}") == v for k, v in fields.items()):
                return self.click(attrs)
        raise AssertionError(f"no {act} button {fields} on the page")

    def key(self, key: str) -> dict[str, Any]:
        return self.send({"act": "key", "key": key, "pointer": "key"})

    def bots(self) -> int:
        """Let the page's timer call back while a bot is to move (not for a solo game's
        par, worked out after the end: see ``par``); the steps the player saw (a
        decision thought out over several slices, ``tick``, counts once)."""
        steps = 0
        while "later" in self.patch and not self.working_out_par:
            self.tick()
            steps += 1
        return steps

    def tick(self) -> dict[str, Any]:
        """The page's timer once, as the player sees it: a bot that thinks in slices
        (the page calls back at once) is carried on to its move."""
        self.send({"act": "tick"})
        while self.thinking and "later" in self.patch:
            self.send({"act": "tick"})
        return self.patch

    @property
    def thinking(self) -> bool:
        """A bot's decision is under way."""
        session = self.app.ui.session
        return session is not None and session.thinking is not None

    @property
    def working_out_par(self) -> bool:
        session = self.app.ui.session
        return session is not None and session.wants_par

    def par(self) -> int:
        """Let the page's timer call back until the solo game's par is worked out."""
        steps = 0
        while "later" in self.patch:
            self.send({"act": "tick"})
            steps += 1
        return steps

    def log(self) -> list[str]:
        """The game log's lines, newest first, each as shown without its number."""
        lines = re.findall(r"<li[^>]*>(.*?)</li>", self.regions.get("log", ""))
        return [html.unescape(re.sub(r"<[^>]+>", "", re.sub(r'<span class="n">[^<]*</span> ',
                                                           "", line))) for line in lines]

    def text(self, region: str | None = None) -> str:
        source = self.html if region is None else self.regions.get(region, "")
        return html.unescape(re.sub(r"<[^>]+>", "", source))

    @property
    def game(self) -> Game:
        session = self.app.ui.session
        assert session is not None
        return session.game
