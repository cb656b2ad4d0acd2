"""Cities' play screen: a turn in the steps the rules' phases give.

0. At the start, each player chooses a starting tile from the dock (1-4).
1. Take: the central board's four rows are the dock's choice; every slot the rules
   allow is a button (a first tap selects it on touch screens, a second takes it). A
   face-down item is revealed when taken, so that take cannot be undone: it is held,
   the slot drawn with the viewer's worker, until "Confirm" (or "Cancel").
2. Place what was taken: a city tile (R turns it, a lit spot on the neighbourhood lays
   it); or feature tiles and pieces one at a time: pick one in the dock (1-9; the first
   is picked to begin with), then a lit space, or "Discard". The turn ends by itself
   once everything is placed, and stays provisional (drawn, undoable, unseen by the
   bots) until "Confirm turn".

Legality comes from the rules' legal actions, read once per state (``Step``); the
screen only draws. The big board shows the neighbourhood of the seat the shell chooses
(``Ctx.shown_seat``: the viewer's, the acting bot's, or one the player tapped), its last
turn marked in the targets' layer, and the viewer's targets only when it is their own;
the other neighbourhoods are small in the side panel, each one tap away from the big
board, with the achievements and the cards; the rows stay in the dock, read-only when
the viewer is not taking, the slot the shown player took last marked.

The viewer's last turn of a round, until confirmed, ends nothing the player can see:
the rules have already cleared the rows for the next round (dealt once confirmed), so
the rows, the round, the star and the workers left are drawn as before that turn's last
move (``table``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from urbanistes.cities.bots import NormalBot
from urbanistes.cities.data import CARD_ROW, CITY_TILES, COLOURS, FEATURE_NAMES, KINDS, MAX_HEIGHT
from urbanistes.cities.game import Cities
from urbanistes.cities.help import RULES_HELP
from urbanistes.cities.hood import legal_origins
from urbanistes.engine import Action, Game, Move

from ... import html as h
from ...screen import Board, GameScreen, Play, Point
from ...state import Ctx, Event
from . import history, panels, turn
from .art import HIDDEN, building_body, feature_body, piece_body, space_body, worker_body
from .marks import ghost_layer, lay_marks, no_marks, place_marks
from .rows import Slot, rows_section
from .strings import STRINGS
from .svg import (
    HoodPicture,
    InHand,
    LastTurn,
    chip_svg,
    hood_layer,
    item_svg,
    last_marks,
    origin_of,
    space_labels,
    space_origin,
    star_svg,
    tile_svg,
    view_box,
)
from .turn import CitiesState, Step
from .words import (
    Names,
    at_word,
    building_word,
    count_word,
    feature_word,
    is_piece,
    item_tip,
    item_word,
    kind_word,
    listed,
    pieces_word,
    space_tip,
    the_item,
    tile_name,
)


def room(hood: HoodPicture, long: bool, *, shown: bool) -> tuple[Point, ...]:
    """Every place a tile may still go (the rules' ``legal_origins``) if ``shown``: the
    big board shows them, so that the neighbourhood keeps its size and place through a
    turn and shows the room it has left."""
    return tuple(legal_origins(hood.as_hood(), long)) if shown else ()


def in_hand(ctx: Ctx, seat: int) -> tuple[InHand, str] | None:
    """What ``seat`` took this turn and has yet to place, and the same in words, if it
    is placing."""
    view = ctx.view
    if view["phase"] != "place" or view["turn"] != seat:
        return None
    items, tile = tuple(view["hand"]), view["hand_tile"]
    band = ctx.t("hand.shown")
    if tile is not None:
        return InHand(tile=tile, label=band), tile_name(tile, ctx.lang)
    if not items:
        return None
    colours = [i for i in items if is_piece(i)]
    words = ([pieces_word(colours, ctx.lang)] if colours else []) + [
        feature_word(i, ctx.lang) for i in items if not is_piece(i)]
    return InHand(items, label=band), listed(words, ctx.lang)


#: The corners of the 3 x 3 tiles round the starting tile: an empty neighbourhood is
#: drawn at the size its tiles will have, not blown up to the board's size.
AROUND_START: tuple[Point, ...] = ((-1, -1), (1, 1))


_UNSET = object()


class _Memo:
    """The last drawing of a panel, by the state it drew (if it reads more of it than
    the key says) and what else it depends on: an arrow key or a pick repaints the
    page, and the rows and the side panel need not be written again."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.key: object = _UNSET
        self.html = ""

    def get(self, key: object, draw: Callable[[], str], game: Game | None = None) -> str:
        if self.game is not game or self.key != key:
            self.game, self.key, self.html = game, key, draw()
        return self.html


def _game(ctx: Ctx) -> Cities:
    game = ctx.game
    assert isinstance(game, Cities)
    return game


class CitiesScreen(GameScreen[CitiesState]):
    strings = STRINGS
    rules_help = RULES_HELP
    touch_scale = 1.2

    def __init__(self) -> None:
        self._step: tuple[Game, int | None, Step] | None = None
        self._lasts: tuple[Game, dict[int, LastTurn]] | None = None
        self._rows = _Memo()
        self._info = _Memo()
        self._others: dict[int, _Memo] = {}
        self._table: tuple[Game, Mapping[str, Any]] | None = None

    def fresh(self) -> CitiesState:
        return CitiesState()

    # -- what the viewer may do ----------------------------------------------------------
    def step(self, ctx: Ctx) -> Step:
        """The viewer's choices now, asked of the rules once per state."""
        game, viewer = ctx.game, ctx.viewer
        if not ctx.to_move or viewer is None:
            return Step()
        if self._step is None or self._step[0] is not game or self._step[1] != viewer:
            self._step = (game, viewer, Step.of(_game(ctx), viewer, ctx.view["hand"]))
        return self._step[2]

    def table(self, ctx: Ctx) -> Mapping[str, Any]:
        """The view the rows, the round, the star and the workers left are drawn from: the
        rules' own, but while the viewer's provisional move ended the round (the next
        round's rows are dealt when it is confirmed), the view from before that move."""
        session, game = ctx.session, _game(ctx)
        if not session.pending or ctx.viewer is None or game.phase != "refill":
            return ctx.view
        if self._table is None or self._table[0] is not game:
            before = session.before
            if before is None:  # a game reloaded with its last move unconfirmed
                before = type(game).replay(game.options, game.seed, game.history[:-1])
            self._table = (game, before.view(ctx.viewer))
        return self._table[1]

    def lasts(self, game: Game) -> dict[int, LastTurn]:
        if self._lasts is None or self._lasts[0] is not game:
            self._lasts = (game, history.last_turns(game))
        return self._lasts[1]

    def last_take(self, ctx: Ctx) -> Slot | None:
        """The slot the shown seat took in its last turn, while its worker is still there
        (this round)."""
        seat = ctx.shown_seat
        last = self.lasts(ctx.game).get(seat)
        if last is None or last.row is None or last.slot is None:
            return None
        on_it = self.table(ctx)["board"][last.row][last.slot]["worker"]
        return (last.row, last.slot) if on_it == seat else None

    # -- events --------------------------------------------------------------------------
    def handle(self, ctx: Ctx, st: CitiesState, event: Event) -> Play | None:
        return turn.handle(st, self.step(ctx), event)

    def focus(self, ctx: Ctx, st: CitiesState) -> str | None:
        return turn.focus(st, self.step(ctx))

    def guide(self, ctx: Ctx, st: CitiesState, action: Action) -> str | None:
        return turn.guide(st, self.step(ctx), action)

    # -- drawing -------------------------------------------------------------------------
    def board(self, ctx: Ctx, st: CitiesState) -> Board:
        view = ctx.view
        shown = ctx.shown_seat
        hood = HoodPicture.of(view["players"][shown]["hood"])
        step = self.step(ctx) if ctx.own_board else Step()
        # A phone placing feature tiles and pieces (finger-sized spaces, the board
        # scrolling in a short frame) draws the tiles alone: the room would push spaces
        # out of the frame.
        spots = room(hood, view["long"], shown=not ctx.game.is_over
                     and not (ctx.touch and step.kind == "item"))
        box = view_box(hood, spots if hood.tiles else AROUND_START)
        label = ctx.t("hood_of", who=ctx.name(shown))
        holding = None if ctx.own_board else in_hand(ctx, shown)
        hand = None
        if holding is not None:
            hand, words = holding
            label = ctx.t("hood_of.hand", hood=label, what=words)
        # The last turn's marks lie in the targets' layer, not in the tiles: a take then
        # leaves the neighbourhood as it was (its 23 KB neither sent nor painted again).
        city = hood_layer(hood, lang=ctx.lang, box=box, label=label, room=spots, hand=hand)
        traces = last_marks(self.lasts(ctx.game).get(shown))
        targets = step.targets(st)
        focus = st.focus if st.focus in targets else None
        selected = st.selected if st.selected in targets else None
        if step.kind == "tile":
            tile = view["hand_tile"]
            origin = origin_of(box)
            marks = lay_marks(lang=ctx.lang, box=box, tile=tile, spots=targets,
                              labels={p: at_word(p, origin, ctx.lang) for p in targets},
                              focus=focus, selected=selected, under=traces)
            ghost = ghost_layer(lang=ctx.lang, box=box, tile=(tile, st.rot), at=selected)
        elif step.kind == "item":
            item = step.picked(st)
            assert item is not None
            labels = space_labels(hood, targets, ctx.lang, space_origin(box))
            marks = place_marks(lang=ctx.lang, box=box, item=item, spaces=targets,
                                labels=labels, focus=focus, selected=selected,
                                under=traces)
            ghost = ghost_layer(lang=ctx.lang, box=box, item=item, at=selected)
        else:
            marks, ghost = no_marks(box, traces), ""
        return Board(city, marks, ghost)

    def dock(self, ctx: Ctx, st: CitiesState) -> str:
        view = ctx.view
        step = self.step(ctx)
        if view["phase"] == "start":
            return panels.start_tiles(ctx, view["start_tiles"], active=step.kind == "start")
        if step.kind == "tile":
            return panels.tile_in_hand(ctx, view["hand_tile"], st.rot)
        item = step.picked(st)
        return "" if item is None else panels.items_in_hand(ctx, view["hand"], item)

    def central(self, ctx: Ctx, st: CitiesState) -> str:
        """The four rows, drawn again only when what they show changes (a placement
        leaves them as they were)."""
        table = self.table(ctx)
        if table["phase"] == "start":
            return ""
        step = self.step(ctx)
        takes = step.takes if step.kind == "take" else None
        slot = st.slot if takes is not None else None
        held = ctx.session.held
        holding = (held["row"], held["slot"]) if held is not None else None
        viewer = ctx.viewer
        workers = None if viewer is None else table["players"][viewer]["row_workers"]
        last = self.last_take(ctx)
        key = (ctx.lang, viewer, takes, slot, holding, last, workers, table["board"],
               table["star_on_board"])
        return self._rows.get(key, lambda: rows_section(
            ctx, table, takes=takes, selected=slot, last=last, held=holding))

    def stage(self, ctx: Ctx, st: CitiesState) -> tuple[str, ...]:
        """As the dock and the rows show it: "choice" while a starting tile or an item
        to take is chosen, "tile" while a tile is laid, "hand" while a tile or items
        are in hand."""
        step = self.step(ctx)
        if ctx.view["phase"] == "start" or (step.kind == "take"
                                             and self.table(ctx)["phase"] != "start"):
            return ("choice",)
        if step.kind == "tile":
            return ("tile", "hand")
        return ("hand",) if step.picked(st) is not None else ()

    def info(self, ctx: Ctx) -> str:
        """The side panel, drawn again only when what it shows changes: a take or a
        placement changes the rows, the hand and the shown neighbourhood, not this."""
        acting = ctx.session.acting if not ctx.game.is_over else None
        view, table, shown = ctx.view, self.table(ctx), ctx.shown_seat
        lasts = self.lasts(ctx.game)
        own = lasts.get(shown)
        key = (ctx.session, ctx.lang, ctx.viewer, acting, shown, ctx.own_board,
               own is not None and own.row == CARD_ROW,  # its newest card is marked
               [last for seat, last in sorted(lasts.items()) if seat != shown],
               [table[k] for k in ("round", "rounds", "star_on_board", "start_player")],
               view["phase"] == "over", view["achievements"], view["piles"], view["bag"],
               [p["cards"] if seat == shown else p for seat, p in enumerate(view["players"])])
        return self._info.get(key, lambda: self._info_html(ctx, acting))

    def _info_html(self, ctx: Ctx, acting: int | None) -> str:
        view = ctx.view
        shown = ctx.shown_seat
        lasts = self.lasts(ctx.game)
        board_of = ("" if ctx.own_board else h.tag(
            "p", {"class": "ct-board-of"},
            h.text(ctx.t("board.of", hood=ctx.t("hood_of", who=ctx.name(shown))))))
        mine = (ctx.t("cards.mine") if shown == ctx.viewer
                else ctx.t("cards.of", who=ctx.name(shown)))
        others = [self._other(ctx, view, seat, lasts.get(seat), seat == acting)
                  for seat in range(len(view["players"])) if seat != shown]
        return (board_of + panels.facts(ctx, self.table(ctx))
                + panels.achievements(ctx, view)
                + panels.cards(ctx, view, shown, lasts.get(shown), title=mine)
                + h.tag("section", {"class": "ct-others"},
                        h.tag("h3", None, h.text(ctx.t("others"))), *others)
                + panels.supply(ctx, view))

    def _other(self, ctx: Ctx, view: Mapping[str, Any], seat: int, last: LastTurn | None,
               acting: bool) -> str:
        """Another neighbourhood in the panel, drawn again only when it changes: the
        viewer's moves leave the others' as they were."""
        key = (ctx.lang, ctx.viewer, acting, last, view["players"][seat],
               view["star_on_board"], view["start_player"], view["phase"] == "over")
        memo = self._others.setdefault(seat, _Memo())
        return memo.get(key, lambda: panels.other_hood(ctx, view, seat, last, acting))

    def prompt(self, ctx: Ctx, st: CitiesState) -> str:
        who = ctx.name(ctx.viewer or 0)
        view = ctx.view
        step = self.step(ctx)
        if step.kind == "start":
            return ctx.t("prompt.start", who=who, n=len(step.starts))
        if step.kind == "take":
            left = view["players"][ctx.viewer or 0]["workers_left"]
            key = ("prompt.take.again" if st.slot is not None
                   else "prompt.take.touch" if ctx.touch else "prompt.take")
            return ctx.t(key, who=who, workers=count_word("workers", left, ctx.lang))
        if not ctx.own_board and step.kind in ("tile", "item"):
            return ctx.t("prompt.watching", who=who,
                         hood=ctx.t("hood_of", who=ctx.name(ctx.shown_seat)))
        if st.selected is not None:
            return ctx.t("prompt.again", who=who)
        if step.kind == "tile":
            return ctx.t("prompt.lay.touch" if ctx.touch else "prompt.lay", who=who,
                         n=view["hand_tile"])
        item = step.picked(st)
        if item is None:
            return ""
        key = "prompt.place" if step.targets(st) else "prompt.nowhere"
        return ctx.t(key, who=who, item=the_item(item, ctx.lang), n=len(view["hand"]))

    def seat_facts(self, ctx: Ctx, seat: int) -> str:
        return panels.seat_words(ctx, self.table(ctx), seat)

    def describe(self, move: Move, before: Game, lang: str) -> str:
        return history.describe(move, before, lang)

    def meaning(self, move: Move, before: Game, viewer: int, lang: str) -> str:
        return history.meaning(move, before, viewer, lang)

    def replay_board(self, state: Game, lang: str, names: Sequence[str]) -> str:
        """The central board and every neighbourhood at this step, each player's last
        turn marked, with their scoring cards."""
        assert isinstance(state, Cities)
        view = state.view(None)
        speaker = Names(lang, names)
        lasts = history.last_turns(state)
        figures = []
        for seat in range(state.players):
            hood = HoodPicture.of(view["players"][seat]["hood"])
            name = speaker.name(seat)
            figures.append(h.tag(
                "figure", {"class": "ct-replay-hood"},
                h.tag("figcaption", None, h.text(speaker.t(
                    "caption", who=name, facts=panels.caption_words(speaker, view, seat)))),
                hood_layer(hood, lang=lang, box=view_box(hood), last=lasts.get(seat),
                           label=speaker.t("hood_of", who=name)),
                panels.cards(speaker, view, seat, lasts.get(seat),
                             title=speaker.t("cards.of", who=name))))
        return h.tag("div", {"class": "ct-replay"},
                     panels.facts(speaker, view) + rows_section(speaker, view), *figures)

    def picture(self, lang: str) -> str:
        """The first player's finished neighbourhood in a 2-player game of normal bots."""
        game: Game = Cities.new({"players": 2}, 2024)
        bot = NormalBot()
        while not game.is_over:
            seat = game.to_act[0]
            game = game.apply(seat, bot.choose(game, seat)).settle()
        assert isinstance(game, Cities)
        hood = HoodPicture.of(game.view(None)["players"][0]["hood"])
        return hood_layer(hood, lang=lang, box=view_box(hood), label=STRINGS.t("hood", lang))

    def rules_extra(self, lang: str) -> str:
        """What the screen draws, each kind in its own picture (named) with what it is and
        how it scores: spaces and feature tiles; pieces, tiles, workers and the star;
        the points of cards and achievements."""
        return (h.tag("h2", None, h.text(STRINGS.t("legend", lang)))
                + h.tag("p", None, h.text(STRINGS.t("legend.text", lang)))
                + _legend(_space_legend(lang))
                + h.tag("h2", None, h.text(STRINGS.t("legend.pieces", lang)))
                + _legend(_piece_legend(lang))
                + h.tag("h2", None, h.text(STRINGS.t("legend.scoring", lang)))
                + _legend(_scoring_legend(lang)))


def _legend(entries: Sequence[tuple[str, str]]) -> str:
    """A list of pictures, each with its line of words."""
    return h.tag("ul", {"class": "ct-legend"},
                 *(h.tag("li", None, picture, h.tag("span", None, h.text(words)))
                   for picture, words in entries))


def _space_legend(lang: str) -> list[tuple[str, str]]:
    """Each kind of space, then each feature tile."""
    spaces = [(item_svg(space_body(kind, lang), kind_word(kind, lang)),
               space_tip(kind, None, None, None, lang)) for kind in KINDS]
    return spaces + [(item_svg(feature_body(f), feature_word(f, lang)), item_tip(f, lang))
                     for f in FEATURE_NAMES]


def _piece_legend(lang: str) -> list[tuple[str, str]]:
    """Each colour's piece, a building, a city tile, a face-down item, a worker, the
    star."""
    t = STRINGS.t
    pieces = [(item_svg(piece_body(c, lang), item_word(c, lang)), item_tip(c, lang))
              for c in COLOURS]
    building = item_svg(building_body(COLOURS[0], 3, lang), building_word(COLOURS[0], 3, lang))
    worker = t("worker", lang, who=t("seat", lang, n=1))
    return [
        *pieces, (building, t("legend.building", lang, tip=t("tip.building", lang, h=MAX_HEIGHT))),
        (tile_svg(CITY_TILES[0], lang=lang), t("legend.tile", lang)),
        (item_svg(HIDDEN, t("legend.back", lang)), t("legend.back", lang)),
        (item_svg(worker_body(0), worker), t("legend.worker", lang)),
        (star_svg(t("star", lang), decorative=False), t("tip.star", lang))]


def _scoring_legend(lang: str) -> list[tuple[str, str]]:
    """A scoring card's points, and an achievement's value open, taken and covered."""
    t = STRINGS.t
    card = t("tip.card", lang, n=3)
    taken = t("tip.ach.claimed", lang, n=10, who=t("seat", lang, n=1))
    return [(chip_svg(t("card.points", lang, n=3), card, cls="ct-points"),
             t("legend.card", lang, tip=card)),
            (chip_svg("10", t("tip.ach.open", lang, n=10), cls="ct-value"),
             t("tip.ach.open", lang, n=10)),
            (chip_svg(f"10 {t('ach.ring', lang, n=1)}", taken, cls="ct-value"), taken),
            (chip_svg("5", t("tip.ach.covered", lang, n=5), cls="ct-value"),
             t("tip.ach.covered", lang, n=5))]


SCREEN = CitiesScreen()

__all__ = ["SCREEN", "CitiesScreen", "CitiesState", "Step"]
