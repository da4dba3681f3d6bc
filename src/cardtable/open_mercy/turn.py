"""A turn: play a matching card (OM4, OM5) or tap the deck (OM6).

The card played then goes out or fires (``effects.py``); every move's change ends
in ``watch.after_move`` (the catch windows, a stalled table, the end of the game).
"""

from __future__ import annotations

from cardtable.core import Change, evolve, replace_at
from cardtable.game import IllegalMove
from cardtable.open_mercy.deck import Card, holds_play, playable
from cardtable.open_mercy.drawing import draw_cards
from cardtable.open_mercy.effects import pass_turn, play_card
from cardtable.open_mercy.events import PLAYED, PLAYED_DRAWN, TookStack
from cardtable.open_mercy.moves import DRAWS, PLAYS, Draw, Move, Play
from cardtable.open_mercy.state import HAND_LIMIT, Pending, State
from cardtable.open_mercy.watch import after_move


def turn_moves(state: State, seat: int) -> list[Move]:
    """The plays of the seat to play in hand order (a card held twice is one move; a wild
    once per color it may name), then Draw (OM4, OM6).

    With nothing at all left to draw, Draw is only for a player with no play.

    >>> from cardtable.open_mercy import new_game
    >>> [str(move) for move in turn_moves(new_game(seed=1), 0)]
    ['seat 0 plays red 8', 'seat 0 plays red skip-everyone', 'seat 0 plays blue 7', 'seat 0 draws']
    """
    matches = playable(state.pile[-1], state.color, state.stack, state.origin.rules.stacking)
    moves: list[Move] = []
    seen: list[Card] = []  # few cards match: a list beats a set here
    for card in state.hands[seat]:
        if card in matches and card not in seen:
            seen.append(card)
            moves += PLAYS[seat, card]
    if not moves or state.deck or len(state.pile) > 1:
        moves.append(DRAWS[seat])
    return moves


def play(state: State, move: Play) -> Change:
    """Play a card from the hand: it must match (OM4), or go on the live stack (OM5);
    a wild other than the Roulette names the next color (OM8, OM10)."""
    seat, card, color = move.player, move.card, move.color
    hand = state.hands[seat]
    if card not in hand:
        raise IllegalMove(f"seat {seat} holds no {card}")
    top, stack, mode = state.pile[-1], state.stack, state.origin.rules.stacking
    if card not in playable(top, state.color, stack, mode):
        if stack:
            raise IllegalMove(
                f"seat {seat} cannot play {card}: facing a stack of {stack} on {top}, "
                f"only a draw card the {mode} stacking allows may go on"
            )
        raise IllegalMove(
            f"seat {seat} cannot play {card}: it matches neither the color {state.color} "
            f"nor the {top} on top"
        )
    if card.names_color:
        if color is None:
            raise IllegalMove(f"seat {seat} must name the next color when playing {card}")
    elif color is not None:
        raise IllegalMove(f"{card} names no color (only wilds other than the roulette do)")
    at = hand.index(card)
    rest = hand[:at] + hand[at + 1 :]
    return after_move(state, move, play_card(state, seat, card, color, rest, PLAYED[seat, card, color]))


def draw(state: State, move: Draw) -> Change:
    """Tap the deck (OM6): facing a stack, take it all; otherwise draw until a playable
    card comes, and play it at once (a wild first asks its owner for a color).

    With nothing at all to draw, only a player with no play may tap the deck.
    """
    seat, pile, stack = move.player, state.pile, state.stack
    mode = state.origin.rules.stacking
    nothing_to_draw = not state.deck and len(pile) == 1
    if nothing_to_draw and holds_play(state.hands[seat], pile[-1], state.color, stack, mode):
        raise IllegalMove(f"seat {seat} cannot draw: nothing is left to draw and they hold a card to play")
    if stack:
        return after_move(state, move, take_stack(state, seat))
    drawn, found = draw_cards(state, seat, HAND_LIMIT, until=playable(pile[-1], state.color, 0, mode))
    return after_move(state, move, drawn.then(play_found(evolve(state, **drawn.fields), seat, found)))


def take_stack(state: State, seat: int) -> Change:
    """Facing a stack: take all of it, or what exists, and the turn passes (OM6)."""
    drawn, _ = draw_cards(state, seat, state.stack, told=TookStack)
    return drawn.then(pass_turn(evolve(state, **drawn.fields), seat, stack=0))


def play_found(table: State, seat: int, found: Card | None) -> Change:
    """What a draw until a playable card ends in, the drawn cards in hand: with nothing
    playable found, or the 25th card putting the seat out first (OM21), the turn passes;
    a wild waits, set aside in no hand, for its owner to name the color (OM20); any
    other card is played at once. The card found is the last of the hand, and is played
    from there, so the hand keeps its order (OM7) even when it holds a twin of the card.
    """
    if found is None or table.eliminated[seat]:
        return pass_turn(table, seat)
    rest = table.hands[seat][:-1]
    if found.names_color:
        return Change(hands=replace_at(table.hands, seat, rest), pending=Pending("color", seat, (found,)))
    return play_card(table, seat, found, None, rest, PLAYED_DRAWN[seat, found, None])
