"""Card City XL's play screen: a round as the rules' phases go.

1. Acquisition. The splitter sees their drawn cards in the dock and lays the lots: tap
   a card, then a place in a lot (lot 1 face up or face down, lot 2 face up; the cards
   left are lot 2's face-down part), money on a lot at the advanced level, "Offer". The
   chooser sees both lots (hidden cards as backs) and takes one. Solo: the card put back
   under the pile.
2. Construction: pick a card of the hand (1-3); the cells where the rules let it go
   light up for its turn (R turns a two-colour card); a card that cannot be built says
   why and is discarded by its button.
3. Development: the cloud an Industrie brought, then each district that must grow (the
   dock says which and why), on lit cells.
4.-5. Income, shown with its parts, and the purchases, then "End my round".

Everything legal comes from the rules (``steps``); the screen draws. The big board is
the viewer's own city, the acting bot's while it plays, or the one the player tapped
(in the seat bar, or among the others, small, in the side panel); it lights targets
only on the viewer's own. Each player's last cards are marked with their number on
every city. A move held for confirmation (the offer, a lot with hidden cards, the card
that ends the construction) is drawn as it would be played: the lots as offered, the
chosen lot standing out, the card at its place.

The variants: the Banlieue Fictive starts with the Mairie laid on one of its "x" spots
(a step of its own); the Architecte is one more piece of the first player's
construction; the Cité Unique is one big board for everyone, each part outlined and
numbered (square, or bricks on the 3-player hexagonal grid), the shown seat's part in
bold with its last cards aglow; the Ville Écologique and
the Crise des Loisirs add each seat's pollution and next Loisirs' price to its facts;
the new-game form names the way to play the options make.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from urbanistes.cardcityxl.bots import NormalBot
from urbanistes.cardcityxl.data import BICOLOURS, ILLUSTRATIONS
from urbanistes.cardcityxl.game import CardCityXL
from urbanistes.cardcityxl.help import RULES_HELP
from urbanistes.cardcityxl.info import INFO, combination_name, refusal
from urbanistes.cardcityxl.results import solo_rank
from urbanistes.cardcityxl.scoring import POLLUTION_POINTS
from urbanistes.engine import Action, Game, Move

from ... import html as h
from ... import scored
from ...i18n import tr
from ...screen import Board, GameScreen, PickPlace, Play, cell, move_focus, number
from ...state import Ctx, Event
from . import draft, hand, panels
from .art import card_body, card_svg
from .history import Describer, chosen, laid, last_laid, meaning
from .records import records_html
from .steps import BUILD, CHOOSE, GROW, KEEP, PURCHASES, SPLIT, Piece, Point, Step, Steps
from .strings import STRINGS
from .svg import (
    BOARD_STOP,
    CityPicture,
    Lasts,
    Target,
    city_layer,
    ghost_layer,
    held_layer,
    marks_layer,
    tab_stop,
)
from .tips import Scoring
from .words import card_name, card_words, money, place

ARROW_KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End")


@dataclass
class CardUi(PickPlace):
    """The move being made: ``picked`` is a card of the splitter's draw, or a piece of
    the step (a card of the hand, a cloud, a growth, a purchase); ``rot`` its turn;
    ``bribe`` the money a splitter means to put on a lot."""

    bribe: int = 1


def lasts(game: Game, picture: CityPicture) -> Lasts:
    """The city's last cards, each with its player's seat number (from 1): the
    owner's, or every player's in a shared city. Kept per state: a state is drawn
    several times, and the panel draws every city."""
    key = (id(game), len(game.history), picture)
    kept = _LASTS.get(key)
    if kept is not None and kept[0]() is game:
        return kept[1]
    seats = range(game.players) if picture.shared else (picture.seat,)
    found = tuple((p, seat + 1) for seat in seats
                  for p in last_laid(game, seat, picture.code_at))
    if len(_LASTS) > 32:
        _LASTS.clear()
    _LASTS[key] = (weakref.ref(game), found)
    return found


_LASTS: dict[tuple[int, int, CityPicture], tuple[weakref.ref[Game], Lasts]] = {}


def variant_facts(ctx: Ctx, seat: int) -> list[str]:
    """What the variants add to a seat's purse line: its pollution (Ville Écologique)
    and its next Loisirs' price (Crise des Loisirs)."""
    view = ctx.view
    facts = []
    if view["pollution"]:
        facts.append(ctx.t("pollution", n=view["pollution"][seat]))
    if view["variants"]["crisis"]:
        facts.append(ctx.t("leisure", money=money(view["leisure_cost"][seat], ctx.lang)))
    return facts


def city_label(picture: CityPicture, lang: str, names: Sequence[str],
               own: int | None = None) -> str:
    """A city's name: whose city, or the shared city and whose part is which (the
    viewer's, ``own``, said to be theirs)."""
    def name(seat: int) -> str:
        return names[seat] if seat < len(names) else STRINGS.t("seat", lang, n=seat + 1)

    if not picture.shared:
        return STRINGS.t("city_of", lang, who=name(picture.seat))
    parts = "; ".join(STRINGS.t("part.you" if seat == own else "part", lang, n=seat + 1,
                                who=name(seat)) for seat in range(len(picture.parts)))
    return STRINGS.t("city.shared", lang, parts=parts)


class CardCityScreen(GameScreen[CardUi]):
    strings = STRINGS
    rules_help = RULES_HELP
    #: A cell is 100 units: 49 CSS pixels on touch screens; a 6x6 city's window of 7
    #: cells fits a phone's width.
    touch_scale = 0.49

    def __init__(self) -> None:
        self.steps = Steps()
        self.say = Describer()

    def fresh(self) -> CardUi:
        return CardUi()

    # -- what the viewer may do ----------------------------------------------------
    def step(self, ctx: Ctx) -> Step:
        if not ctx.to_move:
            return Step()
        return self.steps.of(ctx.game, ctx.viewer, ctx.view)

    def piece(self, ctx: Ctx, st: CardUi) -> tuple[int | None, Piece | None]:
        """The piece in hand: the one picked, or the only one (a purchase never is)."""
        pieces = self.step(ctx).pieces
        if st.picked is not None and 0 <= st.picked < len(pieces):
            return st.picked, pieces[st.picked]
        if len(pieces) == 1 and pieces[0].kind not in PURCHASES:
            return 0, pieces[0]
        return None, None

    def targets(self, ctx: Ctx, st: CardUi) -> list[Target]:
        """The spots for the piece in hand, lit only on the viewer's own board; a spot
        that brings a Pollution cloud says so."""
        _, piece = self.piece(ctx, st)
        if piece is None or not ctx.own_board:
            return []
        picture = CityPicture.of(ctx.view["cities"][ctx.shown_seat], ctx.view)
        window = picture.window()
        words = card_words(piece.code, st.rot, ctx.lang)
        costly = self.costly(ctx, piece, st.rot)
        cloud = " " + ctx.t("spot.cloud", vp=POLLUTION_POINTS)
        return [(p, ctx.t("spot", card=words, at=place(window.column_row(p), ctx.lang))
                 + (cloud if p in costly else "")) for p in piece.at(st.rot)]

    def costly(self, ctx: Ctx, piece: Piece, rot: int) -> frozenset[Point]:
        """The piece's spots that bring the viewer a Pollution cloud (asked of the
        rules: an Industry in the row or column of another, at the normal level)."""
        game, seat = ctx.game, ctx.viewer
        if not isinstance(game, CardCityXL) or seat is None:
            return frozenset()
        return frozenset(p for p in piece.at(rot) if game.brings_cloud(seat, piece.code, p))

    # -- events --------------------------------------------------------------------
    def handle(self, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
        act = str(event.get("act", ""))
        if act == "key":
            return self._key(ctx, st, str(event.get("key", "")))
        handler = HANDLERS.get(act)
        return handler(self, ctx, st, event) if handler is not None else None

    def _key(self, ctx: Ctx, st: CardUi, key: str) -> Play | None:
        step = self.step(ctx)
        if key == "Escape":
            st.cancel()
        elif key in ("r", "R"):
            _rotate(self, ctx, st, {})
        elif key in ARROW_KEYS:
            self._arrow(ctx, st, key)
        elif key.isdigit() and key != "0":
            index = int(key) - 1
            if step.kind == KEEP:
                pool = ctx.view["draft"]["pool"] or []
                return _bottom(self, ctx, st, {"card": pool[index]}) if index < len(pool) \
                    else None
            _pick(self, ctx, st, {"index": index, "act": "pick-card"
                                  if step.kind == SPLIT else "pick"})
        return None

    def _arrow(self, ctx: Ctx, st: CardUi, key: str) -> None:
        targets = self.targets(ctx, st)
        if not targets:
            return
        picture = CityPicture.of(ctx.view["cities"][ctx.shown_seat], ctx.view)
        places = {p: picture.layout.centre(p) for p, _ in targets}
        st.focus = move_focus(places, tab_stop(targets, st.focus), key)
        st.selected = None

    def guide(self, ctx: Ctx, st: CardUi, action: Action) -> str | None:
        kind = action["type"]
        if kind == "place" and "lot" in action:  # a drawn card into a lot
            pool, card = ctx.view["draft"]["pool"] or [], action["card"]
            if card not in pool:
                return None
            if st.picked is None or st.picked >= len(pool) or pool[st.picked] != card:
                return f'.dock [data-act="pick-card"][data-index="{pool.index(card)}"]'
            lot, face = action["lot"], action["face"]
            return f'.dock [data-act="lay"][data-lot="{lot}"][data-face="{face}"]'
        if kind in ("offer", "pass"):
            return f'[data-act="{kind}"]'
        if kind == "take":
            return f'[data-act="take"][data-lot="{action["lot"]}"]'
        if kind == "bribe":
            if st.bribe != action["amount"]:
                return f'[data-act="bribe-{"more" if st.bribe < action["amount"] else "less"}"]'
            return f'[data-act="bribe"][data-lot="{action["lot"]}"]'
        if kind == "bottom":
            return f'[data-act="bottom"][data-card="{action["card"]}"]'
        return _piece_guide(self.step(ctx).pieces, st, action)

    def focus(self, ctx: Ctx, st: CardUi) -> str | None:
        step = self.step(ctx)
        if not step.kind:
            return None
        if step.kind == SPLIT:
            return _split_focus(ctx, st, step)
        if step.kind in (CHOOSE, KEEP):
            return '.dock [data-act="{}"]'.format("take" if step.kind == CHOOSE else "bottom")
        _, piece = self.piece(ctx, st)
        if piece is None:
            return '.dock [data-act="pick"]'
        if self.targets(ctx, st):
            return BOARD_STOP
        if piece.turns and piece.spots:
            return '.dock [data-act="rotate"]'
        return '.dock [data-act="discard"]' if piece.discard else '.dock [data-act="pick"]'

    # -- drawing -------------------------------------------------------------------
    def board(self, ctx: Ctx, st: CardUi) -> Board:
        """The shown seat's city (a shared city with its part standing out), its last
        cards marked; on the viewer's own, the targets or the move held for
        confirmation."""
        seat = ctx.shown_seat
        picture = CityPicture.of(ctx.view["cities"][seat], ctx.view)
        window = picture.window()
        city = city_layer(picture, lang=ctx.lang, window=window, scoring=Scoring.of(ctx.view),
                          lasts=lasts(ctx.game, picture),
                          label=city_label(picture, ctx.lang, ctx.session.names(ctx.lang),
                                           ctx.viewer),
                          part=seat if picture.shared else None,
                          own=ctx.viewer if picture.shared else None)
        held = ctx.session.held
        if held is not None:
            put = laid(held) if ctx.own_board else None
            return Board(city, "", held_layer(
                window=window, lay=picture.layout, body=card_body(put[1], held.get(
                    "rot", 0), ctx.lang), at=put[0]) if put else "")
        step = self.step(ctx)
        _, piece = self.piece(ctx, st)
        targets = self.targets(ctx, st)
        district = ([(x, y) for d in ctx.view["growth"] for x, y in d["cells"]]
                    if step.kind == GROW and ctx.own_board else [])
        costly = self.costly(ctx, piece, st.rot) if piece and targets else frozenset()
        marks = marks_layer(lang=ctx.lang, lay=picture.layout, window=window, targets=targets,
                            focus=st.focus, selected=st.selected, district=district,
                            label=ctx.t("marks"), costly=costly)
        body = card_body(piece.code, st.rot, ctx.lang) if piece and targets else None
        ghost = ghost_layer(window=window, lay=picture.layout, body=body,
                            selected=st.selected if body else None)
        return Board(city, marks, ghost)

    def dock(self, ctx: Ctx, st: CardUi) -> str:
        view = ctx.view
        step = self.step(ctx)
        seat = ctx.viewer
        if seat is None:
            return ""
        held = ctx.session.held
        if held is not None:
            body = self._held(ctx, held)
        elif step.kind == SPLIT:
            body = draft.split_dock(ctx, view, st.picked, st.bribe, step)
        elif step.kind == CHOOSE:
            body = draft.lots_dock(ctx, view, step)
        elif step.kind == KEEP:
            body = draft.keep_dock(ctx, view, step)
        elif step.kind:
            index, piece = self.piece(ctx, st)
            body = hand.pieces_dock(ctx, view, step, seat, index, piece, st.rot)
        else:
            body = self._waiting(ctx, seat)
        mine = ""
        if view["draft"] is not None and step.kind not in (SPLIT, KEEP):
            mine = draft.hand_row(ctx, view["hands"][seat], ctx.t("mine"))
        return self._purse(ctx, seat) + body + mine + self._to_others(ctx)

    def stage(self, ctx: Ctx, st: CardUi) -> tuple[str, ...]:
        """"draft" while the dock shows the lots being made or chosen."""
        held = ctx.session.held
        if ctx.viewer is None:
            return ()
        if held is not None:
            drafting = held["type"] in ("offer", "take")
        else:
            drafting = (self.step(ctx).kind in (SPLIT, CHOOSE, KEEP)
                        or ctx.view["phase"] in (SPLIT, CHOOSE))
        return ("draft",) if drafting else ()

    def _held(self, ctx: Ctx, held: Mapping[str, Any]) -> str:
        """The move held for confirmation, as it would be played: the lots as offered,
        the lot chosen, the card and where it goes (Confirm and Cancel are the shell's)."""
        if held["type"] == "offer":
            return draft.offer_preview(ctx, ctx.view)
        if held["type"] == "take":
            return draft.lots_dock(ctx, ctx.view, Step(), chosen=held["lot"])
        return hand.held_dock(ctx, held)

    def _purse(self, ctx: Ctx, seat: int) -> str:
        view = ctx.view
        city = view["cities"][seat]
        words = ctx.t("purse", money=money(view["money"][seat], ctx.lang),
                      size=ctx.t("size", n=city["size"], limit=city["limit"]),
                      industry=money(view["industry_cost"][seat], ctx.lang))
        return h.tag("p", {"class": "ccx-purse"}, h.text(" · ".join(
            [words, *variant_facts(ctx, seat)])))

    def _to_others(self, ctx: Ctx) -> str:
        """A phone's shortcut to the other cities, below the dock in the side panel."""
        if ctx.game.players < 2 or ctx.view["site"]["shared"]:
            return ""
        return h.tag("a", {"class": "ccx-to-others", "href": "#ccx-others"},
                     h.text(ctx.t("to_others")))

    def _waiting(self, ctx: Ctx, seat: int) -> str:
        """What the viewer sees while others act: the lots, or who is doing what."""
        view = ctx.view
        phase = view["phase"]
        acting = ctx.session.acting
        who = ctx.name(acting) if acting is not None else ""
        if phase == SPLIT:
            return draft.arranging(ctx, view)
        if phase == CHOOSE:
            return (h.tag("p", None, h.text(ctx.t("wait.choose", who=who)))
                    + draft.lots_dock(ctx, view, Step()))
        key = {BUILD: "wait.build", "develop": "wait.develop", "end": "wait.end"}.get(phase)
        return h.tag("p", {"class": "ccx-wait"}, h.text(ctx.t(key, who=who))) if key else ""

    def info(self, ctx: Ctx) -> str:
        """Whose city the big board shows (when it is not the viewer's), the facts of
        the game, the other cities small (a tap shows one big), events and legend."""
        view = ctx.view
        seat = ctx.shown_seat
        shared = view["site"]["shared"]
        board_of = ("" if ctx.own_board else h.tag("p", {"class": "ccx-board-of"}, h.text(
            ctx.t("board.part" if shared else "board.of", who=ctx.name(seat)))))
        others = []
        for other in range(view["players"]):
            if other != seat and not shared:
                picture = CityPicture.of(view["cities"][other], view)
                others.append(panels.other_city(ctx, view, picture, lasts(ctx.game, picture)))
        section = (h.tag("section", {"class": "ccx-others", "id": "ccx-others"},
                         h.tag("h3", None, h.text(ctx.t("others"))), *others)
                   if others else "")
        total = scored.scores(ctx.game, ctx.viewer).totals[0] if view["players"] == 1 else None
        # the panel's sections are h3: an h2 (for screen readers) keeps the order
        title = h.tag("h2", {"class": "sr-only"}, h.text(ctx.t("info.title")))
        return (title + board_of + panels.facts(ctx, view) + panels.reserve(ctx, view) + section
                + panels.ranks(ctx, view, total) + panels.events(ctx, view)
                + panels.legend(ctx, view))

    def prompt(self, ctx: Ctx, st: CardUi) -> str:
        step = self.step(ctx)
        who = ctx.name(ctx.viewer or 0)
        if step.kind == SPLIT:
            return _split_prompt(ctx, st, step, who)
        if step.kind == CHOOSE:
            return ctx.t("prompt.choose", who=who,
                         splitter=ctx.name(ctx.view["draft"]["splitter"]))
        if step.kind == KEEP:
            return ctx.t("prompt.keep", who=who)
        _, piece = self.piece(ctx, st)
        if piece is None:
            return ctx.t(f"prompt.{step.kind}", who=who)
        return self._lay_prompt(ctx, st, piece, who)

    def _lay_prompt(self, ctx: Ctx, st: CardUi, piece: Piece, who: str) -> str:
        name = card_name(piece.code, ctx.lang)
        costly = self.costly(ctx, piece, st.rot)
        if st.selected is not None:
            words = ctx.t("prompt.again", who=who, card=name)
            return words + (" " + ctx.t("prompt.cloud.here", vp=POLLUTION_POINTS)
                            if st.selected in costly else "")
        if piece.at(st.rot):
            key = "prompt.lay.touch" if ctx.touch else (
                "prompt.lay.turn" if piece.turns else "prompt.lay")
            words = ctx.t(key, who=who, card=name)
            return words + (" " + ctx.t("prompt.cloud.spots", vp=POLLUTION_POINTS)
                            if costly else "")
        if piece.spots:
            return ctx.t("prompt.turn", who=who, card=name)
        if piece.discard:
            return ctx.t("prompt.discard", who=who, card=name)
        return ctx.t("prompt.later", who=who, card=name)

    def seat_facts(self, ctx: Ctx, seat: int) -> str:
        view = ctx.view
        city = view["cities"][seat]
        return " · ".join([money(view["money"][seat], ctx.lang), ctx.t(
            "size.short", n=city["size"], limit=city["limit"]), *variant_facts(ctx, seat)])

    def describe(self, move: Move, before: Game, lang: str) -> str:
        return self.say(move, before, lang)

    def meaning(self, move: Move, before: Game, viewer: int, lang: str) -> str:
        return meaning(move, before, viewer, lang)

    def held_words(self, ctx: Ctx, st: CardUi) -> str:
        held, viewer = ctx.session.held, ctx.session.viewer
        if held is None or viewer is None:
            return ""
        return chosen(Move(viewer, held), ctx.game, ctx.lang)

    def replay_board(self, state: Game, lang: str, names: Sequence[str]) -> str:
        """Every city at this step (the shared one once), each player's last cards
        marked."""
        assert isinstance(state, CardCityXL)
        view = state.view(None)
        players = range(view["players"])
        shared = view["site"]["shared"]  # one city for everyone: drawn once

        def name(seat: int) -> str:
            return names[seat] if seat < len(names) else STRINGS.t("seat", lang, n=seat + 1)

        figures = []
        for seat in (0,) if shared else players:
            picture = CityPicture.of(view["cities"][seat], view)
            caption = " · ".join(STRINGS.t("caption", lang, who=name(s), money=money(
                view["money"][s], lang)) for s in (players if shared else (seat,)))
            figures.append(h.tag(
                "figure", {"class": "ccx-replay-city"},
                city_layer(picture, lang=lang, window=picture.window(),
                           scoring=Scoring.of(view), lasts=lasts(state, picture),
                           label=city_label(picture, lang, names)),
                h.tag("figcaption", None, h.text(caption))))
        return h.tag("div", {"class": "ccx-replay"}, *figures)

    def picture(self, lang: str) -> str:
        """A finished solo city of the normal bot at the simplified level."""
        game: Game = CardCityXL.new({"players": 1}, 2024).settle()
        bot = NormalBot()
        while not game.is_over:
            game = game.apply(0, bot.choose(game, 0)).settle()
        assert isinstance(game, CardCityXL)
        view = game.view(None)
        picture = CityPicture.of(view["cities"][0])
        return city_layer(picture, lang=lang, window=picture.window(),
                          scoring=Scoring.of(view), label=STRINGS.t("city", lang))

    def setup_note(self, lang: str, form: Mapping[str, str]) -> str:
        """The way to play the form's options make, in the rules' words ("Normal ·
        Happiness · Ecological + Single City"), and whether the rules refuse it."""
        raw = form.get("players", "")
        options: dict[str, Any] = {"players": int(raw) if raw.isdigit() else INFO.min_players}
        for opt in INFO.options:
            chosen = form.get(opt.key, str(opt.default))
            options[opt.key] = next((v for v in opt.values() if str(v) == chosen), opt.default)
        words = STRINGS.t("setup.way", lang, way=tr(combination_name(options), lang))
        if refusal(options) is not None:
            words += " " + STRINGS.t("setup.refused", lang)
        return words

    def rules_extra(self, lang: str) -> str:
        """The cards as the screen draws them: each kind, the two-colour cards, and
        the variants' cards (the Architecte, the Ville Écologique's Industries)."""
        def figure(code: str) -> str:
            return h.tag("li", None, card_svg(card_body(code, 0, lang), card_words(code, 0, lang)),
                         h.text(card_name(code, lang)))

        kinds = [figure(k) for k in ("R", "C", "I", "L", "P", "M", "K", "X")]
        twos = [figure(code) for code in BICOLOURS]
        return (h.tag("h2", None, h.text(STRINGS.t("cards.title", lang)))
                + h.tag("ul", {"class": "ccx-cards-help"}, *kinds)
                + h.tag("h2", None, h.text(STRINGS.t("cards.two", lang)))
                + h.tag("ul", {"class": "ccx-cards-help"}, *twos)
                + h.tag("h2", None, h.text(STRINGS.t("cards.variants", lang)))
                + h.tag("ul", {"class": "ccx-cards-help"},
                        *(figure(code) for code in ("A", *ILLUSTRATIONS))))

    def result_facts(self, game: Game) -> dict[str, Any]:
        """Solo: the rank the city reached (None: over 30% pollution, it lost); nothing
        for a game of several players."""
        assert isinstance(game, CardCityXL)
        return {"rank": solo_rank(game)} if game.players == 1 else {}

    def records_extra(self, results: Sequence[Mapping[str, Any]], lang: str,
                      choices: Mapping[str, str]) -> str:
        """The best solo ranks, and the booklet's rank table with them marked."""
        return records_html(results, lang, choices)


# -- the dock's events ------------------------------------------------------------------

def _piece_guide(pieces: Sequence[Piece], st: CardUi, action: Action) -> str | None:
    """The way to a piece's action: pick the piece, turn it, then its spot (or
    discard it)."""
    for index, piece in enumerate(pieces):
        if action["type"] == "discard":
            found = piece.kind == BUILD and piece.code == action["card"]
        else:
            found = any(piece.action((x, y), r) == action for x, y, r in piece.spots)
        if not found:
            continue
        if st.picked != index and (len(pieces) > 1 or piece.kind in PURCHASES):
            return f'.dock [data-act="pick"][data-index="{index}"]'
        if action["type"] == "discard":
            return '.dock [data-act="discard"]'
        if st.rot != action.get("rot", st.rot):
            return '.dock [data-act="rotate"]'
        return f'.board [data-act="place"][data-x="{action["x"]}"][data-y="{action["y"]}"]'
    return None


def _split_focus(ctx: Ctx, st: CardUi, step: Step) -> str:
    if step.allows({"type": "offer"}) and st.picked is None:
        return '.dock [data-act="offer"]'
    if st.picked is not None:
        return '.dock [data-act="lay"]:not([disabled])'
    return '.dock [data-act="pick-card"]'


def _split_prompt(ctx: Ctx, st: CardUi, step: Step, who: str) -> str:
    draft_view = ctx.view["draft"]
    chooser = ctx.name(draft_view["chooser"])
    pool = draft_view["pool"] or []
    if st.picked is not None and st.picked < len(pool):
        return ctx.t("prompt.split.lay", who=who, card=card_name(pool[st.picked], ctx.lang))
    if step.allows({"type": "offer"}):
        return ctx.t("prompt.split.offer", who=who, chooser=chooser)
    return ctx.t("prompt.split", who=who, chooser=chooser)


Handler = Callable[[CardCityScreen, Ctx, CardUi, Event], Play | None]


def _pick_card(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    """The splitter picks one of their drawn cards (again: puts it back)."""
    index = number(event, "index")
    pool = ctx.view["draft"]["pool"] if ctx.view["draft"] else None
    if screen.step(ctx).kind == SPLIT and pool and index is not None and 0 <= index < len(pool):
        st.pick(index)
    return None


def _lay(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    """The picked card into a place of a lot."""
    step = screen.step(ctx)
    pool = ctx.view["draft"]["pool"] if ctx.view["draft"] else None
    lot, face = number(event, "lot"), event.get("face")
    if step.kind != SPLIT or not pool or st.picked is None or st.picked >= len(pool):
        return None
    action = {"type": "place", "card": pool[st.picked], "lot": lot, "face": face}
    return Play(action) if step.allows(action) else None


def _allowed(action: dict[str, Any], *, confirms: bool = False) -> Handler:
    """A button that plays one fixed action, if the rules allow it now."""
    def play(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
        return Play(action, confirms) if screen.step(ctx).allows(action) else None
    return play


def _bribe_amount(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    if screen.step(ctx).kind == SPLIT:
        purse = ctx.view["money"][ctx.view["draft"]["splitter"]]
        st.bribe = max(1, min(purse, st.bribe + (1 if event.get("act") == "bribe-more" else -1)))
    return None


def _bribe(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    action = {"type": "bribe", "lot": number(event, "lot"), "amount": number(event, "amount")}
    return Play(action) if screen.step(ctx).allows(action) else None


def _take(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    action = {"type": "take", "lot": number(event, "lot")}
    return Play(action) if screen.step(ctx).allows(action) else None


def _bottom(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    action = {"type": "bottom", "card": str(event.get("card", ""))}
    return Play(action) if screen.step(ctx).allows(action) else None


def _pick(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    """A piece of the step (or, splitting, a drawn card); its first turn with a spot."""
    if event.get("act") == "pick-card":
        return _pick_card(screen, ctx, st, event)
    index = number(event, "index")
    pieces = screen.step(ctx).pieces
    if index is None or not 0 <= index < len(pieces):
        return None
    st.pick(index)
    piece = pieces[index]
    st.rot = next((r for _, _, r in piece.spots), 0) if st.picked is not None else 0
    return None


def _rotate(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    _, piece = screen.piece(ctx, st)
    if piece is not None and piece.turns:
        st.rot = (st.rot + 1) % 4
        st.selected = st.focus = None
    return None


def _discard(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    _, piece = screen.piece(ctx, st)
    if piece is None or piece.kind != BUILD:
        return None
    action = {"type": "discard", "card": piece.code}
    return Play(action) if screen.step(ctx).allows(action) else None


def _place(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    """A lit cell: on touch screens the first tap shows the card there."""
    _, piece = screen.piece(ctx, st)
    spot = cell(event)
    if piece is None or spot is None or spot not in piece.at(st.rot):
        return None
    if st.tap(spot, str(event.get("pointer", "mouse"))):
        return Play(piece.action(spot, st.rot))
    return None


def _cancel(screen: CardCityScreen, ctx: Ctx, st: CardUi, event: Event) -> Play | None:
    st.cancel()
    return None


HANDLERS: dict[str, Handler] = {
    "pick-card": _pick_card, "lay": _lay, "offer": _allowed({"type": "offer"}),
    "bribe-less": _bribe_amount, "bribe-more": _bribe_amount, "bribe": _bribe,
    "take": _take, "bottom": _bottom, "pick": _pick, "rotate": _rotate, "discard": _discard,
    "place": _place, "pass": _allowed({"type": "pass"}, confirms=True), "cancel": _cancel,
}

SCREEN = CardCityScreen()
