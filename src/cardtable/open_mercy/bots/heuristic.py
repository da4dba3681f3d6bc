"""Open Mercy's heuristic: how a good player plays, as a function of the seat's view.

``choose(seen, moves)`` reads only the public table and the seat's own hand
(``hand``, ``top``, ``color``, ``stack``, ``hand_sizes``, ``called``,
``catchable``, ``eliminated``, ``to_act``, ``player``), so it runs on a
``View`` and, inside a search, on ``Table``, the same picture of a sampled state.
It plays the way a good player does:

- **calls and catches**: it calls its own MERCY! as soon as it holds two cards
  or fewer (before playing down to one, so nobody can catch it), and catches
  every player sitting on one card without a call; off its turn it makes only
  these moves and passes otherwise;
- **stack passing**: facing a draw stack it answers with a draw card when it
  holds one (the smallest that goes, keeping its big draw cards for the stack
  that comes back), taking the stack only when it cannot;
- **holding wilds**: it plays a colored card whenever it has one, keeping its
  wilds (above all its wild draw cards, its answers to a stack) for when nothing
  else goes;
- **dumping penalty cards**: among colored plays it sheds the cards that hurt
  most to hold or help most to play (Discard All with its color, draw cards and
  skips against a short hand, then high numbers);
- **color control**: it names, and plays into, the color it holds most, so it
  keeps the most plays for its next turn; after a 7 it trades hands with the
  shortest hand if that is shorter than its own.

>>> from cardtable import open_mercy as om
>>> state = om.new_game(om.Rules(players=2), seed=3)
>>> moves = om.legal_moves(state, 0)
>>> choose(om.view(state, 0), moves) in moves
True
"""

from __future__ import annotations

from typing import Any

from cardtable.open_mercy.deck import Card, Color, Kind
from cardtable.open_mercy.moves import (
    CallMercy,
    Catch,
    ChooseColor,
    Draw,
    KeepHand,
    NameRouletteColor,
    PickTop,
    Play,
    SwapWith,
)

__all__ = ["choose", "duty", "favourite", "score_play"]

_COLORS = tuple(Color)
_PUSH = {Kind.SKIP: 6, Kind.REVERSE: 6, Kind.SKIP_EVERYONE: 7, Kind.DRAW2: 7, Kind.DRAW4: 8}
"""How much a colored action card is worth playing heads-up (each keeps the turn or hurts)."""
_WILD_COST = {
    Kind.WILD: 30,
    Kind.ROULETTE: 28,
    Kind.WILD_REVERSE_DRAW4: 34,
    Kind.WILD_DRAW6: 38,
    Kind.WILD_DRAW10: 44,
}
"""What playing a wild gives up: the draw wilds are the answers to a stack, kept longest."""


def favourite(hand: tuple[Card, ...], leaving: Card | None = None) -> Color:
    """The color the hand holds most of (``leaving`` set aside), ties in table order.

    >>> favourite((Card.parse("blue 1"), Card.parse("blue skip"), Card.parse("red 3")))
    Color.BLUE
    """
    counts = [0, 0, 0, 0]
    skipped = leaving is None
    for card in hand:
        if not skipped and card == leaving:
            skipped = True
            continue
        if card.color is not None:
            counts[card.color.index] += 1
    return _COLORS[counts.index(max(counts))]


def duty(seen: Any, moves: tuple[Any, ...]) -> Any:
    """A catch if one is offered, else the seat's own MERCY! call if offered, else ``None``.

    These are the moves a good player never leaves open, on its turn or off it.

    >>> duty(None, (Draw(0), CallMercy(0)))
    CallMercy(player=0)
    """
    call = None
    for move in moves:
        kind = type(move)
        if kind is Catch:
            return move
        if kind is CallMercy:
            call = move
    return call


def _shortest(seen: Any) -> int:
    """The fewest cards another seat still in holds (7 if there is none)."""
    me = seen.player
    return min((size for seat, size in enumerate(seen.hand_sizes) if seat != me and size), default=7)


def _counts(hand: tuple[Card, ...]) -> list[int]:
    counts = [0, 0, 0, 0]
    for card in hand:
        if card.color is not None:
            counts[card.color.index] += 1
    return counts


def score_play(seen: Any, card: Card, counts: list[int] | None = None, shortest: int | None = None) -> float:
    """How good playing the colored ``card`` from the hand is now (higher is better).

    ``counts`` (cards held per color) and ``shortest`` (the fewest cards another
    seat holds) are worked out from ``seen`` when not given.

    >>> from types import SimpleNamespace
    >>> hand = (Card.parse("red 9"), Card.parse("red 2"), Card.parse("blue 2"))
    >>> seen = SimpleNamespace(hand=hand, hand_sizes=(3, 7), player=0)
    >>> score_play(seen, hand[0]) > score_play(seen, hand[2])
    True
    """
    hand = seen.hand
    if counts is None:
        counts = _counts(hand)
    if shortest is None:
        shortest = _shortest(seen)
    kind = card.kind
    keep = counts[card.color.index] - 1 if card.color is not None else 0  # left in this color after
    score = 3.0 * keep
    if kind is Kind.DISCARD_ALL:
        score += 4.0 * keep + 2.0
    elif kind in _PUSH:
        score += _PUSH[kind] * (2.0 if shortest <= 3 else 1.0)
        if kind is Kind.DRAW2 or kind is Kind.DRAW4:
            score -= 1.0 if shortest > 4 else 0.0  # worth keeping as a stack answer early
    elif kind is Kind.SEVEN:
        score += 10.0 if shortest < len(hand) - 1 else -2.0
    elif kind is Kind.ZERO:
        score += 8.0 if shortest < len(hand) - 1 else -4.0
    else:
        score += int(kind.value) * 0.2  # shed high numbers first
    return score


def _play_choice(seen: Any, plays: list[Play]) -> Play | None:
    hand = seen.hand
    if len(hand) == 1:
        return plays[0] if plays else None
    if seen.stack:
        # Answer the stack with the smallest draw card that goes (a colored one on a tie),
        # keeping the big ones for the stack that comes back.
        return max(plays, key=lambda move: (-move.card.draw, move.card.color is not None), default=None)
    best: Play | None = None
    best_score = -1e9
    counts = _counts(hand)
    shortest = _shortest(seen)
    want = _COLORS[counts.index(max(counts))]
    for move in plays:
        card = move.card
        if card.color is not None:
            score = score_play(seen, card, counts, shortest)
        else:
            if move.color is not None and move.color is not want:
                continue
            score = -_WILD_COST[card.kind]
            if shortest <= 2:
                score += 2.0 * card.draw + (12.0 if card.kind is Kind.ROULETTE else 0.0)
        if score > best_score:
            best, best_score = move, score
    return best


def choose(seen: Any, moves: tuple[Any, ...]) -> Any:
    """The heuristic's move among ``moves`` for the seat whose view is ``seen`` (``None``: pass).

    >>> from cardtable import open_mercy as om
    >>> state = om.new_game(om.Rules(players=2), seed=8)
    >>> choose(om.view(state, 1), om.legal_moves(state, 1)) is None
    True
    """
    must = duty(seen, moves)
    if must is not None or seen.player not in seen.to_act:
        return must
    first = moves[0]
    kind = type(first)
    hand = seen.hand
    if kind is ChooseColor or kind is NameRouletteColor:
        want = favourite(hand)
        return next((move for move in moves if type(move) is kind and move.color is want), first)
    if kind is SwapWith or kind is KeepHand:
        sizes = seen.hand_sizes
        swaps = [move for move in moves if type(move) is SwapWith]
        target = min(swaps, key=lambda move: sizes[move.target], default=None)
        if target is not None and sizes[target.target] < len(hand):
            return target
        return next((move for move in moves if type(move) is KeepHand), first)
    if kind is PickTop:
        return max(
            (move for move in moves if type(move) is PickTop),
            key=lambda move: (move.card.draw, _PUSH.get(move.card.kind, 0)),
        )
    plays = [move for move in moves if type(move) is Play]
    chosen = _play_choice(seen, plays)
    if chosen is not None:
        return chosen
    return next((move for move in moves if type(move) is Draw), first)
