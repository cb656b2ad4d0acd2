"""HTML of the screens every game shares: frame, home, new-game form, rules, scores."""

from __future__ import annotations

from urbanistes import registry
from urbanistes.engine import GameInfo, Scores

from . import html as h
from .i18n import t, tr
from .session import SEAT_KINDS


def frame(lang: str, title: str, body: str, rules_for: str | None = None) -> str:
    """The header bar (with a rules button while playing) and the screen below it."""
    header = h.tag(
        "header", {"class": "bar"},
        h.button("Urbanistes", "home", **{"class": "brand", "aria-label": t("nav.home", lang)}),
        h.tag("h1", {"class": "title"}, h.text(title)),
        h.button(t("nav.rules", lang), "rules", game=rules_for, **{"class": "lang"})
        if rules_for else "",
        h.button(t("lang.switch", lang), "lang",
                 **{"class": "lang", "aria-label": t("lang.switch.label", lang)}),
    )
    return header + h.tag("main", {"class": "screen"}, body)


def players_text(info: GameInfo, lang: str) -> str:
    if info.min_players == info.max_players:
        return t("home.players.one", lang, min=info.min_players)
    return t("home.players", lang, min=info.min_players, max=info.max_players)


def home(lang: str, resume: GameInfo | None = None) -> str:
    """The game list, with the unfinished game of this visit first if there is one."""
    banner = ""
    if resume is not None:
        banner = h.tag("p", {"class": "resume"},
                       h.text(t("home.resume", lang, game=tr(resume.name, lang))), " ",
                       h.button(t("home.resume.button", lang), "resume",
                                **{"class": "primary"}))
    cards = []
    for info in registry.GAMES:
        facts = [players_text(info, lang), t("home.minutes", lang, minutes=info.minutes)]
        if info.cooperative:
            facts.append(t("home.coop", lang))
        action = (h.button(t("home.play", lang), "setup", game=info.id, **{"class": "primary"})
                  if info.playable
                  else h.tag("span", {"class": "coming"}, h.text(t("home.coming", lang))))
        rules = (h.button(t("nav.rules", lang), "rules", game=info.id)
                 if info.playable else "")
        cards.append(h.tag(
            "li", {"class": "game" + ("" if info.playable else " unavailable"),
                   "data-game": info.id},
            h.tag("h2", None, h.text(tr(info.name, lang))),
            h.tag("p", {"class": "facts"}, h.text(" · ".join(facts))),
            h.tag("p", {"class": "pitch"}, h.text(tr(info.pitch, lang))),
            h.tag("div", {"class": "actions"}, action, rules),
        ))
    return frame(lang, t("app.tagline", lang),
                 banner + h.tag("ul", {"class": "games"}, *cards))


def setup_form(lang: str, info: GameInfo, form: dict[str, str], error: str | None) -> str:
    """The new-game form; its fields report changes as ``field`` events."""
    players = int(form.get("players", info.min_players))
    rows = [_select(
        "players", t("setup.players", lang), str(players),
        [(str(n), str(n)) for n in range(info.min_players, info.max_players + 1)],
    )]
    for seat in range(players):
        kind = form.get(f"seat{seat}", "human" if seat == 0 else "greedy")
        rows.append(_select(
            f"seat{seat}", t("setup.seat", lang, n=seat + 1), kind,
            [(k, t(f"seat.{k}", lang)) for k in SEAT_KINDS],
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
                      h.button(t("nav.rules", lang), "rules", game=info.id)))
    return frame(lang, t("setup.title", lang, game=tr(info.name, lang)),
                 h.tag("form", {"class": "setup", "onsubmit": "return false"}, *rows))


def _select(name: str, label: str, value: str, choices: list[tuple[str, str]]) -> str:
    options = "".join(
        h.tag("option", {"value": v, "selected": v == value}, h.text(text))
        for v, text in choices
    )
    return h.tag("label", {"class": "field"}, h.tag("span", None, h.text(label)),
                 h.tag("select", {"name": name}, options))


def rules(lang: str, info: GameInfo, sections, extra: str = "") -> str:
    """The rules help: (heading, paragraphs) pairs from the rules package."""
    parts = []
    for heading, paragraphs in sections:
        parts.append(h.tag("h2", None, h.text(tr(heading, lang))))
        parts.extend(h.tag("p", None, h.text(tr(p, lang))) for p in paragraphs)
    body = h.tag("article", {"class": "rules"}, *parts, extra,
                 h.tag("div", {"class": "actions"}, h.button(t("nav.back", lang), "back")))
    return frame(lang, t("rules.title", lang, game=tr(info.name, lang)), body)


def score_table(scores: Scores, lang: str, *, final: bool) -> str:
    """The line-by-line breakdown, one column per sheet (player or team)."""
    sheets = scores.sheets
    head = h.tag("tr", None, h.tag("th", {"scope": "col"}, h.text(t("score.line", lang))),
                 *(h.tag("th", {"scope": "col"}, h.text(tr(s.name, lang))) for s in sheets))
    rows = []
    for i, line in enumerate(sheets[0].lines):
        label = tr(line.label, lang)
        if line.detail:
            label += f" — {tr(line.detail, lang)}"
        cells = [h.tag("td", {"class": "num"}, str(s.lines[i].points)) for s in sheets]
        rows.append(h.tag("tr", None, h.tag("th", {"scope": "row"}, h.text(label)), *cells))
    totals = [h.tag("td", {"class": "num total",
                           "id": f"{'final' if final else 'live'}-total-{i}"}, str(s.total))
              for i, s in enumerate(sheets)]
    rows.append(h.tag("tr", {"class": "total"},
                      h.tag("th", {"scope": "row"}, h.text(t("end.total", lang))), *totals))
    return h.tag("table", {"class": "scores"}, h.tag("thead", None, head),
                 h.tag("tbody", None, *rows))
