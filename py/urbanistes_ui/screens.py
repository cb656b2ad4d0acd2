"""HTML of the screens besides play: header, home, new-game form, rules, a shared link,
and the dialogs (share, embed, daily result, delete)."""

from __future__ import annotations

import re
from typing import Any

from urbanistes import registry
from urbanistes.engine import GameInfo, seat_names

from . import html as h
from . import lessons, scored, sharing
from .i18n import count, t, tr
from .play import named, outcome
from .screen import GameScreen
from .session import Session
from .state import Ui

PICTURES = "static/build/pictures"  # written by scripts/build.py from each game's renderer


def header(lang: str, title: str, *, rules_for: str | None = None, embed: bool = False) -> str:
    """The top bar: home (a new game when embedded), title, rules, language.

    Embedded in someone else's page, the bar shrinks to the game, its rules, a new game
    and the language: the frame is small and the rest of the app is one tap away.
    """
    home = (h.button(t("new_game", lang), "again", form="1", **{"class": "brand"}) if embed
            else h.button("Urbanistes", "home", **{
                "class": "brand", "aria-label": "Urbanistes — " + t("nav.home", lang)}))
    return h.tag(
        "header", {"class": "bar"},
        home,
        h.tag("h1", {"class": "title"}, h.text(title)),
        h.button(t("nav.rules", lang), "rules", game=rules_for, **{"class": "lang"})
        if rules_for else "",
        h.button(t("lang.switch", lang), "lang",
                 **{"class": "lang", "aria-label": t("lang.switch.label", lang)}),
    )


def frame(lang: str, title: str, body: str, *, rules_for: str | None = None,
          embed: bool = False) -> str:
    return (header(lang, title, rules_for=rules_for, embed=embed)
            + h.tag("main", {"class": "screen" + (" embedded" if embed else "")}, body)
            + h.tag("div", {"data-region": "overlay"}))


def players_text(info: GameInfo, lang: str) -> str:
    if info.min_players == info.max_players:
        return t("home.players.one", lang, min=info.min_players)
    return t("home.players", lang, min=info.min_players, max=info.max_players)


def home(lang: str, library: dict[str, dict[str, Any]], *, error: str | None = None,
         today: str = "") -> str:
    """The games in progress, the finished games (folded, so both are in view at the
    top), then the game list (with a picture of each)."""
    top = h.tag("p", {"class": "error", "role": "alert"}, h.text(error)) if error else ""
    cards = []
    for entry in registry.ENTRIES:
        info, playable = entry.info, entry.playable
        facts = [players_text(info, lang), t("home.minutes", lang, minutes=info.minutes)]
        if info.cooperative:
            facts.append(t("home.coop", lang))
        name = tr(info.name, lang)
        actions = [h.button(t("home.play", lang), "setup", game=info.id,
                            **{"class": "primary", "aria-label": f"{t('home.play', lang)}: {name}"})
                   if playable
                   else h.tag("span", {"class": "coming"}, h.text(t("home.coming", lang)))]
        if playable:
            if info.min_players == 1 and today:
                actions.append(h.button(t("home.daily", lang), "daily", game=info.id))
            actions.append(_learn_button(info, lang))
            actions.append(h.button(t("nav.rules", lang), "rules", game=info.id))
        picture = (h.tag("img", {"class": "picture", "src": f"{PICTURES}/{info.id}.svg",
                                 "alt": t("home.picture", lang, game=name), "width": "320",
                                 "height": "200"})
                   if playable else "")
        cards.append(h.tag(
            "li", {"class": "game" + ("" if playable else " unavailable"), "data-game": info.id},
            picture,
            h.tag("h2", None, h.text(name)),
            h.tag("p", {"class": "facts"}, h.text(" · ".join(facts))),
            h.tag("p", {"class": "pitch"}, h.text(tr(info.pitch, lang))),
            h.tag("div", {"class": "actions"}, *actions),
        ))
    yours = h.tag("p", {"class": "actions yours-link"},
                  h.button(t("home.yours", lang), "yours"))
    body = (top + yours + saved_games(lang, library, finished=False)
            + saved_games(lang, library, finished=True)
            + h.tag("ul", {"class": "games"}, *cards))
    return frame(lang, t("app.tagline", lang), body)


def _learn_button(info: GameInfo, lang: str) -> str:
    """"Learn": the game's guided first game, where it has one."""
    lesson = lessons.of_game(info.id)
    if lesson is None:
        return ""
    return h.button(t("lesson.learn", lang), "learn", lesson=lesson,
                    **{"aria-label": t("lesson.learn_game", lang, game=tr(info.name, lang))})


def record_names(record: dict[str, Any], lang: str) -> list[str]:
    return [t("bot" if kind != "human" else "player", lang, n=i + 1)
            for i, kind in enumerate(record["seats"])]


def record_when(record: dict[str, Any]) -> str:
    return str(record["updated"])[:16].replace("T", " ")


def saved_games(lang: str, library: dict[str, dict[str, Any]], *, finished: bool) -> str:
    """Kept games, newest first: those in progress (with resume, where they stand: the
    round, whose turn), or the finished and damaged ones (folded under a summary that
    counts them, with replay); each can be deleted."""
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
        names = record_names(record, lang)
        facts = [tr(info.name, lang), ", ".join(names), record_when(record),
                 *standing(info, summary, names, lang),
                 count("home.saved.moves", lang, int(summary.get("moves", 0)))]
        if finished:
            facts.append(named(summary["outcome"], lang, names))
        if record.get("daily"):
            facts.insert(1, t("home.daily.label", lang, day=record["daily"]))
        if record.get("lesson"):
            facts.insert(1, t("lesson.label", lang))
        action = (h.button(t("home.watch", lang), "watch", id=record_id) if finished
                  else h.button(t("home.resume", lang), "resume", id=record_id,
                                **{"class": "primary"}))
        items.append(h.tag("li", {"class": "saved", "data-id": record_id},
                           h.tag("span", None, h.text(" · ".join(facts))),
                           h.tag("span", {"class": "actions"}, action, delete)))
    if not items:
        return ""
    listed = h.tag("ul", {"class": "saved-list"}, *items)
    if finished:
        title = t("home.finished.count", lang, n=len(items))
        return h.tag("details", {"class": "finished-games"},
                     h.tag("summary", None, h.tag("h2", {"class": "saved-title"}, h.text(title))),
                     listed)
    return h.tag("h2", {"class": "saved-title"}, h.text(t("home.saved", lang))) + listed


def standing(info: GameInfo, summary: dict[str, Any], names: list[str],
             lang: str) -> list[str]:
    """Where a kept game stands: its round (for games played in rounds, in the game's
    own word) and whose turn it is, from the record's summary (records older than these
    facts say nothing)."""
    facts = []
    round_, rounds = summary.get("round"), summary.get("rounds")
    word = tr(info.round_word, lang)
    if isinstance(round_, int) and not summary.get("over"):
        facts.append(t("home.saved.round", lang, word=word, n=round_, of=rounds)
                     if isinstance(rounds, int)
                     else t("home.saved.round.open", lang, word=word, n=round_))
    seats = [s for s in summary.get("to_act") or [] if isinstance(s, int) and 0 <= s < len(names)]
    if seats:
        who = seat_names(seats, lang).format(**{f"p{s}": names[s] for s in seats})
        facts.append(t("home.saved.turn", lang, names=who))
    return facts


def link_choice(lang: str, session: Session) -> str:
    """A shared game just opened: play on from here, or watch it."""
    game = session.game
    players = ", ".join(session.names(lang))
    state = outcome(scored.scores(game, None), lang, session)
    actions = [h.button(t("link.watch", lang), "link-watch")]
    if not game.is_over:
        actions.insert(0, h.button(t("link.play", lang), "link-play", **{"class": "primary"}))
    moves = count("link.moves", lang, sum(1 for m in game.history if m.seat >= 0))
    body = h.tag("section", {"class": "link"},
                 h.tag("p", None, h.text(t("link.facts", lang, players=players,
                                            moves=moves, state=state))),
                 h.tag("div", {"class": "actions"}, *actions))
    return frame(lang, t("link.title", lang, game=tr(game.info.name, lang)), body)


def setup_form(lang: str, info: GameInfo, form: dict[str, str], error: str | None) -> str:
    """The new-game form; its fields report changes as ``field`` events. Under the
    options, the region "note" for the game's word on them (``GameScreen.setup_note``),
    filled apart: it may come later, once the game's screen is imported, and the form
    must not be drawn anew (nor the focus taken from its field) for it."""
    raw = form.get("players", "")
    players = int(raw) if raw.isdigit() else info.min_players
    rows = [_select(
        "players", t("setup.players", lang), str(players),
        [(str(n), str(n)) for n in range(info.min_players, info.max_players + 1)],
    )]
    kinds = ("human", *registry.entry(info.id).bots)
    for seat in range(players):
        kind = form.get(f"seat{seat}", "human" if seat == 0 else "normal")
        rows.append(_select(f"seat{seat}", t("setup.seat", lang, n=seat + 1), kind,
                            [(k, t(f"seat.{k}", lang)) for k in kinds]))
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
                        "value": form.get("seed", ""), "aria-describedby": "seed-help"}),
        h.tag("small", {"id": "seed-help"}, h.text(t("setup.seed.help", lang))),
    ))
    rows.append(h.tag("p", {"class": "setup-note", "aria-live": "polite",
                            "data-region": "note"}))
    if error:
        rows.append(h.tag("p", {"class": "error", "role": "alert"}, h.text(error)))
    rows.append(h.tag("div", {"class": "actions"},
                      h.button(t("setup.start", lang), "start", form="1", **{"class": "primary"}),
                      h.button(t("setup.embed", lang), "embed", form="1"),
                      h.button(t("nav.rules", lang), "rules", game=info.id),
                      *_lesson_buttons(info, form, lang)))
    return frame(lang, t("setup.title", lang, game=tr(info.name, lang)),
                 h.tag("form", {"class": "setup"}, *rows))


def _lesson_buttons(info: GameInfo, form: dict[str, str], lang: str) -> list[str]:
    """The lessons of the level or variants chosen in the form (Card City XL's)."""
    chosen = {opt.key: str(form.get(opt.key, opt.default)) for opt in info.options}
    return [h.button(tr(lessons.LESSONS[lesson].title, lang), "learn", lesson=lesson)
            for lesson in lessons.offered(info.id, chosen)]


def _select(name: str, label: str, value: str, choices: list[tuple[str, str]]) -> str:
    options = "".join(
        h.tag("option", {"value": v, "selected": v == value}, h.text(text))
        for v, text in choices
    )
    return h.tag("label", {"class": "field"}, h.tag("span", None, h.text(label)),
                 h.tag("select", {"name": name}, options))


def rules(lang: str, info: GameInfo, screen: GameScreen[Any]) -> str:
    """The rules help from the rules package, how to play by keyboard, and the extras;
    a picture of the game, Play and Back first, so a reader need not scroll to act."""
    name = tr(info.name, lang)
    parts = [
        h.tag("img", {"class": "picture", "src": f"{PICTURES}/{info.id}.svg",
                      "alt": t("home.picture", lang, game=name), "width": "320",
                      "height": "200"}),
        h.tag("div", {"class": "actions"},
              h.button(t("home.play", lang), "setup", game=info.id,
                       **{"class": "primary", "aria-label": f"{t('home.play', lang)}: {name}"}),
              _learn_button(info, lang),
              h.button(t("nav.back", lang), "back")),
    ]
    for heading, paragraphs in screen.rules_help:
        parts.append(h.tag("h2", None, h.text(tr(heading, lang))))
        parts.extend(_paragraph(tr(p, lang)) for p in paragraphs)
    parts.append(h.tag("h2", None, h.text(t("rules.tips", lang))))
    parts.append(h.tag("p", None, h.text(t("rules.tips.text", lang))))
    parts.append(h.tag("h2", None, h.text(t("rules.keys", lang))))
    parts.append(h.tag("p", None, h.text(t("keys", lang))))
    if "keys.game" in screen.strings.table:
        parts.append(h.tag("p", None, h.text(screen.strings.t("keys.game", lang))))
    body = h.tag("article", {"class": "rules"}, *parts, screen.rules_extra(lang),
                 h.tag("div", {"class": "actions"}, h.button(t("nav.back", lang), "back")))
    return frame(lang, t("rules.title", lang, game=name), body)


#: A step's number in running text: "1. " or "1) " at the start or after a space.
_STEP = re.compile(r"(?:^|(?<=\s))(\d+)[.)]\s+")


def steps(paragraph: str) -> tuple[str, list[str]]:
    """A paragraph's numbered steps ("1. ... 2. ..." or "1) ...; 2) ..."), split out:
    the words before the first step and each step's own words ([] if it has none).
    Only a run 1, 2, 3... counts: a stray "5)" in a sentence is not a list."""
    found, wanted = [], 1
    for match in _STEP.finditer(paragraph):
        if int(match[1]) == wanted:
            found.append(match)
            wanted += 1
    if len(found) < 2:
        return paragraph, []
    ends = [m.start() for m in found[1:]] + [len(paragraph)]
    items = [paragraph[m.end():end].strip().rstrip(";").rstrip()
             for m, end in zip(found, ends, strict=True)]
    return paragraph[:found[0].start()].strip(), items


def _paragraph(paragraph: str) -> str:
    """A help paragraph, its numbered steps as an ordered list (read out as steps)."""
    intro, items = steps(paragraph)
    if not items:
        return h.tag("p", None, h.text(paragraph))
    return ((h.tag("p", None, h.text(intro)) if intro else "")
            + h.tag("ol", {"class": "steps"}, *(h.tag("li", None, h.text(i)) for i in items)))


# -- dialogs -----------------------------------------------------------------------------
def dialog(ui: Ui) -> str:
    """The open dialog over the current screen ("" if none): Escape or Close shuts it."""
    lang, kind = ui.lang, ui.dialog
    if kind == "delete":
        return _delete_dialog(ui)
    warning = ""
    if kind == "share" and ui.session is not None:
        title, intro = t("share.title", lang), t("share.text", lang)
        content = sharing.game_link(ui.base_url, ui.session)
        if sharing.link_reveals_secrets(ui.session):
            warning = h.tag("p", {"class": "warning", "role": "alert"},
                            h.text(t("share.warning", lang)))
    elif kind == "embed" and ui.game_id:
        title, intro = t("embed.title", lang), t("embed.text", lang)
        content = sharing.embed_snippet(ui.base_url, ui.game_id, ui.form, lang)
    elif kind == "daily-share" and ui.session is not None and ui.session.daily:
        title, intro = t("share.daily", lang), ""
        content = sharing.daily_result(ui.session, lang, ui.base_url)
    else:
        return ""
    notice = h.tag("p", {"class": "notice", "role": "status"},
                   h.text(ui.notice)) if ui.notice else ""
    return _dialog(title, h.tag("p", None, h.text(intro)) if intro else "", warning,
                   h.tag("textarea", {"id": "dialog-text", "readonly": True, "rows": "4",
                                      "aria-label": title}, h.text(content)),
                   notice,
                   h.tag("div", {"class": "actions"},
                         h.button(t("share.copy", lang), "copy", target="dialog-text",
                                  **{"class": "primary"}),
                         h.button(t("dialog.close", lang), "close-dialog")))


def _delete_dialog(ui: Ui) -> str:
    lang = ui.lang
    record = ui.library.get(ui.subject)
    if record is None:
        return ""
    if "broken" in record:
        what = t("home.saved.broken", lang, reason=tr(record["broken"], lang))
    else:
        info = registry.info(record["save"]["game"])
        what = t("home.delete.text", lang, game=tr(info.name, lang), when=record_when(record))
    return _dialog(t("home.delete.title", lang), h.tag("p", None, h.text(what)),
                   h.tag("div", {"class": "actions"},
                         h.button(t("home.delete.yes", lang), "delete-yes", id=ui.subject,
                                  **{"class": "danger"}),
                         h.button(t("play.cancel", lang), "close-dialog")))


def _dialog(title: str, *content: str) -> str:
    return h.tag(
        "div", {"class": "dialog-backdrop"},
        h.tag("section", {"class": "dialog", "role": "dialog", "aria-modal": "true",
                          "aria-labelledby": "dialog-title"},
              h.tag("h2", {"id": "dialog-title"}, h.text(title)), *content))
