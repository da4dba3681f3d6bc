"""Open Mercy as a vector: the planes below, in order, then the history planes
(``cardtable.core.history_planes``).

With ``n`` seats (``Rules.players``, 2 to 20) and the 69 distinct cards of
``full_deck()`` (168 cards; a card plane counts copies); colors in ``Color`` order:

| plane | size | holds | most |
|---|---|---|---|
| ``seat`` | n | one-hot: the seat observing (zeros for a spectator) | 1 |
| ``to_act`` | n | flags | 1 |
| ``turn`` | n | one-hot: whose turn it is | 1 |
| ``pending`` | 5 | one-hot: the choice waited for: none, ``color``, ``swap``, ``pick``, ``roulette`` | 1 |
| ``pending_player`` | n | one-hot: whose choice | 1 |
| ``pending_cards`` | 69 | counts: the cards it shows (Discard All candidates; a drawn wild) | copies |
| ``hand`` | 69 | counts: the seat's own cards | copies |
| ``top`` | 69 | one-hot: the pile's top card | 1 |
| ``color`` | 4 | one-hot: the color in force | 1 |
| ``hand_sizes`` | n | counts | 24 (a 25th card puts a seat out, OM16) |
| ``called``, ``catchable``, ``eliminated``, ``winners`` | n each | flags | 1 |
| ``table`` | 6 | clockwise (1), stack, deck and pile sizes, hand limit, over (1) | 1, S, 167, 168, 25, 1 |

then ``told_events`` (25 kinds by n + 1), ``told_cards`` (69) and ``recent``. Open
Mercy has no hands within a game, so its history runs from the deal, and a game has
no bound on its length (each reshuffle lets it run on): the two counts saturate at
``CAP``. "copies" are the deck's copies of each card. S is ``STACK``, the draw value
of every draw card in the deck: a stack passes it only if a card it holds is played
onto it twice (reshuffled back and drawn by a caught seat's penalty), and then
saturates there.

>>> from cardtable import open_mercy as om
>>> layout(om.Rules()).size, layout(om.Rules(players=20)).size
(692, 1364)
"""

from __future__ import annotations

from functools import lru_cache

from cardtable.core.history_planes import card_index, history_planes, summarise_history
from cardtable.core.planes import CAP, Layout, Sheet
from cardtable.open_mercy import deck, events
from cardtable.open_mercy.rules import Rules
from cardtable.open_mercy.state import HAND_LIMIT
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
DECK = len(deck.full_deck())
STACK = sum(card.kind.draw for card in deck.full_deck())
"""The draw value of every draw card of the deck (OM5): the most a stack holds."""


def layout(table: Rules) -> Layout:
    """The planes of an observation under these rules (only the number of seats matters).

    >>> layout(Rules(players=3)).segments[0]
    ('seat', 3)
    """
    return _layout(table.players)


@lru_cache(maxsize=20)  # one per table size
def _layout(players: int) -> Layout:
    n, cards, copies = players, CARDS.size, CARDS.copies
    return Layout(
        (
            ("seat", n), ("to_act", n), ("turn", n), ("pending", len(CHOICES)), ("pending_player", n),
            ("pending_cards", cards, copies), ("hand", cards, copies), ("top", cards), ("color", len(COLORS)),
            ("hand_sizes", n, HAND_LIMIT - 1), ("called", n), ("catchable", n), ("eliminated", n),
            ("winners", n), ("table", 6, (1, STACK, DECK - 1, DECK, HAND_LIMIT, 1)),
            *history_planes(KINDS, n, CARDS, told=CAP, named=CAP),
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
