"""The choices a card leaves to be made, one move each: the colour of a wild found by
drawing (OM6), the Roulette victim's colour (OM10), the 7's swap (OM11) and the top
card of a Discard All (OM12). Cards set aside for a choice are in no hand while it
waits (OM20): they count for neither the MERCY call, nor a catch, nor the 25-card meter.
"""

from __future__ import annotations

from cardtable.core import replace_at
from cardtable.game import IllegalMove
from cardtable.open_mercy.deck import Card, Color, cards_of
from cardtable.open_mercy.drawing import Changes, draw_cards
from cardtable.open_mercy.ending import lead, settle
from cardtable.open_mercy.events import KeptHand, PickedTop, PlayedDrawn, Roulette, Swapped
from cardtable.open_mercy.moves import (
    CHOOSE,
    KEEPS,
    NAME_ROULETTE,
    PICKS,
    SWAPS,
    ChooseColor,
    KeepHand,
    Move,
    NameRouletteColor,
    PickTop,
    SwapWith,
    TimeOut,
)
from cardtable.open_mercy.state import HAND_LIMIT, Pending, State
from cardtable.open_mercy.turn import fire, pass_turn, play_card


def choice_moves(state: State, pending: Pending) -> list[Move]:
    """The answers to the choice the game waits for, in a fixed order: the four
    colours; or every other player still in to swap with, then keeping the hand;
    or each Discard All candidate once, in the order held."""
    seat = pending.player
    if pending.choice == "color":
        return list(CHOOSE[seat])
    if pending.choice == "roulette":
        return list(NAME_ROULETTE[seat])
    if pending.choice == "swap":
        eliminated, swaps = state.eliminated, SWAPS[seat]
        moves: list[Move] = [
            swaps[target] for target in range(len(eliminated)) if target != seat and not eliminated[target]
        ]
        moves.append(KEEPS[seat])
        return moves
    picks = PICKS[seat]
    return list(dict.fromkeys(picks[card] for card in pending.cards))


# -- a wild found by drawing (OM6) -------------------------------------------------------


def choose_color(state: State, move: ChooseColor) -> State:
    """Name the colour of the wild found by drawing; it is played at once."""
    return play_drawn_wild(state, move, move.color)


def play_drawn_wild(state: State, move: Move, color: Color) -> State:
    """The wild set aside by the draw is played from the end of its owner's hand."""
    assert state.pending is not None
    (wild,) = state.pending.cards
    seat = state.pending.player
    events = lead(move)
    events.append(PlayedDrawn(seat, wild, color))
    changes: Changes = {"pending": None, "events": events}
    touched = play_card(state, seat, wild, color, state.hands[seat], changes)
    return settle(state, move, changes, touched)


# -- the Roulette (OM10) -------------------------------------------------------------------


def name_roulette_color(state: State, move: NameRouletteColor) -> State:
    """The victim names a colour and draws until a card of it comes (wilds never
    count), keeps every card drawn, and loses the turn; the colour becomes current
    and the Roulette stays on top. Knocked out on the way, the victim loses the rest
    of the turn as well (OM21)."""
    return roulette(state, move, move.player, move.color)


def roulette(state: State, move: Move, victim: int, color: Color) -> State:
    """``victim`` draws until a card of ``color``, the turn passing on from them."""
    def told(seat: int, count: int, cards: tuple[Card, ...]) -> Roulette:
        return Roulette(seat, count, cards, color)

    drawn, _ = draw_cards(state, victim, HAND_LIMIT, until=cards_of(color), events=lead(move), told=told)
    changes: Changes = {"pending": None, **drawn}
    if color is not state.color:
        changes["color"] = color
    pass_turn(state, changes, victim)
    return settle(state, move, changes, (victim,) if "hands" in drawn else ())


# -- the 7 (OM11) ---------------------------------------------------------------------------


def swap_with(state: State, move: SwapWith) -> State:
    """Trade whole hands with another player still in the game; each keeps the order
    of the hand it receives (OM7) and both calls are cancelled (OM13)."""
    seat, target = move.player, move.target
    if not 0 <= target < len(state.hands) or target == seat:
        raise IllegalMove(f"seat {seat} cannot swap with {target!r}: name another seat")
    if state.eliminated[target]:
        raise IllegalMove(f"seat {seat} cannot swap with seat {target}: they are out")
    hands, called = state.hands, state.called
    hands = replace_at(replace_at(hands, seat, hands[target]), target, hands[seat])
    called = replace_at(replace_at(called, seat, False), target, False)
    events = [Swapped(seat, target, state.hands[seat], state.hands[target])]
    changes: Changes = {"pending": None, "hands": hands, "called": called, "events": events}
    pass_turn(state, changes, seat)
    return settle(state, move, changes, (seat, target))


def keep_hand(state: State, move: KeepHand | TimeOut) -> State:
    """Keep one's own hand; the turn passes."""
    events = lead(move)
    events.append(KeptHand(move.player))
    changes: Changes = {"pending": None, "events": events}
    pass_turn(state, changes, move.player)
    return settle(state, move, changes)


# -- the Discard All's top card (OM12) ---------------------------------------------------


def pick_top(state: State, move: PickTop) -> State:
    """Which of the Discard All's candidates ends on top: the others go on the pile in
    the order held, then the chosen one, which fires as if just played."""
    assert state.pending is not None
    seat, card, candidates = move.player, move.card, state.pending.cards
    if card not in candidates:
        listed = ", ".join(str(candidate) for candidate in candidates)
        raise IllegalMove(f"seat {seat} must put one of {listed} on top, not {card!r}")
    return top_picked(state, move, seat, card)


def top_picked(state: State, move: Move, seat: int, card: Card) -> State:
    """``card`` ends on top of the Discard All and fires."""
    assert state.pending is not None
    others = list(state.pending.cards)
    others.remove(card)
    events = lead(move)
    events.append(PickedTop(seat, card))
    changes: Changes = {"pending": None, "pile": (*state.pile, *others, card), "events": events}
    touched = fire(state, seat, card, None, changes)
    return settle(state, move, changes, touched)
