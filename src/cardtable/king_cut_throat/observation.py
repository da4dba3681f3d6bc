"""King Cut-Throat as a vector: the planes below, in order, then the history planes
(``cardtable.core.planes``).

With ``n`` seats (``Rules.players``, 2 or 3; the phantom hand is no seat) and the
33 cards of ``full_deck()``; suits in ``Suit`` order (clubs, diamonds, hearts, spades):

| plane | size | holds |
|---|---|---|
| ``seat`` | n | one-hot: the seat observing (zeros for a spectator) |
| ``to_act`` | n | flags |
| ``phase`` | 9 | one-hot, in the order of ``PHASES``: the eight of a hand, then ``over`` |
| ``dealer`` | n | one-hot |
| ``hand`` | 33 | flags: the seat's own cards |
| ``discards`` | 33 | flags: the seat's own face-down discards this hand |
| ``received`` | 33 | flags: what the seat took from the kitty (its receiver only) |
| ``turned`` | 33 | one-hot: the turned card |
| ``trick`` | n x 33 | one-hot per seat: the card it played to the trick in progress |
| ``trick_leader`` | n | one-hot: who led the trick in progress |
| ``last_trick`` | n x 33 | one-hot per seat: its card in the last finished trick |
| ``last_winner`` | n | one-hot: who took it |
| ``played`` | 33 | flags: cards in this hand's finished tricks (polite tables; else the last trick's) |
| ``turned_suit``, ``barred_suit``, ``trump`` | 4 each | one-hot |
| ``maker``, ``receiver``, ``mediator`` | n each | one-hot |
| ``scores``, ``tricks_won``, ``showdown_tricks``, ``hand_sizes`` | n each | counts |
| ``table`` | 4 | counts: the outside pile's size, the target, the hand's number, 1 if polite |

then ``told_events`` (17 kinds by n + 1), ``told_cards`` (33) and ``recent``.

>>> from cardtable import king_cut_throat as kct
>>> layout(kct.Rules()).size, layout(kct.Rules(players=2)).size
(693, 590)
"""

from __future__ import annotations

from functools import lru_cache

from cardtable.cards import Card, Suit
from cardtable.core.planes import (
    Layout,
    Sheet,
    card_index,
    history_planes,
    summarise_history,
)
from cardtable.king_cut_throat import deck, events, state
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.view import View

PHASES = (
    state.DISCARD, state.ORDER_UP, state.NAME_TRUMP, state.KITTY_DISCARD, state.PLAY,
    state.SHOWDOWN_DISCARD, state.SHOWDOWN_LEAD, state.SHOWDOWN_PLAY, "over",
)  # fmt: skip
SUITS = tuple(Suit)
CARDS = card_index(deck.full_deck())
KINDS = (
    events.HandDealt, events.Discarded, events.Turned, events.OrderedUp, events.Passed,
    events.TurnedDown, events.TrumpNamed, events.KittyTaken, events.Played, events.TrickTaken,
    events.KingScored, events.HandScored, events.ShowdownDealt, events.LeaderChosen,
    events.ShowdownSettled, events.HandEnded, events.GameOver,
)  # fmt: skip
_KIND = {kind: number for number, kind in enumerate(KINDS)}


def layout(table: Rules) -> Layout:
    """The planes of an observation under these rules (only the number of seats matters).

    >>> layout(Rules(players=3)).segments[0]
    ('seat', 3)
    """
    return _layout(table.players)


@lru_cache(maxsize=4)  # one per table size
def _layout(players: int) -> Layout:
    n, cards = players, CARDS.size
    return Layout(
        (
            ("seat", n), ("to_act", n), ("phase", len(PHASES)), ("dealer", n),
            ("hand", cards), ("discards", cards), ("received", cards), ("turned", cards),
            ("trick", n * cards), ("trick_leader", n), ("last_trick", n * cards), ("last_winner", n),
            ("played", cards), ("turned_suit", 4), ("barred_suit", 4), ("trump", 4),
            ("maker", n), ("receiver", n), ("mediator", n),
            ("scores", n), ("tricks_won", n), ("showdown_tricks", n), ("hand_sizes", n), ("table", 4),
            *history_planes(KINDS, n, CARDS),
        )
    )  # fmt: skip


def _suit(suit: Suit | None) -> int | None:
    return None if suit is None else SUITS.index(suit)


def _card(card: Card | None) -> int | None:
    return None if card is None else CARDS.of(card)


def observe(seen: View) -> Sheet:
    """The vector of one seat's view (see the module docstring).

    >>> from cardtable import king_cut_throat as kct
    >>> vector = observe(kct.view(kct.new_game(seed=3), 2)).values()
    >>> (len(vector),), vector[:3], int(sum(vector[layout(kct.Rules()).start("hand"):][:33]))
    ((693,), [0.0, 0.0, 1.0], 10)
    """
    players = len(seen.scores)
    sheet = Sheet(_layout(players))
    sheet.one_hot("seat", seen.player)
    sheet.counts("to_act", seen.to_act)
    sheet.one_hot("phase", PHASES.index(seen.phase))
    sheet.one_hot("dealer", seen.dealer)
    for name, cards in (("hand", seen.hand), ("discards", seen.discards), ("received", seen.received)):
        sheet.counts(name, CARDS.all_of(cards))
    sheet.one_hot("turned", _card(seen.turned))
    sheet.counts("trick", (play.player * CARDS.size + CARDS.of(play.card) for play in seen.trick))
    sheet.one_hot("trick_leader", seen.trick[0].player if seen.trick else None)
    last = seen.last_trick
    if last is not None:
        sheet.counts("last_trick", (play.player * CARDS.size + CARDS.of(play.card) for play in last.plays))
        sheet.one_hot("last_winner", last.winner)
    finished = seen.tricks if seen.tricks is not None else (() if last is None else (last,))
    sheet.counts("played", (CARDS.of(play.card) for trick in finished for play in trick.plays))
    sheet.one_hot("turned_suit", _suit(seen.turned_suit))
    sheet.one_hot("barred_suit", _suit(seen.barred_suit))
    sheet.one_hot("trump", _suit(seen.trump))
    sheet.one_hot("maker", seen.maker)
    sheet.one_hot("receiver", seen.receiver)
    sheet.one_hot("mediator", seen.mediator)
    sheet.counts_by_seat("scores", seen.scores)
    sheet.counts_by_seat("tricks_won", seen.tricks_won)
    sheet.counts_by_seat("showdown_tricks", seen.showdown_tricks or ())
    sheet.counts_by_seat("hand_sizes", seen.hand_sizes)
    polite = seen.tricks is not None
    sheet.counts_by_seat("table", (seen.outside_count, seen.target, seen.hand_number, polite))
    summarise_history(sheet, seen.history, _KIND, players, CARDS)
    return sheet
