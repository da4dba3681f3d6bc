"""King Cut-Throat as a vector: the planes below, in order, then the history planes
(``cardtable.core.history_planes``).

With ``n`` seats (``Rules.players``, 2 or 3; the phantom hand is no seat) and the
33 cards of ``full_deck()``; suits in ``Suit`` order (clubs, diamonds, hearts, spades):

| plane | size | holds | most |
|---|---|---|---|
| ``seat`` | n | one-hot: the seat observing (zeros for a spectator) | 1 |
| ``to_act`` | n | flags | 1 |
| ``phase`` | 9 | one-hot, in the order of ``PHASES``: the eight of a hand, then ``over`` | 1 |
| ``dealer`` | n | one-hot | 1 |
| ``hand`` | 33 | flags: the seat's own cards | 1 |
| ``discards`` | 33 | counts: the seat's own face-down discards this hand | 2 (KC13) |
| ``received`` | 33 | flags: what the seat took from the kitty (its receiver only) | 1 |
| ``turned`` | 33 | one-hot: the turned card | 1 |
| ``trick`` | n x 33 | one-hot per seat: the card it played to the trick in progress | 1 |
| ``trick_leader`` | n | one-hot: who led the trick in progress | 1 |
| ``last_trick`` | n x 33 | one-hot per seat: its card in the last finished trick | 1 |
| ``last_winner`` | n | one-hot: who took it | 1 |
| ``played`` | 33 | flags: cards in this hand's finished tricks (polite tables; else the last trick's) | 1 |
| ``turned_suit``, ``barred_suit``, ``trump`` | 4 each | one-hot | 1 |
| ``maker``, ``receiver``, ``mediator`` | n each | one-hot | 1 |
| ``scores`` | n | counts | ``target + 2`` (``scoring.highest_score``) |
| ``tricks_won`` | n | counts | 7 |
| ``showdown_tricks`` | n | counts | 5 (KC13) |
| ``hand_sizes`` | n | counts | 10 (the deal, KC3) |
| ``table`` | 4 | counts: the outside pile, the target, the hand's number, polite | 3n + 3, t, ``CAP``, 1 |

then ``told_events`` (17 kinds by n + 1; at most 12: a seat plays, and takes, at most
the 7 tricks of a hand and the 5 of its Showdown), ``told_cards`` (33; at most
``NAMED``) and ``recent``. A card may be discarded twice in a hand: dealt again in the
Showdown, then discarded again (KC13). The outside pile holds at most ``3n + 3``
cards (KC8); t is the target. The hand's number has no bound without a hand limit: it
saturates at ``CAP``.

>>> from cardtable import king_cut_throat as kct
>>> layout(kct.Rules()).size, layout(kct.Rules(players=2)).size
(693, 590)
"""

from __future__ import annotations

from functools import lru_cache

from cardtable.cards import Card, Suit
from cardtable.core.history_planes import card_index, history_planes, summarise_history
from cardtable.core.planes import CAP, Layout, Sheet
from cardtable.king_cut_throat import deck, events, state
from cardtable.king_cut_throat.discards import DEALT, FIRST
from cardtable.king_cut_throat.rules import Rules
from cardtable.king_cut_throat.scoring import ALL_TRICKS, highest_score
from cardtable.king_cut_throat.showdown import SHOWDOWN_TRICKS
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
KITTY = 3
"""The kitty's cards, all of which end outside or in the receiver's hand (KC6, KC7)."""
NAMED = 8
"""The most times one card is named in a seat's history of a hand: the turned card is
turned, taken by the receiver and discarded (KC6), dealt again in the Showdown, played,
and named three times by the trick it takes (its plays, the winning card) and the point
its King scores (KC13, KC14)."""


def layout(table: Rules) -> Layout:
    """The planes of an observation under these rules (the number of seats and the target
    matter).

    >>> layout(Rules(players=3)).segments[0]
    ('seat', 3)
    """
    return _layout(table.players, table.target)


@lru_cache(maxsize=8)  # one per table
def _layout(players: int, target: int) -> Layout:
    n, cards = players, CARDS.size
    tricks = ALL_TRICKS + SHOWDOWN_TRICKS
    return Layout(
        (
            ("seat", n), ("to_act", n), ("phase", len(PHASES)), ("dealer", n),
            ("hand", cards), ("discards", cards, 2), ("received", cards), ("turned", cards),
            ("trick", n * cards), ("trick_leader", n), ("last_trick", n * cards), ("last_winner", n),
            ("played", cards), ("turned_suit", 4), ("barred_suit", 4), ("trump", 4),
            ("maker", n), ("receiver", n), ("mediator", n),
            ("scores", n, highest_score(target)), ("tricks_won", n, ALL_TRICKS),
            ("showdown_tricks", n, SHOWDOWN_TRICKS), ("hand_sizes", n, DEALT),
            ("table", 4, (n * FIRST + KITTY, target, CAP, 1)),
            *history_planes(KINDS, n, CARDS, told=tricks, named=NAMED),
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
    sheet = Sheet(_layout(players, seen.target))
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
