"""Every screen in the address, as a hash route, so that the browser's Back and Forward
move between screens, a rules page can be linked and a reload lands where you were:

    #/  home     #/rules/GAME     #/setup/GAME     #/play/ID (a kept game)     #/replay/ID
    #/games  your games     #/daily/GAME/YYYY-MM-DD  a day's challenge (it becomes #/play/ID)

The controller maps a route back to a screen (``controller.go``). Embeds have none: a
frame's history is its host page's. Share links (``#g=...``) are read once, not routes.
"""

from __future__ import annotations

from urllib.parse import quote, unquote

from .state import Ui


def of(ui: Ui) -> str | None:
    """The route of the screen shown, or None where the address should stay as it is
    (an embed, a shared game not kept on the device)."""
    if ui.embed:
        return None
    screen = ui.screen
    if screen == "home":
        return "#/"
    if screen == "yours":
        return "#/games"
    if screen in ("rules", "setup") and ui.game_id:
        return f"#/{screen}/{ui.game_id}"
    if screen == "play" and ui.session is not None and ui.session.id:
        return "#/play/" + quote(ui.session.id, safe="")
    if screen == "replay" and ui.replay is not None and ui.replay.record:
        return "#/replay/" + quote(ui.replay.record, safe="")
    return None


def parse(route: str) -> tuple[str, str]:
    """``#/play/ID`` -> ("play", "ID"); anything else gives a kind no screen has."""
    kind, _, arg = route.removeprefix("#").removeprefix("/").partition("/")
    return kind, unquote(arg)
