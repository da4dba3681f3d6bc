"""Determinization: a full state one seat cannot tell from the real one.

What a seat knows of where the cards lie, and so what stays fixed:

- its own hand (a spectator has none);
- while the Fool's holder decides on Mercy, that the Fool is in that hand
  (the decision is public, KM10);
- once the game is over after a showdown, every hand (the reckoning shows
  them all, folded ones too, KM12) and the cards turned from the pack until
  the Fool appeared.

Every other card (the other hands, dealt or folded, and the undealt pack) is
dealt again at random among those places, each keeping its size. Betting,
units, the pot and the last hand's record are public and stay as they are.
"""

from __future__ import annotations

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core.determinize import determinized, seat_and_seed
from cardtable.kings_mercy.deck import FOOL
from cardtable.kings_mercy.state import State


def determinize(state: State, player: int | None, seed: int) -> State:
    """A state ``player`` cannot tell from ``state``, its hidden cards dealt again from ``seed``.

    ``player`` is read as in ``view`` (``None``: a spectator, who sees no hand).
    The result has the same view for ``player``; it carries no trace of where
    the hidden cards really were: no moves (its ``origin`` is marked
    ``determinized``, with ``seed`` and no deck), its random stream drawn from
    ``seed``, and every event in the form ``player`` was told it. Play goes on
    from it to the end.

    >>> from cardtable.kings_mercy import Rules, new_game, view
    >>> state = new_game(Rules(players=3), seed=4)
    >>> dealt = determinize(state, 1, seed=7)
    >>> view(dealt, 1) == view(state, 1), dealt.hands[1] == state.hands[1]
    (True, True)
    >>> dealt.hands[2] == state.hands[2], dealt.origin.determinized, len(dealt.log)
    (False, True, 0)
    """
    player, seed = seat_and_seed(state, player, seed)
    known = _known(state, player)
    # The hidden cards in canonical order, so that where they really lie cannot leak.
    pool = sorted(card for place in (*state.hands, state.pack) for card in place if card not in known)
    shuffled, chance = Chance.from_seed(seed).shuffled(pool)
    fresh = iter(shuffled)
    hands = tuple(tuple(card if card in known else next(fresh) for card in hand) for hand in state.hands)
    pack = tuple(card if card in known else next(fresh) for card in state.pack)
    return determinized(state, player, seed, chance, hands=hands, pack=pack)


def _known(state: State, player: int | None) -> frozenset[Card]:
    """The cards ``player`` knows the place of: they stay where they are."""
    record = state.last_hand
    if state.phase == "over" and record is not None and record.showdown:
        return frozenset((*(card for hand in state.hands for card in hand), *record.fool_reveal))
    known = set() if player is None else set(state.hands[player])
    if state.phase == "mercy":
        known.add(FOOL)  # its holder is the seat deciding on Mercy (KM10)
    return frozenset(known)
