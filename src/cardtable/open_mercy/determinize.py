"""A table one seat cannot tell from the real one: the cards hidden from it dealt anew.

What a seat knows is read from the events it was told (``told(state.history,
player)``), never from the hidden cards. It sees its own hand, the whole
discard pile (every card played, and a knocked-out hand, go on it face up), the
Discard All candidates waiting for the pick, the sizes of all hands and of the
deck. It also knows some cards in other hands (``known_cards``):

- the hand it gave away in a 7's swap, or passed on by a 0, is with the seat it
  went to;
- the cards a Roulette's victim flipped (face up, OM10) are in the victim's hand;
- a known hand follows its cards through later swaps and rotations, and loses
  a card when its holder plays that card (one copy) or is knocked out.

What stays fixed in ``determinize``: the seat's own hand and its order, the pile
and its order, the known cards of every other hand (first in that hand, in the
order they were learned), the Discard All candidates, every hand's size and the
deck's, and everything public (top card, color, direction, stack, turn, calls,
catch windows, knock-outs, the choice waited for). The rest (the unknown cards
of other hands, the deck, a wild another seat drew and has not yet named a
color for, which stays a wild that names a color) is shuffled from ``seed``
and dealt back, each place keeping its size.

Left out, on purpose: what a seat could infer but was not shown. The cards
drawn before the one a draw played were not playable then; a Discard All leaves
its player without that color; a seat that drew rather than played held no
play. A determinized state may break such inferences; it never breaks what the
seat was shown. The count of idle turns towards a stalled table (OM17) depends
on hidden hands, so it starts afresh.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardtable.chance import Chance
from cardtable.core import told
from cardtable.core.determinize import determinized, seat_and_seed
from cardtable.open_mercy.deck import Card
from cardtable.open_mercy.events import DiscardedAll, KnockedOut, Played, Rotated, Roulette, Swapped
from cardtable.open_mercy.state import Pending, State

__all__ = ["determinize", "hidden_cards", "known_cards"]


def known_cards(state: State, player: int | None) -> tuple[tuple[Card, ...], ...]:
    """For each seat, the cards ``player`` knows it holds, read from what ``player`` was
    told (``None``: a spectator); ``()`` for ``player``'s own seat.

    >>> from cardtable.open_mercy.engine import new_game
    >>> from cardtable.open_mercy.engine import apply_move
    >>> from cardtable.open_mercy.moves import Draw
    >>> state = new_game(seed=4)
    >>> known_cards(state, 0)
    ((), (), (), ())
    """
    players = len(state.hands)
    known: list[list[Card]] = [[] for _ in range(players)]
    for event in told(state.history, player):
        kind = type(event)
        if kind is Played:
            _remove(known[event.player], (event.card,))  # type: ignore[attr-defined]
        elif kind is DiscardedAll:
            _remove(known[event.player], event.cards)  # type: ignore[attr-defined]
        elif kind is Roulette:
            known[event.player].extend(event.cards)  # type: ignore[attr-defined]
        elif kind is Swapped:
            _swapped(known, event, player)  # type: ignore[arg-type]
        elif kind is Rotated:
            known = _rotated(known, event, player)  # type: ignore[arg-type]
        elif kind is KnockedOut:
            known[event.player] = []  # type: ignore[attr-defined]
    if player is not None:
        known[player] = []
    # What a seat was told is always in the hand; this only guards states set up by hand.
    return tuple(_common(cards, hand) for cards, hand in zip(known, state.hands, strict=True))


def _remove(cards: list[Card], gone: tuple[Card, ...]) -> None:
    for card in gone:
        if card in cards:
            cards.remove(card)


def _swapped(known: list[list[Card]], event: Swapped, player: int | None) -> None:
    seat, target = event.player, event.target
    known[seat], known[target] = known[target], known[seat]
    if event.gave is not None and event.got is not None:  # ``player`` is one of the two
        if player == seat:
            known[target] = list(event.gave)
        else:
            known[seat] = list(event.got)


def _rotated(known: list[list[Card]], event: Rotated, player: int | None) -> list[list[Card]]:
    seats, direction = event.seats, event.direction
    passed = list(known)
    for at, seat in enumerate(seats):
        passed[seats[(at + direction) % len(seats)]] = known[seat]
    if player in seats:
        at = seats.index(player)
        given = event.hands[at]
        if given is not None:
            passed[seats[(at + direction) % len(seats)]] = list(given)
    return passed


def _common(cards: list[Card], hand: tuple[Card, ...]) -> tuple[Card, ...]:
    left = Counter(hand)
    kept = []
    for card in cards:
        if left[card] > 0:
            left[card] -= 1
            kept.append(card)
    return tuple(kept)


def hidden_cards(state: State, player: int | None) -> list[Card]:
    """Every card hidden from ``player`` now: the cards of other hands it does not know,
    the deck, and a wild another seat drew and has not named a color for.

    >>> from cardtable.open_mercy.engine import new_game
    >>> state = new_game(seed=4)
    >>> len(hidden_cards(state, 0)), len(hidden_cards(state, None))
    (160, 167)
    """
    pool, _ = _hidden(state, player, known_cards(state, player))
    return pool


def _hidden(state: State, player: int | None, known: tuple[tuple[Card, ...], ...]) -> tuple[list[Card], bool]:
    """The hidden cards, and whether a drawn wild of another seat is among them (last)."""
    pool: list[Card] = []
    for seat, hand in enumerate(state.hands):
        if seat != player:
            unknown = Counter(hand)
            unknown.subtract(known[seat])
            pool.extend(unknown.elements())
    pool.extend(state.deck)
    pending = state.pending
    wild = pending is not None and pending.choice == "color" and pending.player != player
    if wild:
        assert pending is not None
        pool.extend(pending.cards)
    return pool, wild


def _redealt(state: State, player: int | None, chance: Chance) -> tuple[dict[str, Any], Chance]:
    """The places of the cards hidden from ``player``, shuffled by ``chance`` and dealt
    back: the fields they change, and the stream after the shuffle."""
    known = known_cards(state, player)
    pool, wild = _hidden(state, player, known)
    shuffled, chance = chance.shuffled(sorted(pool))  # sorted: where they lay must not leak
    cards = list(shuffled)
    dealt: dict[str, Any] = {}
    if wild:
        assert state.pending is not None
        found = next(card for card in cards if card.names_color)
        cards.remove(found)
        dealt["pending"] = Pending("color", state.pending.player, (found,))
    at = 0
    hands = []
    for seat, hand in enumerate(state.hands):
        if seat == player:
            hands.append(hand)
            continue
        fresh = len(hand) - len(known[seat])
        hands.append((*known[seat], *cards[at : at + fresh]))
        at += fresh
    dealt.update(hands=tuple(hands), deck=tuple(cards[at:]))
    return dealt, chance


def determinize(state: State, player: int | None, seed: int) -> State:
    """A state ``player`` cannot tell from ``state`` (equal views), with every card hidden
    from it dealt anew from ``seed``, consistent with all it was shown (see the module).

    The result has no record: its origin is marked ``determinized`` with ``seed`` and
    no deck, its log is empty, its random stream starts from ``seed``, and its events
    are the ones ``player`` was told. ``None`` is a spectator. The run of idle turns
    towards a stalled table starts afresh.

    >>> from cardtable.open_mercy.engine import new_game
    >>> from cardtable.open_mercy.view import view
    >>> state = new_game(seed=4)
    >>> dealt = determinize(state, 2, seed=99)
    >>> view(dealt, 2) == view(state, 2), dealt.hands[2] == state.hands[2]
    (True, True)
    >>> dealt.hands[0] != state.hands[0], dealt.origin.determinized, len(dealt.log)
    (True, True, 0)
    """
    player, seed = seat_and_seed(state, player, seed)
    dealt, chance = _redealt(state, player, Chance.from_seed(seed))
    return determinized(state, player, seed, chance, idle=(), idle_turns=0, idle_shuffles=0, **dealt)
