"""Cloud City's play screen: a turn in three steps, as the rules' ``phase`` says.

1. Lay a tile: pick it from the hand (1-3), turn it (R), then a lit spot (a ghost
   previews it on hover, focus or a first tap; a second tap lays it on touch screens).
2. Build walkways: tap a ringed building, then one of its lit partners (each shows the
   walkway's value); tap the building again to let go; "Finish walkways" ends the step.
3. Draw: the deck or a face-up tile, from the dock. The draw is the player's explicit
   end of the turn, so it needs no "Confirm turn"; the tile and the walkways may be
   undone until then. A turn that ends without a draw (the city is finished, or nothing
   is left to draw) waits for "Confirm turn" like any other.

Legality comes from the rules (``legal_tile_origins``, ``walkway_partners``); the
screen only draws. The big board shows ``ctx.shown_seat``'s city: the viewer's, the
acting bot's while it plays (its tile, then each walkway, lit as the last move), or the
one the player tapped (in the seat bar or the side panel, where every other city is a
small button); targets only ever light on the viewer's own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from urbanistes.cloudcity.bots import NormalBot
from urbanistes.cloudcity.city import legal_origins, normalise, rotated_spots
from urbanistes.cloudcity.data import (
    COLOUR_NAMES,
    HEIGHTS,
    NEEDS_TEXTS,
    START_TILES,
    WALKWAY_VALUES,
)
from urbanistes.cloudcity.game import CloudCity, CloudCityView
from urbanistes.cloudcity.help import RULES_HELP
from urbanistes.engine import Action, Game, Move

from ... import html as h
from ...i18n import tr
from ...screen import Board, GameScreen, PickPlace, Play, Point, cell, move_focus, number
from ...state import Ctx, Event
from . import history, panels
from .marks import arrow_targets, marks_layer, tab_stop
from .strings import STRINGS
from .svg import (
    TILE,
    CityPicture,
    building_svg,
    centre,
    city_layer,
    city_view_box,
    level_word,
    tile_svg,
    walkway_svg,
)

#: The board's one tab stop among the step's targets.
BOARD_STOP = '.board .cc-marks [tabindex="0"]'
ARROW_KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")


@dataclass
class CloudState(PickPlace):
    """The move being made: the tile picked and its turn in quarter turns (``rot``), the
    arrow keys' focus and the spot a first tap selected (see ``PickPlace``), and the
    building chosen as a walkway's first end."""

    building: Point | None = None

    def cancel(self) -> None:
        super().cancel()
        self.building = None


@dataclass(frozen=True)
class Step:
    """The viewer's targets now, from the rules: tile origins for the picked tile in its
    turn; buildings a walkway may start from (zone, height); the chosen one's partners
    (zone, value)."""

    spots: list[Point] = field(default_factory=list)
    lit: list[tuple[Point, int]] = field(default_factory=list)
    partners: list[tuple[Point, int]] = field(default_factory=list)


def _game(ctx: Ctx) -> CloudCity:
    game = ctx.game
    assert isinstance(game, CloudCity)
    return game


def _view(ctx: Ctx) -> CloudCityView:
    return cast(CloudCityView, ctx.view)


class CloudCityScreen(GameScreen[CloudState]):
    strings = STRINGS
    rules_help = RULES_HELP
    touch_scale = 0.92

    def fresh(self) -> CloudState:
        return CloudState()

    # -- what the viewer may do ----------------------------------------------------
    def step(self, ctx: Ctx, st: CloudState) -> Step:
        viewer = ctx.viewer
        if not ctx.to_move or not ctx.own_board or viewer is None:
            return Step()
        game = _game(ctx)
        if game.phase == "tile":
            if st.picked is None:
                return Step()
            return Step(spots=[(x, y) for x, y, r in game.legal_tile_origins(viewer, st.picked)
                               if r == st.rot])
        city = CityPicture.of(_view(ctx)["cities"][viewer])
        lit = [((x, y), h) for x, y, h in city.buildings
               if game.walkway_partners(viewer, (x, y))]
        partners = (game.walkway_partners(viewer, st.building)
                    if st.building is not None and st.building in dict(lit) else [])
        return Step(lit=lit, partners=partners)

    # -- events --------------------------------------------------------------------
    def handle(self, ctx: Ctx, st: CloudState, event: Event) -> Play | None:
        act = str(event.get("act", ""))
        phase = _view(ctx)["phase"]
        if act == "key":
            self._key(ctx, st, str(event.get("key", "")))
        elif act == "cancel":
            st.cancel()
        elif phase == "tile":
            return self._tile_act(ctx, st, act, event)
        elif phase == "build":
            return self._build_act(ctx, st, act, event)
        elif phase == "draw" and act == "draw":
            return _draw(_view(ctx), event)
        return None

    def _tile_act(self, ctx: Ctx, st: CloudState, act: str, event: Event) -> Play | None:
        if act == "pick":
            tile = number(event, "tile")
            if tile is not None and tile in (_view(ctx)["hand"] or []):
                st.pick(tile)
        elif act == "rotate" and st.picked is not None:
            st.rot = (st.rot + 1) % 4
        elif act == "place" and st.picked is not None:
            spot = cell(event)
            if spot is None or spot not in self.step(ctx, st).spots:
                return None
            if st.tap(spot, str(event.get("pointer", "mouse"))):
                return Play({"type": "tile", "tile": st.picked, "x": spot[0], "y": spot[1],
                             "rot": st.rot})
        return None

    def _build_act(self, ctx: Ctx, st: CloudState, act: str, event: Event) -> Play | None:
        if act == "end-build":
            return Play({"type": "end"})
        zone = cell(event)
        step = self.step(ctx, st)
        if act == "building" and zone == st.building:
            st.building = None  # pressed again: let go (the keyboard stays on it)
            st.focus = zone if event.get("pointer") == "key" else None
        elif act == "building" and zone in dict(step.lit):
            st.building, st.focus = zone, None
        elif act == "walkway" and st.building is not None and zone in dict(step.partners):
            assert zone is not None
            a, b = normalise(st.building, zone)
            return Play({"type": "walkway", "x1": a[0], "y1": a[1], "x2": b[0], "y2": b[1]})
        return None

    def _key(self, ctx: Ctx, st: CloudState, key: str) -> None:
        phase = _view(ctx)["phase"]
        hand = _view(ctx)["hand"] or []
        if key == "Escape":
            if st.building is not None:
                st.focus, st.building = st.building, None
            else:
                st.cancel()
        elif phase == "tile" and key.isdigit() and 1 <= int(key) <= len(hand):
            st.pick(hand[int(key) - 1])
        elif phase == "tile" and key in ("r", "R") and st.picked is not None:
            st.rot = (st.rot + 1) % 4
        elif key in ARROW_KEYS:
            self._arrow(ctx, st, key)

    def _arrow(self, ctx: Ctx, st: CloudState, key: str) -> None:
        """Move the focus among the step's targets, by their drawn centres."""
        step = self.step(ctx, st)
        targets = arrow_targets(spots=step.spots, lit=[z for z, _ in step.lit],
                                building=st.building if step.lit else None,
                                partners=[z for z, _ in step.partners])
        if not targets:
            return
        if step.spots:
            places = {p: ((p[0] + 0.5) * TILE, (p[1] + 0.5) * TILE) for p in targets}
        else:
            places = {p: (float(centre(p)[0]), float(centre(p)[1])) for p in targets}
        st.focus = move_focus(places, tab_stop(targets, st.focus), key)
        st.selected = None

    def guide(self, ctx: Ctx, st: CloudState, action: Action) -> str | None:
        kind = action["type"]
        if kind == "tile":
            if st.picked != action["tile"]:
                return f'[data-act="pick"][data-tile="{action["tile"]}"]'
            if st.rot != action["rot"]:
                return '[data-act="rotate"]'
            return f'.board [data-act="place"][data-x="{action["x"]}"][data-y="{action["y"]}"]'
        if kind == "walkway":
            ends = (action["x1"], action["y1"]), (action["x2"], action["y2"])
            if st.building not in ends:
                return f'.board [data-act="building"][data-x="{ends[0][0]}"][data-y="{ends[0][1]}"]'
            x, y = ends[1] if st.building == ends[0] else ends[0]
            return f'.board [data-act="walkway"][data-x="{x}"][data-y="{y}"]'
        if kind == "draw":
            if action["from"] == "deck":
                return '[data-act="draw"][data-from="deck"]'
            return f'[data-act="draw"][data-from="row"][data-index="{action["index"]}"]'
        return '[data-act="end-build"]'

    def focus(self, ctx: Ctx, st: CloudState) -> str | None:
        if not ctx.to_move:
            return None
        phase = _view(ctx)["phase"]
        if phase == "tile":
            return BOARD_STOP if st.picked is not None else '.dock [data-act="pick"]'
        if phase == "build":
            # A keyboard player building walkways stays on the board between them.
            on_board = st.building is not None or st.focus is not None or ctx.keyboard
            return BOARD_STOP if on_board and self.step(ctx, st).lit else \
                '.dock [data-act="end-build"]'
        return '.dock [data-act="draw"]'

    # -- drawing -------------------------------------------------------------------
    def board(self, ctx: Ctx, st: CloudState) -> Board:
        view = _view(ctx)
        shown = ctx.shown_seat
        city = CityPicture.of(view["cities"][shown])
        growing = view["phase"] == "tile" and view["turn"] == shown
        # Every spot the step could light, so the board keeps still while a tile is picked.
        box = city_view_box(city, legal_origins(city.as_city(), view["shape"]) if growing else ())
        picture = city_layer(city, lang=ctx.lang, view_box=box,
                             last=history.last_moves(ctx.game).get(shown),
                             label=ctx.t("city_of", who=ctx.name(shown)))
        step = self.step(ctx, st)
        building = st.building if st.building in dict(step.lit) else None
        marks = marks_layer(
            lang=ctx.lang, view_box=box, spots=step.spots,
            pick=(st.picked, st.rot) if step.spots and st.picked is not None else None,
            focus=st.focus, selected=st.selected, lit=step.lit, building=building,
            partners=step.partners)
        return Board(picture, marks)

    def dock(self, ctx: Ctx, st: CloudState) -> str:
        view = _view(ctx)
        tiles = view["hand"]
        if tiles is None:
            return ""
        phase, active = view["phase"], ctx.to_move
        top = ""
        if active and phase == "tile" and st.picked is not None:
            top = panels.tile_controls(ctx)
        elif active and phase == "build":
            top = panels.build_controls(ctx, chosen=st.building is not None)
        elif active and phase == "draw":
            top = panels.draw_buttons(ctx, view)
        hand = panels.hand(ctx, tiles, active=active and phase == "tile", picked=st.picked,
                           rot=st.rot)
        # Drawing is the step's choice: its buttons come first; otherwise the hand does.
        return top + hand if phase == "draw" else hand + top

    def info(self, ctx: Ctx) -> str:
        view = _view(ctx)
        shown = ctx.shown_seat
        lasts = history.last_moves(ctx.game)
        others = [panels.other_city(ctx, view, seat, lasts.get(seat))
                  for seat in range(len(view["cities"])) if seat != shown]
        board_of = ("" if ctx.own_board else h.tag(
            "p", {"class": "cc-board-of"},
            h.text(ctx.t("board.of", city=ctx.t("city_of", who=ctx.name(shown))))))
        return (board_of
                + h.tag("section", {"class": "cc-others"},
                        h.tag("h3", None, h.text(ctx.t("others"))), *others)
                + panels.row_and_deck(ctx, view) + panels.needs(ctx, view["needs"]))

    def counts(self, ctx: Ctx) -> str:
        """The walkways left: a walkway built changes only this in the panel."""
        return panels.supply(ctx, _view(ctx)["supply"])

    def prompt(self, ctx: Ctx, st: CloudState) -> str:
        who = ctx.name(ctx.viewer or 0)
        phase = _view(ctx)["phase"]
        if phase == "tile":
            if st.picked is None:
                return ctx.t("prompt.pick", who=who)
            key = ("prompt.confirm" if st.selected is not None
                   else "prompt.place.touch" if ctx.touch else "prompt.place")
            return ctx.t(key, who=who, tile=st.picked)
        if phase == "build":
            if st.building is not None:
                return ctx.t("prompt.partner", who=who)
            key = "prompt.build" if self.step(ctx, st).lit else "prompt.build.none"
            return ctx.t(key, who=who)
        return ctx.t("prompt.draw", who=who)

    def seat_facts(self, ctx: Ctx, seat: int) -> str:
        return panels.tiles_text(ctx.lang, _view(ctx)["hand_sizes"][seat])

    def describe(self, move: Move, before: Game, lang: str) -> str:
        return history.describe(move, before, lang)

    def meaning(self, move: Move, before: Game, viewer: int, lang: str) -> str:
        return history.meaning(move, before, viewer, lang)

    def replay_board(self, state: Game, lang: str, names: Sequence[str]) -> str:
        """Every city at this step, its owner's last move marked."""
        assert isinstance(state, CloudCity)
        view = state.view(None)
        lasts = history.last_moves(state)
        figures = []
        for seat, raw in enumerate(view["cities"]):
            city = CityPicture.of(raw)
            name = names[seat] if seat < len(names) else STRINGS.t("seat", lang, n=seat + 1)
            figures.append(h.tag(
                "figure", {"class": "cc-replay-city"},
                city_layer(city, lang=lang, view_box=city_view_box(city), last=lasts.get(seat),
                           label=STRINGS.t("city_of", lang, who=name)),
                h.tag("figcaption", None, h.text(STRINGS.t(
                    "caption", lang, who=name,
                    tiles=panels.tiles_text(lang, view["hand_sizes"][seat]))))))
        return h.tag("div", {"class": "cc-replay"}, *figures)

    def picture(self, lang: str) -> str:
        """The first player's finished city in a 2-player game between normal bots."""
        game: Game = CloudCity.new({"players": 2}, 2024)
        bot = NormalBot()
        while not game.is_over:
            seat = game.to_act[0]
            game = game.apply(seat, bot.choose(game, seat)).settle()
        assert isinstance(game, CloudCity)
        city = CityPicture.of(game.cities[0])
        return city_layer(city, lang=lang, view_box=city_view_box(city),
                          label=STRINGS.t("city", lang))

    def rules_extra(self, lang: str) -> str:
        """The pieces as the board draws them, then the Special Needs cards."""
        items = [h.tag("li", None, h.tag("strong", None, h.text(tr(name, lang))), " — ",
                       h.text(tr(rule, lang)))
                 for name, rule in NEEDS_TEXTS.values()]
        return (_legend(lang) + h.tag("h2", None, h.text(STRINGS.t("needs.list", lang)))
                + h.tag("ol", {"class": "scoring-list"}, *items))


#: The tile the rules page shows with its buildings (tan and blue, diagonal).
LEGEND_TILE = 12


def _figure(picture: str, caption: str) -> str:
    return h.tag("li", None, picture, h.text(caption))


def _legend(lang: str) -> str:
    """A tile with its buildings, a start tile, each building height, and a walkway of
    each length with its votes, drawn by the board's own functions."""
    def t(key: str, **fields: object) -> str:
        return STRINGS.t(key, lang, **fields)

    city = CityPicture.of({"tiles": {(0, 0): (LEGEND_TILE, 0)},
                           "buildings": dict(rotated_spots(LEGEND_TILE, 0)), "walkways": []})
    pieces = [
        _figure(city_layer(city, lang=lang, view_box=city_view_box(city),
                           label=t("legend.tile")), t("legend.tile")),
        _figure(tile_svg(START_TILES[0], lang=lang), t("legend.start")),
        *(_figure(building_svg(height, lang),
                  t("legend.height", n=height, level=level_word(height, lang),
                    colour=tr(COLOUR_NAMES[height], lang)))
          for height in HEIGHTS)]
    walkways = [_figure(walkway_svg(n, HEIGHTS[(n - 1) % len(HEIGHTS)], lang),
                        t("legend.walkway", n=n, v=v))
                for n, v in sorted(WALKWAY_VALUES.items())]
    return (h.tag("h2", None, h.text(t("legend")))
            + h.tag("ul", {"class": "cc-legend"}, *pieces)
            + h.tag("h2", None, h.text(t("legend.walkways")))
            + h.tag("ul", {"class": "cc-legend"}, *walkways))


def _draw(view: CloudCityView, event: Event) -> Play | None:
    """The deck or a face-up tile: pressing it is the player's explicit end of the turn
    (a "Confirm turn" after it would only ask twice), so it is itself the confirmation."""
    if event.get("from") == "deck":
        return Play({"type": "draw", "from": "deck"}, confirms=True) if view["deck_count"] \
            else None
    index = number(event, "index")
    if index is None or not 0 <= index < len(view["row"]) or view["row"][index] is None:
        return None
    return Play({"type": "draw", "from": "row", "index": index}, confirms=True)


SCREEN = CloudCityScreen()
