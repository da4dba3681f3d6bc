"""Witch of the Woods' ``reckoner`` bot: reckons every blind card exactly, and plays for the
top Hand Score against what each rival said.

Each choice is worth its chance of holding the top Hand Score at the reveal, every
blind card it may bring counted (``reckoning.Reckoning``: no sampling, so the bot is
deterministic whatever its seed):

- A Hand Score is worth its chance against the rivals still in, each finishing as
  players who said what it said do (``rivals.finish``: standing pat says a good hand,
  drawing three a poor one; a rival yet to swap may say anything), a tie counted as
  the table breaks it (``rivals.ties``: the Camp draw, then convention A, B or C).
- Swaps: standing pat, or each number of cards it may draw, averaged over every set
  of cards the draw may bring, keeping the best three; then it puts back the cards
  whose loss costs least. A Witch in hand is worth what the Fate of Play will make of
  it: a blind Camp card, then the trade of the least useful of the three.
- The Witch's trade: it gives the card whose loss costs least, averaged over every
  card that may come back, to the rival likeliest to finish highest.
- Betting (a table that plays for units): its chance after its best swap against a
  fair share decides whether it adds, and how much, or matches.

>>> from cardtable import bots
>>> from cardtable import witch_of_the_woods as ww
>>> agent = bots.make("witch-of-the-woods", "reckoner", seed=1)
>>> state = ww.new_game(ww.Rules(players=3), seed=7)
>>> agent(ww.view(state, 1), ww.legal_moves(state)) in ww.legal_moves(state)
True
"""

from __future__ import annotations

from typing import Any

from cardtable.game import check_offer
from cardtable.witch_of_the_woods.bots.reckoning import Reckoning, scores, worth
from cardtable.witch_of_the_woods.bots.rivals import after_trade, camp_weights, finish, ties
from cardtable.witch_of_the_woods.deck import VALUE, WITCH, full_deck
from cardtable.witch_of_the_woods.moves import (
    Add,
    DrawFromCamp,
    Fold,
    Match,
    ReturnToCamp,
    Stand,
    StandPat,
    WitchTrade,
)
from cardtable.witch_of_the_woods.view import View

__all__ = ["SUMMARY", "ReckonerBot", "reckoner"]

_DECK = full_deck()


class ReckonerBot:
    """Reckons every blind card exactly and plays for the top Hand Score against what each
    rival said."""

    __slots__ = ()

    def __init__(self, seed: int = 0) -> None:
        scores()  # the table of every hand's score, made once here rather than in a decision
        del seed  # nothing is left to chance: every blind card is counted

    def __call__(self, view: View, moves: tuple[Any, ...], /) -> Any:
        check_offer(view, moves)
        first = moves[0]
        if isinstance(first, WitchTrade):
            return _trade(view, moves)
        reckoning = reckon(view)
        if isinstance(first, ReturnToCamp):
            held = view.hand
            return max(
                moves, key=lambda move: reckoning.hand([card for card in held if card not in move.cards])
            )
        if isinstance(first, StandPat):
            return max(moves, key=lambda move: _swap_worth(view, move, reckoning))
        return _bet(view, moves, reckoning)


def reckon(view: View, trade: WitchTrade | None = None) -> Reckoning:
    """What the seat of ``view`` reckons a hand worth now: its chance of the top score
    against the rivals still in, as each finishes after what it said (``rivals.finish``),
    with ties worth what the table's convention makes them (``rivals.ties``). With the
    Witch's ``trade``, its target finishes as ``rivals.after_trade`` says.

    >>> from cardtable.witch_of_the_woods import new_game, view
    >>> from cardtable.cards import parse_cards
    >>> reckoning = reckon(view(new_game(seed=1), 1))
    >>> reckoning.hand(parse_cards("KC KD KH")) > 0.95 > 0.05 > reckoning.hand(parse_cards("2C 7D BJ"))
    True
    """
    rivals = _rivals(view)
    players = sum(not out for out in view.sitting_out)
    finishes = [finish(players, view.swapped[seat]) for seat in rivals]
    if trade is not None:
        at = rivals.index(trade.target)
        finishes[at] = after_trade(finishes[at], VALUE[trade.give])
    in_hand = len(rivals) + 1
    convention = view.rules.tie_convention
    drawn = 1 / in_hand  # a hand nobody wins leaves the game as it was: about a fair share
    plain = worth(finishes, ties(in_hand, convention, witch=False, drawn=drawn))
    witch = worth(finishes, ties(in_hand, convention, witch=True, drawn=drawn))
    mine = set(view.hand)
    return Reckoning(plain, witch, [card for card in _DECK if card not in mine])


def _swap_worth(view: View, move: Any, reckoning: Reckoning) -> float:
    """Standing pat or a draw, reckoned over the cards the Camp may hold now; a tiny edge to
    standing (the first move) on equals."""
    if not isinstance(move, DrawFromCamp):
        return reckoning.draw(view.hand, 0)
    before = [said for seat, said in enumerate(view.swapped) if said is not None and seat != view.player]
    mine = set(view.hand)
    camp = camp_weights([card for card in _DECK if card not in mine], view.camp_size, before)
    return reckoning.draw(view.hand, move.count, camp) - 1e-9 * move.count


def _trade(view: View, moves: tuple[Any, ...]) -> Any:
    """The trade that leaves the best chance: what the holder keeps, with a blind card from
    the target, against the target's hand as the trade leaves it (a card gone, the one
    given in its place); on equals, the rival with most hands won."""
    hand = [card for card in view.hand if card != WITCH]

    def chance(move: WitchTrade) -> tuple[float, int]:
        first, second = (card for card in hand if card != move.give)
        return reckon(view, move).fill(first, second), view.hands_won[move.target]

    return max(moves, key=chance)


def _bet(view: View, moves: tuple[Any, ...], reckoning: Reckoning) -> Any:
    """Adds or matches on its chance after its best swap, against a fair share."""
    most = min(3, view.camp_size)
    chance = max(reckoning.draw(view.hand, count) for count in range(most + 1))
    fair = 1 / (len(_rivals(view)) + 1)
    units = view.units[view.player] if view.units is not None and view.player is not None else 0
    buy_in = view.rules.buy_in
    adds = [move for move in moves if isinstance(move, Add)]
    stand = next((move for move in moves if isinstance(move, Stand)), None)
    if stand is not None:
        edge = chance - fair * 1.2
        spare = units - buy_in * 4  # units kept back for the buy-ins to come
        if edge <= 0 or not adds or spare < 1:
            return stand
        amount = max(1, min(len(adds), spare, round(edge / (1 - fair) * len(adds) * 2)))
        return adds[amount - 1]
    match = next((move for move in moves if isinstance(move, Match)), None)
    fold = next(move for move in moves if isinstance(move, Fold))
    if match is None:
        return fold
    short = units - (view.to_match or 0) < buy_in * 3
    # A hand won counts towards the game: fold only a hopeless hand, or a weak one when short.
    if chance < fair / 4 or (short and chance < fair):
        return fold
    return match


def _rivals(view: View) -> list[int]:
    """The other players still in the hand."""
    return [
        seat
        for seat, (folded, out) in enumerate(zip(view.folded, view.sitting_out, strict=True))
        if seat != view.player and not folded and not out
    ]


def reckoner(seed: int = 0) -> ReckonerBot:
    """Reckons every blind card exactly and plays for the top Hand Score against what each
    rival said.

    >>> from cardtable.witch_of_the_woods import legal_moves, new_game, view
    >>> state = new_game(seed=2)
    >>> reckoner(seed=3)(view(state, 1), legal_moves(state, 1)) in legal_moves(state, 1)
    True
    """
    return ReckonerBot(seed)


SUMMARY = (
    "Reckons exactly the worth of every draw, return and Witch's trade over every card it "
    "has not seen, for the top Hand Score against what each rival said it drew (ties "
    "counted as the table breaks them), and bets on that chance."
)
"""How ``reckoner`` plays, in a sentence."""
