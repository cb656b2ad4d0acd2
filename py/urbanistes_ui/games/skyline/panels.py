"""The HTML beside Skyline's sheet: the dock (the dice in the middle, the die to write,
the accusation, the step's buttons) and the side panel (the round, each player's public
record, the bonus race, and every sheet once the game is over). Everything comes from
the viewer's view; the dock's controls are the step's only buttons."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from urbanistes.skyline.data import ACCUSATION_PENALTY, SHEET
from urbanistes.skyline.game import SkylineView

from ... import html as h
from ...state import Ctx
from .frame import Frame, card_title
from .picture import SheetPicture
from .svg import die_svg, sheet_layer


def draft_order(view: SkylineView) -> list[int]:
    """Seats in the order they take dice this round: the thrower, then leftward."""
    n = len(view["taken"])
    return [(view["thrower"] + k) % n for k in range(n)]


def dice_taken(view: SkylineView, seat: int) -> list[int]:
    """Every die ``seat`` took, in order: the finished rounds (the record), then this
    round's die while the round is open. The game's last round is in the record and
    still in ``taken`` at the end: counting it twice would show one die too many."""
    dice = [row[seat] for row in view["log"]]
    now = view["taken"][seat]
    if now is not None and view["phase"] != "over":
        dice.append(now)
    return dice


def fits_text(ctx: Ctx, n: int) -> str:
    return ctx.t("fits.0" if n == 0 else "fits.1" if n == 1 else "fits.n", n=n)


# -- the dock --------------------------------------------------------------------------

def pool(ctx: Ctx, view: SkylineView, *, active: bool, fits: Mapping[int, int]) -> str:
    """The dice in the middle as buttons (enabled on the viewer's draft turn), each with
    how many boxes of the viewer's sheet it would fit (asked of the rules)."""
    buttons = []
    for die in view["pool"]:
        fit = fits.get(die)
        note = h.tag("span", {"class": "sk-fit"}, h.text(fits_text(ctx, fit))) \
            if fit is not None else ""
        name = ctx.t("take.key" if active else "take", die=die)
        buttons.append(h.tag(
            "button", {"type": "button", "class": "sk-take", "data-act": "take",
                       "data-die": die, "disabled": not active,
                       "aria-keyshortcuts": str(die) if active else None},
            h.tag("span", {"class": "sr-only"}, h.text(name + ",")),
            die_svg(die, ctx.t("tip.pool", die=die), hidden=True), note))
    title = ctx.t("pool.take" if active else "pool")
    body = (h.tag("div", {"class": "sk-pool"}, *buttons) if buttons
            else h.tag("p", None, h.text(ctx.t("pool.empty"))))
    return h.tag("section", {"class": "sk-draft"}, h.tag("h2", None, h.text(title)), body)


def taken(ctx: Ctx, view: SkylineView) -> str:
    """This round's dice by seat, in draft order, each with its taker's name (a seat's
    last move is the die it took)."""
    items = []
    for seat in draft_order(view):
        die = view["taken"][seat]
        if die is None:
            items.append(h.tag("li", {"class": "sk-slot"},
                               h.tag("span", {"class": "sk-empty", "aria-hidden": "true"}),
                               h.tag("span", None, h.text(ctx.name(seat))),
                               h.tag("span", {"class": "sr-only"},
                                     h.text(ctx.t("taken.next", who=ctx.name(seat))))))
            continue
        items.append(h.tag("li", {"class": "sk-slot"},
                           die_svg(die, ctx.t("tip.taken", who=ctx.name(seat), die=die)),
                           h.tag("span", {"aria-hidden": "true"}, h.text(ctx.name(seat)))))
    left = ""
    if view["phase"] == "write" and view["pool"]:
        left = h.tag("p", {"class": "sk-left"},
                     h.text(ctx.t("left_over", dice=", ".join(map(str, view["pool"])))))
    return h.tag("section", {"class": "sk-taken"},
                 h.tag("h3", None, h.text(ctx.t("taken"))),
                 h.tag("ul", None, *items), left)


def accuse_button(ctx: Ctx) -> str:
    return h.tag("div", {"class": "controls"},
                 h.button(ctx.t("accuse.open"), "accuse-open", **{"class": "sk-accuse"}))


def suspects(ctx: Ctx, seats: Sequence[int]) -> str:
    """Step 1 of an accusation: whom (each seat the rules let the viewer accuse)."""
    buttons = [h.button(ctx.t("accuse.seat", seat=ctx.name(s)), "suspect", seat=s)
               for s in seats]
    return h.tag("section", {"class": "sk-accusing", "role": "group",
                             "aria-labelledby": "sk-accuse-title"},
                 h.tag("h2", {"id": "sk-accuse-title"}, h.text(ctx.t("accuse.title"))),
                 h.tag("p", None, h.text(ctx.t("accuse.rule", n=ACCUSATION_PENALTY))),
                 h.tag("div", {"class": "controls"}, *buttons,
                       h.button(ctx.t("play.cancel"), "cancel",
                                **{"aria-keyshortcuts": "Escape"})))


def accusation(ctx: Ctx, seat: int) -> str:
    """Step 2: the accusation chosen, held until the player confirms it with the shell's
    "Confirm turn" (its answer is public at once: it cannot be taken back)."""
    return h.tag("section", {"class": "sk-accusing", "role": "group",
                             "aria-labelledby": "sk-accuse-title"},
                 h.tag("h2", {"id": "sk-accuse-title"},
                       h.text(ctx.t("accuse.confirm", seat=ctx.name(seat)))),
                 h.tag("p", None, h.text(ctx.t("accuse.rule", n=ACCUSATION_PENALTY))))


def accusation_result(ctx: Ctx, view: SkylineView) -> str:
    """The answer to the viewer's accusation made this round (it is public)."""
    for round_, accuser, accused, right in view["accusations"]:
        if round_ == view["round"] and accuser == ctx.viewer:
            key = "accuse.right" if right else "accuse.wrong"
            return h.tag("p", {"class": "sk-answer " + ("right" if right else "wrong")},
                         h.text(ctx.t(key, seat=ctx.name(accused), n=ACCUSATION_PENALTY)))
    return ""


def your_die(ctx: Ctx, die: int, *words: str) -> str:
    return h.tag("section", {"class": "sk-write"},
                 h.tag("h2", None, h.text(ctx.t("your_die"))),
                 h.tag("div", {"class": "sk-your-die"},
                       die_svg(die, ctx.t("tip.your_die", die=die)),
                       *(h.tag("p", None, h.text(w)) for w in words)))


def lose_reason(ctx: Ctx, sheet: SheetPicture, die: int) -> str:
    """Why the die fits nowhere, in words, from the rules each unfinished column keeps
    (the rules found no box; this says which rules stand in the way)."""
    clauses: list[str] = []
    for column in sheet.columns():
        if not column.exists or column.complete:
            continue
        clause = ctx.t(f"why.{column.part}", rule=ctx.t(f"why.rule.{column.rule}"))
        if clause not in clauses:
            clauses.append(clause)
    return ctx.t("lose.why", die=die, rules="; ".join(clauses))


# -- the side panel --------------------------------------------------------------------

def round_panel(ctx: Ctx, view: SkylineView) -> str:
    phase = view["phase"]
    lines = [h.tag("p", None, h.text(ctx.t("thrower", who=ctx.name(view["thrower"]))))]
    if phase in ("draft", "write"):
        lines.append(h.tag("p", None, h.text(ctx.t(f"phase.{phase}"))))
    return h.tag("section", {"class": "sk-round"},
                 h.tag("h3", None, h.text(ctx.t("round", n=view["round"],
                                                 last=view["last_round"]))), *lines)


def _news(ctx: Ctx, view: SkylineView, seat: int) -> list[str]:
    """What a seat announced, in words: bubbles, end conditions, accusations."""
    news = [ctx.t("news.claim", n=t + 1, round=view["claim_rounds"][t])
            for t, claim in enumerate(view["claims"]) if seat in claim]
    if view["stuck"][seat]:
        news.append(ctx.t("news.stuck", round=view["stuck"][seat]))
    if view["idle"][seat]:
        news.append(ctx.t("news.idle", round=view["idle"][seat]))
    if seat in view["ended_by"]:
        news.append(ctx.t("news.ended"))
    for round_, accuser, accused, right in view["accusations"]:
        if accuser == seat:
            answer = ctx.t("answer.right") if right else ctx.t("answer.wrong",
                                                               n=ACCUSATION_PENALTY)
            news.append(ctx.t("news.accused", seat=ctx.name(accused), round=round_,
                              answer=answer))
    if view["cards_on"] and seat in view["may_accuse"] and view["phase"] != "over":
        news.append(ctx.t("may_accuse"))
    sheet = view["sheets"][seat]
    if sheet is not None and sheet["lost"]:
        lost = sheet["lost"]
        news.append(ctx.t("lost.1") if lost == 1 else ctx.t("lost.n", n=lost))
    return news


def card_words(ctx: Ctx, view: SkylineView, seat: int) -> str:
    card = view["cards"][seat]
    if not view["cards_on"]:
        return ctx.t("card.none")
    if card is None:
        return ctx.t("card.secret")
    return card_title(card, ctx.lang)


def players_panel(ctx: Ctx, view: SkylineView) -> str:
    """Each player's public record: card (when shown), dice taken, announcements."""
    items = []
    for seat in range(len(view["taken"])):
        name = ctx.t("you", who=ctx.name(seat)) if seat == ctx.viewer else ctx.name(seat)
        dice = dice_taken(view, seat)
        dice_line = (ctx.t("dice", dice=" ".join(map(str, dice))) if dice
                     else ctx.t("dice.none"))
        facts = [h.tag("li", None, h.text(line)) for line in _news(ctx, view, seat)]
        items.append(h.tag(
            "li", {"class": "sk-player" + (" me" if seat == ctx.viewer else ""),
                   "data-seat": seat},
            h.tag("strong", None, h.text(name)), " · ",
            h.tag("span", {"class": "sk-card-name"}, h.text(card_words(ctx, view, seat))),
            h.tag("p", {"class": "sk-dice"}, h.text(dice_line)),
            h.tag("ul", {"class": "sk-news"}, *facts) if facts else ""))
    return h.tag("section", {"class": "sk-players"},
                 h.tag("h3", None, h.text(ctx.t("players"))),
                 h.tag("ul", None, *items))


def bonus_panel(ctx: Ctx, view: SkylineView) -> str:
    """The bonus race: who circled each bubble, and when (public announcements)."""
    head = h.tag("tr", None, *(h.tag("th", {"scope": "col"}, h.text(ctx.t(k)))
                               for k in ("bonus.tower", "bonus.value", "bonus.who")))
    rows = []
    for t, claim in enumerate(view["claims"]):
        who = (", ".join(ctx.name(s) for s in claim) if claim else "")
        cell = (ctx.t("bonus.by", who=who, round=view["claim_rounds"][t]) if claim
                else ctx.t("bonus.open"))
        rows.append(h.tag("tr", {"class": "claimed" if claim else None},
                          h.tag("th", {"scope": "row"}, str(t + 1)),
                          h.tag("td", {"class": "num"}, str(SHEET[t].bonus)),
                          h.tag("td", None, h.text(cell))))
    note = h.tag("p", {"class": "sk-note"}, h.text(ctx.t("bonus.note"))) \
        if view["cards_on"] else ""
    return h.tag("section", {"class": "sk-bonus"},
                 h.tag("h3", None, h.text(ctx.t("bonus"))),
                 h.tag("table", {"class": "scores"}, h.tag("thead", None, head),
                       h.tag("tbody", None, *rows)), note)


def sheet_figure(ctx: Ctx, view: SkylineView, seat: int, sheet: Mapping[str, Any],
                 total: int | None, last: tuple[int, int] | None) -> str:
    """A revealed sheet, with its card below it, its owner and total."""
    picture = SheetPicture.of(sheet)
    frame = Frame.of(picture, ctx.lang, "bottom")
    label = ctx.t("sheet_of", who=ctx.name(seat))
    card = card_words(ctx, view, seat)
    caption = (ctx.t("caption", who=ctx.name(seat), card=card, points=ctx.t("points", n=total))
               if total is not None else ctx.t("caption.live", who=ctx.name(seat), card=card))
    return h.tag("figure", {"class": "sk-other", "data-seat": seat},
                 sheet_layer(picture, frame=frame, lang=ctx.lang, label=label, last=last,
                             seat=seat + 1),
                 h.tag("figcaption", None, h.text(caption)))

