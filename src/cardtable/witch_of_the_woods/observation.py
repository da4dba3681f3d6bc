"""Witch of the Woods as a vector: the planes below, in order, then the history planes
(``cardtable.core.planes``).

With ``n`` seats (``Rules.players``, 2 to 8) and the 54 cards of ``full_deck()``:

| plane | size | holds |
|---|---|---|
| ``seat`` | n | one-hot: the seat observing (zeros for a spectator) |
| ``to_act`` | n | flags |
| ``phase`` | 6 | one-hot: ``betting``, ``clean-up``, ``swap``, ``return``, ``fate``, ``over`` |
| ``dealer`` | n | one-hot |
| ``hand`` | 54 | flags: the seat's own cards (during a swap, with those just drawn) |
| ``drawn`` | 54 | flags: the cards just drawn from the Camp, which cannot go back |
| ``returned`` | 54 | flags: the cards the seat put back in the Camp this hand |
| ``units``, ``put_in`` | n each | counts (zeros without betting) |
| ``folded``, ``sitting_out`` | n each | flags |
| ``swapped`` | n | flags: the seats that have said their swap (standing pat included) |
| ``swap_count`` | n | counts: the k each said |
| ``hands_won`` | n | counts |
| ``witch_holder`` | n | one-hot: the seat taking the Fate of Play |
| ``winners`` | n | flags, once the game is over |
| ``table`` | 6 | the pot, the amount to match, Camp and deck sizes, the hand's number, 1 with betting |

then ``told_events`` (17 kinds by n + 1), ``told_cards`` (54) and ``recent``.

>>> from cardtable import witch_of_the_woods as ww
>>> layout(ww.Rules()).size, layout(ww.Rules(players=8)).size
(537, 685)
"""

from __future__ import annotations

from functools import lru_cache

from cardtable.core.planes import (
    Layout,
    Sheet,
    card_index,
    history_planes,
    summarise_history,
)
from cardtable.witch_of_the_woods import deck, events, state
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.view import View

PHASES: tuple[str, ...] = state.PHASES
CARDS = card_index(deck.full_deck())
KINDS = (
    events.BoughtIn, events.HandDealt, events.Stood, events.Added, events.Matched, events.Folded,
    events.StoodPat, events.DrewFromCamp, events.ReturnedToCamp, events.TookFromCamp, events.Traded,
    events.Revealed, events.TieBroken, events.HandWon, events.HandDrawn, events.Broke, events.GameOver,
)  # fmt: skip
_KIND = {kind: number for number, kind in enumerate(KINDS)}


def layout(table: Rules) -> Layout:
    """The planes of an observation under these rules (only the number of seats matters).

    >>> layout(Rules(players=3)).segments[0]
    ('seat', 3)
    """
    return _layout(table.players)


@lru_cache(maxsize=8)  # one per table size
def _layout(players: int) -> Layout:
    n, cards = players, CARDS.size
    return Layout(
        (
            ("seat", n), ("to_act", n), ("phase", len(PHASES)), ("dealer", n),
            ("hand", cards), ("drawn", cards), ("returned", cards),
            ("units", n), ("put_in", n), ("folded", n), ("sitting_out", n),
            ("swapped", n), ("swap_count", n), ("hands_won", n), ("witch_holder", n), ("winners", n),
            ("table", 6),
            *history_planes(KINDS, n, CARDS),
        )
    )  # fmt: skip


def observe(seen: View) -> Sheet:
    """The vector of one seat's view (see the module docstring).

    >>> from cardtable import witch_of_the_woods as ww
    >>> vector = observe(ww.view(ww.new_game(seed=3), 1)).values()
    >>> (len(vector),), vector[:4], int(sum(vector[layout(ww.Rules()).start("hand"):][:54]))
    ((537,), [0.0, 1.0, 0.0, 0.0], 3)
    """
    players = seen.rules.players
    sheet = Sheet(_layout(players))
    sheet.one_hot("seat", seen.player)
    sheet.counts("to_act", seen.to_act)
    sheet.one_hot("phase", PHASES.index(seen.phase))
    sheet.one_hot("dealer", seen.dealer)
    for name, cards in (("hand", seen.hand), ("drawn", seen.drawn), ("returned", seen.returned)):
        sheet.counts(name, CARDS.all_of(cards))
    sheet.counts_by_seat("units", seen.units or ())
    sheet.counts_by_seat("put_in", seen.put_in or ())
    sheet.flags("folded", seen.folded)
    sheet.flags("sitting_out", seen.sitting_out)
    sheet.flags("swapped", (said is not None for said in seen.swapped))
    sheet.counts_by_seat("swap_count", seen.swapped)
    sheet.counts_by_seat("hands_won", seen.hands_won)
    sheet.one_hot("witch_holder", seen.witch_holder)
    sheet.counts("winners", seen.winners)
    betting = seen.rules.betting
    table = (seen.pot, seen.to_match, seen.camp_size, seen.deck_size, seen.hand_number, betting)
    sheet.counts_by_seat("table", table)
    summarise_history(sheet, seen.history, _KIND, players, CARDS)
    return sheet
