"""Skyline's play screen: a round in two steps, as the rules' ``phase`` says.

1. Draft: the dice in the middle are the dock's buttons; on the viewer's turn a tap (or
   keys 1-6) takes one. Before that, a player who still may ("may_accuse") can accuse
   a seat of holding Emploi fictif: "Accuse a player…", then whom.
2. Write: every box where the rules let the die go lights up on the viewer's sheet;
   a click writes it (on a touch screen a first tap shows the digit there, a second
   writes). A die that fits nowhere gets "Lose the die" with the reason in words;
   Emploi fictif gets "Pretend to write". Several seats write at once: on one device the
   shell's pass-the-device screen hides each sheet in turn.

Every move follows the shell's one commit rule: a die taken or written is provisional
(drawn where it went, undoable, seen by nobody) until "Confirm turn"; a move that shows
something at once (an accusation's answer; the last die written of a round, whose
announcements follow) is only held: the board and the dock preview it from
``Session.held`` until the player confirms or cancels.

Legality comes from the rules (``legal_actions``); the screen only draws. The big board
shows the seat the shell chooses (``Ctx.shown_seat``: the one the player pinned, the
acting bot, else the viewer): a sheet the viewer may see as it is, with its last box
written marked (the viewer's own, every sheet once over); another one veiled, with that
seat's public record and last move; nobody's behind the pass-the-device screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from urbanistes.engine import Action, Game, Move
from urbanistes.skyline.bots import NormalBot
from urbanistes.skyline.data import CARD_IDS, TUNED
from urbanistes.skyline.game import Skyline, SkylineView
from urbanistes.skyline.help import RULES_HELP

from ... import html as h
from ... import scored
from ...play import seats_named
from ...screen import Board, GameScreen, PickPlace, Play, move_focus, number
from ...state import Ctx, Event
from . import panels
from .frame import Frame, card_title
from .history import describe, last_move, last_writes, meaning
from .marks import ghost_layer, marks_layer, tab_stop
from .picture import SheetPicture, Spot, action_of, boxes_for, spot_of, spots_of
from .strings import STRINGS
from .svg import card_svg, hidden_layer, legend, place_words, sheet_layer, veiled_layer

#: The board's one tab stop among the lit boxes.
BOARD_STOP = '.board .sk-marks [tabindex="0"]'
ARROW_KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")
DICE_KEYS = ("1", "2", "3", "4", "5", "6")


@dataclass
class SkylineState(PickPlace):
    """The step being made: the lit box the arrows or a first tap chose (``PickPlace``:
    ``focus``, ``selected``), and ``accusing`` while choosing whom to accuse (the
    accusation chosen is then held by the shell until confirmed)."""

    accusing: bool = False

    def cancel(self) -> None:
        super().cancel()
        self.accusing = False


@dataclass(frozen=True)
class Step:
    """What the rules let the viewer do now: "take" (a die of ``pool``, or accuse one of
    ``accusable``), "write" (one of ``spots``), "lose", "pass", or "" (nothing)."""

    kind: str = ""
    spots: list[Spot] = field(default_factory=list)
    accusable: list[int] = field(default_factory=list)


def _game(ctx: Ctx) -> Skyline:
    game = ctx.game
    assert isinstance(game, Skyline)
    return game


def _view(ctx: Ctx) -> SkylineView:
    return cast(SkylineView, ctx.view)


def _held(ctx: Ctx) -> Action | None:
    """The viewer's move held for confirmation, if any (not played yet)."""
    return ctx.session.held if ctx.viewer is not None else None


class SkylineScreen(GameScreen[SkylineState]):
    strings = STRINGS
    rules_help = RULES_HELP
    touch_scale = 1.0

    def __init__(self) -> None:
        # One state's answers, kept while the player thinks (taps, arrows, focus).
        self._step: tuple[Game, int, Step] | None = None
        self._picture: tuple[Game, int, SheetPicture] | None = None

    def fresh(self) -> SkylineState:
        return SkylineState()

    # -- what the viewer may do ----------------------------------------------------
    def step(self, ctx: Ctx) -> Step:
        viewer = ctx.viewer
        if not ctx.to_move or viewer is None:
            return Step()
        game = ctx.game
        if self._step is not None and self._step[0] is game and self._step[1] == viewer:
            return self._step[2]
        actions = game.legal_actions(viewer)
        kinds = {a["type"] for a in actions}
        if "take" in kinds:
            found = Step("take", accusable=[a["seat"] for a in actions
                                            if a["type"] == "accuse"])
        elif "write" in kinds:
            found = Step("write", spots=spots_of(actions))
        else:
            found = Step(next(iter(kinds), ""))
        self._step = (game, viewer, found)
        return found

    def picture_of(self, ctx: Ctx, seat: int) -> SheetPicture | None:
        """The sheet of ``seat`` as the viewer may see it (None: hidden)."""
        raw = _view(ctx)["sheets"][seat]
        if raw is None:
            return None
        game = ctx.game
        if self._picture is not None and self._picture[0] is game and \
                self._picture[1] == seat:
            return self._picture[2]
        found = SheetPicture.of(raw)
        self._picture = (game, seat, found)
        return found

    # -- events --------------------------------------------------------------------
    def handle(self, ctx: Ctx, st: SkylineState, event: Event) -> Play | None:
        act = str(event.get("act", ""))
        step = self.step(ctx)
        if act == "key":
            return self._key(ctx, st, str(event.get("key", "")), step)
        if act == "cancel":
            st.cancel()
        elif step.kind == "take":
            return self._draft_act(ctx, st, act, event, step)
        elif step.kind == "write" and act == "write":
            column, floor = number(event, "column"), number(event, "floor")
            if column is None or floor is None or (column, floor) not in step.spots:
                return None
            if st.tap((column, floor), str(event.get("pointer", "mouse"))):
                return Play(action_of((column, floor)))
        elif step.kind in ("lose", "pass") and act == step.kind:
            return Play({"type": step.kind})
        return None

    def _draft_act(self, ctx: Ctx, st: SkylineState, act: str, event: Event,
                   step: Step) -> Play | None:
        seat = number(event, "seat")
        if act == "take" and not st.accusing:
            return _take(ctx, number(event, "die"))
        if act == "accuse-open" and step.accusable:
            st.accusing = True
        elif act == "suspect" and st.accusing and seat in step.accusable:
            return Play({"type": "accuse", "seat": seat})  # held: the answer is public
        return None

    def _key(self, ctx: Ctx, st: SkylineState, key: str, step: Step) -> Play | None:
        if key == "Escape":
            st.cancel()
        elif step.kind == "take" and key in DICE_KEYS and not st.accusing:
            return _take(ctx, int(key))
        elif step.kind == "write" and key in ARROW_KEYS:
            picture = self.picture_of(ctx, ctx.viewer or 0)
            if picture is not None:
                frame = self.frame(ctx, picture)
                places = {s: frame.spot_centre(s) for s in step.spots}
                st.focus = move_focus(places, tab_stop(step.spots, st.focus), key)
                st.selected = None
        return None

    def guide(self, ctx: Ctx, st: SkylineState, action: Action) -> str | None:
        kind = action["type"]
        if kind == "take":
            return f'[data-act="take"][data-die="{action["die"]}"]'
        if kind == "write":
            column, floor = spot_of(action)
            return f'.board [data-act="write"][data-column="{column}"][data-floor="{floor}"]'
        if kind == "accuse":
            if not st.accusing:
                return '[data-act="accuse-open"]'
            return f'[data-act="suspect"][data-seat="{action["seat"]}"]'
        return f'[data-act="{kind}"]'

    def focus(self, ctx: Ctx, st: SkylineState) -> str | None:
        kind = self.step(ctx).kind
        if kind == "take":
            if st.accusing:
                return '.dock [data-act="suspect"]'
            return '.dock [data-act="take"]:not([disabled])'
        if kind == "write":
            return BOARD_STOP
        if kind in ("lose", "pass"):
            return f'.dock [data-act="{kind}"]'
        return None

    # -- drawing -------------------------------------------------------------------
    def shown_seat(self, ctx: Ctx) -> int | None:
        """Whose sheet the big board shows: the shell's choice (the pinned seat, else the
        acting bot, else the viewer); nobody's behind the pass-the-device screen."""
        return None if ctx.session.handoff else ctx.shown_seat

    def frame(self, ctx: Ctx, picture: SheetPicture) -> Frame:
        """The card beside the sheet on wide screens, below it on touch screens."""
        return Frame.of(picture, ctx.lang, "bottom" if ctx.touch else "side")

    def board(self, ctx: Ctx, st: SkylineState) -> Board:
        seat = self.shown_seat(ctx)
        if seat is None:
            return Board(hidden_layer(ctx.lang), "")
        picture = self.picture_of(ctx, seat)
        if picture is None:
            return Board(self._veiled(ctx, seat), "")
        frame = self.frame(ctx, picture)
        box = frame.view_box
        held = _held(ctx) if ctx.own_board else None
        die = _view(ctx)["taken"][seat]
        if held is not None and held["type"] == "write" and die is not None:
            spot = spot_of(held)  # the die previewed where it will go, marked as written
            city = self._sheet(ctx, picture, frame, seat, spot)
            return Board(city, "", ghost_layer(frame=frame, sheet=picture, die=die, at=spot,
                                               view_box=box))
        city = self._sheet(ctx, picture, frame, seat, last_writes(ctx.game).get(seat))
        step = self.step(ctx)
        if step.kind != "write" or die is None or not ctx.own_board:
            return Board(city, "")
        marks = marks_layer(frame=frame, sheet=picture, spots=step.spots, die=die,
                            lang=ctx.lang, view_box=box, focus=st.focus, selected=st.selected)
        ghost = ghost_layer(frame=frame, sheet=picture, die=die, at=st.selected,
                            view_box=box)
        return Board(city, marks, ghost)

    def _sheet(self, ctx: Ctx, picture: SheetPicture, frame: Frame, seat: int,
               last: Spot | None) -> str:
        return sheet_layer(picture, frame=frame, lang=ctx.lang,
                           label=ctx.t("sheet_of", who=ctx.name(seat)), last=last,
                           seat=seat + 1)

    def _veiled(self, ctx: Ctx, seat: int) -> str:
        """A sheet the viewer may not see: what is public of it (its bubbles, the dice
        its owner took, its card if unmasked) and its owner's last move."""
        view = _view(ctx)
        dice = panels.dice_taken(view, seat)
        lines = [ctx.t("dice", dice=" ".join(map(str, dice))) if dice
                 else ctx.t("dice.none")]
        if view["cards"][seat] is not None:
            lines.append(panels.card_words(ctx, view, seat))
        game = _game(ctx)
        said = last_move(game, seat, ctx.lang)
        last = ctx.t("veil.last", words=seats_named(said, ctx.session.names(ctx.lang))) \
            if said else ""
        bubbles = tuple(game.bubbles(seat))
        return veiled_layer(ctx.lang, ctx.t("veil.title", who=ctx.name(seat)), bubbles,
                            tuple(lines), last)

    def dock(self, ctx: Ctx, st: SkylineState) -> str:
        view = _view(ctx)
        if view["phase"] == "write" and ctx.viewer is not None:
            return self._write_dock(ctx, view)
        held = _held(ctx)
        if held is not None and held["type"] == "accuse":
            return panels.accusation(ctx, held["seat"])
        step = self.step(ctx)
        if step.kind == "take" and st.accusing:
            return panels.suspects(ctx, step.accusable)
        active = step.kind == "take"
        accuse = panels.accuse_button(ctx) if active and step.accusable else ""
        return (panels.accusation_result(ctx, view)
                + panels.pool(ctx, view, active=active, fits=self._fits(ctx, view))
                + accuse + panels.taken(ctx, view))

    def stage(self, ctx: Ctx, st: SkylineState) -> tuple[str, ...]:
        """"write" while the dock shows the viewer's die to write."""
        view = _view(ctx)
        viewer = ctx.viewer
        writes = (view["phase"] == "write" and viewer is not None
                  and view["taken"][viewer] is not None
                  and self.picture_of(ctx, viewer) is not None)
        return ("write",) if writes else ()

    def _fits(self, ctx: Ctx, view: SkylineView) -> dict[int, int]:
        """For each die in the middle, how many boxes of the viewer's sheet it would fit
        (the rules' own ``legal_spots``); nothing for a seat that writes nothing."""
        viewer = ctx.viewer
        if viewer is None or view["idle"][viewer]:
            return {}
        picture = self.picture_of(ctx, viewer)
        if picture is None or picture.card == "fictif":
            return {}
        return {die: boxes_for(picture, die) for die in set(view["pool"])}

    def _write_dock(self, ctx: Ctx, view: SkylineView) -> str:
        viewer = ctx.viewer
        assert viewer is not None
        die = view["taken"][viewer]
        kind = self.step(ctx).kind
        picture = self.picture_of(ctx, viewer)
        if die is None or picture is None:
            return ""
        held = _held(ctx)
        if held is not None:
            words = self.held_words(ctx, None)
            return panels.your_die(ctx, die, words[:1].upper() + words[1:] + ".")
        if kind == "write":
            return panels.your_die(ctx, die, ctx.t("write.hint"))
        if kind == "lose":
            return panels.your_die(ctx, die, panels.lose_reason(ctx, picture, die)) + \
                h.tag("div", {"class": "controls"},
                      h.button(ctx.t("lose"), "lose", **{"class": "primary"}))
        if kind == "pass":
            return panels.your_die(ctx, die, ctx.t("pass.why")) + \
                h.tag("div", {"class": "controls"},
                      h.button(ctx.t("pass"), "pass", **{"class": "primary"}))
        waiting = [ctx.name(s) for s in view["to_act"] if s != viewer]
        unmasked = any(right for _, _, b, right in view["accusations"] if b == viewer)
        if view["idle"][viewer] or unmasked:
            done = ctx.t("excused")
        else:
            done = ctx.t("pass.done" if picture.card == "fictif" else "write.done", die=die)
        more = [ctx.t("write.waiting", who=", ".join(waiting))] if waiting else []
        return panels.your_die(ctx, die, done, *more)

    def info(self, ctx: Ctx) -> str:
        view = _view(ctx)
        parts = [panels.round_panel(ctx, view)]
        if view["phase"] != "over" and ctx.viewer is None:
            parts.append(h.tag("p", {"class": "sk-note"}, h.text(ctx.t("hidden_note"))))
        parts += [panels.players_panel(ctx, view), panels.bonus_panel(ctx, view)]
        if view["phase"] == "over":
            parts.append(self._sheets(ctx, view))
        return "".join(parts)

    def _sheets(self, ctx: Ctx, view: SkylineView) -> str:
        """Every other sheet, revealed at the end, with its card and total."""
        shown = self.shown_seat(ctx)
        totals = scored.scores(ctx.game, None).totals
        lasts = last_writes(ctx.game)
        figures = [panels.sheet_figure(ctx, view, seat, sheet, totals[seat], lasts.get(seat))
                   for seat, sheet in enumerate(view["sheets"])
                   if sheet is not None and seat != shown]
        return h.tag("section", {"class": "sk-sheets"},
                     h.tag("h3", None, h.text(ctx.t("sheets"))), *figures)

    def prompt(self, ctx: Ctx, st: SkylineState) -> str:
        who = ctx.name(ctx.viewer or 0)
        step = self.step(ctx)
        die = _view(ctx)["taken"][ctx.viewer or 0]
        if step.kind == "take":
            if st.accusing:
                return ctx.t("prompt.suspect", who=who)
            return ctx.t("prompt.take.accuse" if step.accusable else "prompt.take", who=who)
        if step.kind == "write":
            key = ("prompt.write.again" if st.selected is not None
                   else "prompt.write.touch" if ctx.touch else "prompt.write")
            return ctx.t(key, who=who, die=die)
        return ctx.t(f"prompt.{step.kind}", who=who, die=die)

    def seat_facts(self, ctx: Ctx, seat: int) -> str:
        view = _view(ctx)
        facts = []
        if seat == view["thrower"] and view["phase"] != "over":
            facts.append(ctx.t("fact.thrower"))
        die = view["taken"][seat]
        if die is not None and view["phase"] != "over":
            facts.append(ctx.t("fact.die", die=die))
        if view["phase"] == "write" and view["written"][seat]:
            facts.append(ctx.t("fact.written"))
        return " · ".join(facts)

    def describe(self, move: Move, before: Game, lang: str) -> str:
        return describe(move, before, lang)

    def meaning(self, move: Move, before: Game, viewer: int, lang: str) -> str:
        return meaning(move, before, viewer, lang)

    def held_words(self, ctx: Ctx, st: SkylineState | None) -> str:
        """What the player chose, never what it would reveal (the accusation's answer,
        the round's announcements): "write your 4 in car park 2, level 1"."""
        held, viewer = _held(ctx), ctx.viewer
        if held is None or viewer is None:
            return ""
        kind = held["type"]
        if kind == "accuse":
            return ctx.t("held.accuse", seat=ctx.name(held["seat"]))
        if kind == "take":
            return ctx.t("held.take", die=held["die"])
        die = _view(ctx)["taken"][viewer]
        if kind != "write":
            return ctx.t(f"held.{kind}", die=die)
        picture = self.picture_of(ctx, viewer)
        assert picture is not None, "the viewer sees their own sheet"
        column, floor = spot_of(held)
        where = place_words(column, floor, ctx.lang,
                            picture.column(column).next_box(floor),
                            len(picture.column(column).floors[floor]))
        return ctx.t("held.write", die=die, where=where[:1].lower() + where[1:])

    def replay_board(self, state: Game, lang: str, names: Sequence[str]) -> str:
        """Every sheet at this step (a watched game is an open book), each with its
        card below and its owner's last box written marked."""
        assert isinstance(state, Skyline)
        lasts = last_writes(state)
        figures = []
        for seat in range(state.players):
            picture = SheetPicture.of(state.sheet_view(seat))
            name = names[seat] if seat < len(names) else str(seat + 1)
            figures.append(h.tag(
                "figure", {"class": "sk-other", "data-seat": seat},
                sheet_layer(picture, frame=Frame.of(picture, lang, "bottom"), lang=lang,
                            label=STRINGS.t("sheet_of", lang, who=name),
                            last=lasts.get(seat), seat=seat + 1),
                h.tag("figcaption", None, h.text(name))))
        return h.tag("div", {"class": "sk-replay"}, *figures)

    def picture(self, lang: str) -> str:
        """The first player's sheet after 12 rounds of a classic 2-player game between
        normal bots."""
        game: Game = Skyline.new({"players": 2, "cards": "off"}, 2024).settle()
        bot = NormalBot()
        while isinstance(game, Skyline) and game.round <= 12 and not game.is_over:
            seat = game.to_act[0]
            game = game.apply(seat, bot.choose(game, seat)).settle()
        assert isinstance(game, Skyline)
        picture = SheetPicture.of(game.sheet_view(0))
        return sheet_layer(picture, frame=Frame.of(picture, lang, ""), lang=lang,
                           label=STRINGS.t("sheet", lang))

    def rules_extra(self, lang: str) -> str:
        """The parts of a sheet and every special card, drawn as the board draws them."""
        parts = [h.tag("li", None, picture, h.text(words)) for picture, words in legend(lang)]
        return (h.tag("h2", None, h.text(STRINGS.t("legend.title", lang)))
                + h.tag("ul", {"class": "sk-legend"}, *parts)
                + h.tag("h2", None, h.text(STRINGS.t("legend.cards", lang)))
                + _gallery(CARD_IDS, lang)
                + h.tag("h2", None, h.text(STRINGS.t("legend.tuned", lang)))
                + _gallery(tuple(card.id for card in TUNED), lang))


def _gallery(cards: tuple[str, ...], lang: str) -> str:
    """Cards drawn as the board draws them, each with its title."""
    return h.tag("ul", {"class": "sk-legend sk-legend-cards"}, *(
        h.tag("li", None, card_svg(card, lang), h.text(card_title(card, lang)))
        for card in cards))


def _take(ctx: Ctx, die: int | None) -> Play | None:
    """Take a die of that value from the middle, if there is one."""
    if die is None or die not in _view(ctx)["pool"]:
        return None
    return Play({"type": "take", "die": die})


SCREEN = SkylineScreen()
