"""A turn: play a matching card (OM4, OM5) or tap the deck (OM6), and what the card does
(OM8, OM9, OM11's 0, OM12), or going out with it (OM15).

Each step gathers the ``State`` fields it changes in a dict, ``changes``, and ends
in ``ending.settle``, which derives the next state once. The helpers along the way
(the card leaves the hand, then goes out or fires) add to ``changes`` and give back
the seats whose hands they took up, for the catch windows.
"""

from __future__ import annotations

from collections.abc import Callable

from cardtable.core import replace_at
from cardtable.game import IllegalMove
from cardtable.open_mercy.deck import ALL_CARDS, Card, Color, Kind, cards_of, holds_play, playable
from cardtable.open_mercy.drawing import Changes, draw_cards
from cardtable.open_mercy.ending import lead, settle
from cardtable.open_mercy.events import DiscardedAll, Played, PlayedDrawn, Rotated, TookStack, WentOutUncalled
from cardtable.open_mercy.moves import DRAWS, PLAYS, Draw, Move, Play
from cardtable.open_mercy.rules import MAX_PLAYERS
from cardtable.open_mercy.state import HAND_LIMIT, Pending, State

# -- whose turn ----------------------------------------------------------------------


def next_seat(eliminated: tuple[bool, ...], direction: int, seat: int) -> int:
    """The next seat still in the game from ``seat`` in the direction of play:
    players who are out are skipped (C1, OM16).

    >>> next_seat((False, True, False), 1, 0), next_seat((False, True, False), -1, 0)
    (2, 2)
    """
    players = len(eliminated)
    following = (seat + direction) % players
    while eliminated[following] and following != seat:
        following = (following + direction) % players
    return following


def pass_turn(state: State, changes: Changes, seat: int, steps: int = 1) -> None:
    """The turn passes ``steps`` seats on from ``seat`` (0: ``seat`` plays again), in the
    direction of play as the move has left it; a new player starts a new run of plays
    (OM15). Nothing passes once the game is won."""
    if "winners" in changes:
        return
    eliminated = changes.get("eliminated", state.eliminated)
    direction = changes.get("direction", state.direction)
    if steps == 1:  # nearly every turn: no loop to set up
        seat = next_seat(eliminated, direction, seat)
    else:
        for _ in range(steps):
            seat = next_seat(eliminated, direction, seat)
    if seat != state.turn:
        changes["turn"] = seat
        if state.run:
            changes["run"] = 0


# -- the moves of a turn -----------------------------------------------------------------


def turn_moves(state: State, seat: int) -> list[Move]:
    """The plays of the seat to play in hand order (a card held twice is one move; a wild
    once per colour it may name), then Draw (OM4, OM6).

    With nothing at all left to draw, Draw is only for a player with no play.
    """
    matches = playable(state.pile[-1], state.color, state.stack, state.origin.rules.stacking)
    plays = PLAYS[seat]
    moves: list[Move] = []
    seen: list[Card] = []  # few cards match: a list beats a set here
    for card in state.hands[seat]:
        if card in matches and card not in seen:
            seen.append(card)
            moves += plays[card]
    if not moves or state.deck or len(state.pile) > 1:
        moves.append(DRAWS[seat])
    return moves


def play(state: State, move: Play) -> State:
    """Play a card from the hand: it must match (OM4), or go on the live stack (OM5);
    a wild other than the Roulette names the next colour (OM8, OM10)."""
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
            f"seat {seat} cannot play {card}: it matches neither the colour {state.color} "
            f"nor the {top} on top"
        )
    if card.names_color:
        if color is None:
            raise IllegalMove(f"seat {seat} must name the next colour when playing {card}")
    elif color is not None:
        raise IllegalMove(f"{card} names no colour (only wilds other than the roulette do)")
    at = hand.index(card)
    changes: Changes = {"events": [_PLAYED[seat][card][0 if color is None else color.index]]}
    touched = play_card(state, seat, card, color, hand[:at] + hand[at + 1 :], changes)
    return settle(state, move, changes, touched)


# Ready-made events, as ``moves.PLAYS`` holds ready-made moves: one per seat and card,
# and per colour for a wild that names one (bounded by the largest table).
_PLAYED = tuple(
    tuple(
        tuple(Played(seat, card, color) for color in Color) if card.names_color else (Played(seat, card),)
        for card in ALL_CARDS
    )
    for seat in range(MAX_PLAYERS)
)


def draw(state: State, move: Draw) -> State:
    """Tap the deck (OM6): facing a stack, take it all; otherwise draw until a playable
    card comes, and play it at once (a wild first asks its owner for a colour).

    With nothing at all to draw, only a player with no play may tap the deck.
    """
    seat = move.player
    mode = state.origin.rules.stacking
    nothing_to_draw = not state.deck and len(state.pile) == 1
    if nothing_to_draw and holds_play(state.hands[seat], state.pile[-1], state.color, state.stack, mode):
        raise IllegalMove(f"seat {seat} cannot draw: nothing is left to draw and they hold a card to play")
    if state.stack:
        return take_stack(state, move, seat)
    matches = playable(state.pile[-1], state.color, 0, mode)
    changes, found = draw_cards(state, seat, HAND_LIMIT, until=matches, events=[])
    touched: tuple[int, ...] = (seat,) if "hands" in changes else ()
    if found is None or changes.get("eliminated", state.eliminated)[seat]:
        # Nothing playable came, or the 25th card put the seat out first (OM21).
        pass_turn(state, changes, seat)
    elif found.names_color:
        # Set aside, in no hand, until its owner names the colour (OM20).
        changes["hands"] = replace_at(changes["hands"], seat, changes["hands"][seat][:-1])
        changes["pending"] = Pending("color", seat, (found,))
    else:
        # The card drawn is the last of the hand: played from there, so the hand keeps
        # its order (OM7) even when it holds a twin of the card.
        changes["events"].append(PlayedDrawn(seat, found))
        touched = play_card(state, seat, found, None, changes["hands"][seat][:-1], changes)
    return settle(state, move, changes, touched)


def take_stack(state: State, move: Move, seat: int) -> State:
    """Facing a stack: take all of it, or what exists, and the turn passes (OM6)."""
    changes, _ = draw_cards(state, seat, state.stack, events=lead(move), told=TookStack)
    changes["stack"] = 0
    pass_turn(state, changes, seat)
    return settle(state, move, changes, (seat,) if "hands" in changes else ())


# -- the card played -----------------------------------------------------------------------


def play_card(
    state: State, seat: int, card: Card, color: Color | None, rest: tuple[Card, ...], changes: Changes
) -> tuple[int, ...]:
    """``card`` leaves ``seat``'s hand, which keeps ``rest``, for the pile: a Discard All
    takes its colour with it (OM12), a last card goes out (OM15), any other fires. While
    the turn stays with ``seat``, its run of plays goes on (OM15)."""
    changes["hands"] = replace_at(changes.get("hands", state.hands), seat, rest)
    changes["pile"] = (*changes.get("pile", state.pile), card)
    run = state.run or len(rest) + 1
    if card.kind is _DISCARD_ALL:
        touched = discard_all(state, seat, card, changes)
    elif not rest:
        touched = go_out(state, seat, card, color, run, changes)
    else:
        touched = fire(state, seat, card, color, changes)
    if run != state.run and "turn" not in changes:
        changes["run"] = run
    return (seat, *touched)


def go_out(
    state: State, seat: int, card: Card, color: Color | None, run: int, changes: Changes
) -> tuple[int, ...]:
    """OM15: an empty hand wins at once and the card does nothing more. But a player who
    held two or more cards when this run of their own plays began, and never called,
    draws 2 and the turn passes: the card lies and sets the colour, nothing else (a
    live stack it answered stays live for the next player, since nobody took it)."""
    named = card.color or color  # a wild's colour is the one named, if any
    if named is not None and named is not state.color:
        changes["color"] = named
    if run >= 2 and not changes.get("called", state.called)[seat]:
        events = changes["events"]
        events.append(WentOutUncalled(seat))
        drawn, _ = draw_cards(state, seat, 2, events=events, hands=changes["hands"], pile=changes["pile"])
        changes.update(drawn)
        pass_turn(state, changes, seat)
    else:
        changes["winners"] = (seat,)
    return ()


def fire(state: State, seat: int, card: Card, color: Color | None, changes: Changes) -> tuple[int, ...]:
    """The effect of ``card``, just played by ``seat`` with cards left in hand: its colour
    (a wild's named one) becomes current, then what ``_EFFECTS`` says the card does:

    - a Skip passes over the next player, Skip Everyone gives ``seat`` another turn (OM9);
    - a Reverse turns play round (a Skip with two players still in); a Wild Reverse Draw 4
      turns it round and the next player in the new direction faces the stack (OM8);
    - a draw card adds its value to the stack (OM5);
    - a 7 asks for a swap (OM11, ``choices.py``), a 0 passes every hand on (OM11);
    - a Roulette makes the next player its victim (OM10, ``choices.py``);
    - a Discard All that follows another, or was picked, discards its colour (OM12);
    - any other card (1-6, 8, 9, the plain Wild) passes the turn on.
    """
    named = card.color or color  # a wild's colour is the one named, if any
    if named is not None and named is not state.color:
        changes["color"] = named
    return _EFFECTS[card](state, seat, card, changes)


Effect = Callable[[State, int, Card, Changes], tuple[int, ...]]


def _passes_on(state: State, seat: int, card: Card, changes: Changes) -> tuple[int, ...]:
    pass_turn(state, changes, seat)
    return ()


def _asks_for_swap(state: State, seat: int, card: Card, changes: Changes) -> tuple[int, ...]:
    changes["pending"] = Pending("swap", seat)
    return ()


def _rotates(state: State, seat: int, card: Card, changes: Changes) -> tuple[int, ...]:
    touched = rotate(state, changes)
    pass_turn(state, changes, seat)
    return touched


def _skips(state: State, seat: int, card: Card, changes: Changes) -> tuple[int, ...]:
    pass_turn(state, changes, seat, 2)
    return ()


def _reverses(state: State, seat: int, card: Card, changes: Changes) -> tuple[int, ...]:
    changes["direction"] = -state.direction
    two_left = state.eliminated.count(False) == 2
    pass_turn(state, changes, seat, 2 if two_left else 1)
    return ()


def _skips_everyone(state: State, seat: int, card: Card, changes: Changes) -> tuple[int, ...]:
    pass_turn(state, changes, seat, 0)
    return ()


def _reverses_and_draws(state: State, seat: int, card: Card, changes: Changes) -> tuple[int, ...]:
    changes["direction"] = -state.direction
    changes["stack"] = state.stack + card.draw
    pass_turn(state, changes, seat)
    return ()


def _adds_to_stack(state: State, seat: int, card: Card, changes: Changes) -> tuple[int, ...]:
    changes["stack"] = state.stack + card.draw
    pass_turn(state, changes, seat)
    return ()


def _spins_roulette(state: State, seat: int, card: Card, changes: Changes) -> tuple[int, ...]:
    victim = next_seat(state.eliminated, state.direction, seat)
    changes["pending"] = Pending("roulette", victim)
    return ()


def _effect(card: Card) -> Effect:
    """What ``card`` does when it fires (OM8-OM12), by its kind."""
    by_kind: dict[Kind, Effect] = {
        Kind.SEVEN: _asks_for_swap,
        Kind.ZERO: _rotates,
        Kind.SKIP: _skips,
        Kind.REVERSE: _reverses,
        Kind.SKIP_EVERYONE: _skips_everyone,
        Kind.WILD_REVERSE_DRAW4: _reverses_and_draws,
        Kind.ROULETTE: _spins_roulette,
        Kind.DISCARD_ALL: discard_all,
    }
    if card.kind in by_kind:
        return by_kind[card.kind]
    return _adds_to_stack if card.draw else _passes_on


def rotate(state: State, changes: Changes) -> tuple[int, ...]:
    """OM11: every hand still in the game passes to the next player still in, along the
    direction of play, keeping its order (OM7); every call is cancelled (OM13). Gives
    back the seats whose hands moved."""
    hands = changes.get("hands", state.hands)
    seats = tuple(seat for seat, out in enumerate(state.eliminated) if not out)
    passed = list(hands)
    for at, seat in enumerate(seats):
        passed[seats[(at + state.direction) % len(seats)]] = hands[seat]
    changes["events"].append(Rotated(state.direction, seats, tuple(hands[seat] for seat in seats)))
    changes["hands"] = tuple(passed)
    changes["called"] = (False,) * len(hands)
    return seats


def discard_all(state: State, seat: int, card: Card, changes: Changes) -> tuple[int, ...]:
    """OM12: every other card of the Discard All's colour leaves the hand after it. With
    two or more, the player picks the one to end on top (``choices.py``); with one, it
    lies on top and fires; with none, the play was an ordinary one. A hand emptied so
    wins at once, no call needed and nothing fired (the cards go on in the order held).
    """
    color = card.color
    assert color is not None
    if color is not state.color:
        changes["color"] = color
    hands = changes.get("hands", state.hands)
    pile = changes.get("pile", state.pile)
    of_color = cards_of(color)
    same = tuple(held for held in hands[seat] if held in of_color)
    rest = tuple(held for held in hands[seat] if held not in of_color)
    if same:
        changes["events"].append(DiscardedAll(seat, color, same))
    if not rest:
        changes["hands"] = replace_at(hands, seat, ())
        changes["pile"] = pile + same
        changes["winners"] = (seat,)
        return (seat,)
    if not same:
        pass_turn(state, changes, seat)
        return ()
    changes["hands"] = replace_at(hands, seat, rest)
    if len(same) == 1:
        changes["pile"] = pile + same
        return (seat, *fire(state, seat, same[0], None, changes))
    changes["pending"] = Pending("pick", seat, same)
    return (seat,)


# What each of the 69 cards does when it fires, indexed by the card (bounded, built at
# import): one lookup instead of asking the card's kind one question after another.
_EFFECTS: tuple[Effect, ...] = tuple(_effect(card) for card in ALL_CARDS)
_DISCARD_ALL = Kind.DISCARD_ALL
