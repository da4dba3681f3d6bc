"""King's Mercy as a vector: the planes below, in order, then the history planes
(``cardtable.core.history_planes``).

With ``n`` seats (``Rules.players``) and the 37 cards of ``full_deck()``:

| plane | size | holds | most |
|---|---|---|---|
| ``seat`` | n | one-hot: the seat observing (zeros for a spectator) | 1 |
| ``to_act`` | n | flags: the seats the game waits on | 1 |
| ``phase`` | 3 | one-hot: ``betting``, ``mercy``, ``over`` | 1 |
| ``dealer`` | n | one-hot | 1 |
| ``hand`` | 37 | flags: the seat's own cards | 1 |
| ``units`` | n | counts: each seat's units | the units at the table, T |
| ``bets`` | n | counts: what each seat has put in this betting round | 3 (a bet and two raises, KM8) |
| ``folded`` | n | flags | 1 |
| ``sitting_out`` | n | flags | 1 |
| ``table`` | 4 | counts: the pot, the betting round (1 or 2), raises used, the hand | T, 2, 2, ``CAP`` |

then ``told_events`` (19 kinds of event by n + 1 columns; at most 6: a seat calls at most
once at each of a round's three bet levels), ``told_cards`` (37; at most 2: a card is
dealt, then shown) and ``recent``. T is the units at the table, ``players *
starting_units`` (KM15; the view's stacks and pot add up to it). The hand's number has
no bound without a hand limit: it saturates at ``CAP``. The last hand's record is not
in the vector (the information-state string holds it); what was shown this hand is in
``told_cards``.

>>> from cardtable import kings_mercy as km
>>> layout(km.Rules()).size, layout(km.Rules(players=6)).size
(396, 464)
"""

from __future__ import annotations

from functools import lru_cache
from typing import get_args

from cardtable.core.history_planes import card_index, history_planes, summarise_history
from cardtable.core.planes import CAP, Layout, Sheet
from cardtable.kings_mercy import deck, events, state
from cardtable.kings_mercy.betting import MAX_RAISES
from cardtable.kings_mercy.rules import Rules
from cardtable.kings_mercy.view import View

PHASES: tuple[str, ...] = get_args(state.Phase)
CARDS = card_index(deck.full_deck())
KINDS = (
    events.HandDealt, events.Anted, events.SatOut, events.Dealt, events.RoundOpened,
    events.Checked, events.BetPlaced, events.Called, events.Raised, events.Folded,
    events.MercyOffered, events.MercyInvoked, events.MercyDeclined, events.Showdown,
    events.PotWon, events.FoldedShown, events.FoolTurnedUp, events.Broke, events.GameOver,
)  # fmt: skip
_KIND = {kind: number for number, kind in enumerate(KINDS)}
LEVELS = 1 + MAX_RAISES
"""A round's bet levels: the opening bet, then each raise, one unit apiece (KM8)."""
ROUNDS = 2
"""Betting rounds in a hand (KM8)."""
NAMED = 2
"""The most times a card is named in a hand: dealt to its seat, then shown (at the
showdown or with the folded hands), or turned from the pack until the Fool (KM12)."""


def layout(table: Rules) -> Layout:
    """The planes of an observation under these rules (the number of seats and the units
    at the table matter).

    >>> layout(Rules(players=3)).segments[0]
    ('seat', 3)
    """
    return _layout(table.players, table.players * table.starting_units)


@lru_cache(maxsize=8)  # one per table
def _layout(players: int, units: int) -> Layout:
    n = players
    return Layout(
        (
            ("seat", n), ("to_act", n), ("phase", len(PHASES)), ("dealer", n), ("hand", CARDS.size),
            ("units", n, units), ("bets", n, LEVELS), ("folded", n), ("sitting_out", n),
            ("table", 4, (units, ROUNDS, MAX_RAISES, CAP)),
            *history_planes(KINDS, n, CARDS, told=ROUNDS * LEVELS, named=NAMED),
        )
    )  # fmt: skip


def observe(seen: View) -> Sheet:
    """The vector of one seat's view (see the module docstring).

    >>> from cardtable import kings_mercy as km
    >>> vector = observe(km.view(km.new_game(seed=3), 1)).values()
    >>> (len(vector),), vector[:4]
    ((396,), [0.0, 1.0, 0.0, 0.0])
    """
    players = len(seen.units)
    sheet = Sheet(_layout(players, sum(seen.units) + seen.pot))
    sheet.one_hot("seat", seen.player)
    sheet.counts("to_act", seen.to_act)
    sheet.one_hot("phase", PHASES.index(seen.phase))
    sheet.one_hot("dealer", seen.dealer)
    sheet.counts("hand", CARDS.all_of(seen.hand))
    sheet.counts_by_seat("units", seen.units)
    sheet.counts_by_seat("bets", seen.bets)
    sheet.flags("folded", seen.folded)
    sheet.flags("sitting_out", seen.sitting_out)
    sheet.counts_by_seat("table", (seen.pot, seen.round, seen.raises, seen.number))
    summarise_history(sheet, seen.history, _KIND, players, CARDS)
    return sheet
