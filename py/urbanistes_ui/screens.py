"""HTML of the screens every game shares: frame, home, new-game form, rules, scores."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from urbanistes import registry
from urbanistes.engine import GameInfo, Move, Scores, Text

from . import html as h
from . import sharing
from .i18n import t, tr
from .session import Session

if TYPE_CHECKING:
    from .controller import Ui


def frame(lang: str, title: str, body: str, rules_for: str | None = None,
          embed: bool = False) -> str:
    """The header bar (with a rules button while playing) and the screen below it.

    Embedded in someone else's page, the bar shrinks to the game, its rules, a new game
    and the language: the frame is small and the rest of the app is one tap away.
    """
    home = (h.button(t("new_game", lang), "again", **{"class": "brand"}) if embed
            else h.button("Urbanistes", "home",
                          **{"class": "brand", "aria-label": t("nav.home", lang)}))
    header = h.tag(
        "header", {"class": "bar"},
        home,
        h.tag("h1", {"class": "title"}, h.text(title)),
        h.button(t("nav.rules", lang), "rules", game=rules_for, **{"class": "lang"})
        if rules_for else "",
        h.button(t("lang.switch", lang), "lang",
                 **{"class": "lang", "aria-label": t("lang.switch.label", lang)}),
    )
    return header + h.tag("main", {"class": "screen" + (" embedded" if embed else "")}, body)


def players_text(info: GameInfo, lang: str) -> str:
    if info.min_players == info.max_players:
        return t("home.players.one", lang, min=info.min_players)
    return t("home.players", lang, min=info.min_players, max=info.max_players)


def home(lang: str, library: dict[str, dict], *, resume_id: str | None = None,
         error: str | None = None, today: str = "") -> str:
    """The game list, then the games kept on this device."""
    top = ""
    if error:
        top += h.tag("p", {"class": "error", "role": "alert"}, h.text(error))
    resume = library.get(resume_id) if resume_id else None
    if resume is not None and "broken" not in resume:
        info = registry.info(resume["save"]["game"])
        top += h.tag("p", {"class": "resume"},
                     h.text(t("home.resume", lang, game=tr(info.name, lang))), " ",
                     h.button(t("home.resume.button", lang), "resume", id=resume_id,
                              **{"class": "primary"}))
    cards = []
    for entry in registry.ENTRIES:
        info, playable = entry.info, entry.playable
        facts = [players_text(info, lang), t("home.minutes", lang, minutes=info.minutes)]
        if info.cooperative:
            facts.append(t("home.coop", lang))
        actions = [h.button(t("home.play", lang), "setup", game=info.id, **{"class": "primary"})
                   if playable
                   else h.tag("span", {"class": "coming"}, h.text(t("home.coming", lang)))]
        if playable:
            if info.min_players == 1 and today:
                actions.append(h.button(t("home.daily", lang), "daily", game=info.id))
            actions.append(h.button(t("nav.rules", lang), "rules", game=info.id))
        cards.append(h.tag(
            "li", {"class": "game" + ("" if playable else " unavailable"),
                   "data-game": info.id},
            h.tag("h2", None, h.text(tr(info.name, lang))),
            h.tag("p", {"class": "facts"}, h.text(" · ".join(facts))),
            h.tag("p", {"class": "pitch"}, h.text(tr(info.pitch, lang))),
            h.tag("div", {"class": "actions"}, *actions),
        ))
    body = (top + saved_games(lang, library, finished=False)
            + h.tag("ul", {"class": "games"}, *cards)
            + saved_games(lang, library, finished=True))
    return frame(lang, t("app.tagline", lang), body)


def saved_games(lang: str, library: dict[str, dict], *, finished: bool) -> str:
    """Kept games, newest first: those in progress (top of the home page, with resume)
    or the finished and damaged ones (bottom, with replay); each can be deleted."""
    items = []
    ordered = sorted(library.items(), key=lambda kv: str(kv[1].get("updated", "")),
                     reverse=True)
    for record_id, record in ordered:
        broken = "broken" in record
        if finished != (broken or bool(record["summary"].get("over"))):
            continue
        delete = h.button(t("home.delete", lang), "delete", id=record_id)
        if broken:
            items.append(h.tag("li", {"class": "saved broken"}, h.text(t(
                "home.saved.broken", lang, reason=tr(record["broken"], lang))), " ", delete))
            continue
        info = registry.info(record["save"]["game"])
        summary = record["summary"]
        names = [t("bot" if kind != "human" else "player", lang, n=i + 1)
                 for i, kind in enumerate(record["seats"])]
        facts = [tr(info.name, lang), ", ".join(names),
                 str(record["updated"])[:16].replace("T", " "),
                 t("home.saved.moves", lang, n=summary.get("moves", 0))]
        if finished:
            facts.append(named(summary["outcome"], lang, names))
        if record.get("daily"):
            facts.insert(1, t("home.daily.label", lang, day=record["daily"]))
        action = (h.button(t("home.watch", lang), "watch", id=record_id) if finished
                  else h.button(t("home.resume.button", lang), "resume", id=record_id,
                                **{"class": "primary"}))
        items.append(h.tag("li", {"class": "saved", "data-id": record_id},
                           h.tag("span", None, h.text(" · ".join(facts))),
                           h.tag("span", {"class": "actions"}, action, delete)))
    if not items:
        return ""
    title = t("home.finished" if finished else "home.saved", lang)
    return (h.tag("h2", {"class": "saved-title"}, h.text(title))
            + h.tag("ul", {"class": "saved-list"}, *items))


def link_choice(lang: str, session: Session) -> str:
    """A shared game just opened: play on from here, or watch it."""
    game = session.game
    info = game.info
    players = ", ".join(session.name(i, lang) for i in range(game.players))
    state = outcome(game.scores(None), lang, session)
    actions = [h.button(t("link.watch", lang), "link-watch")]
    if not game.is_over:
        actions.insert(0, h.button(t("link.play", lang), "link-play", **{"class": "primary"}))
    body = h.tag("section", {"class": "link"},
                 h.tag("p", None, h.text(t("link.facts", lang, players=players,
                                            moves=len(game.history), state=state))),
                 h.tag("div", {"class": "actions"}, *actions))
    return frame(lang, t("link.title", lang, game=tr(info.name, lang)), body)


def dialog(ui: Ui) -> str:
    """The share, embed or daily-result dialog over the current screen."""
    lang, kind = ui.lang, ui.dialog
    warning = ""
    if kind == "share" and ui.session is not None:
        title, intro = t("share.title", lang), t("share.text", lang)
        content = sharing.game_link(ui.base_url, ui.session)
        if sharing.link_reveals_hands(ui.session.game.info, ui.session):
            warning = h.tag("p", {"class": "warning", "role": "alert"},
                            h.text(t("share.warning", lang)))
    elif kind == "embed" and ui.game_id:
        title, intro = t("embed.title", lang), t("embed.text", lang)
        content = sharing.embed_snippet(ui.base_url, ui.game_id, ui.form, lang)
    elif kind == "daily-share" and ui.session is not None and ui.session.daily:
        title, intro = t("share.daily", lang), ""
        content = sharing.daily_result(ui.session, lang)
    else:
        return ""
    return h.tag(
        "div", {"class": "dialog-backdrop"},
        h.tag("section", {"class": "dialog", "role": "dialog", "aria-modal": "true",
                          "aria-labelledby": "dialog-title"},
              h.tag("h2", {"id": "dialog-title"}, h.text(title)),
              h.tag("p", None, h.text(intro)) if intro else "", warning,
              h.tag("textarea", {"id": "dialog-text", "readonly": True, "rows": "4"},
                    h.text(content)),
              h.tag("div", {"class": "actions"},
                    h.button(t("share.copy", lang), "copy", target="dialog-text",
                             **{"class": "primary"}),
                    h.button(t("dialog.close", lang), "close-dialog"))),
    )


def setup_form(lang: str, info: GameInfo, form: dict[str, str], error: str | None) -> str:
    """The new-game form; its fields report changes as ``field`` events."""
    players = int(form.get("players", info.min_players))
    rows = [_select(
        "players", t("setup.players", lang), str(players),
        [(str(n), str(n)) for n in range(info.min_players, info.max_players + 1)],
    )]
    for seat in range(players):
        kind = form.get(f"seat{seat}", "human" if seat == 0 else "normal")
        rows.append(_select(
            f"seat{seat}", t("setup.seat", lang, n=seat + 1), kind,
            [(k, t(f"seat.{k}", lang)) for k in ("human", *registry.entry(info.id).bots)],
        ))
    for opt in info.options:
        rows.append(_select(
            opt.key, tr(opt.label, lang), str(form.get(opt.key, opt.default)),
            [(str(c.value), tr(c.label, lang)) for c in opt.choices],
        ))
    rows.append(_select("lang", t("setup.lang", lang), lang,
                        [("fr", "Français"), ("en", "English")]))
    rows.append(h.tag(
        "label", {"class": "field"},
        h.tag("span", None, h.text(t("setup.seed", lang))),
        h.tag("input", {"name": "seed", "inputmode": "numeric", "autocomplete": "off",
                        "value": form.get("seed", ""),
                        "aria-describedby": "seed-help"}),
        h.tag("small", {"id": "seed-help"}, h.text(t("setup.seed.help", lang))),
    ))
    if error:
        rows.append(h.tag("p", {"class": "error", "role": "alert"}, h.text(error)))
    rows.append(h.tag("div", {"class": "actions"},
                      h.button(t("setup.start", lang), "start", **{"class": "primary"}),
                      h.button(t("setup.embed", lang), "embed"),
                      h.button(t("nav.rules", lang), "rules", game=info.id)))
    return frame(lang, t("setup.title", lang, game=tr(info.name, lang)),
                 h.tag("form", {"class": "setup"}, *rows))


def _select(name: str, label: str, value: str, choices: list[tuple[str, str]]) -> str:
    options = "".join(
        h.tag("option", {"value": v, "selected": v == value}, h.text(text))
        for v, text in choices
    )
    return h.tag("label", {"class": "field"}, h.tag("span", None, h.text(label)),
                 h.tag("select", {"name": name}, options))


def rules(lang: str, info: GameInfo, sections: Sequence[tuple[Text, Sequence[Text]]],
          extra: str = "") -> str:
    """The rules help: (heading, paragraphs) pairs from the rules package."""
    parts = []
    for heading, paragraphs in sections:
        parts.append(h.tag("h2", None, h.text(tr(heading, lang))))
        parts.extend(h.tag("p", None, h.text(tr(p, lang))) for p in paragraphs)
    body = h.tag("article", {"class": "rules"}, *parts, extra,
                 h.tag("div", {"class": "actions"}, h.button(t("nav.back", lang), "back")))
    return frame(lang, t("rules.title", lang, game=tr(info.name, lang)), body)


def named(text: Text, lang: str, names: Sequence[str]) -> str:
    """A rules sentence with its ``{p0}``, ``{p1}``... placeholders filled with names."""
    return tr(text, lang).format(**{f"p{i}": name for i, name in enumerate(names)})


def outcome(scores: Scores, lang: str, session: Session) -> str:
    names = [session.name(i, lang) for i in range(session.game.players)]
    return named(scores.outcome, lang, names)


def score_table(scores: Scores, lang: str, session: Session, *, final: bool) -> str:
    """The line-by-line breakdown, one column per sheet (player or team). Lines are
    joined by their key, so sheets with different lines (other cards) line up; each
    cell carries its own sheet's detail."""
    sheets = scores.sheets
    head = h.tag("tr", None, h.tag("th", {"scope": "col"}, h.text(t("score.line", lang))),
                 *(h.tag("th", {"scope": "col"}, h.text(
                     t("score.team", lang) if s.seat is None else session.name(s.seat, lang)))
                   for s in sheets))
    labels: dict[str, Text] = {}
    for sheet in sheets:
        for line in sheet.lines:
            labels.setdefault(line.key, line.label)
    rows = []
    for key, label in labels.items():
        cells = []
        for sheet in sheets:
            line = next((x for x in sheet.lines if x.key == key), None)
            if line is None:
                cells.append(h.tag("td", {"class": "num"}, "—" if not sheet.hidden else "?"))
                continue
            detail = h.tag("small", None, h.text(tr(line.detail, lang))) if line.detail else ""
            cells.append(h.tag("td", {"class": "num"}, str(line.points), detail))
        rows.append(h.tag("tr", None, h.tag("th", {"scope": "row"}, h.text(tr(label, lang))),
                          *cells))
    totals = [h.tag("td", {"class": "num total",
                           "id": f"{'final' if final else 'live'}-total-{i}"},
                    "?" if s.total is None else str(s.total))
              for i, s in enumerate(sheets)]
    rows.append(h.tag("tr", {"class": "total"},
                      h.tag("th", {"scope": "row"}, h.text(t("end.total", lang))), *totals))
    return h.tag("table", {"class": "scores"}, h.tag("thead", None, head),
                 h.tag("tbody", None, *rows))


def toolbar(ui: Ui) -> str:
    """Undo (never past what others have seen), restart turn, share."""
    s, lang = ui.session, ui.lang
    buttons = []
    if s.can_undo:
        buttons.append(h.button(t("undo", lang), "undo", **{"aria-keyshortcuts": "U"}))
        if s.viewer is not None and s.game.undoable(s.viewer) >= 2:
            buttons.append(h.button(t("restart_turn", lang), "restart-turn"))
    buttons.append(h.button(t("share", lang), "share"))
    return h.tag("div", {"class": "toolbar"}, *buttons)


def end_panel(ui: Ui) -> str:
    """The final scores, line by line, the winner, and what to do next."""
    game, lang = ui.session.game, ui.lang
    scores = game.scores(None)  # over: everything is public
    won = bool(scores.winners)
    record = json.dumps(game.to_save(), separators=(",", ":"))
    return h.tag(
        "section", {"class": "end " + ("won" if won else "lost"), "id": "end"},
        h.tag("h2", None, h.text(t("end.title", lang))),
        h.tag("p", {"class": "outcome"}, h.text(outcome(scores, lang, ui.session))),
        score_table(scores, lang, ui.session, final=True),
        h.tag("details", {"class": "record"},
              h.tag("summary", None, h.text(t("end.record", lang))),
              h.tag("pre", {"id": "record"}, h.text(record))),
        h.tag("div", {"class": "actions"},
              h.button(t("end.again", lang), "again", **{"class": "primary"}),
              h.button(t("share.daily", lang), "daily-share") if ui.session.daily else "",
              h.button(t("nav.home", lang), "home") if not ui.embed else ""),
    )


def replay_frame(ui: Ui, describe: Callable[[Move, str], str], board: str,
                 game_class: str) -> str:
    """A watched game: status, first/back/forward/last, the board at that move, the moves.

    ``describe(move, lang)`` words one move (a seat's or chance's); ``board`` is the
    game's own drawing.
    """
    replay, lang = ui.replay, ui.lang
    state, final = replay.state(), replay.final
    names = Session(final, list(replay.seats))
    total = len(replay.cuts) - 1
    controls = h.tag(
        "div", {"class": "replay-controls", "role": "group"},
        h.button("« " + t("replay.first", lang), "replay-first", disabled=replay.index == 0),
        h.button("‹ " + t("replay.back", lang), "replay-back", disabled=replay.index == 0),
        h.button(t("replay.forward", lang) + " ›", "replay-forward",
                 disabled=replay.index == total),
        h.button(t("replay.last", lang) + " »", "replay-last", disabled=replay.index == total),
    )
    moves = [h.tag("li", None, h.button(t("replay.start", lang), "replay-to", index=0,
                                        **{"aria-pressed": str(replay.index == 0).lower()}))]
    for i, move in enumerate(m for m in final.history if m.seat >= 0):
        who = names.name(move.seat, lang) + (" : " if lang == "fr" else ": ")
        moves.append(h.tag("li", None, h.button(
            who + describe(move, lang), "replay-to", index=i + 1,
            **{"aria-pressed": str(replay.index == i + 1).lower()})))
    status = t("replay.title", lang, index=replay.index, total=total)
    status += " · " + outcome(state.scores(None), lang, names)
    return h.tag(
        "div", {"class": f"play replay {game_class}"},
        h.tag("p", {"class": "status", "role": "status", "aria-live": "polite"}, h.text(status)),
        controls, board,
        h.tag("aside", {"class": "info"},
              h.tag("details", {"class": "live", "open": True},
                    h.tag("summary", None, h.text(t("play.score", lang))),
                    score_table(state.scores(None), lang, names, final=False)),
              h.tag("section", {"class": "moves"},
                    h.tag("h3", None, h.text(t("replay.moves", lang))),
                    h.tag("ol", {"class": "move-list", "start": "0"}, *moves))),
    )
