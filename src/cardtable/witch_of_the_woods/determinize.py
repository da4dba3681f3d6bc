"""Determinization: a whole table one seat cannot tell from the real one, for search bots.

``determinize(state, player, seed)`` re-deals every card hidden from ``player`` at
random among the hidden places (the other hands, a pending draw of another seat,
the Camp, the deck), each keeping its size, consistently with all the seat knows.

What stays fixed:

- the seat's own hand, and its pending draw while it must put cards back;
- everything public: the stacks, the pot, the bets, who folded and who sits out, the
  number each seat swapped, the hands won, ``last_hand`` (the public record of the last
  finished hand, the only memory a game keeps from one hand to the next), and once the
  game is over the hands shown at the reveal and the tie-break cards;
- during the Fate of Play, the Witch stays with its holder (taking the Camp card shows
  who holds it), and a holder who is ``player`` keeps the Camp card it took;
- the cards the seat put back in the Camp stay where the Camp's blind draws may have
  taken them: still in the Camp, or drawn by a seat that drew after they went back
  (each such draw re-drawn at random, as blind as the real one), never in the deck or
  in a hand that has not drawn since. Once the game is over, those not shown are in
  the Camp.

The result's randomness, its origin (``determinized``, no deck), its empty move log
and its events (as the seat was told them) carry no trace of what was hidden. Without
betting nor a Fate of Play in progress, any seat's cards can be anywhere hidden.

>>> from cardtable.witch_of_the_woods import new_game, view, apply_move, DrawFromCamp
>>> state = apply_move(new_game(seed=4), DrawFromCamp(1, 2))
>>> sampled = determinize(state, 2, seed=9)
>>> view(sampled, 2) == view(state, 2), sampled.hands[2] == state.hands[2]
(True, True)
>>> sampled.origin.determinized, len(sampled.log), sampled.hands[1] == state.hands[1]
(True, 0, False)
"""

from __future__ import annotations

from cardtable.cards import Card
from cardtable.chance import Chance
from cardtable.core import OVER
from cardtable.core.determinize import determinized, seat_and_seed
from cardtable.witch_of_the_woods.deck import WITCH, full_deck
from cardtable.witch_of_the_woods.events import DrewFromCamp, ReturnedToCamp, TookFromCamp
from cardtable.witch_of_the_woods.state import FATE, State

__all__ = ["determinize"]

Slot = Card | None  # a card the seat knows is there, or ``None``: a card it cannot see
_TRIES = 100_000  # the blind draws are re-drawn until they agree with all the seat saw


def determinize(state: State, player: int | None, seed: int) -> State:
    """A state ``player`` (``None``: a spectator) cannot tell from ``state``, every card
    hidden from it re-dealt at random by a ``Chance`` seeded with ``seed`` (see the module
    docstring for what stays fixed).

    >>> from cardtable.witch_of_the_woods import new_game, view
    >>> state = new_game(seed=1)
    >>> view(determinize(state, 0, 5), 0) == view(state, 0)
    True
    >>> determinize(state, 0, 1.5)
    Traceback (most recent call last):
    ...
    ValueError: seed must be an integer, not a float
    """
    player, seed = seat_and_seed(state, player, seed)
    chance = Chance.from_seed(seed)
    if state.phase == OVER:
        hands, drawn, camp = _after_the_game(state, player)
    else:
        hands, drawn, camp, chance = _in_the_hand(state, player, chance)
    placed = [card for place in (*hands, drawn, camp) for card in place if card is not None]
    pool, chance = chance.shuffled(sorted(set(full_deck()) - set(placed) - set(state.table)))
    cards = iter(pool)
    filled = [tuple(sorted(card if card is not None else next(cards) for card in hand)) for hand in hands]
    new_drawn = tuple(sorted(card if card is not None else next(cards) for card in drawn))
    new_camp = tuple(sorted(card if card is not None else next(cards) for card in camp))
    new_deck = tuple(next(cards) for _ in state.deck)
    return determinized(
        state, player, seed, chance, hands=tuple(filled), drawn=new_drawn, camp=new_camp, deck=new_deck
    )


def _mine(state: State, player: int | None) -> tuple[tuple[Card, ...], int]:
    """The cards ``player`` put back in the Camp this hand, and where in the history."""
    for index, event in enumerate(state.history):
        if type(event) is ReturnedToCamp and event.player == player and event.cards is not None:
            return event.cards, index
    return (), -1


def _after_the_game(state: State, player: int | None) -> tuple[list[list[Slot]], list[Slot], list[Slot]]:
    """Once the game is over: the seat's hand and the hands shown at the reveal stay; the
    cards it put back that nobody showed are in the Camp; the rest is hidden."""
    shown = state.last_hand.scores if state.last_hand is not None else ()
    hands: list[list[Slot]] = []
    for seat, hand in enumerate(state.hands):
        if seat == player or (seat < len(shown) and shown[seat] is not None):
            hands.append(list(hand))
        else:
            hands.append([None] * len(hand))
    seen = {card for hand in hands for card in hand} | set(state.table)
    mine, _ = _mine(state, player)
    camp: list[Slot] = [card for card in mine if card not in seen]
    camp += [None] * (len(state.camp) - len(camp))
    return hands, [], camp


def _in_the_hand(
    state: State, player: int | None, chance: Chance
) -> tuple[list[list[Slot]], list[Slot], list[Slot], Chance]:
    """A hand in progress: re-draw the blind draws made since the seat put its cards back,
    until they agree with all it saw, then lay out the places with the cards it knows."""
    acting = state.queue[0] if state.queue else None
    fate = state.phase == FATE
    mine, since = _mine(state, player)
    later = _later_draws(state, since)
    took = _camp_card(state, player) if fate and acting == player else None
    size = len(state.camp) + len(state.drawn) + (1 if fate else 0)  # the Camp during the swaps
    for _ in range(_TRIES):
        camp: list[Slot] = [*mine, *[None] * (size - len(mine))]
        got: dict[int, list[Slot]] = {}
        pending: list[Slot] = []
        for seat, count, put_back in later:
            taken, rest, chance = chance.sample(camp, count)
            camp = list(rest)
            if put_back:
                got[seat] = list(taken)
                camp += [None] * count
            else:
                pending = list(taken)
        if state.drawn and not (later and not later[-1][2]):
            camp = camp[len(state.drawn) :]  # a pending draw before any card the seat knows went back
        if fate and acting is not None:
            if acting == player:
                if took not in camp:  # the Camp card it took (None: one it had not seen)
                    continue
                camp.remove(took)
            else:
                drew = got.setdefault(acting, [])
                if WITCH in mine and WITCH not in drew:
                    continue  # it put the Witch back: its holder must have drawn it
                if WITCH not in mine and None not in drew and len(drew) == 3:
                    continue  # no room for the Witch among the holder's cards
                index, chance = chance.below(len(camp))
                drew.append(camp.pop(index))
        break
    else:  # pragma: no cover - the real table itself is one of the draws tried
        raise RuntimeError("no re-draw agrees with what the seat saw")
    hands: list[list[Slot]] = []
    for seat, hand in enumerate(state.hands):
        if seat == player:
            hands.append(list(hand))
            continue
        slots = got.get(seat, [])
        slots = slots + [None] * (len(hand) - len(slots))
        if fate and seat == acting and WITCH not in mine:
            slots[slots.index(None)] = WITCH
        hands.append(slots)
    drawn: list[Slot] = (
        list(state.drawn) if acting == player else pending + [None] * (len(state.drawn) - len(pending))
    )
    return hands, drawn, camp, chance


def _later_draws(state: State, since: int) -> list[tuple[int, int, bool]]:
    """The draws made after the event at ``since`` (the seat's own return; -1: none), in
    order: who drew, how many, and whether they have put cards back yet. Before the seat
    put its cards back, the Camp held nothing it knew."""
    if since < 0:
        return []
    draws: list[tuple[int, int, bool]] = []
    for index, event in enumerate(state.history):
        if index <= since:
            continue
        if type(event) is DrewFromCamp:
            draws.append((event.player, event.count, False))
        elif type(event) is ReturnedToCamp:
            seat, count, _ = draws[-1]
            draws[-1] = (seat, count, True)
    return draws


def _camp_card(state: State, player: int | None) -> Card | None:
    """The Camp card the Witch holder ``player`` took, if it is one it put back itself
    (else ``None``: a card it had not seen there)."""
    mine, _ = _mine(state, player)
    for event in state.history:
        if type(event) is TookFromCamp and event.player == player and event.card in mine:
            return event.card
    return None
