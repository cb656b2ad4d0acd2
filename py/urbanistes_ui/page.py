"""The page for the app's state: a skeleton and its regions, as HTML strings.

Non-play screens are all skeleton (they change as a whole). The play and replay screens
keep one skeleton for the whole game and fill named regions; ``app`` sends the page only
the regions that changed since the last paint.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from urbanistes import registry

from . import follow, play, prefs, results, scored, screens
from . import html as h
from .games import imported_screen
from .games import screen as game_screen
from .i18n import t, tr
from .screen import Board, GameScreen
from .session import Session
from .state import Ctx, Ui
from .trail import Trail


@dataclass
class Page:
    skeleton: str
    regions: dict[str, str] = field(default_factory=dict)
    title: str = "Urbanistes"
    #: the play screen's ``data-stage`` (``GameScreen.stage``, and "targets" while the
    #: board has some)
    stage: str = ""


def render(ui: Ui, trail: Trail) -> Page:
    """The whole page for ``ui``."""
    page = _screen(ui, trail)
    page.regions["overlay"] = screens.dialog(ui) if ui.dialog else ""
    return page


def _screen(ui: Ui, trail: Trail) -> Page:
    lang = ui.lang
    if ui.screen == "setup" and ui.game_id:
        info = registry.info(ui.game_id)
        screen = imported_screen(ui.game_id)  # the note waits for the page's timer
        note = screen.setup_note(lang, ui.form) if screen is not None else ""
        return Page(screens.setup_form(lang, info, ui.form, ui.error),
                    {"note": h.text(note)}, title=tr(info.name, lang))
    screen = game_screen(ui.game_id)
    if ui.screen == "rules" and screen is not None:
        info = registry.info(ui.game_id)
        return Page(screens.rules(lang, info, screen), title=tr(info.name, lang))
    # Play and replay draw their own game, whichever game's rules were opened last.
    if ui.screen == "play" and ui.session is not None:
        screen = game_screen(ui.session.game.info.id)
        if screen is not None:
            return _play(ui, screen, trail)
    if ui.screen == "replay" and ui.replay is not None:
        screen = game_screen(ui.replay.final.info.id)
        if screen is not None:
            return _replay(ui, screen, trail)
    if ui.screen == "link" and ui.incoming is not None:
        return Page(screens.link_choice(lang, ui.incoming))
    if ui.screen == "yours":
        from . import yours  # imported when first shown: start-up does without it

        notice = ui.error or ui.notice or ""
        return Page(yours.page(lang, ui.results, ui.broken_results, ui.library, ui.choices,
                               ui.today, notice=notice, alert=bool(ui.error)),
                    title=t("yours.title", lang))
    return Page(screens.home(lang, ui.library, error=ui.error, today=ui.today))


def _game_header(ui: Ui, game_id: str, daily: str | None = None) -> tuple[str, str]:
    """The game's name, and the bar; a daily challenge's bar says so (and whether this
    game is a replay of a day already counted)."""
    info = registry.info(game_id)
    title = tr(info.name, ui.lang)
    shown = title
    if daily:
        shown += " · " + t("daily.playing", ui.lang, day=daily)
        session = ui.session
        counted = results.daily_counted(ui.results, game_id, daily)
        if session is not None and counted not in (None, session.id):
            shown += " " + t("daily.replay.short", ui.lang)
    return title, screens.header(ui.lang, shown, rules_for=info.id, embed=ui.embed)


def _play(ui: Ui, screen: GameScreen[Any], trail: Trail) -> Page:
    assert ui.session is not None
    ctx = Ctx(ui.session, ui.lang, screen.strings, ui.touch, ui.embed, watch=ui.watch,
              showing=ui.showing)
    game_id = ui.session.game.info.id
    title, header = _game_header(ui, game_id, ui.session.daily)
    scores = scored.scores(ctx.game, ctx.viewer)
    board = _suggested_board(ctx, screen) or screen.board(ctx, ui.game_ui)
    regions = {
        "seats": play.seats(ctx, screen, scores),
        "status": play.status(ctx, screen, ui.game_ui, ui),
        "city": _sized(board.city, ui, screen), "marks": _sized(board.marks, ui, screen),
        "ghost": _sized(board.ghost, ui, screen),
        "dock": play.dock(ctx, screen, ui.game_ui, ui),
        "central": play.central(ctx, screen, ui.game_ui),
        "guide": play.guide(ctx, screen, ui.game_ui),
        "info": screen.info(ctx),
        "counts": screen.counts(ctx),
        "log": play.log(ctx, screen, trail),
        "recent": follow.strip(ctx, screen, trail, ui.session.names(ui.lang)),
        "scores": play.score_table(scores, ui.lang, ui.session, final=ctx.game.is_over),
        "prefs": prefs.controls(ui),
    }
    game_class = f"game-{game_id}"
    stage = play.stage(ctx, screen, ui.game_ui, board)
    return Page(play.skeleton(ui.lang, game_class, embed=ui.embed, fit=ui.embed or ui.touch,
                               header=header, seats=ctx.game.players),
                regions, title, stage)


def _suggested_board(ctx: Ctx, screen: GameScreen[Any]) -> Board | None:
    """The board with the strong bot's suggestion shown, not played (no targets: the
    player plays it, or cancels, or picks a move of their own in the dock): the state
    after it, or, for a move that would reveal something, the game's preview of a move
    held for confirmation."""
    shown = ctx.session.suggested()
    if shown is None:
        return None
    board = screen.board(replace(ctx, session=shown), screen.fresh())
    return Board(board.city, "", board.ghost)


def _replay(ui: Ui, screen: GameScreen[Any], trail: Trail) -> Page:
    replay = ui.replay
    assert replay is not None
    names = Session(replay.final, list(replay.seats))  # the seats' names
    state = replay.state()
    game_id = replay.final.info.id
    title, header = _game_header(ui, game_id)
    regions = {
        "seats": "", "marks": "", "ghost": "",
        "status": play.replay_status(replay, state, names, ui.lang),
        "city": screen.replay_board(state, ui.lang, names.names(ui.lang)),
        "dock": play.replay_dock(replay, ui.lang),
        "central": "", "info": "", "counts": "",
        "log": play.replay_log(replay, screen, names, ui.lang, trail),
        "scores": play.score_table(scored.scores(state, None), ui.lang, names, final=False),
    }
    game_class = f"game-{game_id} replay"
    return Page(play.skeleton(ui.lang, game_class, embed=ui.embed, fit=ui.embed or ui.touch,
                               header=header, replay=True),
                regions, title)


def _sized(svg: str, ui: Ui, screen: GameScreen[Any]) -> str:
    """A board layer with its on-screen width fixed (``data-w``, CSS pixels) where the
    page must not shrink it: on touch screens (finger-sized targets) or when zoomed."""
    if not svg or (not ui.touch and ui.zoom == 0):
        return svg
    width = _view_width(svg)
    if width is None:
        return svg
    scale = (screen.touch_scale if ui.touch else 0.75) * 1.25 ** ui.zoom
    return svg.replace("<svg ", f'<svg data-w="{round(width * scale)}" ', 1)


def _view_width(svg: str) -> float | None:
    start = svg.find('viewBox="')
    if start < 0:
        return None
    try:
        return float(svg[start + 9:svg.index('"', start + 9)].split()[2])
    except (ValueError, IndexError):
        return None
