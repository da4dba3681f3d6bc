"""The play: seven tricks, the scoring card, and the end of the hand (KC10-KC12, KC14,
KC15, KC18). The Showdown's five tricks are played by the same steps.

Every trick is played, even once the hand is decided: throwing in early is not
modelled (KC18), and a revoke cannot be made (C6).

>>> from cardtable.cards import Suit, parse_cards
>>> from cardtable.king_cut_throat.deck import trick_winner
>>> trick_winner(parse_cards("10D 9S 9D"), Suit.SPADES)  # 1.2.1, example 1
1
"""

from __future__ import annotations

from typing import Any

from cardtable.cards import Rank
from cardtable.core import replace_at
from cardtable.game import IllegalMove
from cardtable.king_cut_throat.deal import end_hand
from cardtable.king_cut_throat.deck import effective_suit, may_play, winning_index
from cardtable.king_cut_throat.events import PLAYED, HandScored, KingScored, TrickTaken
from cardtable.king_cut_throat.moves import PLAYS, Play
from cardtable.king_cut_throat.showdown import SHOWDOWN_TRICKS, settle_showdown, start_showdown
from cardtable.king_cut_throat.state import SHOWDOWN_PLAY, State, Trick, record

TRICKS = 7
SCORING_RANK = {"king": Rank.KING, "queen": Rank.QUEEN, "ace": Rank.ACE}


def play_moves(state: State, seat: int) -> tuple[Play, ...]:
    """The seat's legal plays: a card of the suit led if it holds one (its effective
    suit: the Left Bower and the Joker are trumps), else any card (KC10)."""
    trick, trump = state.trick, state.trump
    assert trump is not None, "trump is named before the play"
    cards = may_play(state.hands[seat], trick[0].card if trick else None, trump)
    plays = PLAYS[seat]
    return tuple([plays[card] for card in cards])


def play(state: State, move: Play) -> State:
    """A card to the trick. The player left of the dealer leads the first trick, the
    winner of each trick the next; the last card of a trick settles it at once (KC10)."""
    player, card = move.player, move.card
    hand = state.hands[player]
    if card not in hand:
        raise IllegalMove(f"seat {player} does not hold {card}")
    trick, trump = state.trick, state.trump
    assert trump is not None
    if trick and card not in may_play(hand, trick[0].card, trump):
        lead = trick[0].card
        raise IllegalMove(
            f"seat {player} must follow the suit led ({lead} leads {effective_suit(lead, trump)})"
            " and holds one"
        )
    hands = replace_at(state.hands, player, tuple([held for held in hand if held != card]))
    trick = (*trick, PLAYS[player][card])
    showdown = state.phase == SHOWDOWN_PLAY
    players = len(state.scores)
    if len(trick) < (2 if showdown else players):
        if showdown:  # the other of the two Showdown players (seats add up to 3)
            assert state.mediator is not None
            turn = 3 - state.mediator - player
        else:  # the next seat clockwise, as ``deal.left_of`` (a call costs more than this)
            turn = (player + 1) % players
        return record(state, (PLAYED[player][card],), move, hands=hands, trick=trick, turn=turn)
    return _take_trick(state, move, trick, showdown, hands=hands)


def _take_trick(state: State, move: Play, trick: tuple[Play, ...], showdown: bool, **changes: Any) -> State:
    """The full ``trick`` goes to its highest trump, else the highest card of the suit
    led (KC10); its taker leads next. A player whose own scoring card (a King) took
    it scores 1 at once (KC11), in the Showdown too (KC14). A score reaching the
    target ends the game at once, even mid-hand and before the hand's end is
    scored (KC15)."""
    rules, trump = state.rules, state.trump
    assert trump is not None
    taking = trick[winning_index([made.card for made in trick], trump, rules.scoring_rank == "queen")]
    winner, card = taking.player, taking.card
    tricks = (*state.tricks, Trick(trick, winner))
    number = len(tricks)
    plays = tuple([(made.player, made.card) for made in trick])
    told: tuple[Any, ...] = (PLAYED[move.player][move.card], TrickTaken(winner, number, plays, card))
    if showdown:
        won = state.showdown_tricks
        assert won is not None
        changes["showdown_tricks"] = replace_at(won, winner, won[winner] + 1)
    else:
        changes["tricks_won"] = replace_at(state.tricks_won, winner, state.tricks_won[winner] + 1)
    scores = state.scores
    if card.rank is SCORING_RANK[rules.scoring_rank]:
        scores = replace_at(scores, winner, scores[winner] + 1)
        told = (*told, KingScored(winner, card, number))
    after = record(state, told, move, trick=(), turn=winner, tricks=tricks, scores=scores, **changes)
    if scores[winner] >= rules.target:
        return end_hand(after, "game over")
    if showdown:
        return settle_showdown(after) if len(tricks) == TRICKS + SHOWDOWN_TRICKS else after
    return settle_hand(after) if len(tricks) == TRICKS else after


def settle_hand(state: State) -> State:
    """End-of-hand scoring: 1 to the one player with the most tricks; all seven are
    worth 2 to the maker and 3 to anyone else. A 3-3-1 split starts the Showdown
    instead; with two players the most tricks is always decided (KC12)."""
    won = state.tricks_won
    if sorted(won) == [1, 3, 3]:
        return start_showdown(state)
    best = max(won)
    winner = won.index(best)
    points = 1 if best < TRICKS else 2 if winner == state.maker else 3
    scores = replace_at(state.scores, winner, state.scores[winner] + points)
    return end_hand(record(state, (HandScored(winner, points, best),), scores=scores), "scored")
