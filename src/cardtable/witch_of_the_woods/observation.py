"""Witch of the Woods as a vector: the planes below, in order, then the history planes
(``cardtable.core.history_planes``).

With ``n`` seats (``Rules.players``, 2 to 8) and the 54 cards of ``full_deck()``:

| plane | size | holds | most |
|---|---|---|---|
| ``seat`` | n | one-hot: the seat observing (zeros for a spectator) | 1 |
| ``to_act`` | n | flags | 1 |
| ``phase`` | 6 | one-hot: ``betting``, ``clean-up``, ``swap``, ``return``, ``fate``, ``over`` | 1 |
| ``dealer`` | n | one-hot | 1 |
| ``hand`` | 54 | flags: the seat's own cards (during a swap, with those just drawn) | 1 |
| ``drawn`` | 54 | flags: the cards just drawn from the Camp, which cannot go back | 1 |
| ``returned`` | 54 | flags: the cards the seat put back in the Camp this hand | 1 |
| ``units`` | n | counts (zeros without betting) | T |
| ``put_in`` | n | counts (zeros without betting) | ``buy_in + max_add`` (WW3) |
| ``folded``, ``sitting_out`` | n each | flags | 1 |
| ``swapped`` | n | flags: the seats that have said their swap (standing pat included) | 1 |
| ``swap_count`` | n | counts: the k each said | 3 (WW4) |
| ``hands_won`` | n | counts | ``hands_to_win`` (WW8) |
| ``witch_holder`` | n | one-hot: the seat taking the Fate of Play | 1 |
| ``winners`` | n | flags, once the game is over | 1 |
| ``table`` | 6 | the pot, the amount to match, Camp and deck sizes, the hand, betting | T, a, n, 54, h, 1 |

then ``told_events`` (17 kinds by n + 1; at most 1: a seat stands, adds, matches, folds,
swaps, draws, returns, trades at most once a hand, and the table's events come once),
``told_cards`` (54; at most 7: once by each kind of event that names cards) and
``recent``. T is the units at the table with betting, ``players * starting_units``
(WW9), a is ``max_add``, h is ``max_hands`` (``CAP`` without a hand limit); a plane
that holds nothing under the rules (units without betting) still has 1 as its most.

>>> from cardtable import witch_of_the_woods as ww
>>> layout(ww.Rules()).size, layout(ww.Rules(players=8)).size
(537, 685)
"""

from __future__ import annotations

from functools import lru_cache

from cardtable.core.history_planes import card_index, history_planes, summarise_history
from cardtable.core.planes import CAP, Layout, Sheet
from cardtable.witch_of_the_woods import deck, events, state
from cardtable.witch_of_the_woods.rules import Rules
from cardtable.witch_of_the_woods.swaps import MAX_SWAP
from cardtable.witch_of_the_woods.view import View

PHASES: tuple[str, ...] = state.PHASES
CARDS = card_index(deck.full_deck())
KINDS = (
    events.BoughtIn, events.HandDealt, events.Stood, events.Added, events.Matched, events.Folded,
    events.StoodPat, events.DrewFromCamp, events.ReturnedToCamp, events.TookFromCamp, events.Traded,
    events.Revealed, events.TieBroken, events.HandWon, events.HandDrawn, events.Broke, events.GameOver,
)  # fmt: skip
_KIND = {kind: number for number, kind in enumerate(KINDS)}
NAMING = (
    events.HandDealt, events.DrewFromCamp, events.ReturnedToCamp, events.TookFromCamp, events.Traded,
    events.Revealed, events.TieBroken,
)  # fmt: skip
"""The kinds of event that name cards: a hand tells each of them once a seat or once in
all, and none names a card twice, so a card is named at most once by each."""


def layout(table: Rules) -> Layout:
    """The planes of an observation under these rules.

    >>> layout(Rules(players=3)).segments[0]
    ('seat', 3)
    """
    return _layout(table)


@lru_cache(maxsize=8)  # one per table
def _layout(rules: Rules) -> Layout:
    n, cards = rules.players, CARDS.size
    betting = rules.betting
    units = rules.players * rules.starting_units if betting else 1
    put_in = rules.buy_in + rules.max_add if betting else 1
    table = (units, rules.max_add if betting else 1, n, CARDS.size, rules.max_hands or CAP, 1)
    return Layout(
        (
            ("seat", n), ("to_act", n), ("phase", len(PHASES)), ("dealer", n),
            ("hand", cards), ("drawn", cards), ("returned", cards),
            ("units", n, units), ("put_in", n, put_in), ("folded", n), ("sitting_out", n),
            ("swapped", n), ("swap_count", n, MAX_SWAP), ("hands_won", n, rules.hands_to_win),
            ("witch_holder", n), ("winners", n), ("table", 6, table),
            *history_planes(KINDS, n, CARDS, told=1, named=len(NAMING)),
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
    sheet = Sheet(_layout(seen.rules))
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
