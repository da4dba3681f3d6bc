"""Open Mercy as a vector: the planes below, in order, then the history planes
(``cardtable.core.planes``).

With ``n`` seats (``Rules.players``, 2 to 20) and the 69 distinct cards of
``full_deck()`` (168 cards; a card plane counts copies); colors in ``Color`` order:

| plane | size | holds |
|---|---|---|
| ``seat`` | n | one-hot: the seat observing (zeros for a spectator) |
| ``to_act`` | n | flags |
| ``turn`` | n | one-hot: whose turn it is |
| ``pending`` | 5 | one-hot: the choice waited for: none, ``color``, ``swap``, ``pick``, ``roulette`` |
| ``pending_player`` | n | one-hot: whose choice |
| ``pending_cards`` | 69 | counts: the cards it shows (Discard All candidates; a drawn wild to its owner) |
| ``hand`` | 69 | counts: the seat's own cards |
| ``top`` | 69 | one-hot: the pile's top card |
| ``color`` | 4 | one-hot: the color in force |
| ``hand_sizes`` | n | counts |
| ``called``, ``catchable``, ``eliminated``, ``winners`` | n each | flags |
| ``table`` | 6 | 1 if clockwise, the stack, deck and pile sizes, the hand limit, 1 once over |

then ``told_events`` (25 kinds by n + 1), ``told_cards`` (69) and ``recent``. Open
Mercy has no hands within a game, so its history runs from the deal.

>>> from cardtable import open_mercy as om
>>> layout(om.Rules()).size, layout(om.Rules(players=20)).size
(692, 1364)
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
from cardtable.open_mercy import deck, events
from cardtable.open_mercy.rules import Rules
from cardtable.open_mercy.view import View

CHOICES = (None, "color", "swap", "pick", "roulette")
COLORS = tuple(deck.Color)
CARDS = card_index(deck.full_deck())
KINDS = (
    events.HandDealt, events.OpeningCard, events.Played, events.Drew, events.TookStack,
    events.PlayedDrawn, events.Reshuffled, events.Roulette, events.Swapped, events.KeptHand,
    events.Rotated, events.DiscardedAll, events.PickedTop, events.CalledMercy, events.Caught,
    events.WentOutUncalled, events.KnockedOut, events.TimedOut, events.CatchWindowClosed,
    events.GameOver, events.Skipped, events.EveryoneSkipped, events.Reversed, events.StackGrew,
    events.RouletteSpun,
)  # fmt: skip
_KIND = {kind: number for number, kind in enumerate(KINDS)}


def layout(table: Rules) -> Layout:
    """The planes of an observation under these rules (only the number of seats matters).

    >>> layout(Rules(players=3)).segments[0]
    ('seat', 3)
    """
    return _layout(table.players)


@lru_cache(maxsize=20)  # one per table size
def _layout(players: int) -> Layout:
    n, cards = players, CARDS.size
    return Layout(
        (
            ("seat", n), ("to_act", n), ("turn", n), ("pending", len(CHOICES)), ("pending_player", n),
            ("pending_cards", cards), ("hand", cards), ("top", cards), ("color", len(COLORS)),
            ("hand_sizes", n), ("called", n), ("catchable", n), ("eliminated", n), ("winners", n),
            ("table", 6),
            *history_planes(KINDS, n, CARDS),
        )
    )  # fmt: skip


def observe(seen: View) -> Sheet:
    """The vector of one seat's view (see the module docstring).

    >>> from cardtable import open_mercy as om
    >>> vector = observe(om.view(om.new_game(seed=3), 0)).values()
    >>> (len(vector),), vector[:4], int(sum(vector[layout(om.Rules()).start("hand"):][:69]))
    ((692,), [1.0, 0.0, 0.0, 0.0], 7)
    """
    players = len(seen.hand_sizes)
    sheet = Sheet(_layout(players))
    sheet.one_hot("seat", seen.player)
    sheet.counts("to_act", seen.to_act)
    sheet.one_hot("turn", seen.turn)
    pending = seen.pending
    sheet.one_hot("pending", CHOICES.index(None if pending is None else pending.choice))
    if pending is not None:
        sheet.one_hot("pending_player", pending.player)
        sheet.counts("pending_cards", CARDS.all_of(pending.cards))
    sheet.counts("hand", CARDS.all_of(seen.hand))
    sheet.one_hot("top", CARDS.of(seen.top))
    sheet.one_hot("color", COLORS.index(seen.color))
    sheet.counts_by_seat("hand_sizes", seen.hand_sizes)
    sheet.flags("called", seen.called)
    sheet.counts("catchable", seen.catchable)
    sheet.flags("eliminated", seen.eliminated)
    sheet.counts("winners", seen.winners)
    over = bool(seen.winners)
    table = (seen.direction == 1, seen.stack, seen.deck_size, seen.pile_size, seen.limit, over)
    sheet.counts_by_seat("table", table)
    summarise_history(sheet, seen.history, _KIND, players, CARDS)
    return sheet
