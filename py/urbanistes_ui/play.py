"""The play and replay screens every game shares: a fixed skeleton of named regions, and
the shared regions' contents (seats, status, dock frame, log, scores, end of game).

The skeleton never changes during a game, so the page only rewrites the regions an
event changed: picking a card touches the board's highlight layer and the dock, not the
city; the board's scroll container and the open state of the side panels persist.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from urbanistes.engine import Game, Scores, Text

from . import html as h
from . import lessons, places, scored
from .i18n import t, tr
from .screen import Board, GameScreen
from .session import Session
from .state import Ctx, Replay, Ui
from .trail import Trail

#: How the board may be zoomed on top of its finger-sized default (steps of 25%).
ZOOM_STEPS = (-3, 3)


@functools.lru_cache(maxsize=16)  # the same at every click of a game
def skeleton(lang: str, game_class: str, *, embed: bool, fit: bool, header: str,
             replay: bool = False, seats: int = 0) -> str:
    """The regions of a play (or replay) screen, empty; the page fills them. Scrolling
    areas take the keyboard focus (so they scroll by keys); a replay's move list takes
    the arrow keys to step through the game. ``fit``: the screen is fitted to the
    window (a frame, a phone), so that the seats, the prompt and the main action never
    scroll away. ``seats``: how many the turn indicator lists (``data-seats``, for the
    style sheets: more seats, less room for the board)."""
    tools = h.tag("div", {"class": "board-tools"},
                  h.button("−", "zoom", step="-1", **{"aria-label": t("play.zoom_out", lang)}),
                  h.button("+", "zoom", step="1", **{"aria-label": t("play.zoom_in", lang)}))
    board = h.tag(
        "div", {"class": "board-area"},
        h.tag("div", {"class": "board-scroll", "data-key": "board-scroll", "tabindex": "0",
                      "role": "region", "aria-label": t("play.board", lang)},
              h.tag("div", {"class": "board", "data-board": True},
                    h.tag("div", {"class": "layer", "data-region": "city"}),
                    h.tag("div", {"class": "layer ghost", "data-region": "ghost"}),
                    h.tag("div", {"class": "layer marks", "data-region": "marks"}))))
    panel = h.tag(
        "aside", {"class": "panel"},
        h.tag("section", {"class": "dock", "data-region": "dock",
                          "aria-label": t("play.hand", lang)}),
        h.tag("section", {"class": "dock central", "data-region": "central"}),
        h.tag("section", {"class": "info", "data-region": "info"}),
        h.tag("section", {"class": "info", "data-region": "counts"}),
        h.tag("details", {"class": "log", "open": True},
              h.tag("summary", None, h.text(t("play.log", lang))),
              h.tag("ol", {"class": "log-list", "data-region": "log", "tabindex": "0",
                           "aria-label": t("play.log", lang), "data-keys": replay})),
        h.tag("details", {"class": "score", "open": True},
              h.tag("summary", None, h.text(t("play.score", lang))),
              h.tag("div", {"data-region": "scores"})),
        "" if replay else h.tag("details", {"class": "prefs", "open": True},
                                h.tag("summary", None, h.text(t("prefs", lang))),
                                h.tag("div", {"data-region": "prefs"})))
    main = h.tag(
        "main", {"class": f"screen play {game_class}" + (" embedded" if embed else "")
                 + (" fit" if fit else ""), "data-seats": seats or None},
        h.tag("div", {"class": "table"},
              h.tag("ol", {"class": "seats", "data-region": "seats",
                           "aria-label": t("seats", lang)}),
              tools),
        h.tag("p", {"class": "status", "data-region": "status", "role": "status",
                    "aria-live": "polite"}),
        "" if replay else h.tag("div", {"class": "guide-spot", "data-region": "guide"}),
        "" if replay else h.tag("ol", {"class": "recent", "data-region": "recent",
                                       "aria-label": t("recent", lang)}),
        h.tag("div", {"class": "stage"}, board, panel))
    return header + main + h.tag("div", {"data-region": "overlay"})


# -- the regions ------------------------------------------------------------------------
def seats(ctx: Ctx, screen: GameScreen[Any], scores: Scores) -> str:
    """The turn indicator: every seat, who acts, human or bot, score where public."""
    s = ctx.session
    totals = {sheet.seat: sheet for sheet in scores.sheets}
    items = []
    for seat in range(ctx.game.players):
        acting = seat == s.acting and not ctx.game.is_over
        kind = t("seat.kind.bot" if s.is_bot(seat) else "seat.kind.human", ctx.lang)
        sheet = totals.get(seat)
        if sheet is None:
            score = ""
        elif sheet.total is None:
            score = t("seat.score.hidden", ctx.lang)
        else:
            score = ctx.t("seat.score", n=sheet.total)  # the game's word: pts or VP
        facts = [f for f in (score, screen.seat_facts(ctx, seat)) if f]
        items.append(h.tag(
            "li", {"class": "seat" + (" acting" if acting else "")
                   + (" me" if seat == ctx.viewer else "") + (" bot" if s.is_bot(seat) else ""),
                   "aria-current": "true" if acting else None},
            watch_button(h.tag("span", {"class": "who"}, h.text(ctx.name(seat))), seat,
                         pressed=ctx.shown_seat == seat)
            if screen.watchable else h.tag("span", {"class": "who"}, h.text(ctx.name(seat))),
            h.tag("span", {"class": "kind"}, h.text(kind)),
            h.tag("span", {"class": "facts"}, h.text(" · ".join(facts))),
            h.tag("span", {"class": "turn"}, h.text(t("seat.to_act", ctx.lang)))
            if acting else ""))
    return "".join(items)


def watch_button(label_html: str, seat: int, *, pressed: bool, source: str = "seats") -> str:
    """A button that shows ``seat``'s board (``label_html`` is markup, already escaped:
    ``h.button`` would escape it). ``source`` tells apart the buttons for one seat in
    different places, so that focus comes back to the one pressed after a repaint."""
    return h.tag("button", {"type": "button", "data-act": "watch-seat", "data-seat": str(seat),
                            "data-from": source,
                            "aria-pressed": "true" if pressed else "false"}, label_html)


def status(ctx: Ctx, screen: GameScreen[Any], st: object, ui: Ui) -> str:
    """One or two lines, always the same height (so nothing moves under a finger)."""
    s, lang = ctx.session, ctx.lang
    if ctx.game.is_over:
        text = outcome(scored.scores(ctx.game, None), lang, s)
    elif s.handoff:
        text = t("handoff.title", lang, who=ctx.name(s.acting or 0))
    elif s.held is not None and s.viewer is not None:
        text = t("play.confirm_held", lang, who=ctx.name(s.viewer),
                 move=seats_named(screen.held_words(ctx, st), s.names(lang)))
    elif s.pending and s.viewer is not None:
        text = t("play.confirm_prompt", lang, who=ctx.name(s.viewer))
    elif s.suggestion is not None or s.hinting:
        text = _hint_words(ctx, screen, st)
    elif s.viewer_to_move:
        text = screen.prompt(ctx, st)
    elif s.acting is not None and s.is_bot(s.acting):
        key = "play.bot_next" if ui.pace == "step" else "play.bot_turn"
        text = t(key, lang, who=ctx.name(s.acting))
    else:
        text = t("play.others_turn", lang, who=ctx.name(s.acting or 0))
    lines = [h.text(text)]
    if ui.error:
        lines.insert(0, h.tag("strong", {"class": "error"}, h.text(ui.error)) + " ")
    elif ui.notice:
        lines.insert(0, h.tag("strong", {"class": "notice"}, h.text(ui.notice)) + " ")
    return "".join(lines)


def dock(ctx: Ctx, screen: GameScreen[Any], st: object, ui: Ui) -> str:
    """This step's controls: hand-off, confirm and undo, the game's own dock, the end."""
    s, lang = ctx.session, ctx.lang
    if ctx.game.is_over:
        return end_panel(ctx, ui)
    if s.handoff:
        who = ctx.name(s.acting or 0)
        return h.tag("div", {"class": "handoff"},
                     h.tag("p", None, h.text(t("handoff.text", lang))),
                     h.button(t("handoff.ready", lang, who=who), "handoff-ok",
                              **{"class": "primary"}))
    buttons = []
    if s.bot_to_move and ui.pace == "step":
        buttons.append(h.button(ctx.t("play.bot_step"), "bot-step",
                                **{"class": "primary", "aria-keyshortcuts": "N"}))
    if s.waiting:
        buttons.append(h.button(t("play.confirm", lang), "confirm",
                                **{"class": "primary", "aria-keyshortcuts": "C"}))
    buttons += _hint_buttons(s, lang)
    if s.held is not None:
        buttons.append(h.button(t("play.cancel", lang), "undo", **{"aria-keyshortcuts": "U"}))
    elif s.can_undo:
        buttons.append(h.button(ctx.t("undo"), "undo", **{"aria-keyshortcuts": "U"}))
        if s.viewer is not None and s.game.undoable(s.viewer) >= 2:
            buttons.append(h.button(t("restart_turn", lang), "restart-turn"))
    buttons.append(h.button(t("share", lang), "share"))
    return h.tag("div", {"class": "toolbar"}, *buttons) + screen.dock(ctx, st)


def central(ctx: Ctx, screen: GameScreen[Any], st: object) -> str:
    """The central board, shown while the game's own dock is (not at the end, nor
    while the device is handed to the next player)."""
    if ctx.game.is_over or ctx.session.handoff:
        return ""
    return screen.central(ctx, st)


def stage(ctx: Ctx, screen: GameScreen[Any], st: object, board: Board) -> str:
    """The screen's ``data-stage``: the game's words while its dock is shown, and
    "targets" while the board has some."""
    words = () if ctx.game.is_over or ctx.session.handoff else screen.stage(ctx, st)
    return " ".join(words + (("targets",) if board.targets else ()))


def guide(ctx: Ctx, screen: GameScreen[Any], st: object) -> str:
    """A lesson's callout: the step to make and its rule, next to what to click
    (``data-anchor``, a selector the page's bridge places the callout by); the prompt to
    confirm; the word that the script is over; the end. Empty in any other game."""
    s, lang = ctx.session, ctx.lang
    if s.lesson is None or s.handoff or s.viewer != lessons.LEARNER:
        return ""
    lesson = lessons.load(s.lesson)
    if ctx.game.is_over:
        return _callout(lang, h.text(t("lesson.done", lang)))
    if s.waiting:
        return _callout(lang, h.text(t("lesson.confirm", lang)), '[data-act="confirm"]')
    if not s.viewer_to_move:
        return ""
    index, step = lessons.done(ctx.game), lessons.step(lesson, ctx.game)
    if step is None:
        return _callout(lang, h.text(tr(lesson.free, lang))) if index == len(lesson.steps) else ""
    heading, paragraphs = screen.rules_help[step.rule]
    words = tr(step.words, lang)
    if index == 0:
        words = tr(lesson.intro, lang) + " " + words
    rule = h.tag("details", {"class": "guide-rule"},
                 h.tag("summary", None, h.text(t("lesson.rule", lang,
                                                 section=tr(heading, lang)))),
                 *(h.tag("p", None, h.text(tr(p, lang))) for p in paragraphs))
    counter = h.tag("strong", None, h.text(t("lesson.step", lang, n=index + 1,
                                              total=len(lesson.steps))))
    return _callout(lang, counter + " " + h.text(words) + rule,
                    screen.guide(ctx, st, step.action))


def _callout(lang: str, body: str, anchor: str | None = None) -> str:
    # Focusable: on a phone it may scroll (its words are longer than its room).
    return h.tag("aside", {"class": "guide", "data-anchor": anchor, "tabindex": "0",
                           "aria-label": t("lesson.label", lang)},
                 h.tag("div", {"class": "guide-words"}, body))


def _hint_words(ctx: Ctx, screen: GameScreen[Any], st: object) -> str:
    """The strong bot's suggestion in words (what it would reveal left unsaid), or
    that it is being searched."""
    s = ctx.session
    if s.suggestion is None:
        return t("hint.thinking", ctx.lang)
    held = replace(ctx, session=s.holding(s.suggestion))
    words = screen.held_words(held, st) or t("hint.board", ctx.lang)
    return t("hint.shown", ctx.lang, move=seats_named(words, s.names(ctx.lang)))


def _hint_buttons(s: Session, lang: str) -> list[str]:
    """Play or cancel the suggestion shown; wait for it; or ask for one."""
    if s.suggestion is not None:
        return [h.button(t("hint.play", lang), "hint-play", **{"class": "primary"}),
                h.button(t("play.cancel", lang), "hint-cancel")]
    if s.hinting:
        return [h.button(t("hint.wait", lang), "hint", disabled=True)]
    return [h.button(t("hint", lang), "hint")] if s.can_hint else []


def log(ctx: Ctx, screen: GameScreen[Any], trail: Trail) -> str:
    """The game in words, newest first: every seat's move since the start, numbered in
    the markup (a list's own numbers made the browser lay out every line again each
    time one came at the top)."""
    said = trail.words(ctx.game, ctx.lang, screen.describe)
    names = tuple(ctx.session.names(ctx.lang))
    items: list[str] = []
    for move, words in zip(ctx.game.history, said, strict=True):
        if move.seat < 0 or not words:
            continue
        items.append(_log_line(len(items) + 1, names, move.seat, words,
                               move.seat == ctx.viewer))
    if not items:
        return h.tag("li", {"class": "empty"}, h.text(t("play.log.empty", ctx.lang)))
    return "".join(reversed(items))


@functools.lru_cache(maxsize=1024)
def _log_line(number: int, names: tuple[str, ...], seat: int, words: str, mine: bool) -> str:
    """One line of the log, kept: the log is written again on every event."""
    return h.tag("li", {"class": "me" if mine else None},
                 h.tag("span", {"class": "n"}, f"{number}."), " ",
                 h.tag("strong", None, h.text(names[seat])), " ",
                 h.text(seats_named(words, names)))


def named(text: Text, lang: str, names: Sequence[str]) -> str:
    """A rules sentence with its ``{p0}``, ``{p1}``... placeholders filled with names."""
    return tr(text, lang).format(**{f"p{i}": name for i, name in enumerate(names)})


def seats_named(words: str, names: Sequence[str]) -> str:
    """A log line that names other seats as the rules do (``{p0}``, ``{p1}``..., e.g. a
    round's summary) with their names; any other text is left as it is."""
    return _SEAT.sub(lambda m: names[int(m[1])] if int(m[1]) < len(names) else m[0], words)


_SEAT = re.compile(r"\{p(\d+)\}")


def outcome(scores: Scores, lang: str, session: Session) -> str:
    return named(scores.outcome, lang, session.names(lang))


def score_table(scores: Scores, lang: str, session: Session, *, final: bool) -> str:
    """The line-by-line breakdown, one column per sheet (seat or team). Lines are joined
    by their key, so sheets with different lines line up; each cell carries its own
    sheet's detail; a sheet the viewer may not see shows "?"."""
    heads = tuple(t("team", lang) if s.seat is None else session.name(s.seat, lang)
                  for s in scores.sheets)
    drawn = (scores, lang, heads, final)
    if _TABLE and _TABLE[0][0] == drawn:
        return _TABLE[0][1]
    table = _score_table(scores, lang, heads, final)
    _TABLE[:] = [(drawn, table)]
    return table


#: The last score table drawn, and what from: most events change no score, and the
#: table is drawn on every one (Scores hold dicts: no ``lru_cache``).
_TABLE: list[tuple[tuple[Scores, str, tuple[str, ...], bool], str]] = []


def _score_table(scores: Scores, lang: str, heads: tuple[str, ...], final: bool) -> str:
    sheets = scores.sheets
    head = h.tag("tr", None, h.tag("th", {"scope": "col"}, h.text(t("score.line", lang))),
                 *(h.tag("th", {"scope": "col"}, h.text(name)) for name in heads))
    labels: dict[str, Text] = {}
    for sheet in sheets:
        for each in sheet.lines:
            labels.setdefault(each.key, each.label)
    # Each sheet's lines by key (the first of a key, should two share it).
    by_key = [{x.key: x for x in reversed(sheet.lines)} for sheet in sheets]
    rows = []
    for key, label in labels.items():
        cells = []
        for sheet, lines in zip(sheets, by_key, strict=True):
            line = lines.get(key)
            if line is None:
                cells.append(h.tag("td", {"class": "num"}, "?" if sheet.hidden else "—"))
                continue
            detail = (h.tag("small", None, h.text(tr(line.detail, lang)))
                      if line.detail else "")
            cells.append(h.tag("td", {"class": "num"}, str(line.points), detail))
        rows.append(h.tag("tr", None, h.tag("th", {"scope": "row"}, h.text(tr(label, lang))),
                          *cells))
    prefix = "final" if final else "live"
    totals = [h.tag("td", {"class": "num total", "id": f"{prefix}-total-{i}"},
                    "?" if s.total is None else str(s.total))
              for i, s in enumerate(sheets)]
    rows.append(h.tag("tr", {"class": "total"},
                      h.tag("th", {"scope": "row"}, h.text(t("end.total", lang))), *totals))
    return h.tag("table", {"class": "scores"}, h.tag("thead", None, head),
                 h.tag("tbody", None, *rows))


def _par(session: Session, scores: Scores, lang: str) -> str:
    """A solo game's par beside the player's score: what the strong bot scores on the
    same deal, worked out now that the game is over ("" in other games)."""
    if session.par is not None:
        words = t("end.par", lang, par=session.par, you=scores.totals[0])
    elif session.wants_par:
        words = t("end.par_wait", lang)
    else:
        return ""
    return h.tag("p", {"class": "par", "id": "par"}, h.text(words))


def end_panel(ctx: Ctx, ui: Ui) -> str:
    """Who won and why, what to do next (before the places: in view on a small screen),
    then the places; the breakdown is in the score panel."""
    game, lang = ctx.game, ctx.lang
    scores = scored.scores(game, None)
    record = json.dumps(game.to_save(), separators=(",", ":"))
    return h.tag(
        "section", {"class": "end " + ("won" if scores.winners else "lost"), "id": "end"},
        h.tag("h2", None, h.text(t("end.title", lang))),
        h.tag("p", {"class": "outcome"}, h.text(outcome(scores, lang, ctx.session))),
        _par(ctx.session, scores, lang),
        h.tag("div", {"class": "actions"},
              h.button(t("end.again", lang), "again", form="1", **{"class": "primary"}),
              h.button(t("share.daily", lang), "daily-share") if ctx.session.daily else "",
              h.button(t("share", lang), "share"),
              h.button(t("nav.home", lang), "home") if not ui.embed else "",
              # The game just counted, among the others (not in a guided lesson).
              h.button(t("home.yours", lang), "yours")
              if not ui.embed and not ctx.session.lesson else ""),
        places.table(scores, ctx.session.names(lang), lang, ctx.session.viewer),
        h.tag("details", {"class": "record"},
              h.tag("summary", None, h.text(t("end.record", lang))),
              h.tag("pre", {"id": "record"}, h.text(record))),
    )


# -- replays ----------------------------------------------------------------------------
def replay_dock(replay: Replay, lang: str) -> str:
    total = replay.steps
    return h.tag(
        "div", {"class": "replay-controls", "role": "group"},
        h.button("« " + t("replay.first", lang), "replay-first", disabled=replay.index == 0),
        h.button("‹ " + t("replay.back", lang), "replay-back", disabled=replay.index == 0),
        h.button(t("replay.forward", lang) + " ›", "replay-forward",
                 disabled=replay.index == total),
        h.button(t("replay.last", lang) + " »", "replay-last", disabled=replay.index == total),
    )


def replay_log(replay: Replay, screen: GameScreen[Any], session: Session, lang: str,
               trail: Trail) -> str:
    """Every move in words, the current one highlighted; the list takes arrow keys."""
    final = replay.final
    said = trail.words(final, lang, screen.describe)
    names = session.names(lang)
    items = [h.tag("li", None, h.button(
        t("replay.start", lang), "replay-to", index="0",
        **{"aria-current": "step" if replay.index == 0 else None}))]
    step = 0
    for move, described in zip(final.history, said, strict=True):
        if move.seat < 0:
            continue
        step += 1
        words = session.name(move.seat, lang) + (" : " if lang == "fr" else ": ") + \
            seats_named(described, names)
        items.append(h.tag("li", None, h.button(
            words, "replay-to", index=str(step),
            **{"aria-current": "step" if replay.index == step else None})))
    return "".join(items)


def replay_status(replay: Replay, state: Game, session: Session, lang: str) -> str:
    return (t("replay.title", lang, index=replay.index, total=replay.steps) + " · "
            + outcome(scored.scores(state, None), lang, session))
