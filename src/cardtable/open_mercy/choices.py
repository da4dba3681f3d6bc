"""The choices a card leaves to be made, one move each: the color of a wild found by
drawing (OM6), the Roulette victim's color (OM10), the 7's swap (OM11) and the top
card of a Discard All (OM12). Cards set aside for a choice are in no hand while it
waits (OM20): they count for neither the MERCY call, nor a catch, nor the 25-card meter.
"""

from __future__ import annotations

from cardtable.core import Change, evolve, replace_at
from cardtable.game import IllegalMove
from cardtable.open_mercy.deck import Card, Color, cards_of
from cardtable.open_mercy.drawing import draw_cards
from cardtable.open_mercy.effects import fire, pass_turn, play_card
from cardtable.open_mercy.events import PLAYED_DRAWN, KeptHand, PickedTop, Roulette, Swapped
from cardtable.open_mercy.moves import (
    COLOR_CHOICES,
    ROULETTE_CHOICES,
    ChooseColor,
    KeepHand,
    Move,
    NameRouletteColor,
    PickTop,
    SwapWith,
)
from cardtable.open_mercy.state import HAND_LIMIT, Pending, State
from cardtable.open_mercy.watch import after_move


def choice_moves(state: State, pending: Pending) -> list[Move]:
    """The answers to the choice the game waits for, in a fixed order: the four
    colors; or every other player still in to swap with, then keeping the hand;
    or each Discard All candidate once, in the order held."""
    seat = pending.player
    if pending.choice == "color":
        return [*COLOR_CHOICES[seat]]
    if pending.choice == "roulette":
        return [*ROULETTE_CHOICES[seat]]
    if pending.choice == "swap":
        moves: list[Move] = [
            SwapWith.of(seat, target)
            for target, out in enumerate(state.eliminated)
            if target != seat and not out
        ]
        moves.append(KeepHand.of(seat))
        return moves
    return [PickTop.of(seat, card) for card in dict.fromkeys(pending.cards)]


# -- a wild found by drawing (OM6) -------------------------------------------------------


def choose_color(state: State, move: ChooseColor) -> Change:
    """Name the color of the wild found by drawing; it is played at once."""
    return after_move(state, move, play_drawn_wild(state, move.color))


def play_drawn_wild(state: State, color: Color) -> Change:
    """The wild set aside by the draw is played, naming ``color``, from the end of its
    owner's hand."""
    assert state.pending is not None
    (wild,) = state.pending.cards
    seat = state.pending.player
    played = play_card(state, seat, wild, color, state.hands[seat], PLAYED_DRAWN[seat, wild, color])
    return Change(pending=None).then(played)


# -- the Roulette (OM10) -------------------------------------------------------------------


def name_roulette_color(state: State, move: NameRouletteColor) -> Change:
    """The victim names a color and draws until a card of it comes (wilds never
    count), keeps every card drawn, and loses the turn; the color becomes current
    and the Roulette stays on top. Knocked out on the way, the victim loses the rest
    of the turn as well (OM21)."""
    return after_move(state, move, roulette(state, move.player, move.color))


def roulette(state: State, victim: int, color: Color) -> Change:
    """``victim`` draws until a card of ``color``, the turn passing on from them."""

    def told(seat: int, count: int, cards: tuple[Card, ...]) -> Roulette:
        return Roulette(seat, count, cards, color)

    drawn, _ = draw_cards(state, victim, HAND_LIMIT, until=cards_of(color), told=told)
    named = Change(pending=None, color=color).then(drawn)
    return named.then(pass_turn(evolve(state, **named.fields), victim))


# -- the 7 (OM11) ---------------------------------------------------------------------------


def swap_with(state: State, move: SwapWith) -> Change:
    """Trade whole hands with another player still in the game; each keeps the order
    of the hand it receives (OM7) and both calls are cancelled (OM13)."""
    seat, target = move.player, move.target
    if not 0 <= target < len(state.hands) or target == seat:
        raise IllegalMove(f"seat {seat} cannot swap with {target!r}: name another seat")
    if state.eliminated[target]:
        raise IllegalMove(f"seat {seat} cannot swap with seat {target}: they are out")
    hands, called = state.hands, state.called
    swapped = Change(
        Swapped(seat, target, hands[seat], hands[target]),
        pending=None,
        hands=replace_at(replace_at(hands, seat, hands[target]), target, hands[seat]),
        called=replace_at(replace_at(called, seat, False), target, False),
    )
    return after_move(state, move, swapped.then(pass_turn(state, seat)))


def keep_hand(state: State, move: KeepHand) -> Change:
    """Keep one's own hand; the turn passes."""
    return after_move(state, move, hand_kept(state, move.player))


def hand_kept(state: State, seat: int) -> Change:
    """``seat`` keeps its hand after its 7, and the turn passes."""
    return Change(KeptHand.of(seat), pending=None).then(pass_turn(state, seat))


# -- the Discard All's top card (OM12) ---------------------------------------------------


def pick_top(state: State, move: PickTop) -> Change:
    """Which of the Discard All's candidates ends on top: the others go on the pile in
    the order held, then the chosen one, which fires as if just played."""
    assert state.pending is not None
    seat, card, candidates = move.player, move.card, state.pending.cards
    if card not in candidates:
        listed = ", ".join(str(candidate) for candidate in candidates)
        raise IllegalMove(f"seat {seat} must put one of {listed} on top, not {card!r}")
    return after_move(state, move, top_picked(state, seat, card))


def top_picked(state: State, seat: int, card: Card) -> Change:
    """``card`` ends on top of the Discard All and fires."""
    assert state.pending is not None
    others = list(state.pending.cards)
    others.remove(card)
    pile = (*state.pile, *others, card)
    picked = Change(PickedTop.of(seat, card), pending=None, pile=pile)
    return picked.then(fire(state, seat, card, state.hands, pile))
