"""Setting up exact King's Mercy tables for scenario tests."""

from __future__ import annotations

from cardtable import kings_mercy as km
from cardtable.cards import Card, parse_cards


def deck_for(players: int, hands: dict[int, str], *, dealer: int = 0, pack: str = "",
             sitting_out: tuple[int, ...] = ()) -> tuple[Card, ...]:
    """A deck order that deals ``hands`` (seat -> "9S 7S 2H") with ``dealer`` dealing.

    Seats not named get cards from the rest of the deck; ``pack`` cards come first
    in the undealt pack, in that order.
    """
    wanted = {seat: parse_cards(text) for seat, text in hands.items()}
    on_top = parse_cards(pack)
    used = [card for cards in wanted.values() for card in cards] + list(on_top)
    spare = iter([card for card in km.full_deck() if card not in used])
    order = [(dealer + step) % players for step in range(1, players + 1)]
    seated = [seat for seat in order if seat not in sitting_out]
    for seat in seated:
        if seat not in wanted:
            wanted[seat] = tuple(next(spare) for _ in range(3))
    dealt = [wanted[seat][round_] for round_ in range(3) for seat in seated]
    return (*dealt, *on_top, *spare)


def play(state: km.State, *moves: km.Move) -> km.State:
    for move in moves:
        state = km.apply_move(state, move)
    return state


def check_round(state: km.State) -> km.State:
    """Everyone still in checks, closing one betting round."""
    number = state.number
    round_ = state.round
    while state.phase == "betting" and state.round == round_ and state.number == number:
        state = km.apply_move(state, km.Check(state.turn))
    return state


def check_down(state: km.State) -> km.State:
    """Check both rounds: the hand reaches the Mercy decision or is settled."""
    state = check_round(state)
    if state.phase == "betting" and state.round == 2:
        state = check_round(state)
    return state
