"""Sprawlopolis's play screen: pick a card from the hand, turn it, lay it on a lit spot.

Legality comes from the rules (``Sprawlopolis.legal_origins``); the screen only draws.
Three layers: the city (drawn once per city), the spots (once per state and focus:
every card goes to the same places) and the ghost (the picked card, redrawn on every
pick, turn and tap). Picking and turning so redraw one small layer.

All seats build one shared city, so there is no other board to watch: each seat's last
card is marked on it, with the seat's number. A card laid at a table of several comes
out of a secret hand, so the rules make it a reveal: the move is held until confirmed,
and the board shows it where it will go meanwhile. Alone, the card is laid at once and
the draw waits for confirmation: until then the hand and the pile stay as they were.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from urbanistes.bots import GreedyBot
from urbanistes.engine import Action, Game, Move
from urbanistes.sprawlopolis.city import Block, candidate_origins
from urbanistes.sprawlopolis.data import KIND_NAMES, KINDS, SCORING_TEXTS
from urbanistes.sprawlopolis.game import CITY_SIZE, Sprawlopolis
from urbanistes.sprawlopolis.help import RULES_HELP
from urbanistes.sprawlopolis.info import scoring_value

from ... import html as h
from ... import scored
from ...i18n import tr
from ...screen import Board, GameScreen, PickPlace, Play, Point, cell, move_focus, number
from ...state import Ctx, Event
from .records import records_html
from .strings import STRINGS
from .svg import (
    BLOCK_H,
    BLOCK_W,
    Rules,
    board_view_box,
    card_svg,
    city_layer,
    ghost_layer,
    kind_tip,
    road_tip,
    scoring_svg,
    section_tip,
    spots_layer,
    strip_svg,
)

Placement = tuple[int, int, int, int]
Box = tuple[int, int, int, int]


def _game(ctx: Ctx) -> Sprawlopolis:
    game = ctx.game
    assert isinstance(game, Sprawlopolis)
    return game


def _rules(game: Sprawlopolis) -> Rules:
    return Rules(game.options["difficulty"], game.scoring)


def _placements(view: Any) -> tuple[Placement, ...]:
    return tuple((p[0], p[1], p[2], p[3]) for p in view["placements"])


@dataclass(frozen=True)
class Table:
    """The viewer's hand and the pile as the screen shows them."""

    hand: list[int] | None
    pile_top: int | None
    #: Cards left in the pile, the face-up top included.
    pile_count: int


def last_marks(game: Game) -> dict[int, int]:
    """Placement index -> seat number (from 1), for each seat's last card laid: the
    start card is placement 0, the k-th seat's move laid placement k."""
    marks: dict[int, int] = {}
    moves = [m for m in game.history if m.seat >= 0]
    for k, move in enumerate(moves, start=1):
        marks = {i: s for i, s in marks.items() if s != move.seat + 1}
        marks[k] = move.seat + 1
    return marks


class SprawlopolisScreen(GameScreen[PickPlace]):
    strings = STRINGS
    rules_help = RULES_HELP
    touch_scale = 1.1
    watchable = False  # one city for all

    def __init__(self) -> None:
        self._city: tuple[tuple[object, ...], Box, str] | None = None
        self._marks: tuple[tuple[object, ...], str] | None = None
        self._spots_at: tuple[tuple[Placement, ...], list[Point]] | None = None
        self._drawn: tuple[Game, int | None] | None = None

    def fresh(self) -> PickPlace:
        return PickPlace()

    # -- events -------------------------------------------------------------------
    def handle(self, ctx: Ctx, st: PickPlace, event: Event) -> Play | None:
        act = event.get("act")
        hand = ctx.view["hand"] or []
        if act == "key":
            self._key(ctx, st, str(event.get("key")), hand)
        elif act == "pick":
            card = number(event, "card")
            if card is not None and card in hand:
                st.pick(card)
        elif act == "rotate":
            st.rot = 180 - st.rot
        elif act == "cancel":
            st.cancel()
        elif act == "place":
            spot = cell(event)
            if st.picked is None or spot is None or spot not in self._spots(ctx):
                return None
            if st.tap(spot, str(event.get("pointer", "mouse"))) and st.picked is not None:
                return Play({"card": st.picked, "x": spot[0], "y": spot[1], "rot": st.rot})
        return None

    def _key(self, ctx: Ctx, st: PickPlace, key: str, hand: list[int]) -> None:
        if key in ("r", "R") and st.picked is not None:
            st.rot = 180 - st.rot
        elif key == "Escape":
            st.cancel()
        elif key.isdigit() and 1 <= int(key) <= len(hand):
            st.pick(hand[int(key) - 1])
        elif key.startswith("Arrow") or key in ("Home", "End"):
            places = {s: (s[0] * BLOCK_W, s[1] * BLOCK_H) for s in self._spots(ctx)}
            st.focus = move_focus(places, st.focus, key)
            st.selected = None

    def _table(self, ctx: Ctx) -> Table:
        """The hand and the pile, as before the draw while the viewer's turn waits for
        confirmation: the draw comes with it (the rules deal it with the move)."""
        view = ctx.view
        table = Table(view["hand"], view["pile_top"], view["pile_count"])
        drawn = self._drawn_card(ctx)
        if drawn is None or table.hand is None or drawn not in table.hand:
            return table
        return Table([c for c in table.hand if c != drawn], drawn, table.pile_count + 1)

    def _drawn_card(self, ctx: Ctx) -> int | None:
        """The face-up card the viewer's provisional move took from the pile, if any."""
        s = ctx.session
        if not s.pending or s.viewer is None or not ctx.game.is_chance:
            return None
        if self._drawn is None or self._drawn[0] is not ctx.game:
            before = ctx.game.undo(s.viewer)
            assert isinstance(before, Sprawlopolis)
            self._drawn = (ctx.game, before.pile_top)
        return self._drawn[1]

    def _spots(self, ctx: Ctx) -> list[Point]:
        """Where the viewer may lay a card now: the rules' answer for the first card of
        the hand (the rules give every card the same places), kept for this city."""
        hand = ctx.view["hand"]
        if not ctx.to_move or ctx.viewer is None or not hand:
            return []
        placements = _placements(ctx.view)
        if self._spots_at is None or self._spots_at[0] != placements:
            self._spots_at = (placements, _game(ctx).legal_origins(ctx.viewer, hand[0]))
        return self._spots_at[1]

    def focus(self, ctx: Ctx, st: PickPlace) -> str | None:
        if not ctx.to_move:
            return None
        if st.picked is not None:
            return '.board [data-act="place"][tabindex="0"]'
        return '.dock [data-act="pick"]'

    def guide(self, ctx: Ctx, st: PickPlace, action: Action) -> str | None:
        card, rot = action["card"], action["rot"]
        if st.picked != card:
            return f'.dock [data-act="pick"][data-card="{card}"]'
        if st.rot != rot:
            return '.dock [data-act="rotate"]'
        return f'.board [data-act="place"][data-x="{action["x"]}"][data-y="{action["y"]}"]'

    # -- drawing --------------------------------------------------------------------
    def board(self, ctx: Ctx, st: PickPlace) -> Board:
        game = _game(ctx)
        placements = _placements(ctx.view)
        last = last_marks(game)
        rules = _rules(game)
        key = (placements, ctx.lang, tuple(sorted(last.items())), rules)
        if self._city is None or self._city[0] != key:
            box = board_view_box(placements, candidate_origins(game.city))
            self._city = (key, box, city_layer(placements, lang=ctx.lang, view_box=box,
                                               rules=rules, last=last))
        _, box, city = self._city
        held = ctx.session.held
        if held is not None:  # the card waits for confirmation where it will go
            return Board(city, spots_layer(lang=ctx.lang, view_box=box, spots=[]),
                         ghost_layer(view_box=box, pick=(held["card"], held["rot"]),
                                     at=(held["x"], held["y"])))
        spots = self._spots(ctx)
        pick = (st.picked, st.rot) if st.picked is not None and spots else None
        return Board(city, self._spots_layer(ctx.lang, box, spots, st),
                     ghost_layer(view_box=box, pick=pick, at=st.selected))

    def _spots_layer(self, lang: str, box: Box, spots: list[Point], st: PickPlace) -> str:
        """The spots, drawn again only when they or the focus change: a pick, a turn of
        the card or a cancel leaves them as they were."""
        key = (lang, box, spots, st.focus, st.selected)
        if self._marks is None or self._marks[0] != key:
            self._marks = (key, spots_layer(lang=lang, view_box=box, spots=spots,
                                            focus=st.focus, selected=st.selected))
        return self._marks[1]

    def dock(self, ctx: Ctx, st: PickPlace) -> str:
        hand = self._table(ctx).hand
        if hand is None:
            return ""
        active = ctx.to_move
        rules, note = _rules(_game(ctx)), ctx.t("tip.hand")
        cards = []
        for i, card in enumerate(hand):
            picked = card == st.picked
            label = (ctx.t("card.key", card=card, shortcut=i + 1) if active
                     else ctx.t("card", card=card))
            cards.append(h.tag(
                "button",
                {"type": "button", "class": "card" + (" picked" if picked else ""),
                 "data-act": "pick", "data-card": card, "aria-pressed": str(picked).lower(),
                 "aria-keyshortcuts": str(i + 1) if active else None, "disabled": not active},
                h.tag("span", {"class": "sr-only"}, h.text(label)),
                card_svg(card, st.rot if picked else 0, lang=ctx.lang, rules=rules, note=note,
                         selected=picked, decorative=True)))
        controls = ""
        if st.picked is not None and active:
            controls = h.tag("div", {"class": "controls"},
                             h.button(ctx.t("play.rotate"), "rotate",
                                      **{"aria-keyshortcuts": "R"}),
                             h.button(ctx.t("play.cancel"), "cancel"))
        title = (ctx.t("play.hand") if len(ctx.session.humans) <= 1
                 else ctx.t("play.hand_of", who=ctx.name(ctx.viewer or 0)))
        return (h.tag("h2", None, h.text(title)) + controls
                + h.tag("div", {"class": "cards"}, *cards))

    def info(self, ctx: Ctx) -> str:
        view, lang = ctx.view, ctx.lang
        scoring = [h.tag("li", {"class": "scoring-card"}, scoring_svg(n, lang),
                         h.tag("strong", None, f"{n}. ", h.text(tr(SCORING_TEXTS[n][0], lang))),
                         h.tag("p", None, h.text(tr(SCORING_TEXTS[n][1], lang))))
                   for n in view["scoring"]]
        table = self._table(ctx)
        top, count = table.pile_top, table.pile_count
        said = ctx.t("pile.1" if count == 1 else "pile.n", count=count)
        pile = (h.tag("div", {"class": "pile"}, h.tag("h3", None, h.text(said)),
                      card_svg(top, 0, lang=lang, rules=_rules(_game(ctx)), note=said + "."))
                if top is not None else h.tag("p", {"class": "pile"}, h.text(ctx.t("pile.empty"))))
        return (h.tag("p", {"class": "target"},
                      h.text(ctx.t("target", target=view["target"])), " · ",
                      h.text(ctx.t("in_city", n=len(view["placements"]), total=CITY_SIZE)))
                + h.tag("section", {"class": "scoring"},
                        h.tag("h3", None, h.text(ctx.t("scoring"))), h.tag("ol", None, *scoring))
                + pile)

    def prompt(self, ctx: Ctx, st: PickPlace) -> str:
        who = ctx.name(ctx.viewer or 0)
        if st.picked is None:
            return ctx.t("pick", who=who)
        text = ctx.t("place", who=who, card=st.picked)
        return text + " " + ctx.t("play.tap_again") if st.selected is not None else text

    def seat_facts(self, ctx: Ctx, seat: int) -> str:
        n = ctx.view["hand_sizes"][seat]
        if seat == ctx.viewer and self._drawn_card(ctx) is not None:
            n -= 1  # not drawn until confirmed
        return ctx.t("hand_size.0" if n == 0 else "hand_size.1" if n == 1 else "hand_size.n",
                     n=n)

    def describe(self, move: Move, before: Game, lang: str) -> str:
        action = move.action
        key = "laid.turned" if action["rot"] else "laid"
        return STRINGS.t(key, lang, card=action["card"])

    def meaning(self, move: Move, before: Game, viewer: int, lang: str) -> str:
        """The cards another seat passed to the viewer's hand (the viewer sees them)."""
        assert isinstance(before, Sprawlopolis)
        after = before.apply(move.seat, move.action)
        got = sorted(set(after.hands[viewer]) - set(before.hands[viewer]))
        if not got:
            return ""
        if len(got) == 1:
            return STRINGS.t("got.1", lang, card=got[0])
        cards = ", ".join(map(str, got[:-1]))
        return STRINGS.t("got.n", lang, cards=cards, last=got[-1])

    def replay_board(self, state: Game, lang: str, names: Sequence[str]) -> str:
        assert isinstance(state, Sprawlopolis)
        placements = tuple(state.placements)
        return city_layer(placements, lang=lang, view_box=board_view_box(placements),
                          rules=_rules(state), last=last_marks(state))

    def picture(self, lang: str) -> str:
        """A 2-player city of 9 cards, laid by the normal bot."""
        game: Game = Sprawlopolis.new({"players": 2}, 2024)
        bot = GreedyBot()
        while len(game.history) < 16:
            seat = game.to_act[0]
            game = game.apply(seat, bot.choose(game, seat)).settle()
        return self.replay_board(game, lang, ())

    def rules_extra(self, lang: str) -> str:
        """A legend drawn as the board draws: a card, each block type, a road; then the
        18 scoring cards, each beside its back."""
        items = [h.tag("li", None, scoring_svg(n, lang),
                       h.tag("strong", None, f"{n}. ", h.text(tr(name, lang))),
                       " — ", h.text(tr(rule, lang)))
                 for n, (name, rule) in SCORING_TEXTS.items()]
        return (h.tag("h2", None, h.text(STRINGS.t("legend.title", lang)))
                + h.tag("ul", {"class": "sprawl-legend"}, *_legend(lang))
                + h.tag("h2", None, h.text(STRINGS.t("scoring.list", lang)))
                + h.tag("ol", {"class": "scoring-list"}, *items))

    def result_facts(self, game: Game) -> dict[str, Any]:
        """The scoring cards ("a-b-c", ascending) and the margin: the team's total
        minus the target (negative when the city fell short)."""
        assert isinstance(game, Sprawlopolis)
        total = scored.scores(game, None).totals[0] or 0
        return {"scoring": scoring_value(game.scoring), "margin": total - game.target}

    def records_extra(self, results: Sequence[Mapping[str, Any]], lang: str,
                      choices: Mapping[str, str]) -> str:
        """The 816 combinations of scoring cards, won, lost or not played yet."""
        return records_html(results, lang, choices)


#: The legend's road: three sections in a row, one road.
_LEGEND_ROAD = tuple(Block(kind, frozenset("EW")) for kind in "RCI")


def _item(picture: str, words: str) -> str:
    return h.tag("li", None, picture, h.tag("span", None, h.text(words)))


def _kind_item(kind: str, lang: str) -> str:
    """One block of ``kind`` (with a road, but a park), its name, colour and letter."""
    rules = Rules()
    block = Block(kind, frozenset() if kind == "P" else frozenset("EW"))
    tip = kind_tip(kind, lang, rules)
    words = STRINGS.t("legend.kind", lang, name=tr(KIND_NAMES[kind], lang),
                      colour=STRINGS.t(f"colour.{kind}", lang), letter=kind)
    if kind == "P":
        words += " " + STRINGS.t("legend.park", lang)
    return _item(strip_svg((block,), tip, [tip], section_tip(lang, rules)), words)


def _legend(lang: str) -> list[str]:
    """The legend's items: a picture each, its words beside it."""
    rules = Rules()
    card = _item(card_svg(7, 0, lang=lang, rules=rules), STRINGS.t("legend.card", lang))
    road = road_tip(len(_LEGEND_ROAD), lang, rules)
    strip = strip_svg(_LEGEND_ROAD, road, [kind_tip(b.kind, lang, rules) for b in _LEGEND_ROAD],
                      road)
    return [card, *(_kind_item(k, lang) for k in KINDS),
            _item(strip, STRINGS.t("legend.road", lang))]


SCREEN = SprawlopolisScreen()
