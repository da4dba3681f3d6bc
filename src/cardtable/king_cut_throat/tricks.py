"""The play: seven tricks and the scoring card (KC10, KC11, KC14, KC15, KC18). The
Showdown's five tricks are played by the same steps.

Every trick is played, even once the hand is decided: throwing in early is not
modelled (KC18), and a revoke cannot be made (C6).

>>> from cardtable.cards import Suit, parse_cards
>>> from cardtable.king_cut_throat.deck import trick_winner
>>> trick_winner(parse_cards("10D 9S 9D"), Suit.SPADES)  # 1.2.1, example 1
1
"""

from __future__ import annotations

from cardtable.cards import Card, Rank
from cardtable.core import Change, Shared, replace_at
from cardtable.game import IllegalMove
from cardtable.king_cut_throat import scoring
from cardtable.king_cut_throat.deck import EFFECTIVE, effective_suit, follows, winning_index
from cardtable.king_cut_throat.events import KingScored, Played, TrickTaken
from cardtable.king_cut_throat.moves import Play
from cardtable.king_cut_throat.showdown import SHOWDOWN_TRICKS
from cardtable.king_cut_throat.state import SHOWDOWN_PLAY, State, Trick

TRICKS = 7
"""The tricks of a hand (KC10)."""
SCORING_RANK = {"king": Rank.KING, "queen": Rank.QUEEN, "ace": Rank.ACE}
"""The rank that scores when it takes a trick, by the ``scoring_rank`` option (KC11)."""

# Each seat's plays and what they tell, made once (``core.Shared``): the same few dozen
# cards are listed, played and told, seat by seat, at every trick of every hand.
PLAYS, PLAYED = Shared(Play), Shared(Played)


def play_moves(state: State, seat: int) -> tuple[Play, ...]:
    """The seat's legal plays: a card of the suit led if it holds one (its effective
    suit: the Left Bower and the Joker are trumps), else any card (KC10)."""
    hand, trick, plays = state.hands[seat], state.trick, PLAYS
    if trick:  # following: the cards of the suit led, if the seat holds any (``deck.may_play``)
        trump = state.trump
        assert trump is not None, "trump is named before the play"
        effective = EFFECTIVE[trump]
        led = effective[trick[0].card]
        following = [plays[seat, card] for card in hand if effective[card] is led]
        if following:
            return tuple(following)
    return tuple([plays[seat, card] for card in hand])


def play(state: State, move: Play) -> Change:
    """A card to the trick. The player left of the dealer leads the first trick, the
    winner of each trick the next; play goes clockwise, and the last card of a trick
    takes it at once (KC10)."""
    player, card = move.player, move.card
    hands = state.hands
    hand = hands[player]
    try:
        at = hand.index(card)
    except ValueError:
        raise IllegalMove(f"seat {player} does not hold {card}") from None
    trick = state.trick
    if trick:
        trump = state.trump
        assert trump is not None, "trump is named before the play"
        lead = trick[0].card
        if not follows(card, hand, lead, trump):
            raise IllegalMove(
                f"seat {player} must follow the suit led ({lead} leads {effective_suit(lead, trump)})"
                " and holds one"
            )
    hands = replace_at(hands, player, hand[:at] + hand[at + 1 :])
    trick = (*trick, move)
    mediator = state.mediator
    if mediator is None:  # the hand's tricks: every seat plays, clockwise
        players = len(hands)
        if len(trick) < players:
            return Change(PLAYED[player, card], hands=hands, trick=trick, to_act=((player + 1) % players,))
    elif len(trick) < 2:  # a Showdown trick: the other of its two players (the three seats add up to 3)
        return Change(PLAYED[player, card], hands=hands, trick=trick, to_act=(3 - mediator - player,))
    return take_trick(state, trick, hands)


def take_trick(state: State, trick: tuple[Play, ...], hands: tuple[tuple[Card, ...], ...]) -> Change:
    """The full ``trick`` goes to its highest trump, else the highest card of the suit
    led (KC10); its taker leads next. A player whose own scoring card (a King) took it
    scores 1 at once (KC11), in the Showdown too (KC14). A score reaching the target
    ends the game at once, even mid-hand and before the hand's end is scored (KC15)."""
    rules, trump = state.rules, state.trump
    assert trump is not None, "trump is named before the play"
    scoring_rank = rules.scoring_rank
    taking = trick[winning_index([made.card for made in trick], trump, scoring_rank == "queen")]
    winner, card = taking.player, taking.card
    tricks = (*state.tricks, Trick(trick, winner))
    number = len(tricks)
    last = trick[-1]
    told = [
        PLAYED[last.player, last.card],
        TrickTaken(winner, number, tuple([(made.player, made.card) for made in trick]), card),
    ]
    scores = state.scores
    if card.rank is SCORING_RANK[scoring_rank]:
        scores = replace_at(scores, winner, scores[winner] + 1)
        told.append(KingScored(winner, card, number))
    # The trick counts for the Showdown's own tally while it is played, else for the hand's.
    if state.phase == SHOWDOWN_PLAY:
        won = state.showdown_tricks
        assert won is not None, "the Showdown counts its tricks"
        counted = {"showdown_tricks": replace_at(won, winner, won[winner] + 1)}
    else:
        counted = {"tricks_won": replace_at(state.tricks_won, winner, state.tricks_won[winner] + 1)}
    taken = Change(*told, hands=hands, trick=(), to_act=(winner,), tricks=tricks, scores=scores, **counted)
    if scores[winner] >= rules.target:
        return scoring.end_hand(state, taken, "game over")
    if number == TRICKS:
        return scoring.seven_tricks(state, taken)
    if number == TRICKS + SHOWDOWN_TRICKS:
        return scoring.showdown_won(state, taken)
    return taken
