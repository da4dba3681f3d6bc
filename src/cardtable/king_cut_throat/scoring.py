"""The end of a hand: its scoring, its record, and the next deal or the game's end
(C7, KC12, KC13, KC15, KC16, KC20).

A hand ends when its seventh trick is taken (and scored, or the Showdown starts
on a 3-3-1 split), when the Showdown's fifth trick is taken, when everyone passes
twice, when a turned Joker calls for a redeal, or, at once, when a score reaches
the target. The move that ends it also scores it, keeps its public record in
``last_hand`` and, unless the game is over, deals the next hand.
"""

from __future__ import annotations

from cardtable.core import OVER, Change, Event, evolve, most, replace_at
from cardtable.king_cut_throat import showdown
from cardtable.king_cut_throat.deal import deal_hand, left_of
from cardtable.king_cut_throat.events import SCORING, GameOver, HandEnded, HandScored, ShowdownSettled
from cardtable.king_cut_throat.state import HandRecord, State

ALL_TRICKS = 7
"""A sweep: every trick of the hand (KC12)."""


def highest_score(target: int) -> int:
    """The most a score can reach: a hand's scoring adds at most 3 (a sweep by a seat that
    did not name trump, KC12) to a score one short of the target (KC15).

    >>> highest_score(10)
    12
    """
    return target + 2


def seven_tricks(state: State, taken: Change) -> Change:
    """End-of-hand scoring, once the seventh trick is ``taken``: 1 to the one player
    with the most tricks; all seven are worth 2 to the maker and 3 to anyone else.
    A 3-3-1 split starts the Showdown instead; with two players the most tricks is
    always decided (KC12)."""
    table = evolve(state, **taken.fields)  # the table as the seventh trick left it
    won = table.tricks_won
    if sorted(won) == [1, 3, 3]:
        return taken.then(showdown.begin(table))
    best = max(won)
    winner = won.index(best)
    points = 1 if best < ALL_TRICKS else 2 if winner == table.maker else 3
    scored = Change(
        HandScored(winner, points, best),
        scores=replace_at(table.scores, winner, table.scores[winner] + points),
    )
    return end_hand(state, taken.then(scored), "scored")


def showdown_won(state: State, taken: Change) -> Change:
    """All five Showdown tricks played, the last ``taken``: the one with more tricks
    scores 1 and the other loses 1, never below 0; the mediator scores nothing
    (KC13). The two halves are one result, settled together, also when the
    winner's point reaches the target and ends the game (KC20)."""
    table = evolve(state, **taken.fields)  # the table as the fifth Showdown trick left it
    counts, scores = table.showdown_tricks, table.scores
    assert counts is not None, "the Showdown counts its tricks"
    first, second = (seat for seat in range(3) if seat != table.mediator)
    winner, loser = (first, second) if counts[first] > counts[second] else (second, first)
    lost = 1 if scores[loser] > 0 else 0
    scores = replace_at(scores, winner, scores[winner] + 1)
    scores = replace_at(scores, loser, scores[loser] - lost)
    settled = Change(ShowdownSettled(winner, loser, counts[winner], counts[loser], lost), scores=scores)
    return end_hand(state, taken.then(settled), "showdown")


def end_hand(state: State, so_far: Change, result: str) -> Change:
    """The move that made ``so_far`` in ``state`` ends the hand (C7): the hand is
    recorded, then the game ends or the next hand is dealt.

    ``result`` is ``"joker redeal"``, ``"passed out"``, ``"scored"``, ``"showdown"``
    or ``"game over"`` (the target reached mid-hand). The game ends at the target or
    the hand limit (KC15). The deal passes left, but a Joker redeal keeps the dealer
    and does not count as a hand (KC16).
    """
    table = evolve(state, **so_far.fields)  # the table as the hand ends
    scored = [event for told in (state.history, so_far.told) for event in told if type(event) in SCORING]
    record = _record(table, tuple(scored), result)
    rules, scores = table.rules, table.scores
    ended = so_far.then(Change(HandEnded(record.number, result, scores)))
    if result == "joker redeal":
        dealer, hands_played = table.dealer, table.hands_played
    elif max(scores) >= rules.target or (rules.max_hands is not None and record.number >= rules.max_hands):
        over = GameOver(most(scores), scores)
        return ended.then(Change(over, phase=OVER, to_act=(), hands_played=record.number, last_hand=record))
    else:
        dealer, hands_played = left_of(table.dealer, len(scores)), record.number
    return ended.then(
        deal_hand(table.chance, dealer=dealer, hands_played=hands_played, scores=scores, last_hand=record)
    )


def _record(table: State, scored: tuple[Event, ...], result: str) -> HandRecord:
    """The public record of the hand ``table`` ends: what was made trump and by whom,
    the tricks (all of them only when polite, KC17), the events that ``scored`` in it,
    the scores after it."""
    tricks = table.tricks
    return HandRecord(
        number=table.hands_played + 1,
        dealer=table.dealer,
        result=result,
        turned=table.turned,
        trump=table.trump,
        maker=table.maker,
        receiver=table.receiver,
        tricks_won=table.tricks_won,
        mediator=table.mediator,
        showdown_tricks=table.showdown_tricks,
        tricks=tricks if table.rules.polite else None,
        last_trick=tricks[-1] if tricks else None,
        events=scored,
        scores=table.scores,
    )
