"""The player's preferences kept on the device: how fast bots play, and whether each
turn waits for "Confirm turn". Both are read from the page's storage at start-up and
written back when changed (``app``)."""

from __future__ import annotations

from collections.abc import Mapping

from . import html as h
from .i18n import t
from .state import Ui

#: Pause after each meaningful step of a bot, in ms; None: the step waits for a tap.
PACES: dict[str, int | None] = {"step": None, "normal": 500, "fast": 150, "instant": 0}
PACE_KEY = "pace"
CONFIRM_KEY = "confirm"


def read(ui: Ui, storage: Mapping[str, object]) -> None:
    """The preferences kept on the device (anything unknown: the defaults)."""
    pace = storage.get(PACE_KEY)
    ui.pace = pace if isinstance(pace, str) and pace in PACES else "normal"
    ui.confirm_turns = storage.get(CONFIRM_KEY) != "off"


def stored(ui: Ui) -> dict[str, str]:
    """The preferences as the page keeps them."""
    return {PACE_KEY: ui.pace, CONFIRM_KEY: "on" if ui.confirm_turns else "off"}


def change(ui: Ui, name: str, value: str) -> bool:
    """A preference changed on screen; False if ``name`` is not one."""
    if name == PACE_KEY:
        if value in PACES:
            ui.pace = value
        return True
    if name == CONFIRM_KEY:
        ui.confirm_turns = value != "off"
        return True
    return False


def delay(ui: Ui) -> int | None:
    """How long the page waits before a bot's next step (None: until the player taps)."""
    return 0 if ui.bots_resume else PACES[ui.pace]


def controls(ui: Ui) -> str:
    """The pace and confirmation settings of the play screen."""
    lang = ui.lang
    pace = h.tag("label", None, h.text(t("prefs.pace", lang)) + " ", h.tag(
        "select", {"name": PACE_KEY},
        *(h.tag("option", {"value": key, "selected": key == ui.pace},
                h.text(t(f"prefs.pace.{key}", lang))) for key in PACES)))
    box = h.attrs({"type": "checkbox", "name": CONFIRM_KEY, "checked": ui.confirm_turns})
    confirm = h.tag("label", None, f"<input{box}> " + h.text(t("prefs.confirm", lang)))
    return pace + confirm
