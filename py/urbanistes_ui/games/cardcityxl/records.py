"""Card City XL's own records on "Your games": the solo ranks.

A solo result keeps the rank its city reached in its facts (``"rank"``: an index into
``RANK_NAMES``, or None for a city over 30% pollution, which loses; see
``CardCityScreen.result_facts``); a result without it (an older version's) is left out,
and so are the games of several players. The variants do not count apart: a rank is a
rank, with or without them.

Two tables: the best rank per victory condition (rows) and level (columns); then the
booklet's rank table (ranks as rows, each victory's lowest score as columns) with the
best rank per victory marked, for the level the filter holds (``stats-level``: one of
the three, or every level together; normal by default).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from urbanistes.cardcityxl.data import RANK_FLOORS, RANK_NAMES
from urbanistes.cardcityxl.info import LEVELS, VICTORY_NAMES
from urbanistes.cardcityxl.views import UNITS

from ... import html as h
from ...i18n import tr
from .strings import STRINGS

#: The filter's field on the page, and its value for every level together.
LEVEL_FIELD = "stats-level"
ALL_LEVELS = "all"
DEFAULT_LEVEL = "normal"
#: (victory, level) -> the best rank reached, None where every game was lost (too
#: polluted); a way to play never played is absent.
Best = dict[tuple[str, str], int | None]


def _rank_of(result: Mapping[str, Any]) -> tuple[str, str, int | None] | None:
    """(victory, level, rank) of a counted solo result, None if it is not one."""
    if result.get("game") != "cardcityxl":
        return None
    seats, facts, options = result.get("seats"), result.get("facts"), result.get("options")
    if not (isinstance(seats, list) and len(seats) == 1 and isinstance(facts, Mapping)
            and isinstance(options, Mapping) and "rank" in facts):
        return None
    victory, level, reached = options.get("victory"), options.get("level"), facts["rank"]
    if victory not in VICTORY_NAMES or level not in LEVELS:
        return None
    if reached is not None and not (type(reached) is int and 0 <= reached < len(RANK_NAMES)):
        return None
    return str(victory), str(level), reached


def best_ranks(results: Sequence[Mapping[str, Any]]) -> Best:
    """The best rank per victory and level (see ``Best``)."""
    best: Best = {}
    for result in results:
        found = _rank_of(result)
        if found is None:
            continue
        victory, level, reached = found
        before = best.get((victory, level))
        if (victory, level) not in best or (
                reached is not None and (before is None or reached > before)):
            best[(victory, level)] = reached
    return best


def best_for(best: Best, victory: str, level: str) -> tuple[bool, int | None]:
    """(played, best rank) of ``victory`` at ``level`` (or ``ALL_LEVELS``)."""
    levels = list(LEVELS) if level == ALL_LEVELS else [level]
    reached = [best[(victory, lv)] for lv in levels if (victory, lv) in best]
    ranks = [r for r in reached if r is not None]
    return bool(reached), max(ranks) if ranks else None


def chosen_level(choices: Mapping[str, str]) -> str:
    """The level the filter holds (``ALL_LEVELS`` for all; garbage reads as normal)."""
    level = choices.get(LEVEL_FIELD, DEFAULT_LEVEL)
    return level if level in LEVELS or level == ALL_LEVELS else DEFAULT_LEVEL


# -- drawing ------------------------------------------------------------------------------
def _dash(lang: str, words: str) -> str:
    """A dash seen, its meaning heard."""
    return (h.tag("span", {"aria-hidden": "true"}, "—")
            + h.tag("span", {"class": "sr-only"}, h.text(words)))


def _scrolling(cls: str, caption: str, head: str, rows: list[str]) -> str:
    """A table in a wrapper that scrolls sideways on a narrow screen: a labelled region
    the keyboard can reach and scroll (its cells hold nothing to focus)."""
    return h.tag("div", {"class": "rank-scroll", "role": "region", "tabindex": "0",
                         "aria-label": caption},
                 h.tag("table", {"class": f"rank-table {cls}"},
                       h.tag("caption", None, h.text(caption)),
                       h.tag("thead", None, head), h.tag("tbody", None, *rows)))


def _best_cell(played: bool, reached: int | None, lang: str) -> str:
    if not played:
        return h.tag("td", {"class": "rank-none"}, _dash(lang, STRINGS.t("records.unplayed",
                                                                         lang)))
    if reached is None:
        return h.tag("td", {"class": "rank-out"}, h.text(STRINGS.t("records.out", lang)))
    return h.tag("td", {"class": "rank-reached"}, h.text(tr(RANK_NAMES[reached], lang)))


def _best_table(best: Best, lang: str) -> str:
    head = h.tag("tr", None, h.tag("td", None),
                 *(h.tag("th", {"scope": "col"}, h.text(tr(name, lang)))
                   for name in LEVELS.values()))
    rows = [h.tag("tr", None, h.tag("th", {"scope": "row"}, h.text(tr(name, lang))),
                  *(_best_cell(*best_for(best, victory, level), lang) for level in LEVELS))
            for victory, name in VICTORY_NAMES.items()]
    return _scrolling("rank-best-table", STRINGS.t("records.best.caption", lang), head, rows)


def _floor_cell(victory: str, index: int, mine: int | None, lang: str) -> str:
    floor = RANK_FLOORS[victory][index]
    content = (_dash(lang, STRINGS.t("records.no_floor", lang)) if floor is None
               else str(floor))
    if index != mine:
        return h.tag("td", None, content)
    return h.tag("td", {"class": "rank-best"}, content,
                 h.tag("span", {"class": "rank-star", "aria-hidden": "true"}, " ★"),
                 h.tag("span", {"class": "sr-only"},
                       h.text(" " + STRINGS.t("records.yours", lang))))


def _booklet_table(best: Best, level: str, lang: str) -> str:
    mine = {victory: best_for(best, victory, level)[1] for victory in VICTORY_NAMES}
    head = h.tag("tr", None, h.tag("th", {"scope": "col"},
                                   h.text(STRINGS.t("records.rank", lang))),
                 *(h.tag("th", {"scope": "col"},
                         h.text(STRINGS.t("records.victory_unit", lang, name=tr(name, lang),
                                          unit=tr(UNITS[victory], lang))))
                   for victory, name in VICTORY_NAMES.items()))
    rows = [h.tag("tr", None, h.tag("th", {"scope": "row"}, h.text(tr(name, lang))),
                  *(_floor_cell(victory, index, mine[victory], lang)
                    for victory in VICTORY_NAMES))
            for index, name in enumerate(RANK_NAMES)]
    which = (STRINGS.t("records.all_levels", lang) if level == ALL_LEVELS
             else tr(LEVELS[level], lang))
    return (h.tag("p", {"class": "rank-note"},
                  h.text(STRINGS.t("records.booklet.note", lang, level=which)))
            + _scrolling("rank-booklet", STRINGS.t("records.booklet.caption", lang), head, rows))


def _filter(level: str, lang: str) -> str:
    choices = [(key, tr(name, lang)) for key, name in LEVELS.items()]
    choices.append((ALL_LEVELS, STRINGS.t("records.all_levels", lang)))
    options = [h.tag("option", {"value": key, "selected": key == level}, h.text(words))
               for key, words in choices]
    return h.tag("label", {"class": "field rank-filter"},
                 h.tag("span", None, h.text(STRINGS.t("records.level", lang))),
                 h.tag("select", {"name": LEVEL_FIELD}, *options))


def records_html(results: Sequence[Mapping[str, Any]], lang: str,
                 choices: Mapping[str, str]) -> str:
    """The section "Your games" shows for Card City XL: the solo ranks."""
    best = best_ranks(results)
    level = chosen_level(choices)
    return h.tag(
        "section", {"class": "rank-records"},
        h.tag("h3", None, h.text(STRINGS.t("records.title", lang))),
        "" if best else h.tag("p", None, h.text(STRINGS.t("records.none_yet", lang))),
        _best_table(best, lang),
        h.tag("h3", None, h.text(STRINGS.t("records.booklet", lang))),
        _filter(level, lang),
        _booklet_table(best, level, lang))
