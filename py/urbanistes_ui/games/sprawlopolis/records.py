"""Sprawlopolis's own records on "Your games": the 816 ways to deal three scoring cards
out of 18, each won, lost or not played yet, with the best margin reached on it.

A result says which cards it was played with in its facts (``"scoring": "a-b-c"``, the
numbers ascending, and ``"margin"``: the team's total minus the target, see
``SprawlopolisScreen.result_facts``); a result without them (an older version's) is left
out. A combination is won if any game on it was won, lost if played and never won.

The grid: one table per lowest card (rows: the second card, columns: the third), a
triangle each; with a card chosen in the filter, one table of the 136 combinations that
hold it (rows and columns: the two other cards). Each cell is a button that starts a
new-game form on its combination (act ``setup`` with the option ``scoring``); each
table scrolls sideways inside its wrapper on a narrow screen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from urbanistes.sprawlopolis.data import SCORING_TEXTS
from urbanistes.sprawlopolis.info import DEAL, INFO, scoring_cards, scoring_value

from ... import html as h
from ...i18n import tr
from ...places import signed
from .strings import STRINGS

CARDS = tuple(range(1, 19))
#: Every combination of three scoring cards, "a-b-c" with a < b < c, in order: the
#: new-game form's choices for the ``scoring`` option.
COMBOS: tuple[str, ...] = tuple(c.value for opt in INFO.options if opt.key == "scoring"
                                for c in opt.choices if c.value != DEAL)
_KNOWN = frozenset(COMBOS)
#: The filter's field on the page.
CARD_FIELD = "stats-card"


@dataclass
class Outcome:
    """What was reached on one combination."""

    won: bool = False
    #: The best margin (total minus target) over its games; None if none said it.
    best: int | None = None

    def add(self, won: bool, margin: int | None) -> None:
        self.won = self.won or won
        if margin is not None and (self.best is None or margin > self.best):
            self.best = margin


def outcomes(results: Sequence[Mapping[str, Any]]) -> dict[str, Outcome]:
    """Combination -> its outcome, for every combination played in ``results``."""
    found: dict[str, Outcome] = {}
    for result in results:
        if result.get("game") != "sprawlopolis":
            continue
        facts = result.get("facts")
        if not isinstance(facts, Mapping):
            continue
        key = facts.get("scoring")
        if not isinstance(key, str) or key not in _KNOWN:
            continue
        margin = facts.get("margin")
        found.setdefault(key, Outcome()).add(
            bool(result.get("winners")), margin if type(margin) is int else None)
    return found


def unbeaten(results: Sequence[Mapping[str, Any]], card: int | None) -> list[str]:
    """The combinations not won yet (lost or never played), holding ``card`` if given,
    sorted as ``COMBOS`` is (by card numbers)."""
    done = outcomes(results)
    return [key for key in COMBOS
            if not (key in done and done[key].won)
            and (card is None or card in scoring_cards(key))]


def pick(left: Sequence[str], played: int) -> str | None:
    """An unbeaten combination to play, spread over ``left`` and another one after each
    game played (``played``), so that drawing is a pure function of the records."""
    return left[played * 7919 % len(left)] if left else None


def chosen_card(choices: Mapping[str, str]) -> int | None:
    """The card the filter holds (None: every card; so is garbage)."""
    raw = choices.get(CARD_FIELD, "")
    try:
        card = int(raw)
    except (TypeError, ValueError):
        return None
    return card if card in CARDS else None


# -- drawing ------------------------------------------------------------------------------
def _status(outcome: Outcome | None) -> str:
    if outcome is None:
        return "none"
    return "won" if outcome.won else "lost"


def _status_words(outcome: Outcome | None, lang: str) -> str:
    status = _status(outcome)
    if outcome is None or outcome.best is None:
        return STRINGS.t(f"records.{status}", lang)
    return STRINGS.t(f"records.{status}.margin", lang, margin=signed(outcome.best))


def _name(card: int, lang: str) -> str:
    return tr(SCORING_TEXTS[card][0], lang)


def _cell(key: str, outcome: Outcome | None, lang: str) -> str:
    a, b, c = scoring_cards(key)
    words = STRINGS.t("records.combo", lang, a=a, b=b, c=c,
                      names=", ".join(_name(n, lang) for n in (a, b, c)),
                      status=_status_words(outcome, lang))
    if outcome is None:
        label = "·"
    elif outcome.best is not None:
        label = signed(outcome.best)
    else:
        label = "✓" if outcome.won else "✗"
    return h.tag("td", None, h.button(label, "setup", game="sprawlopolis", scoring=key, **{
        "class": f"combo-cell combo-{_status(outcome)}", "aria-label": words, "title": words}))


def _table(fixed: int, others: Sequence[int], caption: str, done: Mapping[str, Outcome],
           lang: str) -> str:
    """The triangle of combinations ``fixed`` + two of ``others`` (ascending): rows the
    lower one, columns the higher."""
    rows, cols = others[:-1], others[1:]
    head = h.tag("tr", None, h.tag("td", None),
                 *(h.tag("th", {"scope": "col", "title": _name(c, lang)}, str(c))
                   for c in cols))
    body = []
    for row in rows:
        cells = [h.tag("th", {"scope": "row", "title": _name(row, lang)}, str(row))]
        for col in cols:
            if col <= row:
                cells.append(h.tag("td", None))
            else:
                key = scoring_value((fixed, row, col))
                cells.append(_cell(key, done.get(key), lang))
        body.append(h.tag("tr", None, *cells))
    return h.tag("div", {"class": "combo-scroll"}, h.tag(
        "table", {"class": "combo-grid"}, h.tag("caption", None, h.text(caption)),
        h.tag("thead", None, head), h.tag("tbody", None, *body)))


def _filter(card: int | None, lang: str) -> str:
    options = [h.tag("option", {"value": "", "selected": card is None},
                     h.text(STRINGS.t("records.every_card", lang)))]
    options += [h.tag("option", {"value": str(n), "selected": n == card},
                      h.text(STRINGS.t("records.card_option", lang, n=n, name=_name(n, lang))))
                for n in CARDS]
    return h.tag("label", {"class": "field combo-filter"},
                 h.tag("span", None, h.text(STRINGS.t("records.filter", lang))),
                 h.tag("select", {"name": CARD_FIELD}, *options))


def _legend(lang: str) -> str:
    samples = (("won", signed(4)), ("lost", signed(-3)), ("none", "·"))
    items = [h.tag("li", None,
                   h.tag("span", {"class": f"combo-swatch combo-{status}", "aria-hidden": "true"},
                         h.text(sample)),
                   " ", h.text(STRINGS.t(f"records.legend.{status}", lang)))
             for status, sample in samples]
    return h.tag("ul", {"class": "combo-legend"}, *items)


def records_html(results: Sequence[Mapping[str, Any]], lang: str,
                 choices: Mapping[str, str]) -> str:
    """The section "Your games" shows for Sprawlopolis: counts, legend, filter, the
    button that plays an unbeaten combination, and the grid."""
    done = outcomes(results)
    card = chosen_card(choices)
    shown = [k for k in COMBOS if card is None or card in scoring_cards(k)]
    won = sum(1 for k in shown if k in done and done[k].won)
    lost = sum(1 for k in shown if k in done and not done[k].won)
    count = STRINGS.t("records.count", lang, won=won, total=len(shown), lost=lost,
                      none=len(shown) - won - lost)
    if card is None:
        tables = [_table(a, CARDS[a:], STRINGS.t("records.lowest", lang, n=a,
                                                 name=_name(a, lang)), done, lang)
                  for a in CARDS[:-2]]
        unbeaten_label = STRINGS.t("records.unbeaten", lang)
    else:
        tables = [_table(card, [n for n in CARDS if n != card],
                         STRINGS.t("records.with", lang, n=card, name=_name(card, lang)),
                         done, lang)]
        unbeaten_label = STRINGS.t("records.unbeaten.card", lang, n=card)
    button = h.button(unbeaten_label, "setup", game="sprawlopolis",
                      scoring=pick(unbeaten(results, card), len(results)),
                      **{"class": "primary combo-unbeaten", "disabled": won == len(shown)})
    left = won < len(shown)
    return h.tag(
        "section", {"class": "combo-records"},
        h.tag("h3", None, h.text(STRINGS.t("records.title", lang))),
        h.tag("p", {"class": "combo-count"}, h.text(count)),
        _legend(lang),
        h.tag("div", {"class": "combo-tools"}, _filter(card, lang), button),
        "" if left else h.tag("p", None, h.text(STRINGS.t("records.all_won", lang))),
        h.tag("p", {"class": "combo-how"}, h.text(STRINGS.t(
            "records.how" if card is None else "records.how.card", lang))),
        h.tag("div", {"class": "combo-tables"}, *tables))
