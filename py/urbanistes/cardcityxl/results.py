"""Score sheets and the final sentence: who wins, how ties were broken, the solo rank."""

from __future__ import annotations

from ..engine import Scores, ScoreSheet, Text, seat_names, text
from .data import RANK_NAMES, rank
from .scoring import TIE_BREAKS, Tally, shown, tally, whole, winners
from .state import CardCityState
from .views import UNITS


def seat_tally(state: CardCityState, seat: int, viewer: int | None) -> Tally:
    """``seat``'s tally from the city and purse ``viewer`` sees."""
    return tally(state.victory, state.seen_city(seat, viewer), seat,
                 state.seen_money(seat, viewer), state.polluting, state.variant("ecology"))


def score_table(state: CardCityState, viewer: int | None) -> Scores:
    """Cities and money are public (constructions show at the end of the phase)."""
    tallies = [seat_tally(state, s, viewer) for s in range(state.players)]
    sheets = tuple(ScoreSheet(s, t.lines) for s, t in enumerate(tallies))
    if not state.is_over:
        return Scores(sheets, (), text("Partie en cours.", "Game in progress."))
    if state.players == 1:
        return Scores(sheets, () if tallies[0].out else (0,), solo_outcome(state, tallies[0]))
    won, step = winners(tallies)
    if not won:
        return Scores(sheets, won, text(
            "Personne ne gagne : chaque ville dépasse 30 % de pollution.",
            "Nobody wins: every city is over 30% pollution."))
    return Scores(sheets, won, outcome(state, tallies, won, step))


def tally_rank(victory: str, result: Tally) -> int | None:
    """The solo rank (index into ``RANK_NAMES``) a tally reaches; None for a city over
    30% pollution (Bonheur with the Ville Écologique), which loses."""
    return None if result.out else rank(victory, whole(victory, result.value))


def solo_rank(state: CardCityState) -> int | None:
    """The rank a solo city reaches (``tally_rank`` of its tally)."""
    return tally_rank(state.victory, seat_tally(state, 0, None))


def solo_outcome(state: CardCityState, result: Tally) -> Text:
    """The solo sentence: the rank the score reaches in the booklet's table (a city
    too polluted for the Bonheur victory loses)."""
    reached = tally_rank(state.victory, result)
    if reached is None:
        return text("{p0} perd : la ville dépasse 30 % de pollution.",
                    "{p0} loses: the city is over 30% pollution.")
    name = RANK_NAMES[reached]
    unit = UNITS[state.victory]
    value = shown(state.victory, result.value)
    return text(f"{{p0}} atteint le rang {name['fr']} avec {value} {unit['fr']}.",
                f"{{p0}} reaches the rank of {name['en']} with {value} {unit['en']}.")


def outcome(state: CardCityState, tallies: list[Tally], won: tuple[int, ...],
            step: int) -> Text:
    """Who won, and with which tie-break (``scoring.winners``'s step)."""
    best = shown(state.victory, tallies[won[0]].value)
    unit = UNITS[state.victory]
    fr, en = seat_names(won, "fr"), seat_names(won, "en")
    breaks = TIE_BREAKS[state.victory]
    out = [s for s, t in enumerate(tallies) if t.out]
    if step == 0 and out:
        fr_out, en_out = seat_names(out, "fr"), seat_names(out, "en")
        return text(f"{fr} gagne avec {best} {unit['fr']} ({fr_out} : plus de 30 % de "
                    "pollution).",
                    f"{en} wins with {best} {unit['en']} ({en_out}: over 30% pollution).")
    if step == 0:
        return text(f"{fr} gagne avec {best} {unit['fr']}.",
                    f"{en} wins with {best} {unit['en']}.")
    if step <= len(breaks):
        why = breaks[step - 1]
        return text(f"{fr} gagne : ex aequo à {best} {unit['fr']}, départagés par "
                    f"{why['fr']}.",
                    f"{en} wins: tied on {best} {unit['en']}, broken by {why['en']}.")
    return text(f"Victoire partagée entre {fr} : ex aequo à {best} {unit['fr']} et à "
                "chaque départage.",
                f"Shared win for {en}: tied on {best} {unit['en']} and every tie-break.")
