"""The state of a game of Witch of the Woods, and the public record of a finished hand."""

from __future__ import annotations

import attrs

from cardtable.cards import Card
from cardtable.core import OVER, GameState, clockwise_from, game_state
from cardtable.witch_of_the_woods.deck import Score, faerunian_name, faerunian_names
from cardtable.witch_of_the_woods.rules import Rules

BETTING, CLEAN_UP, SWAP, RETURN, FATE = "betting", "clean-up", "swap", "return", "fate"
PHASES = (BETTING, CLEAN_UP, SWAP, RETURN, FATE, OVER)
"""Where a hand stands: the betting round and its clean-up (WW3), the swaps and
the putting back after a draw (WW4), the Fate of Play (WW5), or the game over.
The reveal has no phase of its own: the move that ends the swaps or the Fate of
Play reveals the hands, pays out the pot and deals the next hand (C7)."""


@attrs.frozen
class HandRecord:
    """The public record of a finished hand (WW10), kept in ``last_hand``.

    Seat-indexed tuples have one entry per seat. ``scores`` holds the revealed
    hands of the players still in at the reveal (``None`` for a folded seat, a
    seat that sat out, and every seat of a hand won by folds). ``tied`` are the
    top scorers who went to the tie-break; ``camp_draws`` and ``deck_rounds`` are
    the tie-break cards (WW7); ``void_round`` says the deck could not finish a
    round. ``totals`` are the final totals (score plus tie-break cards).
    ``decided_by`` says how the hand was decided: ``"folds"`` (everyone else
    folded), ``"score"`` (the best Hand Score), ``"camp"`` (the Camp tie-break
    draw), ``"witch"`` (a tied Witch holder, convention B), ``"deck"`` (rounds off
    the deck, convention A) or ``"draw"`` (a drawn hand: convention C, or a void
    deck round).
    ``winners`` is the seat that won the hand, or empty for a drawn hand, whose
    players still tied are ``drawn_between``.
    ``shares`` are the units each seat took from the pot and ``carried`` what
    stayed in it (both ``None`` without betting). Folded hands and the Camp stay
    hidden.
    """

    number: int
    dealer: int
    folded: tuple[bool, ...]
    swapped: tuple[int | None, ...]
    witch: int | None
    witch_target: int | None
    scores: tuple[Score | None, ...]
    tied: tuple[int, ...]
    camp_draws: tuple[Card | None, ...]
    deck_rounds: tuple[tuple[Card | None, ...], ...]
    void_round: bool
    totals: tuple[int | None, ...]
    decided_by: str
    winners: tuple[int, ...]
    drawn_between: tuple[int, ...]
    shares: tuple[int, ...] | None
    carried: int | None

    def __str__(self) -> str:
        lines = [f"Hand {self.number}, dealt by seat {self.dealer}:"]
        for seat, score in enumerate(self.scores):
            if score is not None:
                lines.append(f"  seat {seat}: {faerunian_names(score.cards)}: {score}")
            elif self.folded[seat]:
                lines.append(f"  seat {seat}: folded")
        if self.witch is not None:
            lines.append(f"  the Fate of Play: seat {self.witch} traded with seat {self.witch_target}")
        if any(card is not None for card in self.camp_draws):
            drawn = ", ".join(
                f"seat {seat} {faerunian_name(card)}"
                for seat, card in enumerate(self.camp_draws)
                if card is not None
            )
            lines.append(f"  tie-break draw from the Camp: {drawn}")
        for number, cards in enumerate(self.deck_rounds, 1):
            drawn = ", ".join(
                f"seat {seat} {faerunian_name(card)}" for seat, card in enumerate(cards) if card
            )
            lines.append(f"  deck round {number}: {drawn}")
        if self.void_round:
            lines.append("  the deck could not finish another round: that round is void")
        if self.decided_by != "folds" and self.decided_by != "score":
            totals = ", ".join(
                f"seat {seat} {total}" for seat, total in enumerate(self.totals) if total is not None
            )
            lines.append(f"  totals: {totals}")
        lines.append("  " + self._result())
        return "\n".join(lines)

    def _result(self) -> str:
        if self.decided_by == "draw":
            seats = " and ".join(f"seat {seat}" for seat in self.drawn_between)
            text = f"drawn between {seats}: nobody wins the hand"
            if self.shares is not None:
                share = self.shares[self.drawn_between[0]]
                text += f"; each takes {share}, {self.carried} stays in the pot"
            return text
        how = {
            "folds": "everyone else folded",
            "score": "best Hand Score",
            "camp": "on the Camp draw",
            "witch": "holding the Witch (convention B)",
            "deck": "on the deck rounds",
        }[self.decided_by]
        text = f"seat {self.winners[0]} wins the hand ({how})"
        if self.shares is not None:
            text += f" and takes {self.shares[self.winners[0]]}"
        return text


@game_state
class State(GameState):
    """A whole table at one moment: for the host, since it holds every card and the seed.

    Seat-indexed tuples have one entry per seat. ``queue`` lists the seats still
    to act in the current phase, the first acting now. ``hands`` are sorted;
    ``drawn`` holds the cards the seat to act has just drawn from the Camp and
    must keep. The Camp is kept sorted (it is face down and mixed). ``deck`` is in
    order, index 0 on top, in the first hand of a game started from a given deck;
    otherwise its order means nothing and a card taken from it is drawn at random (see
    ``deck_in_order``). ``table`` holds the tie-break cards of the last hand once the
    game is over. Without betting, ``units`` are all 0 and unused. ``events`` are what
    the last move did (``events.py``), hidden parts included, and ``history`` every
    event since the current hand was dealt, the deal's first.

    Every one of the 54 cards is always in exactly one place (WW9): a hand, ``drawn``,
    the Camp, the deck or ``table``; with betting, the stacks plus the pot (a drawn
    hand's remainder included) never change. ``phase`` is ``"over"`` once the game
    has ended.
    """

    hand_number: int
    dealer: int
    phase: str
    queue: tuple[int, ...]
    adder: int | None
    taking_part: tuple[bool, ...]
    folded: tuple[bool, ...]
    hands: tuple[tuple[Card, ...], ...]
    drawn: tuple[Card, ...]
    camp: tuple[Card, ...]
    deck: tuple[Card, ...]
    table: tuple[Card, ...]
    units: tuple[int, ...]
    pot: int
    put_in: tuple[int, ...]
    to_match: int
    swapped: tuple[int | None, ...]
    hands_won: tuple[int, ...]
    last_hand: HandRecord | None
    winners: tuple[int, ...]

    @property
    def rules(self) -> Rules:
        """The options this game is played under."""
        rules: Rules = self.origin.rules
        return rules

    @property
    def deck_in_order(self) -> bool:
        """Whether ``deck`` is a known order, top first: only in the first hand of a game
        started from a given deck. Otherwise the deck is unordered and a card taken "off the
        top" is drawn at random from it, as from a shuffled deck (C3, C4).

        >>> from cardtable.witch_of_the_woods import full_deck, new_game
        >>> new_game(seed=1).deck_in_order, new_game(deck=full_deck()).deck_in_order
        (False, True)
        """
        return self.hand_number == 1 and self.origin.deck is not None

    def __repr__(self) -> str:
        waiting = f", seat {self.queue[0]} to act" if self.queue else ""
        return (
            f"<witch-of-the-woods state: hand {self.hand_number}, dealer seat {self.dealer}, "
            f"{self.phase}{waiting}, {len(self.log)} moves>"
        )

    def __str__(self) -> str:
        betting = self.rules.betting
        lines = [
            f"Witch of the Woods: hand {self.hand_number}, dealer seat {self.dealer}, "
            f"phase {self.phase}" + (f", seat {self.queue[0]} to act" if self.queue else "")
        ]
        if betting:
            lines.append(f"pot {self.pot}, to match {self.to_match}")
        for seat, hand in enumerate(self.hands):
            facts = [f"hands won {self.hands_won[seat]}"]
            if betting:
                facts.append(f"units {self.units[seat]}, put in {self.put_in[seat]}")
            if not self.taking_part[seat]:
                facts.append("sits out")
            if self.folded[seat]:
                facts.append("folded")
            if self.swapped[seat] is not None:
                facts.append(f"swapped {self.swapped[seat]}")
            cards = faerunian_names(hand) or "no cards"
            if self.drawn and self.queue and self.queue[0] == seat:
                cards += f" + drawn {faerunian_names(self.drawn)}"
            lines.append(f"  seat {seat}: {cards} ({'; '.join(facts)})")
        lines.append(f"Camp ({len(self.camp)}): {faerunian_names(self.camp)}")
        if self.deck_in_order:
            lines.append(f"deck ({len(self.deck)}), top first: {faerunian_names(self.deck)}")
        else:
            # Only a given first deck has an order; otherwise a card is drawn from it at random.
            lines.append(f"deck ({len(self.deck)}, unordered): {faerunian_names(self.deck)}")
        if self.table:
            lines.append(f"tie-break cards: {faerunian_names(self.table)}")
        if self.winners:
            lines.append("game over, won by " + ", ".join(f"seat {s}" for s in self.winners))
        if self.last_hand is not None:
            lines.append(str(self.last_hand))
        if self.events:
            lines.append("last move: " + "; ".join(str(event) for event in self.events))
        return "\n".join(lines)


def players_in(state: State, left_of: int | None = None) -> tuple[int, ...]:
    """The players dealt in and not folded, clockwise from the dealer's left (C1), or from
    the left of the seat ``left_of``.

    >>> from cardtable.witch_of_the_woods import new_game
    >>> players_in(new_game(seed=1)), players_in(new_game(seed=1), left_of=2)
    ((1, 2, 3, 0), (3, 0, 1, 2))
    """
    still = [taking and not out for taking, out in zip(state.taking_part, state.folded, strict=True)]
    return clockwise_from(state.dealer if left_of is None else left_of, len(still), still)
